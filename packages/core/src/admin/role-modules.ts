/**
 * The module selection of the role form (admin §2.5 Role screen, §5 Roles): the module tree, what a
 * check or uncheck selects, and the closure the server stores (a child's parent is always assigned, or
 * the side menu would not show the child — see `buildMenu` in `@vetrx/core/access`).
 */
import { sameId, type Id } from '../common/ids.js';

/**
 * A module as the role form reads it (Modules).
 *
 * @example
 * import type { RoleModuleOption } from '@vetrx/core/admin';
 */
export interface RoleModuleOption {
  readonly id: Id;
  readonly name: string;
  readonly isActive: boolean;
  readonly link?: string | null;
  readonly orderBy?: number | null;
  readonly parentModuleId?: Id | null;
}

/**
 * A top-level module and its child modules.
 *
 * @example
 * import type { ModuleTreeNode } from '@vetrx/core/admin';
 */
export interface ModuleTreeNode<M extends RoleModuleOption> {
  readonly module: M;
  readonly children: readonly M[];
}

const byOrder = (a: RoleModuleOption, b: RoleModuleOption): number =>
  (a.orderBy ?? Number.MAX_SAFE_INTEGER) - (b.orderBy ?? Number.MAX_SAFE_INTEGER) || String(a.id).localeCompare(String(b.id));

/**
 * The active modules as a tree: top-level modules by orderBy, each with its active children by orderBy.
 * Inactive modules cannot be assigned and are left out.
 *
 * @example
 * moduleTree(modules).map((n) => n.module.name) // ['Dashboard', 'Create Rx', …, 'Administration', 'oobo']
 */
export function moduleTree<M extends RoleModuleOption>(modules: readonly M[]): ModuleTreeNode<M>[] {
  const active = modules.filter((m) => m.isActive);
  return active
    .filter((m) => m.parentModuleId == null)
    .sort(byOrder)
    .map((module) => ({ module, children: active.filter((c) => sameId(c.parentModuleId, module.id)).sort(byOrder) }));
}

const key = (id: Id): string => String(id);

/**
 * The selection closed over parents: every selected child brings its parent; a parent without a link
 * of its own stays selected only while one of its children is. Ids are returned as strings, sorted.
 *
 * @example
 * withParentModules(['12'], modules) // ['11', '12'] (Administration comes with User Management)
 */
export function withParentModules(selected: readonly Id[], modules: readonly RoleModuleOption[]): string[] {
  const byId = new Map(modules.map((m) => [key(m.id), m]));
  const out = new Set(selected.map(key).filter((id) => byId.has(id)));
  for (const id of [...out]) {
    const parent = byId.get(id)?.parentModuleId;
    if (parent != null && byId.has(key(parent))) out.add(key(parent));
  }
  for (const id of [...out]) {
    const m = byId.get(id)!;
    const children = modules.filter((c) => sameId(c.parentModuleId, m.id));
    const hasLink = typeof m.link === 'string' && m.link.trim() !== '';
    if (children.length > 0 && !hasLink && !children.some((c) => out.has(key(c.id)))) out.delete(id);
  }
  return [...out].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

/**
 * Checks or unchecks a module in the role form: a top-level module takes its active children with it
 * (both ways); a child brings its parent; then the selection is closed by {@link withParentModules}.
 *
 * @example
 * toggleRoleModule([], '11', true, modules) // ['11', '12', '13', '14']
 */
export function toggleRoleModule(selected: readonly Id[], moduleId: Id, checked: boolean, modules: readonly RoleModuleOption[]): string[] {
  const next = new Set(selected.map(key));
  const children = modules.filter((c) => c.isActive && sameId(c.parentModuleId, moduleId)).map((c) => key(c.id));
  if (checked) {
    next.add(key(moduleId));
    children.forEach((c) => next.add(c));
  } else {
    next.delete(key(moduleId));
    children.forEach((c) => next.delete(c));
  }
  return withParentModules([...next], modules);
}

/**
 * How a top-level module's checkbox shows: checked when it (and, for a group, every active child) is
 * selected, indeterminate when only some children are.
 *
 * @example
 * moduleCheckState(['11', '12'], tree[10]) // 'indeterminate'
 */
export function moduleCheckState(selected: readonly Id[], node: ModuleTreeNode<RoleModuleOption>): 'checked' | 'indeterminate' | 'unchecked' {
  const has = (id: Id) => selected.some((s) => sameId(s, id));
  if (node.children.length === 0) return has(node.module.id) ? 'checked' : 'unchecked';
  const count = node.children.filter((c) => has(c.id)).length;
  if (count === node.children.length) return 'checked';
  return count > 0 || has(node.module.id) ? 'indeterminate' : 'unchecked';
}

/**
 * The modules a stored role has selected: its active role-module links.
 *
 * @example
 * selectedRoleModules({ rolesModules: [{ moduleId: '1', isActive: true }, { moduleId: '10', isActive: false }] }) // ['1']
 */
export function selectedRoleModules(role: { readonly rolesModules: readonly { readonly moduleId: Id; readonly isActive: boolean }[] } | null | undefined): string[] {
  return (role?.rolesModules ?? []).filter((rm) => rm.isActive).map((rm) => key(rm.moduleId));
}
