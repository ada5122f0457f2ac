/**
 * Printing is recorded (issue 42 item 4; decisions 0280, 0281) and the print view opens in front of the
 * Rx detail drawer (issue 45). A vet authorizes a Schedule II prescription: the print after the save is
 * the original, with the client's name and address beside the patient. Printed again from the drawer,
 * it first asks the reason (required), then prints a page marked COPY with the original's date; the
 * timeline shows both prints with who, which copy and why. The browser's print dialog is stood in for:
 * each call records what the page said at that moment; the test closes the "dialog".
 */
import { expect, test, type Page } from '@playwright/test';
import { GetPrescriptionDetailDocument, type GetPrescriptionDetailQuery } from '@vetrx/core/api';
import { formatAddress, formatDate } from '@vetrx/core/format';
import { PRINT_RECORD_MESSAGES } from '@vetrx/core/messages';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { gql, screens, signIn } from './helpers';
import { pdfText } from './pdf-text';
import { mapleGrove, plainDog } from './records';

type Printed = { mark: string | null; client: string | null };

/** What each call of window.print saw: the COPY mark and the client block on the page at that moment. */
async function printsSeen(page: Page): Promise<Printed[]> {
  return page.evaluate(() => (window as unknown as { __printed: Printed[] }).__printed);
}

/** The element at the middle of the screen belongs to the print view (or a dialog of it), not to the drawer. */
async function printViewOnTop(page: Page) {
  return page.evaluate(() => {
    const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return {
      printView: Boolean(hit?.closest('[data-testid="print-view"], [data-testid="reprint-reason-dialog"]')),
      drawer: Boolean(hit?.closest('[data-testid="rx-detail"]')),
    };
  });
}

