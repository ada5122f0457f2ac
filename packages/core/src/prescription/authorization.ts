import { PRESCRIBING_FORM_LABELS, PRESCRIBING_LABELS, PRESCRIBING_NOTICES } from '../messages/prescribing.js';
import type { AuthorizingRole } from './signing.js';
import type { Id } from './types.js';

/**
 * The built-in role names of vets (compared case-insensitively, spaces and separators ignored).
 *
 * @example
 * VET_ROLE_NAMES // ['VET', 'VETADMIN']
 */
export const VET_ROLE_NAMES = ['VET', 'VETADMIN'] as const;

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
