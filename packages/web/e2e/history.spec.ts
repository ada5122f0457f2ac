/**
 * Prescription history and the Rx detail view as a vet uses them (issue 6): archive a prescription
 * whose orders are finished (Confirm Archival? → Yes → archived), and see the Archive button disabled
 * with its tooltip on one whose client order is still in progress. Records are found through the API
 * with the page's own session, then handled through the screens.
 */
import { expect, test, type Page } from '@playwright/test';
import { archiveButtonState } from '@vetrx/core/archive';
import {
  GetOrdersByLocationIdDocument,
  GetPrescriptionDetailDocument,
  MeDocument,
  type GetOrdersByLocationIdQuery,
  type GetPrescriptionDetailQuery,
  type MeQuery,
} from '@vetrx/core/api';
import { expectToast, gql, screens, signIn } from './helpers';

type Detail = NonNullable<GetPrescriptionDetailQuery['getPrescriptionDetail']>;

async function riverside(page: Page): Promise<string> {
  const { me } = await gql<MeQuery>(page, MeDocument, {});
  return me.user!.locationsUsers.find((lu) => lu.location.name === 'Riverside Veterinary Clinic')!.locationId;
}

/** The first not-archived prescription of the location whose related orders match `inProgress`. */
async function prescriptionWithOrders(page: Page, locationId: string, inProgress: boolean): Promise<Detail> {
  // Candidates from the location's orders (statuses in progress or not), then the detail decides.
  const open = ['in-progress', 'ready for fulfillment', 'sent to fulfillment'];
  const orders = await gql<GetOrdersByLocationIdQuery>(page, GetOrdersByLocationIdDocument, { locationId, take: 100, skip: 0 });
  const ids = new Set<string>();
  for (const o of orders.getOrdersByLocationId) {
    if (open.includes(o.status.code) !== inProgress) continue;
    for (const l of o.lineItems) if (l.prescriptionId) ids.add(l.prescriptionId);
  }
  for (const id of ids) {
    const d = (await gql<GetPrescriptionDetailQuery>(page, GetPrescriptionDetailDocument, { id })).getPrescriptionDetail!;
    if (d.archived || !d.locationClient || d.orders.length === 0) continue;
    if (archiveButtonState(d, d.orders).disabled === inProgress) return d;
  }
  throw new Error(`no prescription with ${inProgress ? 'an order in progress' : 'finished orders'}`);
}

/** /history narrowed to the prescription's client, then its row opened. */
async function openDetail(page: Page, rx: Detail) {
  await page.goto('/history');
  const client = page.getByTestId('filter-client');
  await client.getByRole('combobox').fill(rx.locationClient!.lastName ?? '');
  await page.getByRole('option', { name: new RegExp(`${rx.locationClient!.firstName} ${rx.locationClient!.lastName}`) }).first().click();
  const row = page.locator(`[data-testid="rx-row"][data-rx-id="${rx.id}"]`);
  await expect(row).toBeVisible();
  await row.locator('button').first().click();
  const drawer = page.getByTestId('rx-detail');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('rx-detail-rows')).toBeVisible();
  return drawer;
}

test.describe('history and archive', () => {
  test.describe.configure({ timeout: 120_000 });

  test('archive a prescription whose orders are finished; one with an order in progress cannot be archived', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev');
    // Riverside: the location this spec acts on (the approvals spec acts on Maple Grove).
    await page.getByTestId('location-switcher').click();
    await page.getByRole('menuitem', { name: /Riverside Veterinary Clinic/ }).click();
    await expect(page.getByTestId('location-switcher')).toContainText('Riverside');
    const locationId = await riverside(page);
    const finished = await prescriptionWithOrders(page, locationId, false);
    const busy = await prescriptionWithOrders(page, locationId, true);

    let drawer = await openDetail(page, finished);
    await expect(drawer.locator('[data-field="rxNumber"]')).toContainText(finished.rxNumber ?? 'N/A');
    await expect(drawer.locator('[data-field="officeUse"]')).toBeVisible();
    await expect(drawer.getByTestId('rx-order-card').first()).toBeVisible();
    await screens(page, 'history-rx-detail');
    await expect(drawer.getByTestId('archive-button')).toBeEnabled();
    await drawer.getByTestId('archive-button').click();
    const confirm = page.getByTestId('archive-confirm');
    await expect(confirm.getByText('Confirm Archival?')).toBeVisible();
    await expect(confirm.getByText('Proceed with Rx archival?')).toBeVisible();
    await screens(page, 'history-archive-confirm');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Archive rx Successfully');
    await expect(drawer.getByTestId('archive-button')).toBeDisabled();
    await expect(drawer.getByTestId('archive-button')).toHaveText(/archived/);
    await expect(drawer.getByTestId('rx-status').first()).toHaveText(/Archived/);
    const stored = (await gql<GetPrescriptionDetailQuery>(page, GetPrescriptionDetailDocument, { id: finished.id })).getPrescriptionDetail!;
    expect(stored.archived).toBe(true);
    await drawer.getByTestId('rx-close').click();
    await expect(drawer).toBeHidden();

    drawer = await openDetail(page, busy);
    const button = drawer.getByTestId('archive-button');
    await expect(button).toBeDisabled();
    await drawer.getByTestId('archive-tooltip-anchor').hover();
    await expect(page.getByText('A client order for this prescription is still in progress, so it cannot be archived until processing completes.')).toBeVisible();
    await screens(page, 'history-archive-disabled');
  });

  test('the history list: filters, page size, and the status tooltip', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev');
    await page.goto('/history');
    const list = page.getByTestId('history-list');
    await expect(list.getByTestId('rx-row')).toHaveCount(10);
    const box = await list.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(600);
    await page.getByTestId('page-size').selectOption('20');
    await expect(list.getByTestId('rx-row')).toHaveCount(20);

    await page.getByTestId('filter-status').click();
    await page.getByRole('menuitemcheckbox', { name: 'Mailed' }).click();
    await page.keyboard.press('Escape');
    await expect(list.getByTestId('rx-row').first()).toHaveAttribute('data-status', 'MailedToPharmacy');
    const statuses = await list.getByTestId('rx-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['MailedToPharmacy']));
    await list.getByTestId('rx-status').first().hover();
    await expect(page.getByText('This prescription is printed to be mailed.')).toBeVisible();

    await page.getByTestId('filter-archived').selectOption('archived');
    await page.getByTestId('filter-status').click();
    await page.getByRole('menuitemcheckbox', { name: 'Mailed' }).click();
    await page.keyboard.press('Escape');
    await expect(list.getByTestId('rx-row').first()).toBeVisible();
    const archived = await list.getByTestId('rx-status').allInnerTexts();
    expect(new Set(archived)).toEqual(new Set(['Archived']));
    await screens(page, 'history-list');
  });
});
