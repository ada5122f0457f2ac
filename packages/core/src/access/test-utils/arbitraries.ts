/**
 * fast-check arbitraries shared by the access tests: actors and requests of the policy, and menu
 * contexts (role-module assignments, location gates) of the side menu. Only tests import this folder.
 */
import fc from 'fast-check';
import type { AccessModule, MenuContext } from '../menu.js';
import type { AccessRequest, Actor, PolicyMembership } from '../policy.js';
import { STAFF_ROLE, VET_ROLE } from './modules.js';

export const LOCATIONS = [1, 2, 3, 4];
export const MODULES = ['/practicesettings', '/reports', '/officeuse', '/usermanagement'];
const rights = fc.record({ view: fc.boolean(), edit: fc.boolean(), delete: fc.boolean() });

/** A membership at `locationId`; location user ids are 10 × location + n so they never collide across locations. */
const membershipAt = (locationId: number): fc.Arbitrary<PolicyMembership> =>
  fc.record({
    locationId: fc.constant(locationId),
    locationUserId: fc.constant(locationId * 10),
    isActive: fc.boolean(),
    role: fc.record({ name: fc.constantFrom('VET', 'VETADMIN', 'STAFF', 'ADMIN'), canAuthorize: fc.boolean() }),
    delegatedBy: fc.uniqueArray(fc.integer({ min: 1, max: 9 }).map((n) => locationId * 10 + n), { maxLength: 3 }),
    modules: fc.option(fc.dictionary(fc.constantFrom(...MODULES), rights), { nil: undefined }),
  });

export const actorArb: fc.Arbitrary<Actor> = fc
  .record({
    signedIn: fc.boolean(),
    isSupport: fc.boolean(),
    inAdminSupportGroup: fc.boolean(),
    impersonating: fc.boolean(),
    at: fc.subarray(LOCATIONS),
  })
  .chain((a) =>
    fc.tuple(...a.at.map(membershipAt)).map((memberships) => ({
      user: a.signedIn ? { isSupport: a.isSupport, inAdminSupportGroup: a.inAdminSupportGroup } : null,
      // Only a signed-in support user impersonates.
      impersonating: a.signedIn && a.isSupport && a.impersonating,
      memberships,
    })),
  );

export const location = fc.constantFrom(...LOCATIONS, 99);
/** An authorizing vet: the actor at some location, a delegator or not, or none chosen. */
export const vetId = fc.oneof(fc.integer({ min: 10, max: 49 }), fc.constantFrom(null, undefined, '', ' '));
export const approval = fc.constantFrom('Rx', 'OTC', 'AOTC', 'otc', null);

export const requestArb: fc.Arbitrary<AccessRequest> = fc.oneof(
  fc.constant({ action: 'session' as const }),
  fc.constant({ action: 'support' as const }),
  fc.constant({ action: 'supportRoles' as const }),
  location.map((locationId) => ({ action: 'readLocation' as const, locationId })),
  location.map((locationId) => ({ action: 'workAt' as const, locationId })),
  fc.record({
    action: fc.constant('useModule' as const),
    locationId: location,
    module: fc.constantFrom(...MODULES, '/PracticeSettings/'),
    permission: fc.constantFrom('view' as const, 'edit' as const, 'delete' as const),
  }),
  fc.record({ action: fc.constant('signRx' as const), locationId: location, authorizingVet: vetId, productApprovalType: approval }),
  location.map((locationId) => ({ action: 'readAuditLog' as const, locationId })),
);

const roleLink = fc.record({ roleId: fc.constantFrom(VET_ROLE, STAFF_ROLE), isActive: fc.boolean() });
const linkArb = fc.option(fc.constantFrom('/a', '/b', '/reports', '/officeuserx', '/link', '/c', ''), { nil: null });
/** What a module and a child module both carry. */
const moduleFields = {
  id: fc.integer({ min: 1, max: 1_000_000 }),
  name: fc.string({ maxLength: 5 }),
  link: linkArb,
  orderBy: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
  isActive: fc.boolean(),
  isNavigation: fc.boolean(),
};
const childArb = fc.record({
  ...moduleFields,
  parentModuleId: fc.constant(1),
  rolesModules: fc.array(roleLink, { maxLength: 3 }),
});
const moduleArb: fc.Arbitrary<AccessModule> = fc.record({
  ...moduleFields,
  parentModuleId: fc.option(fc.constant(3), { nil: null }),
  childModules: fc.array(childArb, { maxLength: 4 }),
  rolesModules: fc.array(roleLink, { maxLength: 3 }),
});
export const ctxArb: fc.Arbitrary<MenuContext> = fc.record({
  roleId: fc.constantFrom(VET_ROLE, STAFF_ROLE),
  rolesModules: fc.array(fc.record({ module: moduleArb, isActive: fc.boolean() }), { maxLength: 8 }),
  location: fc.record({
    isOfficeUseEnabled: fc.option(fc.boolean(), { nil: null }),
    isPimsEnabled: fc.option(fc.boolean(), { nil: null }),
    organization: fc.record({ isPIMSEnabled: fc.option(fc.boolean(), { nil: null }) }),
  }),
  features: fc.record({ hasReportingPage: fc.option(fc.boolean(), { nil: null }) }),
});

