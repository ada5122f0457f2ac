/**
 * Prescription records (prescribing §2 Prescription history and detail view, §4 status table and
 * expiry badge): status codes and listing/filter values, the status display, the expiry badge, the
 * fillable rule, history filters and the detail view rows. The pure transition helpers of the
 * prescription lifecycle machine are re-exported here for the server.
 */
export * from './status.js';
export * from './display.js';
export * from './expiry.js';
export * from './fillable.js';
export * from './history.js';
export * from './detail.js';
export {
  canTransitionPrescription,
  nextPrescriptionStatus,
  prescriptionSnapshotFromStatus,
  prescriptionLifecycleMachine,
  type PrescriptionLifecycleEvent,
  type StoredPrescriptionStatus,
} from '../machines/prescription-lifecycle.machine.js';
