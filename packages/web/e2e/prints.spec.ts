/**
 * Printing is recorded (issue 42 item 4) and the print view opens in front of the
 * Rx detail drawer (issue 45). A vet authorizes a Schedule II prescription: the print after the save is
 * the original, with the client's name and address beside the patient. Printed again from the drawer,
 * it first asks the reason (required), then prints a page marked COPY with the original's date; the
 * timeline shows both prints with who, which copy and why. Print after authorizing prints the issued
 * record's page (Rx number, price, Safety Review) as the original, and the first reprint is that page
 * with the COPY line (issue 59 item 3). The browser's print dialog is stood in for:
 * each call records what the page said at that moment; the test closes the "dialog".
 */
import { expect, test, type Page } from '@playwright/test';
import {
  GetPrescriptionDetailDocument,
  type GetPrescriptionDetailQuery,
} from '@vetrx/core/operations/GetPrescriptionDetail';
import { formatAddress, formatDate } from '@vetrx/core/format';
import { GetPrescriptionAuditTrailDocument, type GetPrescriptionAuditTrailQuery } from '@vetrx/core/operations/GetPrescriptionAuditTrail';
import { PRINT_LABELS, PRINT_RECORD_MESSAGES } from '@vetrx/core/messages';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { gql, screens, signIn } from './helpers';
import { pdfText } from './pdf-text';
import { mapleGrove, passConflictNote, plainDog } from './records';

type Printed = { mark: string | null; client: string | null; page?: string | null };

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

  test('print after authorizing prints the issued record’s page as the original — Rx number, price, Safety Review — and the first reprint is that page with the COPY line (issue 59 item 3)', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __printed: Printed[] };
      w.__printed = [];
      window.print = () => {
        // The page as printed, but for the COPY line (hidden for the moment of reading).
        const sheets = document.querySelector('[data-testid="print-view"] .rx-print-sheets') as HTMLElement | null;
        const marks = [...document.querySelectorAll<HTMLElement>('[data-testid="print-copy-mark"]')];
        for (const m of marks) m.style.display = 'none';
        const text = sheets?.innerText ?? null;
        for (const m of marks) m.style.display = '';
        w.__printed.push({ mark: marks[0]?.textContent ?? null, client: null, page: text });
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
    // A dose far above the label: the Safety Review line the pharmacy gets is on the page.
    await page.getByTestId('input-directions').fill('Give 10 chewable tablets by mouth every 12 hours with food.');
    await page.getByTestId('input-refills').fill('1');
    await page.getByTestId('print-after-switch').click();
    await page.getByTestId('submit-rx').click();
    await passConflictNote(page);
    // The reason is asked on the form: no print view, nothing printed or saved.
    await expect(page.getByTestId('field-safetyOverrideReason')).toBeVisible();
    await expect(page.getByTestId('print-view')).toHaveCount(0);
    const reason = 'Loading dose ordered by the referral surgeon for today only.';
    await page.getByTestId('input-safetyOverrideReason').fill(reason);
    await page.getByTestId('submit-rx').click();
    await passConflictNote(page);
    // The print view opens, the prescription is authorized, then its page prints once: the original.
    const view = page.getByTestId('print-view');
    await expect(view).toBeVisible();
    await expect.poll(() => printsSeen(page).then((p) => p.length)).toBe(1);
    const [original] = await printsSeen(page);
    expect(original.mark).toBeNull();
    await view.getByTestId('print-close').click();
    await expect(page.getByTestId('rx-row').first()).toBeVisible();
    const rxId = (await page.getByTestId('rx-row').first().getAttribute('data-rx-id'))!;
    const rx = (await gql<GetPrescriptionDetailQuery>(page, GetPrescriptionDetailDocument, { id: rxId })).getPrescriptionDetail!;
    expect(rx.prints.map((p) => p.copyNumber)).toEqual([1]);
    // The printed original is the record's: its Rx number, its price, its Safety Review line.
    const line = (label: string) => new RegExp(`${label.replace(/[#$.*+?^()[\]\\]/g, '\\$&')}:\\s*([^\\n]+)`).exec(original.page ?? '')?.[1];
    expect(line(PRINT_LABELS.rxNumber)).toBe(rx.rxNumber);
    expect(line(PRINT_LABELS.price)).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(line(PRINT_LABELS.safetyReview)).toBe(rx.safetyReview!.pharmacyLine);
    expect(rx.safetyReview!.pharmacyLine).toContain(reason);
    // The audit's Original is the print of that record: copy 1, its Rx number.
    const trail = (await gql<GetPrescriptionAuditTrailQuery>(page, GetPrescriptionAuditTrailDocument, { prescriptionId: rxId })).GetPrescriptionAuditTrail;
    const rows = trail.filter((e) => e.operation === 'RecordPrescriptionPrint');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'printed', detail: PRINT_RECORD_MESSAGES.original });
    const field = (name: string) => rows[0].changes.find((c) => c.field === name)?.after;
    expect([field('copyNumber'), field('rxNumber')]).toEqual(['1', rx.rxNumber]);
    // Written after the prescription was issued: the Original is the print of the issued record.
    const issued = trail.find((e) => e.event === 'authorized')!;
    expect(Date.parse(rows[0].at)).toBeGreaterThanOrEqual(Date.parse(issued.at));

    // From the drawer: no reason asked (not a controlled substance); the first reprint is the same page but for the COPY line.
    await page.getByTestId('rx-row').first().locator('button').first().click();
    const drawer = page.getByTestId('rx-detail');
    await expect(drawer.getByTestId('rx-detail-rows')).toBeVisible();
    await drawer.getByTestId('rx-print').click();
    await expect(view).toBeVisible();
    await expect.poll(() => printsSeen(page).then((p) => p.length)).toBe(2);
    const reprint = (await printsSeen(page))[1];
    expect(reprint.mark).toMatch(/^COPYCopy 2 of the original printed on \d{2}-\d{2}-\d{4}$/);
    expect(reprint.page).toBe(original.page);
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
    await expect(printed.nth(0)).toContainText('Original');
    await expect(printed.nth(2)).toContainText('Copy 3');
  });
});

