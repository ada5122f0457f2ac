import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PASSWORD = 'VetRx-demo-1';

const recording = new WeakSet<Page>();

/**
 * Records the text of every toast the page shows (from its next navigation on), so a 1.5 s toast is
 * seen even when the machine is too busy for an assertion to poll inside its lifetime. `signIn` starts
 * it; call it yourself before the first navigation of a page that does not sign in.
 */
export async function recordToasts(page: Page): Promise<void> {
  if (recording.has(page)) return;
  recording.add(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    // A toast element may be updated in place (same toast id, new text): each text it shows counts.
    const shown = new WeakMap<Element, string>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const text = (el.textContent ?? '').trim();
        if (text && shown.get(el) !== text) {
          shown.set(el, text);
          seen.push(text);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Waits until a toast containing `text` has been shown since the page's last full load, and consumes it,
 * so the same text expected twice needs two toasts.
 */
export async function expectToast(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  const pattern = typeof text === 'string' ? { source: text, regex: false, flags: '' } : { source: text.source, regex: true, flags: text.flags };
  await expect
    .poll(
      () =>
        page.evaluate((p) => {
          const seen = (window as unknown as { __toasts?: string[] }).__toasts ?? [];
          const at = seen.findIndex((t) => (p.regex ? new RegExp(p.source, p.flags).test(t) : t.includes(p.source)));
          if (at >= 0) seen.splice(at, 1);
          return at >= 0;
        }, pattern),
      { timeout, message: `a toast with ${String(text)}` },
    )
    .toBe(true);
}

/** What a sign-in leaves in the browser: the provider's cookies and the app's stored OIDC user. */
interface SavedSignIn {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  oidc: Record<string, string>;
}

/**
 * Signed-in states by username, kept for the worker's life: the first `signIn` of a user goes through
 * the real provider flow (login page, the server's sign-in form, the code exchange) and every later one
 * puts the same cookies and stored tokens back, which is what a returning user's browser holds. Access
 * tokens live an hour; an e2e run is far shorter.
 */
const savedSignIns = new Map<string, SavedSignIn>();

/** Signs in through the real flow: /login → Sign in → the server's sign-in page → back in the app. */
export async function signInThroughProvider(page: Page, username: string, start = '/login'): Promise<void> {
  await recordToasts(page);
  await page.goto(start);
  await page.getByTestId('sign-in').click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && !url.pathname.startsWith('/interaction') && !url.pathname.startsWith('/oidc'));
}

const signedIn = (url: URL) => !url.pathname.startsWith('/login') && !url.pathname.startsWith('/interaction') && !url.pathname.startsWith('/oidc');

/** How long more a stored sign-in's access token must be good for to be reused: tokens live 10 minutes. */
const TOKEN_MARGIN_MS = 3 * 60_000;

/** Whether a stored OIDC user (the app's localStorage JSON) has an access token good for {@link TOKEN_MARGIN_MS} more. */
const freshUser = (json: string): boolean => ((JSON.parse(json) as { expires_at?: number }).expires_at ?? 0) * 1000 > Date.now() + TOKEN_MARGIN_MS;

/** The app's stored OIDC users on a page: localStorage key → JSON. */
async function storedUsers(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:')) out[key] = localStorage.getItem(key) ?? '';
    }
    return out;
  });
}

/**
 * Whether a page kept between tests is still signed in, its access token good for a while more: a kept
 * page outlives its token, and the app then lets the user go.
 */
export async function stillSignedIn(page: Page): Promise<boolean> {
  if (page.isClosed()) return false;
  const users = Object.values(await storedUsers(page).catch(() => ({})));
  return users.length > 0 && users.every(freshUser);
}

/**
 * Signs `username` in and opens `start`; `/login` (the default) and `/` open the page the app sends a
 * returning user to. The first call for a user goes through the real provider flow
 * (`signInThroughProvider`); later calls restore the state that sign-in left (cookies and the app's
 * stored OIDC user), so a test starts signed in without repeating the provider's pages. Tests of the
 * sign-in flow itself call `signInThroughProvider`.
 *
 * `start: null` opens no app page: a restored sign-in leaves the page on a same-origin document outside
 * the app, where `gql` can ask for a test's records before the test opens the page they decide. An app
 * page a test loads and never looks at costs the browser one to two seconds of CPU, which the CI
 * machine's two cores pay for.
 */
