/**
 * Where the keyboard's focus goes when a request leaves the queue under it (declined, or approved with
 * a print view). The dialog that acted returns the focus to the button that opened it — a button of the
 * card that the queue's refresh removes — and the focus fell to the page (<body>): a keyboard user lost
 * their place. Instead it goes on where they were, as j / k move it: to the card that followed the
 * request (the one before it when it was the last), else its client's group header, else the list's
 * count — or the empty queue's title when nothing is left.
 *
 * `arm(taskId)` is called as the request is actioned (its neighbours are read from the page, or from
 * the page as drawn before the refresh when that has removed it already); the focus moves once nothing
 * blocks it (`blocked`: the dialog or print view is still open) and the card has gone. A focus the user
 * has put elsewhere meanwhile is left alone.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { focusCard } from './use-triage-keys';

const CARD = '[data-testid="task-card"]';

interface Leaving {
  taskId: string;
  /** The other cards, nearest first: those after it in the page's order, then those before it, closest first. */
  neighbours: string[];
  locationClientId: string | null;
}

/** The cards on the page in their order: each request's id and its client's. */
export type CardOrder = ReadonlyArray<{ taskId: string; locationClientId: string | null }>;

/** Reads the order of the cards drawn on the page. */
export function readCardOrder(root: ParentNode = document): CardOrder {
  return [...root.querySelectorAll<HTMLElement>(CARD)].map((c) => ({ taskId: c.dataset.taskId ?? '', locationClientId: c.dataset.clientId ?? null }));
}

/**
 * The request's place among the cards of the first order that holds it (the page as it is, else as it
 * was drawn before: the refresh may have removed it already).
 */
export function leavingOf(taskId: string, orders: ReadonlyArray<CardOrder | null>): Leaving {
  const order = orders.find((o) => o?.some((c) => c.taskId === taskId));
  if (!order) return { taskId, neighbours: [], locationClientId: null };
  const ids = order.map((c) => c.taskId);
  const at = ids.indexOf(taskId);
  return { taskId, neighbours: [...ids.slice(at + 1), ...ids.slice(0, at).reverse()], locationClientId: order[at].locationClientId };
}

/**
 * The element to focus once the request has left: the nearest neighbour still drawn, its client's group
 * header, the list's count, the empty queue's title; null when the card is still drawn (not left yet).
 */
export function focusTargetAfterLeaving(leaving: Leaving, root: ParentNode = document): HTMLElement | null {
  const card = (id: string) => root.querySelector<HTMLElement>(`${CARD}[data-task-id="${id}"]`);
  if (card(leaving.taskId)) return null;
  for (const id of leaving.neighbours) {
    const next = card(id);
    if (next) return next;
  }
  const group = leaving.locationClientId
    ? [...root.querySelectorAll<HTMLElement>('[data-testid="task-group"]')].find((g) => g.dataset.clientId === leaving.locationClientId)
    : undefined;
  return (
    group?.querySelector<HTMLElement>('[data-testid="task-group-header"]') ??
    root.querySelector<HTMLElement>('[data-testid="approvals-summary"]') ??
    root.querySelector<HTMLElement>('[data-testid="approvals-empty-title"]')
  );
}

/** Whether the focus is nowhere the user chose: the page, a removed element, or a dialog that is closing. */
function focusLost(leftCard: string): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return active.closest('[role="dialog"], [role="alertdialog"]') !== null || active.closest(`${CARD}[data-task-id="${leftCard}"]`) !== null;
}

/** About a second of frames: long enough for a closing dialog to let go of the page. */
const MAX_FRAMES = 60;

/**
 * Focuses the target once the page takes the focus again: a dialog that has just closed keeps the rest
 * of the page inert (and focus() there does nothing) until its own effects have run, a frame or so
 * later. Gives up when the user has put the focus elsewhere. Answers the cancel.
 */
function moveFocusWhenFree(target: HTMLElement, leftCard: string): () => void {
  let frame = 0;
  let id = 0;
  const attempt = () => {
    if (!target.isConnected || !focusLost(leftCard)) return;
    if (!target.closest('[inert]')) {
      focusCard(target);
      if (document.activeElement === target) return;
    }
    if (++frame < MAX_FRAMES) id = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(id);
}

/**
 * Arms the move for a request being actioned. `blocked` while the dialog or view that acts is open;
 * `list` is what the page draws (the effect looks again each time it changes).
 */
export function useFocusAfterLeaving(blocked: boolean, list: unknown): (taskId: string) => void {
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const moving = useRef<(() => void) | null>(null);
  // The cards as drawn now and as drawn before the last change: the request acted on is in one of them
  // even when the refresh that follows the action has already removed its card.
  const drawn = useRef<{ now: CardOrder | null; before: CardOrder | null }>({ now: null, before: null });
  useEffect(() => {
    drawn.current = { now: readCardOrder(), before: drawn.current.now };
  }, [list]);
  const arm = useCallback((taskId: string) => setLeaving(leavingOf(taskId, [readCardOrder(), drawn.current.now, drawn.current.before])), []);
  useEffect(() => {
    if (!leaving || blocked) return;
    const target = focusTargetAfterLeaving(leaving);
    // Still drawn: the refresh has not removed it yet (the effect runs again when the list changes).
    if (!target && document.querySelector(`${CARD}[data-task-id="${leaving.taskId}"]`)) return;
    setLeaving(null);
    // Kept beyond this effect (clearing `leaving` runs its cleanup): stopped by the next move or on leaving the page.
    moving.current?.();
    moving.current = target ? moveFocusWhenFree(target, leaving.taskId) : null;
  }, [leaving, blocked, list]);
  useEffect(() => () => moving.current?.(), []);
  return arm;
}
