/**
 * Delete with confirmation (admin §2.5, §4 "Shortcut delete: requires confirmation"): 'Confirm Delete?'
 * with No / Yes. From a location (`locationId`) the shortcut leaves that location; from the support
 * screen (no `locationId`) it is deleted for everyone. 'Delete shortcut Successfully',
 * or the server's message.
 */
import { DeleteShortcutDocument } from '@vetrx/core/operations/DeleteShortcut';
import { ShortcutDocument } from '@vetrx/core/operations/Shortcut';
import { ADMIN_LABELS, ADMIN_TOASTS } from '@vetrx/core/messages';
import { serverMessage } from '../../api/errors';
import { useGqlMutation } from '../../api/useGqlMutation';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notify } from '../../components/ui/toaster';

export interface DeleteShortcutDialogProps {
  shortcut: { id: string; type: string; label: string } | null;
  /** The location to remove it from; `null`: support deletes it for everyone. */
  locationId: string | null;
  onClose(): void;
}

export function DeleteShortcutDialog({ shortcut, locationId, onClose }: DeleteShortcutDialogProps) {
  const remove = useGqlMutation(DeleteShortcutDocument, {
    invalidates: [ShortcutDocument],
    onSuccess: () => {
      notify('success', ADMIN_TOASTS.shortcutDeleted);
      onClose();
    },
    onError: (e) => {
      const message = serverMessage(e);
      if (message) notify('error', { title: message });
    },
  });
  return (
    <ConfirmDialog
      open={shortcut !== null}
      title={ADMIN_LABELS.confirmDelete}
      message={shortcut ? `${shortcut.type} · ${shortcut.label}` : ''}
      confirmLabel={ADMIN_LABELS.yes}
      cancelLabel={ADMIN_LABELS.no}
      tone="error"
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => shortcut && remove.mutate(locationId ? { id: shortcut.id, locationId } : { id: shortcut.id })}
    />
  );
}
