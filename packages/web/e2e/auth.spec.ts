import { expect, test } from '@playwright/test';
import { MeDocument } from '@vetrx/core/operations/Me';
import { accessToken, screens, signIn, signInThroughProvider } from './helpers';

test.describe('sign-in and sign-out', () => {
  test('a visitor without a session is sent to the branded login page with its footer links', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    const footer = page.getByRole('navigation', { name: 'Legal' }).first();
    await expect(footer.getByRole('link')).toHaveText(['Terms of service', 'Privacy Policy', 'Online Prescribing Notice', 'Contact us']);
    await screens(page, 'login');

    await footer.getByRole('link', { name: 'Terms of service' }).click();
    await expect(page).toHaveURL(/\/legal\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await screens(page, 'legal-terms');
    for (const [path, title] of [
      ['/legal/privacy', 'Privacy Policy'],
      ['/legal/online-prescribing', 'Online Prescribing Notice'],
      ['/legal/contact', 'Contact us'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await screens(page, 'legal-contact');
  });

  test("the login page and the provider's sign-in form name the application alike", async ({ page }) => {
    const line = 'Use your practice account to continue to VetRx portal.';
    await page.goto('/login');
    await expect(page.getByText(line)).toBeVisible();
    await page.getByTestId('sign-in').click();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByText(line)).toBeVisible();
    // The provider's page shows the portal's icon in its tab, as the portal's pages do.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    const icon = await page.request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });

  test("the page's design tokens come from the build's stylesheet, not inserted by the page", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const styles = await page.evaluate(() => {
      const brand = '--chakra-colors-brand-600';
      const rulesOf = (sheet: CSSStyleSheet | null) => [...(sheet?.cssRules ?? [])].map((r) => r.cssText).join('');
      return {
        linked: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
        brand: getComputedStyle(document.documentElement).getPropertyValue(brand).trim(),
        // Emotion's style elements (rules inserted one by one in production, text in development).
        inserted: [...document.querySelectorAll('style')].filter((s) => `${s.textContent}${rulesOf(s.sheet)}`.includes(`${brand}:`)).length,
      };
    });
    expect(styles.linked).toEqual([expect.stringMatching(/^\/assets\/global-[\w-]+\.css$/)]);
    expect(styles.brand).toBe('#137f74');
    expect(styles.inserted).toBe(0);
    // The page is drawn with them: the sign-in button in the brand's solid colour (brand.600).
    await expect(page.getByTestId('sign-in')).toHaveCSS('background-color', 'rgb(19, 127, 116)');
  });

  test('a vet signs in through the provider, lands on the dashboard, and signs out back to /', async ({ page }) => {
    await signInThroughProvider(page, 'vet@demo.vetrx.dev');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // An existing session signs in silently on the callback route and goes to /.
    await page.goto('/login/callback');
    await expect(page).toHaveURL(/\/dashboard$/);
    // Also when only the provider still knows the user (the app's stored tokens are gone).
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('oidc.')) localStorage.removeItem(key);
    });
    await page.goto('/login/callback');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The tokens the page holds before signing out: afterwards the API refuses them.
    const token = await accessToken(page);
    const meWith = (bearer: string) =>
      page.request
        .post('/graphql', { headers: { authorization: `Bearer ${bearer}`, application: 'practice-portal' }, data: { query: MeDocument.toString(), variables: {} } })
        .then(async (r) => (await r.json()) as { data?: { me?: { user?: { email?: string } } }; errors?: Array<{ extensions?: { code?: string } }> });
    expect((await meWith(token)).data?.me?.user?.email).toBe('vet@demo.vetrx.dev');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await meWith(token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Nor does the provider's session renew it: a silent sign-in finds no session and the app stays signed out.
    await page.goto('/login/callback');
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage).filter((k) => k.startsWith('oidc.user') || k === 'selectedLocationId'),
      session: Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user') || k === 'selectedLocationId'),
    }));
    expect(stored).toEqual({ local: [], session: [] });
    await page.goto('/history');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a failed sign-in shows the error notification', async ({ page }) => {
    await page.goto('/login/callback?code=not-a-code&state=not-a-state');
    await expect(page.getByText('Error Logging In.')).toBeVisible();
    await expect(page.getByText('Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unauthenticated answer warns, clears storage and forwards to /login', async ({ page }) => {
    await signIn(page, 'staff@demo.vetrx.dev');
    await expect(page).toHaveURL(/\/dashboard$/);
    // Replace the token with one the server cannot verify, keeping it unexpired for the browser.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (!key.startsWith('oidc.user:')) continue;
        const user = JSON.parse(localStorage.getItem(key) ?? '{}');
        localStorage.setItem(key, JSON.stringify({ ...user, access_token: 'not-a-valid-token' }));
      }
    });
    await page.reload();
    await expect(page.getByText('Not logged in')).toBeVisible();
    await expect(page.getByText('Forwarding to the login page...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
    expect(await page.evaluate(() => localStorage.getItem('selectedLocationId'))).toBeNull();
  });
});
