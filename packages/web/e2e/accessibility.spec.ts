/**
 * Accessibility (issue 17): axe-core finds no serious or critical violation (WCAG 2.1 A and AA) on any
 * route — the public sign-in page, every practice screen as a vet admin, every support screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

async function seriousViolations(page: Page) {
  // Let the screen settle: data loaded (no skeletons), animations done. (Not 'networkidle': the live
  // updates stream stays open.)
  await page.waitForLoadState('load');
  await expect(page.locator('.chakra-skeleton, [data-scope="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(400);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | ')}`);
}

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
