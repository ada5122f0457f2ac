/**
 * Copy on a task card (prescribing §2, §4): reads the full task (its prescription's directions,
 * refills and notes), then opens /create/rx/direct/ with the copy and no id.
 */
import { GetPrescriptionTaskDocument } from '@vetrx/core/operations/GetPrescriptionTask';
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../../api/client';
import { toastApiError } from '../../api/errors';
import { gqlKey } from '../../api/useGql';
import { useLocationScope } from '../../api/location-scope';
import { useCopyNavigation } from '../../shared/prescriptions/copy-navigation';
import type { TaskCardTask } from './task-types';
import { TOAST_DURATION } from '../../lib/ui-constants';

export function useTaskCopy() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const locationId = useLocationScope();
  const { copyTask } = useCopyNavigation();
  return useCallback(
    async (task: TaskCardTask) => {
      try {
        const variables = { id: task.id };
        const data = await queryClient.fetchQuery({
          queryKey: gqlKey(GetPrescriptionTaskDocument, locationId, variables),
          queryFn: () => client.request(GetPrescriptionTaskDocument, variables),
        });
        copyTask(data.getPrescriptionTask ?? task);
      } catch (error) {
        toastApiError(error, { title: APPROVALS_MESSAGES.taskCard.loadFailed }, TOAST_DURATION.short);
      }
    },
    [client, queryClient, locationId, copyTask],
  );
}
