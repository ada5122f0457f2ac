import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLocationSwitch, recordLocationToSwitch, selectLocation, type LocationAssignment } from './location.js';

const a = (id: number, locationId: number, isActive: boolean, isPrimary = false): LocationAssignment => ({
  id,
  isActive,
  isPrimary,
  location: { id: locationId },
});

describe('location selection', () => {
  const list = [a(1, 10, true), a(2, 20, true, true), a(3, 30, false), a(4, 40, true)];

  it('prefers the stored location when it is still an active assignment', () => {
    expect(selectLocation(list, '40')?.id).toBe(4);
    expect(selectLocation(list, 40)?.id).toBe(4);
  });

  it('falls back to the primary, then the first active assignment', () => {
    expect(selectLocation(list, '30')?.id).toBe(2);
    expect(selectLocation(list, null)?.id).toBe(2);
    expect(selectLocation([a(1, 10, false, true), a(5, 50, true)], undefined)?.id).toBe(5);
    expect(selectLocation([a(1, 10, false)])).toBeNull();
    expect(selectLocation([])).toBeNull();
  });

  it('always returns an active assignment when one exists', () => {
    const assignment = fc
      .record({ id: fc.nat(), locationId: fc.nat({ max: 20 }), isActive: fc.boolean(), isPrimary: fc.boolean() })
      .map((r) => a(r.id, r.locationId, r.isActive, r.isPrimary));
    fc.assert(
      fc.property(fc.array(assignment, { maxLength: 8 }), fc.option(fc.nat({ max: 20 })), (assignments, stored) => {
        const chosen = selectLocation(assignments, stored);
        const anyActive = assignments.some((x) => x.isActive);
        expect(chosen === null).toBe(!anyActive);
        if (chosen) {
          expect(chosen.isActive).toBe(true);
          const storedActive = assignments.find((x) => x.isActive && x.location.id === stored);
          if (storedActive) expect(chosen.location.id).toBe(stored);
          else if (assignments.some((x) => x.isActive && x.isPrimary)) expect(chosen.isPrimary).toBe(true);
        }
      }),
    );
  });

  it('blocks switching to a revoked or unknown location', () => {
    expect(checkLocationSwitch(list, 20)).toEqual({ ok: true, value: list[1] });
    expect(checkLocationSwitch(list, 30)).toEqual({ ok: false, errors: { locationId: 'Access to this location is revoked' } });
    expect(checkLocationSwitch(list, 99)).toEqual({ ok: false, errors: { locationId: 'Access to this location is revoked' } });
  });

  it("works at a record's location when it is another active one of the user's; never at a revoked or unknown one", () => {
    expect(recordLocationToSwitch(list, '20', '10')).toBe('10');
    expect(recordLocationToSwitch(list, 20, 20)).toBeNull();
    expect(recordLocationToSwitch(list, '20', '30')).toBeNull();
    expect(recordLocationToSwitch(list, '20', '99')).toBeNull();
    expect(recordLocationToSwitch(list, '20', null)).toBeNull();
    expect(recordLocationToSwitch(list, null, '40')).toBe('40');
    const assignment = fc
      .record({ id: fc.nat(), locationId: fc.nat({ max: 6 }), isActive: fc.boolean() })
      .map((r) => a(r.id, r.locationId, r.isActive));
    fc.assert(
      fc.property(fc.array(assignment, { maxLength: 6 }), fc.nat({ max: 6 }), fc.nat({ max: 6 }), (assignments, selected, record) => {
        const target = recordLocationToSwitch(assignments, String(selected), String(record));
        const active = assignments.some((x) => x.isActive && x.location.id === record);
        expect(target).toBe(record !== selected && active ? String(record) : null);
      }),
    );
  });
});
