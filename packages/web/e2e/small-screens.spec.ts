/**
 * Vets on small screens and a queue that moves (issue 45): /approve (its filters
 * open, a request expanded), the dashboard and the prescription form are usable at 390 px (a phone) and
 * 768 px (a tablet) without sideways scrolling, with screenshots of each at both widths; on a phone the
 * collapsed menu takes no room. A request arriving while a card is open waits behind "N new requests":
 * the open card does not move until the vet asks for it; asked with the keyboard, the focus goes to the
 * new request.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { signIn } from './helpers';
import { mapleGrove, plainDog } from './records';
import { sandboxDriver } from './sandbox';

const SHOTS = fileURLToPath(new URL('../screens/', import.meta.url));

/** Nothing scrolls sideways: the document is no wider than the window. Then a screenshot, kept and attached. */
async function fitsAndShoot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('.chakra-skeleton, [data-scope="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}small-${name}-${innerWidth}.png`;
  await page.screenshot({ path, fullPage: true });
  await info.attach(`${name}-${innerWidth}`, { path, contentType: 'image/png' });
  expect(scrollWidth, `${name} at ${innerWidth} px scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

for (const [width, height] of [
  [390, 844],
  [768, 1024],
] as const) {
  test(`at ${width} px /approve, the dashboard and the prescription form fit the screen`, async ({ page }, info) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await signIn(page, 'vet@demo.vetrx.dev', '/dashboard');
    await expect(page.getByTestId('approvals-panel')).toBeVisible();
    await fitsAndShoot(page, info, 'dashboard');
    // On a phone the collapsed menu leaves the page its whole width; a tablet keeps the rail.
    const menuWidth = await page.locator('#side-menu').evaluate((el) => el.getBoundingClientRect().width);
    if (width <= 480) expect(menuWidth).toBe(0);
    else expect(menuWidth).toBe(64);

    await page.goto('/approve');
    await expect(page.getByTestId('approvals-list')).toBeVisible({ timeout: 30_000 });
    const toggle = page.getByTestId('filters-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    // A whole date fits each date-range input (it was cut to "mm/dd" at 768 px).
    for (const input of await page.locator('[data-testid^="filter-"][type="date"]').all()) {
      expect(await input.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(130);
    }
    await fitsAndShoot(page, info, 'approve-filters');
    await toggle.click();
    const card = page.getByTestId('task-card').first();
    if (!(await card.isVisible())) await page.getByTestId('task-group-header').first().click();
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('data-expanded', 'true');
    await fitsAndShoot(page, info, 'approve-card');

    const { locationId } = await mapleGrove(page);
    const { client, patient } = await plainDog(page, locationId, { fromEnd: true, skip: 1 });
    await page.goto(`/create/rx/product-selection/?${new URLSearchParams(encodeRxQueryParams({ productFamily: 'carprofen', clientId: client.id, patientId: patient.id }))}`);
    await page.getByTestId('form-option').first().click();
    await page.getByTestId('strength-option').first().click();
    await fitsAndShoot(page, info, 'product-step');
    await page.getByTestId('select-product').first().click();
    await expect(page.getByTestId('prescription-form')).toBeVisible();
    await fitsAndShoot(page, info, 'rx-form');
  });
}

test('a request arriving while a card is open waits behind "N new requests"; the open card does not move', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page, 'vet@demo.vetrx.dev', '/approve');
  await expect(page.getByTestId('approvals-list')).toBeVisible({ timeout: 30_000 });
  const card = page.getByTestId('task-card').first();
  if (!(await card.isVisible())) await page.getByTestId('task-group-header').first().click();
  const taskId = await card.getAttribute('data-task-id');
  const open = page.locator(`[data-testid="task-card"][data-task-id="${taskId}"]`);
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveAttribute('data-expanded', 'true');
  const top = await open.evaluate((el) => el.getBoundingClientRect().top);

  const sb = await sandboxDriver(browser);
  const request = await sb.clientRequest('Maple Grove Animal Hospital');
  // The live update arrives (the counts say so) and the new request is held back, told by the button.
  const notice = page.getByTestId('new-requests');
  await expect(notice).toHaveText(/^\s*\d+ new requests?$/, { timeout: 15_000 });
  expect(await open.evaluate((el) => el.getBoundingClientRect().top)).toBe(top);
  await expect(open).toHaveAttribute('data-expanded', 'true');
  await expect(open).toBeFocused();
  await expect(page.locator(`[data-testid="task-card"][data-task-id="${request.taskId}"]`)).toHaveCount(0);

  // Asked for with the keyboard, the new request shows and the open card stays open. The button goes, and
  // the focus does not fall to the page: it is on the new request's card (its group's header when that
  // group is closed), and the live region says they are shown.
  await notice.focus();
  await page.keyboard.press('Enter');
  const group = page.locator(`[data-testid="task-group"][data-client-id="${request.locationClientId}"]`);
  await expect(group).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(open).toHaveAttribute('data-expanded', 'true');
  const arrived = (await group.getAttribute('data-open')) === 'true' ? group.locator(`[data-testid="task-card"][data-task-id="${request.taskId}"]`) : group.getByTestId('task-group-header');
  await expect(arrived).toBeFocused();
  expect(await arrived.evaluate((el) => el === document.activeElement)).toBe(true);
  await expect(page.getByTestId('new-requests-shown')).toHaveText(/^\d+ new requests? shown at the top of the list$/);
});
