import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  GetLocationDocument,
  LocationClientSearchDocument,
  UpdateLocationUserActiveDocument,
  UsersDocument,
  type GetLocationQuery,
  type LocationClientSearchQuery,
  type UsersQuery,
} from '@vetrx/core/api';
import { expectToast, gql, signIn } from './helpers';

/**
 * Issue 12: the paths clinic staff and support engineers hit in the users, support and client screens
 * (decisions 0153–0159). Each test clicks the real screens in Chromium.
 */

/** Starts impersonating staff@demo at Maple Grove from the support user list. */
async function impersonateStaff(page: Page): Promise<void> {
  await page.goto('/support/impersonate');
  await page.getByTestId('support-user-search').fill('staff@demo');
  const staff = page.getByTestId('support-user-card').filter({ hasText: 'staff@demo.vetrx.dev' });
  await staff.getByTestId('support-assignment').filter({ hasText: 'Maple Grove Animal Hospital' }).getByTestId('impersonate-button').click();
  await page.getByTestId('impersonation-reason').fill('Ticket 12: support screens');
  await page.getByTestId('start-impersonation-submit').click();
  await expect(page.getByTestId('impersonation-banner')).toBeVisible();
}

/** Makes sure vet2@ has active access to Summit Pet Care (a failed earlier attempt may have left it off). */
async function restoreSummitAccess(page: Page): Promise<void> {
  const { users } = await gql<UsersQuery>(page, UsersDocument, { filter: 'vet2@demo', take: 5, skip: 0 });
  const assignment = users.data.flatMap((u) => u.locationsUsers).find((a) => a.location?.name === 'Summit Pet Care');
  expect(assignment, 'vet2@ is assigned to Summit Pet Care').toBeTruthy();
  if (!assignment!.isActive) await gql(page, UpdateLocationUserActiveDocument, { id: assignment!.id, isActive: true });
}

test('support: deactivating a location access asks first, names who and where, and can be undone', async ({ page }) => {
  await signIn(page, 'support@demo.vetrx.dev', null);
  await restoreSummitAccess(page);
  await page.goto('/support/impersonate');
  await page.getByTestId('support-user-search').fill('vet2@demo');
  const card = page.getByTestId('support-user-card').filter({ hasText: 'vet2@demo.vetrx.dev' });
  const summit = card.getByTestId('support-assignment').filter({ hasText: 'Summit Pet Care' });
  // The switch names the user and the location for screen readers (item 12).
  await expect(summit.getByRole('checkbox', { name: 'Active: Sofia Lindqvist at Summit Pet Care', exact: true })).toBeChecked();
  // What the switch shows (the root's state; the hidden input's DOM flag may lag a controlled switch).
  const active = summit.getByTestId('support-assignment-active');
  const flip = () => summit.getByTestId('support-assignment-active').click();
  await expect(active).toHaveAttribute('data-state', 'checked');

  // One click only asks: the dialog names the user and the location; Cancel changes nothing.
  await flip();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Deactivate access?');
  await expect(confirm).toContainText('Sofia Lindqvist will lose access to Summit Pet Care at once.');
  await expect(active).toHaveAttribute('data-state', 'checked');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(active).toHaveAttribute('data-state', 'checked');

  // Confirmed: the server deactivates it; the notice offers Undo, which restores the access.
  await flip();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Sofia Lindqvist no longer has access to Summit Pet Care.');
  await expectToastsBelowHeader(page);
  await expect(active).toHaveAttribute('data-state', 'unchecked');
  await page.getByTestId('toast').getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Sofia Lindqvist has access to Summit Pet Care again.');
  await expect(active).toHaveAttribute('data-state', 'checked');
  await page.reload();
  await page.getByTestId('support-user-search').fill('vet2@demo');
  await expect(page.getByRole('checkbox', { name: 'Active: Sofia Lindqvist at Summit Pet Care', exact: true })).toBeChecked();
});

