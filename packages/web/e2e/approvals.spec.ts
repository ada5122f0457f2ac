/**
 * The approvals queue as a vet uses it (issue 6): filter by type, status and date, open a client's
 * group, approve a client request (it leaves the pending list, appears in history and the dashboard
 * count drops), decline with Recently Purchased and a 3 month supply, decline and copy into a new draft,
 * assign a workflow user and status. Each test that acts on a request creates it through the sandbox
 * storefront (issue 14), so no seeded task is used up and none depends on another's writes.
 */
import { expect, test, type Page } from '@playwright/test';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import {
  GetPrescriptionTasksDocument,
  type GetPrescriptionTasksQuery,
} from '@vetrx/core/operations/GetPrescriptionTasks';
import { GetPrescriptionTasksCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import { GetLocationDocument, type GetLocationQuery } from '@vetrx/core/operations/GetLocation';
import { PRESCRIBING_FORM_LABELS, PRESCRIBING_LABELS } from '@vetrx/core/messages';
import { expectToast, gql, screens, signIn } from './helpers';
import { giveSafetyReasonIfAsked, mapleGrove, openTaskCard, passConflictNote, showTask, taskDetail } from './records';
import { sandboxDriver } from './sandbox';

type Task = GetPrescriptionTasksQuery['getPrescriptionTasks'][number];

/** The task card holding the keyboard's focus (the card itself or a control in it), if any. */
const focusedTaskId = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-testid="task-card"]')?.dataset.taskId ?? null);

async function pendingTasks(page: Page, locationId: string, type: string): Promise<Task[]> {
  const r = await gql<GetPrescriptionTasksQuery>(page, GetPrescriptionTasksDocument, { locationId, status: ['PENDING'], type: [type], take: 200 });
  return r.getPrescriptionTasks;
}

/** Sets the status filter to exactly these labels. */
async function setStatuses(page: Page, labels: string[]) {
  await page.getByTestId('filter-status').click();
  // The menu loads on first use: its items once it is open.
  await expect(page.getByRole('menuitemcheckbox').first()).toBeVisible();
  for (const item of await page.getByRole('menuitemcheckbox').all()) {
    const name = (await item.innerText()).trim();
    const checked = (await item.getAttribute('aria-checked')) === 'true';
    if (checked !== labels.includes(name)) await item.click();
  }
  await page.keyboard.press('Escape');
}

