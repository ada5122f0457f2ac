/**
 * Impersonation from the support user search, driven by core's impersonation machine (admin §4, §5,
 * §8): START is refused while impersonating or for oneself (the refusal is shown as a toast); an
 * allowed START writes the stored keys (impersonationStartStorage) to sessionStorage, so the API
 * client sends the impersonation header, and loads the impersonated user (`Me`). When that works the
 * app is reloaded at `/` as the impersonated user; when it fails the original support user is restored
 * (impersonationExitStorage), 'Impersonation signing out' / 'Could not impersonate selected user.' is
 * shown and the flow goes to /support.
 */
import {
  storedImpersonationTarget,
  type ImpersonationTarget,
  type StoragePlan,
  impersonationMachine,
} from '@vetrx/core/access';
import { MeDocument } from '@vetrx/core/operations/Me';
import type { ToastText } from '@vetrx/core/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { useApiClient } from '../../api/client';
import { useSession } from '../../session/SessionContext';
import { applySessionPlan } from '../../lib/storage';
import { notify } from '../../components/ui/toaster';

const readSession = (key: string) => {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

/** Loads the app at `to` from scratch, so the session starts as the stored impersonation says. */
export function reloadAt(to: string): void {
  window.location.assign(to);
}

export function useImpersonation() {
  const session = useSession();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pendingNavigation = useRef<string | null>(null);

  const machine = useMemo(
    () =>
      impersonationMachine.provide({
        actors: {
          loadImpersonatedUser: fromPromise<unknown, ImpersonationTarget>(async ({ input }) => {
            const { me } = await client.request(MeDocument);
            if (me.impersonating?.toLowerCase() !== input.username.trim().toLowerCase()) throw new Error('The impersonated user was not loaded.');
            return me;
          }),
        },
        actions: {
          applyStorage: (_args, plan: StoragePlan) => applySessionPlan(plan),
          navigate: (_args, params: { to: string }) => {
            pendingNavigation.current = params.to;
          },
          notify: (_args, toast: ToastText) => notify('error', toast),
          notifyRefusal: ({ context }) => notify('error', { title: context.refusal ?? '' }),
        },
      }),
    [client],
  );

  const [snapshot, send] = useMachine(machine, {
    input: {
      supportUsername: session.me.supportUser?.username ?? '',
      isImpersonating: session.isImpersonating,
      target: session.isImpersonating ? storedImpersonationTarget(readSession) : null,
    },
  });

  const state = snapshot.value;
  useEffect(() => {
    const to = pendingNavigation.current;
    if (!to || state === 'loading') return;
    pendingNavigation.current = null;
    if (state === 'impersonating') {
      queryClient.clear();
      reloadAt(to);
    } else {
      navigate(to);
    }
  }, [state, navigate, queryClient]);

  return {
    /** Asks to impersonate a target (refusals are shown by the flow). */
    start: (target: ImpersonationTarget) => send({ type: 'START', target }),
    /** The target being loaded, while loading. */
    loading: state === 'loading' ? snapshot.context.target : null,
    isImpersonating: state === 'impersonating',
  };
}
