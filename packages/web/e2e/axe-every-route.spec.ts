/**
 * axe on every route and the main dialogs, for every role (issue 45): a vet, a vet
 * administrator, staff and a support engineer each visit every route of the app (core's route table:
 * the practice routes, the detail pages the lists link to, the product selection and the prescription
 * form; the support routes) and open the dialogs they work in — the user menu, the location switcher,
 * the approvals keys overlay, an expanded request and its decline dialog, the bulk approval summary,
 * Add Client, the Rx drawer, Add User. axe-core (WCAG 2.1 A and AA) finds no critical and no serious
 * violation anywhere. Each test gathers every finding before asserting, so one run lists them all.
 */
import { expect, test, type Page } from '@playwright/test';
import { LOGIN_FOOTER_LINKS, MAIN_ROUTES, SUPPORT_ROUTES } from '@vetrx/core/access';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { animationsDone, seriousViolations, signIn } from './helpers';
import { mapleGrove, plainDog } from './records';

/** The practice routes without parameters (`/` only redirects). */
const PRACTICE_ROUTES = [...Object.values(MAIN_ROUTES).filter((r) => r !== '/' && !r.includes(':')), '/usermanagement/auditlog'];
const SUPPORT_PATHS = Object.values(SUPPORT_ROUTES).filter((r) => !r.includes(':'));
/** Detail pages reached from the lists: one of each kind. */
const DETAIL_PREFIXES = ['/clients/profile/', '/products/', '/usermanagement/userprofile/', '/support/practicedetail/', '/support/organizationdetail/'];

type Found = Record<string, string[]>;

async function check(page: Page, found: Found, what: string): Promise<void> {
  const v = await seriousViolations(page);
  if (v.length) found[what] = v;
}

/** Visits the routes (and one detail page of each kind their lists link to), checking each. */
async function visitRoutes(page: Page, found: Found, routes: readonly string[]): Promise<void> {
  const details = new Map<string, string>();
  for (const route of routes) {
    await page.goto(route);
    await check(page, found, route);
    for (const prefix of DETAIL_PREFIXES) {
      if (details.has(prefix)) continue;
      const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href', { timeout: 300 }).catch(() => null);
      if (href) details.set(prefix, href);
    }
  }
  for (const route of details.values()) {
    await page.goto(route);
    await check(page, found, route);
  }
}

/** The shell's popups: the user menu (practice shell) and (with several locations) the location switcher. */
async function shellPopups(page: Page, found: Found): Promise<void> {
  await page.goto(page.url());
  // The support shell has a Logout button instead of the user menu.
  const menu = page.getByTestId('user-menu').first();
  if (await menu.isVisible({ timeout: 5_000 }).catch(() => false)) {
    await menu.click();
    await expect(page.getByRole('menu').first()).toBeVisible();
    await check(page, found, 'user menu');
    await page.keyboard.press('Escape');
  }
  const switcher = page.getByTestId('location-switcher').first();
  if (await switcher.isVisible()) {
    await switcher.click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await animationsDone(page);
    await check(page, found, 'location switcher');
    await page.keyboard.press('Escape');
  }
}

/** The product selection for a plain dog, then the prescription form of its first product. */
async function prescribingScreens(page: Page, found: Found): Promise<void> {
  const { locationId } = await mapleGrove(page);
  const { client, patient } = await plainDog(page, locationId, { fromEnd: true });
  await page.goto(`/create/rx/product-selection/?${new URLSearchParams(encodeRxQueryParams({ clientId: client.id, patientId: patient.id }))}`);
  await check(page, found, 'product selection (family search)');
  await page.goto(`/create/rx/product-selection/?${new URLSearchParams(encodeRxQueryParams({ productFamily: 'carprofen', clientId: client.id, patientId: patient.id }))}`);
  await page.getByTestId('form-option').first().click();
  await check(page, found, 'product selection (strength step)');
  await page.getByTestId('strength-option').first().click();
  await page.getByTestId('select-product').first().click();
  await expect(page.getByTestId('prescription-form')).toBeVisible();
  await check(page, found, 'prescription form');
}

