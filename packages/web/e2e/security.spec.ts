/**
 * The browser defences (issue 43 item 5) as Chromium applies them: a page on
 * another origin cannot frame the sign-in page, and the app works under its Content Security Policy
 * with no violation on its main screens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { screens, signIn } from './helpers';

/** Every CSP violation the page reports: the console's messages and the document's events. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.text().includes('Content Security Policy')) seen.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    if (e.message.includes('Content Security Policy')) seen.push(`error: ${e.message}`);
  });
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return seen;
}

/** The provider's authorization address for the web client (PKCE), which shows the sign-in page. */
function authorizeUrl(origin: string): string {
  const url = new URL(`${origin}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: 'vetrx-web',
    response_type: 'code',
    redirect_uri: `${origin}/login/callback`,
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  }).toString();
  return url.toString();
}

test.describe('browser defences', () => {
  test('a page on another origin that frames the sign-in page is refused by the browser', async ({ page, baseURL }) => {
    // The sign-in page itself opens at the top level.
    await page.goto(authorizeUrl(baseURL!));
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();

    // An attacker's page on another origin frames it.
    const attacker = 'http://attacker.example';
    await page.route(`${attacker}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win a prize</title><h1>Win a prize</h1><iframe id="victim" title="victim" src="${authorizeUrl(baseURL!)}" width="600" height="600"></iframe>`,
      }),
    );
    // Chromium replaces a refused frame's document with its error page: the event, not a wait.
    const refused = page.waitForEvent('framenavigated', (f) => f !== page.mainFrame() && f.url().startsWith('chrome-error://'));
    await page.goto(`${attacker}/prize`);
    await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible();
    await refused;
    // Nothing of the sign-in form is drawn inside the frame.
    const frame = page.frameLocator('#victim');
    await expect(frame.getByLabel('Password')).toHaveCount(0);
    await expect(frame.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
    await screens(page, 'framed-sign-in-refused');
  });

  test('the app works under its Content Security Policy: no violation on the main screens', async ({ page }) => {
    const violations = await recordViolations(page);
    await signIn(page, 'vetadmin@demo.vetrx.dev');
    const policy = (await page.request.get('/dashboard')).headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    for (const [path, heading] of [
      ['/dashboard', 'Dashboard'],
      ['/clientsearch', null],
      ['/approve', null],
      ['/history', null],
      ['/orders', null],
      ['/products', null],
      ['/reports', null],
      ['/usermanagement', null],
      ['/practicesettings', null],
      ['/prescribingshortcuts', null],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await screens(page, 'under-csp-settings');
    expect(violations).toEqual([]);
  });
});
