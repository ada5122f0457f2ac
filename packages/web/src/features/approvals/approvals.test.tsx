import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APPROVALS_TRIAGE_MESSAGES } from '@vetrx/core/messages';
import { approvalsFiltersForQuery, clientDisplayName, DECLINE_REASONS, DEFAULT_APPROVALS_FILTERS, isGroupOpenByDefault, TASK_PAGE_SIZE, taskCardHeader } from '@vetrx/core/task';
import type * as TaskModule from '@vetrx/core/task';
import { Profiler, useState } from 'react';
import { useNavigate } from 'react-router';
import { approvalsQueryVariables } from '../../shared/approvals/variables';
import { describe, expect, it, vi } from 'vitest';
import { assignment, location, practiceMe } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { runOutTimersOf } from '../../test/timers';
import { renderWithProviders, testSession } from '../../test/wrapper';
import { createQueryClient } from '../../api/query-client';
import { gqlKey } from '../../api/useGql';
import { familyQueries, formQueries, locationUserQuery } from '../../shared/prescription-form/useFormData';
import ApprovalsPage from './ApprovalsPage';
import { DeclineRequestModal } from './DeclineRequestModal';
import { TaskCard } from './TaskCard';
import { TaskGroupPanel } from './TaskGroupPanel';
import { approvalFormModule } from './approval-form-module';
import { taskDetailModule } from './task-detail-module';
import { task } from './test-builders';
import { WorkflowModal } from './WorkflowModal';

function session() {
  const loc = location({ id: '21', name: 'North Clinic' });
  return testSession(practiceMe([assignment({ id: '301', location: loc, isPrimary: true })]));
}

const noop = () => undefined;

// Every card's render reads its header: counting the calls per task counts the renders of each card.
vi.mock('@vetrx/core/task', async (original) => {
  const m = await original<typeof TaskModule>();
  return { ...m, taskCardHeader: vi.fn(m.taskCardHeader), clientDisplayName: vi.fn(m.clientDisplayName) };
});
const rendersOf = (id: string) => vi.mocked(taskCardHeader).mock.calls.filter(([t]) => (t as { id?: string }).id === id).length;

