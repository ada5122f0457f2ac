import { GetPrescriptionAuditTrailDocument } from '@vetrx/core/operations/GetPrescriptionAuditTrail';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { GetPrescriptionDetailDocument } from '@vetrx/core/operations/GetPrescriptionDetail';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { GetPrescriptionTaskDocument } from '@vetrx/core/operations/GetPrescriptionTask';
import { GetPrescriptionTasksDocument } from '@vetrx/core/operations/GetPrescriptionTasks';
import { GetPrescriptionTasksCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import { GetPrescriptionTasksGroupedDocument } from '@vetrx/core/operations/GetPrescriptionTasksGrouped';
import { GetPrescriptionTasksGroupedCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksGroupedCount';
import {
  GetPrescriptionsByLocationPatientIdDocument,
} from '@vetrx/core/operations/GetPrescriptionsByLocationPatientId';
import { PrescriptionsDocument } from '@vetrx/core/operations/Prescriptions';

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
