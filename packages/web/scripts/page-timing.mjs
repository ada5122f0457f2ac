/**
 * Times what a vet waits for in Chromium against a running server (issue 13's web budgets;
 * docs/guides/benchmarks.md): a full load of /approve until its first task card shows — with an empty
 * cache (a first visit, or the first after a release) and with the browser's cache of an earlier visit
 * (a returning vet) — and three in-app clicks: Approve on a card until its form shows, the main menu's
 * Rx History until the first prescription row shows, a product family picked from a search until its
 * details show.
 *
 *   BASE_URL=http://127.0.0.1:4100 RUNS=5 node packages/web/scripts/page-timing.mjs
 *   BASE_URL=http://127.0.0.1:4100,http://127.0.0.1:4101 RUNS=7 node packages/web/scripts/page-timing.mjs
 *
 * With several servers (comma-separated; e.g. this build and the previous main's, over one database)
 * every run times each of them in turn, so a VM whose speed drifts moves them alike, and the summary
 * gives each figure's ratio to the first server's (issue 61).
 *
 * The server must serve the built web app over a practice with pending client requests at the vet's
 * location (the 1M `bench:load` practice, or the demo's), with the sandbox clock stopped
 * (`VETRX_SANDBOX_TICK_SECONDS=0`) so no new request moves the first card while it is timed.
 *
 * Besides times, what does not move with the machine: the requests of the empty-cache load before its
 * first card (all, and JavaScript with its bytes as sent), from the page's Resource Timing. And the load
 * average of the machine before and after, to read the times by.
 *
 * A load with an expired stored token (the usual first load of a working day: tokens live 10 minutes,
 * decision 0300) renews it through the provider's session before the first query; it is timed too.
 *
 * Two clocks per figure:
 * - "page": measured inside the page, as a user sees it — from the navigation's start, or from the
 *   pointer pressing the button, to the first animation frame after the awaited element entered the
 *   document (a MutationObserver notes it; the frame is when it can be painted).
 * - "wall": Playwright's wall clock around its own action and wait. It adds Playwright's work: a click
 *   is checked for visibility, stability (two frames) and hit target before the pointer moves — about
 *   0.2 s on this 2-core machine — and a wait polls the page.
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { signInThroughProvider } from './sign-in.mjs';

const bases = (process.env.BASE_URL ?? 'http://127.0.0.1:4100').split(',').map((b) => b.trim()).filter(Boolean);
const username = process.env.USERNAME_TO_TIME ?? 'vet@demo.vetrx.dev';
const runs = Number(process.env.RUNS ?? 5);
// LOADS_ONLY=1: the three full loads alone (a build whose clicks the server no longer answers, e.g. an old
// main whose form asks for a field since removed, still compares on its loads).
const loadsOnly = process.env.LOADS_ONLY === '1';
// EXPIRED=0: no load with an expired token (a build whose renewal the server's provider no longer answers, e.g.
// 15103d8's hidden frame over a database migrated since, lands on /login).
const withExpired = process.env.EXPIRED !== '0';
const timeout = 30_000;
/** The first task card of /approve, the element its load is timed to. */
const CARD = '[data-testid="task-card"]';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });

/** Signs in through the provider once and returns what a returning user's browser holds (local storage, cookies). */
async function signIn(base) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // A returning vet: the queue seen once, so the browser holds the chosen location too.
  await signInThroughProvider(page, { username, timeout });
  const oidc = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
  const cookies = await context.cookies();
  await context.close();
  return { oidc, cookies };
}

/**
 * In every document of the page: `window.__vetrxTiming.watch(selector)` notes, with the page's own clock,
 * the last pointer press and the first animation frame after an element matching `selector` entered the
 * document; `result()` answers both (ms since the navigation's start).
 */
function pageClock(card) {
  let pressed = null;
  let seen = null;
  let observer = null;
  addEventListener('pointerdown', () => (pressed = performance.now()), true);
  const look = (selector) => {
    if (seen !== null || !document.querySelector(selector)) return false;
    observer?.disconnect();
    requestAnimationFrame(() => (seen = performance.now()));
    return true;
  };
  window.__vetrxTiming = {
    watch(selector) {
      seen = null;
      if (look(selector)) return;
      observer = new MutationObserver(() => look(selector));
      observer.observe(document, { subtree: true, childList: true });
    },
    result: () => ({ pressed, seen }),
  };
  // A load is watched from the start: the first task card of /approve.
  if (location.pathname === '/approve') document.addEventListener('readystatechange', () => window.__vetrxTiming.watch(card), { once: true });
}

/**
 * A fresh browser context (empty cache) holding the signed-in state; `expired`: with the stored access
 * token expired (its `expires_at` in the past), as after ten minutes away. The state is put back only
 * into the first document (not a renewal's hidden frame, nor a reload, which find what the app stored).
 */
async function signedInPage(base, state, expired = false) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  await context.addCookies(state.cookies);
  await context.addInitScript(
    ([entries, expired]) => {
      if (window.parent !== window || sessionStorage.getItem('timing-seeded')) return;
      sessionStorage.setItem('timing-seeded', '1');
      for (const [key, value] of Object.entries(entries)) {
        const user = key.startsWith('oidc.user:') && expired ? { ...JSON.parse(value), expires_at: Math.floor(Date.now() / 1000) - 5 } : null;
        localStorage.setItem(key, user ? JSON.stringify(user) : value);
      }
    },
    [state.oidc, expired],
  );
  await context.addInitScript(pageClock, CARD);
  return { context, page: await context.newPage() };
}

