/**
 * A task card (prescribing §2 Task card and detail): type label, autoship icon, workflow badge, created
 * time, approval status tag, assignee, client, patient and product; Save As Draft, Decline and Approve
 * on a pending task, Copy and View on the others, and the Workflow action. Expanding loads the full
 * task (TaskDetail): the authorization form titled Prescription when pending, the prescription with a
 * side panel when approved or declined by the pharmacy, otherwise an info panel.
 */
import { formatDateTime } from '@vetrx/core/format';
import { APPROVALS_MESSAGES, APPROVALS_TRIAGE_MESSAGES, SAFETY_CARD_LABELS } from '@vetrx/core/messages';
import { taskCardActions, taskCardHeader } from '@vetrx/core/task';
import { createContext, memo, useContext, useId, useState, type ReactNode } from 'react';
import { LuChevronDown, LuCircleAlert, LuCopyCheck, LuCopy, LuEye, LuFileText, LuPawPrint, LuPill, LuRepeat, LuShieldAlert, LuStethoscope, LuThumbsDown, LuThumbsUp, LuUser, LuWorkflow } from 'react-icons/lu';
import { usePrefetchGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { StatusBadge } from '../../components/ui/status-badge';
// A native checkbox in Chakra's checkbox recipe: no Ark checkbox machine (zag's runtime) in the queue's first load.
import { LightCheckbox } from '../../components/ui/light-checkbox';
// Three tooltips on each card, loaded on first hover or focus (issue 61): Ark's tooltip machine and
// floating-ui are not in the queue's first load, and no card mounts a tooltip machine before it is used.
import { DeferredTooltip } from '../../components/ui/deferred-tooltip';
import { ExpiryBadge } from '../../shared/prescriptions/badges';
import { SeverityBadge } from '../../shared/safety/SeverityBadge';
import { notify } from '../../components/ui/toaster';
import { rxDetailDrawerModule } from '../../shared/prescriptions/rx-detail-drawer-module';
import { DeferredPart } from '../../components/ui/deferred-part';
import { approvalsDialogsModule } from './dialogs-module';
import { findCard, focusCard } from './use-triage-keys';
import { approvalFormModule } from './approval-form-module';
import { prefetchTaskForm, useFormPrefetchOnAsk } from './prefetch-form';
import { taskDetailModule } from './task-detail-module';
import type { TaskCardTask, TaskDetailProps } from './task-types';
import { TaskDetailLoading } from './TaskDetailLoading';
import { useDeferredModule } from '../../components/ui/deferred-module';
import { useHoverIntent } from '../../components/ui/use-hover-intent';
import { usePlainClasses } from '../../components/ui/plain';
import { CARD } from './TaskCard.styles';

const T = APPROVALS_MESSAGES.taskCard;

export interface TaskCardProps {
  task: TaskCardTask;
  expanded: boolean;
  /** Opens this task's card (its id) or closes it (null). A stable function: cards are memoized. */
  onExpandTask: (taskId: string | null) => void;
  onDecline: (task: TaskCardTask) => void;
  onWorkflow: (task: TaskCardTask) => void;
  onCopy: (task: TaskCardTask) => void;
  /** Shown instead of the card's own client line (inside a client's group it is known). */
  hideClient?: boolean;
  /** Bulk approval selection (pending tasks only). */
  selected?: boolean;
  onSelect?: (taskId: string, selected: boolean) => void;
}

/**
 * Memoized: opening one card, or selecting one, re-renders that card, not the page's
 * every card — each Chakra element's styles are resolved again on every render.
 */
export const TaskCard = memo(function TaskCard({ task, expanded, onExpandTask, onDecline, onWorkflow, onCopy, hideClient, selected, onSelect }: TaskCardProps) {
  const c = usePlainClasses(CARD);
  const onExpandedChange = (open: boolean) => onExpandTask(open ? task.id : null);
  const onSelectedChange = onSelect && ((on: boolean) => onSelect(task.id, on));
  const h = taskCardHeader(task);
  const actions = taskCardActions(task);
  const pending = actions.includes('approve');
  const detailId = useId();
  // Once opened, the detail (and its form) stays mounted while the card is collapsed: a vet who opens
  // another card, by click or by key, finds what they typed here when they come back.
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);
  const inactiveWorkflowUser = task.prescriptionTaskWorkflow?.workflowLocationUser?.isActive === false;

  const open = () => onExpandedChange(true);
  // The pointer resting on Approve or Save As Draft (both open the form) starts what the form waits for —
  // its code, the full task and the form's own queries — before the press; focus on them starts the code.
  const preloadForm = () => {
    taskDetailModule.warm();
    approvalFormModule.warm();
  };
  const prefetch = usePrefetchGql();
  const { locationId, locationUser } = useCurrentLocation();
  const prefetchForm = () => prefetchTaskForm(prefetch, task, locationId, locationUser?.id ?? null);
  // The data on a pointer that rests on the button (or presses it), not on every card it crosses, and when
  // the queue asks its first pending card on screen.
  const formIntent = useHoverIntent(prefetchForm);
  useFormPrefetchOnAsk(pending ? task.id : null, prefetchForm);
  // A key (Enter, Space) opens it without a pointer: the same requests (one already asked is not asked twice).
  const openForm = () => {
    prefetchForm();
    open();
  };
  const buttons: ReactNode = pending ? (
    <>
      {!expanded && (
        <button type="button" className={c.outline} onClick={openForm} {...formIntent} onFocus={preloadForm} data-testid="task-save-draft">
          <LuFileText /> {T.saveAsDraft}
        </button>
      )}
      <button
        type="button"
        className={c.decline}
        onClick={() => onDecline(task)}
        onPointerEnter={approvalsDialogsModule.warm}
        onFocus={approvalsDialogsModule.warm}
        data-testid="task-decline"
      >
        <LuThumbsDown /> {T.decline}
      </button>
      {!expanded && (
        <button type="button" className={c.approve} onClick={openForm} {...formIntent} onFocus={preloadForm} data-testid="task-approve">
          <LuThumbsUp /> {T.approve}
        </button>
      )}
    </>
  ) : (
    <>
      <button type="button" className={c.outline} onClick={() => onCopy(task)} data-testid="task-copy">
        <LuCopy /> {T.copy}
      </button>
      <button
        type="button"
        className={c.outline}
        onClick={() => onExpandedChange(!expanded)}
        onPointerEnter={taskDetailModule.warm}
        onFocus={taskDetailModule.warm}
        aria-expanded={expanded}
        aria-controls={opened ? detailId : undefined}
        data-testid="task-view"
      >
        <LuEye /> {T.view}
      </button>
    </>
  );

  return (
    <div
      className={expanded ? c.rootOpen : c.root}
      // Keyboard triage: j / k focus the card; a visible ring shows which one keys act on.
      tabIndex={0}
      role="article"
      aria-label={[h.typeLabel, h.patient, task.product.title].filter(Boolean).join(' — ')}
      id={`task-${task.id}`}
      data-testid="task-card"
      data-task-id={task.id}
      data-duplicates={task.duplicates.length}
      data-safety={task.safetyFindings?.length ?? 0}
      data-expanded={expanded}
      data-client-id={task.locationClientId}
      data-patient-id={task.locationPatientId ?? undefined}
      data-status={task.status}
      data-type={task.type}
      data-created={task.createdTimestamp}
    >
      {/* A plain disclosure, not Chakra's Collapsible (as for the groups): each
          card's collapsible machine measured its content as the card mounted, a forced layout per card
          before the first one showed; the card opens and closes at once. */}
      <div className={c.body}>
        <div className={c.top}>
          <div className={c.heading}>
            {pending && onSelectedChange && (
              <LightCheckbox
                size="sm"
                checked={selected === true}
                onCheckedChange={onSelectedChange}
                aria-label={`${APPROVALS_TRIAGE_MESSAGES.bulk.select}: ${[h.typeLabel, h.patient, task.product.title].filter(Boolean).join(' — ')}`}
                data-testid="task-select"
              />
            )}
            <p className={c.type} data-testid="task-type">
              {h.typeLabel}
            </p>
            {h.isAutoship && (
              <DeferredTooltip content={T.autoship} showArrow>
                <span className={c.autoship} tabIndex={0} role="img" aria-label={T.autoship} data-testid="task-autoship">
                  <LuRepeat />
                </span>
              </DeferredTooltip>
            )}
            {h.workflowBadge && (
              <DeferredTooltip content={[h.workflowUser, task.prescriptionTaskWorkflow?.internalNote].filter(Boolean).join(' — ') || h.workflowBadge} showArrow>
                <span className={inactiveWorkflowUser ? c.workflowBadgeInactive : c.workflowBadge} tabIndex={0} data-testid="task-workflow-badge">
                  {inactiveWorkflowUser ? <LuCircleAlert /> : <LuWorkflow />}
                  {h.workflowBadge}
                </span>
              </DeferredTooltip>
            )}
            <p className={c.created}>{formatDateTime(task.createdTimestamp)}</p>
          </div>
          <div className={c.end}>
            {task.type === 'expiring' && <ExpiryBadge prescExpiryDate={task.expirationDate} nextOrderDate={task.nextOrderDate} />}
            <StatusBadge tone={h.statusTone} size="sm" data-testid="task-status">
              {h.statusLabel}
            </StatusBadge>
            <DeferredTooltip content={T.workflow} showArrow>
              <button
                type="button"
                className={c.iconButton}
                aria-label={T.workflow}
                onClick={() => onWorkflow(task)}
                onPointerEnter={approvalsDialogsModule.warm}
                onFocus={approvalsDialogsModule.warm}
                data-testid="task-workflow"
              >
                <LuWorkflow />
              </button>
            </DeferredTooltip>
            <button
              type="button"
              className={c.iconButton}
              aria-label={expanded ? T.hideDetails : T.showDetails}
              aria-expanded={expanded}
              aria-controls={opened ? detailId : undefined}
              onClick={() => onExpandedChange(!expanded)}
              onPointerEnter={taskDetailModule.warm}
              onFocus={taskDetailModule.warm}
              data-testid="task-expand"
            >
              <LuChevronDown className={expanded ? c.chevronOpen : c.chevron} />
            </button>
          </div>
        </div>
        <div className={c.lower}>
          <div className={c.info}>
            <div className={c.productRow}>
              <div className={c.pill} aria-hidden>
                <LuPill />
              </div>
              {/* Wraps instead of being cut to one line on a narrow card. */}
              <p className={c.product} title={task.product.title} data-testid="task-product">
                {task.product.title}
              </p>
              {task.quantityRequested != null && task.quantityRequested > 1 && <span className={c.quantity}>× {task.quantityRequested}</span>}
            </div>
            {task.duplicates.length > 0 && <DuplicateFlag duplicates={task.duplicates} />}
            {(task.safetyFindings?.length ?? 0) > 0 && <SafetyFlag findings={task.safetyFindings} />}
            <div className={c.people}>
              {!hideClient && h.client && (
                <div className={c.person}>
                  <LuUser aria-hidden />
                  <p>{h.client}</p>
                </div>
              )}
              {h.patient && (
                <div className={c.person}>
                  <LuPawPrint aria-hidden />
                  <p data-testid="task-patient">{h.patient}</p>
                </div>
              )}
              <div className={c.person}>
                <LuStethoscope aria-hidden />
                <p>
                  {T.assignee}: {h.assignee ?? T.unassigned}
                </p>
              </div>
            </div>
          </div>
          <div className={c.buttons}>{buttons}</div>
        </div>
      </div>
      {opened && (
        <div id={detailId} hidden={!expanded} className={c.detail}>
          <DeferredTaskDetail
            taskId={task.id}
            onDecline={() => onDecline(task)}
            onSaved={() => {
              // Saved: the next opening starts from what the server holds (a form that has submitted is done).
              setOpened(false);
              onExpandedChange(false);
            }}
          />
        </div>
      )}
    </div>
  );
});

