import { assign, emit, fromPromise, setup } from 'xstate';
import { trimToNull } from '../common/text.js';
import {
  clientLinkUpdate,
  type ClientLinkUpdate,
  type ImportReferences,
  type LinkableClient,
  type PimsCaretaker,
} from '../client/pims-link.js';
import { CLIENT_TOASTS } from '../messages/clients.js';
import type { ToastText } from '../messages/common.js';
import type { Id } from '../common/ids.js';
import { patientLinkUpdate, type LinkablePatient, type PatientLinkUpdate, type PimsPatient } from './pims.js';

/**
 * The local client being linked: its fields for the copy-if-empty update, and its PIMS ids.
 *
 * @example
 * const client: PimsLinkClient = { id: 7, isActive: true, pimsId: null, email: null, phones: [], addresses: [] };
 */
export interface PimsLinkClient extends LinkableClient {
  readonly pimsId?: string | null;
}

/**
 * Input of the PIMS link flow (clients §4 "PIMS linking of a client").
 *
 * @example
 * const input: PimsLinkInput = { client, references: { addressTypes, phoneTypes }, caretaker: null };
 */
export interface PimsLinkInput {
  readonly client: PimsLinkClient;
  /** Phone and address types, to type the copied phones and addresses. */
  readonly references: ImportReferences;
  /** The PIMS client already selected when the panel opens (e.g. a suggested match), if any. */
  readonly caretaker?: PimsCaretaker | null;
}

/**
 * A local patient chosen to be linked to a PIMS patient.
 *
 * @example
 * const pick: PatientPick = { local: { id: 3, isActive: true }, pims: { pimsId: 'PP-1' } };
 */
export interface PatientPick {
  readonly local: LinkablePatient;
  readonly pims: PimsPatient;
}

/**
 * Context of the PIMS link flow.
 *
 * @example
 * actor.getSnapshot().context.picks.length // patients selected for linking
 */
export interface PimsLinkContext {
  client: PimsLinkClient;
  references: ImportReferences;
  caretaker: PimsCaretaker | null;
  picks: PatientPick[];
  error: string | null;
  /** True once the client (and the picked patients) are saved. */
  linked: boolean;
}

/**
 * Events of the PIMS link flow.
 * - `OPEN_SEARCH` / `SELECT_CARETAKER` / `BACK`: the PIMS search (only for a client without a pimsId).
 * - `CONTINUE`: from the panel to patient linking, once a PIMS client is selected.
 * - `TOGGLE_PATIENT`: selects or unselects a local patient and its PIMS patient.
 * - `SAVE`: saves the client link, then the patient links.
 * - `CLOSE`: leaves the flow.
 *
 * @example
 * actor.send({ type: 'TOGGLE_PATIENT', local: { id: 3, isActive: true }, pims: { pimsId: 'PP-1' } });
 */
export type PimsLinkEvent =
  | { type: 'OPEN_SEARCH' }
  | { type: 'SELECT_CARETAKER'; caretaker: PimsCaretaker }
  | { type: 'BACK' }
  | { type: 'CONTINUE' }
  | { type: 'TOGGLE_PATIENT'; local: LinkablePatient; pims: PimsPatient }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };

/**
 * Notifications the flow emits (subscribe with `actor.on('notify', …)`): 'Client Successfully Linked'
 * (title 'PIMS Link'), then 'Patient Successfully Linked'.
 *
 * @example
 * actor.on('notify', ({ toast }) => showToast(toast));
 */
export type PimsLinkEmitted = { type: 'notify'; toast: ToastText };

/**
 * Output: whether the flow saved, and how many patients it linked.
 *
 * @example
 * const out: PimsLinkOutput = { linked: true, patientsLinked: 2 };
 */
export interface PimsLinkOutput {
  readonly linked: boolean;
  readonly patientsLinked: number;
}

/**
 * Guard: the PIMS search is offered only for a client without a pimsId (clients §4).
 *
 * @example
 * canSearchPims({ id: 1, isActive: true, pimsId: 'P' }) // false
 */
export function canSearchPims(client: PimsLinkClient): boolean {
  return trimToNull(client.pimsId) === null;
}

/**
 * Toggles a patient pick: a local patient already picked is removed, otherwise added (one PIMS patient
 * per local patient).
 *
 * @example
 * togglePick([], { local: { id: 3, isActive: true }, pims: { pimsId: 'PP-1' } }).length // 1
 */
export function togglePick(picks: readonly PatientPick[], pick: PatientPick): PatientPick[] {
  const without = picks.filter((p) => String(p.local.id) !== String(pick.local.id));
  if (without.length < picks.length) return without;
  // One PIMS record is one animal: a PIMS patient picked for another local patient is not picked twice.
  return pimsPatientHolder(picks, [], pick.local.id, pick.pims) ? [...picks] : [...picks, pick];
}

const pimsKey = (pims: PimsPatient): string | null => trimToNull(pims.pimsId) ?? trimToNull(pims.providerId) ?? (pims.id == null ? null : String(pims.id));

/**
 * The local patient, other than `localId`, that already holds a PIMS patient in the link flow: one picked
 * for it, or one linked to it already (its pimsId or provider id). One PIMS record is one animal, so a PIMS
 * patient held by one pet cannot be chosen for another (its prescriptions would be written back to the
 * wrong record). `null` when it is free.
 *
 * @example
 * pimsPatientHolder([], [{ id: 3, pimsId: 'PP-1' }], 4, { pimsId: 'PP-1' })?.id // 3
 */
