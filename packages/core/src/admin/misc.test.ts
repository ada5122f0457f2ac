import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZES, ADMIN_SEARCH_MIN, BUILT_IN_ROLES, PIMS_SECRET_MASK } from './constants.js';
import { applyIdDiff, delegationChanges, diffIds, splitDelegates } from './delegation.js';
import {
  activeLabel,
  adminSearchTerm,
  canAddOrganization,
  groupPracticeSearch,
  isMaskedSecret,
  locationCountLabel,
  pharmacyBadge,
  pimsSecretDisplay,
  writebackLabel,
  writebackSwitch,
  yesNoLabel,
} from './display.js';
import { officeUseDefaults } from './office-use.js';
import { checkPimsUserLink, checkUserSearch, pimsUserLinkToast, pimsUserSyncToast } from './pims-user.js';

describe('delegation', () => {
  const ids = fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 10 });

  it('apply(diff(a, b), a) equals b as a set', () => {
    fc.assert(
      fc.property(ids, ids, (a, b) => {
        expect(new Set(applyIdDiff(diffIds(a, b), a))).toEqual(new Set(b.map(String)));
      }),
    );
  });

  it('the diff of a list with itself is empty, and removed and added never overlap', () => {
    fc.assert(
      fc.property(ids, ids, (a, b) => {
        expect(diffIds(a, a)).toEqual({ removed: [], added: [] });
        const d = diffIds(a, b);
        expect(d.removed.filter((x) => d.added.includes(x))).toEqual([]);
      }),
    );
  });

  it('deletes removed delegations and adds new ones', () => {
    const stored = [
      { id: 90, delegatedLocationUserId: 7 },
      { id: 91, delegatedLocationUserId: 8 },
    ];
    expect(delegationChanges(5, stored, [8, 9, 9])).toEqual({ add: [{ locationUserId: 5, delegatedLocationUserId: 9 }], deleteIds: [90] });
    expect(splitDelegates([{ id: 1 }, { id: 2 }, { id: 3 }], [2], 3)).toEqual({ nonDelegates: [{ id: 1 }], delegates: [{ id: 2 }] });
  });
});

describe('office use', () => {
  it('prefills vetou and refills by pharmacy', () => {
    expect(officeUseDefaults('RVP')).toEqual({ sigCode: 'vetou', npCode: 'vetou', refills: 999 });
    expect(officeUseDefaults(' ggvcp ').refills).toBe(0);
    expect(officeUseDefaults(null).refills).toBe(0);
  });
});

describe('PIMS user link and search', () => {
  it('needs the account id, the connection type and the PIMS id', () => {
    expect(checkPimsUserLink({ pimsAccountId: 'a', pimsConnectionType: 'EZYVET', pimsId: ' 9 ' })).toEqual({
      ok: true,
      value: { pimsAccountId: 'a', pimsConnectionType: 'EZYVET', pimsId: '9' },
    });
    expect(checkPimsUserLink({ pimsAccountId: 'a', pimsConnectionType: null, pimsId: '9' })).toEqual({
      ok: false,
      errors: { pimsId: 'The selected user has incomplete data.' },
    });
    expect(pimsUserLinkToast({ ok: true })).toEqual({ title: 'User linked successfully.' });
    expect(pimsUserLinkToast({ ok: false, message: 'timeout' })).toEqual({ title: 'Failed to link user: timeout' });
    expect(pimsUserSyncToast({ isSuccess: true, count: 4 })).toEqual({ title: 'PIMS users synchronised: 4' });
    expect(pimsUserSyncToast({ isSuccess: false, count: 0 })).toBeNull();
  });

  it('needs a location for the user search', () => {
    expect(checkUserSearch({ locationIds: [] })).toEqual({ ok: false, errors: { locationIds: 'At least 1 location should be selected' } });
    expect(checkUserSearch({ locationIds: [1] }).ok).toBe(true);
  });
});

describe('display', () => {
  it('labels counts, flags and the secret', () => {
    expect(locationCountLabel(1)).toBe('1 Location');
    expect(locationCountLabel(0)).toBe('0 Locations');
    fc.assert(fc.property(fc.integer({ min: 2, max: 1000 }), (n) => {
      expect(locationCountLabel(n)).toBe(`${n} Locations`);
    }));
    expect(activeLabel(true)).toBe('Active');
    expect(activeLabel(null)).toBe('Inactive');
    expect(yesNoLabel(true)).toBe('Yes');
    expect(yesNoLabel(false)).toBe('No');
    expect(pimsSecretDisplay(true)).toBe('*'.repeat(32));
    expect(pimsSecretDisplay(false)).toBe('');
    expect(isMaskedSecret(PIMS_SECRET_MASK)).toBe(true);
    expect(isMaskedSecret('secret')).toBe(false);
    expect(writebackLabel(true)).toBe('ENABLED');
    expect(writebackLabel(undefined)).toBe('DISABLED');
  });

  it('shows the pharmacy badge and the writeback switch', () => {
    expect(pharmacyBadge({ locationPharmacies: [] })).toEqual({ missing: true, label: 'Missing Pharmacy' });
    expect(pharmacyBadge({ locationPharmacies: [{ name: 'A' }, { name: 'B', isPrimary: true }] })).toEqual({ missing: false, label: 'B' });
    expect(pharmacyBadge({})).toEqual({ missing: true, label: 'Missing Pharmacy' });
    expect(writebackSwitch({ isSupportUser: true }, { pimsAccountId: 'a' })).toEqual({ visible: true, disabled: false });
    expect(writebackSwitch({ isSupportUser: false }, {})).toEqual({ visible: false, disabled: true });
    fc.assert(fc.property(fc.nat(), (n) => canAddOrganization({ masteredLocations: n }) === (n === 0)));
  });

  it('searches from 3 characters (2 for the organization-detail locations)', () => {
    expect(adminSearchTerm(' ab ')).toBeNull();
    expect(adminSearchTerm(' abc ')).toBe('abc');
    expect(adminSearchTerm('ab', ADMIN_SEARCH_MIN.organizationDetailLocations)).toBe('ab');
    expect(adminSearchTerm(null)).toBeNull();
  });

  it('groups practice search results by organization', () => {
    const groups = groupPracticeSearch([
      { id: 1, name: 'North', organization: { id: 9, name: 'Acme' } },
      { id: 2, name: 'Solo' },
      { id: 3, name: 'South', organization: { id: 9, name: 'Acme' } },
    ]);
    expect(groups.map((g) => [g.kind, g.name, g.countLabel, g.locations.map((l) => l.id)])).toEqual([
      ['organization', 'Acme', '2 Locations', [1, 3]],
      ['location', 'Solo', '1 Location', [2]],
    ]);
  });

  it('has the constants of §9', () => {
    expect(ADMIN_PAGE_SIZES).toMatchObject({ users: 10, organizationDetailLocations: 20, global: 500 });
    expect(BUILT_IN_ROLES).toContain('VETADMIN');
  });
});
