/**
 * An instance's link to the others on one PostgreSQL database: one connection of
 * its own, outside the pool, that
 *
 * - LISTENs on the changes channel: another instance's committed write reaches this process's change
 *   hub (live pushes, cache invalidation) as soon as PostgreSQL delivers it;
 * - holds the leader lease, a session advisory lock, while this instance runs the work one instance
 *   does for all (the sandbox clock, housekeeping). Instances without the lease try for it every second;
 *   a leader that stops, or whose connection dies, lets go of it with its session, and another takes it.
 *
 * A lost connection reconnects with a growing pause (a quarter second up to five). Meanwhile the
 * instance is deaf: the live streams end (clients poll until they reconnect), nothing cached is served,
 * and the lease's work stops. On PGlite the instance is alone (PGlite is one process's database): it
 * always hears and always leads, and nothing goes through the database.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { INSTANCE_LOCK_CLASS, LEADER_LEASE_LOCK, type DatabaseHandle } from '../db/client.js';
import { CHANGES_CHANNEL, receiveChange, setHearing, shareDatabase } from './changes.js';

/** Work that runs on one instance at a time: started when this instance takes the lease, stopped when it loses it. */
export interface LeaderJob {
  start(): void;
  stop(): void;
}

export interface InstanceLink {
  /** This instance's id in the notifications it sends. */
  readonly id: string;
  /** Whether this instance holds the leader lease now. */
  leading(): boolean;
  /** Runs `job` whenever this instance holds the lease; answers the function that takes it back. */
  lead(job: LeaderJob): () => void;
  close(): Promise<void>;
}

export interface LinkOptions {
  logger?: Pick<Console, 'warn' | 'error'>;
  /** Pause between two tries for the lease, and between two checks of the connection while leading (1 s). */
  leaseRetryMs?: number;
  /** Pause between two checks of the connection otherwise (5 s). */
  heartbeatMs?: number;
}

/** Pauses before reconnecting, by attempt (then the last, with up to a fifth more at random). */
const RECONNECT_MS = [250, 500, 1_000, 2_000, 5_000];
/** A check of the connection that takes longer than this counts as a lost connection. */
const CHECK_TIMEOUT_MS = 10_000;

/** The `application_name` of an instance's link connection. */
export const LINK_APPLICATION_NAME = 'vetrx-link';

const links = new WeakMap<object, InstanceLink>();

/**
 * The link of the app running on this database handle, or null (a database no app runs on).
 *
 * @example
 * instanceLinkOf(db)?.lead({ start, stop });
 */
export function instanceLinkOf(db: object): InstanceLink | null {
  return links.get(db) ?? null;
}

/** The link of an instance alone on its database (PGlite): it hears everything and always leads. */
function aloneLink(): InstanceLink {
  const jobs = new Set<LeaderJob>();
  return {
    id: randomUUID(),
    leading: () => true,
    lead(job) {
      jobs.add(job);
      job.start();
      return () => {
        if (jobs.delete(job)) job.stop();
      };
    },
    async close() {
      for (const job of jobs) job.stop();
      jobs.clear();
    },
  };
}

/**
 * Starts the instance's link on `database` and registers it for the database handle; resolves once it
 * listens (or its first try failed: it goes on trying in the background).
 *
 * @example
 * const link = await startInstanceLink(database, { logger });
 * // on close: await link.close()
 */
