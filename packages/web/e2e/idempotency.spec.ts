/**
 * Idempotent creates in Chromium (issue 10 item 3): the prescription form sends one
 * Idempotency-Key per submission, so a double click on Authorize — and the same request arriving twice
 * at once, as a retrying network would send it — makes one prescription.
 */
import { expect, test, type Page } from '@playwright/test';
import { IDEMPOTENCY_KEY_HEADER } from '@vetrx/core/api';
import {
  GetPrescriptionHistoryDocument,
  type GetPrescriptionHistoryQuery,
} from '@vetrx/core/operations/GetPrescriptionHistory';
import { PRESCRIBING_TOASTS } from '@vetrx/core/messages';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { expectToast, gql, screens, signIn } from './helpers';
import { giveSafetyReasonIfAsked, mapleGrove, plainDog } from './records';

const prescriptionsOf = async (page: Page, locationId: string, locationPatientId: string) =>
  (await gql<GetPrescriptionHistoryQuery>(page, GetPrescriptionHistoryDocument, { locationId, locationPatientId, take: 500 })).getPrescriptionHistory;

test('a double click on Authorize, each request sent twice at once, makes one prescription', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'vet@demo.vetrx.dev', null);
  // From the end of the list: other specs prescribe for the first clients.
  const { locationId } = await mapleGrove(page);
  const { client, patient } = await plainDog(page, locationId, { fromEnd: true });
  const before = await prescriptionsOf(page, locationId, patient.id);

  // Every AddPrescription reaches the server twice at the same moment (a retrying network); the page
  // gets the second answer. Both copies carry the page's key.
  const keys: string[] = [];
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'AddPrescription') return route.continue();
    keys.push(route.request().headers()[IDEMPOTENCY_KEY_HEADER] ?? '');
    const [, second] = await Promise.all([route.fetch(), route.fetch()]);
    return route.fulfill({ response: second });
  });

  await page.goto(`/create/rx/product-selection/?${new URLSearchParams(encodeRxQueryParams({ productFamily: 'carprofen', clientId: client.id, patientId: patient.id }))}`);
  await page.getByTestId('form-option').first().click();
  await page.getByTestId('strength-option').first().click();
  await page.getByTestId('select-product').first().click();
  await expect(page.getByTestId('prescription-form')).toBeVisible();
  const directions = `Give 1 chewable tablet by mouth every 12 hours (${Date.now()}).`;
  await page.getByTestId('input-directions').fill(directions);
  await page.getByTestId('input-refills').fill('1');
  // The safety check may weigh what the demo pet already takes against Carprofen (issue 42).
  await giveSafetyReasonIfAsked(page);
  await page.getByTestId('submit-rx').dblclick();
  await expectToast(page, PRESCRIBING_TOASTS.rxCreated.title);
  await expect(page).toHaveURL(new RegExp(`/clients/profile/${client.id}`));
  await screens(page, 'idempotent-authorize');

  const after = await prescriptionsOf(page, locationId, patient.id);
  expect(after.length).toBe(before.length + 1);
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(keys).size).toBe(1);
});
