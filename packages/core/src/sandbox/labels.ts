/**
 * Texts of the Sandbox page (decided; the spec has no sandbox).
 *
 * @example
 * SANDBOX_LABELS.tickNow // 'Tick now'
 */
export const SANDBOX_LABELS = {
  title: 'Sandbox',
  intro: 'The sandbox storefront and pharmacy stand in for the outside parties: place orders and requests, move prescriptions and order lines, drive the clock.',
  clock: 'Clock',
  sandboxTime: 'Sandbox time',
  ticks: 'Ticks',
  mode: 'Mode',
  tickNow: 'Tick now',
  withTraffic: 'with new traffic',
  autoTicks: 'Automatic ticks',
  every: 'Every (seconds)',
  trafficPerHour: 'Traffic (events per location per hour)',
  apply: 'Apply',
  off: 'Off',
  location: 'Location',
  chooseLocation: 'Choose a location',
  storefront: 'Storefront',
  client: 'Client',
  findClient: 'Find a client by name or e-mail',
  pet: 'Pet',
  choosePet: 'Choose a pet',
  product: 'Product',
  findProduct: 'Find a product',
  quantity: 'Quantity',
  autoship: 'Autoship',
  placeOrder: 'Place order',
  recommend: 'Recommend',
  renewal: 'Renewal for Rx id',
  requestRenewal: 'Request renewal',
  generateExpiring: 'Raise Expiring Rx tasks',
  pharmacy: 'Pharmacy and shipping',
  noLines: 'No sandbox orders at this location yet.',
  order: 'Order',
  rx: 'Rx',
  line: 'Line',
  tracking: 'Tracking',
  advanceRx: 'Advance Rx',
  moreInfo: 'More info',
  decline: 'Decline',
  hardCopy: 'Hard copy received',
  moveLine: 'Move on',
  cancel: 'Cancel',
  refund: 'Refund',
  void: 'Void',
  events: 'Recent sandbox events',
  noEvents: 'Nothing has happened here yet.',
  done: 'Done',
  orderPlaced: 'Order placed',
  requestRaised: 'Client Request raised: the order waits for a vet',
  taskRaised: 'Task raised',
  ticked: 'Ticked',
  unchanged: 'Nothing to do (or waiting for the hard copy)',
} as const;

/**
 * What one tick did, in a sentence for the Sandbox page.
 *
 * @example
 * tickSummary({ ordersPlaced: 1, requestsRaised: 2, requestsCancelled: 0, prescriptionsMoved: 3, linesMoved: 0 })
 * // '1 order placed, 2 requests raised, 3 prescriptions moved'
 */
export function tickSummary(r: { ordersPlaced: number; requestsRaised: number; requestsCancelled: number; prescriptionsMoved: number; linesMoved: number }): string {
  const part = (n: number, one: string, many: string) => (n ? `${n} ${n === 1 ? one : many}` : null);
  const parts = [
    part(r.ordersPlaced, 'order placed', 'orders placed'),
    part(r.requestsRaised, 'request raised', 'requests raised'),
    part(r.requestsCancelled, 'request cancelled', 'requests cancelled'),
    part(r.prescriptionsMoved, 'prescription moved', 'prescriptions moved'),
    part(r.linesMoved, 'order line moved', 'order lines moved'),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'nothing moved';
}
