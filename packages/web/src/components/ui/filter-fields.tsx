/**
 * The fields of the list filter panels (the approvals queue, the prescription history) that a native
 * select does not cover: a multi-choice menu with checkmarks, and a day range (From and To, YYYY-MM-DD,
 * prescribing §9) whose ends bound each other.
 *
 * @example
 * <CheckMenu label="Status" emptyLabel="Any status" options={statuses} value={chosen} onChange={setChosen} testId="filter-status" />
 * <DayRangeField label="Created" value={{ from, to }} onChange={setRange} testId="filter-created" />
 */
import { Field, HStack, Input, Text, type FieldRootProps } from '@chakra-ui/react';
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import type { DayRange } from '@vetrx/core/task';
import { CheckMenuButton, type CheckMenuProps } from './check-menu-button';

export type { CheckMenuProps } from './check-menu-button';
import { deferredModule, warmWhenIdle } from './deferred-module';
import { useFirstUse } from './first-use';
import { useEffect } from 'react';

const P = APPROVALS_MESSAGES.queue.filterPanel;

type Width = Pick<FieldRootProps, 'w'>;


const popup = deferredModule(() => import('./check-menu-popup'));
const loadPopup = () => popup.preload().then((m) => m.CheckMenuPopup);

/**
 * A multi-choice filter: a button listing the choices with checkmarks (keyboard: arrows, Space). The
 * menu (Ark's menu machine, floating-ui, the dismissable layer) loads when the pointer or focus first
 * reaches the button, not with the page; a click or an opening key is replayed on the menu's own
 * button (decision 0193's pattern, issue 61: /approve's filter panel brought it into the first load).
 * A few seconds after the page is drawn, once the browser is idle, its code loads anyway, so the first
 * opening rarely waits.
 */
export function CheckMenu({ label, emptyLabel, options, value, onChange, testId, w }: CheckMenuProps) {
  const { loaded, handlers } = useFirstUse(loadPopup);
  // A few seconds on, once idle: after the page's own idle work (the queue's Approve form).
  useEffect(() => {
    let cancel = () => {};
    const timer = setTimeout(() => (cancel = warmWhenIdle(popup)), 4000);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, []);
  const chosen = options.filter((o) => value.includes(o.value));
  const summary = chosen.length === 0 ? emptyLabel : chosen.length === 1 ? chosen[0].label : `${chosen[0].label} +${chosen.length - 1}`;
  return (
    <Field.Root w={w}>
      <Field.Label>{label}</Field.Label>
      {loaded ? (
        <loaded.Component label={label} options={options} value={value} onChange={onChange} testId={testId} summary={summary} intent={loaded.intent} />
      ) : (
        <CheckMenuButton label={label} summary={summary} testId={testId} aria-haspopup="menu" aria-expanded={false} data-state="closed" {...handlers} />
      )}
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
      // A whole date ("mm/dd/yyyy" and the picker's icon) always shows.
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