test('support: the support screens cannot be used from inside an impersonated session', async ({ page }) => {
  await signIn(page, 'support@demo.vetrx.dev', null);
  await impersonateStaff(page);
  for (const path of ['/support/impersonate', '/support/practicesearch', '/support/pims', '/support']) {
    await page.goto(path);
    await expect(page.getByTestId('access-denied'), path).toContainText('Support screens are not available while impersonating');
    await expect(page.getByTestId('support-user-search')).toHaveCount(0);
    await expect(page.getByTestId('support-assignment-active')).toHaveCount(0);
  }
  // Ending the impersonation opens them again.
  await page.getByTestId('impersonation-banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await page.goto('/support/impersonate');
  await expect(page.getByTestId('support-user-search')).toBeVisible();
});

/**
 * The toasts on screen sit below the header: they never cover the signed-in user's name and menu
 * (item 9). A toast slides in from above, so each one is measured once it has come to rest.
 */
async function expectToastsBelowHeader(page: Page): Promise<void> {
  const header = await page.locator('header').first().boundingBox();
  expect(header, 'the shell has a header').not.toBeNull();
  const bottom = header!.y + header!.height;
  const toasts = page.getByTestId('toast');
  await expect(toasts.first()).toBeVisible();
  for (const toast of await toasts.all()) {
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? Number.POSITIVE_INFINITY, { message: 'a toast covers the header', timeout: 3000 })
      .toBeGreaterThanOrEqual(bottom);
  }
}

test('clients: an inactive client shows Add Patient and Help Client disabled, with the reason', async ({ page }) => {
  await signIn(page, 'vet@demo.vetrx.dev', null);
  const { locationClientSearch } = await gql<LocationClientSearchQuery>(page, LocationClientSearchDocument, { locationId: '1', activeFilterType: 'non_active', take: 50, skip: 0 });
  const inactive = locationClientSearch.data.find((c) => !c.isActive);
  expect(inactive, 'the demo practice has an inactive client').toBeTruthy();
  await page.goto(`/clients/profile/${inactive!.id}`);
  const addPatient = page.getByTestId('add-patient');
  await expect(addPatient).toBeDisabled();
  await expect(page.getByTestId('patients-panel').getByTestId('disabled-reason')).toContainText('Please activate client.');
  const help = page.getByTestId('help-client');
  await expect(help).toBeDisabled();
  await expect(page.getByTestId('disabled-reason').filter({ has: help })).toContainText('Please activate client.');
  // An active client's buttons are enabled, without the reason.
  const { locationClientSearch: active } = await gql<LocationClientSearchQuery>(page, LocationClientSearchDocument, { locationId: '1', activeFilterType: 'active', take: 5, skip: 0 });
  await page.goto(`/clients/profile/${active.data[0].id}`);
  await expect(page.getByTestId('add-patient')).toBeEnabled();
  await expect(page.getByTestId('disabled-reason')).toHaveCount(0);
});

test('clients: after a search in Add Client on a 900 px-high screen, Add Client Manually is in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'staff@demo.vetrx.dev', '/clientsearch');
  await page.getByTestId('add-client-button').click();
  const modal = page.getByTestId('add-client-modal');
  // A search with many results fills the result area.
  await modal.getByTestId('add-client-search-lastName').fill('son');
  await expect(modal.getByTestId('add-client-result').nth(3)).toBeVisible();
  const manually = modal.getByRole('button', { name: 'Add Client Manually' });
  await expect(manually).toBeInViewport({ ratio: 1 });
  await manually.click();
  await expect(modal.getByRole('heading', { name: 'Add Client' })).toBeVisible();
});

