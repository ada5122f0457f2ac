/**
 * Live updates: the server pushes a small "something changed at this location" event
 * over Server-Sent Events after each committed mutation; open screens refetch the lists and counts it
 * can affect, through the same authorized queries as always. The event carries no record data, so it
 * cannot leak anything a query would not show. The spec's polling stays as the fallback.
 */

/**
 * The event stream's path (GET, bearer token and the application header, like the API).
 *
 * @example
 * await fetch(LIVE_UPDATES_PATH, { headers: { authorization: `Bearer ${token}`, application: 'practice-portal' } });
 */
export const LIVE_UPDATES_PATH = '/events';

/**
 * The SSE event name of a change.
 *
 * @example
 * LIVE_CHANGE_EVENT // 'change'
 */
export const LIVE_CHANGE_EVENT = 'change';

/**
 * What a change event says: where, what kind of record, and which operation changed it.
 *
 * @example
 * const change: LiveChange = { locationId: '4', entity: 'Prescription', operation: 'AddPrescription' };
 */
export interface LiveChange {
  readonly locationId: string;
  readonly entity: string;
  readonly operation: string;
}

/**
 * The queries a change makes stale: the approvals queue, prescription lists and details, the
 * dashboard's counts, and orders (whose lines decide the archive guard). Other screens (setup,
 * users, reference lists) are not live.
 *
 * @example
 * LIVE_QUERIES.has('GetPrescriptionTasksGrouped') // true
 */
export const LIVE_QUERIES: ReadonlySet<string> = new Set([
  'GetPrescriptionTask',
  'GetPrescriptionTasks',
  'GetPrescriptionTasksGrouped',
  'GetPrescriptionTasksGroupedCount',
  'GetPrescriptionTasksCount',
  'GetPrescriptionCount',
  'GetPrescriptionHistory',
  'Prescriptions',
  'GetPrescriptionsByLocationPatientId',
  'GetPrescriptionDetail',
  'GetPrescription',
  'GetOrdersByLocationId',
  'GetOrdersByLocationPatientIds',
  'GetOrdersCount',
  'GetOrderStatus',
  'GetOrder',
  'GetLineItemsByPrescriptionId',
  'GetUnlinkedLocationClientsCount',
]);

/**
 * Reads one Server-Sent Events block (the lines between two blank lines) into its event name and
 * data; `null` for comments, heartbeats and malformed blocks.
 *
 * @example
 * parseSseBlock('event: change\ndata: {"locationId":"4","entity":"Prescription","operation":"AddPrescription"}')
 * // { event: 'change', data: { locationId: '4', entity: 'Prescription', operation: 'AddPrescription' } }
 */
export function parseSseBlock(block: string): { event: string; data: LiveChange } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (!data.length) return null;
  try {
    const parsed = JSON.parse(data.join('\n')) as Partial<LiveChange>;
    if (typeof parsed.locationId !== 'string' || typeof parsed.entity !== 'string' || typeof parsed.operation !== 'string') return null;
    return { event, data: { locationId: parsed.locationId, entity: parsed.entity, operation: parsed.operation } };
  } catch {
    return null;
  }
}

/**
 * Formats a change as one SSE block (the server's side of {@link parseSseBlock}).
 *
 * @example
 * formatSseChange({ locationId: '4', entity: 'Prescription', operation: 'AddPrescription' })
 * // 'event: change\ndata: {"locationId":"4","entity":"Prescription","operation":"AddPrescription"}\n\n'
 */
export function formatSseChange(change: LiveChange): string {
  return `event: ${LIVE_CHANGE_EVENT}\ndata: ${JSON.stringify({ locationId: change.locationId, entity: change.entity, operation: change.operation })}\n\n`;
}
