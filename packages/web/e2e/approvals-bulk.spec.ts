/**
 * Safe bulk approval (issue 17 item 3): select pending requests, see which will
 * be approved (with directions, quantity, refills and expiration) and which are left alone (with the
 * reason), sign in again at the identity provider in a popup (its ID token carries the summary's
 * nonce), and see the summary after; the request without a drafted prescription stays pending. The
 * requests come from the sandbox storefront, so no seeded task is used up.
 */
import { expect, test, type Page } from '@playwright/test';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import type { GetPrescriptionTasksQuery } from '@vetrx/core/operations/GetPrescriptionTasks';
import { gql, PASSWORD, screens, signIn } from './helpers';
import { attachToPending, narrowQueue, openTaskCard, prescriptionFor, taskDetail, type TaskDetail } from './records';
import { sandboxDriver } from './sandbox';

type Task = GetPrescriptionTasksQuery['getPrescriptionTasks'][number];

async function selectTask(page: Page, task: Pick<Task, 'id' | 'locationClientId' | 'locationPatient'>) {
  await narrowQueue(page, task);
  await (await openTaskCard(page, task)).getByTestId('task-select').click();
}

test('bulk approve: two complete drafts are approved after a fresh sign-in; a request without a draft is listed with its reason and left alone', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // Three Client Requests from the sandbox storefront (issue 14): plain Rx products for pets with a
  // weight and a birth date, each for a pet of its own, none flagged as a duplicate; Atenolol has no
  // weight range or keywords the conflict check could trip on, and the pets are dogs or cats (its species).
  const sb = await sandboxDriver(browser);
  const requests = [];
  for (let i = 0; i < 3; i++) requests.push(await sb.clientRequest('Maple Grove Animal Hospital', { unflagged: true, productText: 'Atenolol', species: ['canine', 'feline'] }));
  await signIn(page, 'vet@demo.vetrx.dev', null);
  const picked: TaskDetail[] = [];
  for (const r of requests) picked.push(await taskDetail(page, r.taskId));
  const [a, b, noDraft] = picked;
  for (const t of [a, b]) {
    await gql(page, AddPrescriptionDocument, {
      input: { ...(await prescriptionFor(page, t)), directions: 'Give 1 tablet by mouth once daily with food.', refills: 0, prnFlag: false },
      addPrescriptionType: 'SaveAsDraft',
      prescriptionTaskToAttach: attachToPending(t),
    });
  }

  await page.goto('/approve');
  await expect(page.getByTestId('approvals-list')).toBeVisible({ timeout: 30_000 });
  for (const t of picked) await selectTask(page, t);
  await expect(page.getByTestId('bulk-selected')).toHaveText('3 selected');
  await page.getByTestId('bulk-approve').click();

  const dialog = page.getByTestId('bulk-approve-dialog');
  await expect(dialog.getByTestId('bulk-counts')).toContainText('2 will be approved');
  await expect(dialog.getByTestId('bulk-counts')).toContainText('1 left alone');
  const alone = dialog.locator(`[data-testid="bulk-item"][data-task-id="${noDraft.id}"]`);
  await expect(alone).toHaveAttribute('data-ok', 'false');
  await expect(alone.getByTestId('bulk-reason')).toHaveText('No prescription has been written for this request yet: open it to write one.');
  // The summary shows what will be approved: directions, quantity, refills and expiration.
  const itemA = dialog.locator(`[data-testid="bulk-item"][data-task-id="${a.id}"]`);
  await expect(itemA.getByTestId('bulk-directions')).toContainText('Give 1 tablet by mouth once daily with food.');
  await expect(itemA.getByTestId('bulk-refills')).toContainText('0');
  await expect(itemA.getByTestId('bulk-quantity')).toBeVisible();
  await expect(itemA.getByTestId('bulk-expires')).toContainText(/\d{4}-\d{2}-\d{2}/);
  await screens(page, 'approvals-bulk-review');

  // Re-authentication at the identity provider, in a popup: the password again.
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByTestId('bulk-confirm').click();
  const popup = await popupPromise;
  // The provider's page says what this sign-in confirms and for whom: the vet's
  // username is filled in and cannot be changed.
  await expect(popup.getByRole('heading', { name: 'Sign in again to approve 2 requests' })).toBeVisible();
  await expect(popup.getByLabel('Username')).toHaveValue('vet@demo.vetrx.dev');
  await expect(popup.getByLabel('Username')).not.toBeEditable();
  await expect(popup.getByLabel('Password')).toBeFocused();
  await screens(popup, 'approvals-bulk-reauth');
  await popup.getByLabel('Password').fill(PASSWORD);
  await popup.getByRole('button', { name: 'Sign in' }).click();

  await expect(dialog.getByText('Bulk approval finished')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('bulk-counts')).toContainText('2 approved');
  await expect(dialog.getByTestId('bulk-counts')).toContainText('1 not approved');
  await expect(itemA.getByTestId('bulk-directions')).toContainText('Give 1 tablet by mouth once daily with food.');
  await screens(page, 'approvals-bulk-done');
  expect((await taskDetail(page, a.id)).status).toBe('VET_APPROVED');
  expect((await taskDetail(page, b.id)).status).toBe('VET_APPROVED');
  expect((await taskDetail(page, noDraft.id)).status).toBe('PENDING');
  await dialog.getByTestId('bulk-close').click();
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
  // The app's own session is untouched: still signed in as the vet.
  await expect(page.getByText('Dr. Emily Carter').first()).toBeVisible();
});
