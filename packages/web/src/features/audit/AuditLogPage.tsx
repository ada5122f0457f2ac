/**
 * The practice Audit Log (/usermanagement/auditlog; issue 9 item 5, decision 0112): the selected
 * location's audit rows, newest first, filtered by user, action and date range, paged by 50, with a CSV
 * export of every filtered row (core's auditLogCsv) and a check of the location's hash chain
 * (VerifyAuditChain). Practice administrators only: the server refuses others, the menu hides it.
 */
import { Alert, Badge, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { GetAuditLogDocument, type GetAuditLogQuery } from '@vetrx/core/operations/GetAuditLog';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { VerifyAuditChainDocument, type VerifyAuditChainQuery } from '@vetrx/core/operations/VerifyAuditChain';
import { AUDIT_LOG_MAX_TAKE, auditActorLabel, auditDateRange, auditLogCsv } from '@vetrx/core/audit';
import { formatDateTime } from '@vetrx/core/format';
import { AUDIT_MESSAGES as M } from '@vetrx/core/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LuDownload, LuFileClock, LuShieldCheck } from 'react-icons/lu';
import { useApiClient } from '../../api/client';
import { toastApiError } from '../../api/errors';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../app/session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { EmptyPrompt } from '../../components/ui/empty-prompt';
import { FilterBar } from '../../components/ui/filter-bar';
import { ListTable } from '../../components/ui/list-table';
import { Pager } from '../../components/ui/pager';
import { SelectField } from '../../components/ui/select-field';
import { SkeletonRows } from '../../components/ui/skeleton-rows';

type Entry = GetAuditLogQuery['GetAuditLog']['data'][number];
const PAGE_SIZE = 50;

interface Filters {
  userId: string;
  operation: string;
  from: string;
  to: string;
}

function changesText(e: Entry): string {
  return e.changes.map((c) => c.field).join(', ');
}

/** Saves text as a file through a temporary link (the browser's download). */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function AuditLogPage() {
  const client = useApiClient();
  const { locationId, location } = useCurrentLocation();
  const [filters, setFilters] = useState<Filters>({ userId: '', operation: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [verification, setVerification] = useState<VerifyAuditChainQuery['VerifyAuditChain'] | null>(null);
  const [verifying, setVerifying] = useState(false);
  const range = auditDateRange(filters.from, filters.to);
  const base = locationId
    ? {
        locationId,
        userId: filters.userId || null,
        operation: filters.operation || null,
        from: range.ok ? range.from : null,
        to: range.ok ? range.to : null,
      }
    : null;
  const log = useGql(GetAuditLogDocument, base && range.ok ? { filter: { ...base, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE } } : null, {
    placeholderData: keepPreviousData,
  });
  const users = useGql(LocationsUsersDocument, locationId ? { locationIds: [locationId], activeFilterType: 'all', take: 500, skip: 0 } : null);
  const result = log.data?.GetAuditLog;
  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  async function exportCsv() {
    if (!base || !range.ok) return;
    setExporting(true);
    try {
      const rows: Entry[] = [];
      // Keyset pages (each below the last id read): rows written during the export neither repeat nor shift others out.
      for (let beforeId: string | null = null; ; ) {
        const page: Entry[] = (await client.request(GetAuditLogDocument, { filter: { ...base, beforeId, take: AUDIT_LOG_MAX_TAKE } })).GetAuditLog.data;
        rows.push(...page);
        if (page.length < AUDIT_LOG_MAX_TAKE) break;
        beforeId = page[page.length - 1].id;
      }
      const csv = auditLogCsv(rows.map((e) => ({ ...e, at: new Date(e.at).toISOString() })));
      download(`audit-log-${locationId}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      toastApiError(error as never, { title: M.exportCsv });
    } finally {
      setExporting(false);
    }
  }

  async function verify() {
    if (!locationId) return;
    setVerifying(true);
    try {
      setVerification((await client.request(VerifyAuditChainDocument, { locationId })).VerifyAuditChain);
    } catch (error) {
      toastApiError(error as never, { title: M.verify });
    } finally {
      setVerifying(false);
    }
  }

  const userOptions = (users.data?.locationsUsers.data ?? []).map((u) => ({ value: String(u.userId), label: u.displayName }));

  return (
    <PageWrapper
      title={M.pageTitle}
      icon="LuFileClock"
      actions={
        <HStack gap="2">
          <Button variant="outline" onClick={verify} loading={verifying} data-testid="audit-verify">
            <LuShieldCheck /> {M.verify}
          </Button>
          <Button colorPalette="brand" onClick={exportCsv} loading={exporting} disabled={!result || result.total === 0} data-testid="audit-export">
            <LuDownload /> {M.exportCsv}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        {verification && (
          <Alert.Root status={verification.ok ? 'success' : 'error'} data-testid="audit-verification">
            <Alert.Indicator />
            <Alert.Title>{verification.message}</Alert.Title>
          </Alert.Root>
        )}
        <FilterBar columns="repeat(4, minmax(0, 1fr))" testId="audit-filters">
          <SelectField label={M.filterUser} placeholder={M.allUsers} options={userOptions} value={filters.userId} onValueChange={(userId) => set({ userId })} data-testid="audit-filter-user" />
          <SelectField
            label={M.filterAction}
            placeholder={M.allActions}
            options={(result?.actions ?? []).map((a) => ({ value: a, label: a }))}
            value={filters.operation}
            onValueChange={(operation) => set({ operation })}
            data-testid="audit-filter-action"
          />
          <Field.Root>
            <Field.Label>{M.filterFrom}</Field.Label>
            <Input type="date" value={filters.from} onChange={(e) => set({ from: e.currentTarget.value })} data-testid="audit-filter-from" />
          </Field.Root>
          <Field.Root invalid={!range.ok}>
            <Field.Label>{M.filterTo}</Field.Label>
            <Input type="date" value={filters.to} onChange={(e) => set({ to: e.currentTarget.value })} data-testid="audit-filter-to" />
            {!range.ok && <Field.ErrorText>{range.message}</Field.ErrorText>}
          </Field.Root>
        </FilterBar>

        {log.isPending && range.ok ? (
          <SkeletonRows count={5} h="10" />
        ) : !result || result.total === 0 ? (
          <EmptyPrompt framed icon={<LuFileClock />} text={M.empty} testId="audit-empty" />
        ) : (
          <Stack gap="3" aria-busy={log.isFetching}>
            <ListTable
              testId="audit-table"
              columns={[{ label: M.columns.at, w: '40' }, { label: M.columns.actor }, { label: M.columns.action }, { label: M.columns.record }, { label: M.columns.changes }]}
            >
              {result.data.map((e) => (
                <Table.Row key={e.id} data-testid="audit-row" data-operation={e.operation}>
                  <Table.Cell whiteSpace="nowrap" color="fg.muted">
                    {formatDateTime(e.at)}
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{auditActorLabel(e)}</Text>
                    {e.impersonationReason && (
                      <Text textStyle="xs" color="fg.muted">
                        {M.columns.reason}: {e.impersonationReason}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Stack gap="0.5">
                      <Badge size="sm" variant="subtle" alignSelf="start">
                        {e.eventLabel}
                      </Badge>
                      <Text textStyle="xs" color="fg.muted">
                        {e.operation}
                      </Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{e.entityId ? `${e.entity} ${e.entityId}` : e.entity}</Table.Cell>
                  <Table.Cell>
                    <Text textStyle="xs" color="fg.muted" lineClamp={2} title={changesText(e)}>
                      {changesText(e)}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </ListTable>
            <Pager page={page} pageSize={PAGE_SIZE} count={result.total} onPageChange={setPage} data-testid="audit-pager" />
          </Stack>
        )}
        {location && (
          <Text textStyle="xs" color="fg.subtle">
            {location.name}
          </Text>
        )}
      </Stack>
    </PageWrapper>
  );
}
