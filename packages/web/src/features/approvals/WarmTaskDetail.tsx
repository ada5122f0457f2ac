/**
 * Draws a pending card's detail and authorization form once, out of the document, while the queue is
 * idle, then removes it (issue 61). The first draw of the form costs far more than later ones: its code
 * runs for the first time (compiled then), Chakra resolves and serializes every recipe and style prop
 * it uses, and emotion inserts their CSS rules — and each inserted rule restyles the whole page. Done
 * beforehand, the press on Approve renders with warm code and caches, inserts no rule, and restyles only
 * the card.
 *
 * The draw goes through a React portal into a `div` never attached to the document, so it keeps the
 * app's providers (queries, session, router, theme) and nothing of it is ever in the document: no
 * element for a test, a screen reader or the tab order to find, and no focus taken (an element out of
 * the document cannot hold it). It renders in a transition, so a key or a press interrupts it; a card
 * opening (`paused`) drops it at once, so the press never waits behind it. It ends with a
 * `vetrx:form-warmed` performance mark (`detail.drawn`: whether the form was drawn).
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { runWhenIdle } from '../../components/ui/deferred-module';
import { approvalFormModule } from './approval-form-module';
import { taskDetailModule } from './task-detail-module';

/** What shows the warm draw is complete: the form itself (its data arrived), or the detail's error. */
const DRAWN = '[data-testid="prescription-form"], [data-testid="task-detail-error"]';
/** Gives up on a draw whose data never comes (a failed request leaves the form's skeleton). */
const GIVE_UP_MS = 15_000;
const noop = () => {};

/**
 * Once per mount, for the first `taskId` given: waits for the browser to be idle and the detail's and
 * form's code, draws the task's detail (with its form) detached, and removes it once the form is drawn.
 * While `paused` (a card is open) it draws nothing and starts nothing.
 *
 * @example
 * <WarmTaskDetail taskId={firstPendingId} paused={expandedTask !== null} />
 */
export function WarmTaskDetail({ taskId, paused }: { taskId: string | null; paused: boolean }) {
  const [warming, setWarming] = useState<{ taskId: string; container: HTMLElement } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!taskId || paused || started.current) return;
    let live = true;
    const cancel = runWhenIdle(() => {
      started.current = true;
      Promise.all([taskDetailModule.preload(), approvalFormModule.preload()]).then(
        () => live && startTransition(() => setWarming({ taskId, container: document.createElement('div') })),
        noop,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [taskId, paused]);

  useEffect(() => {
    if (!warming) return;
    let cancelIdle = noop;
    const finish = (drawn: boolean) => {
      observer.disconnect();
      clearTimeout(giveUp);
      cancelIdle = runWhenIdle(() => {
        startTransition(() => setWarming(null));
        performance.mark('vetrx:form-warmed', { detail: { drawn } });
      });
    };
    const observer = new MutationObserver(() => warming.container.querySelector(DRAWN) && finish(true));
    observer.observe(warming.container, { subtree: true, childList: true });
    const giveUp = setTimeout(() => finish(false), GIVE_UP_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
      cancelIdle();
    };
  }, [warming]);

  // A card opened: the warm draw goes in the same render as the opened card's detail, and is not taken up again.
  if (paused && warming) setWarming(null);
  const detail = taskDetailModule.current();
  if (!warming || !detail || paused) return null;
  return createPortal(<detail.TaskDetail taskId={warming.taskId} onDecline={noop} onSaved={noop} />, warming.container);
}
