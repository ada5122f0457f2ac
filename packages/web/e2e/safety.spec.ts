/**
 * The safety screen as a vet meets it (issue 42), in Chromium against the real
 * server: a prescription the sandbox pharmacy filled stays on the pet's medication list (the client
 * profile says where it comes from) and a new storefront request for it is a possible duplicate; a
 * Deracoxib recommendation for the dog on Carprofen finds two NSAIDs, which Approve refuses until the vet
 * types a reason — then the override shows in the Rx detail, its timeline and the Audit Log; a herding
 * breed with ivermectin asks for a reason; a dose far above the label asks for one too.
 */
import { expect, test, type Page } from '@playwright/test';
import { AddPrescriptionDocument, type AddPrescriptionMutation } from '@vetrx/core/operations/AddPrescription';
import {
  GetPrescriptionDetailDocument,
  type GetPrescriptionDetailQuery,
} from '@vetrx/core/operations/GetPrescriptionDetail';
import {
  LocationClientSearchDocument,
  type LocationClientSearchQuery,
} from '@vetrx/core/operations/LocationClientSearch';
import { SandboxProductsDocument, type SandboxProductsQuery } from '@vetrx/core/operations/SandboxProducts';
import { GetLocationPatientDocument, type GetLocationPatientQuery } from '@vetrx/core/operations/getLocationPatient';
import { AddLocationClientDocument, type AddLocationClientMutation } from '@vetrx/core/operations/AddLocationClient';
import { AddLocationPatientDocument, type AddLocationPatientMutation } from '@vetrx/core/operations/AddLocationPatient';
import { APPROVALS_TOASTS, PRESCRIBING_TOASTS, SAFETY_MESSAGES } from '@vetrx/core/messages';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { expectToast, gql, screens, signIn } from './helpers';
import { mapleGrove, passConflictNote, showTask, taskDetail } from './records';
import { sandboxDriver } from './sandbox';

type Patient = NonNullable<GetLocationPatientQuery['getLocationPatient']>;
type Client = LocationClientSearchQuery['locationClientSearch']['data'][number];

const HERDING = ['canine-collie', 'canine-border-collie', 'canine-australian-shepherd', 'canine-german-shepherd'];
/** Pets this worker already used. */
const used = new Set<string>();

/**
 * An active dog of an active client with a weight (15–60 lbs), a real birthdate and nothing recorded
 * (its medication list may hold prescriptions and PIMS medications) — read from the end of the client list,
 * away from other specs' pets; `herding`: of a breed at risk of MDR1.
 */
async function freshDog(page: Page, locationId: string, opts: { herding?: boolean } = {}): Promise<{ client: Client; patient: Patient }> {
  // Page on through the clients (200 at a time): the first page's herding dogs may all be taken by the
  // sandbox's requests or other specs by the time this runs.
  for (let skip = 0; skip < 2000; skip += 200) {
    const { locationClientSearch } = await gql<LocationClientSearchQuery>(page, LocationClientSearchDocument, { locationId, activeFilterType: 'active', take: 200, skip });
    if (locationClientSearch.data.length === 0) break;
    for (const client of [...locationClientSearch.data].reverse()) {
      if (!client.isActive || !client.firstName || !client.lastName) continue;
      for (const link of client.locationPatientClients) {
        const p = link.locationPatient;
        if (!link.isActive || !p || used.has(p.id) || !p.isActive || p.isDeceased || p.species?.code !== 'canine') continue;
        const { getLocationPatient: patient } = await gql<GetLocationPatientQuery>(page, GetLocationPatientDocument, { id: p.id });
        if (opts.herding && !HERDING.includes(patient?.breed?.code ?? '')) continue;
        if (!patient || !patient.weight || !patient.birthdate || patient.birthdate.startsWith('1900')) continue;
        if (patient.allergies.length || patient.healthConditions.length || patient.medications.length) continue;
        const lbs = patient.weightUnit === 'kg' ? patient.weight * 2.2046 : patient.weight;
        // Herding breeds are big dogs: up to 100 lbs for them (the MDR1 finding asks a reason whatever else is found).
        if (lbs < 15 || lbs > (opts.herding ? 100 : 60)) continue;
        used.add(p.id);
        return { client, patient };
      }
    }
  }
  throw new Error(`No fresh ${opts.herding ? 'herding ' : ''}dog at Maple Grove`);
}

