/**
 * Labels and small display rules of the administration screens (admin §2, §4, §9).
 */
import { formatMessage } from '../common/format-message.js';
import type { LocationFeature } from '../common/features.js';
import type { Id } from '../common/ids.js';
import { trimToNull } from '../common/text.js';
import * as z from 'zod';
import { ADMIN_LABELS } from '../messages/admin.js';
import { USER_LABELS } from '../messages/users.js';
import { ADMIN_SEARCH_MIN, PIMS_SECRET_MASK } from './constants.js';

/**
 * The location count of a practice-search group: '1 Location' or 'N Locations'.
 *
 * @example
 * locationCountLabel(3) // '3 Locations'
 */
export function locationCountLabel(count: number): string {
  return count === 1 ? ADMIN_LABELS.oneLocation : formatMessage(ADMIN_LABELS.manyLocations, { count });
}

/**
 * An active flag as displayed: Active or Inactive (admin §4).
 *
 * @example
 * activeLabel(false) // 'Inactive'
 */
export function activeLabel(isActive: boolean | null | undefined): string {
  return isActive === true ? ADMIN_LABELS.active : ADMIN_LABELS.inactive;
}

/**
 * A Yes/No choice as displayed (active and office-use selects).
 *
 * @example
 * yesNoLabel(true) // 'Yes'
 */
export function yesNoLabel(value: boolean | null | undefined): string {
  return value === true ? ADMIN_LABELS.yes : ADMIN_LABELS.no;
}

/**
 * The PIMS secret field's value: 32 asterisks when a secret is set, else empty (admin §3, §9).
 *
 * @example
 * pimsSecretDisplay(true) // '********************************'
 */
export function pimsSecretDisplay(isPimsAccountSecretSet: boolean | null | undefined): string {
  return isPimsAccountSecretSet === true ? PIMS_SECRET_MASK : '';
}

/**
 * True when a secret sent back by the form is only the mask (nothing typed): the server keeps the
 * stored secret.
 *
 * @example
 * isMaskedSecret('*'.repeat(32)) // true
 */
export function isMaskedSecret(value: string | null | undefined): boolean {
  return value === PIMS_SECRET_MASK;
}

/**
 * The pharmacy badge of a location: 'Missing Pharmacy' (shown in red) when it has no pharmacy, else the
 * primary pharmacy's name (or the first pharmacy's).
 *
 * @example
 * pharmacyBadge({ locationPharmacies: [] }) // { missing: true, label: 'Missing Pharmacy' }
 */
export function pharmacyBadge(location: {
  readonly locationPharmacies?: readonly { readonly name: string; readonly isPrimary?: boolean | null }[] | null;
}): { readonly missing: boolean; readonly label: string } {
  const list = location.locationPharmacies ?? [];
  const chosen = list.find((p) => p.isPrimary === true) ?? list[0];
  return chosen ? { missing: false, label: chosen.name } : { missing: true, label: ADMIN_LABELS.missingPharmacy };
}

/**
 * The writeback switch label: ENABLED or DISABLED (admin §2.4).
 *
 * @example
 * writebackLabel(true) // 'ENABLED'
 */
export function writebackLabel(isEnabledForWriteback: boolean | null | undefined): string {
  return isEnabledForWriteback === true ? ADMIN_LABELS.writebackEnabled : ADMIN_LABELS.writebackDisabled;
}

/**
 * The support writeback switch: shown to support users; usable only when the location has a PIMS
 * account id (admin §2.4, §4).
 *
 * @example
 * writebackSwitch({ isSupportUser: true }, { pimsAccountId: null }) // { visible: true, disabled: true }
 */
export function writebackSwitch(
  user: { readonly isSupportUser: boolean },
  location: { readonly pimsAccountId?: string | null },
): { readonly visible: boolean; readonly disabled: boolean } {
  return { visible: user.isSupportUser, disabled: trimToNull(location.pimsAccountId) === null };
}

