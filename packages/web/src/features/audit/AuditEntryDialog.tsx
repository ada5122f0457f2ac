/**
 * One Audit Log row in full (issue 45): when (the viewer's zone, named), who, on behalf
 * of whom, the reason, the action and the record, and every field of the row before → after (the
 * changed ones first; unchanged ones muted). Read with GetAuditEntry when opened.
 */
import { Badge, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../components/ui/chakra-late';
import { GetAuditEntryDocument } from '@vetrx/core/operations/GetAuditEntry';
import { auditFieldLabel, auditValueText } from '@vetrx/core/audit';
import { formatDateTimeZone } from '@vetrx/core/format';
import { AUDIT_MESSAGES as M } from '@vetrx/core/messages';
import { LuFileQuestion } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { MODAL_WIDTH } from '../../lib/layout';
import { AppDialog } from '../../components/ui/app-dialog';
import { EmptyPrompt } from '../../components/ui/empty-prompt';
import { FactList } from '../../components/ui/fact-list';

export function AuditEntryDialog({ locationId, entryId, onClose }: { locationId: string; entryId: string | null; onClose(): void }) {
  const entry = useGql(GetAuditEntryDocument, entryId ? { locationId, id: entryId } : null);
  const e = entry.data?.GetAuditEntry;
  const fields = e ? [...e.fields].sort((a, b) => Number(b.changed) - Number(a.changed)) : [];
  return (
    <AppDialog
      open={entryId !== null}
      onClose={onClose}
      testId="audit-entry-dialog"
      title={e ? `${M.detailTitle} ${e.id}` : M.detailTitle}
      size={{ base: 'full', md: 'lg' }}
      width={MODAL_WIDTH}
      scroll="inside"
      closeOnOutside
    >
      {entry.error ? (
        <EmptyPrompt icon={<LuFileQuestion />} text={M.detailNotFound} testId="audit-entry-missing" />
      ) : !e ? (
        <Stack gap="3">
          <Skeleton h="24" borderRadius="md" />
          <Skeleton h="40" borderRadius="md" />
        </Stack>
      ) : (
        <Stack gap="5">
          <FactList
            labelW="32"
            gap="2"
            testId="audit-entry-facts"
            facts={[
              { label: M.detailAt, value: formatDateTimeZone(e.at), field: 'at' },
              // The person who acted: the support engineer while impersonating, else the actor.
              { label: M.detailActor, value: e.impersonatorUsername ?? e.actorName ?? e.actorUsername ?? '—', field: 'actor' },
              { label: M.detailOnBehalfOf, value: e.impersonatorUsername ? (e.actorName ?? e.actorUsername ?? '—') : '—', field: 'onBehalfOf' },
              { label: M.detailReason, value: e.impersonationReason ?? '—', field: 'reason' },
              { label: M.detailAction, value: e.detail ? `${e.actionLabel} — ${e.detail}` : e.actionLabel, field: 'action' },
              { label: M.detailRecord, value: e.entityId ? `${e.entity} ${e.entityId}` : e.entity, field: 'record' },
            ]}
          />
          <Stack gap="2">
            <Text fontWeight="semibold">{M.detailFields}</Text>
            {fields.length === 0 ? (
              <Text color="fg.muted">{M.detailNoFields}</Text>
            ) : (
              <Table.ScrollArea borderWidth="1px" borderRadius="lg">
                <Table.Root size="sm" data-testid="audit-entry-fields">
                  <Table.Header>
                    <Table.Row bg="bg.subtle">
                      <Table.ColumnHeader w="28%">{M.detailField}</Table.ColumnHeader>
                      <Table.ColumnHeader>{M.detailBefore}</Table.ColumnHeader>
                      <Table.ColumnHeader>{M.detailAfter}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {fields.map((f) => (
                      <Table.Row key={f.field} data-testid="audit-entry-field" data-field={f.field} data-changed={f.changed} color={f.changed ? undefined : 'fg.muted'}>
                        <Table.Cell fontWeight={f.changed ? 'medium' : undefined} verticalAlign="top">
                          {auditFieldLabel(f.field)}
                          {!f.changed && (
                            <Badge size="xs" variant="surface" ms="2">
                              {M.detailUnchanged}
                            </Badge>
                          )}
                        </Table.Cell>
                        <Table.Cell wordBreak="break-word" verticalAlign="top" data-testid="audit-entry-before">
                          {auditValueText(f.before)}
                        </Table.Cell>
                        <Table.Cell wordBreak="break-word" verticalAlign="top" data-testid="audit-entry-after">
                          {auditValueText(f.after)}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Stack>
        </Stack>
      )}
    </AppDialog>
  );
}