/**
 * A new client with a new 50 lbs dog, nothing on its list: the demo's dogs mostly carry prescriptions
 * and PIMS medications, and other specs use the rest.
 */
async function newDog(page: Page, locationId: string): Promise<{ client: { id: string; firstName: string; lastName: string }; patient: { id: string } }> {
  const { addLocationClient: client } = await gql<AddLocationClientMutation>(page, AddLocationClientDocument, {
    locationId,
    input: {
      firstName: 'Maren',
      lastName: `Holloway${Date.now() % 100000}`,
      email: null,
      locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '6125550183' }],
      locationClientAddress: [{ addressTypeId: '1', addressLine1: '12 Birch Lane', city: 'Madison', state: 'WI', zip: '53703' }],
    },
  });
  const { addLocationPatient: patient } = await gql<AddLocationPatientMutation>(page, AddLocationPatientDocument, {
    input: { locationId, name: 'Juniper', speciesCode: 'canine', gender: 'S', birthdate: '2019-06-14', weight: 50, weightUnit: 'lbs', locationPatientClients: [{ locationClientId: client.id, isActive: true, isPrimary: true }] },
  });
  return { client: { id: client.id, firstName: client.firstName ?? 'Maren', lastName: client.lastName ?? '' }, patient: { id: patient.id } };
}

/** A product the storefront sells, by its exact title. */
async function productTitled(page: Page, title: string): Promise<string> {
  // The search text is at most 50 characters (Query.sandboxProducts.text): a longer title is looked for by its start.
  const { sandboxProducts } = await gql<SandboxProductsQuery>(page, SandboxProductsDocument, { text: title.slice(0, 50), controlled: false, take: 20 });
  const hit = sandboxProducts.find((p) => p.title === title);
  if (!hit) throw new Error(`No product ${title}`);
  return hit.id;
}

/** Product selection of a family straight to its first product, for a known client and patient. */
async function chooseFirstProduct(page: Page, family: string, clientId: string, patientId: string) {
  await page.goto(`/create/rx/product-selection/?${new URLSearchParams(encodeRxQueryParams({ productFamily: family, clientId, patientId }))}`);
  await page.getByTestId('form-option').first().click();
  await page.getByTestId('strength-option').first().click();
  await page.getByTestId('select-product').first().click();
  await expect(page.getByTestId('prescription-form')).toBeVisible();
}

/** The form refuses Authorize / Approve on the reason field; nothing else is asked of the vet. */
async function expectReasonAsked(page: Page) {
  const field = page.getByTestId('field-safetyOverrideReason');
  await expect(field).toContainText(SAFETY_MESSAGES.reasonRequired);
  await expect(page.getByTestId('input-safetyOverrideReason')).toBeVisible();
}

