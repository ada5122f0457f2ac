/**
 * A single-choice combobox whose options come from a server search: the caller runs the query for the
 * typed text (debounce it) and passes the options; choosing one reports its value. Keyboard: arrows,
 * Enter, Escape; the clear button empties the choice.
 *
 * @example
 * <SearchSelect label="Client" options={options} loading={q.isFetching} onSearch={setText} value={clientId} onChange={setClientId} />
 */
import { createListCollection, Field, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { Combobox } from './chakra-late';
import { useMemo } from 'react';

export interface SearchSelectOption {
  value: string;
  label: string;
  /** A second line under the label. */
  description?: string | null;
}

export interface SearchSelectProps {
  label: string;
  options: readonly SearchSelectOption[];
  value: string | null;
  /** The chosen option's label, shown while its option is not among the current results. */
  selectedLabel?: string | null;
  onChange: (value: string | null, option: SearchSelectOption | null) => void;
  /** The typed text; the caller searches with it. */
  onSearch: (text: string) => void;
  loading?: boolean;
  placeholder?: string;
  emptyText: string;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
  'data-testid'?: string;
}

export function SearchSelect({ label, options, value, selectedLabel, onChange, onSearch, loading, placeholder, emptyText, disabled, size = 'sm', ...rest }: SearchSelectProps) {
  const items = useMemo(() => {
    const list = [...options];
    if (value && selectedLabel && !list.some((o) => o.value === value)) list.unshift({ value, label: selectedLabel });
    return list;
  }, [options, value, selectedLabel]);
  const collection = useMemo(() => createListCollection({ items, itemToString: (o) => o.label, itemToValue: (o) => o.value }), [items]);
  return (
    <Field.Root disabled={disabled}>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        onValueChange={(d) => {
          const chosen = d.items[0] ?? null;
          onChange(chosen ? chosen.value : null, chosen);
        }}
        onInputValueChange={(d) => onSearch(d.inputValue)}
        inputBehavior="autohighlight"
        openOnClick
        size={size}
        disabled={disabled}
        data-testid={rest['data-testid']}
      >
        <Combobox.Label>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder} />
          <Combobox.IndicatorGroup>
            {loading && <Spinner size="xs" color="fg.muted" />}
            <Combobox.ClearTrigger />
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>{emptyText}</Combobox.Empty>
              {items.map((item) => (
                <Combobox.Item item={item} key={item.value}>
                  <HStack justify="space-between" w="full" gap="2">
                    <Text truncate>{item.label}</Text>
                    {item.description && (
                      <Text textStyle="xs" color="fg.muted" truncate>
                        {item.description}
                      </Text>
                    )}
                  </HStack>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    </Field.Root>
  );
}