/** Lets the page's remaining requests finish before a click is timed (the live-updates stream never goes idle). */
const settle = (page) => page.waitForTimeout(1500);

/** The page clock's figure once the awaited element's frame has passed: from the press, or from the navigation. */
async function pageTime(page, from) {
  await page.waitForFunction(() => window.__vetrxTiming.result().seen !== null, null, { timeout });
  const { pressed, seen } = await page.evaluate(() => window.__vetrxTiming.result());
  return from === 'press' ? seen - pressed : seen;
}

/** Times a click until an element matching `selector` shows: Playwright's wall clock, and the page's from the pointer press. */
async function click(page, locator, selector) {
  await page.evaluate((s) => window.__vetrxTiming.watch(s), selector);
  const t0 = performance.now();
  await locator.click();
  await page.locator(selector).first().waitFor({ timeout });
  const wall = performance.now() - t0;
  return { wall, page: await pageTime(page, 'press') };
}

/** Times a full load of /approve until its first card (the page clock watches it from the start: pageClock). */
async function load(page) {
  const t0 = performance.now();
  await page.goto('/approve');
  await page.locator(CARD).first().waitFor({ timeout });
  const wall = performance.now() - t0;
  return { wall, page: await pageTime(page, 'navigation') };
}

/** The requests a load started before its first card showed: all (the document too), and JavaScript with its bytes as sent. */
async function requestsBeforeCard(page) {
  return page.evaluate(() => {
    const { seen } = window.__vetrxTiming.result();
    const before = performance.getEntriesByType('resource').filter((e) => e.startTime < seen && !e.name.startsWith('data:'));
    const js = before.filter((e) => new URL(e.name).pathname.endsWith('.js'));
    return { all: before.length + 1, js: js.length, jsBytes: js.reduce((n, e) => n + e.encodedBodySize, 0) };
  });
}

const names = [
  'full load of /approve, empty cache → first task card',
  'full load of /approve, cached (returning vet) → first card',
  'full load of /approve, empty cache, token expired → first card',
  'Approve on a card → its form',
  'Rx History in the menu → first row',
  'product family picked → its details',
];
const states = [];
for (const base of bases) states.push(await signIn(base));
const results = bases.map(() => Object.fromEntries(names.map((n) => [n, []])));
const counts = bases.map(() => []);
const loadBefore = loadavg();
for (let run = 0; run < runs; run++) {
  for (const [i, base] of bases.entries()) {
    const r = results[i];
    const { context, page } = await signedInPage(base, states[i]);
    r[names[0]].push(await load(page));
    counts[i].push(await requestsBeforeCard(page));
    await settle(page);
    // The same browser again: its cache holds the chunks (and the compiled code) of the load above.
    r[names[1]].push(await load(page));
    await settle(page);
    if (!loadsOnly) {
      r[names[3]].push(await click(page, page.locator(CARD).first().getByTestId('task-approve'), `${CARD} [data-testid="prescription-form"]`));
      await settle(page);
      r[names[4]].push(await click(page, page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Rx History' }), '[data-testid="rx-row"]'));
      await page.goto('/products');
      await page.getByLabel('Search By Product Name').fill('carprofen');
      const family = page.getByTestId('product-family-result').first();
      await family.waitFor({ timeout });
      await settle(page);
      r[names[5]].push(await click(page, family, '[data-testid="product-details-modal"]'));
    }
    await context.close();
    // A first load of the day: the stored token expired, the provider's session still open.
    if (!withExpired) continue;
    const expired = await signedInPage(base, states[i], true);
    r[names[2]].push(await load(expired.page));
    await expired.context.close();
  }
}
await browser.close();
const loadAfter = loadavg();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const show = (xs) => `p50 ${median(xs).toFixed(0).padStart(5)}   max ${Math.max(...xs).toFixed(0).padStart(5)}   [${xs.map((t) => t.toFixed(0)).join(', ')}]`;
const load1 = (l) => l.map((x) => x.toFixed(2)).join(' ');
console.log(`${username}, ${runs} runs (ms); load average before ${load1(loadBefore)}, after ${load1(loadAfter)}`);
for (const [i, base] of bases.entries()) {
  console.log(`\n${base}`);
  for (const [name, times] of Object.entries(results[i])) {
    if (times.length === 0) continue;
    console.log(`${name.padEnd(62)} page ${show(times.map((t) => t.page))}`);
    console.log(`${''.padEnd(62)} wall ${show(times.map((t) => t.wall))}`);
  }
  const c = counts[i];
  console.log(
    `${'requests before the first card (empty cache)'.padEnd(62)} p50 ${median(c.map((x) => x.all))} in all, ${median(c.map((x) => x.js))} JavaScript, ${(median(c.map((x) => x.jsBytes)) / 1024).toFixed(1)} KB of JavaScript as sent`,
  );
}
if (bases.length > 1) {
  console.log(`\nratio of p50 (page clock) to ${bases[0]}`);
  for (const name of names.filter((n) => results[0][n].length > 0)) {
    const first = median(results[0][name].map((t) => t.page));
    console.log(`${name.padEnd(62)} ${bases.slice(1).map((b, j) => `${b}: ${(median(results[j + 1][name].map((t) => t.page)) / first).toFixed(2)}×`).join('   ')}`);
  }
}
