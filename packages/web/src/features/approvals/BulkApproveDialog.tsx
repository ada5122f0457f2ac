/**
 * Safe bulk approval (issue 17 item 3): the summary before — what will be
 * approved (directions, quantity, refills, expiration) and what is left alone, with every reason, as the
 * server checks it — then a fresh sign-in at the identity provider carrying the summary's single-use
 * nonce, then the summary after. The server re-checks everything when it approves and leaves alone a
 * request changed since the summary. A refused confirmation (used, expired) reviews the requests again.
 */
import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { BulkApprovalPreviewDocument, type BulkApprovalPreviewQuery } from '@vetrx/core/operations/BulkApprovalPreview';
import { BulkApprovePrescriptionTasksDocument } from '@vetrx/core/operations/BulkApprovePrescriptionTasks';
import { APPROVALS_TRIAGE_MESSAGES } from '@vetrx/core/messages';
import { memo, useState } from 'react';
import { LuCircleCheck, LuCircleMinus } from 'react-icons/lu';
import { serverMessage } from '../../api/errors';
import { operationName, useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { useAuth } from '../../app/auth/AuthProvider';
import { AppDialog } from '../../components/ui/app-dialog';
import { FormActions } from '../../components/ui/form-actions';
import { HISTORY_QUERIES, TASK_QUERIES } from '../../shared/prescriptions/queries';
import { reauthenticate } from './reauth';

const B = APPROVALS_TRIAGE_MESSAGES.bulk;
type Item = BulkApprovalPreviewQuery['bulkApprovalPreview']['items'][number];

/** Memoized: the queue page draws it again only when its own props change. */
export const BulkApproveDialog = memo(function BulkApproveDialog({ open, locationId, taskIds, onClose, onDone }: { open: boolean; locationId: string; taskIds: string[]; onClose: () => void; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  // The summary is what the vet confirms: never refreshed behind their back (the sign-in popup takes the focus).
  const preview = useGql(BulkApprovalPreviewDocument, open ? { locationId, prescriptionTaskIds: taskIds } : null, {
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const approve = useGqlMutation(BulkApprovePrescriptionTasksDocument);
  const [result, setResult] = useState<Item[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const review = preview.data?.bulkApprovalPreview ?? null;
  const items = result ?? review?.items ?? [];
  const willApprove = items.filter((i) => i.qualifies);
  const close = () => {
    if (result) onDone();
    setResult(null);
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!review) return;
    setBusy(true);
    setError(null);
    try {
      let idToken: string;
      try {
        idToken = await reauthenticate((user?.profile.preferred_username as string | undefined) ?? null, review.nonce);
      } catch {
        setError(B.reauthFailed);
        return;
      }
      const r = await approve.mutateAsync({ locationId, prescriptionTaskIds: willApprove.map((i) => i.prescriptionTaskId), idToken });
      // The requests that were left alone before stay listed with their reasons.
      const byId = new Map(r.bulkApprovePrescriptionTasks.map((i) => [i.prescriptionTaskId, i]));
      setResult(items.map((i) => byId.get(i.prescriptionTaskId) ?? i));
      await Promise.all([...TASK_QUERIES, ...HISTORY_QUERIES].map((d) => queryClient.invalidateQueries({ queryKey: [operationName(d)] })));
    } catch (e) {
      setError(serverMessage(e) ?? B.reauthFailed);
      // The confirmation is spent (or was refused): show the requests as they stand now, with a new summary.
      await preview.refetch();
    } finally {
      setBusy(false);
    }
  };
  const approved = result?.filter((i) => i.approved) ?? [];
  return (
    <AppDialog
      open={open}
      onClose={close}
      title={result ? B.doneTitle : B.reviewTitle}
      testId="bulk-approve-dialog"
      size="lg"
      scroll="inside"
      closeOnOutside={false}
      footer={
        result ? (
          <Button onClick={close} data-testid="bulk-close">
            {B.close}
          </Button>
        ) : (
          <HStack>
            <FormActions
              cancelLabel={B.cancel}
              onCancel={close}
              cancelDisabled={busy}
              cancelVariant="ghost"
              confirmLabel={B.confirm(willApprove.length)}
              onConfirm={() => void confirm()}
              loading={busy}
              disabled={willApprove.length === 0 || preview.isFetching || !review?.nonce}
              confirmTestId="bulk-confirm"
            />
          </HStack>
        )
      }
    >
      <Stack gap="4">
        {!result && <Text textStyle="sm">{B.reviewIntro}</Text>}
        {!result && <Text textStyle="sm" color="fg.muted">{B.passwordHelp}</Text>}
        {preview.isPending && !result ? (
          <HStack>
            <Spinner size="sm" /> <Text>{B.checking}</Text>
          </HStack>
        ) : (
          <>
            <HStack gap="2" wrap="wrap" data-testid="bulk-counts">
              {result ? (
                <>
                  <Badge colorPalette="green">{B.approved(approved.length)}</Badge>
                  <Badge colorPalette="gray">{B.notApproved(items.length - approved.length)}</Badge>
                </>
              ) : (
                <>
                  <Badge colorPalette="green">{B.willApprove(willApprove.length)}</Badge>
                  <Badge colorPalette="gray">{B.leftAlone(items.length - willApprove.length)}</Badge>
                </>
              )}
            </HStack>
            {!result && willApprove.length === 0 && <Text color="fg.error">{B.nothingQualifies}</Text>}
            <Stack gap="2">
              {items.map((i) => {
                const ok = result ? i.approved : i.qualifies;
                return (
                  <Box key={i.prescriptionTaskId} borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="bulk-item" data-task-id={i.prescriptionTaskId} data-ok={ok}>
                    <HStack gap="2" align="start">
                      <Box color={ok ? 'green.fg' : 'fg.muted'} pt="0.5">
                        {ok ? <LuCircleCheck /> : <LuCircleMinus />}
                      </Box>
                      <Stack gap="0.5" minW="0">
                        <Text fontWeight="medium">
                          {i.summary}
                          {i.rxNumber ? ` — Rx# ${i.rxNumber}` : ''}
                        </Text>
                        <BulkItemDetails item={i} />
                        {!ok &&
                          i.reasons.map((r) => (
                            <Text key={r} textStyle="sm" color="fg.muted" data-testid="bulk-reason">
                              {r}
                            </Text>
                          ))}
                      </Stack>
                    </HStack>
                  </Box>
                );
              })}
            </Stack>
          </>
        )}
        {error && (
          <Text color="fg.error" data-testid="bulk-error">
            {error}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
});

/** Directions, quantity, refills and expiration of what is (or was) approved. */
function BulkItemDetails({ item }: { item: Item }) {
  const D = B.details;
  const facts = [
    [D.quantity, item.quantity],
    [D.refills, item.refills],
    [D.expires, item.expires],
  ] as const;
  if (!item.directions && facts.every(([, v]) => !v)) return null;
  return (
    <Stack gap="0" textStyle="sm" data-testid="bulk-details">
      {item.directions && (
        <Text data-testid="bulk-directions">
          <Text as="span" color="fg.muted">
            {D.directions}:
          </Text>{' '}
          {item.directions}
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        {facts.map(([label, value]) =>
          value ? (
            <Text key={label} data-testid={`bulk-${label.toLowerCase()}`}>
              <Text as="span" color="fg.muted">
                {label}:
              </Text>{' '}
              {value}
            </Text>
          ) : null,
        )}
      </HStack>
    </Stack>
  );
}
