/** Confirm Archival? / Proceed with Rx archival? with No and Yes (prescribing §2 Modals). */
import { Button, Dialog } from '@chakra-ui/react';
import { ARCHIVE_CONFIRMATION } from '@vetrx/core/archive';
import { AppDialog } from '../../components/ui/app-dialog';

export interface ArchiveConfirmDialogProps {
  open: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ArchiveConfirmDialog({ open, loading, onConfirm, onCancel }: ArchiveConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      closable={false}
      closeOnOutside
      title={ARCHIVE_CONFIRMATION.title}
      testId="archive-confirm"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={loading}>
            {ARCHIVE_CONFIRMATION.no}
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={loading} data-testid="archive-yes">
            {ARCHIVE_CONFIRMATION.yes}
          </Button>
        </>
      }
    >
      <Dialog.Description>{ARCHIVE_CONFIRMATION.text}</Dialog.Description>
    </AppDialog>
  );
}
