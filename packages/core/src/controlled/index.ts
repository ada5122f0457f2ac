/**
 * @vetrx/core/controlled — controlled-substance rules: DEA schedules, notices, hard copies.
 */
export {
  type ControlledFacts,
  controlledNotice,
  DEA_SCHEDULES,
  type DeaSchedule,
  isControlledProduct,
  isScheduleII,
  normaliseDeaSchedule,
} from './schedule.js';
export {
  hardCopyInstruction,
  hardCopyMethod,
  mustContactPharmacyForControlled,
  showsDeaInformation,
} from './hard-copy.js';
