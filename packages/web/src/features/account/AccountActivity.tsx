/**
 * My Account's "Account activity" tab (issue 43 item 4): the sessions in which a support
 * engineer signed in as the user — who, why, from when until when (the viewer's zone, named) — and how
 * many changes were made in the user's name meanwhile. Read with GetAccountActivity, the user's own.
 */
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../components/ui/chakra-late';
import { GetAccountActivityDocument } from '@vetrx/core/operations/GetAccountActivity';
import { formatMessage } from '@vetrx/core/common';
import { formatDateTimeZone } from '@vetrx/core/format';
import { ACCOUNT_ACTIVITY_MESSAGES as M } from '@vetrx/core/messages';
import { LuShieldCheck } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { EmptyPrompt } from '../../components/ui/empty-prompt';
import { ListTable } from '../../components/ui/list-table';

export function AccountActivity() {
  const activity = useGql(GetAccountActivityDocument, {});
  const sessions = activity.data?.GetAccountActivity;
  const ended = (s: NonNullable<typeof sessions>[number]) => {
    const at = formatDateTimeZone(s.endsAt);
    if (s.state === 'running') return formatMessage(M.running, { at });
    if (s.state === 'expired') return formatMessage(M.expired, { at });
    return at;
  };
  return (
    <Stack gap="4" data-testid="account-activity">
      <Text color="fg.muted">{M.intro}</Text>
      {!sessions ? (
        <Skeleton h="24" borderRadius="lg" />
      ) : sessions.length === 0 ? (
        <EmptyPrompt framed icon={<LuShieldCheck />} text={M.empty} testId="account-activity-empty" py="8" />
      ) : (
        <ListTable
          testId="account-activity-table"
          columns={[{ label: M.columns.support, w: '30%' }, { label: M.columns.reason, w: '30%' }, { label: M.columns.when, w: '40%' }]}
        >
          {sessions.map((s) => (
            <Table.Row key={s.id} data-testid="account-activity-session" data-state={s.state}>
              <Table.Cell verticalAlign="top">
                <Text>{s.supportName ?? s.supportUsername}</Text>
                {s.supportName && (
                  <Text textStyle="xs" color="fg.muted">
                    {s.supportUsername}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell verticalAlign="top" wordBreak="break-word" whiteSpace="normal">
                {s.reason}
              </Table.Cell>
              <Table.Cell verticalAlign="top">
                <Text textStyle="xs" data-testid="account-activity-started">
                  {M.columns.started}: {formatDateTimeZone(s.startedAt)}
                </Text>
                <Text textStyle="xs" color="fg.muted" data-testid="account-activity-ended">
                  {M.columns.ended}: {ended(s)}
                </Text>
                <Text textStyle="xs" color="fg.muted" data-testid="account-activity-changes">
                  {M.columns.changes}: {s.changes}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </ListTable>
      )}
    </Stack>
  );
}
