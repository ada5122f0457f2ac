/**
 * A vet's first load of /approve (issue 61): what it asks for before its first task
 * card — counts that do not move with the machine, checked here against the budgets — and the order
 * it asks in: the first queries leave before the app's own code has run, and a stored token that expired
 * is renewed by the provider's session without loading the portal a second time in a hidden frame.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInThroughProvider } from './helpers';

const VET = 'vet@demo.vetrx.dev';
const CARD = '[data-testid="task-card"]';

/**
 * What a signed-in browser holds: the provider's cookies and the app's stored user and location. Signed
 * in through the provider here, not restored: a provider session kept from earlier in the worker may
 * since belong to another user signed in over it, and the renewal would then bring that user back.
 */
async function signedInState(page: Page) {
  await signInThroughProvider(page, VET);
  await page.goto('/approve');
  await expect(page.locator(CARD).first()).toBeVisible();
  const storage = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''])));
  return { cookies: await page.context().cookies(), storage };
}

/**
 * A new browser context (an empty cache) holding that state; `expired`: the stored access token's expiry
 * moved into the past, as after ten minutes away, the provider's session still open.
 */
async function returningVet(browser: Browser, base: string, state: Awaited<ReturnType<typeof signedInState>>, expired: boolean | { expiresIn: number } = false): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  await context.addCookies(state.cookies);
  // The stored token's expiry as the browser reads it: 5 s ago (expired), or in `expiresIn` seconds.
  const expiresIn = expired === true ? -5 : expired === false ? null : expired.expiresIn;
  await context.addInitScript(
    ([storage, expiresIn]) => {
      if (window.parent !== window || sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(storage)) {
        const user = expiresIn !== null && key.startsWith('oidc.user:') ? { ...JSON.parse(value), expires_at: Math.floor(Date.now() / 1000) + expiresIn } : null;
        localStorage.setItem(key, user ? JSON.stringify(user) : value);
      }
    },
    [state.storage, expiresIn] as const,
  );
  // The first card's moment, by the page's clock: the frame after it entered the document.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="task-card"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => performance.mark('first-card'));
    }).observe(document, { subtree: true, childList: true });
  });
  return context;
}

/** The requests the page had started before its first card showed (the document itself included). */
async function requestsBeforeFirstCard(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('first-card').length > 0);
  return page.evaluate(() => {
    const card = performance.getEntriesByName('first-card')[0].startTime;
    const before = performance.getEntriesByType('resource').filter((e) => e.startTime < card && !e.name.startsWith('data:'));
    const paths = before.map((e) => new URL(e.name).pathname);
    return { all: paths.length + 1, js: paths.filter((p) => p.endsWith('.js')), paths };
  });
}

/**
 * When the app's `start` and `render` marks fell, and when the page's first four GraphQL requests left (page
 * clock), once all four have answered (a request's Resource Timing entry is written when its answer ends).
 */
async function firstQueries(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/graphql').length >= 4);
  return page.evaluate(() => {
    const mark = (name: string) => performance.getEntriesByName(name)[0].startTime;
    const queries = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/graphql');
    return { start: mark('vetrx:start'), render: mark('vetrx:render'), sent: queries.slice(0, 4).map((e) => e.startTime) };
  });
}