test('shell: a success toast leaves the signed-in user\'s name and menu uncovered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'staff@demo.vetrx.dev', '/dashboard');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('my-account').click();
  await page.getByTestId('account-save').click();
  await expectToast(page, /successfully/i);
  await expectToastsBelowHeader(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

/** `inner` lies inside `outer` horizontally (nothing cut off or scrolled away sideways). */
async function expectWithin(inner: Locator, outer: Locator, what: string): Promise<void> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  expect(a, what).not.toBeNull();
  expect(a!.x, what).toBeGreaterThanOrEqual(b!.x);
  expect(a!.x + a!.width, what).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
}

test('users: the profile and Edit User say whose phones they show; every assignment field is usable at 1280×800', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'vetadmin@demo.vetrx.dev', '/usermanagement');
  await page.getByTestId('user-search').fill('carter');
  await page.getByTestId('user-row').filter({ hasText: 'Dr. Emily Carter' }).click();
  const profile = page.getByTestId('section-profile');
  // Item 6: the location's phones and the user's own, each under its own label.
  await expect(profile.getByText('Phones at Maple Grove Animal Hospital')).toBeVisible();
  await expect(profile.getByText('User phones (all locations)')).toBeVisible();
  const atLocation = (await profile.getByTestId('location-phones').innerText()).trim();
  const own = (await profile.getByTestId('user-phones').innerText()).trim();
  expect(atLocation).not.toBe('');
  expect(own).not.toBe('');

  await page.getByTestId('edit-user-button').click();
  const dialog = page.getByTestId('edit-user-dialog');
  const phones = dialog.getByTestId('phone-list-editor');
  await expect(phones).toContainText('User phones (all locations)');
  await expect(phones.getByTestId('phone-item').first()).toContainText(own.split('\n')[0].split(' · ')[0]);

  // admin §2: a table of location assignments with its columns, headed by the spec's names (issue 45).
  await expect(dialog.getByTestId('assignments-table').getByRole('columnheader')).toHaveText([
    'Location', 'Role', 'Employee ID', 'Vet License Number', 'Expiration Date', 'State', 'Primary', 'Active',
  ]);
  for (const header of await dialog.getByTestId('assignments-table').getByRole('columnheader').all()) {
    // Each header fits its column: no word broken in the middle (every word lies on one line).
    const brokenWords = await header.evaluate((el) => {
      const text = el.firstChild!;
      const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
      return words.filter((w) => {
        const range = document.createRange();
        range.setStart(text, w.index!);
        range.setEnd(text, w.index! + w[0].length);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      }).map((w) => w[0]);
    });
    expect(brokenWords, await header.innerText()).toEqual([]);
    expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${await header.innerText()} overflows its column`).toBe(true);
  }
  // Item 8: each assignment shows every column inside the dialog; the state box reads its value.
  const content = dialog;
  const rows = dialog.getByTestId('assignment-row');
  // vet@ is seeded at three locations; an earlier test of the run can leave one assignment off (seen in CI on
  // 2026-11-23, not yet traced), so the layout is checked on every row there is, at least two.
  await expect(rows.nth(1)).toBeVisible();
  for (const row of await rows.all()) {
    for (const id of ['assignment-role', 'assignment-license-number', 'assignment-license-expiration', 'assignment-license-state', 'assignment-primary', 'assignment-active']) {
      await row.getByTestId(id).scrollIntoViewIfNeeded();
      await expect(row.getByTestId(id)).toBeVisible();
      await expectWithin(row.getByTestId(id), content, id);
    }
    const state = row.getByTestId('assignment-license-state');
    // The select is wide enough for its text: nothing clipped ("Selec").
    expect(await state.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
  const mapleGrove = rows.filter({ hasText: 'Maple Grove Animal Hospital' });
  await expect(mapleGrove.getByRole('checkbox', { name: 'Active: Emily Carter at Maple Grove Animal Hospital' })).toHaveCount(1);
  await mapleGrove.getByTestId('assignment-license-number').fill('');
  await dialog.getByTestId('user-form-save').click();
  const error = mapleGrove.getByText('Vet License is required');
  await expect(error).toBeInViewport();
  await expectWithin(error, content, 'the error');
  await page.screenshot({ path: test.info().outputPath('edit-user-1280x800.png') });
});

test('support: the trail names the support page; a new location is not told to keep a stored secret', async ({ page }) => {
  await signIn(page, 'support@demo.vetrx.dev', '/support/impersonate');
  const trail = page.getByRole('navigation', { name: /breadcrumb/i });
  await expect(trail).toContainText('User Management');
  await page.goto('/support/practicesearch');
  await expect(trail).toContainText('Practice Setup');

  const { getLocation } = await gql<GetLocationQuery>(page, GetLocationDocument, { id: '1' });
  await page.goto(`/support/organizationdetail/${getLocation!.organizationId}`);
  await expect(trail).toContainText('Practice Setup');
  await page.getByTestId('add-location').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('PIMS Account Secret').or(dialog.getByText(/secret/i)).first()).toBeVisible();
  await expect(dialog).not.toContainText('Leave the mask to keep the stored secret');
  await expect(dialog).toContainText('Write-only: it is not shown again after saving.');

  // Issue 15: the location and organization forms share the phone / address wiring — both lists are
  // required, a phone added clears its message.
  await page.getByTestId('location-save').click();
  await expect(dialog.getByText('At least 1 phone number is required')).toBeVisible();
  await expect(dialog.getByText('Please enter at least 1 address')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('6125550142');
  await dialog.getByRole('button', { name: 'Add Phone' }).click();
  await expect(dialog.getByText('At least 1 phone number is required')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/support/practicesearch');
  await page.getByTestId('add-organization').click();
  const org = page.getByTestId('organization-dialog');
  await org.getByTestId('organization-save').click();
  await expect(org.getByText('At least 1 phone number is required')).toBeVisible();
  await expect(org.getByText('Please enter at least 1 address')).toBeVisible();
});
