import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientLinkUpdate,
  clientPimsDiff,
  importPimsAddresses,
  importPimsPhones,
  importedAddressType,
  importedPhoneType,
  isPimsLinked,
  isSamePimsRecord,
  mapPimsAddress,
  mapPimsPhone,
  pimsCaretakerEmail,
  pimsIdsOf,
  typeIdOrZero,
  type PimsCaretaker,
} from './pims-link.js';

const refs = {
  addressTypes: [
    { id: 1, description: 'Home' },
    { id: 3, description: 'Other' },
  ],
  phoneTypes: [{ id: 10, description: 'Cell' }],
};

const caretaker: PimsCaretaker = {
  id: 'svc-1',
  pimsId: 'P-77',
  pimsConnectionType: 'ezyvet',
  emails: [{ address: null }, { address: ' Ann@Example.com ' }],
  phones: [
    { number: '(555) 000-1111', isPrimary: false },
    { number: '555-123-4567', isPrimary: true },
    { number: '5551234567', isPrimary: false },
    { number: '12', isPrimary: false },
  ],
  addresses: [
    { addressLine1: '9 Side Rd', city: 'Waco', stateProvince: 'TX', postalCode: '76701', isPrimary: false },
    { addressLine1: ' 1 Main St ', city: 'Austin', stateProvince: 'Texas', postalCode: '78701-1234', isPrimary: true },
    { addressLine1: 'Gone', city: 'X', stateProvince: 'TX', postalCode: '11111', isActive: false },
    { addressLine1: 'No zip', city: 'X', stateProvince: 'TX', postalCode: 'ABC' },
  ],
};

describe('Linked status', () => {
  it('is Linked with a pimsId, or with a provider id for the provider-id type', () => {
    expect(isPimsLinked({ pimsId: 'x' })).toBe(true);
    expect(isPimsLinked({ pimsId: ' ' })).toBe(false);
    expect(isPimsLinked({ pimsConnectionType: 'BITWERX', pimsProviderId: 'p' })).toBe(true);
    expect(isPimsLinked({ pimsConnectionType: 'EZYVET', pimsProviderId: 'p' })).toBe(false);
    expect(isPimsLinked({})).toBe(false);
  });
});

