import type { ActorRefFrom, EventFromLogic } from 'xstate';
import type { prescriptionFormMachine } from '@vetrx/core/prescription';

/** The running form machine: the one home of the form's rule state, handed to each section's hook. */
export type PrescriptionFormActor = ActorRefFrom<typeof prescriptionFormMachine>;
/** The form machine's events, read off the machine. */
export type PrescriptionFormEvent = EventFromLogic<typeof prescriptionFormMachine>;
