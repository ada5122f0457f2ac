/**
 * The actions row of a form dialog: Cancel (closes; disabled while saving) and the Save button that
 * submits the form by id (loading while saving).
 *
 * @example
 * <AppDialog … footer={<FormDialogActions formId={formId} pending={pending} onCancel={onClose} labels={L} saveTestId="role-save" />}>
 */
import { Button } from '@chakra-ui/react';

export interface FormDialogActionsProps {
  /** The id of the <form> the Save button submits. */
  formId: string;
  pending: boolean;
  onCancel(): void;
  labels: { readonly cancel: string; readonly save: string };
  saveTestId: string;
}

export function FormDialogActions({ formId, pending, onCancel, labels, saveTestId }: FormDialogActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {labels.cancel}
      </Button>
      <Button type="submit" form={formId} colorPalette="brand" loading={pending} data-testid={saveTestId}>
        {labels.save}
      </Button>
    </>
  );
}