describe('task card', () => {
  it('a pending task shows its header and Save As Draft, Decline and Approve', () => {
    const onDecline = vi.fn();
    renderWithProviders(
      <TaskCard task={task({ prescriptionTaskWorkflow: { id: '1', prescriptionTaskId: '12', currentWorkflowStatusId: '4', currentWorkflowStatus: { id: '4', description: 'On Hold' }, workflowLocationUserId: '9', workflowLocationUser: { id: '9', displayName: 'Dr. Gone', isActive: false, role: { id: '1', name: 'VET' } }, assignDate: '2026-03-04T16:00:00Z', assignedByLocationUserId: '301', internalNote: null } })} expanded={false} onExpandTask={noop} onDecline={onDecline} onWorkflow={noop} onCopy={noop} />,
      { session: session() },
    );
    const card = screen.getByTestId('task-card');
    expect(within(card).getByTestId('task-type').textContent).toBe('Client Request');
    expect(within(card).getByTestId('task-status').textContent).toContain('Pending');
    expect(within(card).getByTestId('task-autoship')).toBeVisible();
    expect(within(card).getByTestId('task-workflow-badge').textContent).toContain('On Hold');
    expect(within(card).getByText('Biscuit')).toBeVisible();
    expect(within(card).getByText('Ann Lee')).toBeVisible();
    expect(within(card).getByText('Assigned To: Dr. Ada Vet')).toBeVisible();
    expect(within(card).queryByTestId('task-copy')).toBeNull();
    fireEvent.click(within(card).getByTestId('task-decline'));
    expect(onDecline).toHaveBeenCalledOnce();
    expect(within(card).getByTestId('task-save-draft')).toBeVisible();
    expect(within(card).getByTestId('task-approve')).toBeVisible();
  });

  it('an approved task shows Approved By its vet, with Copy and View', () => {
    const onCopy = vi.fn();
    const onExpanded = vi.fn();
    renderWithProviders(
      <TaskCard task={task({ status: 'VET_APPROVED', action: 'Approved', actionedByLocationUser: { id: '301', displayName: 'Dr. Ada Vet' } })} expanded={false} onExpandTask={onExpanded} onDecline={noop} onWorkflow={noop} onCopy={onCopy} />,
      { session: session() },
    );
    expect(screen.getByTestId('task-status').textContent).toContain('Approved By Dr. Ada Vet');
    expect(screen.queryByTestId('task-approve')).toBeNull();
    fireEvent.click(screen.getByTestId('task-copy'));
    expect(onCopy).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByTestId('task-view'));
    expect(onExpanded).toHaveBeenCalledWith('12');
  });

  it('opening or selecting one card draws that card again, not the others', async () => {
    const cards = [task({ id: '12', status: 'VET_APPROVED', action: 'Approved' }), task({ id: '13', status: 'VET_APPROVED', action: 'Approved' }), task({ id: '14' })];
    function List() {
      const [open, setOpen] = useState<string | null>(null);
      const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
      const [select] = useState(() => (id: string, on: boolean) => setPicked((prev) => (on ? new Set([...prev, id]) : new Set([...prev].filter((x) => x !== id)))));
      return cards.map((t) => (
        <TaskCard key={t.id} task={t} expanded={open === t.id} onExpandTask={setOpen} onDecline={noop} onWorkflow={noop} onCopy={noop} selected={picked.has(t.id)} onSelect={select} />
      ));
    }
    renderWithProviders(<List />, { session: session() });
    const before = cards.map((t) => rendersOf(t.id));
    fireEvent.click(screen.getAllByTestId('task-view')[0]);
    expect(screen.getAllByTestId('task-card')[0].dataset.expanded).toBe('true');
    expect(rendersOf('12')).toBeGreaterThan(before[0]);
    expect([rendersOf('13'), rendersOf('14')]).toEqual([before[1], before[2]]);
    const afterOpen = cards.map((t) => rendersOf(t.id));
    fireEvent.click(within(screen.getAllByTestId('task-card')[2]).getByTestId('task-select'));
    await waitFor(() => expect(within(screen.getAllByTestId('task-card')[2]).getByTestId('task-select').dataset.state).toBe('checked'));
    expect(rendersOf('14')).toBeGreaterThan(afterOpen[2]);
    expect([rendersOf('12'), rendersOf('13')]).toEqual([afterOpen[0], afterOpen[1]]);
  });
});

