import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient, type FetchLike } from './client.js';
import { checkIdempotencyKey, IDEMPOTENCY_KEY_HEADER, isIdempotentOperation, newIdempotencyKey, submissionKeys } from './idempotency.js';
import { COMMON_MESSAGES } from '../messages/common.js';

const keyChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'.split(''));

describe('idempotency keys', () => {
  it('accepts 16 to 128 letters, digits, "-" and "_"', () => {
    fc.assert(
      fc.property(fc.array(keyChar, { minLength: 16, maxLength: 128 }), (chars) => {
        expect(checkIdempotencyKey(chars.join(''))).toBeNull();
      }),
    );
  });
  it('refuses a key that is too short, too long, or holds any other character', () => {
    fc.assert(
      fc.property(fc.array(keyChar, { minLength: 16, maxLength: 100 }), fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[A-Za-z0-9_-]/.test(c)), fc.nat(), (chars, bad, at) => {
        chars.splice(at % chars.length, 0, bad);
        expect(checkIdempotencyKey(chars.join(''))).toBe(COMMON_MESSAGES.idempotencyKeyInvalid);
      }),
    );
    fc.assert(
      fc.property(fc.array(keyChar, { maxLength: 15 }), (chars) => {
        expect(checkIdempotencyKey(chars.join(''))).toBe(COMMON_MESSAGES.idempotencyKeyInvalid);
      }),
    );
    expect(checkIdempotencyKey('a'.repeat(129))).toBe(COMMON_MESSAGES.idempotencyKeyInvalid);
  });
  it('makes fresh keys that pass the rule and differ', () => {
    const a = newIdempotencyKey();
    expect(checkIdempotencyKey(a)).toBeNull();
    expect(newIdempotencyKey()).not.toBe(a);
  });
  it('names the operations by operation name or root field', () => {
    expect(isIdempotentOperation('AddPrescription')).toBe(true);
    expect(isIdempotentOperation('addLocationClient')).toBe(true);
    expect(isIdempotentOperation('bulkApprovePrescriptionTasks')).toBe(true);
    expect(isIdempotentOperation('DeletePrescription')).toBe(false);
    expect(isIdempotentOperation('')).toBe(false);
  });
  it('the client sends the key as a header only when given one', async () => {
    const sent: Record<string, string>[] = [];
    const fetch: FetchLike = async (_url, init) => {
      sent.push(init.headers);
      return { ok: true, status: 200, text: async () => '{"data":{"x":1}}' };
    };
    const client = createClient({ url: 'http://x/graphql', fetch, getToken: () => 't' });
    await client.requestRaw('mutation AddShortcut { x }');
    await client.request({ toString: () => 'mutation AddShortcut { x }' }, {}, { idempotencyKey: 'k'.repeat(20) });
    expect(sent[0][IDEMPOTENCY_KEY_HEADER]).toBeUndefined();
    expect(sent[1][IDEMPOTENCY_KEY_HEADER]).toBe('k'.repeat(20));
  });
});

describe('submission keys', () => {
  it('gives the same key to the same submission until it succeeds, then a new one', () => {
    const keys = submissionKeys();
    const a = keys.keyFor('AddShortcut', { label: 'x', n: 1 });
    expect(keys.keyFor('AddShortcut', { label: 'x', n: 1 })).toBe(a);
    expect(keys.keyFor('AddShortcut', { label: 'x', n: 2 })).not.toBe(a);
    expect(keys.keyFor('AddPrescription', { label: 'x', n: 1 })).not.toBe(a);
    keys.succeeded('AddShortcut', { label: 'x', n: 1 });
    const b = keys.keyFor('AddShortcut', { label: 'x', n: 1 });
    expect(b).not.toBe(a);
    expect(checkIdempotencyKey(b)).toBeNull();
  });
  it('remembers at most the limit of unsettled submissions', () => {
    const keys = submissionKeys(2);
    const first = keys.keyFor('AddShortcut', 1);
    keys.keyFor('AddShortcut', 2);
    keys.keyFor('AddShortcut', 3);
    expect(keys.keyFor('AddShortcut', 1)).not.toBe(first);
  });
});
