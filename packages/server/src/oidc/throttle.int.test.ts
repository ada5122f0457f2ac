/**
 * The sign-in throttle's counting: an attempt is counted before its password is checked,
 * so attempts sent at once cannot all slip past the limit while the first failures are being written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client.js';
import { createSignInThrottle, SIGN_IN_LIMITS } from './throttle.js';

describe('sign-in throttle (PGlite)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory' });
    await migrateDatabase(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('of twelve attempts sent at once, five may be checked and seven are refused unchecked, with the wait', async () => {
    const throttle = createSignInThrottle(handle.db);
    const waits = await Promise.all(Array.from({ length: 12 }, () => throttle.attempt('vet@demo.vetrx.dev', '198.51.100.1')));
    expect(waits.filter((w) => w === 0)).toHaveLength(SIGN_IN_LIMITS.accountAndAddress.failures);
    expect(waits.filter((w) => w === SIGN_IN_LIMITS.accountAndAddress.blockSeconds * 1000)).toHaveLength(7);
    expect(await throttle.wait('vet@demo.vetrx.dev', '198.51.100.1')).toBeGreaterThan(0);
    // Another address is not held back by this one's attempts on the account.
    expect(await throttle.attempt('vet@demo.vetrx.dev', '203.0.113.7')).toBe(0);
  });

  it('a right password gives its attempt back: the address and the account counts do not grow with good sign-ins', async () => {
    const throttle = createSignInThrottle(handle.db, { ...SIGN_IN_LIMITS, address: { failures: 3, windowSeconds: 60, blockSeconds: 60 } });
    for (let i = 0; i < 6; i++) {
      expect(await throttle.attempt(`user${i}@demo.vetrx.dev`, '192.0.2.5')).toBe(0);
      await throttle.succeeded(`user${i}@demo.vetrx.dev`, '192.0.2.5');
    }
    expect(await throttle.wait('user9@demo.vetrx.dev', '192.0.2.5')).toBe(0);
  });
});
