/**
 * A form dialog of the admin screens (organization, location, role, shortcut): an AppDialog 700 px
 * wide (lg), its content mounted only while open so the form starts fresh each time, the title, and
 * the actions row — Cancel (closes; disabled while saving) and Save, which submits the form (loading
 * while saving). The dialog names the form: its children get the form's id, to put on the <form>, and
 * the dialog's content, for option lists that must open inside the dialog.
 *
 * @example
 * <FormDialog open={open} onClose={close} title={L.addRole} testId="role-dialog" pending={pending} saveTestId="role-save" scroll="inside">
 *   {({ formId }) => <chakra.form id={formId} onSubmit={save}>…</chakra.form>}
 * </FormDialog>
 */
import { CLIENT_LABELS } from '@vetrx/core/messages';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { MODAL_WIDTH } from '../../lib/layout';
import { AppDialog, type AppDialogProps } from './app-dialog';
import { UnsavedScope, useUnsavedScope } from '../form/unsaved-changes';
import { FormActions } from './form-actions';

/** What a form dialog gives its form. */
export interface FormDialogForm {
  /** The id the <form> carries, which Save submits. */
  formId: string;
  /** The dialog's content (a portal container for the form's option lists). */
  portalRef: RefObject<HTMLDivElement | null>;
}

export interface FormDialogProps extends Pick<AppDialogProps, 'open' | 'onClose' | 'testId' | 'scroll'> {
  title: ReactNode;
  pending: boolean;
  /** The buttons' texts (Cancel and Save unless told). */
  labels?: { readonly cancel: string; readonly save: string };
  saveTestId: string;
  children(form: FormDialogForm): ReactNode;
}

export function FormDialog({ open, onClose, title, testId, scroll, pending, labels = CLIENT_LABELS, saveTestId, children }: FormDialogProps) {
  const formId = useId();
  const portalRef = useRef<HTMLDivElement>(null);
  const forms = useUnsavedScope();
  return (
    <AppDialog
      open={open}
      // Its X or Escape over a form with changes not saved asks first; Cancel is the user's own choice.
      onClose={() => forms.guard(onClose)}
      title={title}
      testId={testId}
      size="lg"
      width={MODAL_WIDTH}
      scroll={scroll}
      lazy
      contentRef={portalRef}
      footer={<FormActions cancelLabel={labels.cancel} onCancel={onClose} cancelDisabled={pending} confirmLabel={labels.save} form={formId} loading={pending} confirmTestId={saveTestId} />}
    >
      <UnsavedScope scope={forms}>{children({ formId, portalRef })}</UnsavedScope>
    </AppDialog>
  );
}
