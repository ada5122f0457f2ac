/**
 * Shapes of the PIMS answers the screens use, and small conversions to what core's rules read. No
 * rule lives here.
 */
import type { PimsCaretakerFieldsFragment } from '@vetrx/core/fragments/PimsCaretakerFields';
import type { PimsPatientFieldsFragment } from '@vetrx/core/fragments/PimsPatientFields';
import { importPimsAddresses, importPimsPhones, pimsCaretakerEmail, pimsIdsOf } from '@vetrx/core/client';
import { capitalizeWords, phoneDigits, phoneTypeIdByName, postalAddress, DEFAULT_CONTACT_TYPES } from '@vetrx/core/common';
import { formatPhoneDisplay } from '@vetrx/core/format';
import { EMPTY_CLIENT_FORM, type ClientFormValues } from '../clients/client-model';

export type PimsCaretaker = PimsCaretakerFieldsFragment;
export type PimsPatient = PimsPatientFieldsFragment;

/** "First Last" of a PIMS client. */
export function pimsName(c: { firstName?: string | null; lastName?: string | null }): string {
  return [c.firstName, c.lastName].map((v) => v?.trim()).filter(Boolean).join(' ') || '—';
}

/** The primary phone of a PIMS client, for display. */
export function pimsPrimaryPhone(c: PimsCaretaker): string | null {
  const p = c.phones.find((x) => x.isPrimary) ?? c.phones[0];
  return p?.number ? (formatPhoneDisplay(phoneDigits(p.number)) ?? p.number) : null;
}

/** The primary address of a PIMS client, one line. */
export function pimsPrimaryAddress(c: PimsCaretaker): string | null {
  const a = c.addresses.find((x) => x.isPrimary && x.isActive !== false) ?? c.addresses.find((x) => x.isActive !== false);
  if (!a) return null;
  return [a.addressLine1, a.addressLine2, a.city, [a.stateProvince, a.postalCode].filter(Boolean).join(' ')].filter((v) => v && String(v).trim()).join(', ');
}

/** The e-mail of a PIMS client (core's pimsCaretakerEmail). */
export function pimsEmail(c: PimsCaretaker): string | null {
  return pimsCaretakerEmail(c);
}

/** The caretaker reference of PIMS patient calls: the PIMS id, or the provider id. */
export function caretakerRef(c: { pimsId?: string | null; providerId?: string | null }) {
  return { pimsCaretakerId: c.pimsId ?? null, providerCaretakerId: c.providerId ?? null };
}

/**
 * The client form's values from a PIMS client (the Add Client modal's "a PIMS match prefills Add
 * Client Manually"): names capitalised, the e-mail, phones and addresses as core imports them (a type
 * missing from the reference lists falls back to the form's default type), and the PIMS ID.
 */
export function clientFormFromPims(
  caretaker: PimsCaretaker,
  refs: { phoneTypes: readonly { id: string; description: string }[]; addressTypes: readonly { id: string; description: string }[] },
): ClientFormValues {
  const ids = pimsIdsOf(caretaker);
  const cell = phoneTypeIdByName(refs.phoneTypes, DEFAULT_CONTACT_TYPES.clientPhone);
  const home = phoneTypeIdByName(refs.addressTypes, DEFAULT_CONTACT_TYPES.address);
  return {
    ...EMPTY_CLIENT_FORM,
    firstName: capitalizeWords(caretaker.firstName?.trim() ?? ''),
    lastName: capitalizeWords(caretaker.lastName?.trim() ?? ''),
    email: pimsCaretakerEmail(caretaker) ?? '',
    pimsId: ids.pimsId ?? ids.pimsProviderId ?? '',
    phones: importPimsPhones(caretaker, refs).map((p) => ({ phoneTypeId: String(p.phoneTypeId || cell || ''), phoneNumber: p.phoneNumber })),
    addresses: importPimsAddresses(caretaker, refs).map((a) => ({
      addressTypeId: String(a.addressTypeId || home || ''),
      ...postalAddress(a),
    })),
  };
}
