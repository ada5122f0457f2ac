import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PRACTICE_SETUP_REFUSALS } from '../messages/admin.js';
import { PRESCRIBING_ERRORS } from '../messages/prescribing.js';
import {
  ACCESS_ACTIONS,
  ANONYMOUS,
  LOCATION_NOT_FOUND,
  can,
  isSupportActor,
  type AccessRequest,
  type Actor,
  type PolicyMembership,
} from './policy.js';

const LOCATIONS = [1, 2, 3, 4];
const MODULES = ['/practicesettings', '/reports', '/officeuse'];
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

const actorArb: fc.Arbitrary<Actor> = fc
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

const location = fc.constantFrom(...LOCATIONS, 99);
/** An authorizing vet: the actor at some location, a delegator or not, or none chosen. */
const vetId = fc.oneof(fc.integer({ min: 10, max: 49 }), fc.constantFrom(null, undefined, '', ' '));
const approval = fc.constantFrom('Rx', 'OTC', 'AOTC', 'otc', null);

const requestArb: fc.Arbitrary<AccessRequest> = fc.oneof(
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
);

const activeAt = (actor: Actor, locationId: number | string) =>
  actor.memberships.find((m) => m.isActive && String(m.locationId) === String(locationId)) ?? null;
const locationOf = (r: AccessRequest) => ('locationId' in r ? r.locationId : null);

describe('the access policy', () => {
  it('answers UNAUTHENTICATED to the anonymous actor, whatever the question', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        expect(can(ANONYMOUS, request)).toEqual({ allowed: false, code: 'UNAUTHENTICATED', message: AUTH_MESSAGES.notLoggedIn.title });
      }),
    );
  });

  it('never tells a caller more than NOT_FOUND about a location they cannot reach', () => {
    fc.assert(
      fc.property(actorArb, requestArb, (actor, request) => {
        const locationId = locationOf(request);
        if (!actor.user || locationId === null || activeAt(actor, locationId)) return;
        const d = can(actor, request);
        if (request.action === 'readLocation' && isSupportActor(actor)) expect(d.allowed).toBe(true);
        else expect(d).toEqual({ allowed: false, code: 'NOT_FOUND', message: LOCATION_NOT_FOUND });
      }),
    );
  });

  it('treats a revoked membership exactly as no membership', () => {
    fc.assert(
      fc.property(actorArb, requestArb, (actor, request) => {
        const withoutRevoked = { ...actor, memberships: actor.memberships.filter((m) => m.isActive) };
        expect(can(withoutRevoked, request)).toEqual(can(actor, request));
      }),
    );
  });

  it('decides a location question from the membership at that location only', () => {
    fc.assert(
      fc.property(actorArb, requestArb, (actor, request) => {
        const locationId = locationOf(request);
        if (locationId === null) return;
        const only = { ...actor, memberships: actor.memberships.filter((m) => String(m.locationId) === String(locationId)) };
        expect(can(only, request)).toEqual(can(actor, request));
      }),
    );
  });

  it('admits the support area only to a support user acting as themselves, the Role page only to the admin support group', () => {
    fc.assert(
      fc.property(actorArb, (actor) => {
        if (!actor.user) return;
        const support = actor.user.isSupport && !actor.impersonating;
        expect(can(actor, { action: 'support' })).toEqual(support ? { allowed: true } : { allowed: false, code: 'FORBIDDEN', message: AUTH_MESSAGES.supportOnly });
        const roles = can(actor, { action: 'supportRoles' });
        expect(roles.allowed).toBe(support && actor.user.inAdminSupportGroup);
        if (support && !actor.user.inAdminSupportGroup) expect(roles).toMatchObject({ code: 'FORBIDDEN', message: PRACTICE_SETUP_REFUSALS.adminSupportOnly });
      }),
    );
  });

  it('lets support read any location only while not impersonating; practice work needs a membership', () => {
    fc.assert(
      fc.property(actorArb, location, (actor, locationId) => {
        if (!actor.user) return;
        const member = activeAt(actor, locationId) !== null;
        expect(can(actor, { action: 'workAt', locationId }).allowed).toBe(member);
        expect(can(actor, { action: 'readLocation', locationId }).allowed).toBe(member || (actor.user.isSupport && !actor.impersonating));
      }),
    );
  });

  it('opens a module when the role has it at the location with that permission (links compared as the menu does)', () => {
    fc.assert(
      fc.property(actorArb, requestArb, (actor, request) => {
        if (!actor.user || request.action !== 'useModule') return;
        const m = activeAt(actor, request.locationId);
        const key = request.module.toLowerCase().replace(/\/+$/, '');
        const d = can(actor, request);
        if (!m) {
          expect(d.allowed).toBe(false);
          return;
        }
        const allowed = m.modules?.[key]?.[request.permission] === true;
        expect(d).toEqual(allowed ? { allowed: true } : { allowed: false, code: 'FORBIDDEN', message: PRACTICE_SETUP_REFUSALS.moduleNotAllowed });
      }),
    );
  });
});

