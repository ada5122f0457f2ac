import { sameId } from '../common/ids.js';
import { PRESCRIBING_ERRORS } from '../messages/prescribing/prescribing-errors.js';
import { isOverTheCounter } from '../product/types.js';
import type { Id } from './types.js';

/*
 * Who may issue a prescription in whose name (prescribing §6): the rule the access policy asks for every
 * signature (`can(actor, { action: 'signRx' })`). A module of its own, apart from the authorization form's
 * helpers (./authorization.ts), because the policy is part of every first load of the web app and the
 * helpers' catalogues are not (issue 61).
 */

/**
 * A role as the authorization rules read it.
 *
 * @example
 * const role: AuthorizingRole = { name: 'Vet', canAuthorize: true };
 */
export interface AuthorizingRole {
  readonly name?: string | null;
  readonly canAuthorize: boolean;
}

/**
 * Who issues a prescription and in whose name: the caller's role, whether the session is an
 * impersonation, the vets who delegated prescribing to the caller, the vet named on the Rx, and the
 * product's approval type.
 *
 * @example
 * const signing: PrescriptionSigning = { callerLocationUserId: 4, role: { canAuthorize: true }, authorizingVet: 4, productApprovalType: 'Rx' };
 */
export interface PrescriptionSigning {
  /** The caller's own location user at the prescription's location. */
  readonly callerLocationUserId: Id | null | undefined;
  readonly role: AuthorizingRole | null | undefined;
  readonly isImpersonating?: boolean;
  /** Location users (vets) who delegated prescribing to the caller. */
  readonly delegatedVetIds?: readonly Id[];
  /** The vet named as authorizing vet on the prescription. */
  readonly authorizingVet?: Id | null;
  readonly productApprovalType: string | null | undefined;
}

/**
 * Whether the caller may issue (authorize, print, approve) a prescription in the name of its
 * authorizing vet (prescribing §6): never inside an impersonation; an OTC or AOTC product
 * by anyone of the location; any other only in the caller's own name (their role
 * canAuthorize) or in the name of a vet who delegated prescribing to them. Naming another vet without
 * delegation is refused: a prescription never carries a signature its vet did not give.
 * (The PIMS check of the vet, the write-back setting and the connection type are checked apart.)
 *
 * @example
 * canAuthorizePrescription({ callerLocationUserId: 4, role: { canAuthorize: true }, authorizingVet: 4, productApprovalType: 'Rx' }) // true
 * canAuthorizePrescription({ callerLocationUserId: 4, role: { canAuthorize: true }, authorizingVet: 9, productApprovalType: 'Rx' }) // false
 * canAuthorizePrescription({ callerLocationUserId: 5, role: null, delegatedVetIds: [7], authorizingVet: 7, productApprovalType: 'Rx' }) // true
 */
export function canAuthorizePrescription(args: PrescriptionSigning): boolean {
  return authorizationRefusal(args) === null;
}

/**
 * Why the caller may not issue (authorize or print) a prescription, or `null` when they may
 * ({@link canAuthorizePrescription}): the impersonation message inside an impersonation, the
 * other-vet message when a vet names a colleague who did not delegate to them, else the not-allowed
 * message. Saving a draft needs no permission.
 *
 * @example
 * authorizationRefusal({ callerLocationUserId: 4, role: { canAuthorize: true }, isImpersonating: true, authorizingVet: 4, productApprovalType: 'Rx' })
 * // 'A prescription cannot be authorized while impersonating a user'
 * authorizationRefusal({ callerLocationUserId: 4, role: { canAuthorize: false }, productApprovalType: 'OTC' }) // null
 */
export function authorizationRefusal(args: PrescriptionSigning): string | null {
  // Nothing comes out of an impersonated session in a vet's name — not even OTC.
  if (args.isImpersonating === true) return PRESCRIBING_ERRORS.authorizeWhileImpersonating;
  if (isOverTheCounter(args.productApprovalType)) return null;
  const vet = args.authorizingVet;
  const ownName = vet === null || vet === undefined || String(vet).trim() === '' || sameId(vet, args.callerLocationUserId);
  if (ownName && args.role?.canAuthorize === true) return null;
  if (!ownName && (args.delegatedVetIds ?? []).some((d) => sameId(d, vet))) return null;
  if (!ownName && args.role?.canAuthorize === true) return PRESCRIBING_ERRORS.authorizeForAnotherVet;
  return PRESCRIBING_ERRORS.notAllowedToAuthorize;
}
