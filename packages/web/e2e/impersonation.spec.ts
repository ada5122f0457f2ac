import { expect, test } from '@playwright/test';
import { expectToast, readMenu, screens, signIn } from './helpers';

/**
 * An impersonation session (issue 9 item 4): the support user gives a reason and a
 * length, the banner shows who and the time left, and when the time is up the portal leaves the
 * impersonation. The browser's clock is Playwright's, so the expiry is reached without waiting.
 */
test('an impersonation session needs a reason, shows who and the time left, and ends when its time is up', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'support@demo.vetrx.dev');
  await expect(page).toHaveURL(/\/support$/);
  await page.goto('/support/impersonate');
  await page.getByTestId('support-user-search').fill('staff@demo');
  const staff = page.getByTestId('support-user-card').filter({ hasText: 'staff@demo.vetrx.dev' });
  await staff.getByTestId('support-assignment').filter({ hasText: 'Maple Grove Animal Hospital' }).getByTestId('impersonate-button').click();

  const dialog = page.getByTestId('start-impersonation-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('impersonation-minutes')).toHaveValue('60');
  await dialog.getByTestId('start-impersonation-submit').click();
  await expect(dialog).toContainText('Enter the reason for this impersonation');
  await dialog.getByTestId('impersonation-reason').fill('Ticket 4711: printing fails');
  await dialog.getByTestId('impersonation-minutes').fill('500');
  await dialog.getByTestId('start-impersonation-submit').click();
  await expect(dialog).toContainText('Choose between 1 and 60 minutes');
  await dialog.getByTestId('impersonation-minutes').fill('2');
  await screens(page, 'impersonation-start-dialog');

  const impersonationHeaders: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/graphql')) impersonationHeaders.push(req.headers()['impersonation'] ?? '');
  });
  await dialog.getByTestId('start-impersonation-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText('Impersonation: staff@demo.vetrx.dev');
  await expect(banner.getByTestId('impersonation-time-left')).toHaveText('2 min left');
  expect((await readMenu(page)).top).toContain('Dashboard');
  await expect(page.getByRole('navigation', { name: 'Support menu' })).toHaveCount(0);
  expect(impersonationHeaders).toContain('staff@demo.vetrx.dev');
  // The selected location is kept in sessionStorage while impersonating.
  expect(await page.evaluate(() => sessionStorage.getItem('selectedLocationId'))).toBe('1');
  expect(await page.evaluate(() => localStorage.getItem('selectedLocationId'))).toBeNull();
  await screens(page, 'impersonating');

  await page.clock.fastForward('01:10');
  await expect(banner.getByTestId('impersonation-time-left')).toHaveText('1 min left');
  await page.clock.fastForward('01:00');
  await expectToast(page, 'The impersonation session has ended');
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('isImpersonation'))).toBe('false');
});

test('Log out ends the impersonation session; a second start while one runs is refused', async ({ page }) => {
  await signIn(page, 'support@demo.vetrx.dev', '/support/impersonate');
  await page.getByTestId('support-user-search').fill('staff@demo');
  const staff = page.getByTestId('support-user-card').filter({ hasText: 'staff@demo.vetrx.dev' });
  const start = async () => {
    await staff.getByTestId('support-assignment').filter({ hasText: 'Maple Grove Animal Hospital' }).getByTestId('impersonate-button').click();
    await page.getByTestId('impersonation-reason').fill('Ticket 4712: delegation question');
    await page.getByTestId('start-impersonation-submit').click();
  };
  await start();
  await expect(page.getByTestId('impersonation-banner')).toContainText('Impersonation: staff@demo.vetrx.dev');
  await expect(page.getByTestId('impersonation-time-left')).toHaveText(/^(60|59) min left$/);

  // Another tab of the support user (no impersonation stored there) cannot start a second session: the
  // dialog shows the running one and what to do instead.
  const other = await page.context().newPage();
  await signIn(other, 'support@demo.vetrx.dev', '/support/impersonate');
  await other.getByTestId('support-user-search').fill('vet@demo');
  await other.getByTestId('support-user-card').filter({ hasText: 'vet@demo.vetrx.dev' }).getByTestId('impersonate-button').first().click();
  const running = other.getByTestId('start-impersonation-running');
  await expect(running).toContainText('You cannot impersonate further while impersonating');
  await expect(running.locator('[data-field="target"] [data-label]')).toHaveText('staff@demo.vetrx.dev');
  await expect(other.getByTestId('impersonation-reason')).toHaveCount(0);
  await other.close();

  await page.getByTestId('impersonation-banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByTestId('support-greeting')).toHaveText('Welcome, Sam');
  expect(await page.evaluate(() => sessionStorage.getItem('isImpersonation'))).toBe('false');
  // The session ended on the server: a new one may start.
  await page.goto('/support/impersonate');
  await page.getByTestId('support-user-search').fill('staff@demo');
  await start();
  await expect(page.getByTestId('impersonation-banner')).toContainText('Impersonation: staff@demo.vetrx.dev');
  await page.getByTestId('impersonation-banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/support$/);
});
