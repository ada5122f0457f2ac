import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_TYPE_FILTERS,
  buildPatientPrescriptionsVariables,
  buildPrescriptionHistoryVariables,
  historyApprovalTypeFilters,
} from './history.js';

describe('history filters', () => {
  it('default approval-type filters AOTC, RX, OTC; Show OTC off removes OTC', () => {
    expect(historyApprovalTypeFilters()).toEqual(['AOTC', 'RX', 'OTC']);
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), (showOtc) => {
        const f = historyApprovalTypeFilters({ showOtc });
        expect(f).toEqual(showOtc === false ? ['AOTC', 'RX'] : [...APPROVAL_TYPE_FILTERS]);
      }),
    );
  });

  it('Show Only Active sets archived false, whatever the archived filter', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), fc.option(fc.boolean(), { nil: null }), (showOnlyActive, archived) => {
        const v = buildPrescriptionHistoryVariables(1, { showOnlyActive, archived });
        expect(v.archived).toBe(showOnlyActive === true ? false : archived);
        expect(buildPatientPrescriptionsVariables(9, { showOnlyActive }).showArchived).toBe(showOnlyActive !== true);
      }),
    );
  });

  it('pages, sizes and constants', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 50 }), fc.integer({ min: -3, max: 100 }), (page, size) => {
        const v = buildPrescriptionHistoryVariables(1, {}, page, size);
        expect(v.take).toBe(Math.max(1, size));
        expect(v.skip).toBe((Math.max(1, page) - 1) * Math.max(1, size));
      }),
    );
  });

  it('builds GetPrescriptionHistory variables', () => {
    expect(
      buildPrescriptionHistoryVariables(
        3,
        {
          locationClientId: 1,
          productId: 'p',
          rxStatusFilters: ['draft', 'FAXED', 'draft', 'bogus'],
          startDateTime: new Date(2026, 0, 9, 13),
          endDateTime: '2026-02-01',
          showOtc: false,
        },
        2,
      ),
    ).toEqual({
      locationId: 3,
      skip: 10,
      take: 10,
      locationClientId: 1,
      locationPatientId: null,
      productId: 'p',
      prescribingVetId: null,
      rxStatusFilters: ['DRAFT', 'FAXED'],
      startDateTime: new Date(2026, 0, 9).toISOString(),
      endDateTime: new Date(2026, 1, 1, 23, 59, 59, 999).toISOString(),
      archived: null,
      productApprovalTypeFilters: ['AOTC', 'RX'],
    });
  });

  it('a date range covers its whole first and last local days', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true }), (d) => {
        const v = buildPrescriptionHistoryVariables(1, { startDateTime: d, endDateTime: d });
        const start = new Date(v.startDateTime!);
        const end = new Date(v.endDateTime!);
        expect(start.getTime()).toBeLessThanOrEqual(d.getTime());
        expect(end.getTime()).toBeGreaterThanOrEqual(d.getTime());
        expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([d.getFullYear(), d.getMonth(), d.getDate(), 0, 0]);
        expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59]);
      }),
    );
    expect(buildPrescriptionHistoryVariables(1, { startDateTime: 'nope' }).startDateTime).toBeNull();
  });

  it('builds GetPrescriptionsByLocationPatientId variables with defaults', () => {
    expect(buildPatientPrescriptionsVariables(5)).toEqual({
      locationPatientId: 5,
      showArchived: true,
      productApprovalTypeFilters: ['AOTC', 'RX', 'OTC'],
      skip: 0,
      take: 5,
    });
    expect(buildPatientPrescriptionsVariables(5, { showOnlyActive: true, showOtc: false }, 3, 10)).toEqual({
      locationPatientId: 5,
      showArchived: false,
      productApprovalTypeFilters: ['AOTC', 'RX'],
      skip: 20,
      take: 10,
    });
  });
});

describe('patient history approval-type filter', () => {
  it('asks for the ticked types in the spec order, all when none is ticked, never OTC with Show OTC off', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...APPROVAL_TYPE_FILTERS]), fc.option(fc.boolean(), { nil: undefined }), (ticked, showOtc) => {
        const f = historyApprovalTypeFilters({ approvalTypes: ticked, showOtc });
        const expected = APPROVAL_TYPE_FILTERS.filter((t) => (ticked.length === 0 || ticked.includes(t)) && (t !== 'OTC' || showOtc !== false));
        expect(f).toEqual(expected);
        expect(buildPatientPrescriptionsVariables(5, { approvalTypes: ticked, showOtc }).productApprovalTypeFilters).toEqual(expected);
      }),
    );
    expect(historyApprovalTypeFilters({ approvalTypes: ['OTC', 'AOTC'] })).toEqual(['AOTC', 'OTC']);
  });
});
