/**
 * /login/callback (admin §2.1): finishes the code flow and lands on /. A failed sign-in shows
 * 'Error Logging In.' / 'Please try again.' and returns to /login. Opened without an answer from the
 * provider, it signs in silently when a session exists (local, or at the provider) and goes to /.
 */
import { PUBLIC_ROUTES } from '@vetrx/core/access';
import { AUTH_MESSAGES } from '@vetrx/core/messages';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../app/auth/AuthProvider';
import type { AuthService } from '../../app/auth/auth-service';
import { SessionLoading } from '../../app/session/SessionStates';
import { notify } from '../../components/ui/toaster';

/** One attempt per callback URL, even when React runs the effect twice (StrictMode). */
const attempts = new Map<string, Promise<'/' | '/login'>>();

export function finishSignIn(service: AuthService, search: string, hasSession: boolean): Promise<'/' | '/login'> {
  const existing = attempts.get(search);
  if (existing) return existing;
  const params = new URLSearchParams(search);
  const attempt = (async (): Promise<'/' | '/login'> => {
    if (params.has('code') || params.has('error')) {
      try {
        await service.completeSignIn();
        return '/';
      } catch {
        notify('error', AUTH_MESSAGES.signInFailure);
        return PUBLIC_ROUTES.login;
      }
    }
    if (hasSession) return '/';
    return (await service.trySilentSignIn()) ? '/' : PUBLIC_ROUTES.login;
  })();
  attempts.set(search, attempt);
  void attempt.finally(() => setTimeout(() => attempts.delete(search), 5_000));
  return attempt;
}

export default function LoginCallbackPage() {
  const { service, status } = useAuth();
  const navigate = useNavigate();
  // Runs once per visit: the status read is the one at arrival, not a dependency.
  const signedInOnArrival = useEffectEvent(() => status === 'authenticated');
  useEffect(() => {
    let alive = true;
    void finishSignIn(service, window.location.search, signedInOnArrival()).then((to) => {
      if (alive) navigate(to, { replace: true });
    });
    return () => {
      alive = false;
    };
  }, [service, navigate]);
  return <SessionLoading />;
}
