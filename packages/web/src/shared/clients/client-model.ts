/**
 * The client form's values and their conversion to and from the API (AddLocationClient /
 * UpdateLocationClient input, GetLocationClient answer). No rule lives here: core validates.
 */
import type { GetLocationClientQuery } from '@vetrx/core/operations/GetLocationClient';
import { validateLocationClientInput } from '@vetrx/core/client';
import { type FieldErrors, postalAddress } from '@vetrx/core/common';
import type { AddressItem } from '../../components/ui/address-list-editor';
import type { PhoneItem } from '../../components/ui/phone-list-editor';

export type LoadedClient = NonNullable<GetLocationClientQuery['getLocationClient']>;

export interface ClientFormValues {
  firstName: string;
  lastName: string;
  email: string;
  isActive: 'yes' | 'no';
  pimsId: string;
  phones: PhoneItem[];
  addresses: AddressItem[];
}

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  isActive: 'yes',
  pimsId: '',
  phones: [],
  addresses: [],
};

/** The form values of a stored client: its active phones and addresses. */
export function clientFormValues(client: LoadedClient): ClientFormValues {
  return {
    firstName: client.firstName ?? '',
    lastName: client.lastName ?? '',
    email: client.email ?? '',
    isActive: client.isActive ? 'yes' : 'no',
    pimsId: client.pimsId ?? '',
    phones: [...client.phones]
      .filter((p) => p.isActive)
      .sort((a, b) => Number(b.isPrimary ?? false) - Number(a.isPrimary ?? false))
      .map((p) => ({ uuid: p.uuid, phoneTypeId: p.phoneTypeId ?? '', phoneNumber: p.phoneNumber })),
    addresses: client.addresses
      .filter((a) => a.isActive)
      .map((a) => ({
        uuid: a.uuid,
        addressTypeId: a.addressTypeId ?? '',
        ...postalAddress(a),
      })),
  };
}

/**
 * The AddLocationClient / UpdateLocationClient input fields of the form values. The PIMS ID is sent
 * only when the form shows it; a PIMS field not sent keeps its stored value on update.
 */
export function clientInput(values: ClientFormValues, opts: { withPimsId: boolean; pimsConnectionType?: string | null }) {
  const pimsId = opts.withPimsId ? values.pimsId.trim() || null : undefined;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    isActive: values.isActive === 'yes',
    locationClientPhones: values.phones.map((p) => ({ ...(p.uuid ? { uuid: p.uuid } : {}), phoneTypeId: p.phoneTypeId, phoneNumber: p.phoneNumber })),
    locationClientAddress: values.addresses.map((a) => ({
      ...(a.uuid ? { uuid: a.uuid } : {}),
      addressTypeId: a.addressTypeId,
      ...postalAddress(a),
    })),
    ...(pimsId !== undefined ? { pimsId } : {}),
    ...(pimsId && opts.pimsConnectionType ? { pimsConnectionType: opts.pimsConnectionType } : {}),
  };
}

/** Form field of each input field name core reports (`locationClientPhones.0.phoneNumber` → `phones`). */
export function formFieldOf(inputField: string): keyof ClientFormValues | 'root' {
  const head = inputField.split('.')[0];
  switch (head) {
    case 'firstName':
    case 'lastName':
    case 'email':
    case 'pimsId':
      return head;
    case 'isActive':
      return 'isActive';
    case 'locationClientPhones':
      return 'phones';
    case 'locationClientAddress':
      return 'addresses';
    default:
      return 'root';
  }
}

/** Core's errors per form field (the first message of each). */
export function formErrors(errors: FieldErrors): Partial<Record<keyof ClientFormValues | 'root', string>> {
  const out: Partial<Record<keyof ClientFormValues | 'root', string>> = {};
  for (const [field, message] of Object.entries(errors)) {
    const key = formFieldOf(field);
    out[key] ??= message;
  }
  return out;
}

/** Validates the form with core exactly as the server will. */
export function validateClientForm(
  values: ClientFormValues,
  opts: { isUpdate: boolean; id?: string; existingPimsId?: string | null; withPimsId: boolean },
) {
  const input = { ...(opts.isUpdate ? { id: opts.id } : {}), ...clientInput(values, { withPimsId: opts.withPimsId }) };
  return opts.isUpdate
    ? validateLocationClientInput(input, { isUpdate: true, existing: { pimsId: opts.existingPimsId ?? null } })
    : validateLocationClientInput(input, { isUpdate: false });
}
