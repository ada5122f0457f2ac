/**
 * Practice-management-system (PIMS) connection types and the flags that switch PIMS features on
 * (clients §1, §6, §9; admin §4, §9).
 *
 * Decisions (the specification names the sets without their members):
 * - The partner test type is `PARTNER_TEST`, bringing the list to the eleven identifiers of admin §9.
 * - Writeback-capable (six): BITWERX, DIGITAIL, EZYVET, SHEPHERD, VETSPIRE and PARTNER_TEST. The two
 *   consult-capable types are among them, as consult linking needs write-back.
 * - The type that identifies records by provider ids is BITWERX (an aggregator whose records carry the
 *   provider's own id).
 * - The type whose PIMS search needs the phone as typed (raw text) is CORNERSTONE.
 * - The code-redirect connect flow is DIGITAIL's (admin §4 names Digitail in its texts).
 * - The PIMS account id inline edit and the secret field (admin §4, §6) are EZYVET's.
 */
import { hasFeature, type LocationFeatures } from './features.js';

/**
 * The supported connection types (clients §9, admin §9).
 *
 * @example
 * import { PIMS_CONNECTION_TYPES } from '@vetrx/core/common';
 */
export const PIMS_CONNECTION_TYPES = [
  'ACT',
  'BITWERX',
  'CORNERSTONE',
  'DAYSMART',
  'DIGITAIL',
  'EZYVET',
  'PULSE',
  'SHEPHERD',
  'TELAVETS',
  'VETSPIRE',
  'PARTNER_TEST',
] as const;

/**
 * One of {@link PIMS_CONNECTION_TYPES}.
 *
 * @example
 * import type { PimsConnectionType } from '@vetrx/core/common';
 */
export type PimsConnectionType = (typeof PIMS_CONNECTION_TYPES)[number];

/**
 * Connection types that support consult linking (clients §4, §9).
 *
 * @example
 * CONSULT_CONNECTION_TYPES // ['EZYVET', 'DIGITAIL']
 */
export const CONSULT_CONNECTION_TYPES: readonly PimsConnectionType[] = ['EZYVET', 'DIGITAIL'];
/**
 * Connection types that support prescription write-back (admin §9).
 *
 * @example
 * import { WRITEBACK_CONNECTION_TYPES } from '@vetrx/core/common';
 */
export const WRITEBACK_CONNECTION_TYPES: readonly PimsConnectionType[] = [
  'BITWERX',
  'DIGITAIL',
  'EZYVET',
  'SHEPHERD',
  'VETSPIRE',
  'PARTNER_TEST',
];
/**
 * The connection type whose records are identified by provider ids (clients §4).
 *
 * @example
 * PROVIDER_ID_CONNECTION_TYPE // 'BITWERX'
 */
export const PROVIDER_ID_CONNECTION_TYPE: PimsConnectionType = 'BITWERX';
/**
 * The connection type whose PIMS client search takes the phone as typed (clients §5).
 *
 * @example
 * RAW_PHONE_CONNECTION_TYPE // 'CORNERSTONE'
 */
export const RAW_PHONE_CONNECTION_TYPE: PimsConnectionType = 'CORNERSTONE';
/**
 * The connection type connected through the code-redirect flow (admin §4).
 *
 * @example
 * CODE_REDIRECT_CONNECTION_TYPE // 'DIGITAIL'
 */
export const CODE_REDIRECT_CONNECTION_TYPE: PimsConnectionType = 'DIGITAIL';
/**
 * The connection type whose PIMS account id admins edit inline, with the secret field (admin §4, §6).
 *
 * @example
 * INLINE_ACCOUNT_ID_CONNECTION_TYPE // 'EZYVET'
 */
export const INLINE_ACCOUNT_ID_CONNECTION_TYPE: PimsConnectionType = 'EZYVET';

/**
 * The connection type in its canonical upper-case form; `null` when it is not supported.
 *
 * @example
 * toConnectionType(' ezyVet ') // 'EZYVET'
 */
export function toConnectionType(value: string | null | undefined): PimsConnectionType | null {
  const upper = (value ?? '').trim().toUpperCase();
  return (PIMS_CONNECTION_TYPES as readonly string[]).includes(upper) ? (upper as PimsConnectionType) : null;
}

/**
 * True when the connection type is in `set` (compared case-insensitively).
 *
 * @example
 * isConnectionTypeIn(CONSULT_CONNECTION_TYPES, 'digitail') // true
 */
export function isConnectionTypeIn(set: readonly PimsConnectionType[], value: string | null | undefined): boolean {
  const type = toConnectionType(value);
  return type !== null && set.includes(type);
}

/**
 * The PIMS flags of a location and its organization.
 *
 * @example
 * import type { PimsLocationFlags } from '@vetrx/core/common';
 */
export interface PimsLocationFlags {
  readonly isPimsEnabled?: boolean | null;
  readonly organization?: { readonly isPIMSEnabled?: boolean | null; readonly isPimsImportEnabled?: boolean | null } | null;
}

/**
 * PIMS features of the client and patient screens apply only when the location and its organization
 * both have PIMS enabled (clients §1, §6).
 *
 * @example
 * isPimsEnabled({ isPimsEnabled: true, organization: { isPIMSEnabled: false } }) // false
 */
export function isPimsEnabled(location: PimsLocationFlags): boolean {
  return location.isPimsEnabled === true && location.organization?.isPIMSEnabled === true;
}

/**
 * PIMS import additionally needs the location feature pimsImport (clients §1). Decided: the
 * organization's `isPimsImportEnabled` flag, when the organization carries it, must not be false.
 *
 * @example
 * isPimsImportEnabled({ isPimsEnabled: true, organization: { isPIMSEnabled: true } }, { pimsImport: true }) // true
 */
export function isPimsImportEnabled(location: PimsLocationFlags, features: LocationFeatures): boolean {
  return isPimsEnabled(location) && hasFeature(features, 'pimsImport') && location.organization?.isPimsImportEnabled !== false;
}

/**
 * Whether an authorized prescription is written back to the patient's medical record in the PIMS
 * (issue 60): the location has write-back on (the support switch) and the feature pimsWriteback, a
 * PIMS account id, a write-back-capable connection type, and the patient is linked to a PIMS record.
 * The server queues the write in the authorization's transaction when this holds, and only then.
 *
 * @example
 * writesBackToPims({ isEnabledForWriteback: true, pimsAccountId: 'A1', pimsConnectionType: 'EZYVET' }, { pimsWriteback: true }, { pimsId: 'P9' }) // true
 */
export function writesBackToPims(
  location: { readonly isEnabledForWriteback?: boolean | null; readonly pimsAccountId?: string | null; readonly pimsConnectionType?: string | null },
  features: LocationFeatures,
  patient: { readonly pimsId?: string | null } | null,
): boolean {
  return (
    location.isEnabledForWriteback === true &&
    hasFeature(features, 'pimsWriteback') &&
    (location.pimsAccountId ?? '').trim() !== '' &&
    isConnectionTypeIn(WRITEBACK_CONNECTION_TYPES, location.pimsConnectionType) &&
    (patient?.pimsId ?? '').trim() !== ''
  );
}
