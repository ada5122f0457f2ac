/**
 * A labelled text input: `LabelledField` around a Chakra Input. Every other prop goes to the <input>
 * itself: `value` and `onChange` or react-hook-form's `register(…)`, `type`, `maxLength`, `autoComplete`,
 * `data-testid`.
 *
 * @example
 * <TextField label="Email" required type="email" error={errorOf('email')} {...register('email')} />
 */
import { Input, type InputProps } from '@chakra-ui/react';
import { LabelledField, type LabelledFieldProps } from './labelled-field';

export interface TextFieldProps extends Omit<InputProps, 'children'>, Omit<LabelledFieldProps, 'children' | 'label'> {
  label: LabelledFieldProps['label'];
}

export function TextField({ label, required, disabled, readOnly, error, helper, hideLabel, labelProps, fieldProps, id, ...input }: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} required={required} disabled={disabled} readOnly={readOnly} error={error} helper={helper} hideLabel={hideLabel} labelProps={labelProps} fieldProps={fieldProps}>
      <Input {...input} />
    </LabelledField>
  );
}
