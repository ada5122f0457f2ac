/**
 * A panel of the dashboard (Active Rx Drafts, Approvals): a card section named by its heading, with
 * optional actions beside the heading.
 *
 * @example
 * <DashboardPanel headingId="dashboard-drafts-heading" title={L.activeRxDrafts} testId="drafts-panel">…</DashboardPanel>
 */
import { Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DashboardPanelProps {
  /** Id of the heading, which names the section. */
  headingId: string;
  title: string;
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}

export function DashboardPanel({ headingId, title, actions, testId, children }: DashboardPanelProps) {
  return (
    <Stack layerStyle="card" as="section" aria-labelledby={headingId} gap="4" p={{ base: '4', md: '5' }} data-testid={testId}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={headingId} fontWeight="semibold">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Stack>
  );
}
