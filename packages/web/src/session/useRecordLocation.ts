/**
 * A page that shows one record of a location (a client, the Create Rx of a client) works at that
 * record's location: opened from a link or a tab left open while another of the user's
 * locations was selected, it switches to the record's location and says so, so that the header, the
 * menus and what is written all name the record's location. The rule is core's (recordLocationToSwitch),
 * asked through the session, which holds the user's locations.
 */
import { formatMessage } from '@vetrx/core/common';
import { AUTH_MESSAGES } from '@vetrx/core/messages';
import { useEffect } from 'react';
import { notify } from '../components/ui/toaster';
import { useSession } from './SessionContext';

/**
 * Switches to `recordLocationId` when it is another of the user's active locations, with a toast naming
 * it. Nothing while the record is loading (undefined).
 *
 * @example
 * useRecordLocation(client?.locationId);
 */
export function useRecordLocation(recordLocationId: string | null | undefined): void {
  const { current, switchToRecordLocation } = useSession();
  const selected = current?.location.id ?? null;
  useEffect(() => {
    if (!recordLocationId || String(recordLocationId) === String(selected)) return;
    const name = switchToRecordLocation(recordLocationId);
    if (name !== null) notify('info', { title: formatMessage(AUTH_MESSAGES.switchedToRecordLocation, { location: name }) });
  }, [recordLocationId, selected, switchToRecordLocation]);
}
