import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIMS_CONNECTION_TYPES, WRITEBACK_CONNECTION_TYPES } from '../common/pims.js';
import { PIMS_SECRET_MASK } from './constants.js';
import { validateLocationInput, validateOrganizationInput } from './location.js';
import {
  activeFilterFor,
  displayPhone,
  listPage,
  locationFormValues,
  locationPayload,
  organizationFormValues,
  organizationPayload,
  pimsConfiguration,
  practiceGroupContact,
  readShowOnlyActive,
  writebackIndicator,
  type LocationFormSource,
} from './practice-setup.js';

const stored: LocationFormSource = {
  name: 'Summit Pet Care',
  organization: { name: 'Evergreen' },
  emailAddress: 'front@summit.example.com',
  website: null,
  HIN: null,
  isActive: true,
  isOfficeUseEnabled: false,
  locationAccountId: '12345',
  locationPortalTypeId: '2',
  isPimsEnabled: true,
  pimsConnectionType: 'VETSPIRE',
  pimsAccountId: 'vs-1',
  isPimsAccountSecretSet: true,
  pimsWritebackAccountId: null,
  pimsWritebackLocationId: null,
  isEnabledForWriteback: false,
  locationPharmacies: [
    { code: 'GGVCP', isPrimary: false },
    { code: 'RVP', isPrimary: true },
  ],
  locationPhones: [
    { uuid: 'p1', phoneTypeId: '3', phoneNumber: '3035550100', isActive: true },
    { uuid: 'p2', phoneTypeId: '5', phoneNumber: '3035550101', isActive: false },
  ],
  locationAddresses: [{ uuid: 'a1', addressTypeId: '2', addressLine1: '1 Peak Rd', addressLine2: null, city: 'Denver', state: 'CO', zip: '80202', isActive: true }],
};

describe('practice search switch and paging', () => {
  it('Show only active is on unless the session stored false, and maps to activeFilterType', () => {
    expect(readShowOnlyActive(null)).toBe(true);
    expect(readShowOnlyActive('true')).toBe(true);
    expect(readShowOnlyActive('false')).toBe(false);
    expect(activeFilterFor(true)).toBe('active');
    expect(activeFilterFor(false)).toBe('all');
  });

  it('pages cover every row exactly once, within range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 50 }), (total, size) => {
        const pages = listPage(1, size, total).pageCount;
        let seen = 0;
        for (let p = 1; p <= pages; p++) {
          const page = listPage(p, size, total);
          expect(page.skip).toBe(seen);
          seen += page.to - page.skip;
          expect(page.to - page.skip).toBeLessThanOrEqual(size);
        }
        expect(seen).toBe(total);
      }),
    );
    expect(listPage(2, 20, 57).label).toBe('21–40 of 57');
    expect(listPage(9, 20, 57).from).toBe(41);
    expect(listPage(1, 20, 0)).toMatchObject({ from: 0, to: 0, pageCount: 1, label: '0–0 of 0' });
  });
});

describe('PIMS and writeback indicators', () => {
  it('PIMS is configured only when enabled with an account id', () => {
    expect(pimsConfiguration({ isPimsEnabled: true, pimsConnectionType: 'EZYVET', pimsAccountId: ' ez-1 ' })).toEqual({ configured: true, label: 'EZYVET · ez-1' });
    expect(pimsConfiguration({ isPimsEnabled: false, pimsConnectionType: 'EZYVET', pimsAccountId: 'ez-1' }).configured).toBe(false);
    expect(pimsConfiguration({ isPimsEnabled: true, pimsAccountId: ' ' })).toEqual({ configured: false, label: 'Not configured' });
  });

  it('writeback is unavailable without an account id unless already enabled', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.boolean(), fc.constantFrom(...PIMS_CONNECTION_TYPES), (account, on, type) => {
        const w = writebackIndicator({ pimsAccountId: account, isEnabledForWriteback: on, pimsConnectionType: type });
        expect(w.capable).toBe((WRITEBACK_CONNECTION_TYPES as readonly string[]).includes(type));
        if (on) expect(w).toMatchObject({ state: 'enabled', label: 'ENABLED' });
        else if ((account ?? '').trim() === '') expect(w.state).toBe('unavailable');
        else expect(w).toMatchObject({ state: 'disabled', label: 'DISABLED' });
      }),
    );
  });
});

