/**
 * /approve (prescribing §2 Approvals): the queue of prescription tasks of the selected location.
 * `?type=ExpiringRx | AllExceptExpiringRx` presets the request type. A spinner while loading, then the
 * tasks grouped by client (a page of 10 clients, computed by the server), or No Approvals / You're all
 * caught up!. The groups and counts refresh every 30 seconds (§7 Polling).
 */
import { Box, EmptyState, Flex, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { GetPrescriptionTasksCountDocument, GetPrescriptionTasksGroupedCountDocument, GetPrescriptionTasksGroupedDocument } from '@vetrx/core/api';
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import { approvalsFiltersForQuery, POLL_INTERVAL_MS, TASK_PAGE_SIZE, type ApprovalsFilters as Filters } from '@vetrx/core/task';
import { useEffect, useMemo, useState } from 'react';
import { LuPartyPopper } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../app/session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { Pager } from '../../components/ui/pager';
import { ApprovalsFilters } from './ApprovalsFilters';
import { DeclineRequestModal } from './DeclineRequestModal';
import type { TaskCardTask } from './TaskCard';
import { TaskGroupPanel } from './TaskGroupPanel';
import { useTaskCopy } from './use-task-copy';
import { taskCountVars, taskPageVariables } from './variables';
import { WorkflowModal } from './WorkflowModal';

const Q = APPROVALS_MESSAGES.queue;

export default function ApprovalsPage() {
  const { locationId } = useCurrentLocation();
  const [params] = useSearchParams();
  const typeParam = params.get('type');
  const [filters, setFilters] = useState<Filters>(() => approvalsFiltersForQuery(typeParam));
  const [page, setPage] = useState(1);
  const [expandedTask, setExpandedTask] = useState<string | null>(null);
  const [declining, setDeclining] = useState<TaskCardTask | null>(null);
  const [workflow, setWorkflow] = useState<TaskCardTask | null>(null);
  const copyTask = useTaskCopy();

  // A dashboard tile links here with another type: follow it.
  useEffect(() => {
    setFilters(approvalsFiltersForQuery(typeParam));
    setPage(1);
  }, [typeParam]);

  const listVars = useMemo(() => (locationId ? { ...taskPageVariables(locationId, filters, page, TASK_PAGE_SIZE.approvals), groupTake: TASK_PAGE_SIZE.approvals } : null), [locationId, filters, page]);
  const countVars = useMemo(() => (locationId ? taskCountVars(locationId, filters) : null), [locationId, filters]);
  const poll = { refetchInterval: POLL_INTERVAL_MS.approvalLists, placeholderData: <T,>(prev: T) => prev };
  const groups = useGql(GetPrescriptionTasksGroupedDocument, listVars, poll);
  const groupCount = useGql(GetPrescriptionTasksGroupedCountDocument, countVars, poll);
  const taskCount = useGql(GetPrescriptionTasksCountDocument, countVars, poll);

  const list = groups.data?.getPrescriptionTasksGrouped ?? [];
  const clients = groupCount.data?.getPrescriptionTasksGroupedCount ?? 0;
  const requests = taskCount.data?.getPrescriptionTasksCount ?? 0;

  return (
    <PageWrapper>
      <ApprovalsFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
          setExpandedTask(null);
        }}
      />
      {groups.isPending ? (
        <Flex justify="center" py="24" data-testid="approvals-loading">
          <VStack gap="3">
            <Spinner size="lg" color="brand.solid" borderWidth="3px" />
            <Text color="fg.muted" textStyle="sm">
              {Q.loading}
            </Text>
          </VStack>
        </Flex>
      ) : list.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg" py="16" data-testid="approvals-empty">
          <EmptyState.Content>
            <EmptyState.Indicator color="brand.solid">
              <LuPartyPopper />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{Q.empty.title}</EmptyState.Title>
              <EmptyState.Description>{Q.empty.description}</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="3" aria-busy={groups.isFetching} data-testid="approvals-list">
          <Text textStyle="sm" color="fg.muted" data-testid="approvals-summary">
            {Q.summary(requests, clients)}
          </Text>
          {list.map((group) => (
            <TaskGroupPanel
              key={`${group.locationClientId}-${JSON.stringify(filters)}`}
              group={group}
              locationId={locationId!}
              filters={filters}
              expandedTask={expandedTask}
              onExpandTask={setExpandedTask}
              onDecline={setDeclining}
              onWorkflow={setWorkflow}
              onCopy={copyTask}
            />
          ))}
          <Box pt="1">
            <Pager page={page} pageSize={TASK_PAGE_SIZE.approvals} count={clients} onPageChange={(p) => { setPage(p); setExpandedTask(null); }} data-testid="approvals-pagination" />
          </Box>
        </Stack>
      )}
      <DeclineRequestModal task={declining} onClose={() => setDeclining(null)} onDeclined={() => setExpandedTask(null)} />
      <WorkflowModal task={workflow} onClose={() => setWorkflow(null)} />
    </PageWrapper>
  );
}

