import { useEffect } from 'react';
import { GetPrescriptionTaskDocument } from '@vetrx/core/operations/GetPrescriptionTask';
import type { usePrefetchGql } from '../../api/useGql';
import { approvalFormModule } from './approval-form-module';
import { taskDetailModule } from './task-detail-module';
import type { TaskCardTask } from './task-types';
import { CARD } from './use-triage-keys';

/**
 * Starts what a card's authorization form waits for: the card's detail and form code, the full task, and
 * the form's own queries (`approvalFormQueries`, under the keys the form reads). The pointer reaching
 * Approve or Save As Draft asks it, and the queue asks it for its first pending card on screen once the page is idle,
 * so pressing Approve waits for the form's render only (issue 61). An answer still fresh is not asked again.
 *
 * @example
 * const prefetch = usePrefetchGql();
 * <Button onPointerEnter={() => prefetchTaskForm(prefetch, task, locationId, locationUser?.id ?? null)} />
 */
export function prefetchTaskForm(prefetch: ReturnType<typeof usePrefetchGql>, task: TaskCardTask, locationId: string | null, locationUserId: string | null): void {
  prefetch([{ document: GetPrescriptionTaskDocument, variables: { id: task.id } }]);
  taskDetailModule.warm();
  approvalFormModule.preload().then((m) => prefetch(m.approvalFormQueries(task, locationId, locationUserId)), () => undefined);
}

/** The form prefetch of each pending card drawn, by task id (`useFormPrefetchOnAsk`). */
const drawnPendingCards = new Map<string, () => void>();

/**
 * Lets the queue ask this card to start its form (`prefetchFirstPendingOnScreen`): `taskId` null for a
 * card whose form cannot open.
 */
export function useFormPrefetchOnAsk(taskId: string | null, prefetchForm: () => void): void {
  useEffect(() => {
    if (taskId === null) return;
    drawnPendingCards.set(taskId, prefetchForm);
    return () => {
      if (drawnPendingCards.get(taskId) === prefetchForm) drawnPendingCards.delete(taskId);
    };
  });
}

/**
 * Starts the form of the first card on screen whose Approve can be pressed — the one a vet working down
 * the queue opens first. Not the first pending task of the queue's data: a group drawn closed, or a paged
 * group showing its own first page, puts another card first on screen. Answers the task id asked for, or
 * null when no pending card is drawn; `unless` (the last id asked for) is not asked again.
 */
export function prefetchFirstPendingOnScreen(unless: string | null): string | null {
  for (const card of document.querySelectorAll<HTMLElement>(CARD)) {
    const id = card.dataset.taskId;
    if (!id || !card.querySelector('[data-testid="task-approve"]')) continue;
    const prefetch = drawnPendingCards.get(id);
    if (!prefetch) continue;
    if (id !== unless) prefetch();
    return id;
  }
  return null;
}