describe('imported types and mapping', () => {
  it('types imported addresses Home/Other and phones Cell/Other, id 0 when missing', () => {
    expect(importedAddressType(true)).toBe('Home');
    expect(importedAddressType(null)).toBe('Other');
    expect(importedPhoneType(true)).toBe('Cell');
    expect(importedPhoneType(false)).toBe('Other');
    expect(typeIdOrZero(refs.addressTypes, 'home')).toBe(1);
    expect(typeIdOrZero(refs.phoneTypes, 'Other')).toBe(0);
  });

  it('maps addresses, keeping the ZIP+4 first 5 digits and refusing unusable ones', () => {
    expect(mapPimsAddress(caretaker.addresses![1], refs.addressTypes)).toEqual({
      addressTypeId: 1,
      addressLine1: '1 Main St',
      addressLine2: null,
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
    expect(mapPimsAddress({ addressLine1: 'a', city: 'b', stateProvince: 'Ontario', postalCode: '12345' }, refs.addressTypes)).toBeNull();
    expect(mapPimsAddress({ addressLine1: 'a'.repeat(101), city: 'b', stateProvince: 'TX', postalCode: '12345' }, refs.addressTypes)).toBeNull();
    expect(mapPimsAddress({ addressLine1: 'a', addressLine2: 'b'.repeat(61), city: 'b', stateProvince: 'TX', postalCode: '12345' }, refs.addressTypes)).toBeNull();
  });

  it('maps phones to digits, refusing invalid lengths', () => {
    expect(mapPimsPhone({ number: '+1 555 123 4567', isPrimary: true }, refs.phoneTypes)).toEqual({ phoneTypeId: 10, phoneNumber: '15551234567' });
    expect(mapPimsPhone({ number: '123' }, refs.phoneTypes)).toBeNull();
  });

  it('imports active addresses primary first without repeats, and phones de-duplicated by number', () => {
    expect(importPimsAddresses(caretaker, refs).map((a) => a.addressLine1)).toEqual(['1 Main St', '9 Side Rd']);
    expect(importPimsAddresses({}, refs)).toEqual([]);
    expect(importPimsAddresses({ addresses: [caretaker.addresses![0], caretaker.addresses![0]] }, refs)).toHaveLength(1);
    expect(importPimsPhones(caretaker, refs)).toEqual([
      { phoneTypeId: 10, phoneNumber: '5551234567' },
      { phoneTypeId: 0, phoneNumber: '5550001111' },
    ]);
    expect(importPimsPhones({}, refs)).toEqual([]);
  });

  it('reads the e-mail and ids', () => {
    expect(pimsCaretakerEmail(caretaker)).toBe('ann@example.com');
    expect(pimsCaretakerEmail({ emails: null })).toBeNull();
    expect(pimsIdsOf(caretaker)).toEqual({ pimsId: 'P-77', pimsProviderId: null, pimsConnectionType: 'EZYVET' });
    expect(pimsIdsOf({ id: 5, pimsConnectionType: 'bitwerx' })).toEqual({ pimsId: null, pimsProviderId: '5', pimsConnectionType: 'BITWERX' });
    expect(pimsIdsOf({ providerId: 'pv', pimsConnectionType: 'NEWPIMS' })).toEqual({ pimsId: null, pimsProviderId: 'pv', pimsConnectionType: 'NEWPIMS' });
    expect(pimsIdsOf({ id: null })).toEqual({ pimsId: null, pimsProviderId: null, pimsConnectionType: null });
    expect(isSamePimsRecord({ pimsId: 'P-77' }, caretaker)).toBe(true);
    expect(isSamePimsRecord({ pimsProviderId: '5' }, { id: 5, pimsConnectionType: 'BITWERX' })).toBe(true);
    expect(isSamePimsRecord({ pimsId: 'P-1' }, caretaker)).toBe(false);
  });
});

describe('client link update', () => {
  it('copies e-mail, addresses and phones into an empty client', () => {
    const u = clientLinkUpdate({ id: 7, isActive: true, email: ' ', phones: [], addresses: null }, caretaker, refs);
    expect(u).toMatchObject({ id: 7, isActive: true, pimsId: 'P-77', pimsProviderId: null, pimsConnectionType: 'EZYVET', email: 'ann@example.com' });
    expect(u.locationClientAddress).toHaveLength(2);
    expect(u.locationClientPhones).toHaveLength(2);
  });

  it('keeps local values, copying only where empty (inactive local entries count as empty)', () => {
    const local = {
      id: 7,
      isActive: false,
      email: 'Mine@x.com',
      phones: [{ phoneNumber: '5559998888', phoneTypeId: 1, isActive: false }],
      addresses: [{ addressLine1: 'Mine', city: 'A', state: 'TX', zip: '11111' }],
    };
    const u = clientLinkUpdate(local, caretaker, refs);
    expect(u.email).toBe('mine@x.com');
    expect(u.isActive).toBe(false);
    expect(u.locationClientAddress).toEqual(local.addresses);
    expect(u.locationClientPhones.map((p) => p.phoneNumber)).toEqual(['5551234567', '5550001111']);
  });

  it('copy-if-empty never overwrites a non-empty local value', () => {
    const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
    const local = fc.record({
      id: fc.nat(),
      isActive: fc.boolean(),
      email: maybe(fc.constantFrom('a@b.co', ' ', 'X@Y.com')),
      phones: maybe(fc.array(fc.record({ phoneNumber: fc.constantFrom('5551112222', '5553334444'), isActive: fc.option(fc.boolean()) }), { maxLength: 2 })),
      addresses: maybe(fc.array(fc.record({ addressLine1: fc.constantFrom('A', 'B'), city: fc.constant('C'), state: fc.constant('TX'), zip: fc.constant('12345'), isActive: fc.option(fc.boolean()) }), { maxLength: 2 })),
    });
    fc.assert(
      fc.property(local, (l) => {
        const u = clientLinkUpdate(l, caretaker, refs);
        if (l.email && l.email.trim()) expect(u.email).toBe(l.email.trim().toLowerCase());
        const activePhones = (l.phones ?? []).filter((p) => p.isActive !== false);
        if (activePhones.length) expect(u.locationClientPhones).toEqual(activePhones);
        const activeAddresses = (l.addresses ?? []).filter((a) => a.isActive !== false);
        if (activeAddresses.length) expect(u.locationClientAddress).toEqual(activeAddresses);
        expect(u.isActive).toBe(l.isActive);
        expect(u.id).toBe(l.id);
      }),
    );
  });
});

describe('client PIMS differences', () => {
  it('lists e-mail, address and phone differences', () => {
    expect(clientPimsDiff({ email: 'old@x.com', phones: [{ phoneNumber: '5559990000' }], addresses: [{ addressLine1: 'Old', city: 'A', state: 'TX', zip: '11111' }] }, caretaker)).toEqual([
      { field: 'email', old: 'old@x.com', new: 'ann@example.com' },
      { field: 'address', old: 'Old, A, TX 11111', new: '1 Main St, Austin, TX 78701' },
      { field: 'phone', old: '(555) 999-0000', new: '(555) 123-4567' },
    ]);
  });

  it('reports nothing when the PIMS data is already local, or absent', () => {
    const local = {
      email: 'ANN@example.com ',
      phones: [{ phoneNumber: '555 123 4567', phoneTypeId: 4 }],
      addresses: [{ addressTypeId: 9, addressLine1: '1 main st', city: 'austin', state: 'TX', zip: '78701' }],
    };
    expect(clientPimsDiff(local, caretaker)).toEqual([]);
    expect(clientPimsDiff({}, {})).toEqual([]);
    expect(clientPimsDiff({ phones: [{ phoneNumber: '12' }] }, { phones: [{ number: '5551234567' }] })).toEqual([
      { field: 'phone', old: '12', new: '(555) 123-4567' },
    ]);
    expect(clientPimsDiff({}, { addresses: caretaker.addresses, phones: caretaker.phones })).toEqual([
      { field: 'address', old: null, new: '1 Main St, Austin, TX 78701' },
      { field: 'phone', old: null, new: '(555) 123-4567' },
    ]);
  });
});
