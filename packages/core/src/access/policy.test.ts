import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PRACTICE_SETUP_REFUSALS } from '../messages/admin.js';
import { PRESCRIBING_ERRORS } from '../messages/prescribing.js';
import { AUDIT_MESSAGES } from '../messages/audit.js';
import { LOCATIONS, MODULES, actorArb, approval, location, requestArb, vetId } from './test-utils/arbitraries.js';
import {
  ACCESS_ACTIONS,
  withModuleLinks,
  ANONYMOUS,
  LOCATION_NOT_FOUND,
  can,
  isSupportActor,
  type AccessRequest,
  type Actor,
} from './policy.js';

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
        if ((request.action === 'readLocation' || request.action === 'readAuditLog') && isSupportActor(actor)) expect(d.allowed).toBe(true);
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
        // A support user inside an impersonated session is told why (issue 12 item 5).
        const refusal = actor.user.isSupport && actor.impersonating ? AUTH_MESSAGES.supportWhileImpersonating : AUTH_MESSAGES.supportOnly;
        expect(can(actor, { action: 'support' })).toEqual(support ? { allowed: true } : { allowed: false, code: 'FORBIDDEN', message: refusal });
        const roles = can(actor, { action: 'supportRoles' });
        expect(roles.allowed).toBe(support && actor.user.inAdminSupportGroup);
        if (support && !actor.user.inAdminSupportGroup) expect(roles).toMatchObject({ code: 'FORBIDDEN', message: PRACTICE_SETUP_REFUSALS.adminSupportOnly });
        if (!support) expect(roles).toEqual({ allowed: false, code: 'FORBIDDEN', message: refusal });
      }),
    );
  });

  it('closes every support question to an impersonated session, whatever the support user may do otherwise', () => {
    fc.assert(
      fc.property(actorArb, fc.constantFrom('support' as const, 'supportRoles' as const), (actor, action) => {
        if (!actor.user?.isSupport) return;
        const inside = { ...actor, impersonating: true };
        expect(can(inside, { action })).toEqual({ allowed: false, code: 'FORBIDDEN', message: AUTH_MESSAGES.supportWhileImpersonating });
        // Ending the impersonation opens the support area again.
        expect(can({ ...actor, impersonating: false }, { action: 'support' }).allowed).toBe(true);
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

describe('the practice audit log', () => {
  it('is read by support acting as themselves, or by an active member whose role opens User Management there', () => {
    fc.assert(
      fc.property(actorArb, location, (actor, locationId) => {
        if (!actor.user) return;
        const d = can(actor, { action: 'readAuditLog', locationId });
        const m = activeAt(actor, locationId);
        const admin = m?.modules?.['/usermanagement']?.view === true;
        if (isSupportActor(actor)) expect(d).toEqual({ allowed: true });
        else if (!m) expect(d).toEqual({ allowed: false, code: 'NOT_FOUND', message: LOCATION_NOT_FOUND });
        else expect(d).toEqual(admin ? { allowed: true } : { allowed: false, code: 'FORBIDDEN', message: AUDIT_MESSAGES.adminsOnly });
      }),
    );
  });

  it('never admits someone who cannot read the location at all', () => {
    fc.assert(
      fc.property(actorArb, location, (actor, locationId) => {
        if (can(actor, { action: 'readAuditLog', locationId }).allowed) expect(can(actor, { action: 'readLocation', locationId }).allowed).toBe(true);
      }),
    );
  });

  it('withModuleLinks fills one location only, and an impersonating support user counts as the impersonated admin', () => {
    fc.assert(
      fc.property(actorArb, location, fc.subarray(MODULES), (actor, locationId, links) => {
        const filled = withModuleLinks(actor, locationId, links);
        for (const [i, m] of filled.memberships.entries()) {
          if (String(m.locationId) !== String(locationId)) expect(m).toBe(actor.memberships[i]);
        }
        if (!actor.user || isSupportActor(actor) || !activeAt(actor, locationId)) return;
        expect(can(filled, { action: 'readAuditLog', locationId }).allowed).toBe(links.includes('/usermanagement'));
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
