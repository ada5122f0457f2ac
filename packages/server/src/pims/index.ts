/**
 * PIMS access for the resolvers: the adapter of a connection type. Consult linking exists for EZYVET
 * and DIGITAIL only (core's CONSULT_CONNECTION_TYPES); users, clients, patients and the install are
 * answered for every supported type. All are served by the sandbox adapter until vendor adapters are
 * written.
 */
import { CONSULT_CONNECTION_TYPES, isConnectionTypeIn, toConnectionType } from '@vetrx/core/common';
import type { DbOrTx } from '../db/client.js';
import { type PimsAdapter, PimsUnsupportedError } from './adapter.js';
import { practiceSource } from './practice-records.js';
import { createSandboxPimsAdapter } from './sandbox.js';

export * from './adapter.js';

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
