/**
 * The app's style elements (decision 0137, theme/style-sheet.ts): each commit's new rules go into a style
 * element of their own and, past twelve, are folded into one when the browser is idle. The folded element
 * is written through the CSSOM: the Content-Security-Policy allows only empty inline style elements, so a
 * fold that wrote text would leave the page unstyled. Checked where jsdom cannot: a real page under the
 * server's CSP, with every screen's computed styles the same after the fold as before it.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** A screen's look, element by element: the computed styles its rules decide. */
const look = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('*')].slice(0, 200).map((el) => {
      const s = getComputedStyle(el);
      return `${el.tagName} ${s.display} ${s.paddingTop} ${s.backgroundColor} ${s.color} ${s.fontWeight} ${s.borderTopWidth} ${s.borderRadius}`;
    }),
  );
/** How many of the app's style elements have left the document: folded into another. */
const foldedAway = (page: Page) => page.evaluate(() => (window as unknown as { foldedAway: number }).foldedAway);

test('style elements fold into one after a dozen screens, under the CSP, and every screen looks as before', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { cspRefused: string[]; foldedAway: number };
    w.cspRefused = [];
    w.foldedAway = 0;
    addEventListener('securitypolicyviolation', (e) => w.cspRefused.push(`${e.violatedDirective} ${e.blockedURI}`));
    new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.removedNodes) if (node instanceof HTMLStyleElement && node.dataset.emotion === 'css') w.foldedAway++;
    }).observe(document, { childList: true, subtree: true });
  });
  await signIn(page, 'vet@demo.vetrx.dev', '/products');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const open = async (name: string, heading: RegExp) => {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('.chakra-skeleton, [data-scope="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
  };
  await expect(page.getByRole('heading', { level: 1, name: /Products/ })).toBeVisible();
  const before = await look(page);
  const screens: Array<[string, RegExp]> = [
    ['Approvals', /Approvals/],
    ['Clients', /Clients/],
    ['Rx History', /Rx History/],
    ['Orders', /Orders/],
    ['Create Rx', /Create Rx|Prescribe/],
    ['Link PIMS', /PIMS/],
    ['Dashboard', /Dashboard/],
  ];
  // Screens whose rules are new, until the elements have passed twelve and been folded.
  for (let round = 0; round < 3 && (await foldedAway(page)) === 0; round++) {
    for (const [name, heading] of screens) await open(name, heading);
  }
  await expect.poll(() => foldedAway(page), { timeout: 15_000 }).toBeGreaterThan(12);
  await open('Products', /Products/);
  expect(await look(page)).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { cspRefused: string[] }).cspRefused)).toEqual([]);
});
