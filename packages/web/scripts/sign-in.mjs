/**
 * The page scripts' sign-in (page-timing, lighthouse, first-load-sources): through the provider's own page
 * (the code flow, as a person signs in), then /approve once until its first card, so the browser also keeps
 * the location chosen — what a returning vet's browser holds. The demo practice's password.
 *
 * @example
 * await signInThroughProvider(page, { base: 'http://127.0.0.1:4100', username: 'vet@demo.vetrx.dev' });
 */
export async function signInThroughProvider(page, { base = '', username = 'vet@demo.vetrx.dev', timeout = 30_000 } = {}) {
  await page.goto(`${base}/login`);
  await page.getByTestId('sign-in').click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('VetRx-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !/^\/(login|interaction|oidc)/.test(url.pathname), { timeout });
  await page.goto(`${base}/approve`);
  await page.getByTestId('task-card').first().waitFor({ timeout });
}
