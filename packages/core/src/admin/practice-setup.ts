/**
 * The practice-setup screens (admin §2.4, §2.5): the practice search's active switch, paging of the
 * organization detail's location list, the PIMS and writeback indicators, the contact shown for a
 * search group, the form values of the location and organization forms and the payloads they send.
 */
import { postalAddress, type SavedAddress } from '../common/address.js';
import type { Id } from '../common/ids.js';
import { formatMessage } from '../common/format-message.js';
import { isConnectionTypeIn, WRITEBACK_CONNECTION_TYPES } from '../common/pims.js';
import { trimToNull } from '../common/text.js';
import { ADMIN_LABELS, PRACTICE_SETUP_LABELS } from '../messages/admin.js';
import { pimsSecretDisplay } from './display.js';
import { pharmacyCodesToSend } from './location.js';

/**
 * sessionStorage key of the practice search's Show only active switch (admin §2.4: "default on, kept for
 * the session").
 *
 * @example
 * sessionStorage.getItem(PRACTICE_SEARCH_ACTIVE_ONLY_KEY)
 */
export const PRACTICE_SEARCH_ACTIVE_ONLY_KEY = 'practiceSearchShowOnlyActive';

/**
 * The stored Show only active value: on unless the session stored exactly 'false'.
 *
 * @example
 * readShowOnlyActive(null) // true
 */
export function readShowOnlyActive(stored: string | null | undefined): boolean {
  return stored !== 'false';
}

/**
 * The `activeFilterType` a Show only active switch sends: `active` when on, `all` when off.
 *
 * @example
 * activeFilterFor(false) // 'all'
 */
export function activeFilterFor(showOnlyActive: boolean): 'active' | 'all' {
  return showOnlyActive ? 'active' : 'all';
}

/**
 * A page of a paged list: the `skip` and `take` to send and the range shown ('21–40 of 57').
 *
 * @example
 * listPage(2, 20, 57) // { skip: 20, take: 20, from: 21, to: 40, total: 57, pageCount: 3, label: '21–40 of 57' }
 */
