import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_KEY_MIN_LENGTH,
  auditKey,
  auditKeyring,
  auditRowHash,
  auditRowMac,
  canonicalJson,
  verifyAuditTrailPages,
  type AuditChainRow,
  type AuditHashInput,
  type AuditKey,
  type AuditKeyring,
} from './chain.js';

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

const ring = (current: string, previous: string[] = []): AuditKeyring => {
  const r = auditKeyring(current, previous);
  if (!r.ok) throw new Error('bad key');
  return r.value;
};
const KEY_A = 'a'.repeat(AUDIT_KEY_MIN_LENGTH);
const KEY_B = 'the second audit key, after a rotation';
const keys = ring(KEY_A);

/**
 * A well-formed trail: rows at the given locations, each linked to the previous row of its location and
 * sealed with the key of its index (`keyOf`, default the keyring's current key).
 */
function trail(locations: (number | null)[], keyOf: (i: number) => AuditKey = () => keys.current): AuditChainRow[] {
  const last = new Map<number | null, string>();
  return locations.map((loc, i) => {
    const row = base(i, loc);
    const prevHash = last.get(loc) ?? null;
    const key = keyOf(i);
    const hash = auditRowMac(row, prevHash, key);
    last.set(loc, hash);
    return { ...row, id: i + 1, prevHash, hash, keyId: key.id };
  });
}

/**
 * What someone with write access to the database but not the key can do (issue 43 item 1): remove row
 * `i`, then recompute `prevHash` and `hash` of every later row of its location with the public, unkeyed
 * `auditRowHash`, leaving (or clearing) their key ids.
 */
function rewrittenWithoutKey(rows: AuditChainRow[], i: number, clearKeyIds: boolean): AuditChainRow[] {
  const removed = rows.filter((_, j) => j !== i);
  const last = new Map<number | null, string | null>();
  return removed.map((r) => {
    const prevHash = last.has(r.locationId) ? (last.get(r.locationId) ?? null) : null;
    const keep = Number(r.id) < Number(rows[i].id) || r.locationId !== rows[i].locationId;
    const out = keep ? r : { ...r, prevHash, hash: auditRowHash(r, prevHash), keyId: clearKeyIds ? null : r.keyId };
    last.set(r.locationId, out.hash);
    return out;
  });
}

const pagesOf = (rs: AuditChainRow[], size: number) => Array.from({ length: Math.ceil(rs.length / size) }, (_, p) => rs.slice(p * size, p * size + size));

describe('audit hash chain', () => {
  it('canonical JSON does not depend on key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(obj));
      }),
    );
  });

  it('a key is at least 32 characters; its id is a stable fingerprint that differs between keys', () => {
    expect(auditKey('x'.repeat(AUDIT_KEY_MIN_LENGTH - 1))).toBeNull();
    expect(auditKeyring('short')).toEqual({ ok: false, field: 'current' });
    expect(auditKeyring(KEY_A, ['short'])).toEqual({ ok: false, field: 'previous' });
    fc.assert(
      fc.property(fc.string({ minLength: AUDIT_KEY_MIN_LENGTH }), fc.string({ minLength: AUDIT_KEY_MIN_LENGTH }), (a, b) => {
        const ka = auditKey(a)!;
        expect(ka.id).toMatch(/^[0-9a-f]{16}$/);
        expect(auditKey(a)!.id).toBe(ka.id);
        if (a !== b) expect(auditKey(b)!.id).not.toBe(ka.id);
      }),
    );
  });

  it('the seal depends on the key: the unkeyed hash and another key give other values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.option(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }), { nil: null }), (i, prev) => {
        const row = base(i, 1);
        const sealed = auditRowMac(row, prev, keys.current);
        expect(sealed).toMatch(/^[0-9a-f]{64}$/);
        expect(sealed).not.toBe(auditRowHash(row, prev));
        expect(sealed).not.toBe(auditRowMac(row, prev, ring(KEY_B).current));
      }),
    );
  });

  it('verifies a well-formed trail in any paging, and names the first changed or unlinked row', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(1, 2, null), { minLength: 2, maxLength: 12 }), fc.integer({ min: 1, max: 5 }), fc.nat(), async (locs, size, pick) => {
        const rows = trail(locs);
        expect(await verifyAuditTrailPages(pagesOf(rows, size), keys)).toEqual({ ok: true, checked: rows.length, firstBroken: null });
        const i = pick % rows.length;
        const changed = rows.map((r, j) => (j === i ? { ...r, actorUsername: 'x@example.com' } : r));
        expect((await verifyAuditTrailPages(pagesOf(changed, size), keys)).firstBroken).toMatchObject({ id: String(i + 1), reason: 'changed' });
        const next = rows.findIndex((r, j) => j > i && r.locationId === rows[i].locationId);
        const removed = rows.filter((_, j) => j !== i);
        const result = await verifyAuditTrailPages(pagesOf(removed, size), keys);
        if (next === -1) expect(result.ok).toBe(true);
        else expect(result.firstBroken).toMatchObject({ id: String(next + 1), reason: 'link' });
      }),
    );
  });

  it('a row removed and the later rows re-hashed without the key fail at the first re-hashed row, key ids kept or cleared', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(1, 2), { minLength: 3, maxLength: 12 }), fc.nat(), fc.boolean(), async (locs, pick, clear) => {
        const rows = trail(locs);
        const i = pick % rows.length;
        const next = rows.findIndex((r, j) => j > i && r.locationId === rows[i].locationId);
        const result = await verifyAuditTrailPages([rewrittenWithoutKey(rows, i, clear)], keys);
        if (next === -1) return; // the last row of its location: only the head tells
        expect(result.ok).toBe(false);
        expect(result.firstBroken).toMatchObject({ id: String(next + 1), reason: clear ? 'unkeyed' : 'changed' });
      }),
    );
  });

  it('after a rotation, rows of the previous key verify while it is held, and are named when it is not', async () => {
    const before = ring(KEY_A);
    const after = ring(KEY_B, [KEY_A]);
    const rows = trail([1, 1, 2, 1, 2], (i) => (i < 3 ? before.current : after.current));
    expect(await verifyAuditTrailPages([rows], after)).toMatchObject({ ok: true, checked: 5 });
    const forgotten = await verifyAuditTrailPages([rows], ring(KEY_B));
    expect(forgotten.firstBroken).toMatchObject({ id: '1', reason: 'key' });
    expect(forgotten.firstBroken?.message).toContain(before.current.id);
  });
});
