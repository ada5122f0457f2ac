/**
 * A searchable multi-select (Chakra Combobox, multiple): the chosen values as removable tags above a
 * type-to-filter input. Generic: reference lists (allergies, conditions, medications), status filters.
 * Inside a dialog pass the dialog content as `portalRef` so the list stays in the dialog's focus scope.
 *
 * @example
 * <MultiSelect label="Allergies" options={[{ value: 'beef', label: 'Beef' }]} value={codes} onChange={setCodes} />
 */
import { Field, HStack, Portal, Wrap, useFilter, useListCollection } from '@chakra-ui/react';
import { Combobox, Tag } from './chakra-late';
import { CLIENT_SCREEN_LABELS as L } from '@vetrx/core/messages';
import { useEffect, useId, useMemo, type RefObject } from 'react';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange(next: string[]): void;
  placeholder?: string;
  portalRef?: RefObject<HTMLElement | null>;
  disabled?: boolean;
  error?: string;
  /** Hides the visible label (it stays for screen readers). */
  hideLabel?: boolean;
  size?: 'sm' | 'md';
  'data-testid'?: string;
}

export function MultiSelect({ label, options, value, onChange, placeholder = L.selectValues, portalRef, disabled, error, hideLabel, size = 'sm', ...rest }: MultiSelectProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const items = useMemo(() => [...options], [options]);
  const { collection, filter, set } = useListCollection<MultiSelectOption>({
    initialItems: items,
    filter: contains,
    itemToString: (i) => i.label,
    itemToValue: (i) => i.value,
  });
  useEffect(() => set(items), [items, set]);
  const inputId = useId();
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;

  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} data-testid={rest['data-testid']}>
      <Combobox.Root
        collection={collection}
        multiple
        closeOnSelect={false}
        openOnClick
        value={[...value]}
        onValueChange={(e) => onChange(e.value)}
        onInputValueChange={(e) => filter(e.inputValue)}
        onOpenChange={(e) => {
          if (!e.open) filter('');
        }}
        disabled={disabled}
        size={size}
        ids={{ input: inputId }}
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label srOnly={hideLabel} textStyle="sm">
          {label}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={value.length ? L.selectValues : placeholder} />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {value.length > 0 && (
          <Wrap gap="1.5" mt="1.5">
            {value.map((v) => (
              <Tag.Root key={v} size="md" variant="subtle" colorPalette="brand">
                <Tag.Label>{labelOf(v)}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={`Remove ${labelOf(v)}`} onClick={() => onChange(value.filter((x) => x !== v))} />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </Wrap>
        )}
        <Portal container={portalRef}>
          <Combobox.Positioner>
            <Combobox.Content maxH="64" overflowY="auto">
              <Combobox.Empty>{L.noOptions}</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.value}>
                  <HStack justify="space-between" w="full">
                    <Combobox.ItemText>{item.label}</Combobox.ItemText>
                    <Combobox.ItemIndicator />
                  </HStack>
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