describe('practice search groups', () => {
  it('shows the organization contact for an organization group and the location contact otherwise', () => {
    const org = { emailAddress: 'org@x.example.com', organizationPhones: [{ phoneNumber: '1', isActive: false }, { phoneNumber: '2' }, { phoneNumber: '3', isPrimary: true }] };
    expect(practiceGroupContact({ kind: 'organization', locations: [{ emailAddress: 'l@x.example.com', organization: org }] })).toEqual({ email: 'org@x.example.com', phone: '3' });
    expect(practiceGroupContact({ kind: 'location', locations: [{ emailAddress: 'l@x.example.com', locationPhones: [{ phoneNumber: '9' }] }] })).toEqual({ email: 'l@x.example.com', phone: '9' });
    expect(practiceGroupContact({ kind: 'location', locations: [] })).toEqual({ email: null, phone: null });
    expect(displayPhone([{ phoneNumber: '1', isActive: false }])).toBeNull();
  });
});

describe('location form', () => {
  it('starts from the stored location: mask for a set secret, primary pharmacy first, active phones only', () => {
    const v = locationFormValues(stored);
    expect(v.pimsAccountSecret).toBe(PIMS_SECRET_MASK);
    expect(v.pharmacyCodes).toEqual(['RVP', 'GGVCP']);
    expect(v.locationPhones).toEqual([{ uuid: 'p1', phoneTypeId: '3', phoneNumber: '3035550100' }]);
    expect([v.isActive, v.isOfficeUseEnabled, v.portalTypeId, v.organizationName]).toEqual(['true', 'false', '2', 'Evergreen']);
  });

  it('an unchanged form validates on update and keeps the secret (mask) and writeback fields out unless the feature is on', () => {
    const payload = locationPayload(locationFormValues(stored), { isUpdate: true, organizationId: '1', writebackFeature: false });
    expect(payload).not.toHaveProperty('isEnabledForWriteback');
    expect(payload.pimsAccountSecret).toBe(PIMS_SECRET_MASK);
    const result = validateLocationInput({ ...payload, id: 3 }, { isUpdate: true, isSupportUser: false, belongsToOrganization: true, existing: stored });
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.pimsAccountSecret).toBeNull();
    expect(result.ok && result.value.isPimsEnabled).toBe(true);
  });

  it('a new location sends portalType, empty HIN and website as null, and the organization pharmacies when none chosen', () => {
    const v = { ...locationFormValues(null, { organizationName: 'Evergreen' }), name: 'New', emailAddress: 'n@x.example.com', portalTypeId: '1', isOfficeUseEnabled: 'true' as const };
    const payload = locationPayload(v, { isUpdate: false, organizationId: 1, writebackFeature: true, organizationPharmacies: [{ code: 'RVP' }] });
    expect(payload).toMatchObject({ portalType: '1', HIN: null, website: null, pharmacyCodes: ['RVP'], isOfficeUseEnabled: true, isEnabledForWriteback: false });
    expect(payload).not.toHaveProperty('locationPortalTypeId');
    const result = validateLocationInput(payload, { isUpdate: false, isSupportUser: true, belongsToOrganization: true });
    expect(result.ok ? {} : result.errors).toEqual({ locationPhones: 'At least 1 phone number is required', locationAddresses: 'Please enter at least 1 address' });
  });

  it('an unanswered office use is refused with its message', () => {
    const payload = locationPayload({ ...locationFormValues(stored), isOfficeUseEnabled: '' }, { isUpdate: true, writebackFeature: false });
    const result = validateLocationInput({ ...payload, id: 3 }, { isUpdate: true, isSupportUser: true, belongsToOrganization: true });
    expect(result.ok ? {} : result.errors).toEqual({ isOfficeUseEnabled: 'Please select whether enabled office use' });
  });
});

describe('organization form', () => {
  it('round-trips a stored organization; add sends createMatchingLocation, update isActive', () => {
    const org = {
      name: 'Evergreen Veterinary Partners',
      dbaName: null,
      accountno: '1001',
      emailAddress: 'hq@evergreen.example.com',
      fax: null,
      HIN: null,
      website: 'evergreen.example.com',
      isPIMSEnabled: true,
      isActive: true,
      organizationPharmacies: [{ code: 'RVP', isPrimary: true }],
      organizationPhones: [{ phoneTypeId: '3', phoneNumber: '6125550100' }],
      organizationAddresses: [{ addressTypeId: '2', addressLine1: '1 Oak', city: 'Minneapolis', state: 'MN', zip: '55401' }],
    };
    const values = organizationFormValues(org);
    const update = organizationPayload(values, { isUpdate: true });
    expect(update.isActive).toBe(true);
    expect(validateOrganizationInput({ ...update, id: 1 }, { isUpdate: true, isSupportUser: true, existing: org }).ok).toBe(true);
    const add = organizationPayload(organizationFormValues(null), { isUpdate: false });
    expect(add.createMatchingLocation).toBe(true);
    expect(organizationFormValues(null).isActive).toBe('true');
  });
});
