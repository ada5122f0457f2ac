export {
  AUDIT_CHAIN_MESSAGES,
  type AuditChainRow,
  type AuditHashInput,
  auditRowHash,
  verifyAuditTrailPages,
} from './chain.js';
export {
  AUDIT_EVENT_LABELS,
  AUDIT_LOG_MAX_TAKE,
  auditActorLabel,
  type AuditChainHead,
  auditChanges,
  auditDateRange,
  auditEvent,
  auditLogCsv,
  auditLogFilter,
  type AuditLogFilter,
  auditTailBreak,
} from './events.js';
