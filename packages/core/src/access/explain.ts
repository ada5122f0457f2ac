/**
 * Why the access policy answers as it does (issue 9 item 1): the decision of `can` and
 * the facts of the actor it rests on, in sentences a support engineer can read back to a practice — who
 * is asking and in which mode, their assignment at the location, their role and the modules it opens.
 * The decision is always `can`'s own; this module only words the facts around it.
 */
import { formatMessage } from '../common/format-message.js';
import type { Id } from '../common/ids.js';
import { sameId } from '../common/ids.js';
import { AUDIT_LOG_ADMIN_MODULE, can, isSupportActor, type AccessDecision, type AccessRequest, type Actor, type PolicyMembership } from './policy.js';
import { linkKey } from '../routes/routes.js';

/**
 * The sentences of an explanation. Placeholders: `{who}` the effective user, `{location}`, `{role}`,
 * `{module}`, `{modules}`, `{count}`, `{list}`.
 *
 * @example
 * ACCESS_EXPLANATIONS.noAssignment // '{who} has no assignment at {location}.'
 */
export const ACCESS_EXPLANATIONS = {
  anonymous: 'No one is signed in.',
  supportSelf: '{who} is a support user acting as themselves: support reads every practice (Practice Setup, Pims Lookup, the audit log) but works at none.',
  impersonated: 'A support user acts as {who} (an impersonation session): {who}’s access applies, the support area is closed and nothing can be signed.',
  notSupport: '{who} is not a support user.',
  inAdminGroup: '{who} is in the admin support group.',
  notInAdminGroup: '{who} is not in the admin support group, which the Role page needs.',
  noAssignment: '{who} has no assignment at {location}.',
  revoked: '{who}’s assignment at {location} is revoked (the location user or the location is inactive).',
  member: '{who} works at {location} as {role}.',
  notFound: 'A location {who} does not reach answers NOT_FOUND: its records do not exist for them.',
  practiceWork: 'This is practice work: it needs an active assignment at the location (support impersonates one of its users to work there).',
  supportReads: 'Support acting as themselves reads {location}.',
  moduleOpen: 'The role {role} opens {module} there.',
  moduleClosed: 'The role {role} does not open {module} there; it opens: {modules}.',
  noModules: 'The role {role} opens no module there.',
  modulesUnknown: 'The modules the role {role} opens there are not known.',
  auditAdmins: 'The audit log is for practice administrators: roles that open {module} there, and support.',
  mayAuthorize: 'The role {role} may authorize prescriptions.',
  mayNotAuthorize: 'The role {role} may not authorize prescriptions.',
  delegations: '{count} vet(s) at {location} delegated prescribing to {who}.',
  noDelegations: 'No vet at {location} delegated prescribing to {who}.',
  reaches: '{who} works at: {list}.',
  reachesNone: '{who} works at no practice.',
  /** A record id answered NOT_FOUND and its location is not known (issue 45). */
  notFoundEither: 'So either no record has this id, or it belongs to a location {who} does not reach.',
  /** The policy allows the question and the server answered NOT_FOUND: the record does not exist. */
  noSuchLocation: 'Nothing in the access policy hides {location} from {who}, so NOT_FOUND means no location has this id.',
  noSuchRecord: 'Nothing in the access policy hides {location} from {who}, so NOT_FOUND means the record does not exist there.',
  /** The policy allows the question and the server answered FORBIDDEN: a rule of the operation refused it. */
  refusedByRule: 'The access policy allows this, so the refusal comes from a rule of the operation or the state of the record, not from who {who} is.',
  revokedAt: 'revoked',
} as const;

/**
 * Names to word an explanation with (each optional: ids are shown otherwise).
 *
 * @example
 * const names: AccessNames = { who: 'vet@demo.vetrx.dev', location: (id) => (String(id) === '1' ? 'Maple Grove Animal Hospital' : null) };
 */
