/**
 * PIMS connection indicators of the administration screens (admin §4).
 */
import { ADMIN_LABELS } from '../messages/admin.js';

/**
 * Colour of the user's PIMS link dot.
 *
 * @example
 * import type { PimsLinkDotColor } from '@vetrx/core/access';
 */
export type PimsLinkDotColor = 'red' | 'green' | 'grey';

/**
 * The user PIMS link dot: colour and tooltip label (`null` when there is none).
 *
 * @example
 * import type { PimsLinkDot } from '@vetrx/core/access';
 */
export interface PimsLinkDot {
  readonly color: PimsLinkDotColor;
  readonly label: string | null;
}

const present = (v: string | number | null | undefined): boolean =>
  v !== null && v !== undefined && String(v).trim() !== '';

/**
 * The PIMS link dot of a location user (admin §4): green 'PIMS Connected' when a pimsId is present;
 * red 'PIMS Not Connected' when the role can authorize but there is no pimsId; grey otherwise. Decided:
 * the grey dot has no label (linking is not expected of a role that cannot authorize).
 *
 * @example
 * userPimsLinkDot({ canAuthorize: true, pimsId: null }) // { color: 'red', label: 'PIMS Not Connected' }
 */
export function userPimsLinkDot(user: {
  readonly canAuthorize: boolean | null | undefined;
  readonly pimsId: string | number | null | undefined;
}): PimsLinkDot {
  if (present(user.pimsId)) return { color: 'green', label: ADMIN_LABELS.pimsConnected };
  if (user.canAuthorize === true) return { color: 'red', label: ADMIN_LABELS.pimsNotConnected };
  return { color: 'grey', label: null };
}

/**
 * A location's PIMS connection status.
 *
 * @example
 * import type { PimsConnectionStatus } from '@vetrx/core/access';
 */
export interface PimsConnectionStatus {
  readonly connected: boolean;
  /** 'Connected' or 'Not Connected'. */
  readonly label: string;
}

/**
 * The PIMS connection status of a location (admin §4): Connected when the install status answer carries
 * a PIMS account id, otherwise Not Connected (including no answer).
 *
 * @example
 * pimsConnectionStatus({ pimsAccountId: 'abc' }) // { connected: true, label: 'Connected' }
 */
export function pimsConnectionStatus(
  installStatus: { readonly pimsAccountId?: string | number | null } | null | undefined,
): PimsConnectionStatus {
  const connected = present(installStatus?.pimsAccountId);
  return { connected, label: connected ? ADMIN_LABELS.connected : ADMIN_LABELS.notConnected };
}

/**
 * A stage duration of the install status (admin §3 elapsedTime, in seconds) as shown: '45 s',
 * '4 min 12 s', '1 h 5 min'; `null` for no value.
 *
 * @example
 * formatElapsedSeconds(252) // '4 min 12 s'
 */
export function formatElapsedSeconds(seconds: number | null | undefined): string | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null;
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const m = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${m ? ` ${m} min` : ''}`;
}
