/**
 * The actions of a dialog or a form, drawn one way: a quiet Cancel (or Skip) first, then the action in
 * the brand colour (red or orange for confirmations). The action runs `onConfirm`, or submits its form
 * (`submit`) or the form whose id is `form`; it shows a spinner while `loading`. `FormFooter` is the
 * row of a page's form, the actions at its end.
 *
 * @example
 * <AppDialog … footer={<FormActions cancelLabel="Cancel" onCancel={close} cancelDisabled={save.isPending} confirmLabel="Save" onConfirm={submit} loading={save.isPending} confirmTestId="workflow-submit" />} />
 * <FormFooter cancelLabel="Cancel" onCancel={onDone} cancelDisabled={saving} confirmLabel="Save" submit loading={saving} loadingText="Saving…" />
 */
import { Button, Flex, type ButtonProps, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormActionsProps {
  cancelLabel: string;
  onCancel(): void;
  /** Disable Cancel, for actions that must not be left half-way (a save under way). */
  cancelDisabled?: boolean;
  cancelVariant?: 'outline' | 'ghost';
  cancelTestId?: string;
  confirmLabel: ReactNode;
  /** What the action does; leave it out to submit the form. */
  onConfirm?(): void;
  /** The action submits the form it stands in. */
  submit?: boolean;
  /** The id of the <form> the action submits, from outside it (a dialog's footer). */
  form?: string;
  loading?: boolean;
  /** The action's text while loading (beside the spinner). */
  loadingText?: string;
  disabled?: boolean;
  colorPalette?: ButtonProps['colorPalette'];
  confirmTestId?: string;
}

export function FormActions({
  cancelLabel,
  onCancel,
  cancelDisabled,
  cancelVariant = 'outline',
  cancelTestId,
  confirmLabel,
  onConfirm,
  submit,
  form,
  loading,
  loadingText,
  disabled,
  colorPalette = 'brand',
  confirmTestId,
}: FormActionsProps) {
  return (
    <>
      <Button variant={cancelVariant} onClick={onCancel} disabled={cancelDisabled} data-testid={cancelTestId}>
        {cancelLabel}
      </Button>
      <Button
        type={submit || form ? 'submit' : 'button'}
        form={form}
        colorPalette={colorPalette}
        onClick={onConfirm}
        loading={loading}
        loadingText={loadingText}
        disabled={disabled}
        data-testid={confirmTestId}
      >
        {confirmLabel}
      </Button>
    </>
  );
}

export interface FormFooterProps extends FormActionsProps {
  /** Space above the row; a rule above it when `borderTopWidth` is set. */
  pt?: FlexProps['pt'];
  borderTopWidth?: FlexProps['borderTopWidth'];
}

export function FormFooter({ pt, borderTopWidth, ...actions }: FormFooterProps) {
  return (
    <Flex justify="flex-end" gap="3" pt={pt} borderTopWidth={borderTopWidth}>
      <FormActions {...actions} />
    </Flex>
  );
}
