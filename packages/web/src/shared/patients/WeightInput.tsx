/**
 * A patient's weight as the patient forms take it (clients §5): a number from 0 to 9999.99 in steps of
 * 0.01 and its unit (lbs or kg) beside it. Both controls take react-hook-form's `register(…)` or any
 * other props of theirs (autoFocus).
 *
 * @example
 * <WeightInput weight={{ ...register('weight'), autoFocus: true }} unit={register('weightUnit')} />
 */
import { HStack, Input, type InputProps } from '@chakra-ui/react';
import { WEIGHT_LIMITS, WEIGHT_UNITS } from '@vetrx/core/patient';
import { CLIENT_SCREEN_LABELS as L, WEIGHT_UNIT_LABELS } from '@vetrx/core/messages';
import { SelectInput, type SelectInputProps } from '../../components/ui/select-field';

const UNIT_OPTIONS = WEIGHT_UNITS.map((u) => ({ value: u, label: WEIGHT_UNIT_LABELS[u] }));

export interface WeightInputProps {
  weight: InputProps;
  unit: Omit<SelectInputProps, 'options'>;
  /** The weight's test id; the unit's is the same with 'Unit' after it. */
  testId?: string;
}

export function WeightInput({ weight, unit, testId }: WeightInputProps) {
  return (
    <HStack gap="2" w="full">
      <Input type="number" inputMode="decimal" step="0.01" min={WEIGHT_LIMITS.min} max={WEIGHT_LIMITS.max} flex="1" data-testid={testId} {...weight} />
      <SelectInput options={UNIT_OPTIONS} aria-label={L.weightUnit} rootProps={{ width: '24', flexShrink: 0 }} data-testid={testId && `${testId}Unit`} {...unit} />
    </HStack>
  );
}
