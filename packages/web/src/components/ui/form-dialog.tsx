/**
 * A form dialog of the admin screens (organization, location, role, shortcut): an AppDialog 700 px
 * wide (lg), its content mounted only while open so the form starts fresh each time, the title, and
 * the actions row — Cancel (closes; disabled while saving) and Save, which submits the form by id
 * (loading while saving). The form inside carries `id={formId}`.
 *
 * @example
 * <FormDialog open={open} onClose={close} title={L.addRole} testId="role-dialog" formId={formId} pending={pending} labels={L} saveTestId="role-save" scroll="inside">
 *   <chakra.form id={formId} onSubmit={save}>…</chakra.form>
 * </FormDialog>
 */
import type { ReactNode, Ref } from 'react';
import { MODAL_WIDTH } from '../../app/layout';
import { AppDialog, type AppDialogProps } from './app-dialog';
import { DialogActions } from './dialog-actions';

export interface FormDialogProps extends Pick<AppDialogProps, 'open' | 'onClose' | 'testId' | 'scroll'> {
  title: ReactNode;
  /** The id of the <form> the Save button submits. */
  formId: string;
  pending: boolean;
  labels: { readonly cancel: string; readonly save: string };
  saveTestId: string;
  contentRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

export function FormDialog({ open, onClose, title, testId, scroll, formId, pending, labels, saveTestId, contentRef, children }: FormDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      testId={testId}
      size="lg"
      width={MODAL_WIDTH}
      scroll={scroll}
      lazy
      contentRef={contentRef}
      footer={<DialogActions cancelLabel={labels.cancel} onCancel={onClose} cancelDisabled={pending} confirmLabel={labels.save} form={formId} loading={pending} confirmTestId={saveTestId} />}
    >
      {children}
    </AppDialog>
  );
}
