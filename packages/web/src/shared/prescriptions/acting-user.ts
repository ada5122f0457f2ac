import type { ActingLocationUser } from '@vetrx/core/task';
import { useCurrentLocation } from '../../session/SessionContext';

/**
 * The acting location user (prescribing §6: decline, approve and archive record it): the signed-in
 * user's own location user at the selected location (the impersonated one while impersonating). The
 * server records the same user from the session; sending it lets the payloads match the spec.
 */
export function useActingUser(): ActingLocationUser | null {
  const { locationUser } = useCurrentLocation();
  return locationUser ? { id: locationUser.id, uuid: locationUser.uuid } : null;
}
