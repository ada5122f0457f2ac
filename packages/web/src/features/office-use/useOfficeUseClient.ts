/**
 * The location's office-use client and its office-use patient (GetOfficeUseClient). When the location
 * has none yet, or its client has no active office-use patient, they are created once (AddOfficeUseClient
 * — admin §2.5: "created automatically if missing").
 */
import { AddOfficeUseClientDocument } from '@vetrx/core/operations/AddOfficeUseClient';
import { GetOfficeUseClientDocument } from '@vetrx/core/operations/GetOfficeUseClient';
import { officeUsePatient } from '@vetrx/core/admin';
import { PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { useEffect } from 'react';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';

export function useOfficeUseClient(locationId: string | null) {
  const query = useGql(GetOfficeUseClientDocument, locationId ? { locationId } : null);
  const create = useGqlMutation(AddOfficeUseClientDocument, {
    invalidates: [GetOfficeUseClientDocument],
    errorToast: { title: L.officeClientSetupFailed },
  });
  // Missing: no office-use client, or one without an active office-use patient (AddOfficeUseClient adds it).
  const missing = query.isSuccess && officeUsePatient(query.data.getOfficeUseClient) === null;
  const { mutate, isIdle } = create;
  useEffect(() => {
    if (missing && isIdle && locationId) mutate({ locationId });
  }, [missing, isIdle, locationId, mutate]);
  const stored = query.data?.getOfficeUseClient ?? null;
  const client = (officeUsePatient(stored) ? stored : (create.data?.addOfficeUseClient ?? stored)) ?? null;
  return {
    client,
    patient: officeUsePatient(client),
    creating: missing && !create.isError,
    isError: query.isError || create.isError,
    retry: () => (query.isError ? void query.refetch() : locationId && create.mutate({ locationId })),
  };
}
