/**
 * The archive rule (prescribing §4 Archive): when a prescription may be archived, the refusal the
 * server returns, the Archive button's state, its confirmation texts and the mutation variables.
 */
export {
  ARCHIVE_CONFIRMATION,
  archiveButtonState,
  type ArchiveOrder,
  archiveRefusal,
  buildArchivePrescriptionVariables,
} from './rule.js';
