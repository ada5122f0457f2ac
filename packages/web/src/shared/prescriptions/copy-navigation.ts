/**
 * Copy and Decline-and-copy (prescribing §2 Draft editing, §4 Actions): open /create/rx/direct/ with a
 * copy of the task or prescription in the navigation state, without its id (origin copy).
 */
import { MAIN_ROUTES } from '@vetrx/core/access';
import {
  copyFromPrescription,
  copyFromTask,
  directPrescribeCopyState,
  type CopySourcePrescription,
  type CopySourceTask,
} from '@vetrx/core/task';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SavedPrescriptionSource } from './form-types';

/** The path of draft editing, as the spec writes it (with its trailing slash). */
export const DIRECT_PRESCRIBE_PATH = `${MAIN_ROUTES.createRxDirect}/`;

export function useCopyNavigation() {
  const navigate = useNavigate();
  const copyPrescription = useCallback(
    (rx: CopySourcePrescription & { id: string | number }) =>
      navigate(DIRECT_PRESCRIBE_PATH, { state: directPrescribeCopyState(copyFromPrescription(rx), { kind: 'prescription', id: rx.id }) }),
    [navigate],
  );
  const copyTask = useCallback(
    (task: CopySourceTask & { id: string | number }) =>
      navigate(DIRECT_PRESCRIBE_PATH, { state: directPrescribeCopyState(copyFromTask(task), { kind: 'task', id: task.id }) }),
    [navigate],
  );
  return { copyPrescription, copyTask };
}

export interface DirectPrescribeState {
  prescription?: Omit<SavedPrescriptionSource, 'productId'> & { productId?: string | number | null };
  prescriptionId?: string;
  copy?: boolean;
}
