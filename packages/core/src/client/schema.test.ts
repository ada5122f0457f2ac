import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addLocationClientInputSchema, validateLocationClientInput } from './schema.js';

const phone = { phoneTypeId: 1, phoneNumber: '555 123 4567' };
const address = { addressTypeId: 2, addressLine1: '1 Main St', city: 'Austin', state: 'Texas', zip: '78701' };
const base = {
  firstName: 'ann marie',
  lastName: "o'neil",
  email: ' Ann@Example.COM ',
  isActive: true,
  locationClientPhones: [phone],
  locationClientAddress: [address],
};

describe('location client write schema', () => {
  it('normalises a valid add input', () => {
    const r = validateLocationClientInput({ ...base, pimsId: ' 123 ', pimsConnectionType: 'ezyvet' }, { isUpdate: false });
    expect(r).toEqual({
      ok: true,
      value: {
        firstName: 'Ann Marie',
        lastName: "O'neil",
        email: 'ann@example.com',
        isActive: true,
        locationClientPhones: [{ uuid: null, phoneTypeId: 1, phoneNumber: '5551234567' }],
        locationClientAddress: [
          { uuid: null, addressTypeId: 2, addressLine1: '1 Main St', addressLine2: null, city: 'Austin', state: 'TX', zip: '78701' },
        ],
        pimsConnectionType: 'EZYVET',
        pimsId: '123',
        pimsProviderId: null,
        isPIMSImport: false,
      },
    });
  });

  it('requires names, a phone and an address for an active client', () => {
    const r = validateLocationClientInput(
      { firstName: ' ', lastName: null, locationClientPhones: [], locationClientAddress: null },
      { isUpdate: false },
    );
    expect(r).toEqual({
      ok: false,
      errors: {
        firstName: 'This field is required',
        lastName: 'This field is required',
        locationClientPhones: 'At least 1 phone number is required',
        locationClientAddress: 'Please enter at least 1 address',
      },
    });
  });

  it('lets an inactive client go without names, phones or addresses', () => {
    const r = validateLocationClientInput({ id: 9, isActive: false }, { isUpdate: true });
    expect(r.ok && r.value).toMatchObject({ id: 9, firstName: null, lastName: null, email: null, locationClientPhones: [] });
  });

  it('reports field errors together with the cross-field ones', () => {
    const r = validateLocationClientInput(
      { ...base, firstName: 'Ann!', email: 'nope', locationClientAddress: [address, { ...address, city: ' AUSTIN ' }], pimsId: 'x'.repeat(81) },
      { isUpdate: false },
    );
    expect(r).toEqual({
      ok: false,
      errors: {
        firstName: 'Should be alphabetical characters and Space',
        email: 'Input is not a valid e-mail',
        pimsId: 'Must be 80 characters or fewer',
        'locationClientAddress.1': 'Address: The address already exists',
      },
    });
  });

  it('limits the e-mail to 100 characters and refuses unknown connection types', () => {
    const long = `${'a'.repeat(95)}@b.com`;
    expect(validateLocationClientInput({ ...base, email: long, pimsConnectionType: 'OTHERPIMS' }, { isUpdate: false })).toEqual({
      ok: false,
      errors: { email: 'Must be 100 characters or fewer', pimsConnectionType: 'Unknown PIMS connection type.' },
    });
  });

  it('de-duplicates the phones by number, whatever their type or spelling (clients §5)', () => {
    const r = validateLocationClientInput(
      {
        ...base,
        locationClientPhones: [
          { ...phone, phoneNumber: '612 555 0142' },
          { ...phone, phoneNumber: '1 612 555 0142' },
          { ...phone, phoneTypeId: 2, phoneNumber: '6125550142' },
          { ...phone, phoneTypeId: 2, phoneNumber: '555 0142' },
        ],
      },
      { isUpdate: false },
    );
    expect(r.ok && r.value.locationClientPhones.map((p) => [p.phoneTypeId, p.phoneNumber])).toEqual([
      [1, '6125550142'],
      [2, '5550142'],
    ]);
  });

  it('limits first and last name to 50 characters with the limit named', () => {
    const r = validateLocationClientInput({ ...base, firstName: 'A'.repeat(51), lastName: 'B'.repeat(50) }, { isUpdate: false });
    expect(r).toEqual({ ok: false, errors: { firstName: 'Must be 50 characters or fewer' } });
  });

  it('names the 100-character limit for a well-formed e-mail that is too long, not its format', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(38)}.com`;
    expect(email).toHaveLength(107);
    expect(validateLocationClientInput({ ...base, email }, { isUpdate: false })).toEqual({ ok: false, errors: { email: 'Must be 100 characters or fewer' } });
  });

  it('requires the id on update', () => {
    expect(validateLocationClientInput(base, { isUpdate: true })).toEqual({ ok: false, errors: { id: 'This field is required' } });
  });

  it('keeps a stored PIMS ID read-only', () => {
    const existing = { pimsId: 'P-1' };
    expect(validateLocationClientInput({ ...base, id: 1, pimsId: 'P-1' }, { isUpdate: true, existing }).ok).toBe(true);
    expect(validateLocationClientInput({ ...base, id: 1, pimsId: 'P-2' }, { isUpdate: true, existing })).toEqual({
      ok: false,
      errors: { pimsId: 'The PIMS ID cannot be changed once set.' },
    });
    expect(validateLocationClientInput({ ...base, id: 1, firstName: '#' }, { isUpdate: true, existing })).toEqual({
      ok: false,
      errors: { firstName: 'Should be alphabetical characters and Space', pimsId: 'The PIMS ID cannot be changed once set.' },
    });
    expect(validateLocationClientInput('nope', { isUpdate: true, existing }).ok).toBe(false);
    expect(validateLocationClientInput({ ...base, pimsId: 'P-9' }, { isUpdate: false, existing }).ok).toBe(true);
    expect(validateLocationClientInput({ ...base, id: 1, pimsId: 'P-9' }, { isUpdate: true, existing: { pimsId: ' ' } }).ok).toBe(true);
  });

  it('normalisation is idempotent', () => {
    const name = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '-', "'"), maxLength: 12 });
    fc.assert(
      fc.property(name, name, fc.boolean(), fc.constantFrom('', ' X@Y.com', 'a@b.co'), (firstName, lastName, isActive, email) => {
        const r = addLocationClientInputSchema.safeParse({ ...base, firstName, lastName, isActive, email });
        if (r.success) {
          const again = addLocationClientInputSchema.safeParse(r.data);
          expect(again.success && again.data).toEqual(r.data);
        } else {
          expect(isActive && (firstName.trim() === '' || lastName.trim() === '')).toBe(true);
        }
      }),
    );
  });
});
