import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrors } from '../common/validation.js';
import type { Id } from '../common/ids.js';
import type { PimsCaretaker } from './pims-link.js';
import { validateLocationClientInput, type LocationClientWrite } from './schema.js';

/**
 * The client saved by the manual step: its id and PIMS ids (what decides the import step).
 *
 * @example
 * const saved: SavedClient = { id: 7, pimsId: 'P-77', pimsProviderId: null };
 */
export interface SavedClient {
  readonly id: Id;
  readonly pimsId?: string | null;
  readonly pimsProviderId?: string | null;
}

/**
 * Input of the add-client flow: whether the location (feature pimsImport, with PIMS on) and the
 * organization have PIMS import enabled (clients §2).
 *
 * @example
 * const input: AddClientInput = { locationPimsImportEnabled: true, organizationPimsImportEnabled: true };
 */
export interface AddClientInput {
  readonly locationPimsImportEnabled: boolean;
  readonly organizationPimsImportEnabled: boolean;
}

/**
 * Context of the add-client flow.
 *
 * @example
 * addClientActor.getSnapshot().context.prefill // the PIMS client chosen in the search, or null
 */
export interface AddClientContext extends AddClientInput {
  /** The PIMS client chosen in the search step, prefilling the manual form. */
  prefill: PimsCaretaker | null;
  /** The field errors of the last submitted form, or of the save. */
  errors: FieldErrors | null;
  /** The validated input being saved. */
  pending: LocationClientWrite | null;
  /** The client once saved (or chosen from the local search). */
  client: SavedClient | null;
  /** The patient imported in the import step, for the profile's navigation state. */
  locationPatientId: Id | null;
}

/**
 * Events of the add-client flow (clients §2 Add Client modal, §4 Add-client flow).
 * - `SELECT_LOCAL_CLIENT`: a local client found by the search is opened.
 * - `SELECT_PIMS_CLIENT`: a PIMS match prefills the manual form.
 * - `ADD_MANUALLY`: the empty manual form.
 * - `SUBMIT`: the manual form is saved (validated with `validateLocationClientInput`).
 * - `BACK`: from the manual form back to the search.
 * - `IMPORT_FINISHED` / `SKIP_IMPORT`: the import step ends.
 * - `CLOSE` / `CANCEL`: the modal resets to the search step.
 *
 * @example
 * actor.send({ type: 'SELECT_PIMS_CLIENT', caretaker });
 */
export type AddClientEvent =
  | { type: 'SELECT_LOCAL_CLIENT'; locationClientId: Id }
  | { type: 'SELECT_PIMS_CLIENT'; caretaker: PimsCaretaker }
  | { type: 'ADD_MANUALLY' }
  | { type: 'SUBMIT'; input: unknown }
  | { type: 'BACK' }
  | { type: 'IMPORT_FINISHED'; locationPatientId?: Id | null }
  | { type: 'SKIP_IMPORT' }
  | { type: 'CLOSE' }
  | { type: 'CANCEL' };

/**
 * Output of the flow: where the client profile opens.
 *
 * @example
 * const out: AddClientOutput = { locationClientId: 7, locationPatientId: null };
 */
export interface AddClientOutput {
  readonly locationClientId: Id;
  readonly locationPatientId: Id | null;
}

/**
 * Guard: the import step applies — the location and the organization have PIMS import enabled and the
 * saved client has a pimsId or a pimsProviderId (clients §2, §4).
 *
 * @example
 * canImportPatients({ locationPimsImportEnabled: true, organizationPimsImportEnabled: true }, { id: 1, pimsId: 'P' }) // true
 */
export function canImportPatients(flags: AddClientInput, client: SavedClient | null | undefined): boolean {
  const hasPimsRecord = !!(client?.pimsId?.trim() || client?.pimsProviderId?.trim());
  return flags.locationPimsImportEnabled && flags.organizationPimsImportEnabled && hasPimsRecord;
}

/**
 * Guard: the submitted form passes `validateLocationClientInput` for a new client.
 *
 * @example
 * isClientInputValid({ firstName: '', isActive: true }) // false
 */
export function isClientInputValid(input: unknown): boolean {
  return validateLocationClientInput(input, { isUpdate: false }).ok;
}

const initialContext = (input: AddClientInput): AddClientContext => ({
  locationPimsImportEnabled: input.locationPimsImportEnabled,
  organizationPimsImportEnabled: input.organizationPimsImportEnabled,
  prefill: null,
  errors: null,
  pending: null,
  client: null,
  locationPatientId: null,
});

