/**
 * Clients and patients as a receptionist uses them (clients-and-patients.md): find a client by phone
 * digits, e-mail and a pet's name; create a client through the Add Client modal (the phone and address
 * requirements, the duplicate address); add a patient (birth-date and weight messages) and read the
 * profile's panels; make a client with pending requests (raised through the sandbox storefront)
 * inactive and see the requests declined.
 */
import { expect, test, type Page } from '@playwright/test';
import { AddLocationClientDocument } from '@vetrx/core/operations/AddLocationClient';
import { AddLocationPatientDocument } from '@vetrx/core/operations/AddLocationPatient';
import { GetPrescriptionTasksCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import {
  LocationClientSearchDocument,
  type LocationClientSearchQuery,
} from '@vetrx/core/operations/LocationClientSearch';
import { APPROVALS_MESSAGES, CLIENT_LABELS, CLIENT_SCREEN_LABELS as L, CLIENT_TOASTS, CLIENT_VALIDATION_MESSAGES as M, COMMON_MESSAGES } from '@vetrx/core/messages';
import { STORAGE_KEYS } from '@vetrx/core/access';
import { expectToast, gql, screens, searchQueue, seriousViolations, signIn } from './helpers';
import { sandboxDriver } from './sandbox';

const STAFF = 'staff@demo.vetrx.dev';
const MAPLE_GROVE = '1';
const SUMMIT = '3';
type Row = LocationClientSearchQuery['locationClientSearch']['data'][number];

async function activeClients(page: Page, locationId: string): Promise<Row[]> {
  const r = await gql<LocationClientSearchQuery>(page, LocationClientSearchDocument, { locationId, activeFilterType: 'active', take: 200, skip: 0 });
  return r.locationClientSearch.data;
}

async function useLocation(page: Page, locationId: string) {
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [STORAGE_KEYS.selectedLocationId, locationId] as const);
}


/** Types into the list search and waits for the table to show the client. */
async function searchFor(page: Page, text: string, name: string) {
  const input = page.getByTestId('client-search-input');
  await input.fill(text);
  const table = page.getByTestId('client-table');
  await expect(table.getByTestId('client-row').filter({ hasText: name }).first()).toBeVisible();
  return table;
}

