import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPrescriptionFillable, UNFILLABLE_STATUSES, unfillableReasons } from './fillable.js';
import { RX_STATUS_CODES } from './status.js';

const now = new Date(2026, 0, 20, 12);
const future = dayjs(now).add(3, 'month').format('YYYY-MM-DD');
const past = dayjs(now).subtract(1, 'day').format('YYYY-MM-DD');

describe('fillable', () => {
  it('a created, unexpired prescription of an active product and patient is fillable', () => {
    expect(
      isPrescriptionFillable(
        { rxStatus: { code: 'Created' }, prescExpiryDate: future, product: { isActive: true }, locationPatient: { isActive: true } },
        now,
      ),
    ).toBe(true);
  });

  it('property: fillable iff not archived, status allowed, not expired, product and patient active', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RX_STATUS_CODES),
        fc.boolean(),
        fc.constantFrom(future, past, null),
        fc.option(fc.boolean(), { nil: null }),
        fc.option(fc.boolean(), { nil: null }),
        fc.option(fc.boolean(), { nil: null }),
        (code, archived, expiry, productActive, patientActive, deceased) => {
          const rx = {
            archived,
            rxStatus: { code },
            prescExpiryDate: expiry,
            product: { isActive: productActive },
            locationPatient: { isActive: patientActive, isDeceased: deceased },
          };
          const expected =
            !archived &&
            !UNFILLABLE_STATUSES.has(code) &&
            expiry === future &&
            productActive !== false &&
            patientActive !== false &&
            deceased !== true;
          expect(isPrescriptionFillable(rx, now)).toBe(expected);
        },
      ),
    );
  });

  it('names every reason', () => {
    expect(
      unfillableReasons(
        { archived: true, rxStatus: null, prescExpiryDate: past, product: { isActive: false }, locationPatient: { isDeceased: true } },
        now,
      ),
    ).toEqual(['archived', 'status', 'expired', 'discontinued', 'patientInactive']);
    expect(unfillableReasons({ rxStatus: { code: 'SentToPharmacy' } }, now)).toEqual(['noExpiry']);
  });
});
