/**
 * A confirmation dialog (role alertdialog): a title, a message, Cancel and a confirming action.
 * Generic: warnings before a save with consequences (a client made inactive declines its pending
 * prescription requests), deletions, the archival of a prescription. The message is the dialog's
 * description (aria-describedby); Cancel is disabled while the confirmed action runs, and a double click
 * on the action confirms once.
 *
 * @example
 * <ConfirmDialog open={open} title="Pending prescription requests" message={warning} confirmLabel="Save anyway" onConfirm={save} onCancel={close} />
 *
 * const confirm = useConfirmFirst(props.onSubmit);
 * const submit = handleSubmit((values) => confirm.save(values, decision.warning));
 * <ConfirmDialog {...confirm.dialog} title=… message={decision.warning ?? ''} confirmLabel="Save anyway" />
 */
import { useDialogContext } from '@chakra-ui/react';
import { Alert } from './chakra-late';
import { CLIENT_LABELS } from '@vetrx/core/messages';
import { useEffect, useRef, useState } from 'react';
import { AppDialog } from './app-dialog';
import { FormActions } from './form-actions';

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
  // One confirmation per press until the dialog renders again: a double click's second press comes
  // before the first's `loading` (or the dialog's closing) has rendered, and would confirm twice.
  const pressed = useRef(false);
  useEffect(() => {
    pressed.current = false;
  });
  const confirm = () => {
    if (pressed.current || loading) return;
    pressed.current = true;
    onConfirm();
  };
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
        <FormActions
          cancelLabel={cancelLabel}
          onCancel={onCancel}
          cancelDisabled={loading}
          confirmLabel={confirmLabel}
          onConfirm={confirm}
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

/**
 * A save that asks first when it has a consequence to warn of: `save(value, warning)` saves at once
 * when there is no warning, or keeps the value and opens the confirmation (`dialog`), whose action
 * saves it and whose Cancel drops it.
 */
export function useConfirmFirst<T>(onSave: (value: T) => void) {
  const [waiting, setWaiting] = useState<{ value: T } | null>(null);
  return {
    save(value: T, warning: string | null | undefined) {
      if (warning) setWaiting({ value });
      else onSave(value);
    },
    dialog: {
      open: waiting !== null,
      onCancel: () => setWaiting(null),
      onConfirm: () => {
        if (waiting) onSave(waiting.value);
        setWaiting(null);
      },
    } satisfies Pick<ConfirmDialogProps, 'open' | 'onCancel' | 'onConfirm'>,
  };
}
