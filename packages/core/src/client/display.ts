/**
 * Display rules of clients in lists, profiles and orders (clients §2).
 */
import { trimToNull } from '../common/text.js';
import { CLIENT_DISPLAY } from '../messages/clients.js';

/**
 * A client's name as lists show it: first and last name; the one present when the other is empty;
 * 'Unnamed client' for an inactive client saved without names (clients §4 allows it).
 *
 * @example
 * clientFullName({ firstName: 'Ann', lastName: 'Lee' }) // 'Ann Lee'
 * clientFullName({ firstName: null, lastName: null }) // 'Unnamed client'
 */
export function clientFullName(client: { readonly firstName?: string | null; readonly lastName?: string | null } | null | undefined): string {
  const parts = [trimToNull(client?.firstName), trimToNull(client?.lastName)].filter((p): p is string => p !== null);
  return parts.length ? parts.join(' ') : CLIENT_DISPLAY.unnamedClient;
}

/**
 * The patients a client list row shows: active links first (primary first), then by name; a patient
 * whose link is inactive is left out.
 *
 * @example
 * clientRowPatients([{ isActive: true, isPrimary: false, locationPatient: { name: 'Rex' } }]).map((p) => p.name) // ['Rex']
 */
export function clientRowPatients<P extends { readonly name: string }>(
  links: readonly { readonly isActive: boolean; readonly isPrimary: boolean; readonly locationPatient?: P | null }[] | null | undefined,
): P[] {
  return (links ?? [])
    .filter((l) => l.isActive && l.locationPatient)
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.locationPatient!.name.localeCompare(b.locationPatient!.name))
    .map((l) => l.locationPatient!);
}
