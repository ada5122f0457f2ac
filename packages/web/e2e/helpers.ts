import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PASSWORD = 'VetRx-demo-1';

/** Signs in through the real flow: /login → Sign in → the server's sign-in page → back in the app. */
export async function signIn(page: Page, username: string, start = '/login'): Promise<void> {
  await page.goto(start);
  await page.getByTestId('sign-in').click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && !url.pathname.startsWith('/interaction') && !url.pathname.startsWith('/oidc'));
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

/** The signed-in user's access token, as the app stored it. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:')) return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? null;
    }
    return null;
  });
  if (!token) throw new Error('No signed-in user in localStorage');
  return token;
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

/** Screenshots of the current screen at desktop and phone sizes, for review. */
export async function screens(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}${name}-${width}.png` });
  }
  if (original) await page.setViewportSize(original);
}