describe('decline request', () => {
  function setup(t = task()) {
    const api = mockApi({
      declineReason: { declineReason: DECLINE_REASONS.map((r) => ({ key: r.key, label: r.label, simple: false })) },
      GetPrescriptionTask: { getPrescriptionTask: null },
      UpsertPrescriptionTask: () => ({ upsertPrescriptionTask: { ...t, status: 'VET_DECLINED', action: 'Declined' } }),
    });
    const onClose = vi.fn();
    const s = session();
    renderWithProviders(<DeclineRequestModal task={t} onClose={onClose} />, { session: s, client: api.client });
    return { api, onClose, actingUuid: s.current!.uuid };
  }

  it('requires a reason, then sends Recently Purchased with its supply as the acting user', async () => {
    const { api, onClose, actingUuid } = setup();
    expect(await screen.findByTestId('decline-notice')).toBeVisible();
    fireEvent.click(screen.getByTestId('decline-submit'));
    expect(await screen.findByText('This field is required')).toBeVisible();
    fireEvent.change(screen.getByTestId('decline-reason'), { target: { value: 'Recently Purchased' } });
    fireEvent.change(await screen.findByTestId('decline-supply'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('decline-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = api.calls.find((c) => c.operationName === 'UpsertPrescriptionTask')!;
    expect(call.variables).toEqual({
      uuid: task().uuid,
      type: 'approval',
      status: 'VET_DECLINED',
      action: 'Declined',
      initiatedBy: 'client',
      origin: 'storefront',
      actionReason: 'Recently Purchased-3 month supply',
      actionedByLocationUserUuid: actingUuid,
    });
    expect(await screen.findByText('Decline Successfully')).toBeVisible();
  });

  it('Other with a blank description sends Other; no notice for a renewal', async () => {
    const { api, onClose } = setup(task({ type: 'renewal' }));
    await screen.findByTestId('decline-reason');
    expect(screen.queryByTestId('decline-notice')).toBeNull();
    fireEvent.change(screen.getByTestId('decline-reason'), { target: { value: 'Other' } });
    fireEvent.change(await screen.findByTestId('decline-description'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('decline-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.operationName === 'UpsertPrescriptionTask')!.variables.actionReason).toBe('Other');
  });

  it('shows the server message of a CONFLICT', async () => {
    const api = mockApi({
      declineReason: { declineReason: DECLINE_REASONS.map((r) => ({ key: r.key, label: r.label, simple: false })) },
      GetPrescriptionTask: { getPrescriptionTask: null },
      UpsertPrescriptionTask: { graphqlError: { message: 'This request has already been actioned and cannot be changed.', code: 'CONFLICT' } },
    });
    renderWithProviders(<DeclineRequestModal task={task()} onClose={noop} />, { session: session(), client: api.client });
    fireEvent.change(await screen.findByTestId('decline-reason'), { target: { value: 'Due for exam' } });
    fireEvent.click(screen.getByTestId('decline-submit'));
    expect(await screen.findByText('Error Decline Request')).toBeVisible();
    expect(await screen.findByText('This request has already been actioned and cannot be changed.')).toBeVisible();
  });
});

describe('workflow', () => {
  it('warns about an inactive workflow user and requires user and status', async () => {
    const api = mockApi({
      LocationsUsers: { locationsUsers: { count: 0, data: [] } },
      WorkflowStatus: { workflowStatus: [{ id: '2', description: 'Awaiting Callback' }] },
    });
    const t = task({
      prescriptionTaskWorkflow: { id: '1', prescriptionTaskId: '12', currentWorkflowStatusId: '2', currentWorkflowStatus: { id: '2', description: 'Awaiting Callback' }, workflowLocationUserId: '9', workflowLocationUser: { id: '9', displayName: 'Dr. Gone', isActive: false, role: { id: '1', name: 'VET' } }, assignDate: '2026-03-04T16:00:00Z', assignedByLocationUserId: '301', internalNote: 'Call back' },
    });
    renderWithProviders(<WorkflowModal task={t} onClose={noop} />, { session: session(), client: api.client });
    expect((await screen.findByTestId('workflow-inactive-warning')).textContent).toBe('This user is inactive, please select an active user.');
    fireEvent.click(screen.getByTestId('workflow-submit'));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(api.calls.some((c) => c.operationName === 'UpdatePrescriptionTaskWorkflow')).toBe(false);
  });
});

describe('Approve reached', () => {
  it('a pointer crossing it on its way down the queue asks nothing; one resting on it or pressing it asks', async () => {
    const api = mockApi({ GetPrescriptionTask: {} });
    const { queryClient } = renderWithProviders(<TaskCard task={task()} expanded={false} onExpandTask={noop} onDecline={noop} onWorkflow={noop} onCopy={noop} />, {
      session: session(),
      client: api.client,
      queryClient: createQueryClient(),
    });
    const approve = screen.getByTestId('task-approve');
    runOutTimersOf(() => {
      fireEvent.pointerEnter(approve);
      fireEvent.pointerLeave(approve);
    });
    // The wait ran out: whatever it would have asked has been asked and answered by now.
    await act(async () => undefined);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls.map((c) => c.operationName)).not.toContain('GetPrescriptionTask');
    fireEvent.pointerDown(approve);
    await waitFor(() => expect(api.calls.map((c) => c.operationName)).toContain('GetPrescriptionTask'));
  });

  it('the pointer reaching it asks the task and the form queries, under the keys the form then reads', async () => {
    const operations = ['GetPrescriptionTask', 'GetProductByProductId', 'GetLocationClient', 'getLocationPatient', 'getLocationUsersThatCanAuthorize', 'LocationsUsers', 'WorkflowStatus', 'ReasonForCompound', 'Shortcut', 'PharmacyOptions', 'GetLocationUser', 'GetProductPresentationsForProductFamily', 'GetProductsExtendedDataFromProductFamily'];
    // Answers whose shape the test does not read, but for the product's family and form: what matters
    // is which requests leave, and their keys.
    const product = { getProductByProductId: { productFamily: { productFamily: 'carprofen' }, productPresentationId: '3' } };
    const api = mockApi({ ...Object.fromEntries(operations.map((name) => [name, {}])), GetProductByProductId: product });
    // The app's query client: its answers stay fresh for a while, as in the portal.
    const { queryClient } = renderWithProviders(
      <TaskCard task={task()} expanded={false} onExpandTask={noop} onDecline={noop} onWorkflow={noop} onCopy={noop} />,
      { session: session(), client: api.client, queryClient: createQueryClient() },
    );
    fireEvent.pointerEnter(screen.getByTestId('task-approve'));
    const asked = () => api.calls.map((c) => c.operationName).sort();
    // The family's two queries leave once the product's answer is in: with them, every request has left.
    await waitFor(() => expect(asked()).toEqual([...operations].sort()));
    expect(api.calls.find((c) => c.operationName === 'GetProductByProductId')?.variables).toEqual({ id: '7' });
    expect(api.calls.find((c) => c.operationName === 'GetLocationClient')?.variables).toEqual({ id: '5' });
    expect(api.calls.find((c) => c.operationName === 'getLocationPatient')?.variables).toEqual({ id: '6' });
    expect(api.calls.find((c) => c.operationName === 'GetLocationUser')?.variables).toEqual({ id: '301' });
    expect(api.calls.find((c) => c.operationName === 'GetProductsExtendedDataFromProductFamily')?.variables).toMatchObject({ productFamily: 'carprofen', productPresentationId: '3' });
    // The form's own hooks find each of them in the cache under its key: the same variables, the same scope.
    const keys = queryClient.getQueryCache().getAll().map((q) => JSON.stringify(q.queryKey));
    const ids = { productId: '7', clientId: '5', patientId: '6', isOfficeUse: false };
    const family = familyQueries(product.getProductByProductId as never, { presentationId: null, isOfficeUse: false }, '21');
    for (const { document, variables } of [...Object.values(formQueries(ids, '21')), ...Object.values(family), locationUserQuery('301')]) {
      expect(keys).toContain(JSON.stringify(gqlKey(document, '21', variables ?? {})));
    }
    // Reaching it again and pressing it asks nothing again (the answers are fresh).
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const count = api.calls.length;
    fireEvent.pointerEnter(screen.getByTestId('task-approve'));
    fireEvent.click(screen.getByTestId('task-approve'));
    // The form's queries are asked once the form's code has loaded: past that moment, with nothing in
    // flight, any request the pointer or the press made has been sent.
    await approvalFormModule.preload();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls.length).toBe(count);
  });
});

describe('approvals page', () => {
  it('opening a card redraws its client group, not the others', async () => {
    const client = (id: string, firstName: string) => ({ id, firstName, lastName: 'Lee', email: null, isActive: true });
    const groups = [
      { locationClientId: '5', locationClient: client('5', 'Ann'), count: 1, tasks: [task({ id: '12', status: 'VET_APPROVED', action: 'Approved', locationClientId: '5' })] },
      { locationClientId: '6', locationClient: client('6', 'Bea'), count: 1, tasks: [task({ id: '13', status: 'VET_APPROVED', action: 'Approved', locationClientId: '6' })] },
    ];
    const api = mockApi({
      GetPrescriptionTasksGrouped: { getPrescriptionTasksGrouped: groups },
      GetPrescriptionTasksGroupedCount: { getPrescriptionTasksGroupedCount: 2 },
      GetPrescriptionTasksCount: { getPrescriptionTasksCount: 2 },
    });
    renderWithProviders(<ApprovalsPage />, { route: '/approve', session: session(), client: api.client });
    await waitFor(() => expect(screen.getAllByTestId('task-group')).toHaveLength(2));
    // Whatever the page drew on its way here, a group's render reads its client's name once.
    const drawsOf = (name: string) => vi.mocked(clientDisplayName).mock.calls.filter(([c]) => c?.firstName === name).length;
    const before = { ann: drawsOf('Ann'), bea: drawsOf('Bea') };
    fireEvent.click(screen.getAllByTestId('task-view')[0]);
    await waitFor(() => expect(screen.getAllByTestId('task-card')[0].dataset.expanded).toBe('true'));
    expect(drawsOf('Ann')).toBeGreaterThan(before.ann);
    expect(drawsOf('Bea')).toBe(before.bea);
  });
});

/** A queue page of `clients` client groups (Client0 Lee, Client1 Lee, …), one request of `status` each. */
function queuePage(clients: number, status = 'PENDING', counts: number[] = []) {
  const groups = Array.from({ length: clients }, (_, k) => ({
    locationClientId: String(50 + k),
    locationClient: { id: String(50 + k), firstName: `Client${k}`, lastName: 'Lee', email: null, isActive: true },
    count: counts[k] ?? 1,
    tasks: [task({ id: String(500 + k), locationClientId: String(50 + k), status })],
  }));
  const api = mockApi({
    GetPrescriptionTasksGrouped: { getPrescriptionTasksGrouped: groups },
    GetPrescriptionTasksGroupedCount: { getPrescriptionTasksGroupedCount: 4 * clients },
    GetPrescriptionTasksCount: { getPrescriptionTasksCount: 4 * clients },
  });
  return { groups, api };
}

describe('approvals page, first draw', () => {
  /** Renders the page over `api`, noting the groups and cards in the document at each of its commits, until all ten groups are drawn. */
  async function drawsOf(api: ReturnType<typeof queuePage>['api']) {
    const drawn: Array<{ groups: number; cards: number }> = [];
    const onRender = () => void drawn.push({ groups: document.querySelectorAll('[data-testid="task-group"]').length, cards: document.querySelectorAll('[data-testid="task-card"]').length });
    renderWithProviders(
      <Profiler id="approvals" onRender={onRender}>
        <ApprovalsPage />
      </Profiler>,
      { route: '/approve', session: session(), client: api.client },
    );
    // The deferred groups come in React's background renders, which a loaded machine may hold back.
    await waitFor(() => expect(screen.getAllByTestId('task-group')).toHaveLength(10), { timeout: 20_000 });
    return drawn.filter((d) => d.groups > 0);
  }

  it('draws the first client group as a page arrives, then the other nine, three at a time', async () => {
    const { groups, api } = queuePage(10);
    const shown = (await drawsOf(api)).map((d) => d.groups);
    // Each background render's commit adds three groups: short on a slow device, where the nine in one were a long task.
    expect(shown.filter((n, i) => n !== shown[i - 1])).toEqual([1, 4, 7, 10]);
    // In the page's order: the deferred nine follow the first.
    expect(screen.getAllByTestId('task-group').map((g) => within(g).getByText(/^Client\d/).textContent)).toEqual(groups.map((_, k) => `Client${k} Lee`));
  });

  it('draws up to the first group drawn open: closed groups before it do not hold its first card back', async () => {
    // Two clients with many requests (drawn closed), then one with a request, then seven more.
    expect(isGroupOpenByDefault(20)).toBe(false);
    const { api } = queuePage(10, 'PENDING', [20, 30]);
    expect((await drawsOf(api))[0]).toEqual({ groups: 3, cards: 1 });
  });
});

describe('approvals page, the request type of the link', () => {
  it('asks the type the URL names once, and follows a link to another type while open (a dashboard tile)', async () => {
    const { api } = queuePage(1);
    function Tile() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/approve?type=ExpiringRx')}>Expiring tile</button>;
    }
    renderWithProviders(
      <>
        <ApprovalsPage />
        <Tile />
      </>,
      { route: '/approve?type=AllExceptExpiringRx', session: session(), client: api.client },
    );
    await waitFor(() => expect(screen.getAllByTestId('task-card')).toHaveLength(1));
    const typeOf = (t: string) => approvalsQueryVariables('21', approvalsFiltersForQuery(t), 1, TASK_PAGE_SIZE.approvals).list;
    const asked = () => api.calls.filter((c) => c.operationName === 'GetPrescriptionTasksGrouped').map((c) => c.variables);
    expect(asked()).toEqual([typeOf('AllExceptExpiringRx')]);
    fireEvent.click(screen.getByText('Expiring tile'));
    await waitFor(() => expect(asked().at(-1)).toEqual(typeOf('ExpiringRx')));
    expect(typeOf('ExpiringRx')).not.toEqual(typeOf('AllExceptExpiringRx'));
  });
});

describe('approvals page, the open card\'s code', () => {
  const page = (status: string) => queuePage(2, status).api;

  it('loads once the page is drawn and the browser idle, with no pointer near a card, and asks the first pending card\'s data', async () => {
    const form = vi.spyOn(approvalFormModule, 'warm');
    const detail = vi.spyOn(taskDetailModule, 'warm');
    try {
      const { api } = queuePage(2, 'PENDING');
      renderWithProviders(<ApprovalsPage />, { route: '/approve', session: session(), client: api.client });
      await waitFor(() => expect(screen.getAllByTestId('task-card')).toHaveLength(2));
      await waitFor(() => expect(form).toHaveBeenCalledTimes(1));
      expect(detail).toHaveBeenCalled();
      // The first card's task and its form's queries, the second card's nothing.
      await waitFor(() => expect(api.calls.map((c) => c.operationName)).toContain('GetProductByProductId'));
      const tasks = api.calls.filter((c) => c.operationName === 'GetPrescriptionTask');
      expect(tasks.map((c) => c.variables)).toEqual([{ id: '500' }]);
      expect(api.calls.filter((c) => c.operationName === 'GetLocationClient').map((c) => c.variables)).toEqual([{ id: '50' }]);
    } finally {
      form.mockRestore();
      detail.mockRestore();
    }
  });

  it("asks the first pending card on screen, not the queue's first pending task: a first group drawn closed", async () => {
    const { groups, api } = queuePage(2, 'PENDING');
    // Ten requests and more: the first client's group is drawn closed, its card not on screen.
    groups[0]!.count = 12;
    renderWithProviders(<ApprovalsPage />, { route: '/approve', session: session(), client: api.client });
    await waitFor(() => expect(screen.getAllByTestId('task-card').map((c) => c.dataset.taskId)).toEqual(['501']));
    await waitFor(() => expect(api.calls.map((c) => c.operationName)).toContain('GetProductByProductId'));
    expect(api.calls.filter((c) => c.operationName === 'GetPrescriptionTask').map((c) => c.variables)).toEqual([{ id: '501' }]);
    expect(api.calls.filter((c) => c.operationName === 'GetLocationClient').map((c) => c.variables)).toEqual([{ id: '51' }]);
  });

  it('is left alone when no card on the page can open the authorization form', async () => {
    const form = vi.spyOn(approvalFormModule, 'warm');
    // The browser's idle moments are the test's: every warm-up the page asks for is run below, none waited for.
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      renderWithProviders(<ApprovalsPage />, { route: '/approve', session: session(), client: page('VET_APPROVED').client });
      // Both cards drawn: the page is drawn whole, which is when it would ask for the warm-up.
      await waitFor(() => expect(screen.getAllByTestId('task-card')).toHaveLength(2));
      for (const run of idle) run({ didTimeout: false, timeRemaining: () => 50 });
      expect(form).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      form.mockRestore();
    }
  });
});

describe('client group', () => {
  it('opens by default below 10 requests; its header toggles the cards and says whether they show', () => {
    const group = { locationClientId: '5', locationClient: { id: '5', firstName: 'Ann', lastName: 'Lee', email: null, isActive: true }, count: 2, tasks: [task({ id: '12' }), task({ id: '13' })] };
    renderWithProviders(
      <TaskGroupPanel group={group as never} locationId="21" filters={DEFAULT_APPROVALS_FILTERS} expandedTask={null} onExpandTask={noop} onDecline={noop} onWorkflow={noop} onCopy={noop} />,
      { session: session() },
    );
    const header = screen.getByTestId('task-group-header');
    expect(header.tagName).toBe('BUTTON');
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByTestId('task-card')).toHaveLength(2);
    expect(document.getElementById(header.getAttribute('aria-controls')!)?.contains(screen.getAllByTestId('task-card')[0])).toBe(true);
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('task-group').dataset.open).toBe('false');
    expect(screen.queryAllByTestId('task-card')).toHaveLength(0);
    fireEvent.click(header);
    expect(screen.getAllByTestId('task-card')).toHaveLength(2);
  });
});

