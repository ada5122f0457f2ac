/**
 * The sandbox (issue 14):
 * - one order from the storefront through a vet's approval, the pharmacy and shipping to an archive:
 *   the client's order becomes a pending Client Request in the queue, the vet approves it, the next
 *   tick places the order, the Archive button is disabled while the line is in progress, the pharmacy
 *   receives and accepts the Rx, the line is readied and shipped (order history shows Shipped and the
 *   tracking link), the Archive button turns on and the vet archives the prescription;
 * - a support user drives the same from the Sandbox page (clock, storefront, pharmacy, feed).
 * Every task here is created through the sandbox; no seeded task is used up.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  GetPrescriptionDetailDocument,
  type GetPrescriptionDetailQuery,
} from '@vetrx/core/operations/GetPrescriptionDetail';
import { GetPrescriptionTaskDocument, type GetPrescriptionTaskQuery } from '@vetrx/core/operations/GetPrescriptionTask';
import { APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { expectToast, gql, screens, signIn } from './helpers';
import { passConflictNote, showTask } from './records';
import { sandboxDriver, type SandboxRequest } from './sandbox';

const MAPLE_GROVE = 'Maple Grove Animal Hospital';

/** The approvals queue narrowed to the request's pet; returns its task card. */
const requestCard = (page: Page, request: SandboxRequest) => showTask(page, { id: request.taskId, locationClientId: request.locationClientId, locationPatient: { name: request.patientName } });

/** /history narrowed to the client, then the prescription's row opened. */
async function openDetail(page: Page, request: SandboxRequest, rxId: string) {
  await page.goto('/history');
  await page.getByTestId('filter-client').getByRole('combobox').fill(request.clientLastName);
  await page.getByRole('option', { name: new RegExp(`${request.clientFirstName} ${request.clientLastName}`) }).first().click();
  const row = page.locator(`[data-testid="rx-row"][data-rx-id="${rxId}"]`);
  await expect(row).toBeVisible();
  await row.locator('button').first().click();
  const drawer = page.getByTestId('rx-detail');
  await expect(drawer.getByTestId('rx-detail-rows')).toBeVisible();
  return drawer;
}

