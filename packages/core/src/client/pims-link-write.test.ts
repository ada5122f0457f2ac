import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_VALIDATION_MESSAGES, PIMS_MESSAGES } from '../messages/clients.js';
import { clientLinkUpdate, clientLinkWrite, linkPageHref, linkPageInitialSearch, linkPageSearchTerm, validateClientLinkInput, type PimsCaretaker } from './pims-link.js';

const base = { id: '7', isActive: true, pimsId: 'EZ-C-1', pimsConnectionType: 'ezyvet' };
const address = { addressTypeId: '1', addressLine1: ' 1 Main St ', city: 'Austin', state: 'Texas', zip: '78701' };

describe('"Update client (link)" input', () => {
  it('normalises the PIMS ids, e-mail, phones and addresses', () => {
    const r = validateClientLinkInput(
      { ...base, email: ' Ann@Example.COM ', locationClientPhones: [{ phoneTypeId: 1, phoneNumber: '612 555 0101' }, { phoneTypeId: 1, phoneNumber: '6125550101' }], locationClientAddress: [address] },
      null,
    );
    expect(r.ok && r.value).toMatchObject({
      id: '7',
      pimsId: 'EZ-C-1',
      pimsConnectionType: 'EZYVET',
      email: 'ann@example.com',
      locationClientPhones: [{ phoneTypeId: 1, phoneNumber: '6125550101' }],
      locationClientAddress: [{ addressLine1: '1 Main St', state: 'TX' }],
    });
  });

  it('needs a PIMS id (or a provider id for the provider-id type) and a supported connection type', () => {
    expect(validateClientLinkInput({ ...base, pimsId: ' ' }, null)).toEqual({ ok: false, errors: { pimsId: PIMS_MESSAGES.pimsIdRequired } });
    expect(validateClientLinkInput({ ...base, pimsId: null, pimsProviderId: 'p-1', pimsConnectionType: 'BITWERX' }, null).ok).toBe(true);
    expect(validateClientLinkInput({ ...base, pimsId: null, pimsProviderId: 'p-1' }, null).ok).toBe(false);
    expect(validateClientLinkInput({ ...base, pimsConnectionType: 'NOPE' }, null)).toMatchObject({ ok: false, errors: { pimsConnectionType: CLIENT_VALIDATION_MESSAGES.unknownConnectionType } });
    expect(validateClientLinkInput({ ...base, pimsConnectionType: null }, null)).toMatchObject({ ok: false, errors: { pimsConnectionType: CLIENT_VALIDATION_MESSAGES.unknownConnectionType } });
  });

  it('keeps a stored PIMS id: another one is refused, the same one accepted', () => {
    expect(validateClientLinkInput(base, { pimsId: 'EZ-C-2' })).toEqual({ ok: false, errors: { pimsId: CLIENT_VALIDATION_MESSAGES.pimsIdReadOnly } });
    expect(validateClientLinkInput(base, { pimsId: 'EZ-C-1' }).ok).toBe(true);
  });

  it('refuses a repeated address and a bad phone', () => {
    expect(validateClientLinkInput({ ...base, locationClientAddress: [address, address] }, null)).toEqual({
      ok: false,
      errors: { 'locationClientAddress.1': 'Address: The address already exists' },
    });
    expect(validateClientLinkInput({ ...base, locationClientPhones: [{ phoneTypeId: 1, phoneNumber: '(612) 555-0101' }] }, null)).toEqual({
      ok: false,
      errors: { 'locationClientPhones.0.phoneNumber': 'Please enter a valid phone number' },
    });
  });
});

describe('clientLinkWrite: copy-if-empty', () => {
  const link = (over: Record<string, unknown> = {}) => {
    const r = validateClientLinkInput({ ...base, email: 'pims@example.com', locationClientPhones: [{ phoneTypeId: 0, phoneNumber: '6125550101' }], locationClientAddress: [{ ...address, addressTypeId: 0 }], ...over }, null);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r.value;
  };

  it('never overwrites a stored e-mail, active phone or active address', () => {
    fc.assert(
      fc.property(fc.option(fc.emailAddress(), { nil: null }), fc.nat(3), fc.nat(3), (email, phones, addresses) => {
        const w = clientLinkWrite({ email, activePhoneCount: phones, activeAddressCount: addresses }, link());
        expect(w.email).toBe(email ? null : 'pims@example.com');
        expect(w.phones === null).toBe(phones > 0);
        expect(w.addresses === null).toBe(addresses > 0);
        expect(w.pimsId).toBe('EZ-C-1');
        expect(w.pimsConnectionType).toBe('EZYVET');
      }),
    );
  });

  it('stores a type id 0 (missing from the reference list) without a type', () => {
    const w = clientLinkWrite({ email: null, activePhoneCount: 0, activeAddressCount: 0 }, link());
    expect(w.phones).toEqual([{ uuid: null, phoneTypeId: null, phoneNumber: '6125550101' }]);
    expect(w.addresses?.[0].addressTypeId).toBeNull();
  });

  it('writes nothing to copy when the PIMS has nothing', () => {
    const w = clientLinkWrite({ email: null, activePhoneCount: 0, activeAddressCount: 0 }, link({ email: null, locationClientPhones: [], locationClientAddress: [] }));
    expect([w.email, w.phones, w.addresses]).toEqual([null, null, null]);
  });

  it('agrees with the copy-if-empty update the link panel sends', () => {
    const caretaker: PimsCaretaker = { pimsId: 'EZ-C-1', pimsConnectionType: 'EZYVET', emails: [{ address: 'p@x.co' }], phones: [{ number: '6125550199', isPrimary: true }], addresses: [] };
    const sent = clientLinkUpdate({ id: 7, isActive: true, email: 'mine@x.co', phones: [{ phoneNumber: '6125550101', phoneTypeId: 1 }] }, caretaker, { addressTypes: [], phoneTypes: [] });
    const r = validateClientLinkInput(sent, null);
    expect(r.ok).toBe(true);
    if (r.ok) expect(clientLinkWrite({ email: 'mine@x.co', activePhoneCount: 1, activeAddressCount: 0 }, r.value)).toMatchObject({ email: null, phones: null, addresses: null });
  });
});

describe('link page', () => {
  it('links to /link with the first and last name', () => {
    expect(linkPageHref({ firstName: 'Ann', lastName: "O'Neil" })).toBe('/link?firstName=Ann&lastName=O%27Neil');
    expect(linkPageHref({ firstName: ' ', lastName: 'Lee' })).toBe('/link?lastName=Lee');
    expect(linkPageHref(null)).toBe('/link');
  });

  it('starts its search from the query, at most 50 characters, and searches with the trimmed term', () => {
    expect(linkPageInitialSearch(new Map([['firstName', 'Ann'], ['lastName', ' Lee ']]) as unknown as { get(n: string): string | null })).toBe('Ann Lee');
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (a, b) => {
        const params = { get: (n: string) => (n === 'firstName' ? a : n === 'lastName' ? b : null) };
        expect(linkPageInitialSearch(params).length).toBeLessThanOrEqual(50);
        const term = linkPageSearchTerm(a);
        expect(term === null || (term.length <= 50 && term === term.trim() && term !== '')).toBe(true);
      }),
    );
  });
});