test.describe('clients and patients', () => {
  // Each test asks for its records first, then opens the page they decide.
  test.beforeEach(async ({ page }) => {
    await signIn(page, STAFF, null);
  });

  test("a client of another of the vet's locations opened by its address works at the client's location, and says so", async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, 'vet@demo.vetrx.dev');
    const [client] = await activeClients(page, MAPLE_GROVE);
    // Summit is selected (a tab left open, a link from a colleague); the client is Maple Grove's.
    await useLocation(page, SUMMIT);
    await page.goto('/dashboard');
    await expect(page.getByTestId('location-switcher')).toContainText('Summit');
    await page.goto(`/clients/profile/${client.id}`);
    await expectToast(page, 'Now working at Maple Grove Animal Hospital, where this client is');
    await expect(page.getByTestId('location-switcher')).toContainText('Maple Grove');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.selectedLocationId)).toBe(MAPLE_GROVE);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(client.lastName!);
    await screens(page, 'client-of-another-location');
    await page.context().close();
  });

  test('finds a client by phone digits, by e-mail and by a pet’s name', async ({ page }) => {
    const client = (await activeClients(page, MAPLE_GROVE)).find(
      (c) => c.email && c.firstName && c.phones.some((p) => p.isActive && p.isPrimary) && c.locationPatientClients.some((l) => l.isActive && l.locationPatient),
    );
    expect(client, 'an active client with e-mail, phone and a pet').toBeTruthy();
    const name = `${client!.firstName} ${client!.lastName}`;
    const phone = client!.phones.find((p) => p.isActive && p.isPrimary)!.phoneNumber;
    const pet = client!.locationPatientClients.find((l) => l.isActive && l.locationPatient)!.locationPatient!.name;

    await page.goto('/clientsearch');
    await expect(page.getByRole('heading', { name: L.clients, level: 1 })).toBeVisible();

    const byPhone = await searchFor(page, phone.slice(-7), name);
    await expect(byPhone.getByTestId('client-row').filter({ hasText: name }).first()).toContainText(client!.email!);

    await searchFor(page, client!.email!, name);
    const byPet = await searchFor(page, pet, name);
    await expect(byPet.getByTestId('client-row').filter({ hasText: name }).first()).toContainText(pet);

    // Under 3 characters the search does not act; a search with no match says so.
    await page.getByTestId('client-search-input').fill('zzzqqq-no-client');
    await expect(page.getByTestId('clients-empty')).toContainText(COMMON_MESSAGES.noDataFound);
    await expect(page.getByRole('button', { name: CLIENT_LABELS.addNewClient })).toBeVisible();
    await screens(page, 'clientsearch-empty');
  });

  test('creates a client: phone and address required, a duplicate address refused, then saved', async ({ page }) => {
    await page.goto('/clientsearch');
    await page.getByTestId('add-client-button').click();
    const modal = page.getByTestId('add-client-modal');
    await expect(modal.getByRole('heading', { name: CLIENT_LABELS.searchForClient })).toBeVisible();
    // Named 'Add Client'; it opens on its Close button, and Tab goes on to Add Client Manually.
    await expect(page.getByRole('dialog', { name: CLIENT_LABELS.addClient })).toBeVisible();
    await expect(modal.getByRole('button', { name: COMMON_MESSAGES.close })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(modal.getByTestId('add-client-manually')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByTestId('add-client-search-lastName').fill('Quillfeather');
    await expect(modal.getByTestId('add-client-results')).toContainText(COMMON_MESSAGES.noDataFound);
    await modal.getByRole('button', { name: CLIENT_LABELS.addClientManually }).click();

    await expect(modal.getByRole('heading', { name: CLIENT_LABELS.addClient })).toBeVisible();
    await expect(modal.getByText(CLIENT_LABELS.addClientSubtitle)).toBeVisible();
    await modal.getByLabel(L.firstName).fill('mary-jo');
    await expect(modal.getByLabel(L.firstName)).toHaveValue('Mary-Jo');
    await expect(modal.getByLabel(L.lastName)).toHaveValue('Quillfeather');
    await modal.getByLabel(L.email).fill('  Mary.Jo@Example.COM ');
    await modal.getByRole('button', { name: CLIENT_LABELS.save }).click();
    await expect(modal.getByText(M.phoneRequired)).toBeVisible();
    await expect(modal.getByText(M.addressRequired)).toBeVisible();

    const number = modal.getByRole('textbox', { name: L.phoneNumber, exact: true });
    await number.fill('612555014');
    await number.pressSequentially('2');
    await expect(number).toHaveValue('612 555 0142');
    await modal.getByRole('button', { name: L.addPhone }).click();
    await expect(modal.getByTestId('phone-item')).toContainText('(612) 555-0142');
    await expect(modal.getByTestId('phone-item')).toContainText('Cell');
    // A pasted number with a leading country digit keeps all 11 digits (issue 12, item 1).
    await number.fill('+1 (612) 555-0143');
    await expect(number).toHaveValue('1 612 555 0143');
    await modal.getByRole('button', { name: L.addPhone }).click();
    await expect(modal.getByTestId('phone-item')).toHaveCount(2);
    await expect(modal.getByTestId('phone-item').nth(1)).toContainText('+1 (612) 555-0143');

    const address = async () => {
      await modal.getByLabel(L.addressLine1).fill('4410 Lakeview Ave');
      await modal.getByLabel(L.city).fill('Plymouth');
      await modal.getByLabel(L.state).selectOption('MN');
      await modal.getByLabel(L.zip).fill('55441');
      await modal.getByRole('button', { name: L.addAddress }).click();
    };
    await address();
    await expect(modal.getByTestId('address-item')).toHaveCount(1);
    await address();
    await expect(modal.getByTestId('address-duplicate-error')).toHaveText(M.duplicateAddress);
    await expect(modal.getByTestId('address-item')).toHaveCount(1);
    await screens(page, 'add-client-form');

    // A PIMS ID another client of this location carries is refused by the server, and the refusal is
    // shown under the PIMS ID field, not only in a toast (issue 12, item 3).
    const taken = (await activeClients(page, MAPLE_GROVE)).find((c) => c.pimsId)!;
    const pimsId = modal.getByLabel(CLIENT_LABELS.pimsId);
    await pimsId.fill(taken.pimsId!);
    await modal.getByRole('button', { name: CLIENT_LABELS.save }).click();
    await expect(pimsId).toHaveAttribute('aria-invalid', 'true');
    // The field's own error message (aria-errormessage), under the field.
    const errorId = await pimsId.getAttribute('aria-errormessage');
    await expect(modal.locator(`[id="${errorId}"]`)).toHaveText(/^This PIMS ID already belongs to .+, a client of this location\.$/);
    await screens(page, 'add-client-pims-taken');
    await pimsId.fill('');

    await modal.getByRole('button', { name: CLIENT_LABELS.save }).click();
    await expectToast(page, CLIENT_TOASTS.clientCreated.title);
    await page.waitForURL(/\/clients\/profile\/\d+/);
    await expect(page.getByTestId('client-name')).toHaveText('Mary-Jo Quillfeather');
    await expect(page.getByTestId('client-details')).toContainText('mary.jo@example.com');
    await expect(page.getByTestId('client-details')).toContainText('4410 Lakeview Ave, Plymouth, MN 55441');
    await expect(page.getByTestId('client-details')).toContainText('+1 (612) 555-0143');
  });

  test('phones masked as typed, normalised on paste, one per number and found by any spelling; name and e-mail limits named; an inactive client says so', async ({ page }) => {
    const last = `Thistlewood${Date.now() % 100000}`;
    const digits = `61255${String(Date.now() % 100000).padStart(5, '0')}`;
    const [a, b, d] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
    const created = await gql<{ addLocationClient: { id: string } }>(page, AddLocationClientDocument, {
      locationId: MAPLE_GROVE,
      input: {
        firstName: 'Odile',
        lastName: last,
        email: null,
        locationClientPhones: [{ phoneTypeId: '1', phoneNumber: digits }],
        locationClientAddress: [{ addressTypeId: '1', addressLine1: '7 Aspen Ct', city: 'Maple Grove', state: 'MN', zip: '55369' }],
      },
    });

    // Found however the number is written: with the country code, dashes, parentheses.
    await page.goto('/clientsearch');
    for (const spelling of [`+1 ${a} ${b} ${d}`, `(${a}) ${b}-${d}`, `${a}-${b}-${d}`]) await searchFor(page, spelling, last);

    await page.goto(`/clients/profile/${created.addLocationClient.id}`);
    await page.getByTestId('edit-client').click();
    const dialog = page.getByTestId('edit-client-dialog');
    const number = dialog.getByRole('textbox', { name: L.phoneNumber, exact: true });
    // Typed: letters dropped, the 3-3-4 mask holds and stops at ten digits.
    await number.pressSequentially('61a2b5551234999');
    await expect(number).toHaveValue('612 555 1234');
    // A seven-digit number reads 555 0142 once the field is left.
    await number.fill('');
    await number.pressSequentially('555-0142');
    await number.blur();
    await expect(number).toHaveValue('555 0142');
    // Pasted with +1 and punctuation: the national number; the client already has it, so it is not added twice.
    await number.fill('');
    await number.focus();
    await number.evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, `+1 (${a}) ${b}-${d}`);
    await expect(number).toHaveValue(`${a} ${b} ${d}`);
    await dialog.getByRole('combobox', { name: L.phoneType }).selectOption({ label: 'Home' });
    await dialog.getByRole('button', { name: L.addPhone }).click();
    await expect(dialog.getByText(L.phoneAlreadyListed)).toBeVisible();
    await expect(dialog.getByTestId('phone-item')).toHaveCount(1);

    // A 300-character first name and a well-formed 107-character e-mail are refused with the limit named.
    await dialog.getByLabel(L.firstName).fill('A'.repeat(300));
    await dialog.getByLabel(L.email).fill(`${'a'.repeat(64)}@${'b'.repeat(38)}.com`);
    await dialog.getByRole('button', { name: CLIENT_LABELS.save }).click();
    await expect(dialog.getByText('Must be 50 characters or fewer')).toBeVisible();
    await expect(dialog.getByText('Must be 100 characters or fewer')).toBeVisible();
    await expect(dialog.getByText(COMMON_MESSAGES.invalidEmail)).toHaveCount(0);
    await screens(page, 'client-limits');

    // Made inactive: the profile says both halves of clients §8's message.
    await dialog.getByLabel(L.firstName).fill('Odile');
    await dialog.getByLabel(L.email).fill('');
    await dialog.getByRole('radio', { name: 'No' }).check({ force: true });
    await dialog.getByRole('button', { name: CLIENT_LABELS.save }).click();
    await expectToast(page, CLIENT_TOASTS.clientUpdated.title);
    const notice = page.getByTestId('client-inactive-notice');
    await expect(notice).toContainText(CLIENT_TOASTS.clientNotActive.title);
    await expect(notice).toContainText(CLIENT_TOASTS.clientNotActive.description);
    await screens(page, 'client-inactive');
  });

  test('a 300-character name keeps the page in its frame: the breadcrumb on one line, the name cut', async ({ page }) => {
    const long = `Bartholomew${'x'.repeat(39)}`;
    const created = await gql<{ addLocationClient: { id: string } }>(page, AddLocationClientDocument, {
      locationId: MAPLE_GROVE,
      input: {
        firstName: long,
        lastName: long,
        email: null,
        locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '6125550166' }],
        locationClientAddress: [{ addressTypeId: '1', addressLine1: '9 Cedar Row', city: 'Maple Grove', state: 'MN', zip: '55369' }],
      },
    });
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`/clients/profile/${created.addLocationClient.id}`);
    await expect(page.getByTestId('client-name')).toBeVisible();
    const crumb = page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: L.clients, exact: true });
    const box = (await crumb.boundingBox())!;
    // One line: "Clients" is as tall as one line of its text, not broken into letters.
    expect(box.height).toBeLessThan(28);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screens(page, 'client-long-name');
  });

  test('adds a patient after its birth-date and weight messages, and shows the patient panel and medical information', async ({ page }) => {
    const created = await gql<{ addLocationClient: { id: string } }>(page, AddLocationClientDocument, {
      locationId: MAPLE_GROVE,
      input: {
        firstName: 'Harriet',
        lastName: `Pemberton${Date.now() % 100000}`,
        email: null,
        locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '6125550188' }],
        locationClientAddress: [{ addressTypeId: '1', addressLine1: '18 Birch Ln', city: 'Maple Grove', state: 'MN', zip: '55369' }],
      },
    });
    await page.goto(`/clients/profile/${created.addLocationClient.id}`);
    await expect(page.getByText(COMMON_MESSAGES.noDataFound).or(page.getByText('No patient is available')).first()).toBeVisible();
    await page.getByTestId('add-patient').click();
    const modal = page.getByTestId('patient-modal');
    await expect(modal.getByRole('tab', { name: CLIENT_LABELS.searchPatient })).toBeVisible();
    await modal.getByRole('tab', { name: CLIENT_LABELS.addManually }).click();

    await modal.getByTestId('patient-name').fill('Biscuit');
    await modal.getByTestId('patient-speciesCode').selectOption('canine');
    await modal.getByTestId('patient-gender').selectOption({ label: 'Neutered' });
    await modal.getByTestId('patient-weight').fill('10000');
    await modal.getByTestId('patient-save').click();
    await expect(modal.getByText(M.birthDateRequired)).toBeVisible();
    await expect(modal.getByText(M.weightRange)).toBeVisible();

    await modal.getByTestId('patient-birthdate').fill('1899-12-31');
    await modal.getByTestId('patient-save').click();
    await expect(modal.getByText(M.birthDateTooEarly)).toBeVisible();

    await modal.getByTestId('patient-birthdate').fill('2019-04-12');
    await modal.getByTestId('patient-weight').fill('42.5');
    await modal.getByTestId('patient-breedCode').selectOption({ index: 1 });
    const allergies = modal.getByTestId('patient-allergies');
    await allergies.getByRole('combobox').click();
    await allergies.getByRole('combobox').fill('chick');
    await page.getByRole('option', { name: /Chicken/ }).first().click();
    await page.keyboard.press('Escape');
    await expect(allergies.getByText(/Chicken/).first()).toBeVisible();
    await screens(page, 'patient-form');
    await modal.getByTestId('patient-save').click();

    await expectToast(page, CLIENT_TOASTS.patientAdded.title);
    const profile = page.getByTestId('patient-profile');
    await expect(profile.getByTestId('patient-profile-name')).toHaveText('Biscuit');
    await expect(profile).toContainText('Canine');
    await expect(profile).toContainText('Neutered');
    await expect(profile).toContainText('04-12-2019');
    await expect(profile).toContainText('42.5 lbs');
    const medical = page.getByTestId('medical-information');
    await expect(medical.getByTestId('medical-allergies')).toContainText('Chicken');
    await expect(medical.getByTestId('medical-medications')).toHaveText(COMMON_MESSAGES.notAvailable);
    await screens(page, 'client-profile');
  });

  test('making a client with pending requests inactive declines them after the warning', async ({ page, browser }) => {
    // A new client of Summit Pet Care with a new pet whose owner orders two products through the
    // sandbox storefront (issue 14): two pending Client Requests, no seeded task used up.
    const created = await gql<{ addLocationClient: { id: string; firstName: string; lastName: string } }>(page, AddLocationClientDocument, {
      locationId: SUMMIT,
      input: {
        firstName: 'Odette',
        lastName: `Whitlock${Date.now() % 100000}`,
        email: null,
        locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '6125550147' }],
        locationClientAddress: [{ addressTypeId: '1', addressLine1: '7 Summit Ave', city: 'St Paul', state: 'MN', zip: '55102' }],
      },
    });
    const client = created.addLocationClient;
    const pet = await gql<{ addLocationPatient: { id: string } }>(page, AddLocationPatientDocument, {
      input: { locationId: SUMMIT, name: 'Pepper', speciesCode: 'canine', gender: 'S', birthdate: '2019-04-02', weight: 22, weightUnit: 'lbs', locationPatientClients: [{ locationClientId: client.id, isActive: true, isPrimary: true }] },
    });
    const sb = await sandboxDriver(browser);
    const products = await sb.products(2);
    for (const productId of products) {
      const placed = await sb.order({ locationId: SUMMIT, locationClientId: client.id, locationPatientId: pet.addLocationPatient.id, productId });
      expect(placed.outcome).toBe('TASK');
    }

    await useLocation(page, SUMMIT);
    await page.goto(`/clients/profile/${client.id}`);
    await expect(page.getByTestId('client-name')).toHaveText(`${client.firstName} ${client.lastName}`);
    await page.getByTestId('edit-client').click();
    const dialog = page.getByTestId('edit-client-dialog');
    await expect(dialog.getByRole('heading', { name: CLIENT_LABELS.updateClient })).toBeVisible();
    await dialog.getByText(CLIENT_LABELS.no, { exact: true }).click();
    await expect(dialog.getByTestId('inactive-warning')).toBeVisible();
    await dialog.getByRole('button', { name: CLIENT_LABELS.save }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('decline all of them automatically');
    await screens(page, 'client-inactive-warning');
    await confirm.getByRole('button', { name: L.confirmSave }).click();
    await expectToast(page, CLIENT_TOASTS.clientUpdated.title);
    await expect(page.getByTestId('client-active')).toHaveText(L.inactive);

    // /approve lists them as declined by the system.
    await page.goto('/approve');
    const toggle = page.getByTestId('filters-toggle');
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.getByTestId('filter-status').click();
    // The menu loads on first use: its items once it is open.
    await expect(page.getByRole('menuitemcheckbox').first()).toBeVisible();
    for (const item of await page.getByRole('menuitemcheckbox').all()) {
      const label = (await item.innerText()).trim();
      const checked = (await item.getAttribute('aria-checked')) === 'true';
      if (checked !== (label === APPROVALS_MESSAGES.approvalStatusFilter['system-declined'])) await item.click();
    }
    await page.keyboard.press('Escape');
    await searchQueue(page, client.lastName!);
    const group = page.locator(`[data-testid="task-group"][data-client-id="${client.id}"]`);
    await expect(group).toBeVisible();
    await expect(group.getByTestId('task-group-count')).toHaveText(APPROVALS_MESSAGES.queue.groupCount(products.length));
    await screens(page, 'approve-system-declined');

    // And through the API: nothing pending, every one declined.
    const after = async (status: string) =>
      (
        await gql<{ getPrescriptionTasksCount: number }>(page, GetPrescriptionTasksCountDocument, {
          locationId: SUMMIT,
          locationClientId: client.id,
          status: [status],
        })
      ).getPrescriptionTasksCount;
    expect(await after('PENDING')).toBe(0);
    expect(await after('VET_DECLINED')).toBe(products.length);
  });
});
