/**
 * The app's browser history (decision 0137): React Router's own history in its declarative mode, with
 * what its data router gave us and its declarative mode does not — a navigation blocker (the
 * unsaved-changes guard), what scroll restoration needs to know, and a location state that is the object
 * the navigation passed. The data router was 16 KB of every first load (issue 61); nothing else of it
 * was used.
 *
 * - **Blocking**: while a blocker says so, a push or replace (a link, `navigate`, a search-param change)
 *   does not happen but waits as the blocked navigation; Back or Forward (the browser has already moved)
 *   is undone by going the same number of entries the other way, and waits the same. `proceed()` makes
 *   it, `reset()` drops it.
 * - **Scroll**: the position of each entry as it is left (by its location key, kept for a reload in
 *   session storage), and which navigations asked not to reset the scroll (`preventScrollReset`).
 */
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { HistoryRouterProps, Location } from 'react-router';

export type History = HistoryRouterProps['history'];
type Listener = Parameters<History['listen']>[0];
type Update = Parameters<Listener>[0];

/** Whether a navigation from `currentLocation` to `nextLocation` must wait for the user. */
export type NavigationBlocker = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A navigation a blocker held: make it, or stay. */
export interface BlockedNavigation {
  proceed(): void;
  reset(): void;
}

export interface AppHistory extends History {
  /** Sets the one blocker (the unsaved-changes guard); answers its removal. */
  block(blocker: NavigationBlocker): () => void;
  /** The navigation waiting for the user, if any, and its changes. */
  blocked(): BlockedNavigation | null;
  subscribeBlocked(listener: () => void): () => void;
  /** Where the window was scrolled when the entry `key` was last left, if it was. */
  savedScroll(key: string): number | undefined;
  /** Whether the navigation to the entry `key` asked to keep the scroll where it is. */
  keepsScroll(key: string): boolean;
}

const SCROLL_STORAGE_KEY = 'vetrx-scroll-positions';

/** Options React Router's declarative `navigate` passes to the history after the state. */
type NavigateOptions = { preventScrollReset?: boolean } | undefined;

export function createAppHistory(base: History, storage: Pick<Storage, 'getItem' | 'setItem'> | null = null): AppHistory {
  const listeners = new Set<Listener>();
  const blockedListeners = new Set<() => void>();
  const positions = new Map<string, number>(Object.entries(readPositions(storage)));
  const keepScroll = new Set<string>();
  let current = base.location;
  let action = base.action;
  let blocker: NavigationBlocker | null = null;
  let waiting: BlockedNavigation | null = null;
  /** Pops of our own undoing a blocked Back or Forward: not the user's. */
  let undoing = 0;
  /** The next pop is a blocked one the user chose to make. */
  let letNextPop = false;
  let keepNext = false;
  /** The state object of our own push or replace on its way to the listener (see below). */
  let passing: { state: unknown } | null = null;

  const setWaiting = (next: BlockedNavigation | null) => {
    waiting = next;
    blockedListeners.forEach((l) => l());
  };
  const holds = (nextLocation: Location) => blocker !== null && blocker({ currentLocation: current, nextLocation });
  const target = (to: Parameters<History['push']>[0], state: unknown): Location => {
    const { pathname, search, hash } = base.createURL(to);
    return { pathname, search, hash, state, key: 'blocked' };
  };

  base.listen((update: Update) => {
    if (update.action === 'POP') {
      if (undoing > 0) {
        undoing -= 1;
        return;
      }
      if (!letNextPop && update.delta !== null && holds(update.location)) {
        const delta = update.delta;
        undoing += 1;
        base.go(-delta);
        setWaiting({
          proceed: () => {
            setWaiting(null);
            letNextPop = true;
            base.go(delta);
          },
          reset: () => setWaiting(null),
        });
        return;
      }
      letNextPop = false;
    }
    if (typeof window !== 'undefined') positions.set(current.key, window.scrollY);
    if (keepNext) keepScroll.add(update.location.key);
    keepNext = false;
    // The browser's history answers a structured clone of the state it stored: a new object at every
    // navigation. A screen that passes its location's state on with a search-param change (the prescribe
    // wizard) and re-runs when it changes would replace the URL for ever; the location keeps the object
    // the navigation passed, as the data router's did.
    const next = passing && update.action !== 'POP' ? { ...update, location: { ...update.location, state: passing.state } } : update;
    passing = null;
    current = next.location;
    action = next.action;
    listeners.forEach((l) => l(next));
  });

  const navigate = (kind: 'push' | 'replace') => (to: Parameters<History['push']>[0], state?: unknown, options?: NavigateOptions) => {
    const go = () => {
      keepNext = options?.preventScrollReset === true;
      passing = { state: state ?? null };
      base[kind](to, state);
      passing = null;
    };
    if (holds(target(to, state))) setWaiting({ proceed: () => (setWaiting(null), go()), reset: () => setWaiting(null) });
    else go();
  };

  if (typeof window !== 'undefined' && storage) {
    window.addEventListener('pagehide', () => {
      positions.set(current.key, window.scrollY);
      try {
        storage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // A full or refused storage only loses the positions after a reload.
      }
    });
  }

  return {
    get action() {
      return action;
    },
    get location() {
      return current;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: navigate('push'),
    replace: navigate('replace'),
    go: (delta) => base.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    block(next) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
    blocked: () => waiting,
    subscribeBlocked(listener) {
      blockedListeners.add(listener);
      return () => {
        blockedListeners.delete(listener);
      };
    },
    savedScroll: (key) => positions.get(key),
    keepsScroll: (key) => keepScroll.has(key),
  };
}

function readPositions(storage: Pick<Storage, 'getItem'> | null): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    if (!saved || typeof saved !== 'object') return {};
    return Object.fromEntries(Object.entries(saved).filter((e): e is [string, number] => typeof e[1] === 'number'));
  } catch {
    return {};
  }
}

const AppHistoryContext = createContext<AppHistory | null>(null);

/** Gives the app's history to the guard and the scroll restoration below (start.tsx). */
export const AppHistoryProvider = AppHistoryContext.Provider;

export function useAppHistory(): AppHistory | null {
  return useContext(AppHistoryContext);
}

const noSubscribe = () => () => undefined;

/**
 * Holds navigations `shouldBlock` says must wait, while mounted; answers the one waiting. Without the
 * app's history (a test's memory router) nothing is held.
 */
export function useNavigationBlocker(shouldBlock: NavigationBlocker): BlockedNavigation | null {
  const history = useAppHistory();
  // The latest function, read at each navigation: the blocker is set once.
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => history?.block((args) => latest.current(args)), [history]);
  return useSyncExternalStore(history?.subscribeBlocked ?? noSubscribe, () => history?.blocked() ?? null);
}
