/**
 * The dashboard's approvals panel (prescribing §2 Dashboard): the newest pending requests of the
 * location (all except expiring, as the pending tile counts them), each opening the approvals page,
 * with View All Approvals. Refreshed every 30 seconds like the tiles.
 */
import { Box, EmptyState, Flex, HStack, Stack, Text, VStack } from '@chakra-ui/react';
import { MAIN_ROUTES } from '@vetrx/core/access';
import { GetPrescriptionTasksDocument, type GetPrescriptionTasksQuery } from '@vetrx/core/operations/GetPrescriptionTasks';
import { formatDateTime } from '@vetrx/core/format';
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import { approvalsFiltersForQuery, taskCardHeader } from '@vetrx/core/task';
import { LuArrowRight, LuPartyPopper, LuPawPrint, LuRepeat, LuUser } from 'react-icons/lu';
import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { ButtonLink } from '../../components/ui/link';
import { StatusBadge } from '../../components/ui/status-badge';
import { taskPageVariables } from './variables';
import { POLL_INTERVAL_MS } from '../../api/polling';
import { SkeletonRows } from '../../components/ui/skeleton-rows';
import { DashboardPanel } from '../../components/page/DashboardPanel';

/** How many requests the panel lists (decided). */
export const APPROVALS_PANEL_TAKE = 5;
const TYPE = 'AllExceptExpiringRx';
const Q = APPROVALS_MESSAGES.queue;

type PanelTask = GetPrescriptionTasksQuery['getPrescriptionTasks'][number];

/** The listed requests, or the empty state; memoized, so a poll's unchanged answer draws nothing. */
const PanelTasks = memo(function PanelTasks({ list, to }: { list: readonly PanelTask[]; to: string }) {
  if (list.length === 0) {
    return (
      <EmptyState.Root size="sm" py="6" data-testid="approvals-panel-empty">
        <EmptyState.Content>
          <EmptyState.Indicator color="brand.solid">
            <LuPartyPopper />
          </EmptyState.Indicator>
          <VStack textAlign="center" gap="1">
            <EmptyState.Title>{Q.empty.title}</EmptyState.Title>
            <EmptyState.Description>{Q.empty.description}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="2.5">
      {list.map((task) => {
        const h = taskCardHeader(task);
        return (
          <Box
            key={task.id}
            asChild
            layerStyle="row.interactive"
            p="3"
          >
            <Link to={to} data-testid="approvals-panel-task">
              <Flex justify="space-between" gap="3" align="start">
                <HStack gap="2" minW="0">
                  <Text fontWeight="semibold" truncate>
                    {h.typeLabel}
                  </Text>
                  {h.isAutoship && (
                    <Box color="brand.solid" aria-label={APPROVALS_MESSAGES.taskCard.autoship}>
                      <LuRepeat />
                    </Box>
                  )}
                </HStack>
                <StatusBadge tone={h.statusTone} size="sm">
                  {h.statusLabel}
                </StatusBadge>
              </Flex>
              <Text textStyle="sm" truncate mt="1">
                {task.product.title}
              </Text>
              <HStack gap="3" textStyle="xs" color="fg.muted" mt="1" wrap="wrap">
                <HStack gap="1">
                  <LuUser aria-hidden />
                  <Text>{h.client}</Text>
                </HStack>
                {h.patient && (
                  <HStack gap="1">
                    <LuPawPrint aria-hidden />
                    <Text>{h.patient}</Text>
                  </HStack>
                )}
                <Text>{formatDateTime(task.createdTimestamp)}</Text>
              </HStack>
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
});

export function ApprovalsPanel() {
  const { locationId } = useCurrentLocation();
  const tasks = useGql(
    GetPrescriptionTasksDocument,
    locationId ? taskPageVariables(locationId, approvalsFiltersForQuery(TYPE), 1, APPROVALS_PANEL_TAKE) : null,
    { refetchInterval: POLL_INTERVAL_MS.dashboard },
  );
  // The requests are drawn in a background render (React yields to the browser while it draws them) after
  // the answer's urgent render, which keeps the loading rows.
  const list = useDeferredValue(tasks.data?.getPrescriptionTasks ?? null, null);
  const to = `${MAIN_ROUTES.approve}?type=${TYPE}`;
  return (
    <DashboardPanel headingId="dashboard-approvals-heading" title={Q.panel.title} testId="approvals-panel">
      {list === null ? (
        tasks.isError ? <PanelTasks list={[]} to={to} /> : <SkeletonRows count={3} h="16" gap="3" />
      ) : (
        <PanelTasks list={list} to={to} />
      )}
      <ButtonLink to={to} colorPalette="brand" variant="subtle" alignSelf="stretch" data-testid="approvals-panel-view-all">
        {Q.panel.viewAll} <LuArrowRight />
      </ButtonLink>
    </DashboardPanel>
  );
}

