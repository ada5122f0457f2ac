import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_VALIDATION_MESSAGES } from '../messages/index.js';
import { URL_PATTERN, pharmacyCodesToSend, validateLocationInput, validateOrganizationInput, websiteField, writebackRefusal } from './location.js';

const phone = { phoneTypeId: 3, phoneNumber: '5551234567' };
const address = { addressTypeId: 1, addressLine1: '1 Main', city: 'Austin', state: 'TX', zip: '78701' };
const location = {
  name: '  North Clinic ',
  emailAddress: ' North@Clinic.com ',
  HIN: ' ',
  website: '',
  isOfficeUseEnabled: false,
  locationAccountId: ' 123 ',
  portalType: 2,
  locationAddresses: [address],
  locationPhones: [phone],
  pharmacyCodes: ['RVP', ' RVP '],
};
const add = { isUpdate: false, isSupportUser: true, belongsToOrganization: false };
const errorsOf = (r: { ok: boolean; errors?: Record<string, string> }) => (r.ok ? {} : r.errors);

describe('location form', () => {
  it('trims, nulls empty HIN and website, and keeps the pharmacy codes once', () => {
    const r = validateLocationInput(location, add);
    expect(r.ok && r.value).toMatchObject({
      name: 'North Clinic',
      emailAddress: 'north@clinic.com',
      HIN: null,
      website: null,
      locationAccountId: '123',
      portalType: 2,
      pharmacyCodes: ['RVP'],
      pimsAccountSecret: null,
      isEnabledForWriteback: false,
    });
  });

  it('gives every message of §5 Locations', () => {
    const r = validateLocationInput(
      { name: ' a b ', emailAddress: '', HIN: 'h'.repeat(21), website: 'not a url', locationAccountId: '12345678901', pimsAccountSecret: 's'.repeat(201) },
      add,
    );
    expect(errorsOf(r)).toEqual({
      emailAddress: 'This field is required',
      HIN: 'Must be 20 characters or fewer',
      website: 'This field must be a valid url.',
      isOfficeUseEnabled: 'Please select whether enabled office use',
      locationAccountId: 'Must be 10 characters or fewer',
      portalType: 'Please indicate product display',
      pimsAccountSecret: 'Must be 200 characters or fewer',
      name: 'Location name must be minimum 3 characters.',
      locationPhones: 'At least 1 phone number is required',
      locationAddresses: 'Please enter at least 1 address',
      pharmacyCodes: 'Please select a primary pharmacy',
    });
    expect(errorsOf(validateLocationInput({ ...location, name: '' }, add))).toEqual({ name: 'This field is required' });
    expect(errorsOf(validateLocationInput({ ...location, name: 'x'.repeat(101) }, add))).toEqual({ name: 'Must be 100 characters or fewer' });
  });

  it('needs no pharmacy for a location of an organization, and refuses repeated addresses', () => {
    const r = validateLocationInput({ ...location, pharmacyCodes: null, locationAddresses: [address, { ...address, city: 'AUSTIN' }] }, { ...add, belongsToOrganization: true });
    expect(errorsOf(r)).toEqual({ 'locationAddresses.1': 'Address: The address already exists' });
  });

  it('on update: id, portal type id and active are required, the mask keeps the secret, writeback needs an account', () => {
    const update = { isUpdate: true, isSupportUser: true, belongsToOrganization: false };
    const body = { ...location, portalType: undefined, locationPortalTypeId: 2, id: 9, isActive: true, pimsAccountSecret: '*'.repeat(32) };
    const r = validateLocationInput(body, update);
    expect(r.ok && [r.value.pimsAccountSecret, (r.value as { isActive?: boolean }).isActive]).toEqual([null, true]);
    expect(errorsOf(validateLocationInput({ ...location }, update))).toEqual({
      id: 'This field is required',
      locationPortalTypeId: 'Please indicate product display',
      isActive: 'This field is required',
    });
    expect(errorsOf(validateLocationInput({ ...body, isEnabledForWriteback: true }, update))).toEqual({
      isEnabledForWriteback: 'Writeback needs a PIMS account id.',
    });
    expect(validateLocationInput({ ...body, isEnabledForWriteback: true, pimsAccountId: 'acc', pimsConnectionType: 'ezyvet' }, update).ok).toBe(true);
  });

  it('lets only support users change the e-mail address', () => {
    const opts = { isUpdate: true, isSupportUser: false, belongsToOrganization: true, existing: { emailAddress: 'north@clinic.com' } };
    const body = { ...location, id: 1, isActive: true, locationPortalTypeId: 1 };
    expect(validateLocationInput(body, opts).ok).toBe(true);
    expect(errorsOf(validateLocationInput({ ...body, emailAddress: 'other@clinic.com' }, opts))).toEqual({
      emailAddress: 'Only support users can change this e-mail address.',
    });
  });

  it('falls back form → location → organization for pharmacy codes', () => {
    expect(pharmacyCodesToSend(['A'], [{ code: 'B' }], [{ code: 'C' }])).toEqual(['A']);
    expect(pharmacyCodesToSend([], [{ code: 'B' }], [{ code: 'C' }])).toEqual(['B']);
    expect(pharmacyCodesToSend(null, null, [{ code: 'C' }])).toEqual(['C']);
    expect(pharmacyCodesToSend(undefined, [], undefined)).toEqual([]);
  });

  it('accepts common websites and refuses others', () => {
    for (const ok of ['clinic.com', 'https://www.clinic.com/path?q=1', 'http://a-b.example.org:8080']) expect(URL_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['clinic', 'ftp://clinic.com', 'http://', 'a b.com']) expect(URL_PATTERN.test(bad), bad).toBe(false);
    fc.assert(
      fc.property(fc.domain().filter((d) => /\.[a-z]{2,}$/i.test(d)), fc.constantFrom('', 'http://', 'https://'), (domain, scheme) => {
        expect(websiteField().safeParse(`${scheme}${domain}/path`).success).toBe(true);
      }),
    );
  });
});

