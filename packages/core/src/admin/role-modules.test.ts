import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moduleCheckState, moduleTree, selectedRoleModules, toggleRoleModule, withParentModules, type RoleModuleOption } from './role-modules.js';

const modules: RoleModuleOption[] = [
  { id: '1', name: 'Dashboard', link: '/dashboard', orderBy: 1, isActive: true, parentModuleId: null },
  { id: '10', name: 'Reports', link: '/reports', orderBy: 10, isActive: true, parentModuleId: null },
  { id: '11', name: 'Administration', link: null, orderBy: 11, isActive: true, parentModuleId: null },
  { id: '12', name: 'User Management', link: '/usermanagement', orderBy: 1, isActive: true, parentModuleId: '11' },
  { id: '13', name: 'Prescribing Shortcuts', link: '/PrescribingShortcuts', orderBy: 2, isActive: true, parentModuleId: '11' },
  { id: '14', name: 'Practice Settings', link: '/practicesettings', orderBy: 3, isActive: true, parentModuleId: '11' },
  { id: '16', name: 'Inventory', link: '/inventory', orderBy: 12, isActive: false, parentModuleId: null },
];
const ids = modules.map((m) => m.id);

/** Every selected child has its parent; a link-less parent is selected only with a child. */
function closed(selected: string[]): boolean {
  const set = new Set(selected);
  return modules.every((m) => {
    if (!set.has(String(m.id))) return true;
    if (m.parentModuleId != null && !set.has(String(m.parentModuleId))) return false;
    const children = modules.filter((c) => c.parentModuleId === m.id);
    return children.length === 0 || !!m.link || children.some((c) => set.has(String(c.id)));
  });
}

describe('role module selection', () => {
  it('builds the tree of active modules in order', () => {
    const tree = moduleTree(modules);
    expect(tree.map((n) => n.module.name)).toEqual(['Dashboard', 'Reports', 'Administration']);
    expect(tree[2].children.map((c) => c.name)).toEqual(['User Management', 'Prescribing Shortcuts', 'Practice Settings']);
  });

  it('a group takes its children, a child brings its parent, the last child takes the link-less parent away', () => {
    expect(toggleRoleModule([], '11', true, modules)).toEqual(['11', '12', '13', '14']);
    expect(toggleRoleModule(['1'], '13', true, modules)).toEqual(['1', '11', '13']);
    expect(toggleRoleModule(['1', '11', '13'], '13', false, modules)).toEqual(['1']);
    expect(toggleRoleModule(['11', '12', '13', '14'], '11', false, modules)).toEqual([]);
    expect(withParentModules(['12', '99'], modules)).toEqual(['11', '12']);
  });

  it('any sequence of toggles leaves a closed selection', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...ids), fc.boolean()), { maxLength: 20 }), (steps) => {
        let selected: string[] = [];
        for (const [id, on] of steps) {
          selected = toggleRoleModule(selected, id, on, modules);
          expect(closed(selected)).toBe(true);
          if (on && modules.find((m) => m.id === id)?.isActive) expect(selected).toContain(id);
          if (!on) expect(selected).not.toContain(id);
        }
      }),
    );
  });

  it('shows a group checked, indeterminate or unchecked', () => {
    const admin = moduleTree(modules)[2];
    expect(moduleCheckState(['11', '12', '13', '14'], admin)).toBe('checked');
    expect(moduleCheckState(['11', '12'], admin)).toBe('indeterminate');
    expect(moduleCheckState([], admin)).toBe('unchecked');
    expect(moduleCheckState(['1'], moduleTree(modules)[0])).toBe('checked');
    expect(selectedRoleModules({ rolesModules: [{ moduleId: 1, isActive: true }, { moduleId: '10', isActive: false }] })).toEqual(['1']);
  });
});
