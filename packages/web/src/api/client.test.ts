import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type FetchLike } from '@vetrx/core/api';
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { MeDocument } from '@vetrx/core/operations/Me';
import { createApiClient } from './client';

function fakeServer(answers: Array<'ok' | 'down'>) {
  const keys: Array<string | undefined> = [];
  const fetch: FetchLike = async (_url, init) => {
    keys.push(init.headers[IDEMPOTENCY_KEY_HEADER]);
    if (answers.shift() === 'down') throw new Error('network down');
    return { ok: true, status: 200, text: async () => '{"data":{"addShortcut":{"id":"1"},"me":null}}' };
  };
  return { keys, client: createApiClient({ url: '/graphql', fetch, getToken: () => 't', getImpersonation: () => null, onUnauthenticated: () => undefined }) };
}

const vars = { details: 'Give once daily.', label: 'Daily', shortcutType: 'SIG', locationId: '1' };

describe('the web API client', () => {
  it('sends one key per submission: the same on a retry and a double click, a new one after success', async () => {
    const { keys, client } = fakeServer(['down', 'ok', 'ok', 'ok', 'ok']);
    await expect(client.request(AddShortcutDocument, vars)).rejects.toThrow();
    await Promise.all([client.request(AddShortcutDocument, vars), client.request(AddShortcutDocument, vars)]);
    await client.request(AddShortcutDocument, vars);
    await client.request(AddShortcutDocument, { ...vars, label: 'Twice daily' });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
    expect(keys[4]).not.toBe(keys[3]);
  });
  it('sends no key with a query', async () => {
    const { keys, client } = fakeServer(['ok']);
    await client.request(MeDocument);
    expect(keys).toEqual([undefined]);
  });
});
