/**
 * A form field around one control: the label with its required mark (or hidden, for screen readers
 * only; or none in a table's cell, where the control's `aria-label` names it), the control, a helper
 * line while there is no error, and the error. `SelectField` and `TextField` are built on it.
 *
 * @example
 * <LabelledField label="Reason" required error={errors.reason}><Textarea … /></LabelledField>
 */
import { Field, type FieldLabelProps, type FieldRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LabelledFieldProps {
  /** None in a table's cell, where an `aria-label` names the control instead. */
  label?: ReactNode;
  /** The control's id (the label points to it). */
  id?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The field's message; the field is invalid while there is one. */
  error?: string;
  /** A line under the control, shown while there is no error. */
  helper?: ReactNode;
  /** Hides the visible label (it stays for screen readers). */
  hideLabel?: boolean;
  labelProps?: Omit<FieldLabelProps, 'children'>;
  /** Props of the field around label and control (its place in a grid, its width). */
  fieldProps?: Omit<FieldRootProps, 'children'>;
  children: ReactNode;
}

export function LabelledField({ label, id, required, disabled, readOnly, error, helper, hideLabel, labelProps, fieldProps, children }: LabelledFieldProps) {
  return (
    <Field.Root id={id} invalid={Boolean(error)} required={required} disabled={disabled} readOnly={readOnly} {...fieldProps}>
      {label !== undefined && (
        <Field.Label srOnly={hideLabel} {...labelProps}>
          {label}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
      )}
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