test.describe('the safety screen', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a filled Rx stays on the list and flags a new request; Deracoxib for a dog on Carprofen needs a reason, shown in the Rx detail, its timeline and the Audit Log', async ({ page, browser }) => {
    const sb = await sandboxDriver(browser);
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationId, locationUserId } = await mapleGrove(page);
    const { client, patient } = await newDog(page, locationId);
    const [carprofen30, carprofen60, deracoxib] = await Promise.all([
      productTitled(sb.page, 'Carprofen 100 mg, 30 Chewable Tablets'),
      productTitled(sb.page, 'Carprofen 100 mg, 60 Chewable Tablets'),
      productTitled(sb.page, 'Deracoxib Chewable Tablets 25 mg, 30 Chewable Tablets'),
    ]);

    // Carprofen 100 mg, 30 chewable tablets, 2 refills, authorized; the sandbox pharmacy fills it.
    const { addPrescription: rx } = await gql<AddPrescriptionMutation>(page, AddPrescriptionDocument, {
      input: { locationId, locationClientId: client.id, locationPatientId: patient.id, productId: carprofen30, unitPerFill: 30, directions: 'Give 1/2 tablet (50 mg) by mouth once daily with food.', refills: 2, prnFlag: false, prescExpiryDate: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10), authorizingVet: locationUserId },
      addPrescriptionType: 'AuthorizeRx',
    });
    for (let i = 0; i < 5; i++) {
      const d = (await gql<GetPrescriptionDetailQuery>(page, GetPrescriptionDetailDocument, { id: rx.id })).getPrescriptionDetail!;
      if (d.rxStatus.code === 'AcceptedByPharmacy') break;
      await sb.advanceRx(rx.id);
    }
    const filled = (await gql<GetPrescriptionDetailQuery>(page, GetPrescriptionDetailDocument, { id: rx.id })).getPrescriptionDetail!;
    expect(filled).toMatchObject({ rxStatus: { code: 'AcceptedByPharmacy' }, isFillable: false, refills: 2 });

    // The patient panel lists it, with its Rx number: no longer "None recorded".
    await page.goto(`/clients/profile/${client.id}?patientId=${patient.id}`);
    const meds = page.getByTestId('medical-medications');
    const item = meds.getByTestId('medication-item').filter({ hasText: rx.rxNumber! });
    await expect(item).toHaveAttribute('data-source', 'VETRX');
    await expect(item.getByTestId('medication-source')).toHaveText(rx.rxNumber!);
    await meds.scrollIntoViewIfNeeded();
    await screens(page, 'safety-patient-medications');

    // A storefront request for 60 more: a possible duplicate of the filled Rx.
    const order = await sb.order({ locationId, locationClientId: client.id, locationPatientId: patient.id, productId: carprofen60 });
    expect(order.outcome).toBe('TASK');
    const refill = await taskDetail(page, order.taskId!);
    let card = await showTask(page, refill);
    await expect(card.getByTestId('task-duplicate')).toBeVisible();
    await expect(card.locator(`[data-testid="task-duplicate-link"][data-kind="prescription"][data-target="${rx.id}"]`)).toContainText(rx.rxNumber!);
    await expect(card.getByTestId('task-safety')).toContainText('Same ingredient twice');

    // A Deracoxib recommendation for the dog on Carprofen: two NSAIDs, a major finding that needs a reason.
    const recommended = await taskDetail(page, await sb.recommend({ locationId, locationClientId: client.id, locationPatientId: patient.id, productId: deracoxib }));
    card = await showTask(page, recommended);
    const flag = card.getByTestId('task-safety');
    await expect(flag).toHaveAttribute('data-severity', 'major');
    await expect(flag).toContainText('Two NSAIDs');
    await expect(flag).toContainText(SAFETY_MESSAGES.needsReason);
    await card.scrollIntoViewIfNeeded();
    await screens(page, 'safety-task-card');

    await card.getByTestId('task-approve').click();
    const form = card.getByTestId('prescription-form');
    await expect(form).toBeVisible({ timeout: 20_000 });
    const finding = form.locator('[data-testid="safety-finding"][data-code="dup-nsaid-nsaid"]').first();
    await expect(finding).toHaveAttribute('data-severity', 'major');
    await expect(form.locator('[data-testid="safety-finding"][data-code="dup-nsaid-nsaid"]').filter({ hasText: rx.rxNumber! })).toHaveCount(1);
    await form.getByTestId('input-directions').fill('Give 1 tablet (25 mg) by mouth once daily with food.');
    await form.getByTestId('input-refills').fill('0');
    await form.getByTestId('submit-rx').click();
    await passConflictNote(page);
    await expectReasonAsked(page);
    expect((await taskDetail(page, recommended.id)).status).toBe('PENDING');
    await form.getByTestId('safety-check').scrollIntoViewIfNeeded();
    await screens(page, 'safety-form-findings');

    const reason = 'Carprofen stopped a week ago (washout done); switching to deracoxib.';
    await form.getByTestId('input-safetyOverrideReason').fill(reason);
    await form.getByTestId('submit-rx').click();
    await passConflictNote(page);
    await expectToast(page, APPROVALS_TOASTS.requestApproved.title);
    const approved = await taskDetail(page, recommended.id);
    expect(approved.status).toBe('VET_APPROVED');

    // The Rx detail: the findings, the vet's reason, what the pharmacy receives; its timeline says so.
    await page.goto('/history');
    const filter = page.getByTestId('filter-client');
    await filter.getByRole('combobox').fill(client.lastName ?? '');
    await page.getByRole('option', { name: new RegExp(`${client.firstName} ${client.lastName}`) }).first().click();
    const row = page.locator(`[data-testid="rx-row"][data-rx-id="${approved.prescriptionId}"]`);
    await expect(row).toBeVisible();
    await row.locator('button').first().click();
    const drawer = page.getByTestId('rx-detail');
    const review = drawer.getByTestId('rx-safety-review');
    await expect(review.locator('[data-testid="safety-finding"][data-code="dup-nsaid-nsaid"]').first()).toBeVisible();
    await expect(review.getByTestId('rx-safety-override')).toContainText(reason);
    // Badges by the record's state: the authorized Rx says the reason was given, not that one is needed;
    // no source line names a decision (issue 59).
    await expect(review.getByTestId('safety-finding-decision').first()).toHaveText(SAFETY_MESSAGES.reasonGiven);
    await expect(review).not.toContainText(SAFETY_MESSAGES.needsReason);
    await expect(review).not.toContainText(/decision \d{4}/i);
    await expect(review.getByTestId('rx-safety-pharmacy')).toContainText(`Safety override: Two NSAIDs (major). Reason: ${reason}`);
    const authorized = drawer.locator('[data-testid="rx-timeline-event"][data-event="authorized"]');
    await expect(authorized).toContainText(reason);
    await review.scrollIntoViewIfNeeded();
    await screens(page, 'safety-rx-detail');

    // The Audit Log: the AddPrescription row of that prescription says the override, and its detail
    // carries the reason as a field of its own.
    const admin = await browser.newPage({ baseURL: `http://127.0.0.1:${process.env.VETRX_E2E_PORT}` });
    await signIn(admin, 'vetadmin@demo.vetrx.dev', '/usermanagement/auditlog');
    await admin.getByTestId('audit-filter-action').selectOption('AddPrescription');
    const auditRow = admin.getByTestId('audit-row').filter({ hasText: `Prescription ${approved.prescriptionId}` });
    await expect(auditRow).toHaveCount(1);
    await expect(auditRow.getByTestId('audit-row-detail')).toContainText(reason);
    await auditRow.getByTestId('audit-row-open').click();
    const entry = admin.getByTestId('audit-entry-dialog').locator('[data-testid="audit-entry-field"][data-field="safetyOverrideReason"]');
    await expect(entry.getByTestId('audit-entry-after')).toHaveText(reason);
    await admin.close();
  });

  test('ivermectin for a herding breed at risk of MDR1 is authorized only with a reason', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationId } = await mapleGrove(page);
    // Any list: by this point of a full run the sandbox and other specs have raised requests for most
    // herding dogs; the MDR1 finding is major, so a reason is asked whatever else the check finds.
    const { client, patient } = await freshDog(page, locationId, { herding: true });
    await chooseFirstProduct(page, 'heartshield-plus-chewables', client.id, patient.id);
    await page.getByTestId('input-directions').fill('Give 1 chewable tablet by mouth once a month.');
    const finding = page.locator('[data-testid="safety-finding"][data-code="caution-mdr1-ivermectin"]');
    await expect(finding).toHaveAttribute('data-severity', 'major');
    await expect(finding).toContainText(`${patient.breed!.name}: a herding breed at risk of the MDR1 mutation`);
    await page.getByTestId('input-refills').fill('0');
    await page.getByTestId('submit-rx').click();
    await passConflictNote(page);
    await expectReasonAsked(page);
    await page.getByTestId('safety-check').scrollIntoViewIfNeeded();
    await screens(page, 'safety-form-mdr1');
    await page.getByTestId('input-safetyOverrideReason').fill('MDR1 test normal/normal on file; labelled heartworm-preventive dose.');
    await page.getByTestId('submit-rx').click();
    await passConflictNote(page);
    await expectToast(page, PRESCRIBING_TOASTS.rxCreated.title);
  });

  test('a dose far above the label (ten 25 mg tablets twice a day) needs a reason; a usual one is no finding', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationId } = await mapleGrove(page);
    // Whatever the dog already takes: the dose is what this test is about.
    const { client, patient } = await freshDog(page, locationId);
    await chooseFirstProduct(page, 'carprofen', client.id, patient.id);
    await page.getByTestId('input-refills').fill('0');
    await page.getByTestId('input-directions').fill('Give 1 chewable tablet by mouth once daily with food.');
    await expect(page.getByTestId('dose-check')).toHaveAttribute('data-status', /within|above|below/);
    await expect(page.getByTestId('dose-check-far')).toHaveCount(0);
    await expect(page.locator('[data-testid="safety-finding"][data-code="dose-far-outside"]')).toHaveCount(0);
    await expect(page.getByTestId('dose-check-day')).toContainText(/^1 × .+ once daily = [\d.]+ mg\/kg\/day; label 2\.2–4\.4 mg\/kg\/day$/);
    // The day's total: the same tablet every 8 hours shows its arithmetic against the label's day.
    await page.getByTestId('input-directions').fill('Give 1 chewable tablet by mouth every 8 hours with food.');
    await expect(page.getByTestId('dose-check-day')).toContainText(/^1 × .+ every 8 h = [\d.]+ mg\/kg\/day; label 2\.2–4\.4 mg\/kg\/day$/);
    await expect(page.getByTestId('dose-check-day-value')).toContainText('mg/kg/day');
    await page.getByTestId('dose-check').scrollIntoViewIfNeeded();
    await screens(page, 'safety-form-dose-by-day');
    // How often not written: said, never within.
    await page.getByTestId('input-directions').fill('Give 1 chewable tablet by mouth with food.');
    await expect(page.getByTestId('dose-check')).not.toHaveAttribute('data-status', 'within');
    await expect(page.getByTestId('dose-check-day')).toContainText('the day’s total is not checked');
    await page.getByTestId('input-directions').fill('Give 10 chewable tablets by mouth every 12 hours.');
    await expect(page.getByTestId('dose-check-far')).toHaveText('Far above the labelled range');
    await expect(page.locator('[data-testid="safety-finding"][data-code="dose-far-outside"]')).toHaveAttribute('data-severity', 'major');
    await page.getByTestId('submit-rx').click();
    await passConflictNote(page);
    await expectReasonAsked(page);
    await page.getByTestId('dose-check').scrollIntoViewIfNeeded();
    await screens(page, 'safety-form-far-dose');
    const reason = 'Loading dose ordered by the referral surgeon for today only.';
    await page.getByTestId('input-safetyOverrideReason').fill(reason);
    await page.getByTestId('submit-rx').click();
    await passConflictNote(page);
    await expectToast(page, PRESCRIBING_TOASTS.rxCreated.title);
  });
});
