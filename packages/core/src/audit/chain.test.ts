import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditRowHash, canonicalJson, verifyAuditTrailPages, type AuditChainRow, type AuditHashInput } from './chain.js';

const base = (i: number, locationId: number | null): AuditHashInput => ({
  at: new Date(Date.UTC(2026, 10, 20, 15, 0, i)),
  locationId,
  actorUserId: 1,
  actorUsername: 'vet@demo.vetrx.dev',
  actorLocationUserId: 3,
  impersonatorUsername: null,
  impersonationReason: null,
  operation: 'UpdateShortcut',
  entity: 'Shortcut',
  entityId: String(i),
  before: { label: 'a' },
  after: { label: `b${i}` },
});

/** A well-formed trail: rows at the given locations, each linked to the previous row of its location. */
function trail(locations: (number | null)[]): AuditChainRow[] {
  const last = new Map<number | null, string>();
  return locations.map((loc, i) => {
    const row = base(i, loc);
    const prevHash = last.get(loc) ?? null;
    const hash = auditRowHash(row, prevHash);
    last.set(loc, hash);
    return { ...row, id: i + 1, prevHash, hash };
  });
}

describe('audit hash chain (decision 0111)', () => {
  it('canonical JSON does not depend on key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(obj));
      }),
    );
  });

  it('verifies a well-formed trail in any paging, and names the first changed or unlinked row', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(1, 2, null), { minLength: 2, maxLength: 12 }), fc.integer({ min: 1, max: 5 }), fc.nat(), async (locs, size, pick) => {
        const rows = trail(locs);
        const pages = (rs: AuditChainRow[]) => Array.from({ length: Math.ceil(rs.length / size) }, (_, p) => rs.slice(p * size, p * size + size));
        expect(await verifyAuditTrailPages(pages(rows))).toEqual({ ok: true, checked: rows.length, firstBroken: null });
        const i = pick % rows.length;
        const changed = rows.map((r, j) => (j === i ? { ...r, actorUsername: 'x@example.com' } : r));
        expect((await verifyAuditTrailPages(pages(changed))).firstBroken).toMatchObject({ id: String(i + 1), reason: 'changed' });
        const next = rows.findIndex((r, j) => j > i && r.locationId === rows[i].locationId);
        const removed = rows.filter((_, j) => j !== i);
        const result = await verifyAuditTrailPages(pages(removed));
        if (next === -1) expect(result.ok).toBe(true);
        else expect(result.firstBroken).toMatchObject({ id: String(next + 1), reason: 'link' });
      }),
    );
  });
});
