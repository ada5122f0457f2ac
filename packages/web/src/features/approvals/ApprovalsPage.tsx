/**
 * /approve (prescribing §2 Approvals): the queue of prescription tasks of the selected location.
 * `?type=ExpiringRx | AllExceptExpiringRx` presets the request type. A spinner while loading, then the
 * tasks grouped by client (a page of 10 clients, computed by the server), or No Approvals / You're all
 * caught up!. The groups and counts refresh every 30 seconds (§7 Polling).
 */
import { Box, Button, EmptyState, Flex, Spinner, Text, VisuallyHidden, VStack } from '@chakra-ui/react';
import { GetPrescriptionTasksCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import { GetPrescriptionTasksGroupedDocument } from '@vetrx/core/operations/GetPrescriptionTasksGrouped';
import { GetPrescriptionTasksGroupedCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksGroupedCount';
import { APPROVALS_MESSAGES, APPROVALS_TRIAGE_MESSAGES } from '@vetrx/core/messages';
import { approvalsFiltersForQuery, isGroupOpenByDefault, TASK_PAGE_SIZE, taskCardActions, type ApprovalsFilters as Filters } from '@vetrx/core/task';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LuArrowUp, LuPartyPopper } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { Pager } from '../../components/ui/pager';
import { ApprovalsFilters } from './ApprovalsFilters';
import type { TaskCardTask } from './task-types';
import { TaskGroupPanel } from './TaskGroupPanel';
import { approvalsDialogsModule } from './dialogs-module';
import { approvalFormModule } from './approval-form-module';
import { taskDetailModule } from './task-detail-module';
import { runWhenIdle, warmWhenIdle } from '../../components/ui/deferred-module';
import { prefetchFirstPendingOnScreen } from './prefetch-form';
import { DeferredPart } from '../../components/ui/deferred-part';
import { useTaskCopy } from './use-task-copy';
import { useHeldArrivals } from './use-held-arrivals';
import { findCard, focusCard, useTriageKeys } from './use-triage-keys';
import { approvalsQueryVariables } from '../../shared/approvals/variables';
import { POLL_INTERVAL_MS } from '../../api/polling';
import { PrintHostContext, usePrintHostState, type ShowPrint } from '../../shared/print/print-host';
import { useFocusAfterLeaving } from './use-focus-after-leaving';
import { usePlainClasses } from '../../components/ui/plain';
import { LIST } from './ApprovalsPage.styles';

const Q = APPROVALS_MESSAGES.queue;
const T = APPROVALS_TRIAGE_MESSAGES;

/**
 * Whether a client group may show the open card: one of its listed requests, or any when the group pages
 * through more than it lists. The others are handed no open card, so opening one leaves them as drawn
 * (decision 0220).
 */
function mayHold(group: { count: number; tasks: ReadonlyArray<{ id: string }> }, taskId: string | null): boolean {
  return taskId !== null && (group.count > group.tasks.length || group.tasks.some((t) => t.id === taskId));
}

/** The header of a client's group on the page (its card is not drawn while the group is closed). */
function groupHeader(locationClientId: string): HTMLElement | null {
  const group = [...document.querySelectorAll<HTMLElement>('[data-testid="task-group"]')].find((g) => g.dataset.clientId === locationClientId);
  return group?.querySelector<HTMLElement>('[data-testid="task-group-header"]') ?? null;
}

/**
 * The client groups a page's first draw holds when its groups arrive; the others follow in a background
 * render React interrupts for any input (and restarts for each answer arriving meanwhile). Up to the first
 * group drawn open: its cards are the first the vet reads, and each further group drawn before them put
 * its ~80 elements per card before the first card on screen (issue 61). A closed group before it is one
 * header; left to the background render, it held the first card back behind every late answer.
 */
function firstDrawGroups(list: ReadonlyArray<{ count: number }>): number {
  const open = list.findIndex((g) => isGroupOpenByDefault(g.count));
  return open === -1 ? list.length : open + 1;
}

/** The client groups each background render after the first draw adds (a few cards each). */
const DRAW_STEP_GROUPS = 3;

export default function ApprovalsPage() {
  const c = usePlainClasses(LIST);
  const { locationId } = useCurrentLocation();
  const [params] = useSearchParams();
  const typeParam = params.get('type');
  const [filters, setFilters] = useState<Filters>(() => approvalsFiltersForQuery(typeParam));
  const [page, setPage] = useState(1);
  const [expandedTask, setExpandedTask] = useState<string | null>(null);
  const [declining, setDeclining] = useState<TaskCardTask | null>(null);
  const [workflow, setWorkflow] = useState<TaskCardTask | null>(null);
  const copyTask = useTaskCopy();
  const [help, setHelp] = useState(false);
  // Bulk approval: the selected pending requests, and the review dialog.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const select = useCallback((id: string, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  useTriageKeys({ onHelp: useCallback(() => setHelp(true), []) });
  // Stable, so the memoized filters, groups and dialogs are not drawn again when a card opens.
  const changeFilters = useCallback((next: Filters) => {
    setFilters(next);
    setPage(1);
    setExpandedTask(null);
  }, []);
  const closeDecline = useCallback(() => setDeclining(null), []);
  const closeWorkflow = useCallback(() => setWorkflow(null), []);
  const closeHelp = useCallback(() => setHelp(false), []);
  const closeBulk = useCallback(() => setBulkOpen(false), []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const selectedIds = useMemo(() => [...selected], [selected]);

  // A dashboard tile links here with another type: follow it. Derived in the render, as React derives
  // state from a prop: as an effect it also ran on the page's first draw and drew the page again.
  const [typeShown, setTypeShown] = useState(typeParam);
  if (typeShown !== typeParam) {
    setTypeShown(typeParam);
    setFilters(approvalsFiltersForQuery(typeParam));
    setPage(1);
  }

  const vars = useMemo(() => (locationId ? approvalsQueryVariables(locationId, filters, page, TASK_PAGE_SIZE.approvals) : null), [locationId, filters, page]);
  const listVars = vars?.list ?? null;
  const countVars = vars?.count ?? null;
  const poll = { refetchInterval: POLL_INTERVAL_MS.approvalLists, placeholderData: <T,>(prev: T) => prev };
  const groups = useGql(GetPrescriptionTasksGroupedDocument, listVars, poll);
  const groupCount = useGql(GetPrescriptionTasksGroupedCountDocument, countVars, poll);
  const taskCount = useGql(GetPrescriptionTasksCountDocument, countVars, poll);

  const latest = useMemo(() => groups.data?.getPrescriptionTasksGrouped ?? [], [groups.data]);
  // An open or focused card keeps its place: arrivals wait behind a button.
  const listKey = JSON.stringify(listVars);
  const { shown: list, waiting, showWaiting } = useHeldArrivals(latest, listKey, !groups.isPlaceholderData, expandedTask !== null);
  // Pressed, the button goes: the focus moves to the first request it showed (its card, or its group's
  // header when the group is closed) rather than falling to the page, and the live region says how many.
  const [arrived, setArrived] = useState<{ key: string; count: number; focus: { taskId: string; locationClientId: string } | null } | null>(null);
  const showArrivals = useCallback(() => {
    const count = waiting;
    setArrived({ key: listKey, count, focus: showWaiting() });
  }, [waiting, showWaiting, listKey]);
  // From none to a page's groups (the first load, or after the spinner), the first few are drawn at once
  // and the rest in background renders of a few groups each; a page that replaces another of as many
  // groups is drawn whole. In one background render, the other groups' commit was one long task on a
  // slow device (issue 61: Lighthouse's mobile blocking time); each step's commit is short.
  const [stepped, setStepped] = useState(0);
  if (list.length === 0 && stepped !== 0) setStepped(0);
  const drawn = Math.min(list.length, Math.max(stepped, firstDrawGroups(list)));
  useEffect(() => {
    if (drawn < list.length) startTransition(() => setStepped(drawn + DRAW_STEP_GROUPS));
  }, [drawn, list.length]);
  // Once the page is drawn whole and the browser is idle, the open card's code loads when a card on it
  // can open the authorization form: the press on Approve then waits for its data only.
  const formOnPage = drawn >= list.length && list.some((g) => g.tasks.some((t) => taskCardActions(t).includes('approve')));
  useEffect(() => (formOnPage ? warmWhenIdle(taskDetailModule, approvalFormModule) : undefined), [formOnPage]);
  // Then the form data of the first pending card on screen too (the task, the form's queries): a vet
  // working down the queue opens it first, and pressing its Approve then waits for the form's render only
  // (issue 61). Asked once per first card, not again with each refresh of the queue.
  const askedFirst = useRef<string | null>(null);
  useEffect(() => {
    if (!formOnPage) return;
    return runWhenIdle(() => {
      askedFirst.current = prefetchFirstPendingOnScreen(askedFirst.current) ?? askedFirst.current;
    });
  }, [formOnPage, list, drawn]);
  // New arrivals wait again: what was said of the last ones is stale.
  if (waiting > 0 && arrived !== null) setArrived(null);
  const focusTo = arrived?.key === listKey ? arrived.focus : null;
  useEffect(() => {
    if (!focusTo) return;
    const target = findCard(focusTo.taskId) ?? groupHeader(focusTo.locationClientId);
    // Not drawn yet (a page drawn in parts): again once more of it is.
    if (!target) return;
    focusCard(target);
    setArrived((a) => (a ? { ...a, focus: null } : a));
  }, [focusTo, list, drawn]);
  // An approval that prints: its print view is drawn here, outside the card, which the queue's refresh
  // removes as the request leaves the pending list; the view stays until the vet closes it.
  const print = usePrintHostState();
  const showPrint = print.show;
  // The focus goes on where the vet was when a request leaves under it (declined, or approved and
  // printed): the next card, else the group's header or the list's count, not the page.
  const focusAfterLeaving = useFocusAfterLeaving(declining !== null || print.open, list);
  const expandedRef = useRef(expandedTask);
  expandedRef.current = expandedTask;
  const showCardPrint = useCallback<ShowPrint>(
    (render) => {
      if (expandedRef.current) focusAfterLeaving(expandedRef.current);
      showPrint(render);
    },
    [showPrint, focusAfterLeaving],
  );
  const declined = useCallback(() => {
    if (declining) focusAfterLeaving(declining.id);
    setExpandedTask(null);
  }, [declining, focusAfterLeaving]);
  const clients = groupCount.data?.getPrescriptionTasksGroupedCount;
  const requests = taskCount.data?.getPrescriptionTasksCount;

  return (
    <PrintHostContext.Provider value={showCardPrint}>
      <PageWrapper>
        <ApprovalsFilters value={filters} onChange={changeFilters} />
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
                <EmptyState.Title tabIndex={-1} outline="none" data-testid="approvals-empty-title">
                  {Q.empty.title}
                </EmptyState.Title>
                <EmptyState.Description>{Q.empty.description}</EmptyState.Description>
              </VStack>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <div
            className={c.list}
            // Busy while it fetches, and while the groups after the first are still being drawn.
            aria-busy={groups.isFetching || drawn < list.length}
            data-testid="approvals-list"
          >
            <div className={c.header}>
              {/* Focusable from script only: the focus lands here when the last card in view leaves. */}
              {/* Its line is held while it is empty (a small screen gives it a line of its own): drawn once both
                  counts have answered (a full load asks for them once the groups are drawn), it would otherwise
                  wrap the row and move the groups down. */}
              <p className={c.summary} tabIndex={-1} data-testid="approvals-summary">
                {requests !== undefined && clients !== undefined && Q.summary(requests, clients)}
              </p>
              <div aria-live="polite" className={c.arrivals}>
                {waiting > 0 ? (
                  <Button size="xs" colorPalette="brand" variant="subtle" borderRadius="full" onClick={showArrivals} title={T.arrivals.hint} data-testid="new-requests">
                    <LuArrowUp /> {T.arrivals.button(waiting)}
                  </Button>
                ) : (
                  arrived?.key === listKey && <VisuallyHidden data-testid="new-requests-shown">{T.arrivals.shown(arrived.count)}</VisuallyHidden>
                )}
              </div>
              <button type="button" className={c.help} onClick={() => setHelp(true)} data-testid="triage-help-open">
                <kbd className={c.helpKey}>?</kbd> {APPROVALS_TRIAGE_MESSAGES.keys.title}
              </button>
            </div>
            {list.slice(0, drawn).map((group) => (
              <TaskGroupPanel
                key={`${group.locationClientId}-${JSON.stringify(filters)}`}
                group={group}
                locationId={locationId!}
                filters={filters}
                expandedTask={mayHold(group, expandedTask) ? expandedTask : null}
                onExpandTask={setExpandedTask}
                onDecline={setDeclining}
                onWorkflow={setWorkflow}
                onCopy={copyTask}
                selected={selected}
                onSelect={select}
              />
            ))}
            {/* Under the last group once all are drawn: drawn under the first, it would move down as the others
                arrive, a layout shift on a small screen. */}
            {drawn >= list.length && (
              <Box pt="1">
                <Pager page={page} pageSize={TASK_PAGE_SIZE.approvals} count={clients ?? 0} onPageChange={(p) => { setPage(p); setExpandedTask(null); }} data-testid="approvals-pagination" />
              </Box>
            )}
          </div>
        )}
        <DeferredPart module={approvalsDialogsModule} open={declining !== null}>
          {(d) => <d.DeclineRequestModal task={declining} onClose={closeDecline} onDeclined={declined} />}
        </DeferredPart>
        <DeferredPart module={approvalsDialogsModule} open={workflow !== null}>
          {(d) => <d.WorkflowModal task={workflow} onClose={closeWorkflow} />}
        </DeferredPart>
        <DeferredPart module={approvalsDialogsModule} open={help}>
          {(d) => <d.KeyboardHelp open={help} onClose={closeHelp} />}
        </DeferredPart>
        {selected.size > 0 && (
          <Flex
            position="sticky"
            bottom="3"
            zIndex="docked"
            mt="3"
            gap="3"
            align="center"
            justify="space-between"
            wrap="wrap"
            bg="bg"
            borderWidth="1px"
            borderColor="brand.emphasized"
            borderRadius="xl"
            shadow="raised"
            px="4"
            py="2.5"
            data-testid="bulk-bar"
          >
            <Text fontWeight="medium" data-testid="bulk-selected">
              {APPROVALS_TRIAGE_MESSAGES.bulk.selected(selected.size)}
            </Text>
            <Flex gap="2">
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())} data-testid="bulk-clear">
                {APPROVALS_TRIAGE_MESSAGES.bulk.clear}
              </Button>
              <Button size="sm" colorPalette="brand" onClick={() => setBulkOpen(true)} data-testid="bulk-approve">
                {APPROVALS_TRIAGE_MESSAGES.bulk.approveSelected}
              </Button>
            </Flex>
          </Flex>
        )}
        {locationId && (
          <DeferredPart module={approvalsDialogsModule} open={bulkOpen}>
            {(d) => <d.BulkApproveDialog open={bulkOpen} locationId={locationId} taskIds={selectedIds} onClose={closeBulk} onDone={clearSelection} />}
          </DeferredPart>
        )}
        {print.node}
      </PageWrapper>
    </PrintHostContext.Provider>
  );
}

