/**
 * Loads the caller (`query Me`) and provides the session: current location, menu, route context and
 * the actions the header needs. Every query below it is keyed by the selected location.
 */
import { IMPERSONATION_EXIT_ROUTE, impersonationExitStorage, checkLocationSwitch, recordLocationToSwitch } from '@vetrx/core/access';
import { ERROR_CODES, isApiError } from '@vetrx/core/api';
import { EndImpersonationDocument } from '@vetrx/core/operations/EndImpersonation';
import { MeDocument } from '@vetrx/core/operations/Me';
import { useApiClient } from '../../api/client';
import { AUTH_MESSAGES } from '@vetrx/core/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LocationScopeContext } from '../../api/location-scope';
import { useGql } from '../../api/useGql';
import { notify } from '../../components/ui/toaster';
import { useAuth } from '../auth/AuthProvider';
import {
  applySessionPlan,
  clearStoredSession,
  readImpersonatedUsername,
  readIsImpersonating,
  readSelectedLocationId,
  writeSelectedLocationId,
} from '../../lib/storage';
import { buildSession } from '../../session/build-session';
import { SessionContext, type SessionValue } from '../../session/SessionContext';
import { SessionError, SessionLoading } from './SessionStates';

/** How long Log out waits for the server to end the impersonation before leaving anyway. */
const EXIT_WAIT_MS = 3_000;

export function SessionProvider({ children }: { children: ReactNode }) {
  const { service, user: oidcUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useGql(MeDocument, {}, { staleTime: 60_000 });
  const [storedLocationId, setStoredLocationId] = useState<string | null>(() => readSelectedLocationId());
  const [isImpersonating, setIsImpersonating] = useState(() => readIsImpersonating());
  const handledError = useRef<unknown>(null);

  const signOut = useCallback(async () => {
    clearStoredSession();
    queryClient.clear();
    await service.signOut();
  }, [queryClient, service]);

  const client = useApiClient();
  const leaving = useRef(false);
  const exitImpersonation = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    // Log out ends the server's impersonation session too, before the support user's
    // pages read again: Support Home asked for the running session while the end was still on its way
    // and showed the session just left as still running. A server that does not answer within
    // EXIT_WAIT_MS does not hold the way out. The request carries the impersonation: it is sent before
    // the stored session changes.
    const ended = client.request(EndImpersonationDocument).catch(() => undefined);
    void Promise.race([ended, new Promise((resolve) => setTimeout(resolve, EXIT_WAIT_MS))]).then(() => {
      const supportUsername =
        me.data?.me.supportUser?.username ?? (oidcUser?.profile.preferred_username as string | undefined) ?? '';
      applySessionPlan(impersonationExitStorage(supportUsername));
      setIsImpersonating(false);
      setStoredLocationId(readSelectedLocationId());
      queryClient.removeQueries();
      leaving.current = false;
      navigate(IMPERSONATION_EXIT_ROUTE, { replace: true });
    });
  }, [client, me.data, oidcUser, queryClient, navigate]);

  const impersonationExpired = useCallback(() => {
    notify('warning', { title: AUTH_MESSAGES.impersonationEnded });
    exitImpersonation();
  }, [exitImpersonation]);

  // A failed load of the caller: restore the support user while impersonating, else sign out (admin §8).
  useEffect(() => {
    const error = me.error;
    if (!error || handledError.current === error) return;
    handledError.current = error;
    if (isApiError(error)) {
      if (error.code === ERROR_CODES.UNAUTHENTICATED) return; // the unauthenticated handler redirects
      if (error.status === 0) return; // the server is unreachable: offer a retry
    }
    if (isImpersonating && isApiError(error) && error.errors[0]?.extensions?.reason === 'IMPERSONATION_ENDED') {
      impersonationExpired();
      return;
    }
    if (isImpersonating) {
      notify('error', AUTH_MESSAGES.impersonationFailed);
      exitImpersonation();
      return;
    }
    notify('error', AUTH_MESSAGES.signingOut);
    void signOut();
  }, [me.error, isImpersonating, exitImpersonation, impersonationExpired, signOut]);

  const session = useMemo(
    () =>
      me.data
        ? buildSession(me.data.me, {
            storedLocationId,
            isImpersonating,
            impersonatedUsername: isImpersonating ? readImpersonatedUsername() : null,
          })
        : null,
    [me.data, storedLocationId, isImpersonating],
  );

  // Keep the stored choice equal to the location actually in use (stored, else primary, else first).
  const currentLocationId = session?.current?.location.id ?? null;
  useEffect(() => {
    if (currentLocationId && currentLocationId !== storedLocationId) {
      writeSelectedLocationId(currentLocationId);
      setStoredLocationId(currentLocationId);
    }
  }, [currentLocationId, storedLocationId]);

  const switchLocation = useCallback(
    (locationId: string) => {
      if (!session) return false;
      const check = checkLocationSwitch(session.assignments, locationId);
      if (!check.ok) {
        notify('error', { title: check.errors.locationId ?? AUTH_MESSAGES.accessRevoked });
        return false;
      }
      writeSelectedLocationId(String(check.value.location.id));
      setStoredLocationId(String(check.value.location.id));
      return true;
    },
    [session],
  );

  const switchToRecordLocation = useCallback(
    (recordLocationId: string) => {
      if (!session) return null;
      const target = recordLocationToSwitch(session.assignments, session.current?.location.id ?? null, recordLocationId);
      if (target === null || !switchLocation(target)) return null;
      return session.assignments.find((a) => String(a.location.id) === target)?.location.name ?? target;
    },
    [session, switchLocation],
  );

  const value = useMemo<SessionValue | null>(
    () => (session ? { ...session, switchLocation, switchToRecordLocation, exitImpersonation, impersonationExpired, signOut } : null),
    [session, switchLocation, switchToRecordLocation, exitImpersonation, impersonationExpired, signOut],
  );

  if (!value) {
    if (me.error && isApiError(me.error) && me.error.status === 0) {
      return <SessionError onRetry={() => void me.refetch()} message={me.error.message} />;
    }
    return <SessionLoading />;
  }
  return (
    <SessionContext.Provider value={value}>
      <LocationScopeContext.Provider value={currentLocationId}>{children}</LocationScopeContext.Provider>
    </SessionContext.Provider>
  );
}
