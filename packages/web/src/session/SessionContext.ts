import { createContext, useContext } from 'react';
import type { Session } from './build-session';

export interface SessionActions {
  /**
   * Switches to another of the user's locations (core's checkLocationSwitch). A revoked assignment is
   * refused with a toast; returns whether the switch happened.
   */
  switchLocation(locationId: string): boolean;
  /**
   * Works at a record's location when it is another of the user's active ones (core's
   * recordLocationToSwitch); answers the location's name when it switched, else null.
   */
  switchToRecordLocation(recordLocationId: string): string | null;
  /** Ends impersonation: the support user's own session back, then /support. */
  exitImpersonation(): void;
  /** The impersonation session's time is up: 'The impersonation session has ended', then as Log out. */
  impersonationExpired(): void;
  /** Signs out through the identity provider. */
  signOut(): Promise<void>;
}

export type SessionValue = Session & SessionActions;

export const SessionContext = createContext<SessionValue | null>(null);

/** The signed-in session (inside the authenticated area only). */
export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the authenticated area (SessionProvider).');
  return session;
}

/** The selected location's id and the current location user, for screens' query variables. */
export function useCurrentLocation() {
  const { current } = useSession();
  return { locationId: current?.location.id ?? null, locationUser: current, location: current?.location ?? null };
}
