/**
 * A switch that narrows a list (Show Only Active, Only pending requests): the switch and its visible label.
 * Root props (size, colour palette, margins) pass through.
 *
 * @example
 * <FilterSwitch label={ADMIN_LABELS.showOnlyActive} checked={onlyActive} onChange={setOnlyActive} testId="show-only-active" colorPalette="brand" />
 */
import { type SwitchRootProps } from '@chakra-ui/react';
import { Switch } from './chakra-late';

export interface FilterSwitchProps extends Omit<SwitchRootProps, 'checked' | 'onChange' | 'onCheckedChange' | 'children'> {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  testId: string;
  /** Keep the label on one line. */
  nowrap?: boolean;
}

export function FilterSwitch({ label, checked, onChange, testId, nowrap, ...root }: FilterSwitchProps) {
  return (
    <Switch.Root {...root} checked={checked} onCheckedChange={(e) => onChange(e.checked)} data-testid={testId}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label whiteSpace={nowrap ? 'nowrap' : undefined}>{label}</Switch.Label>
    </Switch.Root>
  );
}