export async function signIn(page: Page, username: string, start: string | null = '/login'): Promise<void> {
  let saved = savedSignIns.get(username);
  // A saved sign-in whose access token is about to expire is not worth restoring.
  if (saved && !Object.values(saved.oidc).every(freshUser)) {
    savedSignIns.delete(username);
    saved = undefined;
  }
  if (!saved) {
    // Another page of this context already signed in (a test's second tab): the app would send /login on
    // to that session instead of showing the sign-in button, so the provider's flow runs in a context of
    // its own, and its state is restored here. (A saved sign-in goes stale a few minutes into a run: a
    // second tab asking for it then met a signed-in /login — a flake seen in CI.)
    const origin = (await page.context().storageState()).origins.find((o) => o.localStorage.some((e) => e.name.startsWith('oidc.user:')))?.origin;
    if (origin !== undefined) {
      const own = await page.context().browser()!.newContext({ baseURL: origin });
      try {
        const other = await own.newPage();
        await signInThroughProvider(other, username);
        const oidc = await storedUsers(other);
        if (Object.keys(oidc).length === 0) throw new Error(`signIn: no stored user after ${username}'s sign-in`);
        saved = { cookies: await own.cookies(), oidc };
        savedSignIns.set(username, saved);
      } finally {
        await own.close();
      }
    }
  }
  if (!saved) {
    // The provider's flow ends where the app sends a user who just signed in (the landing page).
    await signInThroughProvider(page, username);
    const oidc = await storedUsers(page);
    if (Object.keys(oidc).length > 0) savedSignIns.set(username, { cookies: await page.context().cookies(), oidc });
    const landed = new URL(page.url());
    if (start !== null && start !== '/' && !start.startsWith('/login') && landed.pathname + landed.search !== start) await page.goto(start);
    return;
  }
  await recordToasts(page);
  await page.context().addCookies(saved.cookies);
  // A same-origin document that is not the app, to write the stored user before the app first loads.
  await page.goto('/config.json');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, saved.oidc);
  if (start === null) return;
  await page.goto(start.startsWith('/login') ? '/' : start);
  await page.waitForURL(signedIn);
}

/** Top-level menu labels and each group's children (groups are opened to read them). */
export async function readMenu(page: Page, name = 'Main menu'): Promise<{ top: string[]; groups: Record<string, string[]> }> {
  const nav = page.getByRole('navigation', { name });
  await expect(nav).toBeVisible();
  const items = nav.locator(':scope > ul > li');
  const top: string[] = [];
  const groups: Record<string, string[]> = {};
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    const group = item.locator('button[aria-expanded]');
    if ((await group.count()) > 0) {
      const label = (await group.innerText()).trim();
      top.push(label);
      if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
      groups[label] = (await item.locator('ul a').allInnerTexts()).map((t) => t.trim());
    } else {
      top.push((await item.innerText()).trim());
    }
  }
  return { top, groups };
}

/**
 * The signed-in user's access token, as the app stored it — waiting for the app to store it: a page
 * that has just come back from the sign-in may not have written it yet (a flake seen in CI).
 */
export async function accessToken(page: Page): Promise<string> {
  const stored = await page
    .waitForFunction(
      () => {
        for (let i = 0; i < localStorage.length; i++) {
          const key = localStorage.key(i) ?? '';
          if (key.startsWith('oidc.user:')) return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? false;
        }
        return false;
      },
      undefined,
      { timeout: 10_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<string>)
    .catch(() => null);
  if (!stored) throw new Error('No signed-in user in localStorage');
  return stored;
}

/** Runs a GraphQL document with the page's own session (same token, same headers as the app). */
export async function gql<T>(page: Page, document: { toString(): string }, variables: Record<string, unknown>): Promise<T> {
  const token = await accessToken(page);
  const body = await page.evaluate(
    async ({ query, variables, token }) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, application: 'practice-portal' },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    { query: document.toString(), variables, token },
  );
  if (body.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

const SHOTS = fileURLToPath(new URL('../screens/', import.meta.url));

/**
 * Waits until the page has drawn a frame and every finite animation and transition on it has finished
 * (a popup opening, a panel expanding): the event that says the screen is still, instead of a guessed
 * time. Endless ones (a spinner) are left out.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.then(() => undefined, () => undefined)));
  });
}

/**
 * Screenshots of the current screen at desktop and phone sizes, for review, when `VETRX_SCREENS=1`;
 * otherwise nothing (156 screenshots cost CI about a minute and assert nothing).
 */
export async function screens(page: Page, name: string): Promise<void> {
  if (process.env.VETRX_SCREENS !== '1') return;
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await animationsDone(page);
    await page.screenshot({ path: `${SHOTS}${name}-${width}.png` });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Types a name into the approvals queue's search and waits until the list shows its result. The
 * search applies after a debounce: until then the old list is on screen, and a card
 * clicked in it is replaced when the filtered list arrives (an expanded form would be lost).
 */
export async function searchQueue(page: Page, name: string): Promise<void> {
  await page.getByTestId('filter-name').fill(name);
  await expect(page.getByTestId('filter-name-pending')).toHaveCount(0);
  await expect(page.getByTestId('approvals-list')).toHaveAttribute('aria-busy', 'false');
}

/**
 * Serious and critical axe-core violations (WCAG 2.1 A and AA) on the page as it stands, one line each;
 * an empty list when there are none (issue 17 item 6). A page with violations is settled and checked
 * again, and only what is still there is reported: on a loaded machine a query answered during the check
 * can enable a button whose fade from its disabled look (a 0.2 s transition) axe then reads half done.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const seen = await violationsOnceSettled(page);
  return seen.length === 0 ? seen : violationsOnceSettled(page);
}

async function violationsOnceSettled(page: Page): Promise<string[]> {
  // Let the screen settle: data loaded (no skeletons), animations done. (Not 'networkidle': the live
  // updates stream stays open.)
  await page.waitForLoadState('load');
  await expect(page.locator('.chakra-skeleton, [data-scope="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
  await animationsDone(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | ')}`);
}
