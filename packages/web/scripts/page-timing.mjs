/**
 * Times what a vet waits for in Chromium against a running server (issue 13's web budgets;
 * docs/guides/benchmarks.md): a full load of /approve until its first task card shows, and three
 * in-app clicks — Approve on a card until its form shows, the main menu's Rx History until the first
 * prescription row shows, a product family picked from a search until its details show.
 *
 *   BASE_URL=http://127.0.0.1:4100 RUNS=5 node packages/web/scripts/page-timing.mjs
 *
 * The server must serve the built web app over a practice with pending client requests at the vet's
 * location (the 1M `bench:load` practice, or the demo's). Times are wall clock around Playwright's
 * actions (a few ms of its own included); the first load of each run starts from an empty cache.
 */
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4100';
const username = process.env.USERNAME_TO_TIME ?? 'vet@demo.vetrx.dev';
const runs = Number(process.env.RUNS ?? 5);
const timeout = 30_000;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });

/** Signs in through the provider once and returns what a returning user's browser holds (local storage, cookies). */
async function signIn() {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByTestId('sign-in').click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('VetRx-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !/^\/(login|interaction|oidc)/.test(url.pathname), { timeout });
  // A returning vet: the queue seen once, so the browser holds the chosen location too.
  await page.goto('/approve');
  await page.getByTestId('task-card').first().waitFor({ timeout });
  const oidc = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
  const cookies = await context.cookies();
  await context.close();
  return { oidc, cookies };
}

/** A fresh browser context (empty cache) holding the signed-in state. */
async function signedInPage(state) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  await context.addCookies(state.cookies);
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, state.oidc);
  return { context, page: await context.newPage() };
}

/** Lets the page's remaining requests finish before a click is timed (the live-updates stream never goes idle). */
const settle = (page) => page.waitForTimeout(1500);

async function timed(action, done) {
  const t0 = performance.now();
  await action();
  await done();
  return performance.now() - t0;
}

const state = await signIn();
const results = { 'full load of /approve → first task card': [], 'Approve on a card → its form': [], 'Rx History in the menu → first row': [], 'product family picked → its details': [] };
for (let run = 0; run < runs; run++) {
  const { context, page } = await signedInPage(state);
  const card = page.getByTestId('task-card').first();
  results['full load of /approve → first task card'].push(await timed(() => page.goto('/approve'), () => card.waitFor({ timeout })));
  await settle(page);
  results['Approve on a card → its form'].push(
    await timed(
      () => card.getByTestId('task-approve').click(),
      () => card.getByTestId('prescription-form').waitFor({ timeout }),
    ),
  );
  await settle(page);
  results['Rx History in the menu → first row'].push(
    await timed(
      () => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Rx History' }).click(),
      () => page.getByTestId('rx-row').first().waitFor({ timeout }),
    ),
  );
  await page.goto('/products');
  await page.getByLabel('Search By Product Name').fill('carprofen');
  const family = page.getByTestId('product-family-result').first();
  await family.waitFor({ timeout });
  await settle(page);
  results['product family picked → its details'].push(
    await timed(
      () => family.click(),
      () => page.getByTestId('product-details-modal').waitFor({ timeout }),
    ),
  );
  await context.close();
}
await browser.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
console.log(`${username} at ${base}, ${runs} runs (ms)`);
for (const [name, times] of Object.entries(results)) {
  console.log(`${name.padEnd(44)} p50 ${median(times).toFixed(0).padStart(5)}   max ${Math.max(...times).toFixed(0).padStart(5)}   [${times.map((t) => t.toFixed(0)).join(', ')}]`);
}