/**
 * The Add Client modal (clients §2, §4): `search` → `manual` → `import` (only when
 * {@link canImportPatients}) → `profile` (final; its output opens the client profile). A local client
 * chosen in the search goes straight to the profile. Closing or cancelling resets to `search`.
 *
 * The save is the `saveClient` actor (input: the normalised AddLocationClient input; output: the saved
 * client), provided by the caller: `addClientMachine.provide({ actors: { saveClient: fromPromise(…) } })`.
 * A save failure returns to the form with `errors._` set to the server's message.
 *
 * @example
 * const actor = createActor(addClientMachine.provide({ actors: { saveClient } }), { input: { locationPimsImportEnabled: true, organizationPimsImportEnabled: true } }).start();
 * actor.send({ type: 'ADD_MANUALLY' });
 */
export const addClientMachine = setup({
  types: {
    context: {} as AddClientContext,
    events: {} as AddClientEvent,
    input: {} as AddClientInput,
    output: {} as AddClientOutput,
  },
  actors: {
    saveClient: fromPromise<SavedClient, LocationClientWrite>(async () => {
      throw new Error('add-client machine: provide the saveClient actor with addClientMachine.provide({ actors })');
    }),
  },
  guards: {
    canImportPatients: ({ context }, params: { client: SavedClient | null }) => canImportPatients(context, params.client),
    isClientInputValid: ({ event }) => event.type === 'SUBMIT' && isClientInputValid(event.input),
  },
  actions: {
    reset: assign(({ context }) => initialContext(context)),
    choosePims: assign({ prefill: ({ event }) => (event.type === 'SELECT_PIMS_CLIENT' ? event.caretaker : null), errors: null }),
    clearPrefill: assign({ prefill: null, errors: null }),
    chooseLocal: assign({
      client: ({ event }) => (event.type === 'SELECT_LOCAL_CLIENT' ? { id: event.locationClientId } : null),
    }),
    acceptInput: assign({
      pending: ({ event }) => {
        const r = validateLocationClientInput(event.type === 'SUBMIT' ? event.input : null, { isUpdate: false });
        return r.ok ? r.value : null;
      },
      errors: null,
    }),
    recordErrors: assign({
      errors: ({ event }) => {
        if (event.type !== 'SUBMIT') return null;
        const r = validateLocationClientInput(event.input, { isUpdate: false });
        return r.ok ? null : r.errors;
      },
    }),
    recordImport: assign({
      locationPatientId: ({ event }) => (event.type === 'IMPORT_FINISHED' ? (event.locationPatientId ?? null) : null),
    }),
  },
}).createMachine({
  id: 'addClient',
  context: ({ input }) => initialContext(input),
  initial: 'search',
  on: { CLOSE: { target: '.search', actions: 'reset' }, CANCEL: { target: '.search', actions: 'reset' } },
  states: {
    search: {
      on: {
        SELECT_LOCAL_CLIENT: { target: 'profile', actions: 'chooseLocal' },
        SELECT_PIMS_CLIENT: { target: 'manual', actions: 'choosePims' },
        ADD_MANUALLY: { target: 'manual', actions: 'clearPrefill' },
      },
    },
    manual: {
      on: {
        SUBMIT: [{ guard: 'isClientInputValid', target: 'saving', actions: 'acceptInput' }, { actions: 'recordErrors' }],
        BACK: { target: 'search', actions: 'reset' },
      },
    },
    saving: {
      // Closing is ignored while the save runs; the modal resets once it answers.
      on: { CLOSE: {}, CANCEL: {} },
      invoke: {
        id: 'saveClient',
        src: 'saveClient',
        input: ({ context }) => context.pending as LocationClientWrite,
        onDone: [
          {
            guard: { type: 'canImportPatients', params: ({ event }) => ({ client: event.output }) },
            target: 'import',
            actions: assign({ client: ({ event }) => event.output, errors: null }),
          },
          { target: 'profile', actions: assign({ client: ({ event }) => event.output, errors: null }) },
        ],
        onError: {
          target: 'manual',
          actions: assign({ errors: ({ event }) => ({ _: event.error instanceof Error ? event.error.message : String(event.error) }) }),
        },
      },
    },
    import: {
      on: {
        IMPORT_FINISHED: { target: 'profile', actions: 'recordImport' },
        SKIP_IMPORT: 'profile',
      },
    },
    profile: { type: 'final' },
  },
  output: ({ context }) => ({ locationClientId: (context.client as SavedClient).id, locationPatientId: context.locationPatientId }),
});