describe('signing a prescription', () => {
  const signs = fc.record({ action: fc.constant('signRx' as const), locationId: fc.constantFrom(...LOCATIONS), authorizingVet: vetId, productApprovalType: approval });
  const chosen = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

  it('signs only outside an impersonation: as oneself (canAuthorize), for a delegating vet of that location, or an OTC / AOTC product', () => {
    fc.assert(
      fc.property(actorArb, signs, (actor, request) => {
        const d = can(actor, request);
        const m = activeAt(actor, request.locationId);
        if (!d.allowed || !m) return;
        const otc = ['OTC', 'AOTC'].includes(String(request.productApprovalType).toUpperCase());
        const self = m.role.canAuthorize && (!chosen(request.authorizingVet) || String(request.authorizingVet) === String(m.locationUserId));
        const delegated = m.delegatedBy.some((v) => String(v) === String(request.authorizingVet));
        expect(!actor.impersonating && (otc || self || delegated)).toBe(true);
      }),
    );
  });

  it('allows each of those ways in', () => {
    fc.assert(
      fc.property(actorArb, fc.constantFrom(...LOCATIONS), (actor, locationId) => {
        const m = activeAt(actor, locationId);
        if (!actor.user || !m) return;
        const otc = can(actor, { action: 'signRx', locationId, authorizingVet: 999, productApprovalType: 'AOTC' }).allowed;
        expect(otc).toBe(!actor.impersonating);
        if (actor.impersonating) return;
        if (m.role.canAuthorize) expect(can(actor, { action: 'signRx', locationId, authorizingVet: m.locationUserId, productApprovalType: 'Rx' }).allowed).toBe(true);
        for (const vet of m.delegatedBy) expect(can(actor, { action: 'signRx', locationId, authorizingVet: String(vet), productApprovalType: 'Rx' }).allowed).toBe(true);
      }),
    );
  });

  it('signs no Rx from an impersonated session, through delegation neither', () => {
    fc.assert(
      fc.property(actorArb, signs, (actor, request) => {
        if (!actor.impersonating || !activeAt(actor, request.locationId) || request.productApprovalType !== 'Rx') return;
        expect(can(actor, request)).toEqual({ allowed: false, code: 'FORBIDDEN', message: PRESCRIBING_ERRORS.authorizeWhileImpersonating });
      }),
    );
  });

  it('refuses a vet naming another vet who did not delegate, with a message that says what to do', () => {
    const vet: Actor = {
      user: { isSupport: false, inAdminSupportGroup: false },
      impersonating: false,
      memberships: [{ locationId: 1, locationUserId: 11, isActive: true, role: { name: 'VET', canAuthorize: true }, delegatedBy: [] }],
    };
    const sign = (authorizingVet: number) => can(vet, { action: 'signRx', locationId: 1, authorizingVet, productApprovalType: 'Rx' });
    expect(sign(12)).toEqual({ allowed: false, code: 'FORBIDDEN', message: PRESCRIBING_ERRORS.authorizeForAnotherVet });
    expect(sign(11)).toEqual({ allowed: true });
  });

  it('covers every action', () => {
    const seen = new Set<string>();
    fc.assert(fc.property(requestArb, (r) => void seen.add(r.action)), { numRuns: 500 });
    expect([...seen].sort()).toEqual([...ACCESS_ACTIONS].sort());
  });
});
