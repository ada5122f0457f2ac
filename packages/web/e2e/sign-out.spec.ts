/**
 * Signing out of the embedded provider as Chromium does it (issue 62 item 1): a page on
 * another site that sends the browser to the end-session endpoint signs nobody out — the person is
 * asked on a VetRx page, and staying signed in leaves the portal working; confirming signs them out
 * and our page says so, with the way back to sign in.
 */
import { expect, test } from '@playwright/test';
import { MeDocument } from '@vetrx/core/operations/Me';
import { accessToken, screens, signInThroughProvider } from './helpers';

test.describe('signing out at the provider', () => {
  test('a page elsewhere sending the browser to the end-session endpoint signs nobody out; the person is asked first', async ({ page, baseURL }) => {
    await signInThroughProvider(page, 'vet2@demo.vetrx.dev');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const token = await accessToken(page);
    const me = async () =>
      ((await (await page.request.post('/graphql', { headers: { authorization: `Bearer ${token}`, application: 'practice-portal' }, data: { query: MeDocument.toString(), variables: {} } })).json()) as {
        data?: { me?: { user?: { email?: string } } };
        errors?: Array<{ extensions?: { code?: string } }>;
      });

    // A page on another site sends the browser to the provider's sign-out, as a link or a script could.
    const elsewhere = 'http://elsewhere.example';
    await page.route(`${elsewhere}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Free treats</title><script>location.href = ${JSON.stringify(`${baseURL}/oidc/session/end`)}</script>` }),
    );
    await page.goto(`${elsewhere}/treats`);
    await expect(page.getByRole('heading', { name: 'Sign out of VetRx?' })).toBeVisible();
    await expect(page.getByText('vet2@demo.vetrx.dev')).toBeVisible();
    await screens(page, 'sign-out-confirm');
    // Nothing ended: the token the portal holds still works.
    expect((await me()).data?.me?.user?.email).toBe('vet2@demo.vetrx.dev');

    // Stay signed in: back to the portal, still signed in.
    await page.getByRole('link', { name: 'Stay signed in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect((await me()).data?.me?.user?.email).toBe('vet2@demo.vetrx.dev');

    // Asked again, the person confirms: signed out, told so on our page, the way back to sign in offered.
    await page.goto(`${elsewhere}/treats`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
    await screens(page, 'signed-out');
    expect((await me()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('sign-in')).toBeVisible();
  });
});