export function listPage(
  page: number,
  pageSize: number,
  total: number,
): { skip: number; take: number; from: number; to: number; total: number; pageCount: number; label: string } {
  const size = Math.max(1, Math.floor(pageSize));
  const count = Math.max(0, Math.floor(total));
  const pageCount = Math.max(1, Math.ceil(count / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const skip = (current - 1) * size;
  const from = count === 0 ? 0 : skip + 1;
  const to = Math.min(skip + size, count);
  return { skip, take: size, from, to, total: count, pageCount, label: formatMessage(PRACTICE_SETUP_LABELS.pageRange, { from, to, total: count }) };
}

/**
 * The PIMS configuration of a location as the organization detail shows it: the connection type and
 * account id, or 'Not configured' when PIMS is off or no account id is set (admin §2.4).
 *
 * @example
 * pimsConfiguration({ isPimsEnabled: true, pimsConnectionType: 'EZYVET', pimsAccountId: 'ez-1' }) // { configured: true, label: 'EZYVET · ez-1' }
 */
export function pimsConfiguration(location: {
  readonly isPimsEnabled?: boolean | null;
  readonly pimsConnectionType?: string | null;
  readonly pimsAccountId?: string | null;
}): { readonly configured: boolean; readonly label: string } {
  const type = trimToNull(location.pimsConnectionType);
  const account = trimToNull(location.pimsAccountId);
  if (location.isPimsEnabled !== true || account === null) return { configured: false, label: PRACTICE_SETUP_LABELS.notConfigured };
  return { configured: true, label: [type, account].filter(Boolean).join(' · ') };
}

/**
 * The writeback indicator of a location (admin §2.4, §4, §9): `enabled` when writeback is on, else
 * `disabled`; `unavailable` (with 'Needs a PIMS account id') when the location has no PIMS account id.
 * `capable` says whether the connection type is one of the writeback-capable ones.
 *
 * @example
 * writebackIndicator({ pimsAccountId: null, isEnabledForWriteback: false }).state // 'unavailable'
 */
export function writebackIndicator(location: {
  readonly pimsAccountId?: string | null;
  readonly pimsConnectionType?: string | null;
  readonly isEnabledForWriteback?: boolean | null;
}): { readonly state: 'enabled' | 'disabled' | 'unavailable'; readonly label: string; readonly capable: boolean } {
  const capable = isConnectionTypeIn(WRITEBACK_CONNECTION_TYPES, location.pimsConnectionType);
  if (location.isEnabledForWriteback === true) return { state: 'enabled', label: ADMIN_LABELS.writebackEnabled, capable };
  if (trimToNull(location.pimsAccountId) === null) return { state: 'unavailable', label: PRACTICE_SETUP_LABELS.writebackUnavailable, capable };
  return { state: 'disabled', label: ADMIN_LABELS.writebackDisabled, capable };
}

/** A phone as the screens receive it. */
interface PhoneLike {
  readonly phoneNumber: string;
  readonly isActive?: boolean | null;
  readonly isPrimary?: boolean | null;
}

/**
 * The phone to show for an organization or location: the primary active one, else the first active one.
 *
 * @example
 * displayPhone([{ phoneNumber: '5551234567', isActive: true }]) // '5551234567'
 */
export function displayPhone(phones: readonly PhoneLike[] | null | undefined): string | null {
  const active = (phones ?? []).filter((p) => p.isActive !== false);
  return (active.find((p) => p.isPrimary === true) ?? active[0])?.phoneNumber ?? null;
}

/**
 * The contact a practice-search group shows (admin §2.4: name, email, phone): the organization's
 * e-mail and phone for an organization group, the location's for a location on its own.
 *
 * @example
 * practiceGroupContact({ kind: 'location', locations: [location] }).email
 */
export function practiceGroupContact(group: {
  readonly kind: 'organization' | 'location';
  readonly locations: readonly {
    readonly emailAddress?: string | null;
    readonly locationPhones?: readonly PhoneLike[] | null;
    readonly organization?: { readonly emailAddress?: string | null; readonly organizationPhones?: readonly PhoneLike[] | null } | null;
  }[];
}): { readonly email: string | null; readonly phone: string | null } {
  const first = group.locations[0];
  if (!first) return { email: null, phone: null };
  if (group.kind === 'organization' && first.organization) {
    return { email: trimToNull(first.organization.emailAddress), phone: displayPhone(first.organization.organizationPhones) };
  }
  return { email: trimToNull(first.emailAddress), phone: displayPhone(first.locationPhones) };
}

/**
 * A phone of a form (ids as strings, digits as typed).
 *
 * @example
 * const phone: FormPhone = { uuid: null, phoneTypeId: '3', phoneNumber: '612 555 0100' };
 */
export interface FormPhone {
  uuid?: string | null;
  phoneTypeId: string;
  phoneNumber: string;
}

/**
 * An address of a form.
 *
 * @example
 * const address: FormAddress = { addressTypeId: '2', addressLine1: '1 Main St', addressLine2: null, city: 'Denver', state: 'CO', zip: '80202' };
 */
export interface FormAddress {
  uuid?: string | null;
  addressTypeId: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
}

/** A form phone as a location or organization input sends it (a new one without a uuid). */
const phoneToSend = (p: FormPhone) => ({ uuid: p.uuid ?? null, phoneTypeId: p.phoneTypeId, phoneNumber: p.phoneNumber });

/** A form address as a location or organization input sends it (no address type: null). */
const addressToSend = (a: FormAddress) => ({
  uuid: a.uuid ?? null,
  addressTypeId: a.addressTypeId || null,
  ...postalAddress(a),
});

/**
 * The values of the location (practice) form (admin §5 Locations). Selects hold strings; the Yes/No
 * selects hold `''` until answered.
 *
 * @example
 * import type { LocationFormValues } from '@vetrx/core/admin';
 */
export interface LocationFormValues {
  name: string;
  organizationName: string;
  emailAddress: string;
  website: string;
  HIN: string;
  isActive: '' | 'true' | 'false';
  isOfficeUseEnabled: '' | 'true' | 'false';
  locationAccountId: string;
  portalTypeId: string;
  isPimsEnabled: boolean;
  pimsConnectionType: string;
  pimsAccountId: string;
  pimsAccountSecret: string;
  pimsWritebackAccountId: string;
  pimsWritebackLocationId: string;
  isEnabledForWriteback: boolean;
  pharmacyCodes: string[];
  locationPhones: FormPhone[];
  locationAddresses: FormAddress[];
}

/**
 * A stored location, as much as the location form reads (the support fragment and the shell's
 * LocationFields both fit).
 *
 * @example
 * locationFormValues(location satisfies LocationFormSource)
 */
export interface LocationFormSource {
  readonly name: string;
  readonly organization?: { readonly name: string } | null;
  readonly emailAddress: string;
  readonly website?: string | null;
  readonly HIN?: string | null;
  readonly isActive: boolean;
  readonly isOfficeUseEnabled: boolean;
  readonly locationAccountId?: string | null;
  readonly locationPortalTypeId: Id;
  readonly isPimsEnabled: boolean;
  readonly pimsConnectionType?: string | null;
  readonly pimsAccountId?: string | null;
  readonly isPimsAccountSecretSet: boolean;
  readonly pimsWritebackAccountId?: string | null;
  readonly pimsWritebackLocationId?: string | null;
  readonly isEnabledForWriteback: boolean;
  readonly locationPharmacies?: readonly { readonly code: string; readonly isPrimary?: boolean | null }[] | null;
  readonly locationPhones?: readonly { readonly uuid?: string | null; readonly phoneTypeId?: Id | null; readonly phoneNumber: string; readonly isActive?: boolean | null }[] | null;
  readonly locationAddresses?: readonly SavedAddress[] | null;
}

const yesNo = (v: boolean): 'true' | 'false' => (v ? 'true' : 'false');
const fromYesNo = (v: string): boolean | null => (v === 'true' ? true : v === 'false' ? false : null);

/** Pharmacy codes with the primary one first. */
function primaryFirst(list: readonly { readonly code: string; readonly isPrimary?: boolean | null }[] | null | undefined): string[] {
  return [...(list ?? [])].sort((a, b) => Number(b.isPrimary === true) - Number(a.isPrimary === true)).map((p) => p.code);
}

/**
 * The location form's starting values: the stored location (the secret shown as the 32-asterisk mask
 * when one is set; active phones and addresses only; the primary pharmacy first), or an empty form for
 * a new location of an organization (active and office use unanswered).
 *
 * @example
 * locationFormValues(null, { organizationName: 'Evergreen' }).organizationName // 'Evergreen'
 */
export function locationFormValues(location: LocationFormSource | null, defaults: { organizationName?: string | null } = {}): LocationFormValues {
  if (!location) {
    return {
      name: '',
      organizationName: defaults.organizationName ?? '',
      emailAddress: '',
      website: '',
      HIN: '',
      isActive: 'true',
      isOfficeUseEnabled: '',
      locationAccountId: '',
      portalTypeId: '',
      isPimsEnabled: false,
      pimsConnectionType: '',
      pimsAccountId: '',
      pimsAccountSecret: '',
      pimsWritebackAccountId: '',
      pimsWritebackLocationId: '',
      isEnabledForWriteback: false,
      pharmacyCodes: [],
      locationPhones: [],
      locationAddresses: [],
    };
  }
  return {
    name: location.name,
    organizationName: location.organization?.name ?? '',
    emailAddress: location.emailAddress,
    website: location.website ?? '',
    HIN: location.HIN ?? '',
    isActive: yesNo(location.isActive),
    isOfficeUseEnabled: yesNo(location.isOfficeUseEnabled),
    locationAccountId: location.locationAccountId ?? '',
    portalTypeId: String(location.locationPortalTypeId),
    isPimsEnabled: location.isPimsEnabled,
    pimsConnectionType: location.pimsConnectionType ?? '',
    pimsAccountId: location.pimsAccountId ?? '',
    pimsAccountSecret: pimsSecretDisplay(location.isPimsAccountSecretSet),
    pimsWritebackAccountId: location.pimsWritebackAccountId ?? '',
    pimsWritebackLocationId: location.pimsWritebackLocationId ?? '',
    isEnabledForWriteback: location.isEnabledForWriteback,
    pharmacyCodes: primaryFirst(location.locationPharmacies),
    locationPhones: (location.locationPhones ?? [])
      .filter((p) => p.isActive !== false)
      .map((p) => ({ uuid: p.uuid ?? null, phoneTypeId: p.phoneTypeId == null ? '' : String(p.phoneTypeId), phoneNumber: p.phoneNumber })),
    locationAddresses: (location.locationAddresses ?? [])
      .filter((a) => a.isActive !== false)
      .map((a) => ({
        uuid: a.uuid ?? null,
        addressTypeId: a.addressTypeId == null ? '' : String(a.addressTypeId),
        addressLine1: a.addressLine1,
        addressLine2: a.addressLine2 ?? null,
        city: a.city,
        state: a.state,
        zip: a.zip,
      })),
  };
}

/**
 * The AddLocation / UpdateLocation input from the form (admin §5, §7): HIN and website `null` when
 * empty; the pharmacy codes from the form, else the location's, else the organization's; the
 * writeback fields only when the location has the writeback feature (otherwise the stored ones are
 * kept by not sending them); on update `locationPortalTypeId`, `isActive` and the secret (the mask
 * sends "unchanged"); on add `portalType` and the organization id.
 *
 * @example
 * locationPayload(values, { isUpdate: false, organizationId: '1', writebackFeature: false }).portalType
 */
export function locationPayload(
  values: LocationFormValues,
  options: {
    readonly isUpdate: boolean;
    readonly organizationId?: Id | null;
    readonly writebackFeature: boolean;
    readonly locationPharmacies?: readonly { readonly code: string }[] | null;
    readonly organizationPharmacies?: readonly { readonly code: string }[] | null;
  },
): Record<string, unknown> {
  const text = (v: string) => trimToNull(v);
  const base: Record<string, unknown> = {
    name: values.name,
    organizationId: options.organizationId ?? null,
    emailAddress: values.emailAddress,
    HIN: text(values.HIN),
    website: text(values.website),
    isOfficeUseEnabled: fromYesNo(values.isOfficeUseEnabled),
    locationAccountId: text(values.locationAccountId),
    isPimsEnabled: values.isPimsEnabled,
    pimsConnectionType: text(values.pimsConnectionType),
    pimsAccountId: text(values.pimsAccountId),
    pharmacyCodes: pharmacyCodesToSend(values.pharmacyCodes, options.locationPharmacies, options.organizationPharmacies),
    locationPhones: values.locationPhones.map(phoneToSend),
    locationAddresses: values.locationAddresses.map(addressToSend),
  };
  if (options.writebackFeature) {
    base.pimsWritebackAccountId = text(values.pimsWritebackAccountId);
    base.pimsWritebackLocationId = text(values.pimsWritebackLocationId);
    base.isEnabledForWriteback = values.isEnabledForWriteback;
  }
  if (options.isUpdate) {
    base.locationPortalTypeId = text(values.portalTypeId);
    base.isActive = fromYesNo(values.isActive);
    base.pimsAccountSecret = text(values.pimsAccountSecret);
  } else {
    base.portalType = text(values.portalTypeId);
  }
  return base;
}

/**
 * The values of the organization form (admin §5 Organizations).
 *
 * @example
 * import type { OrganizationFormValues } from '@vetrx/core/admin';
 */
export interface OrganizationFormValues {
  name: string;
  dbaName: string;
  accountno: string;
  emailAddress: string;
  fax: string;
  HIN: string;
  website: string;
  isPIMSEnabled: boolean;
  isActive: '' | 'true' | 'false';
  pharmacyCodes: string[];
  organizationPhones: FormPhone[];
  organizationAddresses: FormAddress[];
}

/**
 * A stored organization, as much as the organization form reads.
 *
 * @example
 * organizationFormValues(organization satisfies OrganizationFormSource)
 */
export interface OrganizationFormSource {
  readonly name: string;
  readonly dbaName?: string | null;
  readonly accountno: string;
  readonly emailAddress: string;
  readonly fax?: string | null;
  readonly HIN?: string | null;
  readonly website?: string | null;
  readonly isPIMSEnabled: boolean;
  readonly isActive: boolean;
  readonly organizationPharmacies?: readonly { readonly code: string; readonly isPrimary?: boolean | null }[] | null;
  readonly organizationPhones?: LocationFormSource['locationPhones'];
  readonly organizationAddresses?: LocationFormSource['locationAddresses'];
}

/**
 * The organization form's starting values: the stored organization (active phones and addresses, the
 * primary pharmacy first) or an empty form.
 *
 * @example
 * organizationFormValues(null).isActive // 'true'
 */
export function organizationFormValues(org: OrganizationFormSource | null): OrganizationFormValues {
  const asLocation = org
    ? locationFormValues({
        name: org.name,
        emailAddress: org.emailAddress,
        isActive: org.isActive,
        isOfficeUseEnabled: false,
        locationPortalTypeId: '',
        isPimsEnabled: false,
        isPimsAccountSecretSet: false,
        isEnabledForWriteback: false,
        locationPharmacies: org.organizationPharmacies,
        locationPhones: org.organizationPhones,
        locationAddresses: org.organizationAddresses,
      })
    : null;
  return {
    name: org?.name ?? '',
    dbaName: org?.dbaName ?? '',
    accountno: org?.accountno ?? '',
    emailAddress: org?.emailAddress ?? '',
    fax: org?.fax ?? '',
    HIN: org?.HIN ?? '',
    website: org?.website ?? '',
    isPIMSEnabled: org?.isPIMSEnabled ?? false,
    isActive: org ? yesNo(org.isActive) : 'true',
    pharmacyCodes: asLocation?.pharmacyCodes ?? [],
    organizationPhones: asLocation?.locationPhones ?? [],
    organizationAddresses: asLocation?.locationAddresses ?? [],
  };
}

/**
 * The AddOrganization / UpdateOrganization input from the form: empty optional texts `null`; on add,
 * createMatchingLocation true; on update, isActive.
 *
 * @example
 * organizationPayload(values, { isUpdate: false }).createMatchingLocation // true
 */
export function organizationPayload(values: OrganizationFormValues, options: { readonly isUpdate: boolean }): Record<string, unknown> {
  const text = (v: string) => trimToNull(v);
  const base: Record<string, unknown> = {
    name: values.name,
    dbaName: text(values.dbaName),
    accountno: values.accountno,
    emailAddress: values.emailAddress,
    fax: text(values.fax),
    HIN: text(values.HIN),
    website: text(values.website),
    isPIMSEnabled: values.isPIMSEnabled,
    pharmacyCodes: values.pharmacyCodes,
    organizationPhones: values.organizationPhones.map(phoneToSend),
    organizationAddresses: values.organizationAddresses.map(addressToSend),
  };
  if (options.isUpdate) base.isActive = fromYesNo(values.isActive);
  else base.createMatchingLocation = true;
  return base;
}
