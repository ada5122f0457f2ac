/**
 * The practice-management system (PIMS) as a practice uses it (clients-and-patients.md §2, §4, §7;
 * administration-and-access.md §2.4), against the sandbox PIMS and storefront:
 * - a receptionist prescribing for a patient not linked to PIMS follows the alert to the link page,
 *   links the client to its PIMS match and its patient (toasts), then opens 'PIMS Update Available' on
 *   the patient, declines one change and saves the others;
 * - in the Add Client modal she finds a client only the PIMS has, adds it and imports its patients (a
 *   deceased one cannot be imported);
 * - a vet's Help Client opens the client's storefront in a new tab;
 * - a support user finds a client by PIMS ID in the Pims Lookup;
 * - a support user connects a new code-redirect location through the sandbox partner's sign-in, picks
 *   one of two clinics in Select Practice, and sees a refused sign-in fail with the spec's notice.
 */
import { expect, test, type Page } from '@playwright/test';
import { AddLocationPatientDocument, type AddLocationPatientMutation } from '@vetrx/core/operations/AddLocationPatient';
import { AddOrganizationDocument, type AddOrganizationMutation } from '@vetrx/core/operations/AddOrganization';
import { GetLocationClientDocument, type GetLocationClientQuery } from '@vetrx/core/operations/GetLocationClient';
import {
  GetUnlinkedLocationClientsDocument,
  type GetUnlinkedLocationClientsQuery,
} from '@vetrx/core/operations/GetUnlinkedLocationClients';
import {
  LocationClientSearchDocument,
  type LocationClientSearchQuery,
} from '@vetrx/core/operations/LocationClientSearch';
import { LocationsDocument, type LocationsQuery } from '@vetrx/core/operations/Locations';
import { UpdateLocationDocument } from '@vetrx/core/operations/UpdateLocation';
import { GetLocationPatientDocument, type GetLocationPatientQuery } from '@vetrx/core/operations/getLocationPatient';
import {
  SearchPimsCaretakersDocument,
  type SearchPimsCaretakersQuery,
} from '@vetrx/core/operations/searchPimsCaretakers';
import { pimsCaretakerSearchInput } from '@vetrx/core/client';
import { ADMIN_TOASTS, CLIENT_EMPTY_STATES, CLIENT_LABELS, CLIENT_NOTICES, CLIENT_TOASTS, PIMS_CONNECT_TEXTS, PIMS_LABELS } from '@vetrx/core/messages';
import { patientPimsDiff, type PatientPimsDifference } from '@vetrx/core/patient';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { expectToast, gql, screens, signIn } from './helpers';

const STAFF = 'staff@demo.vetrx.dev';
const MAPLE_GROVE = '1';
const ACCOUNT = { pimsAccountId: 'ezyvet-acct-30417', pimsConnectionType: 'EZYVET' };


type Patient = NonNullable<GetLocationPatientQuery['getLocationPatient']>;

/**
 * An unlinked client of Maple Grove whose PIMS match has a living patient differing in two fields or
 * more (the sandbox's differences), none of them the date of death.
 */
async function showcase(page: Page) {
  const { getUnlinkedLocationClients: clients } = await gql<GetUnlinkedLocationClientsQuery>(page, GetUnlinkedLocationClientsDocument, { locationId: MAPLE_GROVE, take: 200 });
  for (const c of clients) {
    const { getLocationClient: client } = await gql<GetLocationClientQuery>(page, GetLocationClientDocument, { id: c.id });
    if (!client) continue;
    const { searchPimsCaretakers: found } = await gql<SearchPimsCaretakersQuery>(page, SearchPimsCaretakersDocument, {
      input: pimsCaretakerSearchInput({ firstName: client.firstName, lastName: client.lastName }, ACCOUNT),
    });
    const match = found.find((x) => x.pimsId === `EZ-C-${10000 + Number(client.id)}`);
    if (!match) continue;
    for (const link of client.locationPatientClients) {
      const local = link.locationPatient;
      if (!link.isActive || !local?.isActive || local.pimsId) continue;
      const pims = match.patients.find((p) => p.name === local.name);
      if (!pims) continue;
      const diffs = patientPimsDiff({ ...local, breed: local.breed ? { name: local.breed.name } : null }, pims);
      if (diffs.length >= 2 && !diffs.some((d) => d.field === 'deceasedDate')) return { client, patient: local as Patient, diffs };
    }
  }
  throw new Error('no unlinked client with a differing PIMS patient');
}

