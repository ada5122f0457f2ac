import {
  GetPrescriptionCountDocument,
  GetPrescriptionAuditTrailDocument,
  GetPrescriptionDetailDocument,
  GetPrescriptionHistoryDocument,
  GetPrescriptionsByLocationPatientIdDocument,
  GetPrescriptionTaskDocument,
  GetPrescriptionTasksCountDocument,
  GetPrescriptionTasksDocument,
  GetPrescriptionTasksGroupedCountDocument,
  GetPrescriptionTasksGroupedDocument,
  PrescriptionsDocument,
} from '@vetrx/core/api';

/** Queries that show prescription records: they refetch after a record changes (archive, decline). */
export const HISTORY_QUERIES = [
  GetPrescriptionHistoryDocument,
  GetPrescriptionCountDocument,
  GetPrescriptionsByLocationPatientIdDocument,
  GetPrescriptionDetailDocument,
  PrescriptionsDocument,
  GetPrescriptionTaskDocument,
  GetPrescriptionAuditTrailDocument,
] as const;

/** Queries that show tasks: they refetch after a task changes (decline, workflow, approve). */
export const TASK_QUERIES = [
  GetPrescriptionTasksDocument,
  GetPrescriptionTasksGroupedDocument,
  GetPrescriptionTasksCountDocument,
  GetPrescriptionTasksGroupedCountDocument,
  GetPrescriptionTaskDocument,
] as const;