export function pimsPatientHolder<L extends { readonly id: Id | string; readonly pimsId?: string | null; readonly pimsProviderId?: string | null }>(
  picks: readonly PatientPick[],
  linked: readonly L[],
  localId: Id | string,
  pims: PimsPatient,
): LinkablePatient | L | null {
  const key = pimsKey(pims);
  if (key === null) return null;
  const other = (id: Id | string) => String(id) !== String(localId);
  const picked = picks.find((p) => other(p.local.id) && pimsKey(p.pims) === key);
  if (picked) return picked.local;
  return linked.find((l) => other(l.id) && (trimToNull(l.pimsId) === key || trimToNull(l.pimsProviderId) === key)) ?? null;
}

/**
 * The client link update of the flow (clients §4 step 3), see `clientLinkUpdate`.
 *
 * @example
 * linkUpdateOf(actor.getSnapshot().context).pimsId
 */
export function linkUpdateOf(context: Pick<PimsLinkContext, 'client' | 'references' | 'caretaker'>): ClientLinkUpdate {
  return clientLinkUpdate(context.client, context.caretaker ?? {}, context.references);
}

/**
 * The patient link updates of the flow (clients §4 step 4), see `patientLinkUpdate`.
 *
 * @example
 * patientUpdatesOf(actor.getSnapshot().context).map((u) => u.updatePatientId)
 */
export function patientUpdatesOf(context: Pick<PimsLinkContext, 'picks' | 'caretaker'>): PatientLinkUpdate[] {
  const type = trimToNull(context.caretaker?.pimsConnectionType);
  return context.picks.map((p) => patientLinkUpdate(p.local, p.pims, type));
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The PIMS link of a client (clients §4): `panel` (the selected PIMS client) → `search` (only for a
 * client without a pimsId) → back to `panel` with a PIMS client → `patientLinking` → `savingClient` →
 * `savingPatients` → `saved` (final). A save failure returns to `patientLinking` with the error.
 *
 * HTTP is injected: `linkClient` (input: the "Update client (link)" payload) and `linkPatients` (input:
 * the patient link updates), provided with `pimsLinkMachine.provide({ actors })`. The success notices
 * are emitted as `notify` events.
 *
 * @example
 * const actor = createActor(pimsLinkMachine.provide({ actors: { linkClient, linkPatients } }), { input }).start();
 */
export const pimsLinkMachine = setup({
  types: {
    context: {} as PimsLinkContext,
    events: {} as PimsLinkEvent,
    input: {} as PimsLinkInput,
    output: {} as PimsLinkOutput,
    emitted: {} as PimsLinkEmitted,
  },
  actors: {
    linkClient: fromPromise<unknown, ClientLinkUpdate>(async () => {
      throw new Error('pims-link machine: provide the linkClient actor with pimsLinkMachine.provide({ actors })');
    }),
    linkPatients: fromPromise<unknown, PatientLinkUpdate[]>(async () => {
      throw new Error('pims-link machine: provide the linkPatients actor with pimsLinkMachine.provide({ actors })');
    }),
  },
  guards: {
    canSearchPims: ({ context }) => canSearchPims(context.client),
    hasCaretaker: ({ context }) => context.caretaker !== null,
    hasPicks: ({ context }) => context.picks.length > 0,
  },
  actions: {
    selectCaretaker: assign({
      caretaker: ({ event, context }) => (event.type === 'SELECT_CARETAKER' ? event.caretaker : context.caretaker),
      picks: [],
    }),
    togglePatient: assign({
      picks: ({ event, context }) =>
        event.type === 'TOGGLE_PATIENT' ? togglePick(context.picks, { local: event.local, pims: event.pims }) : context.picks,
    }),
    clearError: assign({ error: null }),
    notifyClientLinked: emit({ type: 'notify', toast: CLIENT_TOASTS.clientPimsLinked }),
    notifyPatientsLinked: emit({ type: 'notify', toast: CLIENT_TOASTS.patientPimsLinked }),
  },
}).createMachine({
  id: 'pimsLink',
  context: ({ input }) => ({
    client: input.client,
    references: input.references,
    caretaker: input.caretaker ?? null,
    picks: [],
    error: null,
    linked: false,
  }),
  initial: 'panel',
  states: {
    panel: {
      on: {
        OPEN_SEARCH: { guard: 'canSearchPims', target: 'search' },
        CONTINUE: { guard: 'hasCaretaker', target: 'patientLinking' },
        CLOSE: 'closed',
      },
    },
    search: {
      on: {
        SELECT_CARETAKER: { target: 'panel', actions: 'selectCaretaker' },
        BACK: 'panel',
        CLOSE: 'closed',
      },
    },
    patientLinking: {
      on: {
        TOGGLE_PATIENT: { actions: 'togglePatient' },
        SAVE: { target: 'savingClient', actions: 'clearError' },
        BACK: 'panel',
        CLOSE: 'closed',
      },
    },
    savingClient: {
      invoke: {
        id: 'linkClient',
        src: 'linkClient',
        input: ({ context }) => linkUpdateOf(context),
        onDone: [
          { guard: 'hasPicks', target: 'savingPatients', actions: 'notifyClientLinked' },
          { target: 'saved', actions: 'notifyClientLinked' },
        ],
        onError: { target: 'patientLinking', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    savingPatients: {
      invoke: {
        id: 'linkPatients',
        src: 'linkPatients',
        input: ({ context }) => patientUpdatesOf(context),
        onDone: { target: 'saved', actions: 'notifyPatientsLinked' },
        onError: { target: 'patientLinking', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    saved: { type: 'final', entry: assign({ linked: true }) },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ linked: context.linked, patientsLinked: context.linked ? context.picks.length : 0 }),
});