/** The approvals queue's dialogs: the keys overlay, an expanded request, its decline dialog, the bulk summary. */
async function approvalsDialogs(page: Page, found: Found, canApprove: boolean): Promise<void> {
  await page.goto('/approve');
  await expect(page.getByTestId('approvals-list')).toBeVisible({ timeout: 30_000 });
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Shift+?');
  await expect(page.getByTestId('triage-help')).toBeVisible();
  await check(page, found, '/approve keys overlay');
  await page.keyboard.press('Escape');
  const card = page.getByTestId('task-card').first();
  if (!(await card.isVisible())) {
    await page.getByTestId('task-group-header').first().click();
  }
  await expect(card).toBeVisible();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('data-expanded', 'true');
  await animationsDone(page);
  await check(page, found, '/approve expanded request');
  await card.focus();
  await page.keyboard.press('d');
  const decline = page.getByTestId('decline-request-modal');
  if (await decline.isVisible({ timeout: 3_000 }).catch(() => false)) {
    await check(page, found, '/approve decline dialog');
    await page.keyboard.press('Escape');
    await expect(decline).toBeHidden();
  }
  if (canApprove) {
    const select = card.getByTestId('task-select');
    if (await select.isVisible()) {
      await select.click();
      await page.getByTestId('bulk-approve').click();
      await expect(page.getByTestId('bulk-approve-dialog').getByTestId('bulk-counts')).toBeVisible({ timeout: 30_000 });
      await check(page, found, '/approve bulk approval summary');
      await page.keyboard.press('Escape');
    }
  }
}

async function practiceDialogs(page: Page, found: Found): Promise<void> {
  await page.goto('/clientsearch');
  const addClient = page.getByTestId('add-client-button');
  if (await addClient.isVisible({ timeout: 5_000 }).catch(() => false)) {
    await addClient.click();
    await expect(page.getByTestId('add-client-modal')).toBeVisible();
    await check(page, found, '/clientsearch Add Client');
    await page.keyboard.press('Escape');
  }
  await page.goto('/history');
  const row = page.getByTestId('rx-row').first();
  if (await row.isVisible({ timeout: 15_000 }).catch(() => false)) {
    await row.locator('button').first().click();
    await expect(page.getByTestId('rx-detail')).toBeVisible();
    await check(page, found, '/history Rx drawer');
    await page.keyboard.press('Escape');
  }
  await page.goto('/usermanagement');
  const addUser = page.getByTestId('add-user-button');
  if (await addUser.isVisible({ timeout: 5_000 }).catch(() => false)) {
    await addUser.click();
    await expect(page.getByTestId('add-user-dialog')).toBeVisible();
    await check(page, found, '/usermanagement Add User');
    await page.keyboard.press('Escape');
  }
}

const PRACTICE_ROLES = [
  { role: 'vet', username: 'vet@demo.vetrx.dev', prescribes: true, approves: true },
  { role: 'vet admin', username: 'vetadmin@demo.vetrx.dev', prescribes: true, approves: true },
  { role: 'staff', username: 'staff@demo.vetrx.dev', prescribes: true, approves: false },
] as const;

for (const { role, username, prescribes, approves } of PRACTICE_ROLES) {
  test(`axe: every route and main dialog as ${role} has no critical or serious violation`, async ({ page }) => {
    test.setTimeout(420_000);
    const found: Found = {};
    await signIn(page, username, '/dashboard');
    await visitRoutes(page, found, PRACTICE_ROUTES);
    await shellPopups(page, found);
    if (prescribes) await prescribingScreens(page, found);
    await approvalsDialogs(page, found, approves);
    await practiceDialogs(page, found);
    expect(found).toEqual({});
  });
}

test('axe: every route and main dialog as support has no critical or serious violation', async ({ page }) => {
  test.setTimeout(300_000);
  const found: Found = {};
  await signIn(page, 'adminsupport@demo.vetrx.dev', '/support');
  await visitRoutes(page, found, SUPPORT_PATHS);
  await shellPopups(page, found);
  // The public pages, as anyone sees them.
  for (const route of ['/login', ...LOGIN_FOOTER_LINKS.map((l) => l.path)]) {
    await page.goto(route);
    await check(page, found, route);
  }
  expect(found).toEqual({});
});