export async function startInstanceLink(database: DatabaseHandle, opts: LinkOptions = {}): Promise<InstanceLink> {
  const db = database.db;
  if (database.kind !== 'postgres' || !database.dedicatedClient) {
    const link = aloneLink();
    links.set(db, link);
    return link;
  }
  const connect = database.dedicatedClient;
  const logger = opts.logger ?? console;
  const leaseRetryMs = opts.leaseRetryMs ?? 1_000;
  const heartbeatMs = opts.heartbeatMs ?? 5_000;
  const id = randomUUID();
  const jobs = new Set<LeaderJob>();
  let client: pg.Client | null = null;
  let leading = false;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let outageSince: number | null = null;

  const later = (fn: () => void, ms: number) => {
    if (timer) clearTimeout(timer);
    timer = closed ? null : setTimeout(fn, ms);
    timer?.unref();
  };

  const stopLeading = () => {
    if (!leading) return;
    leading = false;
    for (const job of jobs) job.stop();
  };

  /** The connection `c` is gone (or unusable): deaf, not leading, reconnect after a pause. */
  const lost = (c: pg.Client, error?: unknown) => {
    if (client !== c) return;
    client = null;
    stopLeading();
    setHearing(db, false);
    c.removeAllListeners('notification');
    c.on('error', () => undefined);
    void c.end().catch(() => undefined);
    if (closed) return;
    if (outageSince === null) {
      outageSince = Date.now();
      logger.warn(`VetRx lost its listening connection to PostgreSQL (${error instanceof Error ? error.message : 'closed'}); reconnecting. Live updates pause and caches are bypassed meanwhile.`);
    }
    const base = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    later(() => void open(), base + Math.round(Math.random() * base * 0.2));
  };

  // The link's statements run one after another (a connection answers one at a time; node-postgres's
  // own queue for a second statement is deprecated).
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = turn.then(work, work);
    turn = next.catch(() => undefined);
    return next;
  };

  /** One query on the link, in turn, failing after CHECK_TIMEOUT_MS. */
  const ask = <R extends pg.QueryResultRow>(c: pg.Client, text: string, values?: unknown[]): Promise<R[]> =>
    inTurn(async () => {
      let stop: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        stop = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
      });
      try {
        return (await Promise.race([c.query<R>(text, values), timeout])).rows;
      } finally {
        clearTimeout(stop);
      }
    });

  let checking = false;
  let checkAgain = false;
  /** Tries for the lease (when there is work to lead) or checks the connection; then again after a pause. */
  const check = async (c: pg.Client) => {
    if (client !== c || closed) return;
    // One check at a time: the lock is counted per session, so it is never asked for twice.
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = true;
    try {
      if (jobs.size > 0 && !leading) {
        const [row] = await ask<{ ok: boolean }>(c, 'select pg_try_advisory_lock($1, $2) as ok', [INSTANCE_LOCK_CLASS, LEADER_LEASE_LOCK]);
        if (row?.ok && client === c && !closed) {
          leading = true;
          for (const job of jobs) job.start();
        }
      } else {
        await ask(c, 'select 1');
      }
    } catch (e) {
      lost(c, e);
      return;
    } finally {
      checking = false;
    }
    const soon = checkAgain;
    checkAgain = false;
    if (client === c) later(() => void check(c), soon ? 0 : jobs.size > 0 ? leaseRetryMs : heartbeatMs);
  };

  const open = async () => {
    if (closed) return;
    // Named, so an operator sees in pg_stat_activity which connection is which.
    const c = connect(LINK_APPLICATION_NAME);
    client = c;
    c.on('error', (e) => lost(c, e));
    c.on('end', () => lost(c));
    c.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) receiveChange(db, message.payload ?? '');
    });
    try {
      await c.connect();
      await ask(c, `listen ${CHANGES_CHANNEL}`);
    } catch (e) {
      lost(c, e);
      return;
    }
    if (client !== c) return;
    attempt = 0;
    setHearing(db, true);
    if (outageSince !== null) {
      logger.warn(`VetRx listens to PostgreSQL again after ${((Date.now() - outageSince) / 1000).toFixed(1)} s.`);
      outageSince = null;
    }
    await check(c);
  };

  const link: InstanceLink = {
    id,
    leading: () => leading,
    lead(job) {
      jobs.add(job);
      if (leading) job.start();
      else if (client) {
        const c = client;
        later(() => void check(c), 0);
      }
      return () => {
        if (!jobs.delete(job)) return;
        if (leading) job.stop();
        // Nothing left to lead: let another instance have the lease.
        if (leading && jobs.size === 0 && client) {
          leading = false;
          void ask(client, 'select pg_advisory_unlock($1, $2)', [INSTANCE_LOCK_CLASS, LEADER_LEASE_LOCK]).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      stopLeading();
      jobs.clear();
      shareDatabase(db, null);
      if (links.get(db) === link) links.delete(db);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('notification');
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
  links.set(db, link);
  shareDatabase(db, id);
  setHearing(db, false);
  await open();
  return link;
}