/**
 * The feature that masters organizations and locations in Salesforce: while a location has it, they
 * are not added in the portal (admin §2.4).
 *
 * @example
 * PRACTICE_MASTER_FEATURE // 'salesforce2Way'
 */
export const PRACTICE_MASTER_FEATURE = 'salesforce2Way' satisfies LocationFeature;

/**
 * Whether organizations and locations may be added (admin §2.4): not while a location in
 * scope has {@link PRACTICE_MASTER_FEATURE}. The scope is every location for Add Organization (a
 * support user works at no location) and for a location without an organization; the organization's
 * locations for its Add location. The practice search and the organization detail hide their buttons
 * with it, and the server refuses AddOrganization / AddLocation with it.
 *
 * @example
 * canAddOrganization({ masteredLocations: 1 }) // false
 * canAddOrganization({ masteredLocations: 0 }) // true
 */
export function canAddOrganization(scope: { readonly masteredLocations: number }): boolean {
  return scope.masteredLocations === 0;
}

/**
 * A search term once long enough: the trimmed text from `min` characters (3 by default; 2 for the
 * organization-detail location list), else `null` (show the prompt, do not search) (admin §5).
 *
 * @example
 * adminSearchTerm('ab') // null
 */
export function adminSearchTerm(text: string | null | undefined, min: number = ADMIN_SEARCH_MIN.default): string | null {
  const t = trimToNull(text);
  return t !== null && t.length >= min ? t : null;
}

/**
 * A practice-search result row (a location with its organization).
 *
 * @example
 * import type { PracticeSearchLocation } from '@vetrx/core/admin';
 */
export interface PracticeSearchLocation {
  readonly id: Id;
  readonly name: string;
  readonly organization?: { readonly id: Id; readonly name: string } | null;
}

/**
 * A group of the practice search: an organization, or a location without one.
 *
 * @example
 * import type { PracticeSearchGroup } from '@vetrx/core/admin';
 */
export interface PracticeSearchGroup<L extends PracticeSearchLocation> {
  readonly kind: 'organization' | 'location';
  readonly id: Id;
  readonly name: string;
  readonly locations: readonly L[];
  /** '1 Location' / 'N Locations'. */
  readonly countLabel: string;
}

/**
 * Groups practice-search results by organization, a location without organization forming its own
 * group; groups keep the order of their first result (admin §2.4).
 *
 * @example
 * groupPracticeSearch(locations).map((g) => g.countLabel) // ['2 Locations', '1 Location']
 */
export function groupPracticeSearch<L extends PracticeSearchLocation>(locations: readonly L[]): PracticeSearchGroup<L>[] {
  const groups = new Map<string, { kind: 'organization' | 'location'; id: Id; name: string; locations: L[] }>();
  for (const l of locations) {
    const key = l.organization ? `o:${l.organization.id}` : `l:${l.id}`;
    const group = groups.get(key) ??
      (l.organization
        ? { kind: 'organization' as const, id: l.organization.id, name: l.organization.name, locations: [] }
        : { kind: 'location' as const, id: l.id, name: l.name, locations: [] });
    group.locations.push(l);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({ ...g, countLabel: locationCountLabel(g.locations.length) }));
}

/**
 * The text of a practice, location, user or shortcut-label search: trimmed, at least `min` characters
 * (3; 2 for the organization-detail location list), else `message` — the prompt the screen shows
 * (admin §5 Searches). The web uses {@link adminSearchTerm} to decide when to search; the CLI refuses
 * shorter text with this schema before sending.
 *
 * @example
 * adminSearchTextSchema().safeParse('ma').success // false
 * adminSearchTextSchema(ADMIN_SEARCH_MIN.default, ADMIN_LABELS.searchByOrganizationOrLocation).parse(' maple ') // 'maple'
 */
export function adminSearchTextSchema(min: number = ADMIN_SEARCH_MIN.default, message: string = USER_LABELS.searchMinimumHint) {
  return z.string().trim().min(min, message);
}
