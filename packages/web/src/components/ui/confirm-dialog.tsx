/**
 * A confirmation dialog (role alertdialog): a title, a message, Cancel and a confirming action.
 * Generic: warnings before a save with consequences (a client made inactive declines its pending
 * prescription requests), deletions, the archival of a prescription. The message is the dialog's
 * description (aria-describedby); Cancel is disabled while the confirmed action runs.
 *
 * @example
 * <ConfirmDialog open={open} title="Pending prescription requests" message={warning} confirmLabel="Save anyway" onConfirm={save} onCancel={close} />
 */
import { Alert, useDialogContext } from '@chakra-ui/react';
import { CLIENT_LABELS } from '@vetrx/core/messages';
import { AppDialog } from './app-dialog';
import { DialogActions } from './dialog-actions';

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
  /** The dialog's data-testid ('confirm-dialog' unless told). */
  testId?: string;
  /** A data-testid for the confirming button. */
  confirmTestId?: string;
}

/** The message, named as the dialog's description so the alertdialog announces it. */
function Message({ text }: { text: string }) {
  const dialog = useDialogContext();
  return <Alert.Description {...dialog.getDescriptionProps()}>{text}</Alert.Description>;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = CLIENT_LABELS.cancel,
  onConfirm,
  onCancel,
  loading,
  tone = 'warning',
  testId = 'confirm-dialog',
  confirmTestId,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      closable={false}
      title={title}
      testId={testId}
      footer={
        <DialogActions
          cancelLabel={cancelLabel}
          onCancel={onCancel}
          cancelDisabled={loading}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          loading={loading}
          colorPalette={tone === 'error' ? 'red' : 'orange'}
          confirmTestId={confirmTestId}
        />
      }
    >
      <Alert.Root status={tone}>
        <Alert.Indicator />
        <Message text={message} />
      </Alert.Root>
    </AppDialog>
  );
}
