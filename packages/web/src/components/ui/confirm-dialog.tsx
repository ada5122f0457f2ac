/**
 * A confirmation dialog (role alertdialog): a title, a message, Cancel and a confirming action.
 * Generic: warnings before a save with consequences (a client made inactive declines its pending
 * prescription requests), deletions.
 *
 * @example
 * <ConfirmDialog open={open} title="Pending prescription requests" message={warning} confirmLabel="Save anyway" onConfirm={save} onCancel={close} />
 */
import { Alert, Button, Dialog, Portal } from '@chakra-ui/react';
import { CLIENT_LABELS } from '@vetrx/core/messages';

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
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
      closeOnInteractOutside={false}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Alert.Root status={tone}>
                <Alert.Indicator />
                <Alert.Description>{message}</Alert.Description>
              </Alert.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette={tone === 'error' ? 'red' : 'orange'} onClick={onConfirm} loading={loading}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
