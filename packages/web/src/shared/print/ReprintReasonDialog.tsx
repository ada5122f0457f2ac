/**
 * The reason asked before a controlled substance's prescription is printed again (issue 42 item 4;
 * decision 0280): required, at most core's PRESCRIPTION_LIMITS.printReason characters, checked with core's
 * validatePrintRecord as typed (the server checks the same and keeps it with the print). It says which
 * copy this print will be and when the original was printed.
 */
import { Field, Stack, Text } from '@chakra-ui/react';
import { Alert, Textarea } from '../../components/ui/chakra-late';
import { formatDate } from '@vetrx/core/format';
import { formatMessage } from '@vetrx/core/common';
import { PRINT_RECORD_MESSAGES as M } from '@vetrx/core/messages';
import type { ControlledFacts } from '@vetrx/core/controlled';
import { nextPrint, type RecordedPrint, validatePrintRecord, PRESCRIPTION_LIMITS } from '@vetrx/core/prescription';
import { useEffect, useId, useState } from 'react';
import { AppDialog } from '../../components/ui/app-dialog';
import { FormActions } from '../../components/ui/form-actions';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';

export function ReprintReasonDialog({
  open,
  controlled,
  previousPrints,
  serverError,
  saving,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** The product's controlled-substance facts (the rule asks them). */
  controlled: ControlledFacts;
  /** The prints recorded so far, oldest first: this one comes next. */
  previousPrints: readonly RecordedPrint[];
  /** The server's refusal of the reason, when it refused it. */
  serverError: string | null;
  saving: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useUnsavedChanges(open && reason.trim() !== '');
  useEffect(() => {
    if (open) setError(serverError);
  }, [open, serverError]);
  useEffect(() => {
    if (!open) setReason('');
  }, [open]);
  const next = nextPrint(previousPrints);
  const confirm = () => {
    const checked = validatePrintRecord({ controlled, previousPrints: previousPrints.length, reason });
    if (!checked.ok) return setError(checked.errors.reason ?? null);
    if (checked.value.reason !== null) onConfirm(checked.value.reason);
  };
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      title={M.reasonTitle}
      testId="reprint-reason-dialog"
      footer={
        <FormActions
          cancelLabel={M.cancel}
          onCancel={onCancel}
          cancelDisabled={saving}
          confirmLabel={M.printCopy}
          onConfirm={confirm}
          loading={saving}
          confirmTestId="reprint-reason-confirm"
        />
      }
    >
      <Stack gap="4">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{formatMessage(M.reasonText, { date: formatDate(next.originalPrintedAt ?? null, '—'), copy: next.copyNumber })}</Alert.Description>
        </Alert.Root>
        <Field.Root required invalid={error !== null}>
          <Field.Label htmlFor={id}>
            {M.reasonLabel}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            id={id}
            rows={3}
            maxLength={PRESCRIPTION_LIMITS.printReason}
            value={reason}
            placeholder={M.reasonPlaceholder}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            data-testid="reprint-reason"
            data-autofocus
          />
          <Text textStyle="xs" color="fg.muted" alignSelf="end">
            {reason.length}/{PRESCRIPTION_LIMITS.printReason}
          </Text>
          <Field.ErrorText data-testid="reprint-reason-error">{error}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
