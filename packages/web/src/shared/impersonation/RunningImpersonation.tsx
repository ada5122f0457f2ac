/**
 * An impersonation session still running on the server but not in this browser — the window was closed
 * while impersonating, or it was started on another device or from the CLI (issue 45).
 * The server keeps one open session per support user and refuses another start until it ends or
 * expires; Support Home and the Impersonate dialog show it with End (EndImpersonation) and Continue
 * (act as that user again, at their primary location: core's resumeImpersonationTarget, then the
 * impersonation flow as after a start).
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { resumeImpersonationTarget, impersonationTimeLeft } from '@vetrx/core/access';
import type { ImpersonationSessionFieldsFragment } from '@vetrx/core/fragments/ImpersonationSessionFields';
import { EndImpersonationDocument } from '@vetrx/core/operations/EndImpersonation';
import { GetImpersonationSessionDocument } from '@vetrx/core/operations/GetImpersonationSession';
import { MeDocument } from '@vetrx/core/operations/Me';
import { UsersDocument } from '@vetrx/core/operations/Users';
import { formatMessage } from '@vetrx/core/common';
import { formatDateTime } from '@vetrx/core/format';
import { RUNNING_IMPERSONATION_TEXTS as T } from '@vetrx/core/messages';
import { useState } from 'react';
import { LuLogOut, LuUserCheck } from 'react-icons/lu';
import { useApiClient } from '../../api/client';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { useSession } from '../../session/SessionContext';
import { FactList } from '../../components/ui/fact-list';
import { notify } from '../../components/ui/toaster';
import type { useImpersonation } from './useImpersonation';

export type RunningSession = ImpersonationSessionFieldsFragment;

/**
 * The signed-in support user's running session when this browser is not impersonating (null while
 * loading, or when none runs), and its two ways out: `end` and `resume` (through the page's
 * impersonation flow).
 *
 * @example
 * const impersonation = useImpersonation();
 * const running = useRunningImpersonation(impersonation);
 * if (running.session) running.end();
 */
export function useRunningImpersonation(impersonation: ReturnType<typeof useImpersonation>) {
  const session = useSession();
  const client = useApiClient();
  const asked = session.isSupportUser && !session.isImpersonating;
  const query = useGql(GetImpersonationSessionDocument, asked ? {} : null, { staleTime: 0 });
  const running = query.data?.getImpersonationSession ?? null;
  const ending = useGqlMutation(EndImpersonationDocument, { invalidates: [GetImpersonationSessionDocument, MeDocument], errorToast: T.endFailed });
  const [resuming, setResuming] = useState(false);

  const end = () => ending.mutate({}, { onSuccess: () => notify('success', T.ended) });
  const resume = async () => {
    if (!running) return;
    setResuming(true);
    try {
      const { users } = await client.request(UsersDocument, { filter: running.targetUsername, take: 10, skip: 0 });
      const user = users.data.find((u) => u.username.toLowerCase() === running.targetUsername.toLowerCase());
      if (!user) {
        notify('error', { title: T.userGone.title, description: formatMessage(T.userGone.description, { username: running.targetUsername }) });
        return;
      }
      impersonation.start(resumeImpersonationTarget(user));
    } finally {
      setResuming(false);
    }
  };
  return {
    session: running,
    /** Ask the server again (a start it refused because a session runs). */
    refetch: () => void query.refetch(),
    end,
    resume: () => void resume(),
    ending: ending.isPending,
    resuming: resuming || impersonation.loading !== null,
  };
}

export type RunningImpersonationState = ReturnType<typeof useRunningImpersonation>;

/** Who, since when, until when (and the time left), why. */
export function RunningSessionFacts({ session }: { session: RunningSession }) {
  return (
    <FactList
      labelW={{ base: '24', md: '28' }}
      gap="2"
      strongValues
      testId="running-impersonation-facts"
      facts={[
        { label: T.impersonating, value: session.targetUsername, field: 'target' },
        { label: T.since, value: formatDateTime(session.startedAt), field: 'since' },
        { label: T.until, value: `${formatDateTime(session.expiresAt)} (${impersonationTimeLeft(session.expiresAt, new Date())})`, field: 'until' },
        { label: T.reason, value: session.reason, field: 'reason' },
      ]}
    />
  );
}

/** End and Continue, as buttons: side by side, or one above the other (full width) on a phone. */
export function RunningSessionActions({ running, session }: { running: RunningImpersonationState; session: RunningSession }) {
  const busy = running.ending || running.resuming;
  const size = { w: { base: 'full', sm: 'auto' }, h: 'auto', minH: '10', whiteSpace: 'normal' } as const;
  return (
    <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
      <Button variant="outline" colorPalette="red" onClick={running.end} loading={running.ending} disabled={busy} data-testid="running-impersonation-end" {...size}>
        <LuLogOut /> {T.end}
      </Button>
      <Button colorPalette="brand" onClick={running.resume} loading={running.resuming} disabled={busy} data-testid="running-impersonation-continue" {...size}>
        <LuUserCheck /> {formatMessage(T.continue, { username: session.targetUsername })}
      </Button>
    </Stack>
  );
}

/** The card Support Home shows while a session runs. */
export function RunningImpersonationCard({ running }: { running: RunningImpersonationState }) {
  const session = running.session;
  if (!session) return null;
  return (
    <Box as="section" layerStyle="card" borderColor="orange.muted" borderWidth="1px" p={{ base: '5', md: '6' }} aria-labelledby="running-impersonation-title" data-testid="running-impersonation">
      <Stack gap="4">
        <Stack gap="1">
          <HStack gap="2" color="orange.fg">
            <LuUserCheck aria-hidden />
            <Text as="h2" id="running-impersonation-title" textStyle="lg" fontWeight="semibold" color="fg">
              {T.title}
            </Text>
          </HStack>
          <Text color="fg.muted" textStyle="sm">
            {formatMessage(T.hint, { username: session.targetUsername })}
          </Text>
        </Stack>
        <RunningSessionFacts session={session} />
        <RunningSessionActions running={running} session={session} />
      </Stack>
    </Box>
  );
}
