/**
 * The help-client session (clients §4, §7) in the browser: core's helpClientSessionMachine with core's
 * REST calls (createHelpClientApi: bearer token, application header, the impersonation header while a
 * support user impersonates). The ids are validated at once and re-checked every 10 s until both are
 * resolved (the machine); failed checks are only logged. Help Client opens a tab at once (so no popup
 * blocker stops it after the calls), then sends it to the storefront — or closes it and shows 'Error
 * Impersonating' / 'Could not impersonate this client. Please try again later.'
 */
import { createHelpClientApi, helpClientSessionMachine } from '@vetrx/core/client';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { AccessTokenSource } from '../../api/client';
import { readImpersonatedUsername } from '../../lib/storage';
import { notify } from '../../components/ui/toaster';
import { TOAST_DURATION } from '../../lib/ui-constants';

export interface HelpClientState {
  /** Both ids resolved and no session starting: the button is enabled. */
  ready: boolean;
  /** The session is starting or opening. */
  busy: boolean;
  start(): void;
}

export function useHelpClient(
  ids: { clientUuid: string; userUuid: string },
  auth: AccessTokenSource,
  apiOverride?: ReturnType<typeof createHelpClientApi>,
): HelpClientState {
  const api = useMemo(
    () =>
      apiOverride ??
      createHelpClientApi({
        baseUrl: window.location.origin,
        fetch: (url, init) => window.fetch(url, init),
        getToken: () => auth.getAccessToken(),
        getImpersonation: readImpersonatedUsername,
      }),
    [auth, apiOverride],
  );
  const machine = useMemo(
    () =>
      helpClientSessionMachine.provide({
        actors: {
          validateImpersonation: fromPromise(({ input }) => api.validateImpersonation(input)),
          startSession: fromPromise(({ input }) => api.startSession(input)),
          openSession: fromPromise(async ({ input }) => api.openSession(input)),
        },
      }),
    [api],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: ids });
  const tab = useRef<Window | null>(null);

  useEffect(() => {
    const subs = [
      actor.on('openStorefront', ({ url }) => {
        const opened = tab.current;
        tab.current = null;
        if (opened && !opened.closed) opened.location.href = url;
        else window.open(url, '_blank', 'noopener');
      }),
      actor.on('notify', ({ toast }) => {
        tab.current?.close();
        tab.current = null;
        notify('error', toast, { duration: TOAST_DURATION.short });
      }),
      // Failures of the id checks are only logged (clients §4).
      actor.on('log', ({ message }) => console.warn('[help-client]', message)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor]);

  return {
    ready: snapshot.matches('ready'),
    busy: snapshot.matches('starting') || snapshot.matches('openingSession'),
    start() {
      if (!snapshot.can({ type: 'HELP_CLIENT' })) return;
      const opened = window.open('about:blank', '_blank');
      if (opened) opened.opener = null;
      tab.current = opened;
      send({ type: 'HELP_CLIENT' });
    },
  };
}
