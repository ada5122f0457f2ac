/**
 * A pointer that rests on a control, not one passing over it: `onPointerEnter` starts a short wait,
 * `onPointerLeave` cancels it, `onPointerDown` acts at once. Used to ask a control's data before the
 * press without a request for every card the pointer crosses on its way down a list.
 *
 * @example
 * const intent = useHoverIntent(() => prefetchTaskForm(prefetch, task, locationId));
 * <Button {...intent} onClick={open} />
 */
import { useEffect, useRef } from 'react';

/** How long the pointer rests before it counts as intent (ms): shorter than a reach to press. */
export const HOVER_INTENT_MS = 80;

export function useHoverIntent(act: () => void, delayMs = HOVER_INTENT_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  return {
    onPointerEnter: () => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current();
      }, delayMs);
    },
    onPointerLeave: cancel,
    onPointerDown: () => {
      cancel();
      latest.current();
    },
  };
}
