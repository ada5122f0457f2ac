import { expect, test, type Page } from '@playwright/test';
import { expectToast, readMenu, screens, signIn } from './helpers';

/** A day `months` from now, as the date inputs take it (YYYY-MM-DD). */
function inMonths(months: number): string {
  const d = new Date();
  d.setMonth(d.getMonth() + months);
  return d.toISOString().slice(0, 10);
}


// Letters only: a name keeps no digits.
const run = Date.now().toString(36).slice(-5).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');

/** Fills the open Add User dialog for a new STAFF user at its preselected location. */
async function fillNewStaffUser(page: Page, lastName: string, email: string) {
  const add = page.getByTestId('add-user-dialog');
  await add.getByLabel('First Name').fill('Dana');
  await add.getByLabel('Last Name').fill(lastName);
  await add.getByLabel('E-mail').fill(email);
  await add.getByRole('textbox', { name: 'Phone Number' }).fill('6125550147');
  await add.getByRole('button', { name: 'Add Phone' }).click();
  await expect(add.getByTestId('phone-item')).toHaveCount(1);
  await add.getByTestId('assignment-row').getByTestId('assignment-role').selectOption({ label: 'STAFF' });
  return add;
}

/** Adds a staff user from /usermanagement through Add User, then opens their profile from the list. */
async function addStaffUserAndOpen(page: Page, lastName: string, email: string) {
  await page.getByTestId('add-user-button').click();
  const add = await fillNewStaffUser(page, lastName, email);
  await add.getByTestId('user-form-save').click();
  await expectToast(page, 'Added user successfully');
  await page.getByTestId('user-search').fill(lastName);
  await page.getByTestId('user-row').filter({ hasText: lastName }).click();
}

/** Counts the GraphQL requests of one operation the page sends. */
function countOperation(page: Page, name: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST' && new RegExp(`mutation\\s+${name}\\b`).test(request.postData() ?? '')) count++;
  });
  return () => count;
}

/** The toasts the page has shown and no assertion has consumed yet. */
const unconsumedToasts = (page: Page) => page.evaluate(() => [...((window as unknown as { __toasts?: string[] }).__toasts ?? [])]);

