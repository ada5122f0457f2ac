import { phoneDigits } from '@vetrx/core/common';
import {
  SANDBOX_FAILING_PIMS_ACCOUNT_ID,
  sandboxConsults,
  sandboxInstallInformation,
  sandboxInstallStatus,
  sandboxMedications,
  sandboxPimsCaretakers,
  sandboxPimsUsers,
  type PracticeRecords,
} from '@vetrx/fixtures';
import type {
  PimsAccount,
  PimsAdapter,
  PimsCaretakerQuery,
  PimsCaretakerRecord,
  PimsCaretakerRef,
  PimsConsultRecord,
  PimsPage,
  PimsPatientRecord,
  PimsUserRecord,
} from './adapter.js';
import type { PracticeSource } from './practice-records.js';
import { memoryWriteLedger, type SandboxWriteLedger } from '../repositories/sandbox-pims-writes.js';

/**
 * How the sandbox PIMS answers prescription writes, for tests and demonstrations: fail the next
 * `failures` calls (a PIMS that is briefly down), fail every call with `permanent` (one that refuses
 * the record), or hold the answer `holdMs` after recording the write (a slow answer: the PIMS has
 * written, the caller does not know yet).
 */
export interface SandboxWriteFaults {
  failures?: number;
  permanent?: string | null;
  holdMs?: number;
}

let writeFaults: Required<SandboxWriteFaults> = { failures: 0, permanent: null, holdMs: 0 };

/**
 * Sets how this process's sandbox PIMS answers prescription writes (test hook); no argument resets it.
 *
 * @example
 * setSandboxWriteFaults({ failures: 2 }); // the next two writes fail, the third is recorded
 */
export function setSandboxWriteFaults(faults: SandboxWriteFaults = {}): void {
  writeFaults = { failures: faults.failures ?? 0, permanent: faults.permanent ?? null, holdMs: faults.holdMs ?? 0 };
}

/** The writes of adapters built without a database: one ledger for the process, as one PIMS. */
const processLedger = memoryWriteLedger();

const byNewest = (a: PimsConsultRecord, b: PimsConsultRecord) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0);
const text = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();
const byName = (a: PimsCaretakerRecord, b: PimsCaretakerRecord) =>
  text(a.lastName).localeCompare(text(b.lastName)) || text(a.firstName).localeCompare(text(b.firstName)) || (a.pimsId ?? '').localeCompare(b.pimsId ?? '');
const patientByName = (a: PimsPatientRecord, b: PimsPatientRecord) => text(a.name).localeCompare(text(b.name)) || (a.pimsId ?? '').localeCompare(b.pimsId ?? '');

/** Whether a PIMS client matches every filled filter (contains, case-insensitive; phones by digits). */
function matches(c: PimsCaretakerRecord, q: PimsCaretakerQuery): boolean {
  const has = (value: string | null | undefined, needle: string | null | undefined) => text(value).includes(text(needle));
  if (text(q.firstName) && !has(c.firstName, q.firstName)) return false;
  if (text(q.lastName) && !has(c.lastName, q.lastName)) return false;
  if (text(q.email) && !c.emails.some((e) => has(e.address, q.email))) return false;
  if (text(q.patientName) && !c.patients.some((p) => has(p.name, q.patientName))) return false;
  const digits = phoneDigits(q.phone);
  if (digits && !c.phones.some((p) => phoneDigits(p.number).includes(digits))) return false;
  return true;
}

const hasFilter = (q: PimsCaretakerQuery) => [q.firstName, q.lastName, q.email, q.patientName].some((v) => text(v) !== '') || phoneDigits(q.phone) !== '';

/** Exact name matches first, then names that start with what was typed. */
function rank(c: PimsCaretakerRecord, q: PimsCaretakerQuery): number {
  let score = 0;
  for (const [value, needle] of [
    [c.firstName, q.firstName],
    [c.lastName, q.lastName],
  ] as const) {
    if (!text(needle)) continue;
    if (text(value) === text(needle)) score += 2;
    else if (text(value).startsWith(text(needle))) score += 1;
  }
  return score;
}

/** With checkIfPatientDeceased, a patient with a date of death is answered as deceased. */
function deceasedChecked(c: PimsCaretakerRecord, check: boolean | null | undefined): PimsCaretakerRecord {
  if (!check) return c;
  return { ...c, patients: c.patients.map((p) => (p.dateOfDeath && !p.isDeceased ? { ...p, isDeceased: true, isActive: false } : p)) };
}

const page = <T>(rows: T[], p: PimsPage) => ({ data: rows.slice(p.skip, p.skip + p.take), count: rows.length });

/**
 * The sandbox PIMS: consults and users from the fixtures' deterministic
 * sandbox data; PIMS clients and patients from the fixtures' mirror of the account's practice (read
 * through `practice`; an account without a PIMS location has none); the data service's install
 * information and status for an account the sandbox knows. The account `SANDBOX-UNAVAILABLE` fails
 * every call, as an unreachable PIMS would. Prescription writes go to `ledger` (the database's
 * sandbox_pims_writes when the server passes it), once per reference; `setSandboxWriteFaults` makes
 * them fail or answer late.
 *
 * @example
 * const pims = createSandboxPimsAdapter(() => new Date(), practiceSource(db));
 * await pims.searchCaretakers(account, { lastName: 'Lee' }, 25);
 */