describe('duplicate link', () => {
  // A client group of 12 requests: the queue shows the first 10, the group pages through the rest.
  const tasks = Array.from({ length: 12 }, (_, i) => task({ id: String(100 + i), createdTimestamp: `2026-03-${String(20 - i).padStart(2, '0')}T10:00:00Z` }));
  const flagged = { ...tasks[0], duplicates: [{ kind: 'task', prescriptionTaskId: '111', prescriptionId: null, rxNumber: null, productTitle: 'Carprofen 75 mg', at: tasks[11].createdTimestamp }] } as (typeof tasks)[number];
  const group = { locationClientId: '5', locationClient: { id: '5', firstName: 'Ann', lastName: 'Lee', email: null, isActive: true }, count: 12, tasks: [flagged, ...tasks.slice(1, 10)] };
  const page = (skip: number) => (skip === 0 ? group.tasks : tasks.slice(10));

  async function openGroup() {
    const api = mockApi({ GetPrescriptionTasks: (v: Record<string, unknown>) => ({ getPrescriptionTasks: page(Number(v.skip ?? 0)) }) });
    renderWithProviders(
      <TaskGroupPanel group={group as never} locationId="21" filters={DEFAULT_APPROVALS_FILTERS} expandedTask={null} onExpandTask={noop} onDecline={noop} onWorkflow={noop} onCopy={noop} />,
      { session: session(), client: api.client },
    );
    // 12 requests: the group starts closed (spec: open by default below 10).
    fireEvent.click(screen.getByTestId('task-group-header'));
    await waitFor(() => expect(document.querySelector('[data-task-id="100"]')).toBeTruthy());
    return api;
  }

  it('pages the client group to a request on another page and focuses its card', async () => {
    const api = await openGroup();
    expect(document.querySelector('[data-task-id="111"]')).toBeNull();
    fireEvent.click(screen.getByTestId('task-duplicate-link'));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-task-id')).toBe('111'));
    expect(api.calls.some((c) => c.operationName === 'GetPrescriptionTasks' && c.variables.skip === 10 && c.variables.locationClientId === '5')).toBe(true);
  });

  it('says so when the other request is not in the list', async () => {
    const elsewhere = { ...flagged, duplicates: [{ ...flagged.duplicates[0], prescriptionTaskId: '999' }] };
    group.tasks[0] = elsewhere;
    try {
      await openGroup();
      fireEvent.click(screen.getByTestId('task-duplicate-link'));
      await waitFor(() => expect(screen.getByText(APPROVALS_TRIAGE_MESSAGES.duplicates.notShown.title)).toBeVisible());
      expect(document.activeElement?.getAttribute('data-task-id')).not.toBe('999');
    } finally {
      group.tasks[0] = flagged;
    }
  });
});
