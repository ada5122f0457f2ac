/**
 * The in-process hub of committed changes (decision 0180): `mutate` publishes one change per committed
 * mutation, the /events stream forwards those of the caller's locations. One hub per database handle,
 * so two servers in one process (tests) never see each other's changes.
 */
import { EventEmitter } from 'node:events';
import type { LiveChange } from '@vetrx/core/api';
import { noteWrite } from '../repositories/process-cache.js';

const hubs = new WeakMap<object, EventEmitter>();

function hubOf(db: object): EventEmitter {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new EventEmitter();
    // Every open portal tab holds one listener.
    hub.setMaxListeners(0);
    hubs.set(db, hub);
  }
  return hub;
}

/** Tells the open streams that something changed at a location (after the transaction committed). */
export function publishChange(db: object, change: LiveChange): void {
  noteWrite(db);
  hubOf(db).emit('change', change);
}

/** Calls `listener` for every change published on this database; returns the unsubscribe function. */
export function subscribeChanges(db: object, listener: (change: LiveChange) => void): () => void {
  const hub = hubOf(db);
  hub.on('change', listener);
  return () => hub.off('change', listener);
}