test.describe('sandbox', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an order from the storefront through approval, the pharmacy and shipping to an archive', async ({ page, browser }) => {
    const sb = await sandboxDriver(browser);
    const request = await sb.clientRequest(MAPLE_GROVE, { quantity: 2 });
    const loc = request.locationId;

    // The vet finds the client's request in the queue and approves it.
    await signIn(page, 'vet@demo.vetrx.dev', '/approve');
    const card = await requestCard(page, request);
    await expect(card.getByTestId('task-type')).toHaveText('Client Request');
    await card.getByTestId('task-approve').click();
    const form = card.getByTestId('prescription-form');
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByTestId('input-directions').fill('Give 1 tablet by mouth once daily with food.');
    await form.getByTestId('input-refills').fill('1');
    await form.getByTestId('submit-rx').click();
    await passConflictNote(page);
    await expectToast(page, 'Request Approved');
    const task = (await gql<GetPrescriptionTaskQuery>(page, GetPrescriptionTaskDocument, { id: request.taskId })).getPrescriptionTask!;
    expect(task.status).toBe('VET_APPROVED');
    const rxId = task.prescriptionId!;

    // The next tick places the waiting order with the new prescription and sends it to the pharmacy.
    expect((await sb.tick(loc)).ordersPlaced).toBeGreaterThanOrEqual(1);
    const line = (await sb.lines(loc)).find((l) => l.prescriptionId === rxId)!;
    expect(line).toMatchObject({ status: 'in-progress', orderStatus: 'in-progress', rxStatus: 'SentToPharmacy' });

    // While the line is in progress the prescription cannot be archived.
    let drawer = await openDetail(page, request, rxId);
    await expect(drawer.getByTestId('rx-order-card').filter({ hasText: line.orderNumber })).toBeVisible();
    await expect(drawer.getByTestId('archive-button')).toBeDisabled();
    await drawer.getByTestId('archive-tooltip-anchor').hover();
    await expect(page.getByText(APPROVALS_RECORD_MESSAGES.archive.orderInProgress)).toBeVisible();
    await screens(page, 'sandbox-archive-guard-on');

    // The pharmacy receives and accepts the Rx; the line is readied and shipped.
    expect(await sb.advanceRx(rxId)).toBe('ReceivedByPharmacy');
    expect(await sb.advanceRx(rxId)).toBe('AcceptedByPharmacy');
    expect(await sb.moveLine(line.lineItemId)).toBe('ready-for-fulfillment');
    await page.reload();
    drawer = await openDetail(page, request, rxId);
    await expect(drawer.getByTestId('archive-button')).toBeDisabled();
    expect(await sb.moveLine(line.lineItemId)).toBe('shipped');
    const shipped = (await sb.lines(loc)).find((l) => l.lineItemId === line.lineItemId)!;
    expect(shipped.trackingUrl).toContain(shipped.trackingNumber!);

    // Order history shows the real state and the tracking link.
    await page.goto('/orders');
    await page.getByTestId('order-name-filter').fill(request.clientLastName);
    const orderCard = page.getByTestId('order-card').filter({ hasText: line.orderNumber });
    await expect(orderCard).toBeVisible();
    await expect(orderCard.getByTestId('line-status').first()).toHaveText(new RegExp(APPROVALS_RECORD_MESSAGES.orders.shipped, 'i'));
    await expect(orderCard.getByTestId('tracking-link').first()).toHaveAttribute('href', shipped.trackingUrl!);
    await screens(page, 'sandbox-order-shipped');

    // Shipped: the guard is off and the vet archives the prescription.
    drawer = await openDetail(page, request, rxId);
    await expect(drawer.getByTestId('archive-button')).toBeEnabled();
    await drawer.getByTestId('archive-button').click();
    await page.getByTestId('archive-confirm').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Archive rx Successfully');
    await expect(drawer.getByTestId('archive-button')).toHaveText(/archived/);
    const stored = (await gql<GetPrescriptionDetailQuery>(page, GetPrescriptionDetailDocument, { id: rxId })).getPrescriptionDetail!;
    expect(stored.archived).toBe(true);

    // The delivery still reaches the order.
    expect(await sb.moveLine(line.lineItemId)).toBe('delivered');
    expect((await sb.lines(loc)).find((l) => l.lineItemId === line.lineItemId)).toMatchObject({ status: 'delivered', orderStatus: 'completed' });
  });

  // Support acting as themselves picks the pet owner and pet through sandboxCustomers (the portal's client
  // screens stay closed to support outside impersonation).
  test('a support user drives the storefront, the pharmacy and the clock from the Sandbox page', async ({ page, browser }) => {
    const sb = await sandboxDriver(browser);
    const request = await sb.clientRequest(MAPLE_GROVE);
    await signIn(page, 'support@demo.vetrx.dev', '/support');
    await page.getByRole('navigation', { name: 'Support menu' }).getByRole('link', { name: 'Sandbox' }).click();
    await expect(page).toHaveURL(/\/support\/sandbox$/);
    await expect(page.getByTestId('sandbox-ticks')).not.toHaveText('—');
    await expect(page.getByTestId('sandbox-auto')).toHaveText('Off');
    await page.getByTestId('sandbox-location').selectOption({ label: MAPLE_GROVE });

    // The storefront: the same pet and product again → another Client Request (no Rx on file yet).
    await page.getByTestId('sandbox-client-search').fill(request.clientLastName);
    await expect(page.getByTestId('sandbox-client').locator(`option[value="${request.locationClientId}"]`)).toHaveCount(1);
    await page.getByTestId('sandbox-client').selectOption(request.locationClientId);
    await expect(page.getByTestId('sandbox-pet').locator(`option[value="${request.locationPatientId}"]`)).toHaveCount(1);
    await page.getByTestId('sandbox-pet').selectOption(request.locationPatientId);
    await page.getByTestId('sandbox-product-search').fill('a');
    await expect(page.getByTestId('sandbox-product').locator('option')).not.toHaveCount(1);
    await page.getByTestId('sandbox-product').selectOption({ index: 1 });
    await page.getByTestId('sandbox-quantity').fill('2');
    await page.getByTestId('sandbox-recommend').click();
    await expectToast(page, 'Task raised');
    await expect(page.getByTestId('sandbox-event').first()).toContainText('Recommendation raised');

    // The clock: a tick with new traffic moves the clock on.
    const ticks = Number(await page.getByTestId('sandbox-ticks').innerText());
    await page.getByTestId('sandbox-tick').click();
    await expectToast(page, 'Ticked');
    await expect(page.getByTestId('sandbox-ticks')).toHaveText(String(ticks + 1));

    // The pharmacy: an order placed against a fresh Rx, moved from the page.
    const other = await sb.clientRequest(MAPLE_GROVE);
    const vet = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.VETRX_E2E_PORT}` });
    try {
      const vetPage = await vet.newPage();
      await signIn(vetPage, 'vet@demo.vetrx.dev', '/approve');
      const card = await requestCard(vetPage, other);
      await card.getByTestId('task-approve').click();
      const form = card.getByTestId('prescription-form');
      await expect(form).toBeVisible({ timeout: 20_000 });
      await form.getByTestId('input-directions').fill('Give 1 tablet by mouth once daily.');
      await form.getByTestId('input-refills').fill('0');
      await form.getByTestId('submit-rx').click();
      await passConflictNote(vetPage);
      await expectToast(vetPage, 'Request Approved');
    } finally {
      await vet.close();
    }
    await sb.tick(other.locationId);
    await page.reload();
    await page.getByTestId('sandbox-location').selectOption({ label: MAPLE_GROVE });
    const row = page.getByTestId('sandbox-line').filter({ hasText: other.patientName }).first();
    await expect(row.getByTestId('sandbox-line-rx-status')).toHaveText('SentToPharmacy');
    await row.getByTestId('sandbox-rx-advance').click();
    await expect(row.getByTestId('sandbox-line-rx-status')).toHaveText('ReceivedByPharmacy');
    await row.getByTestId('sandbox-rx-advance').click();
    await expect(row.getByTestId('sandbox-line-rx-status')).toHaveText('AcceptedByPharmacy');
    await row.getByTestId('sandbox-line-move').click();
    await expect(row.getByTestId('sandbox-line-status')).toHaveText('ready-for-fulfillment');
    await row.getByTestId('sandbox-line-move').click();
    await expect(row.getByTestId('sandbox-line-status')).toHaveText('shipped');
    await expect(row.getByRole('link')).toHaveAttribute('href', /SBX\d{9}/);
    await row.getByTestId('sandbox-line-refund').click();
    await expect(row.getByTestId('sandbox-line-status')).toHaveText('refunded');
    await expect(page.getByTestId('sandbox-event').first()).toContainText('Order line shipped → refunded');
    await screens(page, 'sandbox-page');
  });
});
