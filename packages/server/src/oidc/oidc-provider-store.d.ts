/** oidc-provider's per-request store (no types ship for its internals); see runProviderWithoutRequestStore. */
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const store: AsyncLocalStorage<unknown>;
  export default store;
}
