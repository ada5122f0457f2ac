/**
 * The PIMS write-back worker (issue 60), one in each server instance: every `pollMs` it claims the due
 * rows of the outbox (repositories/pims-outbox.ts), writes each prescription to its patient's medical
 * record through the PIMS adapter, and marks the row sent with the PIMS's id, or schedules the next
 * attempt with exponential backoff and jitter; after `WRITEBACK_RETRY.maxAttempts` the row is
 * `failed` with the reason, which support may queue again (`vetrx pims outbox retry`).
 *
 * Exactly once: the row is queued in the authorization's transaction (never lost), claimed by one
 * instance at a time, and the PIMS is idempotent on the Rx uuid — so an instance killed between the
 * PIMS's answer and the commit of "sent" leaves a row another instance sends again, and the PIMS
 * answers that repeat with the record it already holds.
 */
import type { Db } from '../db/client.js';
import { writebackAdapterFor, type PimsAdapter, type PimsPrescriptionWrite } from '../pims/index.js';
import { claimDueWrites, type ClaimedWrite, inOutboxTransaction, markWriteFailed, markWriteSent } from '../repositories/pims-outbox.js';

/** The retry schedule: 30 s, 1 min, 2 min, … doubling up to an hour between attempts, ±20 %; gives up after 10 attempts (about 4 hours). */
export const WRITEBACK_RETRY = { firstMs: 30_000, maxMs: 3_600_000, jitter: 0.2, maxAttempts: 10 } as const;

/** How long one PIMS call may take before it counts as a failure. */
const CALL_TIMEOUT_MS = 30_000;
/** Rows one pass claims. */
const BATCH = 20;

/**
 * When to try again after the `attempts`-th failed attempt, or null to give up.
 *
 * @example
 * nextAttemptAt(1, now, () => 0.5) // now + 30 s
 */
export function nextAttemptAt(attempts: number, now: Date, random: () => number = Math.random): Date | null {
  if (attempts >= WRITEBACK_RETRY.maxAttempts) return null;
  const base = Math.min(WRITEBACK_RETRY.maxMs, WRITEBACK_RETRY.firstMs * 2 ** (attempts - 1));
  const jittered = base * (1 - WRITEBACK_RETRY.jitter + 2 * WRITEBACK_RETRY.jitter * random());
  return new Date(now.getTime() + Math.round(jittered));
}

/** What is written for a claimed row, or why it cannot be (a reason that will not heal by itself). */
function writeOf(c: ClaimedWrite, publicUrl: string): PimsPrescriptionWrite | string {
  if (!c.account) return 'The location has no PIMS account.';
  if (!c.pimsPatientId) return 'The patient is not linked to a PIMS record.';
  const rx = c.prescription;
  return {
    reference: rx.uuid,
    pimsPatientId: c.pimsPatientId,
    pimsConsultId: rx.pimsConsultId,
    prescriberPimsUserId: c.prescriberPimsUserId,
    productName: c.productName,
    quantity: rx.unitPerFill ?? 1,
    unit: c.unit,
    directions: rx.directions ?? '',
    refills: rx.refills ?? 0,
    issuedAt: (rx.issuedDate ?? rx.createdAt).toISOString(),
    expiresAt: rx.prescExpiryDate ? new Date(rx.prescExpiryDate).toISOString() : null,
    detailUrl: `${publicUrl}/history?rx=${encodeURIComponent(rx.rxNumber ?? String(rx.id))}`,
  };
}

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The PIMS did not answer within ${ms / 1000} s`)), ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });

/** The worker of one instance. */
export interface WritebackWorker {
  /** One pass: claims the due rows and sends each; answers how many were claimed. */
  runOnce(): Promise<number>;
  /** Stops polling, after the pass under way (if any). */
  close(): Promise<void>;
}

/**
 * Starts the worker on `db` (it polls when `pollMs` > 0; `runOnce` drives it by hand in tests).
 *
 * @example
 * const worker = startWritebackWorker(db, { publicUrl, pollMs: 5000, leaseMs: 120000 });
 */
export function startWritebackWorker(
  db: Db,
  opts: { publicUrl: string; pollMs: number; leaseMs: number; now?: () => Date; adapterFor?: (connectionType: string) => PimsAdapter; log?: Pick<Console, 'warn'> },
): WritebackWorker {
  const now = opts.now ?? (() => new Date());
  const adapterFor = opts.adapterFor ?? ((type: string) => writebackAdapterFor(type, now, db));
  const log = opts.log ?? console;
  const sendOne = async (c: ClaimedWrite) => {
    const write = writeOf(c, opts.publicUrl);
    try {
      if (typeof write === 'string') throw new Error(write);
      const { pimsId } = await withTimeout(adapterFor(c.account!.pimsConnectionType).writePrescription(c.account!, write), CALL_TIMEOUT_MS);
      await markWriteSent(db, c.row.id, pimsId, now());
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      await markWriteFailed(db, c.row.id, reason, nextAttemptAt(c.row.attempts + 1, now()), now());
    }
  };
  const runOnce = async () => {
    const at = now();
    const claimed = await inOutboxTransaction(db, (tx) => claimDueWrites(tx, at, BATCH, opts.leaseMs));
    for (const c of claimed) await sendOne(c);
    return claimed.length;
  };
  let running: Promise<unknown> | null = null;
  // A failing pass is logged once, not every poll: a database that is down (or dropped, as after a test
  // run) would otherwise fill the log. Its recovery is logged once too.
  let failing: string | null = null;
  const timer =
    opts.pollMs > 0
      ? setInterval(() => {
          running ??= runOnce()
            .then(() => {
              if (failing !== null) log.warn('PIMS write-back passes run again.');
              failing = null;
            })
            .catch((e: unknown) => {
              const reason = e instanceof Error ? e.message : String(e);
              if (reason !== failing) log.warn('PIMS write-back pass failed (logged once until it changes):', reason);
              failing = reason;
            })
            .finally(() => (running = null));
        }, opts.pollMs)
      : null;
  timer?.unref();
  return {
    runOnce,
    async close() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