export interface AccessNames {
  /** The effective user (the impersonated one while impersonating). */
  readonly who?: string | null;
  readonly location?: (id: Id) => string | null | undefined;
  /** A module's name by its link. */
  readonly module?: (link: string) => string | null | undefined;
  /** A role's name at a location, when the membership's own name should be shown otherwise. */
  readonly role?: (membership: PolicyMembership) => string | null | undefined;
}

/**
 * The policy's answer and the facts it rests on.
 *
 * @example
 * import type { AccessExplanation } from '@vetrx/core/access';
 */
export interface AccessExplanation {
  /** Exactly `can(actor, request)`. */
  readonly decision: AccessDecision;
  /** Sentences, most general first: who asks and how, their assignment, their role's rights. */
  readonly reasons: readonly string[];
}

const T = ACCESS_EXPLANATIONS;

function wording(names: AccessNames) {
  const who = names.who?.trim() || 'The user';
  const location = (id: Id) => {
    const name = names.location?.(id)?.trim();
    return name ? `${name} (${id})` : `location ${id}`;
  };
  const module = (link: string) => {
    const name = names.module?.(link)?.trim();
    return name ? `${name} (${linkKey(link)})` : linkKey(link);
  };
  const role = (m: PolicyMembership) => names.role?.(m)?.trim() || m.role.name;
  const say = (template: string, values: Record<string, string | number> = {}) => formatMessage(template, { who, ...values });
  return { who, location, module, role, say };
}

/** Who asks, and in which mode. */
function modeFacts(actor: Actor, w: ReturnType<typeof wording>): string[] {
  if (isSupportActor(actor)) return [w.say(T.supportSelf)];
  if (actor.impersonating) return [w.say(T.impersonated)];
  return [];
}

/** The actor's assignment at a location: none, revoked, or active with its role. */
function membershipFacts(actor: Actor, locationId: Id, w: ReturnType<typeof wording>): { fact: string; active: PolicyMembership | null } {
  const all = actor.memberships.filter((m) => sameId(m.locationId, locationId));
  const active = all.find((m) => m.isActive) ?? null;
  if (active) return { fact: w.say(T.member, { location: w.location(locationId), role: w.role(active) }), active };
  return { fact: w.say(all.length ? T.revoked : T.noAssignment, { location: w.location(locationId) }), active: null };
}

function moduleFacts(m: PolicyMembership, link: string, w: ReturnType<typeof wording>): string {
  const role = w.role(m);
  if (!m.modules) return w.say(T.modulesUnknown, { role });
  if (m.modules[linkKey(link)]?.view) return w.say(T.moduleOpen, { role, module: w.module(link) });
  const open = Object.keys(m.modules).filter((k) => m.modules?.[k]?.view);
  return open.length ? w.say(T.moduleClosed, { role, module: w.module(link), modules: open.map((k) => w.module(k)).join(', ') }) : w.say(T.noModules, { role });
}

/**
 * What the server answered to the request being explained: a refusal that the explanation must agree
 * with.
 *
 * @example
 * const answer: RefusalCode = 'NOT_FOUND';
 */
export type RefusalCode = 'FORBIDDEN' | 'NOT_FOUND';

/**
 * Explains the policy's answer to `request` for `actor`: the decision of {@link can} and the facts it
 * rests on (mode, assignment at the location, role, modules, signing rights). With `answer`, the code
 * the server actually gave: when the policy allows the request, the last reason says what that answer
 * then means — NOT_FOUND: the record does not exist; FORBIDDEN: a rule of the operation refused it —
 * so the explanation never calls a refusal allowed and then blames the caller's reach.
 *
 * @example
 * explainAccess(actor, { action: 'readAuditLog', locationId: 1 }, { who: 'vet@demo.vetrx.dev' }).reasons
 * // ['vet@demo.vetrx.dev works at location 1 as VET.', 'The role VET does not open /usermanagement there; it opens: /dashboard, …', …]
 */
