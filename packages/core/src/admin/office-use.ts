/**
 * Office-use prescribing defaults (admin §2.5, §9).
 */
import type { SavedAddress } from '../common/address.js';
import { OFFICE_USE_REFILLS } from '../prescription/refills.js';

/**
 * The shortcut code used for directions and the note to pharmacy on office-use prescriptions.
 *
 * @example
 * OFFICE_USE_SHORTCUT_CODE // 'vetou'
 */
export const OFFICE_USE_SHORTCUT_CODE = 'vetou';

/**
 * The defaults the office prescription screen prefills.
 *
 * @example
 * import type { OfficeUseDefaults } from '@vetrx/core/admin';
 */
export interface OfficeUseDefaults {
  readonly sigCode: string;
  readonly npCode: string;
  readonly refills: number;
}

/**
 * The office prescription defaults (admin §9): sigCode and npCode 'vetou'; refills 999 when the
 * pharmacy code is RVP, 0 when GGVCP. Decided: 0 for any other pharmacy (the safe default).
 *
 * @example
 * officeUseDefaults('RVP') // { sigCode: 'vetou', npCode: 'vetou', refills: 999 }
 */
export function officeUseDefaults(pharmacyCode: string | null | undefined): OfficeUseDefaults {
  const code = (pharmacyCode ?? '').trim().toUpperCase();
  return { sigCode: OFFICE_USE_SHORTCUT_CODE, npCode: OFFICE_USE_SHORTCUT_CODE, refills: OFFICE_USE_REFILLS[code] ?? 0 };
}

/**
 * The last name of the office-use client and the name of its office-use patient (admin §2.5: the
 * office-use client is created automatically if missing; its first name is the location's name).
 * Decided.
 *
 * @example
 * OFFICE_USE_NAME // 'Office Use'
 */
export const OFFICE_USE_NAME = 'Office Use';

/**
 * A location, as much as the office-use client is made from.
 *
 * @example
 * officeUseClientValues(location satisfies OfficeUseLocation)
 */
export interface OfficeUseLocation {
  readonly name: string;
  readonly emailAddress: string;
  readonly locationPhones?: readonly { readonly phoneNumber: string; readonly phoneTypeId?: string | number | null; readonly isActive?: boolean | null }[] | null;
  readonly locationAddresses?: readonly SavedAddress[] | null;
}

/**
 * The office-use client made for a location (admin §2.5 office details: name, e-mail, phones, address):
 * first name the location's name, last name 'Office Use', the location's e-mail (trimmed, lower-cased),
 * its active phones (the office phone primary, else the first), and its office address (else its first
 * active address). Decided: the patient of office-use prescriptions is named 'Office Use'.
 *
 * @example
 * officeUseClientValues(location, '2').lastName // 'Office Use'
 */
export function officeUseClientValues(
  location: OfficeUseLocation,
  officeTypeIds: { readonly phone?: string | number | null; readonly address?: string | number | null } = {},
): {
  firstName: string;
  lastName: string;
  email: string;
  phones: { phoneNumber: string; phoneTypeId: string | number | null; isPrimary: boolean }[];
  address: { addressTypeId: string | number | null; addressLine1: string; addressLine2: string | null; city: string; state: string; zip: string } | null;
  patientName: string;
} {
  const phones = (location.locationPhones ?? []).filter((p) => p.isActive !== false);
  const officePhone = phones.find((p) => officeTypeIds.phone != null && String(p.phoneTypeId) === String(officeTypeIds.phone)) ?? phones[0];
  const addresses = (location.locationAddresses ?? []).filter((a) => a.isActive !== false);
  const address = addresses.find((a) => officeTypeIds.address != null && String(a.addressTypeId) === String(officeTypeIds.address)) ?? addresses[0] ?? null;
  return {
    firstName: location.name.trim(),
    lastName: OFFICE_USE_NAME,
    email: location.emailAddress.trim().toLowerCase(),
    phones: phones.map((p) => ({ phoneNumber: p.phoneNumber, phoneTypeId: p.phoneTypeId ?? null, isPrimary: p === officePhone })),
    address: address
      ? {
          addressTypeId: address.addressTypeId ?? null,
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2 ?? null,
          city: address.city,
          state: address.state,
          zip: address.zip,
        }
      : null,
    patientName: OFFICE_USE_NAME,
  };
}

/**
 * The office-use patient of an office-use client: its active office-use patient link (the primary one
 * first); `null` when it has none.
 *
 * @example
 * officeUsePatient(client)?.id
 */
export function officeUsePatient<P extends { readonly id: string | number; readonly isOfficeUse: boolean; readonly isActive: boolean }>(client: {
  readonly locationPatientClients: readonly { readonly isActive: boolean; readonly isPrimary: boolean; readonly locationPatient: P | null }[];
} | null | undefined): P | null {
  const links = (client?.locationPatientClients ?? []).filter((l) => l.isActive && l.locationPatient?.isOfficeUse && l.locationPatient.isActive);
  const link = links.find((l) => l.isPrimary) ?? links[0];
  return link?.locationPatient ?? null;
}

/**
 * What the office prescription screen prefills (admin §2.5, §9): the directions and the note to the
 * pharmacy from the SIG and NP shortcuts labelled 'vetou' (when the location has them), and the refills
 * of {@link officeUseDefaults} for the pharmacy.
 *
 * @example
 * officeUsePrefill('RVP', shortcuts) // { directions: 'For office use only…', noteToPharmacy: 'Office use order…', refills: 999 }
 */
export function officeUsePrefill(
  pharmacyCode: string | null | undefined,
  shortcuts: readonly { readonly type: string; readonly label: string; readonly details: string }[],
): { directions: string | null; noteToPharmacy: string | null; refills: number } {
  const defaults = officeUseDefaults(pharmacyCode);
  const find = (type: string, code: string) =>
    shortcuts.find((s) => s.type.toUpperCase() === type && s.label.trim().toLowerCase() === code.toLowerCase())?.details ?? null;
  return { directions: find('SIG', defaults.sigCode), noteToPharmacy: find('NP', defaults.npCode), refills: defaults.refills };
}
