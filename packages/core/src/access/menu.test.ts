import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from './menu.js';
import { allowedModuleLinks, buildMenu, firstAllowedLink, isLinkPageEnabled, isModuleLinkEnabled } from './menu.js';
import { linkKey } from '../routes/routes.js';
import { ctxArb } from './test-utils/arbitraries.js';
import {
  ALL_TOP_LEVEL,
  STAFF_ROLE,
  admin,
  assign,
  clients,
  create,
  dashboard,
  menuContext,
  oobo,
} from './test-utils/modules.js';

const labels = (menu: MenuEntry[]) =>
  menu.map((e) => (e.kind === 'link' ? e.label : `${e.label}[${e.children.map((c) => c.label).join(',')}]`));

describe('side menu', () => {
  it('shows active navigation modules in order, groups children granted to the role', () => {
    expect(labels(buildMenu(menuContext()))).toEqual([
      'Dashboard',
      'Prescribe',
      'Approvals',
      'Clients',
      'Products',
      'History',
      'Orders',
      'Reports',
      'Office Use',
      'Link',
      'Admin[Users,Shortcuts]',
    ]);
    expect(labels(buildMenu(menuContext({ roleId: STAFF_ROLE }))).at(-1)).toBe('Admin[Users]');
  });

  it('gates reports, office use and the link page by the location', () => {
    const menu = buildMenu(menuContext({ features: {}, location: { isOfficeUseEnabled: false, isPimsEnabled: false } }));
    const keys = menu.map((e) => e.key);
    expect(keys).not.toContain('/reports');
    expect(keys).not.toContain('/officeuserx');
    expect(keys).not.toContain('/link');
    expect(keys).toContain('/dashboard');
  });

  it('takes the organization PIMS flag only when the location flag is unset', () => {
    expect(isLinkPageEnabled({ isPimsEnabled: null, organization: { isPIMSEnabled: true } })).toBe(true);
    expect(isLinkPageEnabled({ organization: { isPIMSEnabled: true } })).toBe(true);
    expect(isLinkPageEnabled({ isPimsEnabled: false, organization: { isPIMSEnabled: true } })).toBe(false);
    expect(isLinkPageEnabled({ isPimsEnabled: true, organization: { isPIMSEnabled: false } })).toBe(true);
    expect(isLinkPageEnabled({})).toBe(false);
    expect(isModuleLinkEnabled('/Link/', { location: { isPimsEnabled: true }, features: {} })).toBe(true);
    expect(isModuleLinkEnabled('/dashboard', { location: {}, features: {} })).toBe(true);
  });

  it('a module without visible children is a link; a childless group without a link is left out', () => {
    const noChildrenForRole = { ...admin, link: '/admin' };
    const ctx = menuContext({ roleId: 99, rolesModules: assign([noChildrenForRole, oobo]) });
    expect(buildMenu(ctx)).toEqual([
      { kind: 'link', moduleId: admin.id, key: '/admin', label: 'Admin', link: '/admin', icon: 'admin-icon' },
    ]);
    expect(buildMenu(menuContext({ roleId: 99, rolesModules: assign([admin]) }))).toEqual([]);
  });

  it('skips inactive assignments and inactive modules, and child assignments listed at top level', () => {
    const ctx = menuContext({
      rolesModules: [
        { module: dashboard, isActive: false },
        { module: { ...create, isActive: false }, isActive: true },
        { module: { ...clients, parentModuleId: 4, icon: undefined }, isActive: true },
        { module: { ...clients, orderBy: undefined, icon: undefined, id: 7 }, isActive: true },
      ],
    });
    expect(buildMenu(ctx)).toEqual([
      { kind: 'link', moduleId: 7, key: '/clientsearch', label: 'Clients', link: '/clientsearch', icon: null },
    ]);
  });

  it('reads child grants from the role assignments when the child carries no role links', () => {
    const users = { ...admin.childModules![0], rolesModules: null, parentModuleId: admin.id };
    const group = { ...admin, childModules: [users] };
    const ctx = menuContext({ roleId: 99, rolesModules: [...assign([group]), { module: users, isActive: true }] });
    expect(labels(buildMenu(ctx))).toEqual(['Admin[Users]']);
    expect(buildMenu(menuContext({ roleId: 99, rolesModules: assign([group]) }))).toEqual([]);
  });

  it('the first allowed link is the first link or the first child of the first group', () => {
    expect(firstAllowedLink(buildMenu(menuContext()))).toBe('/dashboard');
    expect(firstAllowedLink(buildMenu(menuContext({ rolesModules: assign([admin]) })))).toBe('/usermanagement');
    expect(firstAllowedLink([])).toBeNull();
  });

  it('allowed links include non-navigation modules but not gated ones', () => {
    const links = allowedModuleLinks(menuContext({ features: {} }));
    expect(links.has('/practicesettings')).toBe(true);
    expect(links.has('/prescribingshortcuts')).toBe(true);
    expect(links.has('/reports')).toBe(false);
    expect(allowedModuleLinks(menuContext({ roleId: STAFF_ROLE })).has('/prescribingshortcuts')).toBe(false);
  });
});

describe('side menu properties', () => {
  it('never shows an inactive or non-navigation module, nor a gated link, nor a child not granted to the role', () => {
    fc.assert(
      fc.property(ctxArb, (ctx) => {
        const all = ctx.rolesModules.flatMap((a) => [a.module, ...(a.module.childModules ?? [])]);
        const byId = (id: unknown, link: string) => all.filter((m) => m.id === id && (m.link ?? '') === link);
        for (const entry of buildMenu(ctx)) {
          const shown = entry.kind === 'link' ? [entry] : entry.children;
          for (const e of shown) {
            expect(byId(e.moduleId, e.link).some((m) => m.isActive && m.isNavigation)).toBe(true);
            expect(isModuleLinkEnabled(e.link, ctx)).toBe(true);
            expect(allowedModuleLinks(ctx).has(linkKey(e.link))).toBe(true);
          }
          if (entry.kind === 'group') {
            const owner = ctx.rolesModules.find((a) => a.module.id === entry.moduleId && a.isActive)!;
            expect(owner.module.isActive && owner.module.isNavigation).toBe(true);
            for (const c of entry.children) {
              const child = (owner.module.childModules ?? []).find((m) => m.id === c.moduleId)!;
              const granted =
                child.rolesModules!.some((rm) => rm.roleId === ctx.roleId && rm.isActive) ||
                ctx.rolesModules.some((a) => a.isActive && a.module.id === child.id);
              expect(granted).toBe(true);
            }
          }
        }
      }),
    );
  });

  it('the first allowed link is always an allowed link', () => {
    fc.assert(
      fc.property(ctxArb, (ctx) => {
        const first = firstAllowedLink(buildMenu(ctx));
        if (first !== null) expect(allowedModuleLinks(ctx).has(linkKey(first))).toBe(true);
      }),
    );
  });

  it('uses every top-level fixture module', () => {
    expect(ALL_TOP_LEVEL.length).toBeGreaterThan(10);
  });
});