export function createSandboxPimsAdapter(now: () => Date, practice: PracticeSource = async () => null, ledger: SandboxWriteLedger = processLedger): PimsAdapter {
  const consults = (pimsPatientId: string): PimsConsultRecord[] =>
    sandboxConsults(pimsPatientId, now())
      .map((c) => ({ ...c, pimsUser: { displayName: c.pimsUser.displayName } }))
      .sort(byNewest);
  const users = (account: PimsAccount): PimsUserRecord[] => sandboxPimsUsers(account.pimsAccountId, account.pimsConnectionType, now());
  const loaded = new Map<string, Promise<PracticeRecords | null>>();
  const records = (account: PimsAccount) => {
    if (account.pimsAccountId.trim() === SANDBOX_FAILING_PIMS_ACCOUNT_ID) throw new Error('PIMS sandbox: the practice-management system is not reachable');
    const key = `${account.pimsConnectionType}:${account.pimsAccountId}`;
    let p = loaded.get(key);
    if (!p) loaded.set(key, (p = practice(account)));
    return p;
  };
  const caretakers = async (account: PimsAccount): Promise<PimsCaretakerRecord[]> => {
    const r = await records(account);
    return r ? sandboxPimsCaretakers(r) : [];
  };
  const caretakerOf = async (account: PimsAccount, ref: PimsCaretakerRef) => {
    const pimsId = ref.pimsCaretakerId?.trim();
    const providerId = ref.providerCaretakerId?.trim();
    return (await caretakers(account)).find((c) => (pimsId && c.pimsId === pimsId) || (providerId && c.providerId === providerId)) ?? null;
  };
  /** The patients of a PIMS client, or every patient of the account (each once). */
  const patientsOf = async (account: PimsAccount, ref: PimsCaretakerRef): Promise<PimsPatientRecord[]> => {
    if (ref.pimsCaretakerId?.trim() || ref.providerCaretakerId?.trim()) return [...((await caretakerOf(account, ref))?.patients ?? [])].sort(patientByName);
    const seen = new Map<string, PimsPatientRecord>();
    for (const c of await caretakers(account)) for (const p of c.patients) if (p.pimsId && !seen.has(p.pimsId)) seen.set(p.pimsId, p);
    return [...seen.values()].sort(patientByName);
  };
  return {
    async searchUsers(account: PimsAccount, needle: string) {
      const n = needle.trim().toLowerCase();
      return users(account).filter((u) => u.displayName.toLowerCase().includes(n));
    },
    async getUser(account: PimsAccount, pimsId: string) {
      const id = pimsId.trim();
      return id ? (users(account).find((u) => u.pimsId === id) ?? null) : null;
    },
    async getConsultsByPatientId(_account: PimsAccount, pimsPatientId: string) {
      return consults(pimsPatientId);
    },
    async getConsultsByCode(_account: PimsAccount, pimsPatientId: string, code: string) {
      const n = code.trim().toLowerCase();
      return consults(pimsPatientId).filter((c) => (c.code ?? '').toLowerCase().includes(n));
    },
    async searchCaretakers(account, query, limit) {
      if (!hasFilter(query)) return [];
      return (await caretakers(account))
        .filter((c) => matches(c, query))
        .sort((a, b) => rank(b, query) - rank(a, query) || byName(a, b))
        .slice(0, limit)
        .map((c) => deceasedChecked(c, query.checkIfPatientDeceased));
    },
    async getCaretakerById(account, id) {
      const pimsId = id.pimsId?.trim();
      const providerId = id.providerId?.trim();
      if (!pimsId && !providerId) return null;
      return (await caretakers(account)).find((c) => (pimsId && c.pimsId === pimsId) || (providerId && c.providerId === providerId)) ?? null;
    },
    async getCaretakerList(account, query, p) {
      const all = (await caretakers(account)).filter((c) => matches(c, query)).sort(byName);
      return page(all.map((c) => deceasedChecked(c, query.checkIfPatientDeceased)), p);
    },
    async searchPatients(account, ref, name) {
      const n = name.trim().toLowerCase();
      return (await patientsOf(account, ref)).filter((p) => text(p.name).includes(n));
    },
    async getPatientList(account, ref, p) {
      return page(await patientsOf(account, ref), p);
    },
    async getPatientById(account, pimsId) {
      const id = pimsId.trim();
      if (!id) return null;
      for (const c of await caretakers(account)) {
        const found = c.patients.find((p) => p.pimsId === id || p.providerId === id);
        if (found) return found;
      }
      return null;
    },
    async getInstallInformation(account) {
      const r = await records(account);
      return r ? sandboxInstallInformation(account, r.location.name, now()) : null;
    },
    async getInstallStatus(account) {
      return (await records(account)) ? sandboxInstallStatus(account, now()) : null;
    },
    async syncUsers(account) {
      if (!(await records(account))) return { isSuccess: false, count: 0 };
      return { isSuccess: true, count: users(account).length };
    },
    async getPatientMedications(account, pimsPatientId) {
      if (account.pimsAccountId.trim() === SANDBOX_FAILING_PIMS_ACCOUNT_ID) throw new Error('PIMS sandbox: the practice-management system is not reachable');
      return sandboxMedications(pimsPatientId, now()).sort((a, b) => b.dispensedAt.localeCompare(a.dispensedAt));
    },
    async writePrescription(account, write) {
      if (account.pimsAccountId.trim() === SANDBOX_FAILING_PIMS_ACCOUNT_ID) throw new Error('PIMS sandbox: the practice-management system is not reachable');
      if (writeFaults.permanent) throw new Error(writeFaults.permanent);
      if (writeFaults.failures > 0) {
        writeFaults.failures -= 1;
        throw new Error('PIMS sandbox: the practice-management system did not answer (503)');
      }
      const written = await ledger.record(account, write);
      if (writeFaults.holdMs > 0) await new Promise((resolve) => setTimeout(resolve, writeFaults.holdMs));
      return written;
    },
  };
}
