import { fireEvent, screen, within } from '@testing-library/react';
import { CLIENT_SCREEN_LABELS as L, COMMON_MESSAGES } from '@vetrx/core/messages';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/wrapper';
import { AddressListEditor, type AddressItem } from './address-list-editor';
import { PhoneListEditor, type PhoneItem } from './phone-list-editor';

const PHONE_TYPES = ['Cell', 'Home', 'Office', 'Other', 'Fax'].map((description, i) => ({ id: String(i + 1), description }));
const ADDRESS_TYPES = ['Home', 'Office', 'Other', 'Shipping', 'Billing'].map((description, i) => ({ id: String(i + 1), description }));

function Phones({ initial = [] as PhoneItem[] }) {
  const [value, setValue] = useState<PhoneItem[]>(initial);
  return <PhoneListEditor value={value} onChange={setValue} types={PHONE_TYPES} defaultTypeName="Cell" />;
}
function Addresses() {
  const [value, setValue] = useState<AddressItem[]>([]);
  return <AddressListEditor value={value} onChange={setValue} types={ADDRESS_TYPES} defaultTypeName="Home" />;
}

describe('PhoneListEditor', () => {
  it('masks the number 3-3-4 with digits and spaces only, defaults the type to Cell, and lists it as primary', () => {
    renderWithProviders(<Phones />);
    const input = screen.getByRole('textbox', { name: L.phoneNumber });
    fireEvent.change(input, { target: { value: '(612) 555-0142 ext' } });
    expect(input).toHaveProperty('value', '612 555 0142');
    expect(screen.getByRole('combobox', { name: L.phoneType })).toHaveProperty('value', '1');
    fireEvent.click(screen.getByRole('button', { name: L.addPhone }));
    const item = screen.getByTestId('phone-item');
    expect(item.textContent).toContain('(612) 555-0142');
    expect(item.textContent).toContain('Cell');
    expect(item.textContent).toContain(L.primary);
    expect(input).toHaveProperty('value', '');
  });

  it('caps what is typed at the mask, and shows 7 digits as 555 0142 once the field is left', () => {
    renderWithProviders(<Phones />);
    const input = screen.getByRole('textbox', { name: L.phoneNumber });
    fireEvent.change(input, { target: { value: '61a2b5551234999' } });
    expect(input).toHaveProperty('value', '612 555 1234');
    fireEvent.change(input, { target: { value: '555-0142' } });
    expect(input).toHaveProperty('value', '555 014 2');
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '555 0142');
  });

  const paste = (input: HTMLElement, text: string) => fireEvent.paste(input, { clipboardData: { getData: () => text } });

  it('normalises a paste (the country code +1 dropped), and a too-long paste reads as invalid', () => {
    renderWithProviders(<Phones />);
    const input = screen.getByRole('textbox', { name: L.phoneNumber });
    paste(input, '+1 (612) 555-1234');
    expect(input).toHaveProperty('value', '612 555 1234');
    fireEvent.click(screen.getByRole('button', { name: L.addPhone }));
    expect(screen.getByTestId('phone-item').textContent).toContain('(612) 555-1234');
    paste(input, '+44 20 7946 09581');
    expect(input).toHaveProperty('value', '4420794609581');
    fireEvent.click(screen.getByRole('button', { name: L.addPhone }));
    expect(screen.getByText(COMMON_MESSAGES.invalidPhone)).toBeVisible();
    expect(screen.getAllByTestId('phone-item')).toHaveLength(1);
  });

  it("a client's list refuses a number already listed whatever its type or spelling (clients §5)", () => {
    function ClientPhones() {
      const [value, setValue] = useState<PhoneItem[]>([]);
      return <PhoneListEditor value={value} onChange={setValue} types={PHONE_TYPES} defaultTypeName="Cell" unique="number" />;
    }
    renderWithProviders(<ClientPhones />);
    const input = screen.getByRole('textbox', { name: L.phoneNumber });
    paste(input, '+1 (612) 555-0142');
    fireEvent.click(screen.getByRole('button', { name: L.addPhone }));
    paste(input, '612-555-0142');
    fireEvent.change(screen.getByRole('combobox', { name: L.phoneType }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: L.addPhone }));
    expect(screen.getByText(L.phoneAlreadyListed)).toBeVisible();
    fireEvent.change(input, { target: { value: '16125550142' } });
    fireEvent.click(screen.getByRole('button', { name: L.addPhone }));
    expect(screen.getAllByTestId('phone-item')).toHaveLength(1);
  });

  it('refuses an invalid number, and does not add a number-and-type pair twice', () => {
    renderWithProviders(<Phones initial={[{ phoneTypeId: '1', phoneNumber: '6125550142' }]} />);
    const input = screen.getByRole('textbox', { name: L.phoneNumber });
    fireEvent.change(input, { target: { value: '61255' } });
    fireEvent.click(screen.getByRole('button', { name: L.addPhone }));
    expect(screen.getByText(COMMON_MESSAGES.invalidPhone)).toBeVisible();
    fireEvent.change(input, { target: { value: '6125550142' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(L.phoneAlreadyListed)).toBeVisible();
    expect(screen.getAllByTestId('phone-item')).toHaveLength(1);
    fireEvent.change(screen.getByRole('combobox', { name: L.phoneType }), { target: { value: '2' } });
    fireEvent.change(input, { target: { value: '6125550142' } });
    fireEvent.click(screen.getByRole('button', { name: L.addPhone }));
    expect(screen.getAllByTestId('phone-item')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: /Remove phone/ })[0]);
    expect(screen.getAllByTestId('phone-item')).toHaveLength(1);
  });
});

describe('AddressListEditor', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('needs line 1, city, state and zip, and refuses the same address twice', () => {
    renderWithProviders(<Addresses />);
    fireEvent.click(screen.getByRole('button', { name: L.addAddress }));
    expect(screen.getAllByText(COMMON_MESSAGES.fieldRequired).length).toBe(4);
    const add = () => {
      fill(L.addressLine1, '12 Elm St');
      fill(L.city, 'Maple Grove');
      fill(L.state, 'MN');
      fill(L.zip, '55a369');
      fireEvent.click(screen.getByRole('button', { name: L.addAddress }));
    };
    add();
    const item = screen.getByTestId('address-item');
    expect(item.textContent).toContain('12 Elm St, Maple Grove, MN 55369');
    expect(within(item).getByText('Home')).toBeVisible();
    add();
    expect(screen.getByTestId('address-duplicate-error').textContent).toBe(COMMON_MESSAGES.duplicateAddress);
    expect(screen.getAllByTestId('address-item')).toHaveLength(1);
    fill(L.addressType, '4');
    add();
    expect(screen.getAllByTestId('address-item')).toHaveLength(2);
  });
});
