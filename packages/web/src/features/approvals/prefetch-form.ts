import { GetPrescriptionTaskDocument } from '@vetrx/core/operations/GetPrescriptionTask';
import type { usePrefetchGql } from '../../api/useGql';
import { approvalFormModule } from './approval-form-module';
import { taskDetailModule } from './task-detail-module';
import type { TaskCardTask } from './task-types';

/**
 * Starts what a card's authorization form waits for: the card's detail and form code, the full task, and
 * the form's own first queries (`approvalFormQueries`, under the keys the form reads). The pointer reaching
 * Approve or Save As Draft asks it, and the queue asks it for its first pending card once the page is idle,
 * so pressing Approve waits for the form's render only (issue 61). An answer still fresh is not asked again.
 *
 * @example
 * const prefetch = usePrefetchGql();
 * <Button onPointerEnter={() => prefetchTaskForm(prefetch, task, locationId)} />
 */
export function prefetchTaskForm(prefetch: ReturnType<typeof usePrefetchGql>, task: TaskCardTask, locationId: string | null): void {
  prefetch([{ document: GetPrescriptionTaskDocument, variables: { id: task.id } }]);
  taskDetailModule.warm();
  approvalFormModule.preload().then((m) => prefetch(m.approvalFormQueries(task, locationId)), () => undefined);
}
