/**
 * A list's filter panel: always open on wide screens; on phones a Filters button (with the number of
 * filters in use) opens and closes it, so the list stays in view. Clear All resets every filter.
 *
 * @example
 * <FilterPanel activeCount={n} onClear={reset}>…fields…</FilterPanel>
 */
import { Badge, Box, Button, Flex, Stack, useBreakpointValue } from '@chakra-ui/react';
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { LuSlidersHorizontal, LuX } from 'react-icons/lu';

export interface FilterPanelProps {
  activeCount: number;
  onClear: () => void;
  children: ReactNode;
  /** Extra controls on the right of the footer (next to Clear All). */
  'data-testid'?: string;
}

export function FilterPanel({ activeCount, onClear, children, ...rest }: FilterPanelProps) {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;
  const [open, setOpen] = useState(wide);
  useEffect(() => setOpen(wide), [wide]);
  const m = APPROVALS_MESSAGES.queue.filterPanel;
  const contentId = useId();
  // A plain disclosure, not Chakra's Collapsible (as for the queue's groups): the
  // collapsible measured the open panel as it mounted, a forced layout of the page on every list's first
  // draw; on a phone the panel opens and closes at once.
  return (
    <Box layerStyle="card" data-testid={rest['data-testid']}>
      <Flex justify="space-between" align="center" px={{ base: '3', md: '4' }} pt="3" pb={open ? '0' : '3'} gap="2">
        <Button
          size="sm"
          variant="ghost"
          px="2"
          aria-label={m.toggle}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((o) => !o)}
          data-testid="filters-toggle"
        >
          <LuSlidersHorizontal /> {m.toggle}
          {activeCount > 0 && (
            <Badge size="sm" colorPalette="brand" variant="solid" borderRadius="full">
              {activeCount}
            </Badge>
          )}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear} disabled={activeCount === 0} data-testid="filters-clear">
          <LuX /> {m.clearAll}
        </Button>
      </Flex>
      <Stack id={contentId} hidden={!open} gap="3" px={{ base: '3', md: '4' }} pb={{ base: '3', md: '4' }} pt="2">
        {children}
      </Stack>
    </Box>
  );
}
