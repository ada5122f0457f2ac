/** jsdom gaps that Chakra/Ark and the shell touch. */
// toBeVisible, toHaveTextContent, toBeDisabled… on expect: an assertion that says what the test means.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; a first Chakra render on a busy 2-core machine can take
// longer, which failed a test that passes alone. 5 s still fails a test whose element never comes.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Files share a worker's modules (isolate: false): toasts left by one test must not fill the next
  // one's toaster (it shows at most 4).
  (await import('../components/ui/toast-store')).toaster.remove();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
if (!globalThis.CSS?.escape) {
  (globalThis as { CSS?: unknown }).CSS = { ...(globalThis.CSS ?? {}), escape: (v: string) => v.replace(/["\\]/g, '\\$&') };
}
