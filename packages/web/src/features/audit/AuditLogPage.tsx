/**
 * The practice Audit Log (/usermanagement/auditlog; issue 9 item 5, issue 45,
 * 0291–0294): the selected location's audit rows, newest first, filtered by user, action (by its human
 * name) and date range, the sandbox's rows only when "Show sandbox activity" is on, paged by 50; each
 * row says when (the viewer's zone, named), who (as whom), what, on which record and its changes
 * before → after, and opens its detail. A CSV export of every filtered row (core's auditLogCsv) and a
 * check of the location's keyed chain (VerifyAuditChain). Practice administrators only: the server
 * refuses others, the menu hides it.
 */
import { Badge, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Alert, Table } from '../../components/ui/chakra-late';
import { GetAuditLogDocument, type GetAuditLogQuery } from '@vetrx/core/operations/GetAuditLog';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { VerifyAuditChainDocument, type VerifyAuditChainQuery } from '@vetrx/core/operations/VerifyAuditChain';
import { auditActionLabel, auditActorLabel, auditChangeText, auditDateRange, auditLogCsv, AUDIT_LIMITS } from '@vetrx/core/audit';
import { formatDateTimeZone } from '@vetrx/core/format';
import { AUDIT_MESSAGES as M } from '@vetrx/core/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LuDownload, LuFileClock, LuShieldCheck } from 'react-icons/lu';
import { useApiClient } from '../../api/client';
import { toastApiError } from '../../api/errors';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { EmptyPrompt } from '../../components/ui/empty-prompt';
import { FilterBar } from '../../components/ui/filter-bar';
import { ListTable } from '../../components/ui/list-table';
import { Pager } from '../../components/ui/pager';
import { SelectField } from '../../components/ui/select-field';
import { SkeletonRows } from '../../components/ui/skeleton-rows';
import { FilterSwitch } from '../../components/ui/filter-switch';
import { AuditEntryDialog } from './AuditEntryDialog';

type Entry = GetAuditLogQuery['GetAuditLog']['data'][number];
const PAGE_SIZE = 50;
/** Changes a row shows before "+N more" (the detail has them all). */
const CHANGES_SHOWN = 3;

interface Filters {
  userId: string;
  operation: string;
  from: string;
  to: string;
  includeSandbox: boolean;
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
  const [filters, setFilters] = useState<Filters>({ userId: '', operation: '', from: '', to: '', includeSandbox: false });
  const [opened, setOpened] = useState<string | null>(null);
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
        includeSandbox: filters.includeSandbox,
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
        const page: Entry[] = (await client.request(GetAuditLogDocument, { filter: { ...base, beforeId, take: AUDIT_LIMITS.logMaxTake } })).GetAuditLog.data;
        rows.push(...page);
        if (page.length < AUDIT_LIMITS.logMaxTake) break;
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
  // The Action filter by human name, in name order.
  const actionOptions = (result?.actions ?? []).map((a) => ({ value: a, label: auditActionLabel(a) })).sort((a, b) => a.label.localeCompare(b.label));

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
            options={actionOptions}
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
        <FilterSwitch
          label={M.showSandbox}
          checked={filters.includeSandbox}
          onChange={(includeSandbox) => set({ includeSandbox, operation: '' })}
          testId="audit-show-sandbox"
          colorPalette="brand"
          alignSelf="start"
        />

        {log.isPending && range.ok ? (
          <SkeletonRows count={5} h="10" />
        ) : !result || result.total === 0 ? (
          <EmptyPrompt framed icon={<LuFileClock />} text={M.empty} testId="audit-empty" />
        ) : (
          <Stack gap="3" aria-busy={log.isFetching}>
            <ListTable
              testId="audit-table"
              interactive
              columns={[
                { label: M.columns.at, w: '40' },
                { label: M.columns.actor, w: '15%' },
                { label: M.columns.action, w: '22%' },
                { label: M.columns.record, w: '12%' },
                { label: M.columns.changes },
                { label: '', w: '20' },
              ]}
            >
              {result.data.map((e) => {
                const more = e.changes.length - CHANGES_SHOWN;
                return (
                  <Table.Row key={e.id} data-testid="audit-row" data-operation={e.operation} cursor="pointer" onClick={() => setOpened(e.id)}>
                    <Table.Cell whiteSpace="nowrap" color="fg.muted" verticalAlign="top" data-testid="audit-row-at">
                      {formatDateTimeZone(e.at)}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" data-testid="audit-row-actor">
                      <Text>{auditActorLabel(e)}</Text>
                      {e.impersonationReason && (
                        <Text textStyle="xs" color="fg.muted">
                          {M.columns.reason}: {e.impersonationReason}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">
                      <Stack gap="0.5">
                        <Badge size="sm" variant="subtle" alignSelf="start" data-testid="audit-row-action">
                          {e.actionLabel}
                        </Badge>
                        {e.detail && (
                          <Text textStyle="xs" color="fg.muted" data-testid="audit-row-detail">
                            {e.detail}
                          </Text>
                        )}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" wordBreak="break-word">
                      {e.entityId ? `${e.entity} ${e.entityId}` : e.entity}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" data-testid="audit-row-changes">
                      <Stack gap="0.5">
                        {e.changes.slice(0, CHANGES_SHOWN).map((c) => (
                          <Text key={c.field} textStyle="xs" color="fg.muted" lineClamp={2} wordBreak="break-word" title={auditChangeText(c)}>
                            {auditChangeText(c)}
                          </Text>
                        ))}
                        {more > 0 && (
                          <Text textStyle="xs" color="fg.subtle">
                            +{more}
                          </Text>
                        )}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell verticalAlign="top" textAlign="end">
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={`${M.detailOpen}: ${M.detailTitle} ${e.id}`}
                        data-testid="audit-row-open"
                        onClick={(ev) => {
                          ev.stopPropagation();
                          setOpened(e.id);
                        }}
                      >
                        {M.detailOpen}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
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
      {locationId && <AuditEntryDialog locationId={locationId} entryId={opened} onClose={() => setOpened(null)} />}
    </PageWrapper>
  );
}
