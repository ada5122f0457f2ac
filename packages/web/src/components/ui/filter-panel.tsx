/**
 * A list's filter panel: always open on wide screens; on phones a Filters button (with the number of
 * filters in use) opens and closes it, so the list stays in view. Clear All resets every filter.
 *
 * @example
 * <FilterPanel activeCount={n} onClear={reset}>…fields…</FilterPanel>
 */
import { Badge, Box, Button, Collapsible, Flex, Stack, useBreakpointValue } from '@chakra-ui/react';
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import { useEffect, useState, type ReactNode } from 'react';
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
  return (
    <Box layerStyle="card" data-testid={rest['data-testid']}>
      <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
        <Flex justify="space-between" align="center" px={{ base: '3', md: '4' }} pt="3" pb={open ? '0' : '3'} gap="2">
          <Collapsible.Trigger asChild>
            <Button size="sm" variant="ghost" px="2" aria-label={m.toggle} data-testid="filters-toggle">
              <LuSlidersHorizontal /> {m.toggle}
              {activeCount > 0 && (
                <Badge size="sm" colorPalette="brand" variant="solid" borderRadius="full">
                  {activeCount}
                </Badge>
              )}
            </Button>
          </Collapsible.Trigger>
          <Button size="sm" variant="ghost" onClick={onClear} disabled={activeCount === 0} data-testid="filters-clear">
            <LuX /> {m.clearAll}
          </Button>
        </Flex>
        <Collapsible.Content>
          <Stack gap="3" px={{ base: '3', md: '4' }} pb={{ base: '3', md: '4' }} pt="2">
            {children}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
