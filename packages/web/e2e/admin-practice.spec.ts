/**
 * Practice setup end to end (administration-and-access.md §2.4, §2.5): support searches a practice, opens
 * the organization, edits a location (a validation message, then a save) and switches writeback on; the
 * admin support group toggles a role's canAuthorize (locked for Vet); a practice admin adds, edits and
 * deletes a location shortcut; support searches every shortcut and adds, edits and deletes one (global
 * or for a location); the reports page frames Summit Pet Care's report; office use at Riverside shows the
 * office client and authorizes an office prescription with the RVP 999 refills, which then lists there.
 *
 * Each test writes only records it created (its own organization, role and shortcut), so other specs see
 * the demo practice unchanged.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@vetrx/core/access';
import { AddOrganizationDocument, type AddOrganizationMutation } from '@vetrx/core/operations/AddOrganization';
import { AddRoleDocument } from '@vetrx/core/operations/AddRole';
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { GetOfficeUseClientDocument, type GetOfficeUseClientQuery } from '@vetrx/core/operations/GetOfficeUseClient';
import { GetOrganizationDocument } from '@vetrx/core/operations/GetOrganization';
import {
  GetPrescriptionsByLocationPatientIdDocument,
  type GetPrescriptionsByLocationPatientIdQuery,
} from '@vetrx/core/operations/GetPrescriptionsByLocationPatientId';
import { LocationsDocument, type LocationsQuery } from '@vetrx/core/operations/Locations';
import { ShortcutDocument, type ShortcutQuery } from '@vetrx/core/operations/Shortcut';
import { UpdateLocationDocument } from '@vetrx/core/operations/UpdateLocation';
import { expectToast, gql, screens, signIn } from './helpers';

const run = Date.now().toString(36).slice(-5);

/** Opens a path at a location: once the shell has stored its own choice, the stored selection is replaced. */
async function atLocation(page: Page, locationId: string, path: string) {
  await expect(page.getByTestId('location-switcher')).toBeVisible();
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [STORAGE_KEYS.selectedLocationId, locationId] as const);
  await page.goto(path);
  await expect(page.getByTestId('location-switcher')).toContainText(locationId === '1' ? 'Maple Grove' : locationId === '2' ? 'Riverside' : 'Summit');
}

/** Deletes a shortcut row through its confirmation: No keeps it, Yes deletes it with the toast. */
async function deleteShortcut(page: Page, row: Locator) {
  await row.getByTestId('delete-shortcut').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Confirm Delete?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(row).toHaveCount(1);
  await row.getByTestId('delete-shortcut').click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Delete shortcut Successfully');
  await expect(row).toHaveCount(0);
}

