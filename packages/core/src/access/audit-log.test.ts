import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_LOG_MENU_LINK, AUDIT_LOG_ROUTE, withAuditLogEntry } from './audit-log.js';
import { canReadAuditLog, checkRouteAccess, practiceMenu } from './route-guard.js';
import { routeContext } from './test-utils/modules.js';
import type { MenuContext, MenuEntry } from './menu.js';
import { ownerModuleLink } from '../routes/routes.js';

const link = (key: string): MenuEntry => ({ kind: 'link', moduleId: key, key, label: key, link: key, icon: null });
const ctxWith = (links: string[]): MenuContext => ({
  roleId: 1,
  rolesModules: links.map((l, i) => ({ isActive: true, module: { id: i + 1, name: l, link: l, isActive: true, isNavigation: true, rolesModules: [{ roleId: 1, isActive: true }] } })),
  location: {},
  features: {},
});

describe('the Audit Log page', () => {
  it('belongs to User Management, so the route guard follows the module that grants it', () => {
    expect(ownerModuleLink(AUDIT_LOG_ROUTE)).toBe('/usermanagement');
  });

  it('opens for a member whose role has User Management, or support acting as themselves — the route guard and the menu ask readAuditLog', () => {
    const admin = routeContext({ rolesModules: ctxWith(['/dashboard', '/usermanagement']).rolesModules, roleId: 1 });
    expect(canReadAuditLog(admin)).toBe(true);
    expect(checkRouteAccess(AUDIT_LOG_ROUTE, admin)).toEqual({ kind: 'allow' });
    const vet = routeContext({ rolesModules: ctxWith(['/dashboard']).rolesModules, roleId: 1 });
    expect(canReadAuditLog(vet)).toBe(false);
    expect(checkRouteAccess(AUDIT_LOG_ROUTE, vet)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(canReadAuditLog(routeContext({ rolesModules: ctxWith(['/usermanagement']).rolesModules, roleId: 1, revoked: true }))).toBe(false);
    // Impersonating an administrator: as the administrator would.
    expect(canReadAuditLog(routeContext({ rolesModules: ctxWith(['/usermanagement']).rolesModules, roleId: 1, isSupportUser: true, isImpersonating: true }))).toBe(true);
    expect(canReadAuditLog(routeContext({ rolesModules: ctxWith(['/dashboard']).rolesModules, roleId: 1, isSupportUser: true, isImpersonating: true }))).toBe(false);
    expect(practiceMenu(admin).map((e) => e.label)).toEqual(['/dashboard', '/usermanagement', 'Audit Log']);
    expect(practiceMenu(vet).map((e) => e.label)).toEqual(['/dashboard']);
  });

  it('adds its menu link once, right after User Management, only when allowed', () => {
    const keys = fc.uniqueArray(fc.constantFrom('/dashboard', '/usermanagement', '/history', '/orders'));
    fc.assert(
      fc.property(keys, fc.boolean(), fc.boolean(), (ks, allowed, grouped) => {
        const menu: MenuEntry[] = grouped ? [{ kind: 'group', moduleId: 'g', key: '/admin', label: 'Admin', icon: null, children: ks.map(link) as never }] : ks.map(link);
        const out = withAuditLogEntry(menu, allowed);
        const flat = out.flatMap((e) => (e.kind === 'group' ? e.children : [e]));
        expect(flat.filter((e) => e.key === AUDIT_LOG_MENU_LINK.key)).toHaveLength(allowed ? 1 : 0);
        if (!allowed) expect(out).toEqual(menu);
        const at = flat.findIndex((e) => e.key === '/usermanagement');
        if (allowed && at >= 0) expect(flat[at + 1]).toBe(AUDIT_LOG_MENU_LINK);
      }),
    );
  });
});
