/**
 * PIMS access for the resolvers: the adapter of a connection type. Consult linking exists for EZYVET
 * and DIGITAIL only (core's CONSULT_CONNECTION_TYPES); users, clients, patients and the install are
 * answered for every supported type. All are served by the sandbox adapter until vendor adapters are
 * written — outside production: the sandbox answers from the fixtures, demo code a production server
 * never loads (decision 0433), so there every call fails as an unreachable PIMS does.
 */
import { CONSULT_CONNECTION_TYPES, isConnectionTypeIn, toConnectionType, WRITEBACK_CONNECTION_TYPES } from '@vetrx/core/common';
import type { DbOrTx } from '../db/client.js';
import { type PimsAdapter, PimsUnsupportedError } from './adapter.js';
import { practiceSource } from './practice-records.js';
import type { createSandboxPimsAdapter as SandboxPims } from './sandbox.js';
import type { databaseWriteLedger as SandboxLedger } from './sandbox-writes.js';

export * from './adapter.js';

/** The sandbox adapter, when this server runs it (development only, decision 0433). */
let sandboxPims: typeof SandboxPims | null = null;
/** Where the sandbox records prescription writes, on a database (development only). */
let sandboxLedger: typeof SandboxLedger | null = null;

/**
 * Serves PIMS calls with the sandbox adapter: called by the development wiring (http/development.ts),
 * which alone loads it; a production server never does.
 *
 * @example
 * useSandboxPims((await import('./sandbox.js')).createSandboxPimsAdapter, (await import('./sandbox-writes.js')).databaseWriteLedger);
 */
export function useSandboxPims(factory: typeof SandboxPims, ledger: typeof SandboxLedger | null = null): void {
  sandboxPims = factory;
  sandboxLedger = ledger;
}

/** A PIMS that cannot be reached: what a server without a PIMS adapter answers every call with. */
const unreachable = async (): Promise<never> => {
  throw new Error('No PIMS adapter serves this server (the sandbox runs outside production only)');
};
const NO_PIMS: PimsAdapter = {
  getConsultsByPatientId: unreachable,
  getConsultsByCode: unreachable,
  searchUsers: unreachable,
  getUser: unreachable,
  searchCaretakers: unreachable,
  getCaretakerById: unreachable,
  getCaretakerList: unreachable,
  searchPatients: unreachable,
  getPatientList: unreachable,
  getPatientById: unreachable,
  getInstallInformation: unreachable,
  getInstallStatus: unreachable,
  syncUsers: unreachable,
  writePrescription: unreachable,
};

/** The sandbox adapter when this server runs it, else a PIMS that cannot be reached. */
const createSandboxPimsAdapter = (...args: Parameters<typeof SandboxPims>): PimsAdapter => (sandboxPims ? sandboxPims(...args) : NO_PIMS);

/**
 * The adapter that answers consult calls for a connection type; throws PimsUnsupportedError for types
 * without consults.
 */
export function adapterFor(connectionType: string, now: () => Date): PimsAdapter {
  if (!isConnectionTypeIn(CONSULT_CONNECTION_TYPES, connectionType)) throw new PimsUnsupportedError(connectionType);
  return createSandboxPimsAdapter(now);
}

/**
 * The adapter that answers user calls (searchPimsUsers, getPimsUser) for a connection type: every
 * supported type, served by the sandbox until vendor adapters exist; throws PimsUnsupportedError for an
 * unknown type.
 */
export function userAdapterFor(connectionType: string, now: () => Date): PimsAdapter {
  if (toConnectionType(connectionType) === null) throw new PimsUnsupportedError(connectionType);
  return createSandboxPimsAdapter(now);
}

/**
 * The adapter that answers the data-service calls (PIMS clients and patients, install information and
 * status, user sync) for a connection type: every supported type, served by the sandbox (which mirrors
 * the account's practice from `db`); throws PimsUnsupportedError for an unknown type.
 */
export function dataAdapterFor(connectionType: string, now: () => Date, db: DbOrTx): PimsAdapter {
  if (toConnectionType(connectionType) === null) throw new PimsUnsupportedError(connectionType);
  return createSandboxPimsAdapter(now, practiceSource(db));
}

/**
 * The adapter that writes authorized prescriptions back to the PIMS (the outbox's worker): every
 * write-back-capable type, served by the sandbox (recording the writes in `db`) until vendor adapters
 * exist; throws PimsUnsupportedError for a type that cannot take write-back.
 */
export function writebackAdapterFor(connectionType: string, now: () => Date, db: DbOrTx): PimsAdapter {
  if (!isConnectionTypeIn(WRITEBACK_CONNECTION_TYPES, connectionType)) throw new PimsUnsupportedError(connectionType);
  return sandboxPims ? sandboxPims(now, practiceSource(db), sandboxLedger?.(db)) : NO_PIMS;
}
