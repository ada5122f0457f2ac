import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, needsReseal, openSecret, PimsSecretError, sealSecret, secretKeysFromEnv } from './secret.js';

const keyA = randomBytes(32);
const keyB = randomBytes(32);

describe('PIMS secrets sealed at rest', () => {
  it('seals with AES-256-GCM: a new text every time, never holding the secret, opening to it', () => {
    const keys = { current: keyA, previous: null };
    const one = sealSecret('client-secret-1', keys);
    const two = sealSecret('client-secret-1', keys);
    expect(isSealed(one)).toBe(true);
    expect(one).not.toBe(two);
    expect(one).not.toContain('client-secret-1');
    expect(openSecret(one, keys)).toBe('client-secret-1');
  });

  it('refuses an altered text or a key it was not sealed with, without the secret in the error', () => {
    const sealed = sealSecret('client-secret-2', { current: keyA, previous: null });
    const parts = sealed.split(':');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    const altered = [...parts.slice(0, 4), body.toString('base64url')].join(':');
    expect(() => openSecret(altered, { current: keyA, previous: null })).toThrow(PimsSecretError);
    const error = (() => {
      try {
        openSecret(sealed, { current: keyB, previous: null });
      } catch (e) {
        return e as Error;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(PimsSecretError);
    expect(error!.message).not.toContain('client-secret-2');
  });

  it('rotates: the previous key opens what it sealed, and such a secret (or one stored open) needs sealing again', () => {
    const old = sealSecret('client-secret-3', { current: keyA, previous: null });
    const rotated = { current: keyB, previous: keyA };
    expect(openSecret(old, rotated)).toBe('client-secret-3');
    expect(needsReseal(old, rotated)).toBe(true);
    expect(needsReseal(sealSecret('x', rotated), rotated)).toBe(false);
    expect(needsReseal('stored-open', rotated)).toBe(true);
    expect(openSecret('stored-open', rotated)).toBe('stored-open');
  });

  it('reads the key from the environment: 32 bytes in base64; a production server without one cannot seal', () => {
    expect(secretKeysFromEnv({ VETRX_PIMS_SECRET_KEY: keyA.toString('base64') }).current).toEqual(keyA);
    expect(() => secretKeysFromEnv({ VETRX_PIMS_SECRET_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
    const production = secretKeysFromEnv({ NODE_ENV: 'production' });
    expect(production.current).toBeNull();
    expect(() => sealSecret('s', production)).toThrow(PimsSecretError);
  });
});
