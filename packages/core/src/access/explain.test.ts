import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../common/format-message.js';
import { ACCESS_EXPLANATIONS as T, explainAccess, explainReach } from './explain.js';
import { ANONYMOUS, can, isSupportActor, type Actor } from './policy.js';
import { actorArb, requestArb } from './test-utils/arbitraries.js';

const who = 'vet@demo.vetrx.dev';
const names = { who, location: (id: string | number) => (String(id) === '1' ? 'Maple Grove' : null), module: (link: string) => (link === '/usermanagement' ? 'User Management' : null) };
const vet: Actor = {
  user: { isSupport: false, inAdminSupportGroup: false },
  impersonating: false,
  memberships: [
    { locationId: 1, locationUserId: 10, isActive: true, role: { name: 'VET', canAuthorize: true }, delegatedBy: [], modules: { '/dashboard': { view: true, edit: true, delete: true } } },
    { locationId: 2, locationUserId: 20, isActive: false, role: { name: 'VET', canAuthorize: true }, delegatedBy: [], modules: {} },
  ],
};

describe('explaining the policy', () => {
  it('always carries can’s own decision, and a reason for every refusal', () => {
    fc.assert(
      fc.property(actorArb, requestArb, (actor, request) => {
        const e = explainAccess(actor, request, names);
        expect(e.decision).toEqual(can(actor, request));
        if (!e.decision.allowed) expect(e.reasons.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('states the membership the location question rests on: none, revoked or active, and NOT_FOUND when out of reach', () => {
    fc.assert(
      fc.property(actorArb, requestArb, (actor, request) => {
        if (!actor.user || !('locationId' in request) || isSupportActor(actor)) return;
        const reasons = explainAccess(actor, request, { who }).reasons.join('\n');
        const at = actor.memberships.filter((m) => String(m.locationId) === String(request.locationId));
        const location = `location ${request.locationId}`;
        if (at.some((m) => m.isActive)) expect(reasons).toContain(`${who} works at ${location} as`);
        else if (at.length) expect(reasons).toContain(formatMessage(T.revoked, { who, location }));
        else expect(reasons).toContain(formatMessage(T.noAssignment, { who, location }));
        if (!at.some((m) => m.isActive)) expect(reasons).toContain(formatMessage(T.notFound, { who }));
      }),
      { numRuns: 500 },
    );
  });

  it('names the role, the module it lacks and the ones it opens', () => {
    const e = explainAccess(vet, { action: 'readAuditLog', locationId: 1 }, names);
    expect(e.decision).toMatchObject({ allowed: false, code: 'FORBIDDEN' });
    expect(e.reasons).toEqual([
      'vet@demo.vetrx.dev works at Maple Grove (1) as VET.',
      'The role VET does not open User Management (/usermanagement) there; it opens: /dashboard.',
      'The audit log is for practice administrators: roles that open User Management (/usermanagement) there, and support.',
    ]);
    expect(explainAccess(vet, { action: 'useModule', locationId: 1, module: '/Dashboard/', permission: 'edit' }, names).reasons[1]).toBe('The role VET opens /dashboard there.');
    expect(explainAccess(vet, { action: 'workAt', locationId: 2 }, names).reasons).toEqual([formatMessage(T.revoked, { who, location: 'location 2' }), formatMessage(T.notFound, { who })]);
  });

  it('tells support acting as themselves that practice work needs an impersonation, and an impersonation what it closes', () => {
    const support: Actor = { user: { isSupport: true, inAdminSupportGroup: false }, impersonating: false, memberships: [] };
    expect(explainAccess(support, { action: 'readLocation', locationId: 1 }, names)).toEqual({ decision: { allowed: true }, reasons: [formatMessage(T.supportSelf, { who }), formatMessage(T.supportReads, { location: 'Maple Grove (1)' })] });
    const work = explainAccess(support, { action: 'workAt', locationId: 1 }, names);
    expect(work.decision).toMatchObject({ code: 'NOT_FOUND' });
    expect(work.reasons).toContain(T.practiceWork);
    expect(explainAccess(support, { action: 'supportRoles' }, names).reasons).toContain(formatMessage(T.notInAdminGroup, { who }));
    const inside = explainAccess({ ...vet, user: { isSupport: true, inAdminSupportGroup: true }, impersonating: true }, { action: 'support' }, names);
    expect(inside.decision).toMatchObject({ code: 'FORBIDDEN' });
    expect(inside.reasons[0]).toBe(formatMessage(T.impersonated, { who }));
    expect(explainAccess(ANONYMOUS, { action: 'support' }).reasons).toEqual([T.anonymous]);
  });

  it('agrees with the answer the server gave: allowed and NOT_FOUND means no such record, never "allowed" and then out of reach', () => {
    fc.assert(
      fc.property(actorArb, requestArb, fc.constantFrom('FORBIDDEN' as const, 'NOT_FOUND' as const), (actor, request, answer) => {
        const plain = explainAccess(actor, request, names);
        const e = explainAccess(actor, request, names, answer);
        expect(e.decision).toEqual(plain.decision);
        if (!plain.decision.allowed || !actor.user) {
          expect(e.reasons).toEqual(plain.reasons);
          return;
        }
        expect(e.reasons.slice(0, -1)).toEqual(plain.reasons);
        const last = e.reasons.at(-1)!;
        if (answer === 'FORBIDDEN' || !('locationId' in request)) expect(last).toBe(formatMessage(T.refusedByRule, { who }));
        else expect(last).toMatch(/^Nothing in the access policy hides .+, so NOT_FOUND means (no location has this id|the record does not exist there)\.$/);
        // An allowed request is never explained as out of the caller's reach.
        for (const reason of e.reasons) {
          expect(reason).not.toBe(formatMessage(T.notFound, { who }));
          expect(reason).not.toMatch(/has no assignment at|assignment at .+ is revoked/);
        }
      }),
      { numRuns: 500 },
    );
    const support: Actor = { user: { isSupport: true, inAdminSupportGroup: false }, impersonating: false, memberships: [] };
    expect(explainAccess(support, { action: 'readLocation', locationId: 999 }, { ...names, who: 'support@demo.vetrx.dev' }, 'NOT_FOUND').reasons).toEqual([
      formatMessage(T.supportSelf, { who: 'support@demo.vetrx.dev' }),
      formatMessage(T.supportReads, { location: 'location 999' }),
      'Nothing in the access policy hides location 999 from support@demo.vetrx.dev, so NOT_FOUND means no location has this id.',
    ]);
    expect(explainAccess(vet, { action: 'readAuditLog', locationId: 1 }, names, 'NOT_FOUND').reasons.at(-1)).toBe('The audit log is for practice administrators: roles that open User Management (/usermanagement) there, and support.');
  });

  it('lists where the actor works when the location of a refusal is not known', () => {
    expect(explainReach(vet, names)).toEqual([
      formatMessage(T.reaches, { who, list: 'Maple Grove (1) as VET, location 2 as VET (revoked)' }),
      formatMessage(T.notFound, { who }),
      formatMessage(T.notFoundEither, { who }),
    ]);
    expect(explainReach({ user: { isSupport: true, inAdminSupportGroup: false }, impersonating: false, memberships: [] }, names)).toEqual([formatMessage(T.supportSelf, { who }), T.practiceWork]);
    expect(explainReach(ANONYMOUS)).toEqual([T.anonymous]);
  });
});
