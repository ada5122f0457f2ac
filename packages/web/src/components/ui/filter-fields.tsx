/**
 * The fields of the list filter panels (the approvals queue, the prescription history): a small native
 * select under its label, a multi-choice menu with checkmarks, and a day range (From and To, YYYY-MM-DD,
 * prescribing §9) whose ends bound each other. Plain elements with Chakra's field, select, button and
 * input styles (./filter-fields.styles.ts): the queue's first screen draws a dozen of them.
 *
 * @example
 * <FilterSelect label="Autoship" value={v} onValueChange={setV} options={options} data-testid="filter-autoship" />
 * <CheckMenu label="Status" emptyLabel="Any status" options={statuses} value={chosen} onChange={setChosen} testId="filter-status" />
 * <DayRangeField label="Created" value={{ from, to }} onChange={setRange} testId="filter-created" />
 */
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import type { DayRange } from '@vetrx/core/task';
import { useEffect, useId, type ReactNode } from 'react';
import { LuSearch } from 'react-icons/lu';
import { CheckMenuButton, type CheckMenuProps } from './check-menu-button';
import { deferredModule, warmWhenIdle } from './deferred-module';
import { FILTER_FIELD } from './filter-fields.styles';
import { useFirstUse } from './first-use';
import { usePlainClasses } from './plain';
import type { SelectOption } from './select-field';

export type { CheckMenuProps } from './check-menu-button';

const P = APPROVALS_MESSAGES.queue.filterPanel;

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
export function CheckMenu({ label, emptyLabel, options, value, onChange, testId }: CheckMenuProps) {
  const id = useId();
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
    <FilterField label={label} htmlFor={id}>
      {loaded ? (
        <loaded.Component id={id} label={label} options={options} value={value} onChange={onChange} testId={testId} summary={summary} intent={loaded.intent} />
      ) : (
        <CheckMenuButton id={id} label={label} summary={summary} testId={testId} aria-haspopup="menu" aria-expanded={false} data-state="closed" {...handlers} />
      )}
    </FilterField>
  );
}

/** A filter's field: its label above its control (Chakra's field, as plain elements). */
function FilterField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  const c = usePlainClasses(FILTER_FIELD);
  return (
    <div className={c.root} role="group">
      <label className={c.label} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}

export interface FilterSearchProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Drawn at the input's end while what was typed is not applied yet (a spinner). */
  pending?: ReactNode;
  'data-testid'?: string;
  /** Drawn in the field after the input (e.g. a message for screen readers). */
  children?: ReactNode;
}

/** A text search: its label, the search icon at the input's start and, while typing is pending, a spinner at its end. */
export function FilterSearch({ label, value, onChange, placeholder, pending, 'data-testid': testId, children }: FilterSearchProps) {
  const id = useId();
  const c = usePlainClasses(FILTER_FIELD);
  return (
    <FilterField label={label} htmlFor={id}>
      <div className={c.searchGroup}>
        <div className={c.searchStart}>
          <LuSearch />
        </div>
        <input id={id} className={pending ? c.searchPending : c.search} value={value} onChange={(e) => onChange(e.currentTarget.value)} placeholder={placeholder} data-testid={testId} />
        {pending && <div className={c.searchEnd}>{pending}</div>}
      </div>
      {children}
    </FilterField>
  );
}

export interface FilterSelectProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  'data-testid'?: string;
}

/** A filter's small native select under its label (what `SelectField size="sm"` draws, as plain elements). */
export function FilterSelect({ label, value, onValueChange, options, 'data-testid': testId }: FilterSelectProps) {
  const id = useId();
  const c = usePlainClasses(FILTER_FIELD);
  return (
    <FilterField label={label} htmlFor={id}>
      <div className={c.selectRoot}>
        <select id={id} className={c.select} value={value} onChange={(e) => onValueChange(e.currentTarget.value)} data-testid={testId}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <div className={c.selectIndicator}>
          <svg viewBox="0 0 24 24" className={c.chevron} aria-hidden>
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      </div>
    </FilterField>
  );
}

export interface DayRangeFieldProps {
  label: string;
  value: DayRange;
  onChange: (v: DayRange) => void;
  /** The inputs' test ids are this with -from and -to. */
  testId: string;
}

/** A day range: From and To date inputs; From can not pass To, nor To come before From. */
export function DayRangeField({ label, value, onChange, testId }: DayRangeFieldProps) {
  const id = useId();
  const c = usePlainClasses(FILTER_FIELD);
  const day = (end: 'from' | 'to') => (
    <input
      id={end === 'from' ? id : undefined}
      type="date"
      // A whole date ("mm/dd/yyyy" and the picker's icon) always shows (the style's minimum width).
      className={c.day}
      aria-label={`${label} ${P[end]}`}
      value={value[end] ?? ''}
      min={end === 'to' ? value.from || undefined : undefined}
      max={end === 'from' ? value.to || undefined : undefined}
      onChange={(e) => onChange({ ...value, [end]: e.currentTarget.value || null })}
      data-testid={`${testId}-${end}`}
    />
  );
  return (
    <FilterField label={label} htmlFor={id}>
      <div className={c.range}>
        {day('from')}
        <p className={c.dash} aria-hidden>
          –
        </p>
        {day('to')}
      </div>
    </FilterField>
  );
}
