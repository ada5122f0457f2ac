/**
 * A Yes / No choice as two radio buttons under their label (the client's and the patient's Active).
 * The values are 'yes' and 'no'; with react-hook-form, render it from a Controller.
 *
 * @example
 * <Controller control={control} name="isActive" render={({ field }) => <YesNoRadio label="Active" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />} />
 */
import { HStack, Text } from '@chakra-ui/react';
import { RadioGroup } from './chakra-late';
import { CLIENT_LABELS } from '@vetrx/core/messages';
import { useId } from 'react';

export interface YesNoRadioProps {
  label: string;
  name: string;
  value: 'yes' | 'no';
  onChange(value: string | null): void;
  onBlur?(): void;
}

export function YesNoRadio({ label, name, value, onChange, onBlur }: YesNoRadioProps) {
  const labelId = useId();
  return (
    <RadioGroup.Root value={value} onValueChange={(e) => onChange(e.value)} name={name} colorPalette="brand" aria-labelledby={labelId}>
      <Text id={labelId} textStyle="sm" fontWeight="medium" mb="2">
        {label}
      </Text>
      <HStack gap="6" h="10">
        {(['yes', 'no'] as const).map((v) => (
          <RadioGroup.Item key={v} value={v}>
            <RadioGroup.ItemHiddenInput onBlur={onBlur} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{v === 'yes' ? CLIENT_LABELS.yes : CLIENT_LABELS.no}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
