/**
 * The hub of committed changes. `mutate` and the sandbox publish one change per
 * committed write; the /events stream forwards those of the caller's locations, and the process
 * caches drop what they hold (process-cache.ts). One hub per database handle, so two servers in one
 * process (tests) keep apart unless they share a PostgreSQL database — then, like two processes, they
 * hear each other through it.
 *
 * Across instances: inside the write's own transaction, {@link shareChange} queues a
 * `pg_notify` on the channel {@link CHANGES_CHANNEL}; PostgreSQL delivers it when (and only if) the
 * transaction commits, to every instance listening (live/link.ts), which feeds it into its own hub with
 * {@link receiveChange}. An instance ignores its own notifications: it published them in-process already.
 */
import { EventEmitter } from 'node:events';
import type { LiveChange } from '@vetrx/core/api';
import type { Tx } from '../db/client.js';
import { distrustCaches, noteWrite } from '../repositories/process-cache.js';
import { notifyOnCommit } from '../repositories/transactions.js';

/** The PostgreSQL channel every instance of a deployment notifies and listens on. */
export const CHANGES_CHANNEL = 'vetrx_changes';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; ours stay far below. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

/** Longest entity or operation name a notification carries (ours are under 40 characters). */
const NAME_MAX = 200;

/** A committed write as it travels between instances: who sent it, and the change when it has a location. */
export interface SharedChange {
  /** The sending instance (its link's id). */
  instance: string;
  /** The location's change, or null for a write without one (a user, a role, the sandbox clock). */
  change: { locationId: string | null; entity: string; operation: string };
}

/**
 * A shared change as a NOTIFY payload: compact JSON, never 8000 bytes or more (names are cut to 200
 * characters, a location id is digits).
 *
 * @example
 * encodeChange({ instance: 'a1', change: { locationId: '4', entity: 'Prescription', operation: 'AddPrescription' } })
 * // '{"i":"a1","l":"4","e":"Prescription","o":"AddPrescription"}'
 */
export function encodeChange(shared: SharedChange): string {
  const cut = (s: string) => s.slice(0, NAME_MAX);
  const locationId = shared.change.locationId !== null && /^\d{1,19}$/.test(shared.change.locationId) ? shared.change.locationId : null;
  return JSON.stringify({ i: cut(shared.instance), l: locationId, e: cut(shared.change.entity), o: cut(shared.change.operation) });
}

/**
 * A NOTIFY payload read back; null when it is not one of ours (it still counts as a write).
 *
 * @example
 * decodeChange('{"i":"a1","l":null,"e":"User","o":"UpdateUser"}')
 * // { instance: 'a1', change: { locationId: null, entity: 'User', operation: 'UpdateUser' } }
 */
export function decodeChange(payload: string): SharedChange | null {
  try {
    const p = JSON.parse(payload) as { i?: unknown; l?: unknown; e?: unknown; o?: unknown };
    if (typeof p.i !== 'string' || typeof p.e !== 'string' || typeof p.o !== 'string') return null;
    if (p.l !== null && (typeof p.l !== 'string' || !/^\d+$/.test(p.l))) return null;
    return { instance: p.i, change: { locationId: p.l, entity: p.e, operation: p.o } };
  } catch {
    return null;
  }
}

interface Hub {
  events: EventEmitter;
  /** The instance that shares this database's changes with others (PostgreSQL), when one is running. */
  instance: string | null;
  /** False while the instance does not hear the others (its listener is reconnecting). */
  hearing: boolean;
}

const hubs = new WeakMap<object, Hub>();

function hubOf(db: object): Hub {
  let hub = hubs.get(db);
  if (!hub) {
    const events = new EventEmitter();
    // Every open portal tab holds one listener.
    events.setMaxListeners(0);
    hub = { events, instance: null, hearing: true };
    hubs.set(db, hub);
  }
  return hub;
}

/** Tells the open streams that something changed at a location (after the transaction committed). */
export function publishChange(db: object, change: LiveChange): void {
  noteWrite(db);
  const hub = hubOf(db);
  hub.events.emit('change', change);
  hub.events.emit('write', change);
}

/** Tells this process of a committed write without a location (the sandbox clock's settings). */
export function publishWrite(db: object, write: { entity: string; operation: string }): void {
  noteWrite(db);
  hubOf(db).events.emit('write', { locationId: null, ...write });
}

/**
 * Inside a write's transaction: queues the change for the other instances on this database — delivered
 * by PostgreSQL when the transaction commits, dropped if it rolls back. Does nothing when no other
 * instance can exist (PGlite, or no instance link running for `root`).
 *
 * @example
 * await shareChange(tx, root, { locationId: '4', entity: 'Prescription', operation: 'AddPrescription' });
 */
export async function shareChange(tx: Tx, root: object, change: SharedChange['change']): Promise<void> {
  const instance = hubs.get(root)?.instance;
  if (!instance) return;
  const payload = encodeChange({ instance, change });
  await notifyOnCommit(tx, CHANGES_CHANNEL, payload);
}

/**
 * Calls `listener` for every change at a location published on this database, and `ended` when the
 * instance stops hearing the others (its listener connection was lost: the stream should end, so its
 * client polls until it reconnects). Returns the unsubscribe function, or null while the instance does
 * not hear the others (the /events route answers 503 then).
 */
export function subscribeChanges(db: object, listener: (change: LiveChange) => void, ended: () => void = () => undefined): (() => void) | null {
  const hub = hubOf(db);
  if (!hub.hearing) return null;
  hub.events.on('change', listener);
  hub.events.on('deaf', ended);
  return () => {
    hub.events.off('change', listener);
    hub.events.off('deaf', ended);
  };
}

/** Calls `listener` for every committed write on this database, here or on another instance; answers the unsubscribe. */
export function subscribeWrites(db: object, listener: (write: SharedChange['change']) => void): () => void {
  const hub = hubOf(db);
  hub.events.on('write', listener);
  return () => hub.events.off('write', listener);
}

/** Marks `db` as shared with other instances under the id `instance` (live/link.ts), or not (null). */
export function shareDatabase(db: object, instance: string | null): void {
  hubOf(db).instance = instance;
}

/** Whether this instance hears the others on `db` (always, when it is alone). */
export function hearsOthers(db: object): boolean {
  return hubOf(db).hearing;
}

/**
 * The listener's state changed (live/link.ts). Deaf: open streams end and the process caches stop
 * keeping anything (process-cache.ts). Hearing again: whatever was written meanwhile may be cached
 * stale, so everything cached is dropped.
 */
export function setHearing(db: object, hearing: boolean): void {
  const hub = hubOf(db);
  if (hub.hearing === hearing) return;
  hub.hearing = hearing;
  distrustCaches(db, !hearing);
  hub.events.emit(hearing ? 'heard' : 'deaf');
}

/** Calls `listener` each time the instance hears the others again after a lost listener; answers the unsubscribe. */
export function onHearingAgain(db: object, listener: () => void): () => void {
  const hub = hubOf(db);
  hub.events.on('heard', listener);
  return () => hub.events.off('heard', listener);
}

/** A notification from the channel: another instance's committed write, fed into this process. */
export function receiveChange(db: object, payload: string): void {
  const hub = hubOf(db);
  const shared = decodeChange(payload);
  if (shared?.instance === hub.instance) return;
  noteWrite(db);
  if (!shared) return;
  const { locationId, entity, operation } = shared.change;
  if (locationId !== null) hub.events.emit('change', { locationId, entity, operation } satisfies LiveChange);
  hub.events.emit('write', shared.change);
}
