/**
 * Prescription history and the Rx detail view as a vet uses them (issue 6): archive a prescription
 * whose orders are finished (Confirm Archival? → Yes → archived), and see the Archive button disabled
 * with its tooltip on one whose client order is still in progress. Records are found through the API
 * with the page's own session, then handled through the screens.
 */
import { expect, test, type Page } from '@playwright/test';
import { AddPrescriptionDocument, type AddPrescriptionMutation } from '@vetrx/core/operations/AddPrescription';
import { GetLocationPatientDocument, type GetLocationPatientQuery } from '@vetrx/core/operations/getLocationPatient';
import { SandboxProductsDocument, type SandboxProductsQuery } from '@vetrx/core/operations/SandboxProducts';
import { GetProductByProductIdDocument, type GetProductByProductIdQuery } from '@vetrx/core/operations/GetProductByProductId';
import { APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { PIMS_WRITEBACK_TEXTS } from '@vetrx/core/record';
import { archiveButtonState } from '@vetrx/core/archive';
import {
  GetOrdersByLocationIdDocument,
  type GetOrdersByLocationIdQuery,
} from '@vetrx/core/operations/GetOrdersByLocationId';
import {
  GetPrescriptionDetailDocument,
  type GetPrescriptionDetailQuery,
} from '@vetrx/core/operations/GetPrescriptionDetail';
import {
  GetPrescriptionsByLocationPatientIdDocument,
  type GetPrescriptionsByLocationPatientIdQuery,
} from '@vetrx/core/operations/GetPrescriptionsByLocationPatientId';
import {
  LocationClientSearchDocument,
  type LocationClientSearchQuery,
} from '@vetrx/core/operations/LocationClientSearch';
import { MeDocument, type MeQuery } from '@vetrx/core/operations/Me';
import { encodeRouteId } from '@vetrx/core/access';
import { buildPatientPrescriptionsVariables, type ApprovalTypeFilter } from '@vetrx/core/record';
import { expectToast, gql, screens, signIn } from './helpers';
import { mapleGrove } from './records';

type Detail = NonNullable<GetPrescriptionDetailQuery['getPrescriptionDetail']>;

async function riverside(page: Page): Promise<string> {
  const { me } = await gql<MeQuery>(page, MeDocument, {});
  return me.user!.locationsUsers.find((lu) => lu.location.name === 'Riverside Veterinary Clinic')!.locationId;
}

/** The first not-archived prescription of the location whose related orders match `inProgress`. */
async function prescriptionWithOrders(page: Page, locationId: string, inProgress: boolean): Promise<Detail> {
  // Candidates from the location's orders (statuses in progress or not), then the detail decides.
  const open = ['in-progress', 'ready for fulfillment', 'sent to fulfillment'];
  const orders = await gql<GetOrdersByLocationIdQuery>(page, GetOrdersByLocationIdDocument, { locationId, take: 100, skip: 0 });
  const ids = new Set<string>();
  for (const o of orders.getOrdersByLocationId) {
    if (open.includes(o.status.code) !== inProgress) continue;
    for (const l of o.lineItems) if (l.prescriptionId) ids.add(l.prescriptionId);
  }
  for (const id of ids) {
    const d = (await gql<GetPrescriptionDetailQuery>(page, GetPrescriptionDetailDocument, { id })).getPrescriptionDetail!;
    if (d.archived || !d.locationClient || d.orders.length === 0) continue;
    if (archiveButtonState(d, d.orders).disabled === inProgress) return d;
  }
  throw new Error(`no prescription with ${inProgress ? 'an order in progress' : 'finished orders'}`);
}

/** /history narrowed to the prescription's client, then its row opened. */
async function openDetail(page: Page, rx: Detail) {
  await page.goto('/history');
  const client = page.getByTestId('filter-client');
  await client.getByRole('combobox').fill(rx.locationClient!.lastName ?? '');
  await page.getByRole('option', { name: new RegExp(`${rx.locationClient!.firstName} ${rx.locationClient!.lastName}`) }).first().click();
  const row = page.locator(`[data-testid="rx-row"][data-rx-id="${rx.id}"]`);
  await expect(row).toBeVisible();
  await row.locator('button').first().click();
  const drawer = page.getByTestId('rx-detail');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('rx-detail-rows')).toBeVisible();
  return drawer;
}

