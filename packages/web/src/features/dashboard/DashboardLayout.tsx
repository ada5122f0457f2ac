/**
 * The dashboard's arrangement (prescribing §2 Dashboard): the count tiles across the top, then the
 * create panel and the approvals panel side by side on wide screens, stacked on narrow ones.
 *
 * `approvals` is the slot for the approvals panel (the most recent pending requests), which the
 * approvals feature provides; while it is absent the create panel takes the full width.
 */
import { Grid, GridItem, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DashboardLayoutProps {
  tiles: ReactNode;
  /** The create panel; null when the role cannot authorize. */
  create: ReactNode | null;
  /** The approvals panel slot. */
  approvals: ReactNode | null;
}

export function DashboardLayout({ tiles, create, approvals }: DashboardLayoutProps) {
  const both = create !== null && approvals !== null;
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      {tiles}
      {(create !== null || approvals !== null) && (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: both ? 'minmax(0, 5fr) minmax(0, 7fr)' : 'minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
          {create !== null && <GridItem data-slot="create">{create}</GridItem>}
          {approvals !== null && <GridItem data-slot="approvals">{approvals}</GridItem>}
        </Grid>
      )}
    </Stack>
  );
}
