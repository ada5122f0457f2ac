/**
 * The actions row of a dialog, drawn one way: a quiet Cancel (or Skip) first, then the dialog's action
 * in the brand colour (red or orange for confirmations). The action either runs `onConfirm` or submits
 * the form whose id is `form`; it shows a spinner while `loading`.
 *
 * @example
 * <AppDialog … footer={<DialogActions cancelLabel="Cancel" onCancel={close} cancelDisabled={save.isPending} confirmLabel="Save" onConfirm={submit} loading={save.isPending} confirmTestId="workflow-submit" />} />
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogActionsProps {
  cancelLabel: string;
  onCancel(): void;
  /** Disable Cancel, for actions that must not be left half-way (a save under way). */
  cancelDisabled?: boolean;
  cancelVariant?: 'outline' | 'ghost';
  cancelTestId?: string;
  confirmLabel: ReactNode;
  /** What the action does; leave it out to submit the form `form`. */
  onConfirm?(): void;
  /** The id of the <form> the action submits. */
  form?: string;
  loading?: boolean;
  disabled?: boolean;
  colorPalette?: ButtonProps['colorPalette'];
  confirmTestId?: string;
}

export function DialogActions({
  cancelLabel,
  onCancel,
  cancelDisabled,
  cancelVariant = 'outline',
  cancelTestId,
  confirmLabel,
  onConfirm,
  form,
  loading,
  disabled,
  colorPalette = 'brand',
  confirmTestId,
}: DialogActionsProps) {
  return (
    <>
      <Button variant={cancelVariant} onClick={onCancel} disabled={cancelDisabled} data-testid={cancelTestId}>
        {cancelLabel}
      </Button>
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        colorPalette={colorPalette}
        onClick={onConfirm}
        loading={loading}
        disabled={disabled}
        data-testid={confirmTestId}
      >
        {confirmLabel}
      </Button>
    </>
  );
}