/** An active dog of Maple Grove linked to its PIMS record (the write-back writes only for a linked patient). */
async function linkedDog(page: Page, locationId: string): Promise<{ clientId: string; patientId: string }> {
  const { locationClientSearch } = await gql<LocationClientSearchQuery>(page, LocationClientSearchDocument, { locationId, activeFilterType: 'active', take: 200, skip: 0 });
  for (const client of [...locationClientSearch.data].reverse()) {
    if (!client.isActive || !client.pimsId) continue;
    for (const link of client.locationPatientClients) {
      const p = link.locationPatient;
      if (!link.isActive || !p?.isActive || p.isDeceased || p.species?.code !== 'canine') continue;
      const { getLocationPatient: patient } = await gql<GetLocationPatientQuery>(page, GetLocationPatientDocument, { id: p.id });
      if (patient?.pimsId && patient.weight) return { clientId: client.id, patientId: patient.id };
    }
  }
  throw new Error('No PIMS-linked dog at Maple Grove');
}

test.describe('history and archive', () => {
  test.describe.configure({ timeout: 120_000 });

  test('archive a prescription whose orders are finished; one with an order in progress cannot be archived', async ({ page }) => {
    // The browser's print dialog, stood in for: print() is counted; the test closes the "dialog".
    await page.addInitScript(() => {
      (window as unknown as { __prints: number }).__prints = 0;
      window.print = () => {
        (window as unknown as { __prints: number }).__prints++;
      };
    });
    await signIn(page, 'vet@demo.vetrx.dev');
    // Riverside: the location this spec acts on (the approvals spec acts on Maple Grove).
    await page.getByTestId('location-switcher').click();
    await page.getByRole('menuitem', { name: /Riverside Veterinary Clinic/ }).click();
    await expect(page.getByTestId('location-switcher')).toContainText('Riverside');
    const locationId = await riverside(page);
    const finished = await prescriptionWithOrders(page, locationId, false);
    const busy = await prescriptionWithOrders(page, locationId, true);

    let drawer = await openDetail(page, finished);
    await expect(drawer.locator('[data-field="rxNumber"]')).toContainText(finished.rxNumber ?? 'N/A');
    await expect(drawer.locator('[data-field="officeUse"]')).toBeVisible();
    await expect(drawer.getByTestId('rx-order-card').first()).toBeVisible();
    await screens(page, 'history-rx-detail');

    // Print RX: the preview opens over the drawer with the print dialog, and closes when the dialog
    // closes, leaving the drawer as it was (issue 11 item 9).
    await drawer.getByTestId('rx-print').click();
    await expect(page.getByTestId('print-view')).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.getByTestId('print-view')).toHaveCount(0);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('archive-button')).toBeEnabled();
    await drawer.getByTestId('archive-button').click();
    const confirm = page.getByTestId('archive-confirm');
    await expect(confirm.getByText('Confirm Archival?')).toBeVisible();
    await expect(confirm.getByText('Proceed with Rx archival?')).toBeVisible();
    await screens(page, 'history-archive-confirm');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Archive rx Successfully');
    await expect(drawer.getByTestId('archive-button')).toBeDisabled();
    await expect(drawer.getByTestId('archive-button')).toHaveText(/archived/);
    await expect(drawer.getByTestId('rx-status').first()).toHaveText(/Archived/);
    const stored = (await gql<GetPrescriptionDetailQuery>(page, GetPrescriptionDetailDocument, { id: finished.id })).getPrescriptionDetail!;
    expect(stored.archived).toBe(true);
    await drawer.getByTestId('rx-close').click();
    await expect(drawer).toBeHidden();

    drawer = await openDetail(page, busy);
    const button = drawer.getByTestId('archive-button');
    await expect(button).toBeDisabled();
    await drawer.getByTestId('archive-tooltip-anchor').hover();
    await expect(page.getByText('A client order for this prescription is still in progress, so it cannot be archived until processing completes.')).toBeVisible();
    await screens(page, 'history-archive-disabled');
  });

  test('the link a PIMS write-back leaves opens its Rx, whose detail shows it written to the medical record', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationId, locationUserId } = await mapleGrove(page);
    const { clientId, patientId } = await linkedDog(page, locationId);
    const { sandboxProducts } = await gql<SandboxProductsQuery>(page, SandboxProductsDocument, {});
    const atenolol = sandboxProducts.find((p) => p.title.startsWith('Atenolol') && !p.isControlled)!;
    const product = (await gql<GetProductByProductIdQuery>(page, GetProductByProductIdDocument, { id: atenolol.id })).getProductByProductId!;
    const expiry = new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);
    const { addPrescription: rx } = await gql<AddPrescriptionMutation>(page, AddPrescriptionDocument, {
      input: {
        locationId,
        locationClientId: clientId,
        locationPatientId: patientId,
        productId: product.id,
        unitPerFill: product.packsizeQty,
        authorizingVet: locationUserId,
        directions: 'Give 1 tablet by mouth once daily.',
        refills: 0,
        prnFlag: false,
        prescExpiryDate: expiry,
        // The linked dog's PIMS medications may ask the safety check for a reason.
        safetyOverrideReason: 'Reviewed against the medical record with the owner.',
      },
      addPrescriptionType: 'AuthorizeRx',
    });
    // The link the write-back sends (/history?rx=RX-…): the detail opens over the list, and its line moves
    // from queued to written as the worker sends it, without a reload.
    await page.goto(`/history?rx=${rx.rxNumber}`);
    const drawer = page.getByTestId('rx-detail');
    await expect(drawer.locator('[data-field="rxNumber"]')).toContainText(rx.rxNumber!);
    const line = drawer.getByTestId('rx-pims-writeback');
    await expect(line).toContainText(PIMS_WRITEBACK_TEXTS.title);
    await expect(line).toContainText(PIMS_WRITEBACK_TEXTS.sent, { timeout: 15_000 });
    await expect(line).toContainText(/PIMS record \S+/);
    await line.scrollIntoViewIfNeeded();
    await screens(page, 'history-rx-link-written-back');
    await expect(page.getByTestId('history-list')).toBeVisible();
    // A number that names no prescription of this location: the list, and why no detail opened.
    await page.goto('/history?rx=RX-999999');
    await expect(page.getByTestId('history-rx-not-found')).toHaveText(APPROVALS_RECORD_MESSAGES.rxDetails.notFound);
    await expect(page.getByTestId('rx-detail')).toHaveCount(0);
    await screens(page, 'history-rx-link-not-found');
  });

  test('Rx History and Orders from the menu: the press asks the first page, which the page shows without asking again', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev', '/clientsearch');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    const asked: Record<string, number> = {};
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { operationName?: string } | null;
      if (body?.operationName) asked[body.operationName] = (asked[body.operationName] ?? 0) + 1;
    });
    const pressAndFollow = async (link: string, list: string, from: string, to: string) => {
      await nav.getByRole('link', { name: link }).hover();
      await page.mouse.down();
      // Asked on the press, before the click has navigated.
      await expect.poll(() => asked[list] ?? 0).toBe(1);
      expect(new URL(page.url()).pathname).toBe(from);
      await page.mouse.up();
      await page.waitForURL((url) => url.pathname === to);
    };
    await pressAndFollow('Rx History', 'GetPrescriptionHistory', '/clientsearch', '/history');
    await expect(page.getByTestId('history-list').getByTestId('rx-row')).toHaveCount(10);
    expect(asked.GetPrescriptionHistory).toBe(1);

    await pressAndFollow('Orders', 'GetOrdersByLocationId', '/history', '/orders');
    await expect(page.getByTestId('order-card')).toHaveCount(10);
    expect(asked.GetOrdersByLocationId).toBe(1);
    expect(asked.GetOrdersCount).toBe(1);
  });

  test('the history list: filters, page size, and the status tooltip', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev', '/history');
    const list = page.getByTestId('history-list');
    await expect(list.getByTestId('rx-row')).toHaveCount(10);
    const box = await list.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(600);
    await page.getByTestId('page-size').selectOption('20');
    await expect(list.getByTestId('rx-row')).toHaveCount(20);

    await page.getByTestId('filter-status').click();
    await page.getByRole('menuitemcheckbox', { name: 'Mailed' }).click();
    await page.keyboard.press('Escape');
    await expect(list.getByTestId('rx-row').first()).toHaveAttribute('data-status', 'MailedToPharmacy');
    const statuses = await list.getByTestId('rx-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['MailedToPharmacy']));
    await list.getByTestId('rx-status').first().hover();
    await expect(page.getByText('This prescription is printed to be mailed.')).toBeVisible();

    await page.getByTestId('filter-archived').selectOption('archived');
    await page.getByTestId('filter-status').click();
    await page.getByRole('menuitemcheckbox', { name: 'Mailed' }).click();
    await page.keyboard.press('Escape');
    await expect(list.getByTestId('rx-row').first()).toBeVisible();
    const archived = await list.getByTestId('rx-status').allInnerTexts();
    expect(new Set(archived)).toEqual(new Set(['Archived']));
    await screens(page, 'history-list');
  });

  test('the patient history filters by product approval type (AOTC, Rx, OTC)', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { me } = await gql<MeQuery>(page, MeDocument, {});
    const locationId = me.user!.locationsUsers.find((lu) => lu.location.name === 'Maple Grove Animal Hospital')!.locationId;
    // The first page of a patient's history for some ticked types, as the server lists it.
    const firstPage = async (patientId: string, approvalTypes: ApprovalTypeFilter[]) =>
      (await gql<GetPrescriptionsByLocationPatientIdQuery>(page, GetPrescriptionsByLocationPatientIdDocument, { ...buildPatientPrescriptionsVariables(patientId, { approvalTypes }) }))
        .getPrescriptionsByLocationPatientId;
    // A patient with both Rx and OTC prescriptions, so each filter changes the list.
    const { locationClientSearch } = await gql<LocationClientSearchQuery>(page, LocationClientSearchDocument, { locationId, activeFilterType: 'active', take: 100, skip: 0 });
    let found: { clientId: string; patientId: string } | null = null;
    for (const c of locationClientSearch.data) {
      for (const l of c.locationPatientClients) {
        if (!l.isActive || !l.locationPatient?.isActive) continue;
        const [rx, otc] = await Promise.all([firstPage(l.locationPatient.id, ['RX']), firstPage(l.locationPatient.id, ['OTC'])]);
        if (rx.count > 0 && otc.count > 0) found = { clientId: c.id, patientId: l.locationPatient.id };
        if (found) break;
      }
      if (found) break;
    }
    expect(found, 'a Maple Grove patient with Rx and OTC prescriptions').not.toBeNull();
    const { clientId, patientId } = found!;

    await page.goto(`/clients/profile/${clientId}?patientId=${encodeURIComponent(encodeRouteId(patientId))}`);
    const history = page.getByTestId('patient-prescription-history');
    const shown = () => history.getByTestId('rx-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rx-id')));
    const expectList = async (types: ApprovalTypeFilter[]) => {
      const ids = (await firstPage(patientId, types)).data.map((r) => r.id);
      await expect.poll(shown).toEqual(ids);
    };
    await expectList(['AOTC', 'RX', 'OTC']);
    const box = (t: ApprovalTypeFilter) => history.getByTestId(`patient-history-approval-${t}`);
    await box('AOTC').click();
    await box('RX').click();
    await expectList(['OTC']);
    await screens(page, 'patient-history-approval-otc');
    await box('RX').click();
    await box('OTC').click();
    await expectList(['RX']);
  });
});