test.describe('approvals', () => {
  // Each test walks several screens against the real server; a loaded machine needs more than the default.
  test.describe.configure({ timeout: 120_000 });

  test('filter the queue by type, status and date, and open a group', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev', '/approve?type=ExpiringRx');
    await expect(page.getByTestId('approvals-list')).toBeVisible();
    await expect(page.getByTestId('filter-request-type')).toHaveValue('expiring');
    const types = await page.getByTestId('task-type').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Expiring Rx Request']));
    await expect(page.getByTestId('filter-status')).toHaveAttribute('aria-label', 'Status: Pending');
    await screens(page, 'approvals-expiring');

    // Every type, statuses Approved By Vet and Declined By Vet.
    await page.getByTestId('filter-request-type').selectOption('');
    await setStatuses(page, ['Approved By Vet', 'Declined By Vet']);
    await expect(page.getByTestId('task-status').first()).toBeVisible();
    await expect
      .poll(async () => new Set((await page.getByTestId('task-status').allInnerTexts()).map((s) => (s.startsWith('Approved By') ? 'approved' : s))))
      .toEqual(new Set(['approved', 'Declined']));

    // Created in the last 3 days: the summary agrees with the server's count for the same instants.
    const { locationId } = await mapleGrove(page);
    const today = new Date();
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 3);
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    await setStatuses(page, ['Pending']);
    await page.getByTestId('filter-created-from').fill(day(from));
    await page.getByTestId('filter-created-to').fill(day(today));
    const expected = await gql<{ getPrescriptionTasksCount: number }>(page, GetPrescriptionTasksCountDocument, {
      locationId,
      status: ['PENDING'],
      startDateTime: from.toISOString(),
      endDateTime: new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59, 59, 999).toISOString(),
    });
    await expect(page.getByTestId('approvals-summary')).toContainText(`${expected.getPrescriptionTasksCount} request`);
    // The count and the list are two queries: read the cards until the filtered list has replaced the last one.
    const created = () => page.getByTestId('task-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-created') ?? ''));
    await expect.poll(async () => (await created()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await created()).filter((at) => new Date(at).getTime() < from.getTime())).toEqual([]);

    // A client with 10 or more pending requests starts closed; opening it shows its first page of 10.
    await page.getByTestId('filters-clear').click();
    const firstClosed = page.locator('[data-testid="task-group"][data-open="false"]').first();
    await expect(firstClosed).toBeVisible();
    const closed = page.locator(`[data-testid="task-group"][data-client-id="${await firstClosed.getAttribute('data-client-id')}"]`);
    const count = Number((await closed.getByTestId('task-group-count').innerText()).match(/\d+/)![0]);
    expect(count).toBeGreaterThanOrEqual(10);
    await expect(closed.getByTestId('task-card')).toHaveCount(0);
    await closed.getByTestId('task-group-header').click();
    await expect(closed).toHaveAttribute('data-open', 'true');
    await expect(closed.getByTestId('task-card')).toHaveCount(10);
    await screens(page, 'approvals-group-open');
  });

  test('approve a pending client request: it leaves the pending list, appears in history, and the dashboard count drops', async ({ page, browser }) => {
    // The client's request comes from the sandbox storefront (no seeded task is used up).
    const request = await (await sandboxDriver(browser)).clientRequest('Maple Grove Animal Hospital');
    await signIn(page, 'vet@demo.vetrx.dev');
    await expect(page.getByTestId('tile-pending-count')).toBeVisible();
    const before = Number((await page.getByTestId('tile-pending-count').innerText()).replace(/,/g, ''));
    const { locationId } = await mapleGrove(page);
    const task: Task | null = (await pendingTasks(page, locationId, 'approval')).find((t) => t.id === request.taskId) ?? null;
    expect(task).not.toBeNull();
    const card = await showTask(page, task!);
    await card.getByTestId('task-approve').click();
    const form = card.getByTestId('prescription-form');
    await expect(form).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText('Prescription', { exact: true })).toBeVisible();
    await form.getByTestId('input-directions').fill('Give 1 capsule by mouth once daily with food.');
    await form.getByTestId('input-refills').fill('0');
    await screens(page, 'approvals-approve-form');
    await form.getByTestId('submit-rx').click();
    await passConflictNote(page);
    await expectToast(page, 'Request Approved');
    await expect(page.locator(`[data-testid="task-card"][data-task-id="${task!.id}"]`)).toHaveCount(0);

    const approved = await taskDetail(page, task!.id);
    expect(approved.status).toBe('VET_APPROVED');
    const history = await gql<{ getPrescriptionHistory: Array<{ id: string; product: { title: string } }> }>(page, GetPrescriptionHistoryDocument, {
      locationId,
      locationPatientId: task!.locationPatientId,
      take: 1,
    });
    expect(history.getPrescriptionHistory[0].id).toBe(approved.prescriptionId);

    // In /history: the client's newest prescription is the approved one.
    await page.goto('/history');
    const client = page.getByTestId('filter-client');
    await client.getByRole('combobox').fill(task!.locationClient.lastName ?? '');
    await page.getByRole('option', { name: new RegExp(`${task!.locationClient.firstName} ${task!.locationClient.lastName}`) }).first().click();
    const row = page.locator(`[data-testid="rx-row"][data-rx-id="${approved.prescriptionId}"]`);
    await expect(row).toBeVisible();
    await expect(page.getByTestId('rx-row').first()).toHaveAttribute('data-rx-id', approved.prescriptionId!);
    await screens(page, 'history-after-approval');

    await page.goto('/dashboard');
    await expect.poll(async () => Number((await page.getByTestId('tile-pending-count').innerText()).replace(/,/g, ''))).toBe(before - 1);
  });

  test('the approve form says Print Rx when no pharmacy of the location fills the product, and Approve when one does', async ({ page, browser }) => {
    // Two new Recommendation Requests at Maple Grove (pharmacies RVP, GGVCP, HSRX): a NutriVet diet
    // fulfilled by Northwest Veterinary Diets (NWVD, not a pharmacy of Maple Grove), and a product of the
    // storefront's first page filled by one of its pharmacies.
    const sb = await sandboxDriver(browser);
    const printed = await sb.recommendation('Maple Grove Animal Hospital', { productText: 'Renal Support Canine Dry Small Bites' });
    // The browser's print dialog, stood in for (a real one would hold a headed run).
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationId } = await mapleGrove(page);
    const pharmacies = (await gql<GetLocationQuery>(page, GetLocationDocument, { id: locationId })).getLocation!.locationPharmacies.map((p) => p.code);
    const task = await taskDetail(page, printed.taskId);
    expect(task.status).toBe('PENDING');
    expect(pharmacies).not.toContain(task.product.fullfillmentVendor);

    const card = await showTask(page, task);
    await card.getByTestId('task-approve').click();
    const form = card.getByTestId('prescription-form');
    await expect(form).toBeVisible({ timeout: 20_000 });
    const submit = form.getByTestId('submit-rx');
    // The spec's text verbatim: the button names what the submission does.
    await expect(submit).toHaveText(PRESCRIBING_LABELS.printRx);
    await expect(form.getByRole('button', { name: PRESCRIBING_FORM_LABELS.approve, exact: true })).toHaveCount(0);
    await form.getByTestId('input-directions').fill('Feed as the sole diet, 2 cups twice daily.');
    await form.getByTestId('input-refills').fill('0');
    await giveSafetyReasonIfAsked(form);
    await submit.scrollIntoViewIfNeeded();
    await screens(page, 'approvals-approve-form-print-rx');

    // Print Rx sends a PrintRx save attached to the request, then the form opens the print view.
    const saved = page.waitForRequest((r) => r.url().includes('/graphql') && r.method() === 'POST' && (r.postDataJSON() as { operationName?: string } | null)?.operationName === 'AddPrescription');
    await submit.click();
    await passConflictNote(page);
    const body = (await saved).postDataJSON() as { operationName?: string; variables: { addPrescriptionType: string; prescriptionTaskToAttach?: { id: string } | null } };
    expect(body.variables.addPrescriptionType).toBe('PrintRx');
    expect(body.variables.prescriptionTaskToAttach?.id).toBe(task.id);
    await expectToast(page, 'Request Approved');
    await expect.poll(async () => (await taskDetail(page, task.id)).status).toBe('VET_APPROVED');

    // The print view is open, and stays when the queue's refresh (the live update) takes the approved
    // request's card away: it is drawn by the page, not inside the card (it went with the card).
    const view = page.getByTestId('print-view');
    await expect(view).toBeVisible();
    await expect(view.getByTestId('print-button')).toHaveAttribute('data-recorded', 'true');
    await expect(page.locator(`[data-testid="task-card"][data-task-id="${task.id}"]`)).toHaveCount(0);
    await expect(view).toBeVisible();
    await expect(view.getByTestId('print-button')).toBeEnabled();
    await screens(page, 'approvals-print-view-after-approval');
    // Closing it returns to the queue, the request gone from it.
    await view.getByTestId('print-close').click();
    await expect(view).toHaveCount(0);
    await expect(page.getByTestId('approvals-list').or(page.getByTestId('approvals-empty'))).toBeVisible();
    await expect(page.locator(`[data-testid="task-card"][data-task-id="${task.id}"]`)).toHaveCount(0);
    // The focus is on the queue (the list's next card, its count, or the empty queue's title), not the page.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="approvals-list"], [data-testid="approvals-empty"]') !== null)).toBe(true);
    await screens(page, 'approvals-after-print-closed');

    // A product one of the location's pharmacies fills: the same form says Approve.
    await page.goto('/approve');
    const approved = await sb.recommendation('Maple Grove Animal Hospital', { productText: 'Carprofen' });
    const other = await taskDetail(page, approved.taskId);
    expect(pharmacies).toContain(other.product.fullfillmentVendor);
    const otherCard = await showTask(page, other);
    await otherCard.getByTestId('task-approve').click();
    const otherForm = otherCard.getByTestId('prescription-form');
    await expect(otherForm).toBeVisible({ timeout: 20_000 });
    await expect(otherForm.getByTestId('submit-rx')).toHaveText(PRESCRIBING_FORM_LABELS.approve);
  });

  test('decline with Recently Purchased and a 3 month supply; the reason is stored', async ({ page, browser }) => {
    const request = await (await sandboxDriver(browser)).clientRequest('Maple Grove Animal Hospital');
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const task = await taskDetail(page, request.taskId);
    const card = await showTask(page, task);
    await card.getByTestId('task-decline').click();
    const modal = page.getByTestId('decline-request-modal');
    await expect(modal).toBeVisible();
    await modal.getByTestId('decline-submit').click();
    await expect(modal.getByText('This field is required')).toBeVisible();
    await modal.getByTestId('decline-reason').selectOption('Recently Purchased');
    await modal.getByTestId('decline-supply').selectOption({ label: '3 month supply' });
    // A stray click outside keeps the chosen reason: the modal closes outside only while untouched.
    await page.mouse.click(8, 8);
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('decline-supply')).toHaveValue('3');
    await screens(page, 'approvals-decline-modal');
    await modal.getByTestId('decline-submit').click();
    await expectToast(page, 'Decline Successfully');
    await expect(modal).toBeHidden();
    await expect(card).toHaveCount(0);

    await setStatuses(page, ['Declined By Vet']);
    const declined = page.locator(`[data-testid="task-card"][data-task-id="${task.id}"]`);
    await expect(declined).toBeVisible();
    await expect(declined.getByTestId('task-status')).toHaveText('Declined');
    await declined.getByTestId('task-view').click();
    await expect(declined.getByTestId('task-info').locator('[data-label="Reason"]')).toHaveText('Recently Purchased-3 month supply');
    expect((await taskDetail(page, task.id)).actionReason).toBe('Recently Purchased-3 month supply');
  });

  test('declining from the keyboard moves the focus to the next card, or to the queue\'s title when none is left', async ({ page, browser }) => {
    const sb = await sandboxDriver(browser);
    const request = await sb.clientRequest('Maple Grove Animal Hospital');
    await signIn(page, 'vet@demo.vetrx.dev', '/approve');
    const task = await taskDetail(page, request.taskId);
    // The whole queue: the new request among the others (the ones around it stay), every group drawn.
    await expect(page.getByTestId('approvals-list')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('approvals-list')).toHaveAttribute('aria-busy', 'false');
    const card = await openTaskCard(page, task);
    const order = await page.getByTestId('task-card').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.taskId!));
    const at = order.indexOf(task.id);
    expect(order.length).toBeGreaterThan(1);
    const next = at + 1 < order.length ? order[at + 1] : order[at - 1];

    // d on the focused card opens the modal; a reason, Tab to Decline, Enter.
    await card.focus();
    await page.keyboard.press('d');
    const modal = page.getByTestId('decline-request-modal');
    await expect(modal).toBeVisible();
    await modal.getByTestId('decline-reason').selectOption('Due for exam');
    await modal.getByTestId('decline-submit').focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Decline Successfully');
    await expect(modal).toBeHidden();
    await expect(card).toHaveCount(0);
    // Not the page: the card that followed it, with its focus ring, ready for the next key.
    await expect.poll(() => focusedTaskId(page)).toBe(next);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    await expect(page.locator(`[data-testid="task-card"][data-task-id="${next}"]`)).toBeFocused();
    await screens(page, 'approvals-decline-focus-next');

    // The last request in view (the queue narrowed to one pet): the focus goes to the list's count, or
    // to the empty queue's title when nothing is left.
    const last = await taskDetail(page, (await sb.clientRequest('Maple Grove Animal Hospital')).taskId);
    const lastCard = await showTask(page, last);
    await expect(page.getByTestId('approvals-list')).toHaveAttribute('aria-busy', 'false');
    const others = await page.getByTestId('task-card').count();
    await lastCard.focus();
    await page.keyboard.press('d');
    await expect(modal).toBeVisible();
    await modal.getByTestId('decline-reason').selectOption('Due for exam');
    await modal.getByTestId('decline-submit').focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Decline Successfully');
    await expect(lastCard).toHaveCount(0);
    // (Another pet of the same name can share the narrowed queue: then the focus is on its card.)
    if (others > 1) await expect.poll(() => focusedTaskId(page)).not.toBeNull();
    else await expect(page.getByTestId('approvals-empty-title')).toBeFocused();
    await screens(page, 'approvals-decline-focus-last');
  });

  test('decline and copy opens a new draft from the request', async ({ page, browser }) => {
    // A Recommendation Request from the sandbox storefront (an active, non-controlled product).
    const request = await (await sandboxDriver(browser)).recommendation('Maple Grove Animal Hospital');
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const locationId = request.locationId;
    const task = await taskDetail(page, request.taskId);
    const card = await showTask(page, task);
    await card.getByTestId('task-decline').click();
    const modal = page.getByTestId('decline-request-modal');
    await modal.getByTestId('decline-reason').selectOption('Due for exam');
    await modal.getByTestId('decline-and-copy').click();
    await expectToast(page, 'Decline Successfully');
    await expect(page).toHaveURL(/\/create\/rx\/direct\/?$/);
    const form = page.getByTestId('prescription-form');
    await expect(form).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('form-product-name')).toContainText(task.product.productFamily.name);
    await screens(page, 'approvals-decline-and-copy');
    await page.getByTestId('save-draft').click();
    await expectToast(page, /Draft saved/i);

    expect((await taskDetail(page, task.id)).status).toBe('VET_DECLINED');
    const drafts = await gql<{ getPrescriptionHistory: Array<{ rxStatus: { code: string }; rxOrigin: { code: string }; productId: string }> }>(page, GetPrescriptionHistoryDocument, {
      locationId,
      locationPatientId: task.locationPatientId,
      rxStatusFilters: ['DRAFT'],
      take: 1,
    });
    expect(drafts.getPrescriptionHistory[0]).toMatchObject({ rxStatus: { code: 'Draft' }, rxOrigin: { code: 'copy' }, productId: task.productId });
  });

  test('assign a workflow user and status; an inactive workflow user is flagged', async ({ page, browser }) => {
    const request = await (await sandboxDriver(browser)).clientRequest('Maple Grove Animal Hospital');
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationId } = await mapleGrove(page);
    const task = await taskDetail(page, request.taskId);
    expect(task.prescriptionTaskWorkflow).toBeNull();
    const card = await showTask(page, task);
    await card.getByTestId('task-workflow').click();
    const modal = page.getByTestId('workflow-modal');
    await expect(modal).toBeVisible();
    await modal.getByTestId('workflow-submit').click();
    await expect(modal.getByText('This field is required').first()).toBeVisible();
    await modal.getByTestId('workflow-user').selectOption({ index: 1 });
    const user = (await modal.getByTestId('workflow-user').locator('option:checked').innerText()).replace(/ \(.*\)$/, '');
    await modal.getByTestId('workflow-status').selectOption({ label: 'Awaiting Callback' });
    await modal.getByTestId('workflow-note').fill('Owner asked for a call back after 5 pm.');
    await screens(page, 'approvals-workflow-modal');
    await modal.getByTestId('workflow-submit').click();
    await expectToast(page, 'Workflow Saved');
    await expect(card.getByTestId('task-workflow-badge')).toHaveText('Awaiting Callback');
    const saved = (await taskDetail(page, task.id)).prescriptionTaskWorkflow!;
    expect(saved).toMatchObject({ currentWorkflowStatus: { description: 'Awaiting Callback' }, internalNote: 'Owner asked for a call back after 5 pm.', workflowLocationUser: { displayName: user } });

    // The first workflow of Maple Grove names a vet whose assignment there is revoked.
    const all = await gql<GetPrescriptionTasksQuery>(page, GetPrescriptionTasksDocument, { locationId, status: ['PENDING'], take: 200 });
    const flagged = all.getPrescriptionTasks.find((t) => t.prescriptionTaskWorkflow?.workflowLocationUser?.isActive === false)!;
    const flaggedCard = await showTask(page, flagged);
    await flaggedCard.getByTestId('task-workflow').click();
    await expect(page.getByTestId('workflow-inactive-warning')).toHaveText('This user is inactive, please select an active user.');
  });
});