const D = APPROVALS_TRIAGE_MESSAGES.duplicates;

/**
 * The safety flag (issue 42): the most severe finding's severity, how many there are and
 * their titles; the card's form lists them in full. A finding that needs a reason says so.
 */
function SafetyFlag({ findings }: { findings: TaskCardTask['safetyFindings'] }) {
  const worst = findings[0];
  const titles = [...new Set(findings.map((f) => f.title))];
  const decide = findings.some((f) => f.needsReason || f.prohibited || f.needsWithdrawalTime);
  const c = usePlainClasses(CARD);
  return (
    <div className={decide ? c.flagDecide : c.flagAdvise} data-testid="task-safety" data-severity={worst.severity}>
      <span className={decide ? c.flagBadgeDecide : c.flagBadgeAdvise}>
        <LuShieldAlert /> {SAFETY_CARD_LABELS.cardTitle(findings.length)}
      </span>
      <SeverityBadge severity={worst.severity} size="xs" />
      <p data-testid="task-safety-titles">{titles.join(' · ')}</p>
      {decide && (
        <p className={c.flagStrong}>
          {findings.some((f) => f.prohibited) ? SAFETY_CARD_LABELS.prohibited : findings.some((f) => f.needsReason) ? SAFETY_CARD_LABELS.needsReason : SAFETY_CARD_LABELS.needsWithdrawal}
        </p>
      )}
    </div>
  );
}

