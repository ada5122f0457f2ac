/**
 * Linking a location user to a PIMS user, and the PIMS user sync (admin §4, §5, §8).
 */
import { formatMessage } from '../common/format-message.js';
import { toConnectionType, type PimsConnectionType } from '../common/pims.js';
import { trimToNull } from '../common/text.js';
import { invalid, valid, type ValidationResult } from '../common/validation.js';
import { ADMIN_TOASTS, ADMIN_VALIDATION_MESSAGES } from '../messages/admin.js';
import type { ToastText } from '../messages/common.js';

/**
 * The PIMS identity a location user is linked with.
 *
 * @example
 * import type { PimsUserLink } from '@vetrx/core/admin';
 */
export interface PimsUserLink {
  readonly pimsAccountId: string;
  readonly pimsConnectionType: string;
  readonly pimsId: string;
}

/**
 * Linking a PIMS user needs its pimsAccountId, pimsConnectionType and pimsId; otherwise 'The selected
 * user has incomplete data.' under the field `pimsId` (admin §5).
 *
 * @example
 * checkPimsUserLink({ pimsAccountId: 'a', pimsConnectionType: 'EZYVET', pimsId: '' }) // { ok: false, errors: { pimsId: 'The selected user has incomplete data.' } }
 */
export function checkPimsUserLink(user: {
  readonly pimsAccountId?: string | null;
  readonly pimsConnectionType?: string | null;
  readonly pimsId?: string | null;
}): ValidationResult<PimsUserLink> {
  const pimsAccountId = trimToNull(user.pimsAccountId);
  const pimsConnectionType = trimToNull(user.pimsConnectionType);
  const pimsId = trimToNull(user.pimsId);
  return pimsAccountId && pimsConnectionType && pimsId
    ? valid({ pimsAccountId, pimsConnectionType, pimsId })
    : invalid({ pimsId: ADMIN_VALIDATION_MESSAGES.pimsUserIncomplete });
}

/**
 * The notification after a link attempt: 'User linked successfully.' or 'Failed to link user:
 * {message}' (admin §8).
 *
 * @example
 * pimsUserLinkToast({ ok: false, message: 'timeout' }) // { title: 'Failed to link user: timeout' }
 */
export function pimsUserLinkToast(result: { readonly ok: true } | { readonly ok: false; readonly message: string }): ToastText {
  return result.ok
    ? ADMIN_TOASTS.userLinked
    : { title: formatMessage(ADMIN_TOASTS.userLinkFailed.title, { message: result.message }) };
}

/**
 * The notification after a PIMS user sync (admin §4): the count when it succeeded; `null` otherwise
 * (the caller shows the server message).
 *
 * @example
 * pimsUserSyncToast({ isSuccess: true, count: 4 }) // { title: 'PIMS users synchronised: 4' }
 */
export function pimsUserSyncToast(result: { readonly isSuccess: boolean; readonly count: number }): ToastText | null {
  return result.isSuccess ? { title: formatMessage(ADMIN_TOASTS.pimsUsersSynced.title, { count: result.count }) } : null;
}

/**
 * The user search needs at least 1 location selected ('At least 1 location should be selected') under
 * the field `locationIds` (admin §5).
 *
 * @example
 * checkUserSearch({ locationIds: [] }) // { ok: false, errors: { locationIds: 'At least 1 location should be selected' } }
 */
export function checkUserSearch<S extends { readonly locationIds: readonly unknown[] }>(search: S): ValidationResult<S> {
  return search.locationIds.length > 0 ? valid(search) : invalid({ locationIds: ADMIN_VALIDATION_MESSAGES.userSearchNeedsLocation });
}

/**
 * The PIMS account of a location, as PIMS user searches take it (`pimsInput`): its account id and
 * connection type, both present and the type supported; `null` when the location has no PIMS account
 * (the PIMS User tab then says so).
 *
 * @example
 * pimsAccountOf({ pimsAccountId: 'ezy-1', pimsConnectionType: 'ezyvet' }) // { pimsAccountId: 'ezy-1', pimsConnectionType: 'EZYVET' }
 */
export function pimsAccountOf(location: {
  readonly pimsAccountId?: string | null;
  readonly pimsConnectionType?: string | null;
}): { pimsAccountId: string; pimsConnectionType: PimsConnectionType } | null {
  const pimsAccountId = trimToNull(location.pimsAccountId);
  const pimsConnectionType = toConnectionType(location.pimsConnectionType);
  return pimsAccountId && pimsConnectionType ? { pimsAccountId, pimsConnectionType } : null;
}
