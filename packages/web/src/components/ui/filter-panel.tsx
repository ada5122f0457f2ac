/**
 * A list's filter panel: always open on wide screens; on phones a Filters button (with the number of
 * filters in use) opens and closes it, so the list stays in view. Clear All resets every filter. Plain
 * elements (./plain.tsx): the panel is on the first screen of the queue and of Rx History.
 *
 * @example
 * <FilterPanel activeCount={n} onClear={reset}>…fields…</FilterPanel>
 */
import { breakpoints } from '@chakra-ui/react/theme';
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { LuSlidersHorizontal, LuX } from 'react-icons/lu';
import { FILTER_PANEL } from './filter-fields.styles';
import { usePlainClasses } from './plain';
import { useMediaMatch } from './use-media-match';

/** Wide enough for the panel always open: Chakra's md breakpoint, where its styles' `md` values start. */
const WIDE = `(min-width: ${breakpoints.md})`;

export interface FilterPanelProps {
  activeCount: number;
  onClear: () => void;
  children: ReactNode;
  /** Extra controls on the right of the footer (next to Clear All). */
  'data-testid'?: string;
}

export function FilterPanel({ activeCount, onClear, children, ...rest }: FilterPanelProps) {
  const c = usePlainClasses(FILTER_PANEL);
  const wide = useMediaMatch(WIDE, true);
  const [open, setOpen] = useState(wide);
  useEffect(() => setOpen(wide), [wide]);
  const m = APPROVALS_MESSAGES.queue.filterPanel;
  const contentId = useId();
  // A plain disclosure, not Chakra's Collapsible (as for the queue's groups): the
  // collapsible measured the open panel as it mounted, a forced layout of the page on every list's first
  // draw; on a phone the panel opens and closes at once.
  return (
    <div className={c.root} data-testid={rest['data-testid']}>
      <div className={open ? c.bar : `${c.bar} ${c.barClosed}`}>
        <button
          type="button"
          className={c.toggle}
          aria-label={m.toggle}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((o) => !o)}
          data-testid="filters-toggle"
        >
          <LuSlidersHorizontal /> {m.toggle}
          {activeCount > 0 && <span className={c.count}>{activeCount}</span>}
        </button>
        <button type="button" className={c.clear} onClick={onClear} disabled={activeCount === 0} data-testid="filters-clear">
          <LuX /> {m.clearAll}
        </button>
      </div>
      <div id={contentId} hidden={!open} className={c.content}>
        {children}
      </div>
    </div>
  );
}
