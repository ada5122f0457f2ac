import { describe, expect, it } from 'vitest';
import { linkVariables } from './PimsLinkDialog';
import { clientFormFromPims, type PimsCaretaker } from './pims-model';

const refs = {
  phoneTypes: [
    { id: '1', description: 'Cell' },
    { id: '4', description: 'Other' },
  ],
  addressTypes: [{ id: '1', description: 'Home' }],
};

const caretaker = {
  id: 'ds-EZ-C-1',
  pimsId: 'EZ-C-1',
  providerId: null,
  pimsAccountId: 'acct',
  pimsConnectionType: 'EZYVET',
  firstName: 'ingrid',
  lastName: 'thornquist',
  isActive: true,
  emails: [{ address: ' Ingrid@Example.COM ' }],
  phones: [
    { number: '(612) 555-0199', type: 'Work', isPrimary: false, isValidMobile: false },
    { number: '6125550176', type: 'Mobile', isPrimary: true, isValidMobile: true },
  ],
  addresses: [
    { addressLine1: '9 Side Rd', addressLine2: null, city: 'Waco', stateProvince: 'Texas', postalCode: '76701', isPrimary: false, isActive: true },
    { addressLine1: '1 Main St', addressLine2: null, city: 'Austin', stateProvince: 'TX', postalCode: '78701-1234', isPrimary: true, isActive: true },
  ],
  patients: [],
} as PimsCaretaker;

describe('clientFormFromPims (a PIMS match prefills Add Client Manually)', () => {
  it('capitalises the names and imports e-mail, phones and addresses as core maps them', () => {
    const v = clientFormFromPims(caretaker, refs);
    expect(v).toMatchObject({ firstName: 'Ingrid', lastName: 'Thornquist', email: 'ingrid@example.com', pimsId: 'EZ-C-1', isActive: 'yes' });
    expect(v.phones).toEqual([
      { phoneTypeId: '1', phoneNumber: '6125550176' },
      { phoneTypeId: '4', phoneNumber: '6125550199' },
    ]);
    // The primary address first, typed Home; the other is Other, missing from the list: the form's default (Home).
    expect(v.addresses.map((a) => [a.addressLine1, a.addressTypeId, a.zip, a.state])).toEqual([
      ['1 Main St', '1', '78701', 'TX'],
      ['9 Side Rd', '1', '76701', 'TX'],
    ]);
  });
});

describe('linkVariables (the "Update client (link)" payload)', () => {
  const update = {
    id: 7,
    isActive: true,
    pimsId: 'EZ-C-1',
    pimsProviderId: null,
    pimsConnectionType: 'EZYVET',
    email: 'own@example.com',
    locationClientAddress: [{ addressTypeId: 1, addressLine1: '1 Main St', addressLine2: null, city: 'Austin', state: 'TX', zip: '78701' }],
    locationClientPhones: [{ phoneTypeId: 0, phoneNumber: '6125550176' }],
  };

  it('sends the PIMS lists only where the client has none of its own', () => {
    const none = linkVariables(update, { id: 7, isActive: true, phones: [], addresses: [] });
    expect(none.input.locationClientPhones).toEqual([{ phoneTypeId: '0', phoneNumber: '6125550176' }]);
    expect(none.input.locationClientAddress).toEqual([{ addressTypeId: '1', addressLine1: '1 Main St', addressLine2: null, city: 'Austin', state: 'TX', zip: '78701' }]);
    const own = linkVariables(update, { id: 7, isActive: true, phones: [{ phoneNumber: '6125550000' }], addresses: [{ addressLine1: 'x', city: 'y', state: 'MN', zip: '55369' }] });
    expect(own.input).toMatchObject({ id: '7', pimsId: 'EZ-C-1', pimsConnectionType: 'EZYVET', locationClientPhones: [], locationClientAddress: [] });
  });
});