test.describe('user administration', () => {
  test('a vet admin searches users, edits a vet\'s licence and moves a delegate', async ({ page }) => {
    await signIn(page, 'vetadmin@demo.vetrx.dev', '/usermanagement');
    await expect(page).toHaveURL(/\/usermanagement$/);
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await screens(page, 'users-list');

    // no location selected: the spec's message, no list
    await page.getByTestId('user-locations').getByRole('button', { name: /remove|clear/i }).first().click();
    await expect(page.getByText('At least 1 location should be selected')).toBeVisible();
    await page.getByTestId('user-locations').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Maple Grove Animal Hospital' }).click();
    await page.keyboard.press('Escape');

    await page.getByTestId('user-search').fill('zzzq');
    await expect(page.getByText('No users found. Please try another search.')).toBeVisible();
    await page.getByTestId('user-search').fill('carter');
    const row = page.getByTestId('user-row').filter({ hasText: 'Dr. Emily Carter' });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('pims-dot')).toHaveAttribute('data-color', 'green');
    // Avatar initials come from the name, never the title (issue 12, item 7).
    await expect(row.getByTestId('user-avatar')).toHaveText('EC');
    await row.click();

    await expect(page).toHaveURL(/\/usermanagement\/userprofile\/\d+$/);
    await expect(page.getByTestId('user-summary-name')).toHaveText('Dr. Emily Carter');
    await expect(page.getByTestId('profile-avatar')).toHaveText('EC');
    for (const section of ['Profile', 'PIMS Link', 'Delegate Users', 'Delegation Permissions']) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('section-delegation-permissions')).toContainText('No delegate access found');
    await screens(page, 'user-profile');

    // Edit User → Profile: the licence messages, then a valid save
    await page.getByTestId('edit-user-button').click();
    const dialog = page.getByTestId('edit-user-dialog');
    await expect(dialog.getByRole('tab', { name: 'Delegations' })).toBeVisible();
    const mapleGrove = dialog.getByTestId('assignment-row').filter({ has: page.getByText('Maple Grove Animal Hospital') });
    await mapleGrove.getByTestId('assignment-license-number').fill('');
    await mapleGrove.getByTestId('assignment-license-expiration').fill('2031-01-15');
    await dialog.getByTestId('user-form-save').click();
    await expect(mapleGrove.getByText('Vet License is required')).toBeVisible();
    await expect(mapleGrove.getByText('The expiration date cannot be after 12-31-2030.')).toBeVisible();
    await screens(page, 'edit-user-licence-errors');
    await mapleGrove.getByTestId('assignment-license-number').fill('MN-DVM-55555');
    await mapleGrove.getByTestId('assignment-license-expiration').fill(inMonths(12));
    await expect(mapleGrove.getByText('Vet License is required')).toHaveCount(0);
    await dialog.getByTestId('user-form-save').click();
    await expectToast(page, 'Updated user successfully');
    await expect(dialog).toHaveCount(0);

    // Edit User → Delegations: move Priya Natarajan to the delegates and save
    await page.getByTestId('edit-user-button').click();
    await dialog.getByRole('tab', { name: 'Delegations' }).click();
    const nonDelegates = dialog.getByTestId('non-delegates');
    const delegates = dialog.getByTestId('delegates');
    await expect(delegates).toContainText('Jordan Ellis');
    await nonDelegates.getByRole('button', { name: 'Add to delegates: Priya Natarajan' }).click();
    await expect(delegates).toContainText('Priya Natarajan');
    await screens(page, 'edit-user-delegations');
    await dialog.getByTestId('delegations-save').click();
    await expectToast(page, 'Data saved successfully.');
    await dialog.getByRole('tab', { name: 'PIMS User' }).click();
    await expect(dialog.getByTestId('pims-user-row').first()).toBeVisible();
    await screens(page, 'edit-user-pims');
    await dialog.getByRole('tab', { name: 'Notification' }).click();
    await screens(page, 'edit-user-notification');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('delegate-users')).toContainText('Priya Natarajan');
    await expect(page.getByTestId('delegate-users')).toContainText('Jordan Ellis');
    await page.getByTestId('section-delegate-users').scrollIntoViewIfNeeded();
    await screens(page, 'user-profile-delegates');
    await page.getByTestId('edit-profile-button').click();
    await expect(page.getByTestId('location-user-profile-form')).toBeVisible();
    // The per-location Active switch is named by whom and where it acts on (issue 12, item 12).
    await expect(page.getByTestId('profile-active').locator('input')).toHaveAccessibleName(/^Active: Dr\. Emily Carter at \S.+$/);
    await screens(page, 'user-profile-edit');

    // A delegate's profile lists the vet who delegated to them: the avatar reads EC, not DC (issue 12, item 7).
    await page.goto('/usermanagement');
    await page.getByTestId('user-search').fill('ellis');
    await page.getByTestId('user-row').filter({ hasText: 'Jordan Ellis' }).first().click();
    const access = page.getByTestId('delegate-access');
    await expect(access).toContainText('Dr. Emily Carter');
    await expect(access.locator('li').filter({ hasText: 'Dr. Emily Carter' }).getByTestId('person-avatar')).toHaveText('EC');
  });

  test('Add User: a double click on Save adds the user once and closes the dialog', async ({ page }) => {
    await signIn(page, 'admin@demo.vetrx.dev', '/usermanagement');
    const addUsers = countOperation(page, 'AddUser');
    await page.getByTestId('add-user-button').click();
    const add = await fillNewStaffUser(page, `Twice${run}`, `dana.twice.${run}@example.com`);
    await add.getByTestId('user-form-save').dblclick();
    await expectToast(page, 'Added user successfully');
    await expect(add).toHaveCount(0);
    // The second press's request would have been sent with it, before the first was answered.
    expect(addUsers()).toBe(1);
    expect(await unconsumedToasts(page)).not.toContainEqual(expect.stringContaining('already exists'));
  });

  test('Edit User: a double click on Save updates once and closes the dialog', async ({ page }) => {
    await signIn(page, 'admin@demo.vetrx.dev', '/usermanagement');
    const lastName = `Edited${run}`;
    await addStaffUserAndOpen(page, lastName, `dana.edited.${run}@example.com`);
    await expect(page.getByTestId('user-summary-name')).toContainText(lastName);

    const updates = countOperation(page, 'UpdateUser');
    await page.getByTestId('edit-user-button').click();
    const dialog = page.getByTestId('edit-user-dialog');
    await dialog.getByLabel('First Name').fill('Danielle');
    await dialog.getByTestId('user-form-save').dblclick();
    await expectToast(page, 'Updated user successfully');
    await expect(dialog).toHaveCount(0);
    expect(updates()).toBe(1);
  });

  test('user profile: saving the Active switch shows the toast and returns to read-only', async ({ page }) => {
    await signIn(page, 'admin@demo.vetrx.dev', '/usermanagement');
    const lastName = `Inactive${run}`;
    await addStaffUserAndOpen(page, lastName, `dana.inactive.${run}@example.com`);
    await expect(page).toHaveURL(/\/usermanagement\/userprofile\/\d+$/);
    const summary = page.getByTestId('user-summary');
    await expect(summary).toContainText('Active');

    await page.getByTestId('edit-profile-button').click();
    const form = page.getByTestId('location-user-profile-form');
    await page.getByTestId('profile-active').click();
    await expect(page.getByTestId('profile-active').locator('input')).not.toBeChecked();
    await page.getByTestId('profile-save').click();
    await expectToast(page, 'Updated user detail successfully');
    await expect(form).toHaveCount(0);
    await expect(page.getByTestId('edit-profile-button')).toBeVisible();
    await expect(summary).toContainText('Inactive');
  });

  test('Add User and My Account open from their buttons', async ({ page }) => {
    await signIn(page, 'vetadmin@demo.vetrx.dev', '/usermanagement');
    await page.getByTestId('add-user-button').click();
    const add = page.getByTestId('add-user-dialog');
    // Named by its title; it opens on its Close button (not the first field: no phone keyboard at once).
    await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
    await expect(add.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(add.getByTestId('assignment-row')).toHaveCount(1);
    await expect(add.getByTestId('assignment-row').getByTestId('assignment-location')).toHaveValue('1');
    await add.getByTestId('user-form-save').click();
    await expect(add.getByText('At least 1 phone number is required')).toBeVisible();
    await expect(add.getByTestId('assignment-row').getByText('Role is required')).toBeVisible();
    await screens(page, 'add-user');
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('my-account').click();
    const account = page.getByTestId('my-account-dialog');
    await expect(account.getByRole('tab', { name: 'Delegations' })).toBeVisible();
    await screens(page, 'my-account');
    // the own picture: stored (scaled in the browser), then removed
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await account.getByTestId('profile-picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expectToast(page, 'Data saved successfully.');
    await expect(account.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /^data:image\/png;base64,/);
    await account.getByTestId('profile-picture-remove').click();
    await expectToast(page, 'Profile removed sucessfully');
    await account.getByRole('tab', { name: 'Delegations' }).click();
    await expect(account.getByTestId('delegations-editor')).toBeVisible();
  });

  test('a support user impersonates staff from /support/impersonate and logs out of it', async ({ page }) => {
    await signIn(page, 'support@demo.vetrx.dev', '/support/impersonate');
    await expect(page).toHaveURL(/\/support\/impersonate$/);
    await screens(page, 'support-impersonate-empty');

    await page.getByTestId('support-user-search').fill('okafor');
    const self = page.getByTestId('support-user-card').filter({ hasText: 'support@demo.vetrx.dev' });
    await self.getByTestId('impersonate-button').click();
    await expectToast(page, 'You cannot impersonate yourself');
    await expect(page).toHaveURL(/\/support\/impersonate$/);

    // a target that cannot be loaded (another support user): the notice, and the support user restored
    await page.getByTestId('support-user-search').fill('moreau');
    await page.getByTestId('support-user-card').filter({ hasText: 'adminsupport@demo.vetrx.dev' }).getByTestId('impersonate-button').click();
    await page.getByTestId('impersonation-reason').fill('Ticket 12');
    await page.getByTestId('start-impersonation-submit').click();
    await expectToast(page, /Impersonation signing out.*Could not impersonate selected user\./);
    await expect(page).toHaveURL(/\/support$/);
    expect(await page.evaluate(() => sessionStorage.getItem('isImpersonation'))).toBe('false');
    expect(await page.evaluate(() => sessionStorage.getItem('username'))).toBe('support@demo.vetrx.dev');
    await page.goto('/support/impersonate');

    await page.getByTestId('support-user-search').fill('staff@demo');
    const staff = page.getByTestId('support-user-card').filter({ hasText: 'staff@demo.vetrx.dev' });
    await expect(staff.getByTestId('support-assignment')).toHaveCount(3);
    await screens(page, 'support-impersonate-results');
    await staff.getByTestId('support-assignment').filter({ hasText: 'Maple Grove Animal Hospital' }).getByTestId('impersonate-button').click();
    await page.getByTestId('impersonation-reason').fill('Ticket 13: menu check');
    await page.getByTestId('start-impersonation-submit').click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('impersonation-banner')).toHaveText(/Impersonation: staff@demo\.vetrx\.dev/);
    const menu = await readMenu(page);
    expect(menu.top).toEqual(['Dashboard', 'Create Rx', 'Approvals', 'Clients', 'Products', 'Rx History', 'Orders', 'Link PIMS']);
    expect(await page.evaluate(() => sessionStorage.getItem('selectedLocationId'))).toBe('1');

    await page.getByTestId('impersonation-banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('isImpersonation'))).toBe('false');
  });
});
