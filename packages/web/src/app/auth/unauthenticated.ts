/**
 * The unauthenticated answer (admin §4, §8): an API call answered UNAUTHENTICATED, or the access token
 * expired and could not be renewed. A warning 'Not logged in' / 'Forwarding to the login page...' is
 * shown, stored data is cleared, and after UNAUTHENTICATED_REDIRECT_DELAY_MS the user is sent to
 * /login. Repeated triggers while a redirect is pending do nothing (many queries fail at once).
 */
import { UNAUTHENTICATED_REDIRECT_DELAY_MS } from '../../lib/layout';

export interface UnauthenticatedDeps {
  /** Shows the warning toast. */
  warn: () => void;
  /** Clears STORAGE_KEYS and cached data. */
  clearStorage: () => void;
  /** Forgets the local session and navigates to /login. */
  redirect: () => void | Promise<void>;
  delayMs?: number;
}

export interface UnauthenticatedHandler {
  trigger(): void;
  /** True between a trigger and its redirect. */
  isPending(): boolean;
  /** Cancels a pending redirect (tests, or a page that unloads). */
  cancel(): void;
}

/**
 * Creates the handler the API client and the auth service call.
 *
 * @example
 * const handler = createUnauthenticatedHandler({ warn, clearStorage, redirect });
 * handler.trigger(); // warning now, /login after 2 s
 */
export function createUnauthenticatedHandler(deps: UnauthenticatedDeps): UnauthenticatedHandler {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    trigger() {
      if (timer !== null) return;
      deps.warn();
      deps.clearStorage();
      timer = setTimeout(() => {
        timer = null;
        void deps.redirect();
      }, deps.delayMs ?? UNAUTHENTICATED_REDIRECT_DELAY_MS);
    },
    isPending: () => timer !== null,
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
