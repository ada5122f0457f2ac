/**
 * A location's PIMS connection (admin §3, §4) where the administration screens show its PIMS
 * configuration: Connected / Not Connected from the install status (core's pimsConnectionStatus), the
 * install information and the last run's stages on demand, and — for support users and users who
 * manage users — the PIMS user sync ('PIMS users synchronised: {count}').
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Collapsible, DataList, Table } from '../../components/ui/chakra-late';
import { formatElapsedSeconds, pimsConnectionStatus } from '@vetrx/core/access';
import { canManageUsers, pimsAccountOf, pimsUserSyncToast, usesCodeRedirect } from '@vetrx/core/admin';
import { GetInstallInformationDocument } from '@vetrx/core/operations/getInstallInformation';
import { GetInstallStatusDocument } from '@vetrx/core/operations/getInstallStatus';
import { SyncPimsUsersDocument } from '@vetrx/core/operations/syncPimsUsers';
import { formatDateTime } from '@vetrx/core/format';
import { ADMIN_TOASTS, PIMS_LABELS as L } from '@vetrx/core/messages';
import { useContext, useState } from 'react';
import { LuChevronDown, LuRefreshCw } from 'react-icons/lu';
import { toastApiError } from '../../api/errors';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { SessionContext } from '../../session/SessionContext';
import { roleAssignments } from '../../session/build-session';
import { StatusBadge } from '../../components/ui/status-badge';
import { notify } from '../../components/ui/toaster';
import { PimsConnect } from './PimsConnect';
import type { AccessTokenSource } from '../../api/client';

export interface PimsConnectionLocation {
  id: string;
  uuid: string;
  pimsAccountId?: string | null;
  pimsConnectionType?: string | null;
}

const at = (v: string | null | undefined) => (v ? formatDateTime(v) : L.notAvailable);

function Details({ account, canSync, accountUuid }: { account: { pimsAccountId: string; pimsConnectionType: string }; canSync: boolean; accountUuid: string }) {
  const info = useGql(GetInstallInformationDocument, { pimsInput: account }, { retry: false });
  const status = useGql(GetInstallStatusDocument, { pimsInput: account }, { retry: false });
  const sync = useGqlMutation(SyncPimsUsersDocument, {
    onSuccess: (r) => {
      const toast = pimsUserSyncToast(r.syncPimsUsers);
      if (toast) notify('success', toast);
    },
    onError: (e) => toastApiError(e, { title: ADMIN_TOASTS.partnerConnectionError.title }),
  });
  const i = info.data?.getInstallInformation;
  const s = status.data?.getInstallStatus;
  const stages = s ? ([
    [L.extraction, s.extraction],
    [L.intermediate, s.intermediate],
    [L.staging, s.staging],
  ] as const) : [];
  return (
    <Stack gap="3" pt="3" data-testid="pims-install">
      {info.isError && <Text color="fg.error">{info.error.message}</Text>}
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <DataList.Item>
          <DataList.ItemLabel minW="32">{L.practiceName}</DataList.ItemLabel>
          <DataList.ItemValue>{i?.practiceName ?? L.notAvailable}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="32">{L.pims}</DataList.ItemLabel>
          <DataList.ItemValue>{i?.pims ?? L.notAvailable}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="32">{L.frequency}</DataList.ItemLabel>
          <DataList.ItemValue>{i?.schedule?.frequency ?? L.notAvailable}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="32">{L.nextRun}</DataList.ItemLabel>
          <DataList.ItemValue>{at(i?.schedule?.nextRun)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="32">{L.lastHeartbeat}</DataList.ItemLabel>
          <DataList.ItemValue>{at(s?.lastHeartbeat)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {stages.length > 0 && (
        <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
          <Table.Root size="sm" minW="560px" aria-label={L.installStatus}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{L.stage}</Table.ColumnHeader>
                <Table.ColumnHeader>{L.status}</Table.ColumnHeader>
                <Table.ColumnHeader>{L.started}</Table.ColumnHeader>
                <Table.ColumnHeader>{L.elapsed}</Table.ColumnHeader>
                <Table.ColumnHeader>{L.lastSuccessful}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {stages.map(([name, stage]) => (
                <Table.Row key={name}>
                  <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                    {name}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{stage?.status ?? L.notAvailable}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{at(stage?.startTime)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatElapsedSeconds(stage?.elapsedTime) ?? L.notAvailable}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{at(stage?.lastSuccessful)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {canSync && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          loading={sync.isPending}
          onClick={() => sync.mutate({ ...account, accountUuid })}
          data-testid="sync-pims-users"
        >
          <LuRefreshCw /> {L.syncPimsUsers}
        </Button>
      )}
    </Stack>
  );
}

export function PimsConnection({ location, auth }: { location: PimsConnectionLocation; auth: AccessTokenSource }) {
  const session = useContext(SessionContext);
  const account = pimsAccountOf(location);
  const [open, setOpen] = useState(false);
  const status = useGql(GetInstallStatusDocument, account ? { pimsInput: account } : null, { retry: false });
  const connection = pimsConnectionStatus(status.data?.getInstallStatus ?? null);
  const current = session?.current ?? null;
  const canConnect = session?.isSupportUser === true && !session.isImpersonating && usesCodeRedirect(location.pimsConnectionType);
  const canSync =
    (session?.isSupportUser === true && !session.isImpersonating) ||
    (current !== null && current.location.id === location.id && canManageUsers({ roleId: current.roleId, rolesModules: roleAssignments(current.role.rolesModules) }));
  if (!account) {
    return (
      <HStack gap="2" wrap="wrap">
        <StatusBadge tone="pims.notLinked" data-testid="pims-connection" data-connected="false">
          {connection.label}
        </StatusBadge>
        {canConnect && <PimsConnect location={location} connected={false} auth={auth} />}
      </HStack>
    );
  }
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)} w="full">
      <HStack gap="2" wrap="wrap">
        <StatusBadge tone={connection.connected ? 'pims.linked' : 'pims.notLinked'} data-testid="pims-connection" data-connected={String(connection.connected)}>
          {status.isPending ? '…' : connection.label}
        </StatusBadge>
        {canConnect && <PimsConnect location={location} connected={connection.connected} auth={auth} />}
        <Collapsible.Trigger asChild>
          <Button size="xs" variant="ghost" data-testid="pims-install-toggle">
            {L.installInformation}
            <Box as="span" transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined} display="inline-flex">
              <LuChevronDown />
            </Box>
          </Button>
        </Collapsible.Trigger>
      </HStack>
      <Collapsible.Content>{open && <Details account={account} canSync={canSync} accountUuid={location.uuid} />}</Collapsible.Content>
    </Collapsible.Root>
  );
}