test.describe('the first load of /approve', () => {
  test('draws its first screen without the Chakra system or a style of its own inserted (all plain elements), and makes the system once it is drawn', async ({ page, browser, baseURL }) => {
    const state = await signedInState(page);
    const context = await returningVet(browser, baseURL!, state);
    // What the page held as its first card entered the document: the system's mark, and the style rules
    // inserted into inline style elements (Emotion's) other than the cascade layers' order statement.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="task-card"]')) return;
        observer.disconnect();
        const rules = [...document.querySelectorAll('style')].flatMap((style) => [...(style.sheet?.cssRules ?? [])]).filter((rule) => !(rule instanceof CSSLayerStatementRule));
        (window as unknown as { atFirstCard: unknown }).atFirstCard = { system: performance.getEntriesByName('vetrx:system').length, rules: rules.map((r) => r.cssText.slice(0, 120)) };
      }).observe(document, { subtree: true, childList: true });
    });
    const fresh = await context.newPage();
    await fresh.goto('/approve');
    await expect(fresh.locator(CARD).first()).toBeVisible();
    const atFirstCard = await fresh.evaluate(() => (window as unknown as { atFirstCard: { system: number; rules: string[] } }).atFirstCard);
    expect(atFirstCard.rules).toEqual([]);
    expect(atFirstCard.system).toBe(0);
    // Made when the browser is idle after the first draw, before the vet's first menu or dialog needs it.
    await fresh.waitForFunction(() => performance.getEntriesByName('vetrx:system').length === 1);
    await context.close();
  });

  test('asks for at most 15 JavaScript files and 25 requests in all before its first card (the configuration is in the page), sends the queries it draws from before the app has run, and none of them twice', async ({ page, browser, baseURL }) => {
    const state = await signedInState(page);
    const context = await returningVet(browser, baseURL!, state);
    // Each GraphQL operation the page sends, by name and variables, as its fetch is made.
    await context.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { sentOperations: string[] }).sentOperations = sent;
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (typeof init?.body === 'string' && init.body.startsWith('{')) {
          const { query, variables } = JSON.parse(init.body) as { query?: string; variables?: unknown };
          const name = /(?:query|mutation)\s+(\w+)/.exec(query ?? '')?.[1];
          if (name) sent.push(`${name} ${JSON.stringify(variables ?? {})}`);
        }
        return fetch(input, init);
      };
    });
    const fresh = await context.newPage();
    await fresh.goto('/approve');
    await expect(fresh.locator(CARD).first()).toBeVisible();
    const asked = await requestsBeforeFirstCard(fresh);
    expect(asked.js.length, asked.js.join('\n')).toBeLessThanOrEqual(15);
    expect(asked.all, asked.paths.join('\n')).toBeLessThanOrEqual(25);
    // The configuration came in the page: no request for it ahead of the first queries.
    expect(asked.paths).not.toContain('/config.json');
    // Data and code in parallel: the caller's query and the queue's page left before the app's
    // own module started — they do not wait for React, the session or the page's code; the queue's two
    // counts (drawn later) once the first render had begun.
    const order = await firstQueries(fresh);
    expect(order.sent).toHaveLength(4);
    for (const sent of order.sent.slice(0, 2)) expect(sent).toBeLessThan(order.start);
    for (const sent of order.sent.slice(2)) expect(sent).toBeGreaterThan(order.render);
    // The live stream was asked for with them: once it connects, none of their answers is asked again
    // (the fetches a connection starts are made before it marks the page).
    await fresh.waitForFunction(() => performance.getEntriesByName('vetrx:live-connected').length > 0);
    const sent = await fresh.evaluate(() => (window as unknown as { sentOperations: string[] }).sentOperations);
    expect(sent.filter((op) => op.startsWith('GetPrescriptionTasks')).length).toBeGreaterThanOrEqual(2);
    expect(sent.length, sent.join('\n')).toBe(new Set(sent).size);
    await context.close();
  });

  for (const expired of [false, true]) {
    test(`draws the queue's groups without waiting for its counts, asks for the counts once they are drawn, and its summary once they answer${expired ? ' (the token renewed first)' : ''}`, async ({ page, browser, baseURL }) => {
      const state = await signedInState(page);
      const context = await returningVet(browser, baseURL!, state, expired);
      // The count of requests held back until the test lets it go: the cards must not wait for it.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      // Whether the cards were in the page when each count was asked: the counts leave once it is drawn.
      const cardsWhenCounted: boolean[] = [];
      await context.route('**/graphql', async (route) => {
        const body = route.request().postData() ?? '';
        if (/query\s+GetPrescriptionTasks(Grouped)?Count\b/.test(body)) {
          cardsWhenCounted.push(await route.request().frame().evaluate((card) => document.querySelector(card) !== null, CARD));
        }
        if (/query\s+GetPrescriptionTasksCount\b/.test(body)) await released;
        await route.continue();
      });
      const fresh = await context.newPage();
      // One of the two on a small phone's width, where the summary does not fit beside the row's button.
      if (!expired) await fresh.setViewportSize({ width: 320, height: 900 });
      await fresh.goto('/approve');
      await expect(fresh.locator(CARD).first()).toBeVisible();
      // Rendered on the other answers, not after the 1.5 s the first render waits at most (app/start.tsx).
      const waited = await fresh.evaluate(() => performance.getEntriesByName('vetrx:render')[0].startTime - performance.getEntriesByName('vetrx:start')[0].startTime);
      expect(waited).toBeLessThan(1500);
      const summary = fresh.getByTestId('approvals-summary');
      await expect(summary).toHaveText('');
      const top = () => fresh.getByTestId('task-group').first().evaluate((group) => group.getBoundingClientRect().top);
      const before = await top();
      release();
      await expect(summary).toHaveText(/^\d+ requests? from \d+ clients?$/);
      // Its line was held: the groups did not move when it was drawn (a layout shift).
      expect(await top()).toBe(before);
      expect(cardsWhenCounted.length).toBeGreaterThanOrEqual(2);
      expect(cardsWhenCounted.every(Boolean), String(cardsWhenCounted)).toBe(true);
      await context.close();
    });
  }

  test('with a stored token about to expire, asks for the counts with the first queries (not after the first draw, when the token may be gone)', async ({ page, browser, baseURL }) => {
    const state = await signedInState(page);
    const context = await returningVet(browser, baseURL!, state, { expiresIn: 20 });
    const fresh = await context.newPage();
    await fresh.goto('/approve');
    await expect(fresh.locator(CARD).first()).toBeVisible();
    await expect(fresh.getByTestId('approvals-summary')).toHaveText(/^\d+ requests? from \d+ clients?$/);
    const order = await firstQueries(fresh);
    expect(order.sent).toHaveLength(4);
    for (const sent of order.sent) expect(sent).toBeLessThan(order.start);
    await expect(fresh).toHaveURL(/\/approve$/);
    await context.close();
  });

  test('with a stored token that expired, renews it through the provider without a hidden frame, then shows the queue', async ({ page, browser, baseURL }) => {
    const state = await signedInState(page);
    const context = await returningVet(browser, baseURL!, state, true);
    const fresh = await context.newPage();
    const documents: string[] = [];
    const order: string[] = [];
    fresh.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.resourceType() === 'document') documents.push(path);
      if (path === '/oidc/token' || path === '/graphql' || path === '/oidc/auth') order.push(path);
    });
    await fresh.goto('/approve');
    await expect(fresh.locator(CARD).first()).toBeVisible();
    // No second document (the portal loaded again inside a frame at /login/callback) and no frame at all.
    expect(documents).toEqual(['/approve']);
    expect(fresh.frames()).toHaveLength(1);
    // The renewal came first, then the queries, with the renewed token (the server refuses an expired one).
    expect(order.slice(0, 2)).toEqual(['/oidc/auth', '/oidc/token']);
    expect(order.slice(2).every((p) => p === '/graphql')).toBe(true);
    const stored = await fresh.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      return (JSON.parse(localStorage.getItem(key)!) as { expires_at: number }).expires_at;
    });
    expect(stored * 1000).toBeGreaterThan(Date.now());
    await context.close();
  });

  test('a sign-in ended at the provider sends a returning vet with an expired token to the sign-in page', async ({ page, browser, baseURL }) => {
    const state = await signedInState(page);
    // The provider's session gone (its cookies not in this browser): the renewal finds none.
    const context = await returningVet(browser, baseURL!, { ...state, cookies: [] }, true);
    const fresh = await context.newPage();
    await fresh.goto('/approve');
    await fresh.waitForURL((url) => url.pathname === '/login');
    await expect(fresh.getByTestId('sign-in')).toBeVisible();
    expect(fresh.frames()).toHaveLength(1);
    await context.close();
  });
});
