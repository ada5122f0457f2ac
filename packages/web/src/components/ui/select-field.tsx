/**
 * The portal's select, built once: `SelectInput` is a Chakra NativeSelect with its options (and an
 * optional first, empty choice), `SelectField` the labelled field around it — the label with its
 * required mark (or hidden, for screen readers only), the select, a helper line while there is no
 * error, and the error. Every other prop goes to the <select> itself: `value` with `onValueChange`
 * (or `onChange`), react-hook-form's `register(…)`, `data-testid`, `aria-label`, `bg`.
 *
 * @example
 * <SelectField label="Species" required placeholder="Select species" options={species} error={errorOf('speciesCode')} {...register('speciesCode')} data-testid="patient-speciesCode" />
 * <SelectInput aria-label="Unit" options={units} value={unit} onValueChange={setUnit} rootProps={{ width: '24' }} />
 */
import { NativeSelect, type NativeSelectFieldProps, type NativeSelectRootProps } from '@chakra-ui/react';
import { LabelledField, type LabelledFieldProps } from './labelled-field';

export interface SelectOption {
  /** Numbers (ids, counts) are the option's value as text. */
  value: string | number;
  label: string;
}

export interface SelectInputProps extends Omit<NativeSelectFieldProps, 'children' | 'placeholder' | 'size'> {
  options: readonly SelectOption[];
  /** A first choice of value '' with this text ('' for an empty one); none when left out. */
  placeholder?: string;
  size?: NativeSelectRootProps['size'];
  /** Called with the chosen value (besides `onChange`, which gets the event). */
  onValueChange?(value: string): void;
  /** Props of the select's box (its width, flex). */
  rootProps?: Omit<NativeSelectRootProps, 'children' | 'size'>;
}

export function SelectInput({ options, placeholder, size, onChange, onValueChange, rootProps, ...select }: SelectInputProps) {
  return (
    <NativeSelect.Root size={size} {...rootProps}>
      <NativeSelect.Field
        {...select}
        onChange={(e) => {
          onChange?.(e);
          onValueChange?.(e.currentTarget.value);
        }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export interface SelectFieldProps extends SelectInputProps, Omit<LabelledFieldProps, 'children'> {}

export function SelectField({ label, required, disabled, readOnly, error, helper, hideLabel, labelProps, fieldProps, id, ...input }: SelectFieldProps) {
  return (
    <LabelledField id={id} label={label} required={required} disabled={disabled} readOnly={readOnly} error={error} helper={helper} hideLabel={hideLabel} labelProps={labelProps} fieldProps={fieldProps}>
      <SelectInput {...input} />
    </LabelledField>
  );
}
