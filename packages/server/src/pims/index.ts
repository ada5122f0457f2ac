/**
 * PIMS access for the resolvers: the adapter of a connection type. Consult linking exists for EZYVET
 * and DIGITAIL only (core's CONSULT_CONNECTION_TYPES); users, clients, patients, medications and the
 * install are answered for every supported type. An EZYVET account set up for ezyVet's API (client id,
 * secret, site uid, and this server's partner id) is answered by the ezyVet adapter on every call;
 * every other account by the sandbox adapter — outside production: the sandbox answers from the
 * fixtures, demo code a production server never loads, so there every call fails as an unreachable
 * PIMS does.
 */
import { CONSULT_CONNECTION_TYPES, isConnectionTypeIn, toConnectionType, WRITEBACK_CONNECTION_TYPES } from '@vetrx/core/common';
import type { DbOrTx } from '../db/client.js';
import { type PimsAccount, type PimsAdapter, PimsUnsupportedError } from './adapter.js';
import { createEzyVetAdapter } from './ezyvet/adapter.js';
import type { EzyVetConfig } from './ezyvet/client.js';
import { memoryRateBudget, type RateBudget } from './ezyvet/rate-budget.js';
import { openSecret } from './secret.js';
import { practiceSource } from './practice-records.js';
import type { createSandboxPimsAdapter as SandboxPims } from './sandbox.js';
import type { databaseWriteLedger as SandboxLedger } from '../repositories/sandbox-pims-writes.js';

export * from './adapter.js';

/** The sandbox adapter, when this server runs it (development only). */
let sandboxPims: typeof SandboxPims | null = null;
/** Where the sandbox records prescription writes, on a database (development only). */
let sandboxLedger: typeof SandboxLedger | null = null;

/**
 * Serves PIMS calls with the sandbox adapter: called by the development wiring (http/development.ts),
 * which alone loads it; a production server never does.
 *
 * @example
 * useSandboxPims((await import('./sandbox.js')).createSandboxPimsAdapter, (await import('../repositories/sandbox-pims-writes.js')).databaseWriteLedger);
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
  getPatientMedications: unreachable,
  writePrescription: unreachable,
};

/** The sandbox adapter when this server runs it, else a PIMS that cannot be reached. */
const createSandboxPimsAdapter = (...args: Parameters<typeof SandboxPims>): PimsAdapter => withEzyVet(sandboxPims ? sandboxPims(...args) : NO_PIMS);

/** Where this server reaches ezyVet, and as which partner: the environment, or the demo's fake. */
interface EzyVetPartner {
  baseUrl: string;
  partnerId: string | null;
}
let ezyVetPartner: EzyVetPartner | null = null;
let ezyVetBudget: RateBudget = memoryRateBudget();

/**
 * Points the ezyVet adapter somewhere other than the environment says (the demo's fake ezyVet,
 * `VETRX_DEMO_EZYVET=1`; tests). `null` returns to the environment.
 */
export function useEzyVetPartner(partner: EzyVetPartner | null): void {
  ezyVetPartner = partner;
}

/** The rate budget every ezyVet call takes from: the one shared by the instances on the database, set at start. */
export function useEzyVetRateBudget(budget: RateBudget): void {
  ezyVetBudget = budget;
}

/** The partner settings: `VETRX_EZYVET_BASE_URL` (default ezyVet's production API) and `VETRX_EZYVET_PARTNER_ID`. */
function partnerSettings(): EzyVetPartner {
  return ezyVetPartner ?? { baseUrl: process.env.VETRX_EZYVET_BASE_URL?.trim() || 'https://api.ezyvet.com', partnerId: process.env.VETRX_EZYVET_PARTNER_ID?.trim() || null };
}

/**
 * The ezyVet configuration of an account, when it is an EZYVET account set up for the API: a client
 * id (the PIMS account id), a secret, a site uid (the write-back account id) and this server's partner
 * id. Null otherwise (it keeps today's behaviour).
 */
export function ezyVetConfigOf(account: PimsAccount): EzyVetConfig | null {
  if (toConnectionType(account.pimsConnectionType) !== 'EZYVET') return null;
  const partner = partnerSettings();
  const clientId = account.pimsAccountId.trim();
  const siteUid = account.pimsWritebackAccountId?.trim();
  const sealed = account.pimsAccountSecret?.trim();
  if (!partner.partnerId || !clientId || !siteUid || !sealed) return null;
  return { baseUrl: partner.baseUrl, partnerId: partner.partnerId, clientId, clientSecret: openSecret(sealed), siteUid };
}

/**
 * An adapter that answers an account configured for ezyVet's API with the ezyVet adapter, and any
 * other account with `fallback` (the sandbox outside production, else an unreachable PIMS).
 */
function withEzyVet(fallback: PimsAdapter): PimsAdapter {
  const pick = (account: PimsAccount): PimsAdapter => {
    const config = ezyVetConfigOf(account);
    return config ? createEzyVetAdapter(config, ezyVetBudget) : fallback;
  };
  const route = {} as Record<keyof PimsAdapter, unknown>;
  for (const name of Object.keys(NO_PIMS) as Array<keyof PimsAdapter>) {
    route[name] = (account: PimsAccount, ...rest: unknown[]) => (pick(account)[name] as (...a: unknown[]) => Promise<unknown>)(account, ...rest);
  }
  return route as unknown as PimsAdapter;
}

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
 * write-back-capable type — an EZYVET account set up for the API by the ezyVet adapter (an external
 * prescription), any other by the sandbox (recording the writes in `db`) outside production; throws
 * PimsUnsupportedError for a type that cannot take write-back.
 */
export function writebackAdapterFor(connectionType: string, now: () => Date, db: DbOrTx): PimsAdapter {
  if (!isConnectionTypeIn(WRITEBACK_CONNECTION_TYPES, connectionType)) throw new PimsUnsupportedError(connectionType);
  return withEzyVet(sandboxPims ? sandboxPims(now, practiceSource(db), sandboxLedger?.(db)) : NO_PIMS);
}