/** The card's detail once its code has loaded; its loading skeleton until then. */
function DeferredTaskDetail(props: TaskDetailProps) {
  const detail = useDeferredModule(taskDetailModule);
  return detail ? <detail.TaskDetail {...props} /> : <TaskDetailLoading />;
}

/**
 * Brings a task of the card's client group on screen (the group pages to it) and answers whether it did;
 * provided by the group panel around the card.
 */
export const ShowTaskContext = createContext<((taskId: string) => Promise<boolean>) | null>(null);

/**
 * The duplicate flag (issue 17 item 4): the other pending requests and active
 * prescriptions of the same patient and product family, each a link — a request focuses its card (paging
 * its client group to it when it is on another page), a prescription opens its detail.
 */
function DuplicateFlag({ duplicates }: { duplicates: TaskCardTask['duplicates'] }) {
  const [rx, setRx] = useState<string | null>(null);
  const showTask = useContext(ShowTaskContext);
  const openRequest = async (taskId: string) => {
    const card = findCard(taskId);
    if (card) return focusCard(card);
    // On another page of this client's group: the group pages to it, then focuses it.
    if (!(await showTask?.(taskId))) notify('info', D.notShown);
  };
  const c = usePlainClasses(CARD);
  return (
    <div className={c.flagAdvise} data-testid="task-duplicate">
      <span className={c.flagBadgeAdvise}>
        <LuCopyCheck /> {D.badge}
      </span>
      <p>{D.explanation}</p>
      {duplicates.map((d) => {
        const label = d.kind === 'prescription' ? D.activePrescription(d.rxNumber ?? null) : D.pendingRequest(formatDateTime(d.at));
        return (
          <a
            key={`${d.kind}-${d.prescriptionId ?? d.prescriptionTaskId}`}
            href={d.kind === 'task' ? `#task-${d.prescriptionTaskId}` : '#'}
            className={c.duplicateLink}
            data-testid="task-duplicate-link"
            data-kind={d.kind}
            data-target={d.prescriptionId ?? d.prescriptionTaskId ?? ''}
            onClick={(e) => {
              e.preventDefault();
              if (d.kind === 'prescription') setRx(d.prescriptionId ?? null);
              else if (d.prescriptionTaskId) void openRequest(d.prescriptionTaskId);
            }}
          >
            {label} · {d.productTitle}
          </a>
        );
      })}
      <DeferredPart module={rxDetailDrawerModule} open={rx !== null}>
        {(m) => <m.RxDetailDrawer prescriptionId={rx} onClose={() => setRx(null)} />}
      </DeferredPart>
    </div>
  );
}
