/**
 * The sandbox storefront, pharmacy and clock (issue 14): pure rules the server applies and the CLI and
 * Sandbox page drive.
 */
export {
  canStopLine,
  expiringTaskDue,
  nextLineStatus,
  orderStatusFromLines,
  type PharmacyOutcome,
  pharmacyStep,
  SANDBOX_LINE_STOPS,
  SANDBOX_MESSAGES,
  sandboxAccess,
  sandboxClockAccess,
  sandboxEventSummary,
  sandboxOffsetAfter,
  sandboxRandom,
  sandboxSeed,
  sandboxShipment,
  sandboxTickSeconds,
  sandboxTickSeed,
  sandboxTime,
  sandboxTraffic,
  type SandboxTrafficKind,
  sandboxTrafficPerHour,
  storefrontRefusal,
  storefrontRxFor,
} from './rules.js';
export { SANDBOX_LABELS, tickSummary } from './labels.js';
export { SANDBOX_LIMITS } from './limits.js';
