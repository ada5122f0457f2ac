/**
 * Display of addresses (clients §2, admin §2).
 */
import { trimToNull } from '../common/text.js';
import type { AddressEntry } from '../common/address.js';

/**
 * One-line address: "line 1, line 2, city, ST zip", absent parts left out; empty string when nothing is
 * set.
 *
 * @example
 * formatAddress({ addressLine1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }) // '1 Main St, Austin, TX 78701'
 */
export function formatAddress(address: AddressEntry | null | undefined): string {
  if (!address) return '';
  const stateZip = [trimToNull(address.state), trimToNull(address.zip)].filter(Boolean).join(' ');
  return [trimToNull(address.addressLine1), trimToNull(address.addressLine2), trimToNull(address.city), stateZip]
    .filter((p): p is string => !!p)
    .join(', ');
}
