/**
 * A confirmation dialog (role alertdialog): a title, a message, Cancel and a confirming action.
 * Generic: warnings before a save with consequences (a client made inactive declines its pending
 * prescription requests), deletions.
 *
 * @example
 * <ConfirmDialog open={open} title="Pending prescription requests" message={warning} confirmLabel="Save anyway" onConfirm={save} onCancel={close} />
 */
import { Alert, Button } from '@chakra-ui/react';
import { CLIENT_LABELS } from '@vetrx/core/messages';
import { AppDialog } from './app-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
  loading?: boolean;
  tone?: 'warning' | 'error';
}

export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = CLIENT_LABELS.cancel, onConfirm, onCancel, loading, tone = 'warning' }: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      closable={false}
      title={title}
      testId="confirm-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button colorPalette={tone === 'error' ? 'red' : 'orange'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Alert.Root status={tone}>
        <Alert.Indicator />
        <Alert.Description>{message}</Alert.Description>
      </Alert.Root>
    </AppDialog>
  );
}
