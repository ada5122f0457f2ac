/**
 * The button of a filter's multi-choice menu (`CheckMenu` in filter-fields.tsx): the same button before
 * the menu is loaded and inside it (check-menu-popup.tsx), so the swap on first use shows nothing
 * (decision 0193's pattern; issue 61). A plain element (./plain.tsx) with Chakra's small outline
 * button's styles.
 */
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { FILTER_FIELD } from './filter-fields.styles';
import { usePlainClasses } from './plain';

/** A multi-choice filter's props (`CheckMenu` in filter-fields.tsx). */
export interface CheckMenuProps {
  label: string;
  /** The button's text while nothing is chosen. */
  emptyLabel: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (v: string[]) => void;
  testId: string;
}

export const CheckMenuButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { label: string; summary: string; testId: string }>(function CheckMenuButton(
  { label, summary, testId, className, ...rest },
  ref,
) {
  const c = usePlainClasses(FILTER_FIELD);
  return (
    <button ref={ref} type="button" className={className ? `${c.menuButton} ${className}` : c.menuButton} aria-label={`${label}: ${summary}`} data-testid={testId} {...rest}>
      <p className={c.menuText}>{summary}</p>
      <LuChevronDown />
    </button>
  );
});
