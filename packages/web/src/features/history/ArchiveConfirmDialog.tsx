/** Confirm Archival? / Proceed with Rx archival? with No and Yes (prescribing §2 Modals). */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { ARCHIVE_CONFIRMATION } from '@vetrx/core/archive';

export interface ArchiveConfirmDialogProps {
  open: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ArchiveConfirmDialog({ open, loading, onConfirm, onCancel }: ArchiveConfirmDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onCancel()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="archive-confirm">
            <Dialog.Header>
              <Dialog.Title>{ARCHIVE_CONFIRMATION.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{ARCHIVE_CONFIRMATION.text}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={loading}>
                {ARCHIVE_CONFIRMATION.no}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={loading} data-testid="archive-yes">
                {ARCHIVE_CONFIRMATION.yes}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
