import { expect, test } from '@playwright/test';
import { impersonationStartStorage } from '@vetrx/core/access';
import { readMenu, screens, signIn } from './helpers';

test('while impersonating, the practice shell shows the banner and Log out returns to /support', async ({ page }) => {
  await signIn(page, 'support@demo.vetrx.dev');
  await expect(page).toHaveURL(/\/support$/);

  // What the support user-management screen stores when impersonation starts (core's storage plan).
  const plan = impersonationStartStorage({ username: 'staff@demo.vetrx.dev', locationUserId: '0', roleId: '0', locationId: '0' });
  await page.evaluate((set) => {
    for (const [key, value] of Object.entries(set)) sessionStorage.setItem(key, value as string);
    sessionStorage.removeItem('selectedLocationId');
  }, plan.set);

  const impersonationHeaders: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/graphql')) impersonationHeaders.push(req.headers()['impersonation'] ?? '');
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('impersonation-banner')).toHaveText(/Impersonation: staff@demo\.vetrx\.dev/);
  expect((await readMenu(page)).top).toContain('Dashboard');
  await expect(page.getByRole('navigation', { name: 'Support menu' })).toHaveCount(0);
  expect(impersonationHeaders.length).toBeGreaterThan(0);
  expect(new Set(impersonationHeaders)).toEqual(new Set(['staff@demo.vetrx.dev']));
  // The selected location is kept in sessionStorage while impersonating.
  expect(await page.evaluate(() => sessionStorage.getItem('selectedLocationId'))).not.toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('selectedLocationId'))).toBeNull();
  await screens(page, 'impersonating');

  await page.getByTestId('impersonation-banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByTestId('support-greeting')).toHaveText('Welcome, Sam');
  expect(await page.evaluate(() => sessionStorage.getItem('isImpersonation'))).toBe('false');
});