test.describe('practice setup', () => {
  test('support: search, organization detail, edit a location, writeback switch', async ({ page }) => {
    await signIn(page, 'support@demo.vetrx.dev', null);
    const name = `Harbor Vets ${run}`;
    const { addOrganization: org } = await gql<AddOrganizationMutation>(page, AddOrganizationDocument, {
      input: {
        name,
        accountno: '55' + String(Date.now()).slice(-6),
        emailAddress: `hq-${run}@harbor.example.com`,
        organizationPhones: [{ phoneTypeId: '3', phoneNumber: '2075550100' }],
        organizationAddresses: [{ addressTypeId: '2', addressLine1: '1 Wharf St', city: 'Portland', state: 'ME', zip: '04101' }],
        pharmacyCodes: ['RVP'],
        createMatchingLocation: true,
      },
    });
    const { locations } = await gql<LocationsQuery>(page, LocationsDocument, { organization: org.id, activeFilterType: 'all' });
    const location = locations[0];
    await gql(page, UpdateLocationDocument, {
      updateLocationId: location.id,
      input: { isPimsEnabled: true, pimsConnectionType: 'EZYVET', pimsAccountId: `ez-${run}`, isOfficeUseEnabled: false },
    });

    await page.goto('/support/practicesearch');
    await expect(page.getByTestId('practice-search-prompt')).toHaveText('Search By Organization Or by Location');
    await expect(page.getByTestId('show-only-active').locator('input')).toBeChecked();
    await page.getByTestId('practice-search-input').fill('zz');
    await expect(page.getByTestId('practice-search-prompt')).toBeVisible();
    await page.getByTestId('practice-search-input').fill(`harbor vets ${run}`);
    const group = page.getByTestId('practice-group').filter({ hasText: name });
    await expect(group).toBeVisible();
    await expect(group.getByTestId('location-count')).toHaveText('1 Location');
    await screens(page, 'admin-practice-search');
    await group.click();

    await expect(page).toHaveURL(new RegExp(`/support/organizationdetail/${org.id}$`));
    await expect(page.getByTestId('organization-header')).toContainText(name);
    const row = page.getByTestId('organization-location').filter({ hasText: name });
    await expect(row.getByTestId('pharmacy-badge')).toHaveText('Rx Vet Pharmacy');
    await expect(row.getByTestId('pims-badge')).toContainText(`EZYVET · ez-${run}`);
    await screens(page, 'admin-organization-detail');

    await row.getByTestId('edit-location').click();
    const dialog = page.getByTestId('location-dialog');
    await expect(dialog.getByTestId('location-organization')).toHaveValue(name);
    await dialog.getByLabel('Location name').fill('ab');
    await dialog.getByTestId('location-save').click();
    await expect(dialog.getByText('Location name must be minimum 3 characters.')).toBeVisible();
    await screens(page, 'admin-location-form-invalid');
    await dialog.getByLabel('Location name').fill(`Harbor Clinic ${run}`);
    await dialog.getByTestId('location-isOfficeUseEnabled').selectOption('true');
    await dialog.getByTestId('location-save').click();
    await expectToast(page, 'Update Successfully');
    await expect(dialog).toBeHidden();
    const renamed = page.getByTestId('organization-location').filter({ hasText: `Harbor Clinic ${run}` });
    await expect(renamed).toBeVisible();

    const writeback = renamed.getByTestId('writeback-switch');
    await expect(writeback).toContainText('DISABLED');
    // Its name says what it acts on and includes the label on screen (issue 12, item 12).
    await expect(writeback.locator('input')).toHaveAccessibleName(`Writeback Harbor Clinic ${run}: DISABLED`);
    await writeback.click();
    await expect(writeback).toContainText('ENABLED');
    await expect(writeback.locator('input')).toHaveAccessibleName(`Writeback Harbor Clinic ${run}: ENABLED`);
    // The state is said once per row (the switch's label), not twice (issue 12).
    await expect(renamed.getByText('ENABLED', { exact: true })).toHaveCount(1);
    // The switch shows the new state at once; the server's answer follows (read until it has landed).
    const storedLocation = async () => (await gql<LocationsQuery>(page, LocationsDocument, { organization: org.id, activeFilterType: 'all' })).locations[0];
    await expect.poll(async () => (await storedLocation()).isEnabledForWriteback, { timeout: 10_000 }).toBe(true);
    expect(await storedLocation()).toMatchObject({ name: `Harbor Clinic ${run}`, isOfficeUseEnabled: true, isEnabledForWriteback: true });
    const stored = await gql<{ getOrganization: { name: string } }>(page, GetOrganizationDocument, { id: org.id });
    expect(stored.getOrganization.name).toBe(name);
  });

  test('admin support group: role toggles, canAuthorize locked for Vet', async ({ page }) => {
    await signIn(page, 'adminsupport@demo.vetrx.dev', null);
    const roleName = `Tech ${run.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
    await gql(page, AddRoleDocument, { input: { name: roleName, canAuthorize: false }, rolesModules: [{ moduleId: '1' }] });
    await page.goto('/support/role');
    const vet = page.getByTestId('role-row').filter({ has: page.getByText('VET', { exact: true }) });
    await expect(vet.getByTestId('role-can-authorize')).toHaveAttribute('data-locked', 'true');
    await expect(vet.getByTestId('role-can-authorize').locator('input')).toBeDisabled();
    await expect(vet).toContainText('Locked for the Vet role');

    const mine = page.getByTestId('role-row').filter({ has: page.getByText(roleName, { exact: true }) });
    const canAuthorize = mine.getByTestId('role-can-authorize');
    await expect(canAuthorize.locator('input')).not.toBeChecked();
    await canAuthorize.click();
    await expectToast(page, 'Role updated.');
    await expect(canAuthorize.locator('input')).toBeChecked();
    await page.reload();
    await expect(page.getByTestId('role-row').filter({ has: page.getByText(roleName, { exact: true }) }).getByTestId('role-can-authorize').locator('input')).toBeChecked();
    await screens(page, 'admin-roles');
  });

  test('practice admin: add, edit and delete a location shortcut', async ({ page }) => {
    await signIn(page, 'admin@demo.vetrx.dev');
    await atLocation(page, '1', '/PrescribingShortcuts');
    await expect(page.getByTestId('shortcut-list')).toBeVisible();
    const global = page.getByTestId('shortcut-item').filter({ hasText: 'BID with food' });
    await expect(global.getByTestId('edit-shortcut')).toHaveCount(0);

    const label = `Taper ${run}`;
    await page.getByTestId('add-shortcut').click();
    const dialog = page.getByTestId('shortcut-dialog');
    await dialog.getByTestId('shortcut-type').selectOption('SIG');
    await dialog.getByTestId('shortcut-label').fill('ab');
    await dialog.getByTestId('shortcut-details').fill('Give 1 tablet daily for 5 days, then every other day.');
    await dialog.getByTestId('shortcut-save').click();
    await expect(dialog.getByText('Label field is too small.')).toBeVisible();
    await dialog.getByTestId('shortcut-label').fill(label);
    await dialog.getByTestId('shortcut-save').click();
    await expectToast(page, 'Add shortcut Successfully');

    await page.getByTestId('shortcut-search').fill(label);
    const mine = page.getByTestId('shortcut-item').filter({ hasText: label });
    await expect(mine).toHaveCount(1);
    await page.getByTestId('shortcut-type-filter').getByText('NC', { exact: true }).click();
    await expect(mine).toHaveCount(0);
    await page.getByTestId('shortcut-type-filter').getByText('SIG', { exact: true }).click();
    await expect(mine).toHaveCount(1);
    await screens(page, 'admin-shortcuts');

    await mine.getByTestId('edit-shortcut').click();
    await expect(dialog.getByTestId('shortcut-type')).toBeDisabled();
    await dialog.getByTestId('shortcut-details').fill('Give 1 tablet daily for 7 days, then stop.');
    await dialog.getByTestId('shortcut-save').click();
    await expectToast(page, 'Edit shortcut Successfully');
    await expect(mine).toContainText('for 7 days, then stop.');

    await deleteShortcut(page, mine);
  });

  test('practice admin: a double click on Yes deletes a shortcut once', async ({ page }) => {
    await signIn(page, 'admin@demo.vetrx.dev');
    await atLocation(page, '1', '/PrescribingShortcuts');
    const label = `Twice ${run}`;
    await gql(page, AddShortcutDocument, { shortcutType: 'SIG', label, details: 'Give 1 tablet twice daily for 3 days.', locationId: '1' });
    await page.reload();
    await page.getByTestId('shortcut-search').fill(label);
    const mine = page.getByTestId('shortcut-item').filter({ hasText: label });
    await expect(mine).toHaveCount(1);

    let deletes = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && /mutation\s+DeleteShortcut\b/.test(request.postData() ?? '')) deletes++;
    });
    await mine.getByTestId('delete-shortcut').click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('Confirm Delete?');
    await confirm.getByRole('button', { name: 'Yes' }).dblclick();
    await expectToast(page, 'Delete shortcut Successfully');
    await expect(mine).toHaveCount(0);
    // The second press's request would have been sent with it, before the first was answered.
    expect(deletes).toBe(1);
    const toasts = await page.evaluate(() => [...((window as unknown as { __toasts?: string[] }).__toasts ?? [])]);
    expect(toasts).not.toContainEqual(expect.stringContaining('Shortcut not found'));
  });

  test('support: prescribing shortcuts — search, add for a location, edit to global, delete', async ({ page }) => {
    await signIn(page, 'support@demo.vetrx.dev');
    await page.getByRole('navigation', { name: 'Support menu' }).getByRole('link', { name: 'Prescribing Shortcuts' }).click();
    await expect(page).toHaveURL(/\/support\/prescribingshortcuts$/);
    const items = page.getByTestId('shortcut-item');
    await expect(items.filter({ hasText: 'BID with food' }).getByTestId('shortcut-global')).toBeVisible();
    const refill = items.filter({ hasText: 'Refill reminder' });
    await expect(refill.getByTestId('shortcut-locations')).toHaveText(/Riverside Veterinary Clinic\s*Summit Pet Care/);
    const total = await items.count();
    await page.getByTestId('shortcut-search').fill('re');
    await expect(items).toHaveCount(total);
    await page.getByTestId('shortcut-search').fill('refill rem');
    await expect(items).toHaveCount(1);
    await expect(refill).toBeVisible();
    await page.getByTestId('shortcut-type-filter').getByText('SIG', { exact: true }).click();
    await expect(page.getByTestId('shortcuts-empty')).toHaveText('No data found');
    await page.getByTestId('shortcut-type-filter').getByText('All types', { exact: true }).click();
    await page.getByTestId('shortcut-search').fill('');
    await expect(items).toHaveCount(total);
    await screens(page, 'support-shortcuts');

    const label = `Support taper ${run}`;
    await page.getByTestId('add-shortcut').click();
    const dialog = page.getByTestId('shortcut-dialog');
    await expect(dialog.getByTestId('shortcut-details')).toHaveAttribute('maxlength', '250');
    await dialog.getByTestId('shortcut-type').selectOption('SIG');
    await dialog.getByTestId('shortcut-label').fill('ab');
    await dialog.getByTestId('shortcut-details').fill('Give 1 tablet daily for 5 days, then every other day.');
    await dialog.getByTestId('shortcut-save').click();
    await expect(dialog.getByText('Label field is too small.')).toBeVisible();
    await expect(dialog.getByText('Please select whether the shortcut is global')).toBeVisible();
    await dialog.getByTestId('shortcut-label').fill(label);
    await dialog.getByTestId('shortcut-scope-location').click();
    await dialog.getByTestId('shortcut-save').click();
    await expect(dialog.getByTestId('shortcut-location-error')).toHaveText('Location is required');
    await dialog.getByTestId('shortcut-location').getByRole('combobox').fill('Summit');
    await page.getByRole('option', { name: /Summit Pet Care/ }).click();
    await expect(dialog.getByTestId('shortcut-location').getByRole('combobox')).toHaveValue('Summit Pet Care');
    await screens(page, 'support-shortcut-form');
    await dialog.getByTestId('shortcut-save').click();
    await expectToast(page, 'Add shortcut Successfully');
    await expect(dialog).toBeHidden();

    await page.getByTestId('shortcut-search').fill(label);
    const mine = items.filter({ hasText: label });
    await expect(items).toHaveCount(1);
    await expect(mine.getByTestId('shortcut-locations')).toHaveText('Summit Pet Care');
    const atSummit = await gql<ShortcutQuery>(page, ShortcutDocument, { locationId: '3', filter: label });
    expect(atSummit.shortcut.map((x) => x.label)).toEqual([label]);
    expect((await gql<ShortcutQuery>(page, ShortcutDocument, { locationId: '1', filter: label })).shortcut).toEqual([]);

    await mine.getByTestId('edit-shortcut').click();
    await expect(dialog.getByTestId('shortcut-type')).toBeDisabled();
    await expect(dialog.getByTestId('shortcut-location').getByRole('combobox')).toHaveValue('Summit Pet Care');
    await dialog.getByTestId('shortcut-scope-global').click();
    await dialog.getByTestId('shortcut-details').fill('Give 1 tablet daily for 7 days, then stop.');
    await dialog.getByTestId('shortcut-save').click();
    await expectToast(page, 'Edit shortcut Successfully');
    await expect(mine.getByTestId('shortcut-global')).toBeVisible();
    await expect(mine).toContainText('for 7 days, then stop.');
    expect((await gql<ShortcutQuery>(page, ShortcutDocument, { locationId: '1', filter: label })).shortcut.map((x) => x.isGlobal)).toEqual([true]);

    await deleteShortcut(page, mine);
    expect((await gql<ShortcutQuery>(page, ShortcutDocument, { filter: label })).shortcut).toEqual([]);
  });

  test('reports: the embedded report of Summit Pet Care', async ({ page }) => {
    await signIn(page, 'admin@demo.vetrx.dev');
    await atLocation(page, '3', '/reports');
    const frame = page.getByTestId('report-frame');
    await expect(frame).toBeVisible();
    await expect(page.frameLocator('[data-testid=report-frame]').getByRole('heading', { level: 1 })).toHaveText('Summit Pet Care · Practice report');
    await expect(page.frameLocator('[data-testid=report-frame]').getByText('Pending requests')).toBeVisible();
    await screens(page, 'admin-reports');
  });

  test('office use at Riverside: the office client and a drug search', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev');
    await atLocation(page, '2', '/officeuserx');
    const details = page.getByTestId('office-details');
    await expect(details).toContainText('Riverside Veterinary Clinic Office Use');
    await expect(details).toContainText('@');
    await expect(page.getByTestId('office-prescriptions').getByTestId('rx-row').first()).toBeVisible();
    await screens(page, 'admin-office-use');

    await page.getByTestId('search-drug-name').click();
    await expect(page).toHaveURL(/\/officeuserx\/create\/rx\/product-selection/);
    await page.getByTestId('product-search-input').fill('Furosemide');
    await page.getByTestId('product-family-name').first().click();
    await page.getByTestId('form-option').first().click();
    await page.getByTestId('strength-option').first().click();
    await page.getByTestId('select-product').first().click();
    await expect(page).toHaveURL(/\/officeuserx\/create\/rx\?/);
    await expect(page.getByTestId('office-rx-header')).toContainText('Office Use');
    await expect(page.getByTestId('prescription-form')).toBeVisible();
    await expect(page.getByTestId('field-directions').locator('textarea')).toHaveValue('For office use only. Administer as directed by the veterinarian.');
    // Furosemide is fulfilled by RVP: the office-use default of 999 refills is kept.
    await expect(page.getByTestId('input-refills')).toHaveValue('999');
    await screens(page, 'admin-office-prescription');

    const { getOfficeUseClient: office } = await gql<GetOfficeUseClientQuery>(page, GetOfficeUseClientDocument, { locationId: '2' });
    const patientId = office!.locationPatientClients.find((l) => l.isActive && l.locationPatient?.isOfficeUse)!.locationPatient!.id;
    const listed = async () =>
      (await gql<GetPrescriptionsByLocationPatientIdQuery>(page, GetPrescriptionsByLocationPatientIdDocument, { locationPatientId: patientId, showArchived: false, skip: 0, take: 200 }))
        .getPrescriptionsByLocationPatientId;
    const before = await listed();
    await page.getByTestId('submit-rx').click();
    await expectToast(page, 'Rx created successfully');
    await expect(page).toHaveURL(/\/officeuserx$/);
    const after = await listed();
    expect(after.count).toBe(before.count + 1);
    const created = after.data.find((rx) => !before.data.some((b) => b.id === rx.id))!;
    expect(created).toMatchObject({ isOfficeUse: true, refills: 999, locationPatientId: patientId, locationClientId: office!.id });
    await expect(page.getByTestId('office-prescriptions').getByTestId('rx-row').filter({ hasText: created.rxNumber! })).toBeVisible();
    await screens(page, 'admin-office-use-after');
  });
});
