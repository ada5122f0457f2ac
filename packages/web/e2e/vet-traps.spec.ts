/**
 * The traps a vet met in a day (issue 59 item 4), each clicked through in Chromium: a filled form is not
 * lost without a question (the menu, Back, a reload, a dialog's X; a decline reason too), but moving
 * within the wizard and a saved form do not ask; a client search on /create without a match offers Add New Client, which comes
 * back to the wizard with that client chosen; the step bar shows the steps in the order taken; a phone
 * and an address typed but not added count on Save (and one that cannot be added stops the save); one
 * prescription shows one status wherever it shows, and an expiry badge only while it is in force; the
 * form's checkboxes are named by their own labels; the impersonation banner says what Log out ends.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { GetLocationClientDocument, type GetLocationClientQuery } from '@vetrx/core/operations/GetLocationClient';
import { GetPrescriptionHistoryDocument, type GetPrescriptionHistoryQuery } from '@vetrx/core/operations/GetPrescriptionHistory';
import {
  GetPrescriptionsByLocationPatientIdDocument,
  type GetPrescriptionsByLocationPatientIdQuery,
} from '@vetrx/core/operations/GetPrescriptionsByLocationPatientId';
import { buildPatientPrescriptionsVariables } from '@vetrx/core/record';
import {
  LocationClientSearchDocument,
  type LocationClientSearchQuery,
} from '@vetrx/core/operations/LocationClientSearch';
import { AUTH_MESSAGES, CLIENT_LABELS, CLIENT_SCREEN_LABELS as L, CLIENT_TOASTS, COMMON_MESSAGES, PRESCRIBING_FORM_LABELS, PRESCRIBING_UI } from '@vetrx/core/messages';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { expectToast, gql, screens, signIn } from './helpers';
import { mapleGrove, plainDog } from './records';

const U = COMMON_MESSAGES.unsavedChanges;

/** Product selection of a family straight to its first product, for a known client and patient: the Rx form. */
async function openRxForm(page: Page, family: string, clientId: string, patientId: string) {
  await page.goto(`/create/rx/product-selection/?${new URLSearchParams(encodeRxQueryParams({ productFamily: family, clientId, patientId }))}`);
  await page.getByTestId('form-option').first().click();
  await page.getByTestId('strength-option').first().click();
  await page.getByTestId('select-product').first().click();
  await expect(page.getByTestId('prescription-form')).toBeVisible();
}

/** The step bar as `step:state` pairs, left to right. */
const stepBar = (page: Page) =>
  page
    .getByTestId('wizard-steps')
    .locator('li')
    .evaluateAll((items) => items.map((li) => `${li.getAttribute('data-step')}:${li.getAttribute('data-state')}`));

/** The main menu's link by its name. */
const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });

async function activeClientsNamed(page: Page, lastName: string): Promise<LocationClientSearchQuery['locationClientSearch']['data']> {
  const r = await gql<LocationClientSearchQuery>(page, LocationClientSearchDocument, { locationId: '1', filter: lastName, activeFilterType: 'all', take: 20, skip: 0 });
  return r.locationClientSearch.data.filter((c) => c.lastName === lastName);
}

