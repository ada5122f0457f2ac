import { PRESCRIBING_ERRORS, PRESCRIBING_FORM_LABELS, PRESCRIBING_LABELS, PRESCRIBING_NOTICES } from '../messages/prescribing.js';
import { isOverTheCounter } from '../product/types.js';
import type { Id } from './types.js';

/**
 * The built-in role names of vets (compared case-insensitively, spaces and separators ignored).
 *
 * @example
 * VET_ROLE_NAMES // ['VET', 'VETADMIN']
 */
export const VET_ROLE_NAMES = ['VET', 'VETADMIN'] as const;

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
 * A location user as the authorization rules read it.
 *
 * @example
 * const user: AuthorizingLocationUser = { id: 'lu-9', isActive: true, role: { name: 'Vet', canAuthorize: true } };
 */
export interface AuthorizingLocationUser {
  readonly id: Id;
  readonly isActive: boolean;
  readonly role: AuthorizingRole | null;
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

const sameId = (a: Id | null | undefined, b: Id | null | undefined): boolean => a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

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

/**
 * The users listed as authorizing vets: active location users whose role canAuthorize.
 *
 * @example
 * authorizingVetOptions(users).map((u) => u.id)
 */
export function authorizingVetOptions<U extends AuthorizingLocationUser>(users: readonly U[]): U[] {
  return users.filter((u) => u.isActive && u.role?.canAuthorize === true);
}

/**
 * The authorizing vet preselected on the form: the current user when they have the permission and are
 * listed; otherwise the draft's vet (when editing a draft); otherwise the patient's prescribing vet;
 * only ids among the listed vets are chosen, else `null`.
 *
 * @remarks Decision: the spec's "the patient's prescribing vet or the draft's vet" is ordered draft
 * first, because a draft records the choice already made for this very prescription.
 *
 * @example
 * preselectAuthorizingVet({ currentUser, options, draftAuthorizingVet: 9, patientPrescribingVet: 4 })
 */
export function preselectAuthorizingVet(args: {
  currentUser: AuthorizingLocationUser | null | undefined;
  options: readonly AuthorizingLocationUser[];
  draftAuthorizingVet?: Id | null;
  patientPrescribingVet?: Id | null;
}): Id | null {
  const listed = (v: Id | null | undefined): v is Id =>
    v !== null && v !== undefined && args.options.some((o) => String(o.id) === String(v));
  const me = args.currentUser;
  if (me && me.role?.canAuthorize === true && listed(me.id)) return me.id;
  if (listed(args.draftAuthorizingVet)) return args.draftAuthorizingVet;
  if (listed(args.patientPrescribingVet)) return args.patientPrescribingVet;
  return null;
}

const roleKey = (name: string | null | undefined): string => (name ?? '').toUpperCase().replace(/[^A-Z]/g, '');

/**
 * Whether a role is selectable as a vet: roles named Vet or vet admin (case-insensitive; VET and
 * VETADMIN are the built-in names).
 *
 * @example
 * isVetRole('Vet Admin') // true
 * isVetRole('Veterinary Technician') // false
 */
export function isVetRole(roleName: string | null | undefined): boolean {
  return (VET_ROLE_NAMES as readonly string[]).includes(roleKey(roleName));
}

/**
 * Whether a role may edit delegations: its name contains "vet" (case-insensitive).
 *
 * @example
 * canEditDelegations('Vet Tech') // true
 */
export function canEditDelegations(roleName: string | null | undefined): boolean {
  return (roleName ?? '').toLowerCase().includes('vet');
}

/**
 * The label of the authorizing field: Authorizing User when approving a task for a PRN-only family,
 * Authorizing Vet otherwise.
 *
 * @example
 * authorizingVetLabel({ isPrnOnlyFamily: true, mode: 'approval' }) // 'Authorizing User'
 */
export function authorizingVetLabel(args: { isPrnOnlyFamily: boolean; mode: 'create' | 'approval' }): string {
  return args.isPrnOnlyFamily && args.mode === 'approval' ? PRESCRIBING_LABELS.authorizingUser : PRESCRIBING_LABELS.authorizingVet;
}

/**
 * The Authorize button's state: disabled while loading or while the authorizing user, workflow user or
 * product is unresolved; disabled with the inactive-product tooltip when the product is inactive.
 *
 * @example
 * authorizeButtonState({ loading: false, authorizingUserResolved: true, workflowUserResolved: true, product: { isActive: false } })
 * // { disabled: true, tooltip: 'This product is now inactive - please decline or decline and copy and choose a new product.' }
 */
export function authorizeButtonState(args: {
  loading: boolean;
  authorizingUserResolved: boolean;
  workflowUserResolved: boolean;
  product: { isActive: boolean } | null | undefined;
}): { disabled: boolean; tooltip: string | null } {
  if (args.product && !args.product.isActive) return { disabled: true, tooltip: PRESCRIBING_NOTICES.inactiveProductTooltip };
  const disabled = args.loading || !args.authorizingUserResolved || !args.workflowUserResolved || !args.product;
  return { disabled, tooltip: null };
}

/**
 * Whether the form prints instead of authorizing: the product's fulfilment vendor is not among the
 * location's pharmacies (codes compared case-insensitively).
 *
 * @example
 * printsInsteadOfAuthorize('RVP', ['GGVCP']) // true
 */
export function printsInsteadOfAuthorize(fullfillmentVendor: string | null | undefined, locationPharmacies: readonly string[]): boolean {
  const vendor = (fullfillmentVendor ?? '').trim().toUpperCase();
  return !locationPharmacies.some((p) => p.trim().toUpperCase() === vendor);
}

/**
 * The submit button's label and save type: Print Rx / PrintRx when {@link printsInsteadOfAuthorize}
 * (in the approvals queue's approve form too: the button says what the submission does), otherwise
 * Authorize Rx / AuthorizeRx — Approve when approving a request (`mode` approval).
 *
 * @example
 * submitAction('RVP', ['RVP']) // { label: 'Authorize Rx', type: 'AuthorizeRx' }
 * submitAction('RVP', ['RVP'], 'approval') // { label: 'Approve', type: 'AuthorizeRx' }
 * submitAction('NWVD', ['RVP'], 'approval') // { label: 'Print Rx', type: 'PrintRx' }
 */
export function submitAction(
  fullfillmentVendor: string | null | undefined,
  locationPharmacies: readonly string[],
  mode: 'create' | 'approval' = 'create',
): { label: string; type: 'AuthorizeRx' | 'PrintRx' } {
  if (printsInsteadOfAuthorize(fullfillmentVendor, locationPharmacies)) return { label: PRESCRIBING_LABELS.printRx, type: 'PrintRx' };
  return { label: mode === 'approval' ? PRESCRIBING_FORM_LABELS.approve : PRESCRIBING_LABELS.authorizeRx, type: 'AuthorizeRx' };
}
