import { describe, expect, it } from 'vitest';
import { formatAddress } from '../format/address.js';
import {
  CONSULT_CONNECTION_TYPES,
  PIMS_CONNECTION_TYPES,
  WRITEBACK_CONNECTION_TYPES,
  isConnectionTypeIn,
  isPimsEnabled,
  isPimsImportEnabled,
  toConnectionType,
} from './pims.js';

describe('PIMS connection types', () => {
  it('has eleven types, six writeback-capable including both consult-capable ones', () => {
    expect(PIMS_CONNECTION_TYPES).toHaveLength(11);
    expect(WRITEBACK_CONNECTION_TYPES).toHaveLength(6);
    for (const t of [...WRITEBACK_CONNECTION_TYPES, ...CONSULT_CONNECTION_TYPES]) expect(PIMS_CONNECTION_TYPES).toContain(t);
    for (const t of CONSULT_CONNECTION_TYPES) expect(WRITEBACK_CONNECTION_TYPES).toContain(t);
  });

  it('reads types case-insensitively', () => {
    expect(toConnectionType(' ezyVet ')).toBe('EZYVET');
    expect(toConnectionType('nope')).toBeNull();
    expect(toConnectionType(null)).toBeNull();
    expect(isConnectionTypeIn(CONSULT_CONNECTION_TYPES, 'digitail')).toBe(true);
    expect(isConnectionTypeIn(CONSULT_CONNECTION_TYPES, 'ACT')).toBe(false);
    expect(isConnectionTypeIn(CONSULT_CONNECTION_TYPES, undefined)).toBe(false);
  });
});

describe('PIMS flags', () => {
  const both = { isPimsEnabled: true, organization: { isPIMSEnabled: true } };
  it('needs the location and the organization flags', () => {
    expect(isPimsEnabled(both)).toBe(true);
    expect(isPimsEnabled({ isPimsEnabled: true, organization: { isPIMSEnabled: false } })).toBe(false);
    expect(isPimsEnabled({ isPimsEnabled: false, organization: { isPIMSEnabled: true } })).toBe(false);
    expect(isPimsEnabled({ isPimsEnabled: true })).toBe(false);
  });

  it('import also needs the pimsImport feature and an organization that allows it', () => {
    expect(isPimsImportEnabled(both, { pimsImport: true })).toBe(true);
    expect(isPimsImportEnabled(both, {})).toBe(false);
    expect(isPimsImportEnabled({ ...both, organization: { isPIMSEnabled: true, isPimsImportEnabled: false } }, { pimsImport: true })).toBe(false);
    expect(isPimsImportEnabled({ isPimsEnabled: false }, { pimsImport: true })).toBe(false);
  });
});

describe('address display', () => {
  it('joins the present parts', () => {
    expect(formatAddress({ addressLine1: '1 Main', addressLine2: ' ', city: 'Austin', state: 'TX', zip: '78701' })).toBe('1 Main, Austin, TX 78701');
    expect(formatAddress({ addressLine1: '1 Main', zip: '78701' })).toBe('1 Main, 78701');
    expect(formatAddress(null)).toBe('');
  });
});