describe('organization form', () => {
  const org = {
    name: ' Acme Vets ',
    accountno: ' 00123 ',
    emailAddress: 'Info@Acme.com',
    fax: '555 123 4567',
    organizationAddresses: [address],
    organizationPhones: [phone],
    pharmacyCodes: ['RVP'],
  };

  it('normalises and adds createMatchingLocation on add', () => {
    const r = validateOrganizationInput(org, { isUpdate: false, isSupportUser: true });
    expect(r.ok && r.value).toMatchObject({ name: 'Acme Vets', accountno: '00123', emailAddress: 'info@acme.com', fax: '5551234567', createMatchingLocation: true });
  });

  it('gives the §5 Organizations rules', () => {
    const r = validateOrganizationInput(
      { name: ' ', accountno: '12a', dbaName: 'd'.repeat(31), emailAddress: 'x'.repeat(60) + '@a.co', HIN: '12345678901', website: 'nope', fax: '123' },
      { isUpdate: false, isSupportUser: false },
    );
    expect(errorsOf(r)).toEqual({
      name: 'This field is required',
      accountno: 'Only digits are allowed.',
      dbaName: 'Must be 30 characters or fewer',
      emailAddress: 'Must be 60 characters or fewer',
      HIN: 'Must be 10 characters or fewer',
      website: 'This field must be a valid url.',
      fax: 'Please enter a valid phone number',
      organizationPhones: 'At least 1 phone number is required',
      organizationAddresses: 'Please enter at least 1 address',
      pharmacyCodes: 'Please select a primary pharmacy',
    });
    expect(errorsOf(validateOrganizationInput({ ...org, accountno: '1'.repeat(31), name: 'n'.repeat(51) }, { isUpdate: false, isSupportUser: true }))).toEqual({
      accountno: 'Must be 30 characters or fewer',
      name: 'Must be 50 characters or fewer',
    });
  });

  it('on update: pharmacy only for support, e-mail support-only, active required', () => {
    const existing = { emailAddress: 'info@acme.com' };
    const body = { ...org, id: 4, isActive: true, pharmacyCodes: [], fax: '555 123 4567' };
    const r = validateOrganizationInput(body, { isUpdate: true, isSupportUser: false, existing });
    expect(r.ok && [r.value.fax, 'createMatchingLocation' in r.value]).toEqual(['5551234567', false]);
    expect(errorsOf(validateOrganizationInput({ ...body, emailAddress: 'new@acme.com', isActive: 'yes' }, { isUpdate: true, isSupportUser: false, existing }))).toEqual({
      isActive: 'This field is required',
      emailAddress: 'Only support users can change this e-mail address.',
    });
    expect(errorsOf(validateOrganizationInput(body, { isUpdate: true, isSupportUser: true, existing }))).toEqual({
      pharmacyCodes: 'Please select a primary pharmacy',
    });
  });
});

describe('writebackRefusal', () => {
  it('refuses writeback without a PIMS account, blank or missing, and nothing else', () => {
    expect(writebackRefusal({ isEnabledForWriteback: true, pimsAccountId: '  ' })).toBe(ADMIN_VALIDATION_MESSAGES.writebackNeedsAccount);
    expect(writebackRefusal({ isEnabledForWriteback: true, pimsAccountId: null })).toBe(ADMIN_VALIDATION_MESSAGES.writebackNeedsAccount);
    expect(writebackRefusal({ isEnabledForWriteback: true, pimsAccountId: 'ACC-1' })).toBeNull();
    expect(writebackRefusal({ isEnabledForWriteback: false, pimsAccountId: null })).toBeNull();
  });
});
