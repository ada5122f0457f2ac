/**
 * The states of the PIMS connect flow's sign-in: POST /digitail/code issues one, bound
 * to the location and the support user it was issued for, valid ten minutes; POST /digitail/token takes
 * it back once, and only for that same location and caller.
 */
import { randomBytes } from 'node:crypto';

const STATE_MS = 10 * 60_000;

interface Issued {
  locationId: number;
  username: string;
  expires: number;
}

const stores = new WeakMap<object, Map<string, Issued>>();
const storeOf = (key: object) => {
  let m = stores.get(key);
  if (!m) stores.set(key, (m = new Map()));
  return m;
};

/**
 * Issues a state for a location and caller; `key` is the store's owner (one per application).
 *
 * @example
 * const state = issueConnectState(sandbox, { locationId: 3, username: 'support@demo.vetrx.dev' }, Date.now());
 */
export function issueConnectState(key: object, bound: { locationId: number; username: string }, now: number): string {
  const state = randomBytes(18).toString('base64url');
  storeOf(key).set(state, { ...bound, expires: now + STATE_MS });
  return state;
}

/**
 * Takes a state back (it cannot be used twice): true when it was issued for this location and caller
 * and has not expired.
 *
 * @example
 * if (!takeConnectState(sandbox, state, { locationId: 3, username }, Date.now())) refuse();
 */
export function takeConnectState(key: object, state: string, bound: { locationId: number; username: string }, now: number): boolean {
  const store = storeOf(key);
  const issued = store.get(state);
  store.delete(state);
  return Boolean(issued) && issued!.expires >= now && issued!.locationId === bound.locationId && issued!.username === bound.username;
}
