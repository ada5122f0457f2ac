/**
 * The practice Audit Log page's place in the portal: its route under User Management
 * and its side-menu entry. Who may open it is the policy's `readAuditLog`, asked by the route guard and
 * the side menu (`canReadAuditLog`, `practiceMenu` in route-guard.ts).
 */
import { AUDIT_LOG_TITLE } from '../messages/audit-access.js';
import type { MenuEntry, MenuLink } from './menu.js';
import { AUDIT_LOG_ADMIN_MODULE } from './policy.js';
import { linkKey } from '../routes/routes.js';

/**
 * The route of the practice Audit Log: under User Management, the module that grants it (its route
 * guard and menu highlight follow).
 *
 * @example
 * AUDIT_LOG_ROUTE // '/usermanagement/auditlog'
 */
export const AUDIT_LOG_ROUTE = '/usermanagement/auditlog';

/**
 * The Audit Log's side-menu link.
 *
 * @example
 * AUDIT_LOG_MENU_LINK.label // 'Audit Log'
 */
export const AUDIT_LOG_MENU_LINK: MenuLink = {
  kind: 'link',
  moduleId: 'auditlog',
  key: linkKey(AUDIT_LOG_ROUTE),
  label: AUDIT_LOG_TITLE,
  link: AUDIT_LOG_ROUTE,
  icon: 'LuFileClock',
};

/**
 * The side menu with the Audit Log link right after User Management (in its group when it is a
 * child), or at the end; unchanged when `allowed` is false.
 *
 * @example
 * withAuditLogEntry(buildMenu(ctx), canReadAuditLog(ctx))
 */
export function withAuditLogEntry(menu: readonly MenuEntry[], allowed: boolean): MenuEntry[] {
  if (!allowed) return [...menu];
  const um = linkKey(AUDIT_LOG_ADMIN_MODULE);
  const top = menu.findIndex((e) => e.kind === 'link' && e.key === um);
  if (top >= 0) return [...menu.slice(0, top + 1), AUDIT_LOG_MENU_LINK, ...menu.slice(top + 1)];
  const group = menu.findIndex((e) => e.kind === 'group' && e.children.some((c) => c.key === um));
  if (group >= 0) {
    const g = menu[group] as Extract<MenuEntry, { kind: 'group' }>;
    const at = g.children.findIndex((c) => c.key === um);
    const children = [...g.children.slice(0, at + 1), AUDIT_LOG_MENU_LINK, ...g.children.slice(at + 1)];
    return [...menu.slice(0, group), { ...g, children }, ...menu.slice(group + 1)];
  }
  return [...menu, AUDIT_LOG_MENU_LINK];
}
