/**
 * @vetrx/core/controlled — controlled-substance rules: DEA schedules, notices, hard copies.
 */
export {
  type ControlledFacts,
  DEA_SCHEDULES,
  type DeaSchedule,
  isControlledProduct,
  isScheduleII,
  normaliseDeaSchedule,
} from './schedule.js';
export { hardCopyMethod, mustContactPharmacyForControlled } from './hard-copy.js';
