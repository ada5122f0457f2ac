import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeChange, encodeChange, NOTIFY_PAYLOAD_MAX_BYTES, receiveChange, setHearing, shareDatabase, subscribeChanges, subscribeWrites } from './changes.js';
import { writeGeneration } from '../repositories/process-cache.js';

const name = fc.string({ unit: 'grapheme', maxLength: 60 });

describe('the change stream between instances', () => {
  it('keeps every notification under PostgreSQL’s 8000 bytes, whatever the names', () => {
    const huge = fc.string({ unit: 'binary', maxLength: 2_000 });
    fc.assert(
      fc.property(huge, fc.option(fc.oneof(fc.nat().map(String), huge)), huge, huge, (instance, locationId, entity, operation) => {
        const payload = encodeChange({ instance, change: { locationId, entity, operation } });
        expect(Buffer.byteLength(payload, 'utf8')).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
      }),
      { numRuns: 50 },
    );
  });

  it('reads back what it wrote for the names and locations the app uses', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.option(fc.integer({ min: 1, max: 2_147_483_647 }).map(String)), name, name, (instance, locationId, entity, operation) => {
        const shared = { instance, change: { locationId, entity, operation } };
        expect(decodeChange(encodeChange(shared))).toEqual(shared);
      }),
    );
  });

  it('refuses payloads that are not ours', () => {
    for (const bad of ['', 'null', '{}', '{"i":1,"l":null,"e":"a","o":"b"}', '{"i":"a","l":"x1","e":"a","o":"b"}', '{"i":"a","l":3,"e":"a","o":"b"}', 'not json']) {
      expect(decodeChange(bad)).toBeNull();
    }
  });

  it('feeds another instance’s change to the streams and caches, and ignores its own', () => {
    const db = {};
    shareDatabase(db, 'me');
    const seen: string[] = [];
    const writes: string[] = [];
    const stop = subscribeChanges(db, (c) => seen.push(`${c.locationId}:${c.operation}`))!;
    const stopWrites = subscribeWrites(db, (w) => writes.push(w.operation));
    const before = writeGeneration(db);
    receiveChange(db, encodeChange({ instance: 'me', change: { locationId: '4', entity: 'Prescription', operation: 'Mine' } }));
    expect(writeGeneration(db)).toBe(before);
    receiveChange(db, encodeChange({ instance: 'other', change: { locationId: '4', entity: 'Prescription', operation: 'AddPrescription' } }));
    receiveChange(db, encodeChange({ instance: 'other', change: { locationId: null, entity: 'User', operation: 'UpdateUser' } }));
    // A payload that is not ours still counts as a write: caches drop what they hold.
    const generation = writeGeneration(db);
    receiveChange(db, 'garbage');
    expect(writeGeneration(db)).toBeGreaterThan(generation);
    expect(seen).toEqual(['4:AddPrescription']);
    expect(writes).toEqual(['AddPrescription', 'UpdateUser']);
    stop();
    stopWrites();
  });

  it('ends the streams when the instance stops hearing the others, refuses new ones, and keeps nothing cached meanwhile', () => {
    const db = {};
    let ended = 0;
    const stop = subscribeChanges(db, () => undefined, () => ended++)!;
    setHearing(db, false);
    expect(ended).toBe(1);
    expect(subscribeChanges(db, () => undefined)).toBeNull();
    // Deaf: every read is a new generation (nothing kept survives to the next read).
    expect(writeGeneration(db)).not.toBe(writeGeneration(db));
    setHearing(db, true);
    expect(writeGeneration(db)).toBe(writeGeneration(db));
    const again = subscribeChanges(db, () => undefined);
    expect(again).not.toBeNull();
    again!();
    stop();
  });
});
