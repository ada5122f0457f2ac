/**
 * A dialog or drawer whose code loads the first time it opens (issue 13). Before that
 * nothing of it is mounted — no module, no state machine, no portal — so a page that may open it (the
 * queue: a detail drawer on every card, four dialogs) neither downloads nor draws it on its first load.
 * Once opened it stays mounted, so it animates closed and opens again at once; while its code loads on
 * the first open nothing shows (a few tens of milliseconds, or none when `preload()` ran on the way).
 */
import type { ReactNode } from 'react';
import { useDeferredModule, type DeferredModule } from './deferred-module';
import { useOpenedOnce } from './use-opened-once';

export interface DeferredPartProps<T> {
  module: DeferredModule<T>;
  /** Whether the part is open now; it mounts the first time this is true. */
  open: boolean;
  /** The part, drawn from its loaded module. */
  children: (loaded: T) => ReactNode;
}

export function DeferredPart<T>({ module, open, children }: DeferredPartProps<T>): ReactNode {
  return useOpenedOnce(open) ? <Loaded module={module}>{children}</Loaded> : null;
}

function Loaded<T>({ module, children }: Omit<DeferredPartProps<T>, 'open'>): ReactNode {
  const loaded = useDeferredModule(module);
  return loaded === undefined ? null : children(loaded);
}
