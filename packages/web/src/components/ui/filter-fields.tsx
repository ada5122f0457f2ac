/**
 * The fields of the list filter panels (the approvals queue, the prescription history) that a native
 * select does not cover: a multi-choice menu with checkmarks, and a day range (From and To, YYYY-MM-DD,
 * prescribing §9) whose ends bound each other.
 *
 * @example
 * <CheckMenu label="Status" emptyLabel="Any status" options={statuses} value={chosen} onChange={setChosen} testId="filter-status" />
 * <DayRangeField label="Created" value={{ from, to }} onChange={setRange} testId="filter-created" />
 */
import { Button, Field, HStack, Input, Menu, Portal, Text, type FieldRootProps } from '@chakra-ui/react';
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import type { DayRange } from '@vetrx/core/task';
import { LuChevronDown } from 'react-icons/lu';

const P = APPROVALS_MESSAGES.queue.filterPanel;

type Width = Pick<FieldRootProps, 'w'>;

export interface CheckMenuProps {
  label: string;
  /** The button's text while nothing is chosen. */
  emptyLabel: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (v: string[]) => void;
  testId: string;
  w?: Width['w'];
}

/** A multi-choice filter: a button listing the choices with checkmarks (keyboard: arrows, Space). */
export function CheckMenu({ label, emptyLabel, options, value, onChange, testId, w }: CheckMenuProps) {
  const chosen = options.filter((o) => value.includes(o.value));
  const summary = chosen.length === 0 ? emptyLabel : chosen.length === 1 ? chosen[0].label : `${chosen[0].label} +${chosen.length - 1}`;
  return (
    <Field.Root w={w}>
      <Field.Label>{label}</Field.Label>
      <Menu.Root closeOnSelect={false}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" justifyContent="space-between" w="full" fontWeight="normal" aria-label={`${label}: ${summary}`} data-testid={testId}>
            <Text truncate>{summary}</Text>
            <LuChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56" maxH="80" overflowY="auto">
              {options.map((o) => (
                <Menu.CheckboxItem
                  key={o.value}
                  value={o.value}
                  checked={value.includes(o.value)}
                  onCheckedChange={(checked) => onChange(checked ? [...value, o.value] : value.filter((x) => x !== o.value))}
                >
                  {o.label}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Field.Root>
  );
}

export interface DayRangeFieldProps {
  label: string;
  value: DayRange;
  onChange: (v: DayRange) => void;
  /** The inputs' test ids are this with -from and -to. */
  testId: string;
  w?: Width['w'];
}

/** A day range: From and To date inputs; From can not pass To, nor To come before From. */
export function DayRangeField({ label, value, onChange, testId, w }: DayRangeFieldProps) {
  const day = (end: 'from' | 'to') => (
    <Input
      size="sm"
      type="date"
      flex="1"
      // A whole date ("mm/dd/yyyy" and the picker's icon) always shows (decision 0336).
      minW="8.5rem"
      aria-label={`${label} ${P[end]}`}
      value={value[end] ?? ''}
      min={end === 'to' ? value.from || undefined : undefined}
      max={end === 'from' ? value.to || undefined : undefined}
      onChange={(e) => onChange({ ...value, [end]: e.currentTarget.value || null })}
      data-testid={`${testId}-${end}`}
    />
  );
  return (
    <Field.Root w={w}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full">
        {day('from')}
        <Text color="fg.muted" aria-hidden>
          –
        </Text>
        {day('to')}
      </HStack>
    </Field.Root>
  );
}
