import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weightWithUnit } from '../patient/display.js';
import { clientFullName, clientRowPatients } from './display.js';

describe('client display', () => {
  it('joins the names present, and names an unnamed client', () => {
    const name = fc.option(fc.constantFrom('Ann', ' Lee ', '', '  '), { nil: null });
    fc.assert(
      fc.property(name, name, (firstName, lastName) => {
        const parts = [firstName, lastName].map((p) => p?.trim() ?? '').filter(Boolean);
        expect(clientFullName({ firstName, lastName })).toBe(parts.length ? parts.join(' ') : 'Unnamed client');
      }),
    );
  });

  it('lists a row’s patients with active links only, primary first, then by name', () => {
    const rows = clientRowPatients([
      { isActive: true, isPrimary: false, locationPatient: { name: 'Milo' } },
      { isActive: false, isPrimary: true, locationPatient: { name: 'Gone' } },
      { isActive: true, isPrimary: false, locationPatient: { name: 'Bella' } },
      { isActive: true, isPrimary: true, locationPatient: { name: 'Zeus' } },
      { isActive: true, isPrimary: false, locationPatient: null },
    ]);
    expect(rows.map((p) => p.name)).toEqual(['Zeus', 'Bella', 'Milo']);
  });
});

describe('weight with unit', () => {
  it('shows up to 2 decimals with the unit, lbs by default, N/A without a weight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.constantFrom('lbs', 'kg', 'KG', null), (cents, unit) => {
        const text = weightWithUnit({ weight: cents / 100, weightUnit: unit });
        expect(text).toBe(`${cents / 100} ${unit ? unit.toLowerCase() : 'lbs'}`);
      }),
    );
    expect(weightWithUnit({ weight: null })).toBe('N/A');
  });
});
