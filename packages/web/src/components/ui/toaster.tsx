/**
 * The app's toasts. Use `notify` for catalogue texts (`ToastText` from @vetrx/core/messages) so
 * durations follow the spec: 5 s by default, 1.5 s where a flow asks for `TOAST_DURATION.short`.
 *
 * The toaster itself (Chakra's toast machine, ./toast-store) loads with the first toast rather than
 * with every first page (issue 13): `<Toaster />` renders nothing until then.
 */
import type { ToastText } from '@vetrx/core/messages';
import { useEffect, useState } from 'react';
import type { ToastKind, ToastOptions } from './toast-types';
import type * as ToastStore from './toast-store';

type Store = typeof ToastStore;

let store: Promise<Store> | null = null;
let loaded: Store | null = null;
const listeners = new Set<(store: Store) => void>();

function loadStore(): Promise<Store> {
  store ??= import('./toast-store').then((m) => {
    loaded = m;
    for (const listener of listeners) listener(m);
    return m;
  });
  return store;
}

let sequence = 0;

/**
 * Shows a catalogue text as a toast; returns its id (the one given, or a new one).
 *
 * @example
 * notify('warning', AUTH_MESSAGES.notLoggedIn)
 */
export function notify(type: ToastKind, text: ToastText, options: ToastOptions = {}): string {
  const id = options.id ?? `vetrx-toast-${++sequence}`;
  void loadStore().then((m) => m.showToast(id, type, text, options));
  return id;
}

/** Where toasts appear: nothing until the first `notify` loads the toaster. */
export function Toaster() {
  const [current, setCurrent] = useState<Store | null>(loaded);
  useEffect(() => {
    const listener = (m: Store) => setCurrent(() => m);
    listeners.add(listener);
    if (loaded) listener(loaded);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return current ? <current.ToasterView /> : null;
}
