import type { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { MeDocument } from '@vetrx/core/operations/Me';
import { useTestServer } from '../testing/index.js';
import { PROVIDER_REQUEST_STORE } from './provider.js';

/**
 * Decision 0222: oidc-provider's per-request AsyncLocalStorage, enabled by its first request, would
 * install Node's promise hooks for the rest of the process and slow every promise the API creates.
 */
describe('the embedded identity provider and the rest of the process', () => {
  const { server } = useTestServer('pglite');

  it('signs a user in through the real sign-in form without enabling its request store', async () => {
    const { default: providerStore } = (await import(PROVIDER_REQUEST_STORE)) as { default: AsyncLocalStorage<unknown> };
    const token = await server.token('vet@demo.vetrx.dev');
    const me = await server.gql(MeDocument.toString(), {}, { token });
    expect(me.data.me.user.email).toBe('vet@demo.vetrx.dev');
    // Node's AsyncLocalStorage sets `enabled` on its first run() and keeps its promise hooks until disable().
    expect((providerStore as unknown as { enabled: boolean }).enabled).toBe(false);
    expect(providerStore.run({ request: 1 }, () => providerStore.getStore())).toBeUndefined();
  });
});
