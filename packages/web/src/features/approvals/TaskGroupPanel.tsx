/**
 * One client's tasks on the approvals page (prescribing §2: "Tasks are grouped by client; a grouped
 * client panel opens by default when it holds fewer than 10 tasks"). The group arrives with its count
 * and newest tasks; a group with more than a page of tasks pages through GetPrescriptionTasks for that
 * client (page size 10, refreshed every 5 minutes).
 */
import { Skeleton } from '@chakra-ui/react';
import { GetPrescriptionTasksDocument } from '@vetrx/core/operations/GetPrescriptionTasks';
import type { GetPrescriptionTasksGroupedQuery } from '@vetrx/core/operations/GetPrescriptionTasksGrouped';
import { APPROVALS_MESSAGES, PAGER_LABELS } from '@vetrx/core/messages';
import { clientDisplayName, isGroupOpenByDefault, TASK_PAGE_SIZE, type ApprovalsFilters } from '@vetrx/core/task';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useId, useState } from 'react';
import { LuChevronDown, LuUser } from 'react-icons/lu';
import { useApiClient } from '../../api/client';
import { useLocationScope } from '../../api/location-scope';
import { gqlKey, useGql } from '../../api/useGql';
import { Pager } from '../../components/ui/pager';
import { ShowTaskContext, TaskCard } from './TaskCard';
import type { TaskCardTask } from './task-types';
import { findCard, focusCard } from './use-triage-keys';
import { taskPageVariables } from '../../shared/approvals/variables';
import { POLL_INTERVAL_MS } from '../../api/polling';
import { usePlainClasses } from '../../components/ui/plain';
import { GROUP } from './TaskGroupPanel.styles';

export type TaskGroup = GetPrescriptionTasksGroupedQuery['getPrescriptionTasksGrouped'][number];

export interface TaskGroupPanelProps {
  group: TaskGroup;
  locationId: string;
  filters: ApprovalsFilters;
  expandedTask: string | null;
  onExpandTask: (id: string | null) => void;
  onDecline: (task: TaskCardTask) => void;
  onWorkflow: (task: TaskCardTask) => void;
  onCopy: (task: TaskCardTask) => void;
  selected?: ReadonlySet<string>;
  onSelect?: (taskId: string, selected: boolean) => void;
}

/** Memoized like its cards: the page's other state (a dialog, the help) leaves it be. */
export const TaskGroupPanel = memo(function TaskGroupPanel({ group, locationId, filters, expandedTask, onExpandTask, onDecline, onWorkflow, onCopy, selected, onSelect }: TaskGroupPanelProps) {
  const c = usePlainClasses(GROUP);
  const [open, setOpen] = useState(isGroupOpenByDefault(group.count));
  const contentId = useId();
  const [page, setPage] = useState(1);
  const paged = group.count > group.tasks.length;
  const more = useGql(
    GetPrescriptionTasksDocument,
    open && paged ? taskPageVariables(locationId, filters, page, TASK_PAGE_SIZE.approvals, { locationClientId: group.locationClientId }) : null,
    { refetchInterval: POLL_INTERVAL_MS.pagedTaskLists, placeholderData: (prev) => prev },
  );
  const tasks: TaskCardTask[] = paged ? (more.data?.getPrescriptionTasks ?? (page === 1 ? group.tasks : [])) : group.tasks;
  const name = clientDisplayName(group.locationClient);

  // A duplicate link to a request of this group on another page: find its page, show it, focus its card.
  const queryClient = useQueryClient();
  const client = useApiClient();
  const scope = useLocationScope();
  const [focusTask, setFocusTask] = useState<string | null>(null);
  const showTask = useCallback(
    async (taskId: string): Promise<boolean> => {
      const pages = paged ? Math.ceil(group.count / TASK_PAGE_SIZE.approvals) : 1;
      for (let p = 1; p <= pages; p++) {
        const variables = taskPageVariables(locationId, filters, p, TASK_PAGE_SIZE.approvals, { locationClientId: group.locationClientId });
        const rows = paged
          ? (await queryClient.fetchQuery({ queryKey: gqlKey(GetPrescriptionTasksDocument, scope, variables), queryFn: () => client.request(GetPrescriptionTasksDocument, variables) })).getPrescriptionTasks
          : group.tasks;
        if (rows.some((t) => t.id === taskId)) {
          setPage(p);
          setFocusTask(taskId);
          return true;
        }
      }
      return false;
    },
    [paged, group.count, group.tasks, group.locationClientId, locationId, filters, queryClient, client, scope],
  );
  useEffect(() => {
    if (!focusTask) return;
    const card = findCard(focusTask);
    if (!card) return;
    focusCard(card);
    setFocusTask(null);
  }, [focusTask, more.data, page]);

  return (
    <ShowTaskContext.Provider value={showTask}>
      <div className={c.root} data-testid="task-group" data-client-id={group.locationClientId} data-open={open}>
        {/* A plain disclosure, not Chakra's Collapsible: each open group measured its
            content when drawn, a forced layout of the page per group; a group opens and closes at once. */}
        <button
          type="button"
          className={c.header}
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          onClick={() => setOpen((o) => !o)}
          data-testid="task-group-header"
        >
          <div className={c.who}>
            <div className={c.avatar} aria-hidden>
              <LuUser />
            </div>
            <div className={c.names}>
              <p className={c.name} data-testid="task-group-client">
                {name}
              </p>
              {group.locationClient.email && <p className={c.email}>{group.locationClient.email}</p>}
            </div>
          </div>
          <div className={c.end}>
            <span className={c.count} data-testid="task-group-count">
              {APPROVALS_MESSAGES.queue.groupCount(group.count)}
            </span>
            <LuChevronDown className={open ? c.chevronOpen : c.chevron} aria-hidden />
          </div>
        </button>
        {open && (
          <div id={contentId} className={c.content}>
            {paged && more.isPending && page > 1 ? (
              <Skeleton h="24" borderRadius="lg" />
            ) : (
              tasks.map((task) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  hideClient
                  expanded={expandedTask === task.id}
                  onExpandTask={onExpandTask}
                  onDecline={onDecline}
                  onWorkflow={onWorkflow}
                  onCopy={onCopy}
                  selected={selected?.has(task.id)}
                  onSelect={onSelect}
                />
              ))
            )}
            {paged && (
              <Pager page={page} pageSize={TASK_PAGE_SIZE.approvals} count={group.count} onPageChange={setPage} label={`${name} ${PAGER_LABELS.label}`} />
            )}
          </div>
        )}
      </div>
    </ShowTaskContext.Provider>
  );
});
