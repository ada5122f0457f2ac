/**
 * Interactive parts loaded on first use (issue 13): the shell's menus render a trigger
 * that looks and reads like the menu's own until someone reaches for it. The pointer over it or focus
 * on it starts loading the real menu; a click or an opening key (Enter, Space, ArrowDown, ArrowUp)
 * waits for it, puts it in the trigger's place and replays on the real trigger what opened it, so the
 * menu opens as if it had been there. From then on the real menu stays.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';

/** What asked for the real part: a click or one of the keys that open a menu. */
export type FirstUseIntent = { readonly kind: 'click' } | { readonly kind: 'key'; readonly key: string };

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** Handlers for the stand-in trigger. */
export interface FirstUseHandlers {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onFocus: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Loads `load()`'s component when the stand-in is first reached; returns it (with what opened it) once
 * a click or an opening key asked for it, `null` before.
 *
 * @example
 * const real = useFirstUse(() => import('./UserMenuPopup').then((m) => m.UserMenuPopup));
 * return real ? <real.Component intent={real.intent} /> : <Button {...real?.handlers} />;
 */
export function useFirstUse<P>(load: () => Promise<ComponentType<P>>) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P>; intent: FirstUseIntent } | null>(null);
  const pending = useRef<Promise<ComponentType<P>> | null>(null);
  const asked = useRef(false);
  const preload = useCallback(() => {
    // A failed load (the network dropped) is forgotten, so the next reach tries again.
    pending.current ??= load().catch((error: unknown) => {
      pending.current = null;
      throw error;
    });
    return pending.current;
  }, [load]);
  const ask = useCallback(
    (intent: FirstUseIntent) => {
      if (asked.current) return;
      asked.current = true;
      preload().then(
        (Component) => setLoaded({ Component, intent }),
        () => {
          asked.current = false;
        },
      );
    },
    [preload],
  );
  const handlers: FirstUseHandlers = {
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') preload().catch(() => undefined);
    },
    onFocus: () => void preload().catch(() => undefined),
    onClick: () => ask({ kind: 'click' }),
    onKeyDown: (event) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      ask({ kind: 'key', key: event.key });
    },
  };
  return { loaded, handlers };
}

/**
 * In the real part: once mounted, focuses its trigger (found by `selector` inside `scope`, or the
 * element itself) and replays the intent on it.
 */
export function useReplayIntent(intent: FirstUseIntent | undefined, trigger: () => HTMLElement | null | undefined) {
  const done = useRef(false);
  useEffect(() => {
    if (!intent || done.current) return;
    done.current = true;
    const el = trigger();
    if (!el) return;
    el.focus();
    if (intent.kind === 'click') el.click();
    else el.dispatchEvent(new window.KeyboardEvent('keydown', { key: intent.key, bubbles: true, cancelable: true }));
  }, [intent, trigger]);
}
