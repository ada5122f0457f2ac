/**
 * Issue 11's broken prescribing paths, clicked in Chromium: the client profile opens on the pet just
 * prescribed for (base64 `patientId`) after Save Draft, after Delete of the draft (its modal names the
 * client, pet and product) and after Back from product selection; a days supply of 0 is accepted and
 * stored as null; the product search stays idle for spaces only. Authorize and Print are checked in
 * prescribing.spec.ts, the Rx detail's Print RX preview in history.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { GetPrescriptionDocument, type GetPrescriptionQuery } from '@vetrx/core/operations/GetPrescription';
import { GetPrescriptionTaskDocument, type GetPrescriptionTaskQuery } from '@vetrx/core/operations/GetPrescriptionTask';
import {
  GetPrescriptionTasksDocument,
  type GetPrescriptionTasksQuery,
} from '@vetrx/core/operations/GetPrescriptionTasks';
import {
  LocationClientSearchDocument,
  type LocationClientSearchQuery,
} from '@vetrx/core/operations/LocationClientSearch';
import { GetLocationPatientDocument, type GetLocationPatientQuery } from '@vetrx/core/operations/getLocationPatient';
import { encodeRouteId } from '@vetrx/core/access';
import { PRESCRIBING_TOASTS } from '@vetrx/core/messages';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { formatWeightBothUnits } from '@vetrx/core/patient';
import { expectToast, gql, screens, searchQueue, signIn } from './helpers';
import { mapleGrove } from './records';

type Patient = NonNullable<GetLocationPatientQuery['getLocationPatient']>;

/**
 * A client with two or more active pets and one of them, a plain dog (weight, birthdate, no allergies,
 * conditions or medications), that is NOT the pet the profile opens on by default (the first by
 * name): only a correct `patientId` shows it.
 */
async function secondPet(page: Page, locationId: string, skip = 0) {
  const { locationClientSearch } = await gql<LocationClientSearchQuery>(page, LocationClientSearchDocument, { locationId, activeFilterType: 'active', take: 200, skip: 0 });
  let seen = 0;
  for (const client of locationClientSearch.data) {
    if (!client.isActive || !client.firstName || !client.lastName) continue;
    const pets = client.locationPatientClients
      .filter((l) => l.isActive && l.locationPatient?.isActive && !l.locationPatient.isDeceased)
      .map((l) => l.locationPatient!)
      .sort((a, b) => a.name.localeCompare(b.name));
    if (pets.length < 2) continue;
    for (const p of pets.slice(1)) {
      if (p.species?.code !== 'canine' || p.name === pets[0].name) continue;
      const { getLocationPatient: patient } = await gql<GetLocationPatientQuery>(page, GetLocationPatientDocument, { id: p.id });
      if (!patient || !patient.weight || !patient.birthdate || patient.birthdate.startsWith('1900')) continue;
      if (patient.allergies.length || patient.healthConditions.length || patient.medications.length) continue;
      if (patient.weight > 60 || patient.weight < 15 || patient.weightUnit !== 'lbs') continue;
      if (seen++ < skip) continue;
      return { client, patient: patient as Patient };
    }
  }
  throw new Error('No client with a second plain dog at Maple Grove');
}