test.describe('recorded prints', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a Schedule II prescription prints once as the original, then as COPY 2 with a reason, in front of the drawer; the timeline shows both', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __printed: Printed[] };
      w.__printed = [];
      window.print = () => {
        w.__printed.push({
          mark: document.querySelector('[data-testid="print-copy-mark"]')?.textContent ?? null,
          client: document.querySelector('[data-testid="print-client"]')?.textContent ?? null,
        });
      };
    });
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationId, displayName } = await mapleGrove(page);
    const { client, patient } = await plainDog(page, locationId, { skip: 2, fromEnd: true });

    // Authorize hydromorphone (Schedule II): confirmed, saved, then printed — the original, recorded.
    await page.goto(`/create/rx/product-selection/?${new URLSearchParams(encodeRxQueryParams({ productFamily: 'hydromorphone-injectable', clientId: client.id, patientId: patient.id }))}`);
    await page.getByTestId('form-option').first().click();
    await page.getByTestId('strength-option').first().click();
    await page.getByTestId('select-product').first().click();
    await expect(page.getByTestId('prescription-form')).toBeVisible();
    await page.getByTestId('input-directions').fill('Inject 0.05 mg/kg subcutaneously every 6 hours as needed for pain.');
    await page.getByTestId('submit-rx').click();
    await page.getByTestId('schedule-ii-confirm-button').click();
    const view = page.getByTestId('print-view');
    await expect(view).toBeVisible();
    await expect.poll(() => printsSeen(page).then((p) => p.length)).toBe(1);
    const [original] = await printsSeen(page);
    expect(original.mark).toBeNull();
    // The owner's name and address beside the patient's (the checklist asks for complete client details).
    const clientName = `${client.firstName} ${client.lastName}`;
    expect(original.client).toContain(clientName);
    await expect(view.getByTestId('print-patient')).toContainText(patient.name);
    await view.getByTestId('print-close').click();

    // The patient's newest prescription is the one just issued: its detail lists the original print.
    await expect(page.getByTestId('rx-row').first()).toBeVisible();
    const rxId = (await page.getByTestId('rx-row').first().getAttribute('data-rx-id'))!;
    let rx = (await gql<GetPrescriptionDetailQuery>(page, GetPrescriptionDetailDocument, { id: rxId })).getPrescriptionDetail!;
    expect(rx.product.deaSchedule).toBe('C-II');
    expect(rx.prints.map((p) => [p.copyNumber, p.printedBy?.displayName, p.reason])).toEqual([[1, displayName, null]]);
    const address = rx.locationClient!.addresses.find((a) => a.isActive)!;
    expect(original.client).toContain(formatAddress(address));
    const originalDate = formatDate(rx.prints[0].printedAt);

    // Print RX from the drawer: the print view (and its reason dialog) open in front of the drawer.
    await page.getByTestId('rx-row').first().locator('button').first().click();
    const drawer = page.getByTestId('rx-detail');
    await expect(drawer.getByTestId('rx-detail-rows')).toBeVisible();
    await drawer.getByTestId('rx-print').click();
    const reason = page.getByTestId('reprint-reason-dialog');
    await expect(reason).toBeVisible();
    await expect(reason).toContainText(`first printed on ${originalDate}`);
    await expect.poll(() => printViewOnTop(page)).toEqual({ printView: true, drawer: false });
    // The preview already says what this print will be.
    await expect(view.getByTestId('print-copy-mark').first()).toContainText(`COPY${'Copy 2 of the original printed on '}${originalDate}`);
    await screens(page, 'print-reprint-reason');

    // The reason is required: nothing is printed (or recorded) without it.
    await reason.getByTestId('reprint-reason-confirm').click();
    await expect(reason.getByTestId('reprint-reason-error')).toHaveText(PRINT_RECORD_MESSAGES.reasonRequired);
    expect(await printsSeen(page)).toHaveLength(1);
    await reason.getByTestId('reprint-reason').fill('The original was lost in the mail; the pharmacy asked for a new hard copy.');
    await reason.getByTestId('reprint-reason-confirm').click();
    await expect(reason).toBeHidden();
    await expect.poll(() => printsSeen(page).then((p) => p.length)).toBe(2);
    const copy = (await printsSeen(page))[1];
    expect(copy.mark).toBe(`COPY${`Copy 2 of the original printed on ${originalDate}`}`);
    expect(copy.client).toContain(clientName);
    expect(await printViewOnTop(page)).toEqual({ printView: true, drawer: false });
    await screens(page, 'print-copy');

    // What the printer gets: only the print view's letter pages, the copy marked, the client beside the patient.
    await page.emulateMedia({ media: 'print' });
    const pages = await pdfText(await page.pdf({ format: 'Letter', printBackground: true }));
    await page.emulateMedia({ media: 'screen' });
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`COPY Copy 2 of the original printed on ${originalDate}`);
    expect(pages[0]).toContain(`Name: ${clientName}`);
    expect(pages[0]).toContain(`Name: ${patient.name}`);
    expect(pages[0]).not.toContain('Rx Details');
    expect(pages[1]).toContain('Controlled Substance Prescription Checklist');
    expect(pages[1]).toContain('COPY');

    // The print dialog closes: so does the print view, leaving the drawer, whose timeline shows both prints.
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(view).toHaveCount(0);
    await expect(drawer).toBeVisible();
    const printed = drawer.getByTestId('rx-timeline').locator('[data-testid="rx-timeline-event"][data-event="printed"]');
    await expect(printed).toHaveCount(2);
    await expect(printed.nth(0)).toContainText('Original');
    await expect(printed.nth(1)).toContainText('Copy 2 · Reason: The original was lost in the mail; the pharmacy asked for a new hard copy.');
    for (const i of [0, 1]) await expect(printed.nth(i).getByTestId('rx-timeline-actor')).toHaveText(displayName);
    await printed.nth(1).scrollIntoViewIfNeeded();
    await screens(page, 'print-timeline');
    rx = (await gql<GetPrescriptionDetailQuery>(page, GetPrescriptionDetailDocument, { id: rxId })).getPrescriptionDetail!;
    expect(rx.prints.map((p) => [p.copyNumber, p.reason])).toEqual([
      [1, null],
      [2, 'The original was lost in the mail; the pharmacy asked for a new hard copy.'],
    ]);

    // Cancelling the reason prints nothing and records nothing.
    await drawer.getByTestId('rx-print').click();
    await expect(reason).toBeVisible();
    await expect(view.getByTestId('print-copy-mark').first()).toContainText('Copy 3');
    await reason.getByRole('button', { name: PRINT_RECORD_MESSAGES.cancel }).click();
    await expect(view).toHaveCount(0);
    expect(await printsSeen(page)).toHaveLength(2);
    rx = (await gql<GetPrescriptionDetailQuery>(page, GetPrescriptionDetailDocument, { id: rxId })).getPrescriptionDetail!;
    expect(rx.prints).toHaveLength(2);
  });

  test('print-after-authorizing prints before the save and is recorded once the save issues it; a reprint of another product needs no reason and says COPY', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __printed: Printed[] };
      w.__printed = [];
      window.print = () => {
        w.__printed.push({ mark: document.querySelector('[data-testid="print-copy-mark"]')?.textContent ?? null, client: null });
      };
    });
    await signIn(page, 'vet@demo.vetrx.dev', null);
    const { locationId } = await mapleGrove(page);
    const { client, patient } = await plainDog(page, locationId, { skip: 3, fromEnd: true });
    await page.goto(`/create/rx/product-selection/?${new URLSearchParams(encodeRxQueryParams({ productFamily: 'carprofen', clientId: client.id, patientId: patient.id }))}`);
    await page.getByTestId('form-option').first().click();
    await page.getByTestId('strength-option').first().click();
    await page.getByTestId('select-product').first().click();
    await expect(page.getByTestId('prescription-form')).toBeVisible();
    await page.getByTestId('input-directions').fill('Give 1 chewable tablet by mouth every 12 hours with food.');
    await page.getByTestId('input-refills').fill('1');
    await page.getByTestId('print-after-switch').click();
    await page.getByTestId('submit-rx').click();
    // The print view opens from the form's values, before anything is saved: nothing to record yet.
    const view = page.getByTestId('print-view');
    await expect(view).toBeVisible();
    await expect.poll(() => printsSeen(page).then((p) => p.length)).toBe(1);
    await view.getByTestId('print-close').click();
    // Closing it continues the save; the print is then recorded as the original of the issued prescription.
    await expect(page.getByTestId('rx-row').first()).toBeVisible();
    const rxId = (await page.getByTestId('rx-row').first().getAttribute('data-rx-id'))!;
    await expect
      .poll(async () => (await gql<GetPrescriptionDetailQuery>(page, GetPrescriptionDetailDocument, { id: rxId })).getPrescriptionDetail!.prints.map((p) => p.copyNumber))
      .toEqual([1]);

    // From the drawer: no reason asked (not a controlled substance); the print is copy 2, marked COPY.
    await page.getByTestId('rx-row').first().locator('button').first().click();
    const drawer = page.getByTestId('rx-detail');
    await expect(drawer.getByTestId('rx-detail-rows')).toBeVisible();
    await drawer.getByTestId('rx-print').click();
    await expect(view).toBeVisible();
    await expect.poll(() => printsSeen(page).then((p) => p.length)).toBe(2);
    expect((await printsSeen(page))[1].mark).toMatch(/^COPYCopy 2 of the original printed on \d{2}-\d{2}-\d{4}$/);
    expect(await printViewOnTop(page)).toEqual({ printView: true, drawer: false });
    await expect(page.getByTestId('reprint-reason-dialog')).toHaveCount(0);
    // Its own Print button prints (and records) once more: copy 3.
    await view.getByTestId('print-button').click();
    await expect.poll(() => printsSeen(page).then((p) => p.length)).toBe(3);
    expect((await printsSeen(page))[2].mark).toMatch(/^COPYCopy 3 of /);
    await view.getByTestId('print-close').click();
    await expect(view).toHaveCount(0);
    const printed = drawer.getByTestId('rx-timeline').locator('[data-testid="rx-timeline-event"][data-event="printed"]');
    await expect(printed).toHaveCount(3);
    await expect(printed.nth(2)).toContainText('Copy 3');
  });
});

