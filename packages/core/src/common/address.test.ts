import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  postalAddress,
  zipField,
  zipInput,
  ADDRESS_TYPES,
  addressInputSchema,
  addressKey,
  checkNewAddress,
  flagDuplicateAddresses,
  isAddressComplete,
  isDuplicateAddress,
} from './address.js';
import { US_STATES, stateCode, stateName } from './us-states.js';
import { DEFAULT_CONTACT_TYPES } from './phone.js';

const home = { addressTypeId: 1, addressLine1: '1 Main St', addressLine2: 'Suite 4', city: 'Austin', state: 'TX', zip: '78701' };

const recase = (s: string, flips: boolean[]) =>
  [...s].map((ch, i) => (flips[i % Math.max(flips.length, 1)] ? ch.toUpperCase() : ch.toLowerCase())).join('');
const space = fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 });

describe('address rules', () => {
  it('is complete only with line 1, city, zip and state', () => {
    expect(isAddressComplete(home)).toBe(true);
    for (const field of ['addressLine1', 'city', 'zip', 'state'] as const) {
      expect(isAddressComplete({ ...home, [field]: '  ' })).toBe(false);
    }
    expect(isAddressComplete({ ...home, addressLine2: null })).toBe(true);
  });

  it('detects duplicates ignoring case and surrounding space', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1 }), space, space, (flips, before, after) => {
        const variant = {
          addressTypeId: home.addressTypeId,
          addressLine1: before + recase(home.addressLine1, flips) + after,
          addressLine2: recase(home.addressLine2, flips) + after,
          city: before + recase(home.city, flips),
          state: recase(home.state, flips) + after,
          zip: before + home.zip + after,
        };
        expect(isDuplicateAddress([home], variant)).toBe(true);
      }),
    );
  });

  it('a difference in any compared field is not a duplicate', () => {
    for (const [field, value] of [
      ['addressLine1', '2 Main St'],
      ['addressLine2', null],
      ['city', 'Dallas'],
      ['state', 'CA'],
      ['zip', '78702'],
      ['addressTypeId', 2],
    ] as const) {
      expect(isDuplicateAddress([home], { ...home, [field]: value }), field).toBe(false);
    }
    expect(addressKey({ ...home, state: 'Texas' })).toBe(addressKey(home));
    expect(addressKey({ addressLine1: 'x', state: 'Atlantis' })).toBe(addressKey({ addressLine1: 'X', state: ' atlantis' }));
  });

  it('refuses a duplicate with the spec message', () => {
    expect(checkNewAddress([home], { ...home, city: 'AUSTIN ' })).toEqual({
      ok: false,
      errors: { address: 'Address: The address already exists' },
    });
    expect(checkNewAddress([home], { ...home, zip: '73301' })).toEqual({ ok: true, value: [home, { ...home, zip: '73301' }] });
  });

  it('flags repeated addresses of a list by index', () => {
    const issues: unknown[] = [];
    flagDuplicateAddresses([home, { ...home }, null, { ...home, zip: '11111' }], 'locationClientAddress', {
      addIssue: (i) => issues.push(i),
    });
    expect(issues).toEqual([{ code: 'custom', message: 'Address: The address already exists', path: ['locationClientAddress', 1] }]);
    flagDuplicateAddresses('nope', 'x', { addIssue: (i) => issues.push(i) });
    expect(issues).toHaveLength(1);
  });

  it('knows the types and the default', () => {
    expect(ADDRESS_TYPES).toContain(DEFAULT_CONTACT_TYPES.address);
  });
});

describe('zipInput', () => {
  it('keeps the digits of what is typed, five at most, and zipField accepts any five it keeps', () => {
    expect(zipInput('78701-1234')).toBe('78701');
    expect(zipInput(' 7 8a7')).toBe('787');
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = zipInput(typed);
        expect(kept).toMatch(/^\d{0,5}$/);
        expect(zipInput(kept)).toBe(kept);
        if (kept.length === 5) expect(zipField().safeParse(kept).success).toBe(true);
      }),
    );
  });
});

describe('postalAddress', () => {
  it('copies exactly the lines, city, state and zip, whatever else the address carries', () => {
    fc.assert(
      fc.property(
        fc.record({ uuid: fc.uuid(), addressTypeId: fc.option(fc.nat()), addressLine1: fc.string(), addressLine2: fc.option(fc.string()), city: fc.string(), state: fc.string(), zip: fc.string(), isActive: fc.boolean() }),
        (a) => {
          const postal = postalAddress(a);
          expect(Object.keys(postal).sort()).toEqual(['addressLine1', 'addressLine2', 'city', 'state', 'zip']);
          expect(postal).toEqual({ addressLine1: a.addressLine1, addressLine2: a.addressLine2, city: a.city, state: a.state, zip: a.zip });
        },
      ),
    );
  });
});

describe('address write schema', () => {
  it('trims, maps the state to its code and nulls an empty line 2', () => {
    expect(
      addressInputSchema.parse({ addressLine1: ' 1 Main ', addressLine2: '  ', city: 'Austin ', state: 'texas', zip: '78701' }),
    ).toEqual({ uuid: null, addressTypeId: null, addressLine1: '1 Main', addressLine2: null, city: 'Austin', state: 'TX', zip: '78701' });
  });

  it('applies the limits after trimming and requires line 1, city, state and zip', () => {
    const errors = (input: object) =>
      Object.fromEntries((addressInputSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(errors({})).toEqual({
      addressLine1: 'This field is required',
      city: 'This field is required',
      state: 'This field is required',
      zip: 'This field is required',
    });
    expect(
      errors({ addressLine1: 'a'.repeat(101), addressLine2: 'b'.repeat(61), city: 'c'.repeat(61), state: 'Atlantis', zip: '1234a' }),
    ).toEqual({
      addressLine1: 'Must be 100 characters or fewer',
      addressLine2: 'Must be 60 characters or fewer',
      city: 'Must be 60 characters or fewer',
      state: 'Please select a valid US state',
      zip: 'Zip must be exactly 5 digits',
    });
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (zip) => {
        const ok = addressInputSchema.safeParse({ addressLine1: 'a', city: 'b', state: 'TX', zip }).success;
        expect(ok).toBe(/^\d{5}$/.test(zip.trim()));
      }),
    );
  });
});

describe('US states', () => {
  it('has the 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
  });

  it('maps every name to its code and back, in any case and spacing', () => {
    for (const s of US_STATES) {
      expect(stateCode(s.name)).toBe(s.code);
      expect(stateCode(`  ${s.name.toUpperCase().replace(/ /g, '  ')} `)).toBe(s.code);
      expect(stateCode(s.code.toLowerCase())).toBe(s.code);
      expect(stateName(s.code)).toBe(s.name);
      expect(stateName(stateCode(s.name))).toBe(s.name);
    }
  });

  it('reads Washington DC spellings and refuses unknown states', () => {
    expect(stateCode('Washington, D.C.')).toBe('DC');
    expect(stateCode('washington dc')).toBe('DC');
    expect(stateCode('Washington')).toBe('WA');
    expect(stateCode('Puerto Rico')).toBeNull();
    expect(stateCode('')).toBeNull();
    expect(stateCode(null)).toBeNull();
    expect(stateName('ZZ')).toBeNull();
    expect(stateName(undefined)).toBeNull();
  });
});
