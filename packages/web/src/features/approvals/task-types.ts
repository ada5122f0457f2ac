import type { PrescriptionTaskCardFieldsFragment } from '@vetrx/core/fragments/PrescriptionTaskCardFields';
import type { GetPrescriptionTaskQuery } from '@vetrx/core/operations/GetPrescriptionTask';

/**
 * The types the approvals card's modules share: TaskCard, TaskDetail and ApprovalForm load one another
 * (the detail and the form lazily), so what each names of the others lives here, in a leaf that imports
 * none of them.
 */

/** A task as the queue lists it (the card's fields). */
export type TaskCardTask = PrescriptionTaskCardFieldsFragment;

/** A task as its expanded card loads it. */
export type TaskDetailData = NonNullable<GetPrescriptionTaskQuery['getPrescriptionTask']>;

export interface TaskDetailProps {
  taskId: string;
  onDecline: () => void;
  /** After the form saved (the card collapses). */
  onSaved: () => void;
}
