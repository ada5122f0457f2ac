/**
 * An open card keeps its place while the queue refreshes (issue 45). While a card is open
 * or has the focus, the list drawn is the one the vet was looking at when that began: client groups and
 * listed requests that arrive later wait (their number is told, behind a "N new requests" button), the
 * groups keep the order they had (a new request would lift its client's group to the top) and the rest
 * keeps updating — a request approved or changed elsewhere still changes or leaves. Pressing the
 * button shows the waiting ones (the page moves the focus to the first of them, as the button itself
 * goes); closing the card and leaving the list shows them too.
 */
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';

interface Group {
  locationClientId: string;
  count: number;
  tasks: ReadonlyArray<{ id: string }>;
}

interface Held {
  /** The query the snapshot was taken of: another page or filter is never held against it. */
  key: string;
  /** The groups on screen, by their place then: a group whose new request would lift it to the top keeps its place. */
  groups: ReadonlyMap<string, number>;
  tasks: ReadonlySet<string>;
}

/** The first request shown by pressing the button: its card, or its client group's header when that group is closed. */
interface ShownArrival {
  taskId: string;
  locationClientId: string;
}

function snapshot(list: readonly Group[], key: string): Held {
  return { key, groups: new Map(list.map((g, i) => [g.locationClientId, i])), tasks: new Set(list.flatMap((g) => g.tasks.map((t) => t.id))) };
}

/**
 * Whether the focus is inside a request's card (keyboard triage moves it there). Told as a transition:
 * a press on a card's button moves the focus, and its removal (Approve becoming the form) moves it again;
 * drawn urgently, each would draw the whole page again before the press's own result is painted.
 */
function useCardFocused(): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const inCard = (el: EventTarget | null) => el instanceof Element && el.closest('[data-testid="task-card"]') !== null;
    const onIn = (e: FocusEvent) => startTransition(() => setFocused(inCard(e.target)));
    const onOut = (e: FocusEvent) => startTransition(() => setFocused(inCard(e.relatedTarget)));
    document.addEventListener('focusin', onIn);
    document.addEventListener('focusout', onOut);
    return () => {
      document.removeEventListener('focusin', onIn);
      document.removeEventListener('focusout', onOut);
    };
  }, []);
  return focused;
}

/**
 * The groups to draw and how many requests wait. `list`: the latest groups of the query `key`;
 * `settled`: false while the list shown is the previous query's placeholder.
 */
export function useHeldArrivals<G extends Group>(list: readonly G[], key: string, settled: boolean, cardOpen: boolean) {
  const focused = useCardFocused();
  const holding = cardOpen || focused;
  const [held, setHeld] = useState<Held | null>(null);
  // Derived during render (React's pattern for state that follows props): the snapshot is taken the
  // moment holding begins, of the list then on screen, and dropped when it ends.
  if (holding && settled && list.length > 0 && (held === null || held.key !== key)) setHeld(snapshot(list, key));
  if (!holding && held !== null) setHeld(null);

  const active = held !== null && held.key === key ? held : null;
  const { shown, waiting } = useMemo(() => {
    if (!active) return { shown: list, waiting: 0 };
    let waiting = 0;
    const shown: G[] = [];
    for (const g of list) {
      if (!active.groups.has(g.locationClientId)) {
        waiting += g.tasks.filter((t) => !active.tasks.has(t.id)).length;
        continue;
      }
      const kept = g.tasks.filter((t) => active.tasks.has(t.id));
      const added = g.tasks.length - kept.length;
      waiting += added;
      // Unchanged groups keep their identity, so their memoized panels are not drawn again.
      shown.push(added === 0 ? g : { ...g, tasks: kept, count: g.count - added });
    }
    // In the order the vet saw: a group whose new request sorts it first (newest first) stays where it was.
    shown.sort((a, b) => (active.groups.get(a.locationClientId) ?? 0) - (active.groups.get(b.locationClientId) ?? 0));
    return { shown, waiting };
  }, [list, active]);

  /**
   * Shows the waiting requests. Answers the first of them in the list's order (the topmost), for the
   * focus to go to, or null when none waited.
   */
  const showWaiting = useCallback((): ShownArrival | null => {
    setHeld(snapshot(list, key));
    if (!active) return null;
    for (const g of list) {
      const task = g.tasks.find((t) => !active.tasks.has(t.id));
      if (task) return { taskId: task.id, locationClientId: g.locationClientId };
    }
    return null;
  }, [list, key, active]);
  return { shown, waiting, showWaiting };
}