export function explainAccess(actor: Actor, request: AccessRequest, names: AccessNames = {}, answer?: RefusalCode): AccessExplanation {
  const explained = explainDecision(actor, request, names);
  if (!answer || !explained.decision.allowed || !actor.user) return explained;
  const w = wording(names);
  const location = 'locationId' in request ? w.location(request.locationId) : null;
  const meaning =
    answer === 'FORBIDDEN' || !location
      ? w.say(T.refusedByRule)
      : w.say(request.action === 'readLocation' ? T.noSuchLocation : T.noSuchRecord, { location });
  return { decision: explained.decision, reasons: [...explained.reasons, meaning] };
}

function explainDecision(actor: Actor, request: AccessRequest, names: AccessNames): AccessExplanation {
  const decision = can(actor, request);
  const w = wording(names);
  if (!actor.user) return { decision, reasons: [T.anonymous] };
  const reasons = modeFacts(actor, w);
  switch (request.action) {
    case 'session':
      break;
    case 'support':
      if (!actor.user.isSupport) reasons.push(w.say(T.notSupport));
      break;
    case 'supportRoles':
      if (!actor.user.isSupport) reasons.push(w.say(T.notSupport));
      else reasons.push(w.say(actor.user.inAdminSupportGroup ? T.inAdminGroup : T.notInAdminGroup));
      break;
    case 'readLocation':
    case 'workAt':
    case 'useModule':
    case 'readAuditLog':
    case 'signRx': {
      const supportReads = isSupportActor(actor) && (request.action === 'readLocation' || request.action === 'readAuditLog');
      if (supportReads) {
        reasons.push(w.say(T.supportReads, { location: w.location(request.locationId) }));
        break;
      }
      const { fact, active } = membershipFacts(actor, request.locationId, w);
      reasons.push(fact);
      if (!active) {
        if (isSupportActor(actor)) reasons.push(T.practiceWork);
        reasons.push(w.say(T.notFound));
        break;
      }
      if (request.action === 'useModule') reasons.push(moduleFacts(active, request.module, w));
      if (request.action === 'readAuditLog') {
        reasons.push(moduleFacts(active, AUDIT_LOG_ADMIN_MODULE, w));
        if (!decision.allowed) reasons.push(w.say(T.auditAdmins, { module: w.module(AUDIT_LOG_ADMIN_MODULE) }));
      }
      if (request.action === 'signRx') {
        reasons.push(w.say(active.role.canAuthorize ? T.mayAuthorize : T.mayNotAuthorize, { role: w.role(active) }));
        const location = w.location(request.locationId);
        reasons.push(active.delegatedBy.length ? w.say(T.delegations, { count: active.delegatedBy.length, location }) : w.say(T.noDelegations, { location }));
      }
      break;
    }
  }
  return { decision, reasons };
}

/**
 * Where the actor works — for a refusal whose location is not known (a record id that answered
 * NOT_FOUND): the mode, each assignment with its role (revoked ones marked), and the two things the
 * answer can mean: no record has the id, or it is at a location out of reach.
 *
 * @example
 * explainReach(actor, { who: 'vet@demo.vetrx.dev' }) // ['vet@demo.vetrx.dev works at: location 1 as VET.', 'A location vet@demo.vetrx.dev does not reach answers NOT_FOUND: …', 'So either no record has this id, or …']
 */
export function explainReach(actor: Actor, names: AccessNames = {}): readonly string[] {
  const w = wording(names);
  if (!actor.user) return [T.anonymous];
  const reasons = modeFacts(actor, w);
  if (isSupportActor(actor)) return [...reasons, T.practiceWork];
  const list = actor.memberships.map((m) => `${w.location(m.locationId)} as ${w.role(m)}${m.isActive ? '' : ` (${T.revokedAt})`}`);
  reasons.push(list.length ? w.say(T.reaches, { list: list.join(', ') }) : w.say(T.reachesNone));
  reasons.push(w.say(T.notFound), w.say(T.notFoundEither));
  return reasons;
}