const profileUrl = (clientId: string, patientId: string) =>
  new RegExp(`/clients/profile/${clientId}\\?patientId=${encodeURIComponent(encodeRouteId(patientId)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test.describe('prescribing paths', () => {
  test('Back from product selection, Save Draft and Delete return to the profile on the same pet; days supply 0 is stored as null', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationId } = await mapleGrove(page);
    const { client, patient } = await secondPet(page, locationId);

    // Back from the search step keeps the patient. The page's clock is the test's, so a debounce runs out
    // when the test says.
    await page.clock.install();
    const searched: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/graphql') return;
      const body = JSON.parse(r.postData() ?? 'null') as { operationName?: string; variables?: { text?: unknown } } | null;
      if (body?.operationName === 'SearchProductFamilies') searched.push(body.variables?.text);
    });
    await page.goto(`/create/rx/product-selection/?${new URLSearchParams(encodeRxQueryParams({ clientId: client.id, patientId: patient.id }))}`);
    // Spaces only: the search stays idle (the trimmed text has no character).
    await page.getByTestId('product-search-input').fill('   ');
    await page.clock.runFor(1_000);
    await expect(page.getByTestId('find-your-product')).toBeVisible();
    await expect(page.getByTestId('product-family-name')).toHaveCount(0);
    // A real search typed after it: its results come after anything the spaces would have asked.
    await page.getByTestId('product-search-input').fill('carprofen');
    await page.clock.runFor(1_000);
    await expect(page.getByTestId('product-family-name').first()).toBeVisible();
    expect(searched).toEqual(['carprofen']);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(profileUrl(client.id, patient.id));
    await expect(page.getByTestId('patient-item').filter({ hasText: patient.name })).toHaveAttribute('aria-pressed', 'true');

    // Save Draft with days supply 0: back on this pet, the draft stored with no days supply.
    await page.goto(`/create/rx/product-selection/?${new URLSearchParams(encodeRxQueryParams({ productFamily: 'carprofen', clientId: client.id, patientId: patient.id }))}`);
    await page.getByTestId('form-option').first().click();
    await page.getByTestId('strength-option').first().click();
    await page.getByTestId('select-product').first().click();
    await expect(page.getByTestId('prescription-form')).toBeVisible();
    await page.getByTestId('input-directions').fill('Give 1 tablet by mouth every 12 hours with food.');
    await page.getByTestId('input-refills').fill('1');
    await page.getByTestId('advanced-options-toggle').click();
    await page.getByTestId('input-days-supply').fill('0');
    await page.getByTestId('input-days-supply').blur();
    await expect(page.getByTestId('error-daysSupply')).toBeHidden();
    await page.getByTestId('save-draft').click();
    await expectToast(page, PRESCRIBING_TOASTS.draftSaved.title);
    await expect(page).toHaveURL(profileUrl(client.id, patient.id));
    await expect(page.getByTestId('patient-item').filter({ hasText: patient.name })).toHaveAttribute('aria-pressed', 'true');
    await screens(page, 'profile-after-draft');

    await page.goto('/create');
    const row = page.getByTestId('draft-row').filter({ hasText: patient.name }).first();
    const draftId = (await row.getAttribute('data-id'))!;
    const saved = (await gql<GetPrescriptionQuery>(page, GetPrescriptionDocument, { id: draftId })).getPrescription!;
    expect(saved.daysSupply).toBeNull();
    expect(saved.locationPatient?.id ?? patient.id).toBe(patient.id);

    // Delete from Active RX Drafts: the modal names the client, pet and product; then back on this pet.
    await row.getByTestId('draft-remove').click();
    const modal = page.getByTestId('decline-or-delete-modal');
    const context = modal.getByTestId('decline-context');
    await expect(context).toContainText(`${client.firstName} ${client.lastName}`);
    await expect(context).toContainText(patient.name);
    await expect(context).toContainText(saved.product.title);
    await modal.getByTestId('simple-decline-reason').selectOption({ index: 1 });
    await modal.getByTestId('simple-delete').click();
    await expect(page).toHaveURL(profileUrl(client.id, patient.id));
    await expect(page.getByTestId('patient-item').filter({ hasText: patient.name })).toHaveAttribute('aria-pressed', 'true');
    expect((await gql<GetPrescriptionQuery>(page, GetPrescriptionDocument, { id: draftId })).getPrescription?.rxStatus.code).not.toBe('Draft');
  });

  test('an approved task shows its price and the patient facts, known allergies as an attention row', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationId } = await mapleGrove(page);
    // An approved request with its prescription; one whose patient has allergies when there is one.
    const { getPrescriptionTasks: approved } = await gql<GetPrescriptionTasksQuery>(page, GetPrescriptionTasksDocument, { locationId, status: ['VET_APPROVED'], take: 100 });
    let task: NonNullable<GetPrescriptionTaskQuery['getPrescriptionTask']> | null = null;
    for (const t of approved.filter((x) => x.prescriptionId && x.locationPatient?.name).slice(0, 30)) {
      const d = (await gql<GetPrescriptionTaskQuery>(page, GetPrescriptionTaskDocument, { id: t.id })).getPrescriptionTask!;
      if (!task || (d.locationPatient!.allergies.length > 0 && task.locationPatient!.allergies.length === 0)) task = d;
      if (task.locationPatient!.allergies.length > 0) break;
    }
    expect(task, 'an approved task with a prescription at Maple Grove').not.toBeNull();
    const patient = task!.locationPatient!;

    await page.goto('/approve');
    const toggle = page.getByTestId('filters-toggle');
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.getByTestId('filter-status').click();
    // The menu loads on first use: its items once it is open.
    await expect(page.getByRole('menuitemcheckbox').first()).toBeVisible();
    for (const item of await page.getByRole('menuitemcheckbox').all()) {
      const checked = (await item.getAttribute('aria-checked')) === 'true';
      if (checked !== ((await item.innerText()).trim() === 'Approved By Vet')) await item.click();
    }
    await page.keyboard.press('Escape');
    await searchQueue(page, patient.name);
    const group = page.locator(`[data-testid="task-group"][data-client-id="${task!.locationClientId}"]`);
    if ((await group.getAttribute('data-open')) !== 'true') await group.getByTestId('task-group-header').click();
    const card = page.locator(`[data-testid="task-card"][data-task-id="${task!.id}"]`);
    await card.getByTestId('task-view').click();

    // The patient's facts above the prescription.
    const facts = card.getByTestId('patient-facts');
    await expect(facts.getByTestId('patient-facts-patient')).toContainText(patient.name);
    await expect(facts.getByTestId('patient-fact-species')).toContainText(patient.species!.name);
    await expect(facts.getByTestId('patient-fact-weight')).toContainText(formatWeightBothUnits(patient));
    const allergies = facts.getByTestId('patient-fact-allergies');
    if (patient.allergies.length > 0) {
      await expect(allergies).toHaveAttribute('data-attention', 'true');
      await expect(allergies).toHaveAttribute('role', 'note');
      for (const a of patient.allergies) await expect(allergies).toContainText(a.name);
    } else {
      await expect(allergies).toContainText('No Known Allergies');
    }
    await screens(page, 'approved-task-facts');

    // Prescription Details shows the price the Rx detail shows (never N/A for a priced product).
    const price = card.getByTestId('task-prescription').locator('[data-field="price"]');
    await expect(price).toContainText(/\$\d+\.\d{2}/);
    const shown = (await price.innerText()).match(/\$[\d,]+\.\d{2}/)![0];
    await card.getByTestId('task-open-rx').click();
    await expect(page.getByTestId('rx-detail').locator('[data-field="price"]')).toContainText(shown);
  });
});
