import { expect, test, type Page } from '@playwright/test';
import { expectToast, screens, seriousViolations, signIn, signInThroughProvider } from './helpers';

/**
 * An impersonation session left running (issue 45): the support user closed the browser
 * while impersonating, so nothing ended the session on the server, and every start is refused until it
 * ends or expires. Signed in again, Support Home shows it with End and Continue, and the Impersonate
 * dialog says what to do instead of only 'You cannot impersonate further while impersonating'.
 */

const SUPPORT = 'support@demo.vetrx.dev';

/** Impersonates `username` at their first listed assignment from User Management. */
async function impersonate(page: Page, search: string, username: string, reason: string): Promise<void> {
  await page.goto('/support/impersonate');
  await page.getByTestId('support-user-search').fill(search);
  await page.getByTestId('support-user-card').filter({ hasText: username }).getByTestId('impersonate-button').first().click();
  const dialog = page.getByTestId('start-impersonation-dialog');
  await dialog.getByTestId('impersonation-reason').fill(reason);
  await dialog.getByTestId('impersonation-minutes').fill('30');
  await dialog.getByTestId('start-impersonation-submit').click();
  await expect(page.getByTestId('impersonation-banner')).toContainText(`Impersonation: ${username}`);
}

/** Starts impersonating in a browser of its own, then closes that browser without logging out. */
async function leaveRunning(page: Page, search: string, username: string, reason: string): Promise<void> {
  await signIn(page, SUPPORT, null);
  await impersonate(page, search, username, reason);
  await page.context().close();
}

test('a session left running is shown on Support Home; End ends it on the server and another user can be impersonated', async ({ page, browser }) => {
  await leaveRunning(page, 'staff@demo', 'staff@demo.vetrx.dev', 'Ticket 4801: printing, left open');

  // A new browser (nothing in its storage), signed in again through the real sign-in form.
  const again = await (await browser.newContext()).newPage();
  await signInThroughProvider(again, SUPPORT);
  await expect(again).toHaveURL(/\/support$/);
  const card = again.getByTestId('running-impersonation');
  await expect(card).toContainText('Your impersonation session is still running');
  const facts = card.getByTestId('running-impersonation-facts');
  await expect(facts.locator('[data-field="target"] [data-label]')).toHaveText('staff@demo.vetrx.dev');
  await expect(facts.locator('[data-field="reason"] [data-label]')).toHaveText('Ticket 4801: printing, left open');
  await expect(facts.locator('[data-field="since"] [data-label]')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/);
  await expect(facts.locator('[data-field="until"] [data-label]')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M \((30|29) min left\)$/);
  await expect(card.getByTestId('running-impersonation-continue')).toHaveText('Continue as staff@demo.vetrx.dev');
  await screens(again, 'support-home-running-impersonation');
  expect(await seriousViolations(again)).toEqual([]);

  await card.getByTestId('running-impersonation-end').click();
  await expectToast(again, 'Impersonation session ended');
  await expect(card).toHaveCount(0);

  // The server's session is over: another user can be impersonated from this browser.
  await impersonate(again, 'vet@demo', 'vet@demo.vetrx.dev', 'Ticket 4802: drafts');
  await again.getByTestId('impersonation-banner').getByRole('button', { name: 'Log out' }).click();
  await expect(again).toHaveURL(/\/support$/);
  await expect(again.getByTestId('support-greeting')).toBeVisible();
  await expect(again.getByTestId('running-impersonation')).toHaveCount(0);
  await again.context().close();
});

test('Impersonate while a session runs elsewhere shows that session and what to do; Continue acts as its user again', async ({ page, browser }) => {
  await leaveRunning(page, 'vet@demo', 'vet@demo.vetrx.dev', 'Ticket 4803: left open');

  const again = await (await browser.newContext()).newPage();
  await signIn(again, SUPPORT, '/support/impersonate');
  await again.getByTestId('support-user-search').fill('staff@demo');
  await again.getByTestId('support-user-card').filter({ hasText: 'staff@demo.vetrx.dev' }).getByTestId('impersonate-button').first().click();
  const dialog = again.getByTestId('start-impersonation-dialog');
  const running = dialog.getByTestId('start-impersonation-running');
  await expect(running).toContainText('You cannot impersonate further while impersonating');
  await expect(running).toContainText('Your session as vet@demo.vetrx.dev is still running. End it to impersonate someone else, or continue it.');
  await expect(running.locator('[data-field="reason"] [data-label]')).toHaveText('Ticket 4803: left open');
  await expect(dialog.getByTestId('impersonation-reason')).toHaveCount(0);
  await screens(again, 'impersonate-dialog-running-session');
  expect(await seriousViolations(again)).toEqual([]);

  await dialog.getByTestId('running-impersonation-continue').click();
  await expect(again).toHaveURL(/\/dashboard$/);
  await expect(again.getByTestId('impersonation-banner')).toContainText('Impersonation: vet@demo.vetrx.dev');
  // The session continued is the one started before: its time left counts from then.
  await expect(again.getByTestId('impersonation-time-left')).toHaveText(/^(30|29) min left$/);
  await again.getByTestId('impersonation-banner').getByRole('button', { name: 'Log out' }).click();
  await expect(again).toHaveURL(/\/support$/);
  await expect(again.getByTestId('running-impersonation')).toHaveCount(0);
  await again.context().close();
});
