/**
 * Accessibility (issue 17): axe-core finds no serious or critical violation (WCAG 2.1 A and AA) on any
 * route — the public sign-in page, every practice screen as a vet admin, every support screen. The
 * states a vet works in are checked where other tests reach them (`seriousViolations` in helpers.ts): the
 * prescription form with its errors shown (prescribing-form), the keys overlay, an expanded approvals task
 * and its decline dialog (approvals-triage), the Add Client dialog (clients).
 */
import { expect, test } from '@playwright/test';
import { seriousViolations, signIn } from './helpers';

const PRACTICE_ROUTES = [
  '/dashboard',
  '/create',
  '/approve',
  '/clientsearch',
  '/products',
  '/history',
  '/orders',
  '/reports',
  '/officeuserx',
  '/link',
  '/usermanagement',
  '/PrescribingShortcuts',
  '/practicesettings',
  '/usermanagement/auditlog',
];

const SUPPORT_ROUTES = ['/support', '/support/impersonate', '/support/practicesearch', '/support/prescribingshortcuts', '/support/role', '/support/pims', '/support/sandbox'];

test('the sign-in page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  expect(await seriousViolations(page)).toEqual([]);
});

test('every practice screen has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'vetadmin@demo.vetrx.dev', '/dashboard');
  const found: Record<string, string[]> = {};
  const details = new Set<string>();
  for (const route of PRACTICE_ROUTES) {
    await page.goto(route);
    const v = await seriousViolations(page);
    if (v.length) found[route] = v;
    // Remember one detail screen of each kind the lists link to.
    for (const prefix of ['/clients/profile/', '/products/', '/usermanagement/userprofile/']) {
      const href = await page.locator(`a[href^="${prefix}"]`).first().getAttribute('href', { timeout: 500 }).catch(() => null);
      if (href && ![...details].some((d) => d.startsWith(prefix))) details.add(href);
    }
  }
  expect([...details].length).toBeGreaterThanOrEqual(2);
  for (const route of details) {
    await page.goto(route);
    const v = await seriousViolations(page);
    if (v.length) found[route] = v;
  }
  expect(found).toEqual({});
});

test('every support screen has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'adminsupport@demo.vetrx.dev', '/support');
  const found: Record<string, string[]> = {};
  const details = new Set<string>();
  for (const route of SUPPORT_ROUTES) {
    await page.goto(route);
    const v = await seriousViolations(page);
    if (v.length) found[route] = v;
    for (const prefix of ['/support/practicedetail/', '/support/organizationdetail/']) {
      const href = await page.locator(`a[href^="${prefix}"]`).first().getAttribute('href', { timeout: 500 }).catch(() => null);
      if (href && ![...details].some((d) => d.startsWith(prefix))) details.add(href);
    }
  }
  for (const route of details) {
    await page.goto(route);
    const v = await seriousViolations(page);
    if (v.length) found[route] = v;
  }
  expect(found).toEqual({});
});