test.describe('PIMS', () => {
  test('from the unlinked-patient alert to the link page: link a client and a patient, then decline one PIMS change', async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, STAFF, null);
    const { client, patient, diffs } = await showcase(page);
    // A second pet of the same species, not in the PIMS yet.
    const { addLocationPatient: sibling } = await gql<AddLocationPatientMutation>(page, AddLocationPatientDocument, {
      input: { locationId: MAPLE_GROVE, name: 'Pepper', speciesCode: patient.species!.code, gender: 'S', birthdate: '2020-03-02', weight: 20, weightUnit: 'lbs', locationPatientClients: [{ locationClientId: client.id, isActive: true, isPrimary: true }] },
    });

    // Prescribing for the unlinked patient: the alert sends her to the link page with the client's name.
    await page.goto(`/create/rx/product-selection/?${new URLSearchParams(encodeRxQueryParams({ productFamily: 'carprofen', clientId: client.id, patientId: patient.id }))}`);
    await page.getByTestId('form-option').first().click();
    await page.getByTestId('strength-option').first().click();
    await page.getByTestId('select-product').first().click();
    const alert = page.getByTestId('unlinked-patient-alert');
    await expect(alert).toContainText(CLIENT_NOTICES.unlinkedPatient);
    await screens(page, 'pims-unlinked-alert');
    await alert.getByRole('button', { name: CLIENT_LABELS.goToLinkPage }).click();
    await expect(page).toHaveURL(/\/link\?firstName=.+&lastName=.+/);
    await expect(page.getByTestId('link-search')).toHaveValue(`${client.firstName} ${client.lastName}`);
    const row = page.getByTestId('link-row').filter({ hasText: `${client.firstName} ${client.lastName}` }).first();
    await expect(row).toBeVisible();
    await screens(page, 'pims-link-page');

    // The link panel: search the PIMS, select the match, link the patient.
    await row.getByTestId('link-action').click();
    const dialog = page.getByTestId('pims-link-dialog');
    await expect(dialog.getByText(PIMS_LABELS.noPimsClientSelected)).toBeVisible();
    await dialog.getByTestId('pims-open-search').click();
    await expect(dialog.getByTestId('pims-search-firstName')).toHaveValue(client.firstName!);
    const result = dialog.getByTestId('pims-search-result').filter({ hasText: `EZ-C-${10000 + Number(client.id)}` });
    await screens(page, 'pims-link-search');
    await result.getByTestId('pims-select-caretaker').click();
    await dialog.getByTestId('pims-link-continue').click();
    const patientRow = dialog.locator(`[data-testid="pims-link-patient"][data-name="${patient.name}"]`);
    await expect(patientRow.getByRole('checkbox')).toBeChecked();
    // "Not in the PIMS" unselects the row; choosing its PIMS patient again selects it, no checkbox to find.
    const choice = patientRow.getByTestId('pims-link-patient-select');
    const suggested = await choice.inputValue();
    await choice.selectOption('');
    await expect(patientRow.getByRole('checkbox')).not.toBeChecked();
    await choice.selectOption(suggested);
    await expect(patientRow.getByRole('checkbox')).toBeChecked();
    // One PIMS record is one animal: the other pet's list offers it only as taken.
    const taken = dialog.locator(`[data-testid="pims-link-patient"][data-name="${sibling.name}"]`).locator(`option[value="${suggested}"]`);
    await expect(taken).toBeDisabled();
    await expect(taken).toContainText(PIMS_LABELS.chosenFor.replace('{name}', patient.name));
    await screens(page, 'pims-link-patients');
    await dialog.getByTestId('pims-link-save').click();
    await expectToast(page, 'Client Successfully Linked');
    await expectToast(page, 'Patient Successfully Linked');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('link-empty')).toContainText(CLIENT_EMPTY_STATES.noDataFound);

    // The patient's differences: decline the first, keep the others, save.
    await page.goto(`/clients/profile/${client.id}`);
    await page.getByTestId('patient-item').filter({ hasText: patient.name }).first().click();
    await expect(page.getByTestId('patient-profile').getByTestId('pims-status')).toHaveText(CLIENT_LABELS.linked);
    await page.getByTestId('patient-pims-update').click();
    const changes = page.getByTestId('patient-pims-changes');
    for (const d of diffs) await expect(changes.getByTestId(`pims-change-${d.field}`)).toBeVisible();
    await screens(page, 'pims-patient-changes');
    const [declined, ...kept] = diffs as [PatientPimsDifference, ...PatientPimsDifference[]];
    await changes.getByTestId(`pims-change-${declined.field}`).getByTestId('pims-change-decline').click();
    await expect(changes.getByTestId(`pims-change-${declined.field}`)).toHaveCount(0);
    await page.getByTestId('patient-modal').getByRole('button', { name: CLIENT_LABELS.save }).click();
    await expectToast(page, CLIENT_TOASTS.patientEdited.title);

    const { getLocationPatient: saved } = await gql<GetLocationPatientQuery>(page, GetLocationPatientDocument, { id: patient.id });
    const value = (p: Patient, field: PatientPimsDifference['field']) =>
      field === 'weight' ? p.weight : field === 'breed' ? (p.breed?.name ?? null) : field === 'birthdate' ? p.birthdate : field === 'gender' ? p.gender : p.deceasedDate;
    expect(value(saved!, declined.field)).toEqual(value(patient, declined.field));
    for (const d of kept) expect(String(value(saved!, d.field))).toBe(String(d.value));
    // The declined change is still in the PIMS: the notice stays, with it alone.
    await page.getByTestId('patient-pims-update').click();
    await expect(page.getByTestId('patient-pims-changes').getByTestId('pims-change-decline')).toHaveCount(1);
  });

  test('Add Client: a client only the PIMS has is added and its patients imported', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, STAFF, '/clientsearch');
    await page.getByRole('button', { name: CLIENT_LABELS.addClient }).first().click();
    const modal = page.getByTestId('add-client-modal');
    await modal.getByTestId('add-client-search-lastName').fill('Vandermeer');
    const pimsResult = modal.getByTestId('add-client-pims-result').filter({ hasText: 'Theo Vandermeer' });
    await expect(modal.getByTestId('add-client-local-results')).toContainText(CLIENT_EMPTY_STATES.noDataFound);
    await expect(pimsResult).toHaveAttribute('data-existing', 'false');
    await screens(page, 'pims-add-client-search');
    await pimsResult.click();

    // Add Client Manually, prefilled from the PIMS (its PIMS ID read-only).
    await expect(modal.getByRole('heading', { name: CLIENT_LABELS.addClient })).toBeVisible();
    await expect(modal.getByLabel('First Name')).toHaveValue('Theo');
    await expect(modal.getByLabel('E-mail')).toHaveValue('theo.vandermeer@example.net');
    await expect(modal.getByLabel(CLIENT_LABELS.pimsId)).toHaveValue('EZ-C-90002');
    await modal.getByRole('button', { name: CLIENT_LABELS.save }).click();
    await expectToast(page, CLIENT_TOASTS.clientCreated.title);

    // Import Existing Patients.
    await expect(modal.getByRole('heading', { name: CLIENT_LABELS.importExistingPatients })).toBeVisible();
    await expect(modal.getByText(CLIENT_LABELS.importExistingPatientsSubtitle)).toBeVisible();
    await screens(page, 'pims-add-client-import');
    await modal.getByTestId('pims-import-row').filter({ hasText: 'Clementine' }).getByTestId('pims-import-button').click();
    await expectToast(page, CLIENT_TOASTS.patientLinked.title);
    await expect(page).toHaveURL(/\/clients\/profile\/\d+/);
    await expect(page.getByTestId('patient-profile-name')).toHaveText('Clementine');
    await expect(page.getByTestId('client-name')).toHaveText('Theo Vandermeer');

    // The other patient from the profile's import modal; the imported one says so.
    await page.getByTestId('client-pims-import').click();
    const importModal = page.getByTestId('pims-import-modal');
    await expect(importModal.getByTestId('pims-import-row').filter({ hasText: 'Clementine' }).getByTestId('already-imported')).toBeVisible();
    await screens(page, 'pims-import-modal');
    await importModal.getByTestId('pims-import-row').filter({ hasText: 'Biscuit' }).getByTestId('pims-import-button').click();
    await expect(page.getByTestId('patient-profile-name')).toHaveText('Biscuit');
    await expect(page.getByTestId('patients-panel').getByTestId('patient-item')).toHaveCount(2);

    // A deceased PIMS patient cannot be imported.
    const { locationClientSearch } = await gql<LocationClientSearchQuery>(page, LocationClientSearchDocument, { locationId: MAPLE_GROVE, filter: 'Thornquist', take: 5, skip: 0 });
    expect(locationClientSearch.count).toBe(0);
    await page.goto('/clientsearch');
    await page.getByRole('button', { name: CLIENT_LABELS.addClient }).first().click();
    await page.getByTestId('add-client-search-lastName').fill('Thornquist');
    await page.getByTestId('add-client-pims-result').filter({ hasText: 'Ingrid Thornquist' }).click();
    await page.getByTestId('add-client-modal').getByRole('button', { name: CLIENT_LABELS.save }).click();
    const pepper = page.getByTestId('pims-import-row').filter({ hasText: 'Pepper' });
    await expect(pepper.getByTestId('pims-import-button')).toBeDisabled();
    await page.getByTestId('add-client-skip-import').click();
    await expect(page.getByTestId('client-name')).toHaveText('Ingrid Thornquist');
  });

  test('Help Client opens the client’s storefront in a new tab', async ({ page, context }) => {
    test.setTimeout(90_000);
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationClientSearch } = await gql<LocationClientSearchQuery>(page, LocationClientSearchDocument, { locationId: MAPLE_GROVE, activeFilterType: 'active', take: 50, skip: 0 });
    const client = locationClientSearch.data.find((c) => c.email && c.firstName && c.lastName)!;
    await page.goto(`/clients/profile/${client.id}`);
    const help = page.getByTestId('help-client');
    await expect(help).toHaveAttribute('data-ready', 'true');
    const [storefront] = await Promise.all([context.waitForEvent('page'), help.click()]);
    await storefront.waitForURL(/\/storefront-sandbox\/$/);
    await expect(storefront.getByTestId('storefront-banner')).toHaveText(`Ordering for ${client.firstName} ${client.lastName} as Dr. Emily Carter`);
    await screens(storefront, 'pims-storefront');
  });

  test('a support user finds a client by PIMS ID in the Pims Lookup', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'support@demo.vetrx.dev', '/support/pims');
    await expect(page.getByTestId('pims-lookup-prompt')).toContainText(PIMS_LABELS.findLocation);
    await page.getByTestId('pims-lookup-location-search').fill('Maple');
    await page.getByTestId('pims-lookup-location').filter({ hasText: 'Maple Grove Animal Hospital' }).click();
    await expect(page.getByTestId('pims-lookup-connection')).toHaveText('Connected');
    await page.getByTestId('pims-lookup-id').fill('EZ-C-10001');
    await page.getByTestId('pims-lookup-id-submit').click();
    const practice = page.getByTestId('pims-lookup-by-id-practice');
    const pims = page.getByTestId('pims-lookup-by-id-pims');
    await expect(pims.getByTestId('pims-caretaker')).toHaveAttribute('data-pims-id', 'EZ-C-10001');
    const name = (await pims.getByTestId('pims-caretaker').locator('p').first().textContent())!.trim();
    await expect(practice).toContainText(name);
    await screens(page, 'pims-lookup');
  });

  test('a support user connects a code-redirect location through the partner’s sign-in', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'support@demo.vetrx.dev', null);
    // A location of its own, so the demo practice stays as it was for the other specs.
    const run = Date.now().toString(36).slice(-5);
    const { addOrganization: org } = await gql<AddOrganizationMutation>(page, AddOrganizationDocument, {
      input: {
        name: `Lakeside Vets ${run}`,
        accountno: '66' + String(Date.now()).slice(-6),
        emailAddress: `hq-${run}@lakeside.example.com`,
        organizationPhones: [{ phoneTypeId: '3', phoneNumber: '2075550199' }],
        organizationAddresses: [{ addressTypeId: '2', addressLine1: '9 Shore Rd', city: 'Burlington', state: 'VT', zip: '05401' }],
        pharmacyCodes: ['RVP'],
        isPIMSEnabled: true,
        createMatchingLocation: true,
      },
    });
    const { locations } = await gql<LocationsQuery>(page, LocationsDocument, { organization: org.id, activeFilterType: 'all' });
    const location = locations[0];
    await gql(page, UpdateLocationDocument, { updateLocationId: location.id, input: { isPimsEnabled: true, pimsConnectionType: 'DIGITAIL' } });

    await page.goto(`/support/practicedetail/${location.id}`);
    await expect(page.getByTestId('pims-connection')).toHaveAttribute('data-connected', 'false');
    const connect = page.getByTestId('pims-connect');
    await expect(connect).toHaveText(PIMS_CONNECT_TEXTS.connect);

    // Refused at the partner: back with error=access_denied, the spec's failure notice, nothing stored.
    await connect.click();
    await expect(page.getByRole('heading', { name: PIMS_CONNECT_TEXTS.sandboxTitle })).toBeVisible();
    await page.getByTestId('sandbox-deny').click();
    await expectToast(page, ADMIN_TOASTS.digitailConnectionError.description);
    await expect(page).toHaveURL(new RegExp(`/support/practicedetail/${location.id}$`));

    // Allowed for both sandbox clinics: Select Practice lists them; the second one is chosen.
    await page.getByTestId('pims-connect').click();
    await expect(page.getByRole('heading', { name: PIMS_CONNECT_TEXTS.sandboxTitle })).toBeVisible();
    await screens(page, 'pims-connect-sandbox');
    await page.getByTestId('sandbox-allow').click();
    const dialog = page.getByTestId('select-practice-dialog');
    await expect(dialog.getByTestId('select-practice-option')).toHaveCount(2);
    await expect(page).toHaveURL(new RegExp(`/support/practicedetail/${location.id}$`)); // the code is gone from the URL
    await screens(page, 'pims-connect-select-practice');
    const annex = dialog.getByTestId('select-practice-option').filter({ hasText: 'dgt-clinic-4102' });
    await annex.click();
    await expect(annex).toHaveAttribute('data-state', 'checked');
    await dialog.getByTestId('select-practice-use').click();
    await expectToast(page, ADMIN_TOASTS.partnerConnected.title);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('pims-connection')).toHaveAttribute('data-connected', 'true');
    await expect(page.getByTestId('pims-connect')).toHaveText(PIMS_CONNECT_TEXTS.reconnect);

    const after = await gql<LocationsQuery>(page, LocationsDocument, { organization: org.id, activeFilterType: 'all' });
    expect(after.locations[0]).toMatchObject({ pimsAccountId: 'dgt-clinic-4102', isPimsAccountSecretSet: true, pimsConnectionType: 'DIGITAIL' });
  });
});