test.describe('a vet’s day without traps', () => {
  test('a filled Rx form asks before the menu, Back or a reload take it away; the wizard’s own steps and a saved draft do not', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationId } = await mapleGrove(page);
    const { client, patient } = await plainDog(page, locationId, { skip: 5 });
    await openRxForm(page, 'carprofen', client.id, patient.id);
    const rxUrl = page.url();
    const directions = page.getByTestId('input-directions');
    await directions.fill('Give 1 tablet by mouth every 12 hours with food.');
    const dialog = page.getByRole('alertdialog', { name: U.title });

    // Back (to the product step the vet came from): asked, and Stay keeps the form as it was.
    await page.goBack();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(U.message);
    await screens(page, 'unsaved-changes-dialog');
    await dialog.getByRole('button', { name: U.stay }).click();
    await expect(dialog).toHaveCount(0);
    expect(page.url()).toBe(rxUrl);
    await expect(directions).toHaveValue('Give 1 tablet by mouth every 12 hours with food.');

    // A menu item: asked too.
    await menuLink(page, 'Dashboard').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: U.stay }).click();
    await expect(directions).toHaveValue('Give 1 tablet by mouth every 12 hours with food.');

    // A reload or closing the tab: the browser's own prompt (dismissed, the page stays).
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const shown = await prompt;
    expect(shown.type()).toBe('beforeunload');
    await shown.dismiss();
    await expect(directions).toHaveValue('Give 1 tablet by mouth every 12 hours with food.');

    // Leave: gone to the dashboard.
    await menuLink(page, 'Dashboard').click();
    await dialog.getByRole('button', { name: U.leave }).click();
    await page.waitForURL(/\/dashboard$/);

    // Nothing typed: the menu leaves at once.
    await page.goto(rxUrl);
    await expect(page.getByTestId('prescription-form')).toBeVisible();
    await menuLink(page, 'Dashboard').click();
    await page.waitForURL(/\/dashboard$/);
    await expect(page.getByTestId('unsaved-changes-dialog')).toHaveCount(0);

    // Within the wizard: Change on the header card is the vet's own step, not a leave.
    await page.goto(rxUrl);
    await page.getByTestId('input-directions').fill('Give 1 tablet by mouth once daily.');
    await page.getByTestId('header-product-change').click();
    await expect(page.getByTestId('prescribe-wizard')).toHaveAttribute('data-step', 'selectProduct');
    await expect(dialog).toHaveCount(0);

    // A saved draft goes on to the client profile without a question.
    await page.goto(rxUrl);
    await page.getByTestId('input-directions').fill('Give 1 tablet by mouth once daily.');
    await page.getByTestId('save-draft').click();
    await page.waitForURL(/\/clients\/profile\//);
    await expect(page.getByTestId('client-name')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('the client form in its dialog asks before Back or its X take the typing away; Cancel is the vet’s own choice', async ({ page }) => {
    await signIn(page, 'staff@demo.vetrx.dev', '/dashboard');
    // Within the app, as a receptionist gets there: Back then stays in it.
    await menuLink(page, 'Clients').click();
    await page.waitForURL(/\/clientsearch$/);
    await page.getByTestId('add-client-button').click();
    const modal = page.getByTestId('add-client-modal');
    await modal.getByRole('button', { name: CLIENT_LABELS.addClientManually }).click();
    await modal.getByLabel(L.firstName).fill('Hazel');
    const dialog = page.getByRole('alertdialog', { name: U.title });

    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: U.stay }).click();
    await expect(modal.getByLabel(L.firstName)).toHaveValue('Hazel');

    await modal.getByRole('button', { name: COMMON_MESSAGES.close }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: U.stay }).click();
    await expect(modal.getByLabel(L.firstName)).toHaveValue('Hazel');

    await modal.getByRole('button', { name: CLIENT_LABELS.cancel }).click();
    await expect(modal).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
    // The form is gone, and nothing is left to ask about.
    await menuLink(page, 'Dashboard').click();
    await page.waitForURL(/\/dashboard$/);
  });

  test('a decline reason chosen in its dialog on /approve asks before Back takes it away, and Leave goes back; Cancel does not', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev', '/dashboard');
    await menuLink(page, 'Approvals').click();
    await page.waitForURL(/\/approve/);
    const group = page.getByTestId('task-group').first();
    if ((await group.getAttribute('data-open')) !== 'true') await group.getByTestId('task-group-header').click();
    await group.getByTestId('task-card').first().getByTestId('task-decline').click();
    const modal = page.getByTestId('decline-request-modal');
    await modal.getByTestId('decline-reason').selectOption('Recently Purchased');
    const dialog = page.getByRole('alertdialog', { name: U.title });

    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: U.stay }).click();
    await expect(modal.getByTestId('decline-reason')).toHaveValue('Recently Purchased');
    await expect(page).toHaveURL(/\/approve/);

    // Cancel is the vet's own choice: it does not ask, and nothing is left to ask about.
    await modal.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(dialog).toHaveCount(0);
    await menuLink(page, 'Dashboard').click();
    await page.waitForURL(/\/dashboard$/);

    // Back to the queue (nothing to ask about), a reason chosen again, then Back and Leave: the page
    // before the queue is shown, and the browser's entry is that page's.
    await page.goBack();
    await page.waitForURL(/\/approve/);
    await expect(group.getByTestId('task-group-header')).toBeVisible();
    if ((await group.getAttribute('data-open')) !== 'true') await group.getByTestId('task-group-header').click();
    await group.getByTestId('task-card').first().getByTestId('task-decline').click();
    await modal.getByTestId('decline-reason').selectOption('Recently Purchased');
    await page.goBack();
    await dialog.getByRole('button', { name: U.leave }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('no client found on /create: Add New Client, whose phone and address typed but not added are saved, comes back to the wizard with the client chosen first; its first patient is added from the wizard', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'vet@demo.vetrx.dev', '/create?createBy=client');
    const last = `Fairweather${Date.now() % 100000}`;
    await page.getByTestId('client-search-input').fill(last);
    const empty = page.getByTestId('client-picker-empty');
    await expect(empty).toContainText(PRESCRIBING_UI.noClientsFound);
    await empty.getByRole('button', { name: CLIENT_LABELS.addNewClient }).click();

    const modal = page.getByTestId('add-client-modal');
    await modal.getByRole('button', { name: CLIENT_LABELS.addClientManually }).click();
    await modal.getByLabel(L.firstName).fill('Ada');
    await modal.getByLabel(L.lastName).fill(last);
    // Typed into the add rows, never added with Add Phone / Add Address.
    await modal.getByRole('textbox', { name: L.phoneNumber, exact: true }).fill('612 555 0199');
    await modal.getByLabel(L.addressLine1).fill('12 Birch Lane');
    await modal.getByLabel(L.city).fill('Maple Grove');
    await modal.getByLabel(L.state).selectOption('MN');
    await modal.getByLabel(L.zip).fill('55311');
    await modal.getByRole('button', { name: CLIENT_LABELS.save }).click();
    await expectToast(page, CLIENT_TOASTS.clientCreated.title);

    // Back in the wizard with the client chosen: Select Client done, first; Select Product current.
    await page.waitForURL(/\/create\/rx\/\?/);
    await expect(page.getByTestId('header-client')).toContainText(`Ada ${last}`);
    await expect.poll(() => stepBar(page)).toEqual(['selectClient:complete', 'selectProduct:current', 'selectPatient:upcoming', 'prescribe:upcoming']);
    await expect(page.getByTestId('unsaved-changes-dialog')).toHaveCount(0);
    await screens(page, 'wizard-client-added');

    const [saved] = await activeClientsNamed(page, last);
    const stored = (await gql<GetLocationClientQuery>(page, GetLocationClientDocument, { id: saved.id })).getLocationClient!;
    expect(stored.phones.map((p) => p.phoneNumber)).toEqual(['6125550199']);
    expect(stored.addresses.map((a) => [a.addressLine1, a.city, a.state, a.zip])).toEqual([['12 Birch Lane', 'Maple Grove', 'MN', '55311']]);

    // The product, then the new client's first patient, added from the wizard's patient step and chosen.
    await page.getByLabel('Search By Product Name').fill('carprofen');
    await page.getByTestId('product-family-name').filter({ hasText: /^Carprofen$/ }).click();
    await page.getByTestId('form-option').first().click();
    await page.getByTestId('strength-option').first().click();
    await page.getByTestId('select-product').first().click();
    await expect.poll(() => stepBar(page)).toEqual(['selectClient:complete', 'selectProduct:complete', 'selectPatient:current', 'prescribe:upcoming']);
    const patientStep = page.getByTestId('patient-picker-empty');
    await expect(patientStep).toContainText(PRESCRIBING_UI.noPatients);
    await patientStep.getByRole('button', { name: L.addPatient }).click();
    const patientModal = page.getByTestId('patient-modal');
    await patientModal.getByRole('tab', { name: CLIENT_LABELS.addManually }).click();
    await patientModal.getByTestId('patient-name').fill('Juniper');
    await patientModal.getByTestId('patient-speciesCode').selectOption('canine');
    await patientModal.getByTestId('patient-gender').selectOption({ label: 'Spayed' });
    await patientModal.getByTestId('patient-birthdate').fill('2020-05-01');
    await patientModal.getByTestId('patient-weight').fill('38');
    await patientModal.getByTestId('patient-save').click();
    await expect(page.getByTestId('prescription-form')).toBeVisible();
    await expect(page.getByTestId('header-patient')).toContainText('Juniper');
    await expect.poll(() => stepBar(page)).toEqual(['selectClient:complete', 'selectProduct:complete', 'selectPatient:complete', 'prescribe:current']);
    await expect(page.getByTestId('unsaved-changes-dialog')).toHaveCount(0);
  });

  test('a phone typed but not valid stops the save at its row, naming the fault; nothing is saved', async ({ page }) => {
    await signIn(page, 'staff@demo.vetrx.dev', '/clientsearch');
    const last = `Underhill${Date.now() % 100000}`;
    await page.getByTestId('add-client-button').click();
    const modal = page.getByTestId('add-client-modal');
    await modal.getByRole('button', { name: CLIENT_LABELS.addClientManually }).click();
    await modal.getByLabel(L.firstName).fill('Bo');
    await modal.getByLabel(L.lastName).fill(last);
    const number = modal.getByRole('textbox', { name: L.phoneNumber, exact: true });
    await number.fill('612 55');
    await modal.getByRole('button', { name: CLIENT_LABELS.save }).click();
    await expect(modal.getByText(COMMON_MESSAGES.invalidPhone)).toBeVisible();
    await expect(number).toBeFocused();
    // Refused before the form's own check: not the list's "At least 1 phone number is required".
    await expect(modal.getByText(COMMON_MESSAGES.phoneRequired)).toHaveCount(0);
    await expect(modal.getByTestId('client-form')).toBeVisible();
    expect(await activeClientsNamed(page, last)).toEqual([]);
  });

  test('one prescription, one status: Medical Information and the history say the same; no expiry badge on a declined Rx', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { getPrescriptionHistory: received } = await gql<GetPrescriptionHistoryQuery>(page, GetPrescriptionHistoryDocument, {
      locationId: '1',
      rxStatusFilters: ['RECEIVED_BY_PHARMACY'],
      archived: false,
      skip: 0,
      take: 50,
    });
    // One the patient's list shows on its first page (5 rows), as the profile asks it.
    let rx: (typeof received)[number] | null = null;
    for (const r of received.filter((x) => x.isFillable && x.locationClient && x.locationPatient)) {
      const page1 = await gql<GetPrescriptionsByLocationPatientIdQuery>(page, GetPrescriptionsByLocationPatientIdDocument, { ...buildPatientPrescriptionsVariables(r.locationPatient!.id, undefined, 1, 5) });
      if (page1.getPrescriptionsByLocationPatientId.data.some((x) => x.id === r.id)) {
        rx = r;
        break;
      }
    }
    if (!rx) throw new Error('No fillable prescription received by the pharmacy on its patient’s first page in the demo');
    await page.goto(`/clients/profile/${rx.locationClient!.id}?patientId=${encodeURIComponent(btoa(rx.locationPatient!.id))}`);
    const medication = page.getByTestId('medication-item').filter({ hasText: rx.rxNumber! });
    await expect(medication).toContainText('Fillable');
    await expect(medication).not.toContainText('Not Fillable');
    const row = page.locator(`[data-testid="rx-row"][data-rx-id="${rx.id}"]`);
    await expect(row.getByTestId('rx-status')).toHaveText('Fillable');

    await page.goto('/history');
    const list = page.getByTestId('history-list');
    await expect(list.getByTestId('rx-row').first()).toBeVisible();
    await page.getByTestId('filter-status').click();
    await page.getByRole('menuitemcheckbox', { name: 'Declined', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(list.locator('[data-testid="rx-row"][data-status="DeclinedByPharmacy"]').first()).toBeVisible();
    const rows = await list.getByTestId('rx-row').evaluateAll((els) => els.map((el) => [el.getAttribute('data-status'), el.querySelectorAll('[data-testid="expiry-badge"]').length]));
    expect(rows.every(([status]) => status === 'Declined' || status === 'DeclinedByPharmacy')).toBe(true);
    expect(rows.filter(([, badges]) => badges !== 0)).toEqual([]);
  });

  test('the Rx form’s checkboxes are named by their own labels: PRN is PRN, not Refills', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationId } = await mapleGrove(page);
    const { client, patient } = await plainDog(page, locationId, { skip: 6 });
    await openRxForm(page, 'carprofen', client.id, patient.id);
    const form = page.getByTestId('prescription-form');
    await expect(form.getByRole('checkbox', { name: PRESCRIBING_FORM_LABELS.prn, exact: true })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: PRESCRIBING_FORM_LABELS.refills })).toHaveCount(0);
    await expect(form.getByRole('combobox', { name: PRESCRIBING_FORM_LABELS.refills })).toBeVisible();
    // Every checkbox and switch of the form: its accessible name is the label drawn with it.
    const controls: Locator[] = [...(await form.getByRole('checkbox').all()), ...(await form.getByRole('switch').all())];
    expect(controls.length).toBeGreaterThan(1);
    for (const control of controls) {
      const label = await control.evaluate((input) => (input.closest('label')?.textContent ?? '').trim());
      expect(label).not.toBe('');
      await expect(control).toHaveAccessibleName(label);
    }
  });

  test('the impersonation banner says that Log out ends the impersonation only', async ({ page }) => {
    await signIn(page, 'support@demo.vetrx.dev', '/support/impersonate');
    await page.getByTestId('support-user-search').fill('vet2@demo');
    const card = page.getByTestId('support-user-card').filter({ hasText: 'vet2@demo.vetrx.dev' });
    await card.getByTestId('support-assignment').filter({ hasText: 'Maple Grove Animal Hospital' }).getByTestId('impersonate-button').click();
    const start = page.getByTestId('start-impersonation-dialog');
    await start.getByTestId('impersonation-reason').fill('Ticket 5901: banner wording');
    await start.getByTestId('start-impersonation-submit').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByTestId('impersonation-banner');
    const logOut = banner.getByRole('button', { name: 'Log out' });
    await expect(logOut).toHaveAccessibleDescription(AUTH_MESSAGES.impersonationLogOutHint);
    await expect(banner.getByTestId('impersonation-log-out-hint')).toHaveText(AUTH_MESSAGES.impersonationLogOutHint);
    await screens(page, 'impersonation-banner-hint');
    await logOut.click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  });
});
