/**
 * Test data for the access rules: a realistic module tree and menu contexts. Only tests import this
 * folder; `tsconfig.build.json` leaves test-utils out of the build.
 */
import { allowedModuleLinks, type AccessModule, type MenuContext, type RoleModuleAssignment } from '../menu.js';
import type { Actor } from '../policy.js';
import type { RouteAccessContext } from '../route-guard.js';
import { moduleRightsOf } from '../session-actor.js';

export const VET_ROLE = 1;
export const STAFF_ROLE = 2;

let nextId = 100;
function mod(
  name: string,
  link: string | null,
  orderBy: number,
  extra: Partial<AccessModule> = {},
): AccessModule {
  return {
    id: nextId++,
    name,
    icon: `${name.toLowerCase()}-icon`,
    link,
    orderBy,
    isActive: true,
    isNavigation: true,
    parentModuleId: null,
    childModules: [],
    rolesModules: [
      { roleId: VET_ROLE, isActive: true },
      { roleId: STAFF_ROLE, isActive: true },
    ],
    ...extra,
  };
}

export const dashboard = mod('Dashboard', '/dashboard', 1);
export const create = mod('Prescribe', '/create', 2);
export const approve = mod('Approvals', '/approve', 3);
export const clients = mod('Clients', '/clientsearch', 4);
export const products = mod('Products', '/products', 5);
export const history = mod('History', '/history', 6);
export const orders = mod('Orders', '/orders', 7);
export const reports = mod('Reports', '/reports', 8);
export const officeUse = mod('Office Use', '/officeuserx', 9);
export const link = mod('Link', '/link', 10);
const adminGroupId = 500;
export const userManagement = mod('Users', '/usermanagement', 1, { parentModuleId: adminGroupId });
export const shortcuts = mod('Shortcuts', '/PrescribingShortcuts', 2, {
  parentModuleId: adminGroupId,
  rolesModules: [
    { roleId: VET_ROLE, isActive: true },
    { roleId: STAFF_ROLE, isActive: false },
  ],
});
export const settings = mod('Settings', '/practicesettings', 3, { parentModuleId: adminGroupId, isNavigation: false });
export const admin = mod('Admin', null, 11, { id: adminGroupId, childModules: [userManagement, shortcuts, settings] });
export const oobo = mod('oobo', null, 12, { isNavigation: false });

export const ALL_TOP_LEVEL = [dashboard, create, approve, clients, products, history, orders, reports, officeUse, link, admin, oobo];

export const assign = (modules: readonly AccessModule[], isActive = true): RoleModuleAssignment[] =>
  modules.map((module) => ({ module, isActive }));

export const fullLocation = { isOfficeUseEnabled: true, isPimsEnabled: true, organization: { isPIMSEnabled: true } };

export function menuContext(overrides: Partial<MenuContext> = {}): MenuContext {
  return {
    roleId: VET_ROLE,
    rolesModules: assign(ALL_TOP_LEVEL),
    location: fullLocation,
    features: { hasReportingPage: true },
    ...overrides,
  };
}

/** Who asks, in the words of the tests: a session or not, support, impersonating, the admin support group. */
export interface RouteFlags {
  readonly isAuthenticated: boolean;
  readonly isSupportUser: boolean;
  readonly isImpersonating: boolean;
  readonly inAdminSupportGroup: boolean;
  /** The membership at the selected location is revoked (inactive location user or location). */
  readonly revoked: boolean;
}

/** The selected location of the route contexts. */
export const ROUTE_LOCATION = 1;

/**
 * A route-access context as the web builds it: the actor of the flags, whose membership at
 * {@link ROUTE_LOCATION} (none for a support user acting as themselves) opens the links the menu
 * context allows.
 */
export function routeContext(overrides: Partial<MenuContext & RouteFlags> = {}): RouteAccessContext {
  const { isAuthenticated = true, isSupportUser = false, isImpersonating = false, inAdminSupportGroup = false, revoked = false, ...menu } = overrides;
  const ctx = menuContext(menu);
  const supportSelf = isSupportUser && !isImpersonating;
  const actor: Actor = {
    user: isAuthenticated ? { isSupport: isSupportUser, inAdminSupportGroup } : null,
    impersonating: isAuthenticated && isSupportUser && isImpersonating,
    memberships: supportSelf
      ? []
      : [{ locationId: ROUTE_LOCATION, locationUserId: 10, isActive: !revoked, role: { name: 'VET', canAuthorize: true }, delegatedBy: [], modules: moduleRightsOf(allowedModuleLinks(ctx)) }],
  };
  return { ...ctx, actor, locationId: supportSelf ? null : ROUTE_LOCATION };
}
