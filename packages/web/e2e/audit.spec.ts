/**
 * The audit trail on screen (issue 9 item 5): a vet authorizes one prescription and
 * issues another with Print Rx, then prints it from the Rx detail; each one's timeline shows the event
 * with the vet's name (the print is its own event). A practice administrator filters the
 * Audit Log and exports the filtered rows as CSV (the download's content is read back); a vet sees no
 * Audit Log entry in the menu. A support engineer's impersonation of staff is read by the practice
 * administrator, with its detail before → after; the Action filter names actions in words; the
 * sandbox's rows show only when asked for (issue 43 item 4, issue 45).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { EndImpersonationDocument } from '@vetrx/core/operations/EndImpersonation';
import { GetPrescriptionDocument, type GetPrescriptionQuery } from '@vetrx/core/operations/GetPrescription';
import { StartImpersonationDocument } from '@vetrx/core/operations/StartImpersonation';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { gql, readMenu, screens, seriousViolations, signIn } from './helpers';
import { giveSafetyReasonIfAsked, mapleGrove, plainDog } from './records';
import { sandboxDriver } from './sandbox';

/** Authorizes the first Carprofen product for the dog through the prescription form. */
async function prescribe(page: Page, client: { id: string }, patient: { id: string }) {
  await page.goto(`/create/rx/product-selection/?${new URLSearchParams(encodeRxQueryParams({ productFamily: 'carprofen', clientId: client.id, patientId: patient.id }))}`);
  await page.getByTestId('form-option').first().click();
  await page.getByTestId('strength-option').first().click();
  await page.getByTestId('select-product').first().click();
  await expect(page.getByTestId('prescription-form')).toBeVisible();
  await page.getByTestId('input-directions').fill('Give 1 chewable tablet by mouth every 12 hours with food.');
  await page.getByTestId('input-refills').fill('1');
  // The safety check may weigh what the demo pet already takes against Carprofen (issue 42).
  await giveSafetyReasonIfAsked(page);
  await page.getByTestId('submit-rx').click();
  await expect(page).toHaveURL(new RegExp(`/clients/profile/${client.id}`));
}

/** Opens the newest prescription of the patient's history and returns its timeline. */
async function newestTimeline(page: Page) {
  const row = page.getByTestId('rx-row').first();
  await expect(row).toBeVisible();
  await row.locator('button').first().click();
  const drawer = page.getByTestId('rx-detail');
  await expect(drawer).toBeVisible();
  const timeline = drawer.getByTestId('rx-timeline');
  await timeline.scrollIntoViewIfNeeded();
  return timeline;
}

test.describe('the audit trail', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  test('the Rx timeline shows an authorize and a print with the vet’s name', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await signIn(page, 'vet@demo.vetrx.dev');
    const { locationId, displayName } = await mapleGrove(page);
    // A vet is no practice administrator: no Audit Log in the menu.
    const menu = await readMenu(page);
    expect([...menu.top, ...Object.values(menu.groups).flat()]).not.toContain('Audit Log');

    const first = await plainDog(page, locationId, { skip: 3 });
    await prescribe(page, first.client, first.patient);
    let timeline = await newestTimeline(page);
    const authorized = timeline.getByTestId('rx-timeline-event').filter({ hasText: 'Authorized' });
    await expect(authorized).toHaveCount(1);
    await expect(authorized.getByTestId('rx-timeline-actor')).toHaveText(displayName);
    await screens(page, 'rx-timeline');
    await page.getByTestId('rx-close').click();

    // Print Rx is the form's submit only for a product no pharmacy of the location fills; the same save
    // (AddPrescription, PrintRx) is sent here with the page's session, then read on the screen.
    const profile = page.url();
    const rxId = (await page.getByTestId('rx-row').first().getAttribute('data-rx-id'))!;
    const { getPrescription: rx } = await gql<GetPrescriptionQuery>(page, GetPrescriptionDocument, { id: rxId });
    await gql(page, AddPrescriptionDocument, {
      addPrescriptionType: 'PrintRx',
      input: {
        locationId,
        locationClientId: first.client.id,
        locationPatientId: first.patient.id,
        productId: rx!.product.id,
        unitPerFill: rx!.unitPerFill,
        directions: 'Give 1 chewable tablet by mouth every 12 hours with food.',
        refills: 1,
        prnFlag: false,
        prescExpiryDate: rx!.prescExpiryDate,
        authorizingVet: rx!.authorizingVet,
        // What the safety check may ask for this demo pet (issue 42); kept only when a finding asks for it.
        safetyOverrideReason: 'Reviewed against the current medications with the owner.',
      },
    });
    await page.goto(profile);
    timeline = await newestTimeline(page);
    // Print Rx issued it (Authorized, "Print Rx"); the print itself is recorded when it prints.
    await expect(timeline.getByTestId('rx-timeline-event').filter({ hasText: 'Print Rx' })).toHaveCount(1);
    const printed = timeline.getByTestId('rx-timeline-event').filter({ hasText: 'Printed' });
    await expect(printed).toHaveCount(0);
    await page.getByTestId('rx-detail').getByTestId('rx-print').click();
    await expect(printed).toHaveCount(1);
    await page.getByTestId('print-close').click();
    await expect(printed.getByTestId('rx-timeline-actor')).toHaveText(displayName);
    await expect(printed.getByTestId('rx-timeline-at')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM) \S+$/);
  });

  test('an administrator filters the Audit Log and exports the filtered rows as CSV', async ({ page }) => {
    await signIn(page, 'vetadmin@demo.vetrx.dev');
    const menu = await readMenu(page);
    expect([...menu.top, ...Object.values(menu.groups).flat()]).toContain('Audit Log');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit Log' }).click();
    await expect(page).toHaveURL(/\/usermanagement\/auditlog$/);
    const rows = page.getByTestId('audit-row');
    await expect(rows.first()).toBeVisible();

    // Filter by action: only AddPrescription rows remain.
    await page.getByTestId('audit-filter-action').selectOption('AddPrescription');
    await expect(rows.first()).toHaveAttribute('data-operation', 'AddPrescription');
    await expect(page.locator('[data-testid="audit-row"]:not([data-operation="AddPrescription"])')).toHaveCount(0);
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(0);
    // Today only (the rows were written today).
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await page.getByTestId('audit-filter-from').fill(iso);
    await page.getByTestId('audit-filter-to').fill(iso);
    await expect(rows).toHaveCount(shown);
    await screens(page, 'audit-log');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,When,UTC,User,Username,Impersonated by,Reason,Action,Operation,Record,Changes');
    expect(lines).toHaveLength(shown + 1);
    for (const line of lines.slice(1)) expect(line).toContain(',Prescription written,AddPrescription,Prescription ');
    // When with its zone named, beside the same instant in UTC.
    expect(lines[1]).toMatch(/^\d+,\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM) [^,]+,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);

    // A date range with nothing in it.
    await page.getByTestId('audit-filter-from').fill('2001-01-01');
    await page.getByTestId('audit-filter-to').fill('2001-01-02');
    await expect(page.getByTestId('audit-empty')).toBeVisible();

    // The chain verifies.
    await page.getByTestId('audit-verify').click();
    await expect(page.getByTestId('audit-verification')).toContainText('The audit trail is intact');
  });

  test('an administrator reads an impersonation, opens its detail before → after, picks actions by name, and shows the sandbox on demand', async ({ page, browser }) => {
    // Support signs in as staff and signs out again, with a reason (issue 43 item 4).
    const support = await (await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.VETRX_E2E_PORT}` })).newPage();
    await signIn(support, 'support@demo.vetrx.dev', null);
    const reason = `Ticket ${Date.now()}: printer setup`;
    await gql(support, StartImpersonationDocument, { username: 'staff@demo.vetrx.dev', reason, minutes: 15 });
    await gql(support, EndImpersonationDocument, {});
    // The sandbox's storefront raises a request at Maple Grove (rows the Audit Log hides by default).
    await (await sandboxDriver(browser)).clientRequest('Maple Grove Animal Hospital');
    await support.context().close();

    await signIn(page, 'vetadmin@demo.vetrx.dev', '/usermanagement/auditlog');
    const rows = page.getByTestId('audit-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('[data-testid="audit-row"][data-operation^="Sandbox"]')).toHaveCount(0);

    // The Action filter lists human names, never operation codes.
    const action = page.getByTestId('audit-filter-action');
    const options = await action.locator('option').evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
    const named = options.filter((o) => o.value);
    expect(named.map((o) => o.label)).toEqual(expect.arrayContaining(['Impersonation started', 'Impersonation ended']));
    for (const o of named) expect(o.label, o.value).not.toMatch(/^[A-Za-z]+[a-z][A-Z][A-Za-z]*$/);

    await action.selectOption({ label: 'Impersonation started' });
    const start = rows.filter({ hasText: reason });
    await expect(start).toHaveCount(1);
    await expect(start).toHaveAttribute('data-operation', 'StartImpersonation');
    await expect(start.getByTestId('audit-row-detail')).toHaveText(`As staff@demo.vetrx.dev: ${reason}`);
    await expect(start.getByTestId('audit-row-at')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM) \S+$/);
    await expect(start.getByTestId('audit-row-changes')).toContainText('Impersonated user: ∅ → staff@demo.vetrx.dev');
    await screens(page, 'audit-log-impersonation');

    // The row's detail: who, every field before → after.
    await start.getByTestId('audit-row-open').click();
    const dialog = page.getByTestId('audit-entry-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-label="Reason"]')).toHaveText('—');
    await expect(dialog.locator('[data-label="Action"]')).toHaveText(`Impersonation started — As staff@demo.vetrx.dev: ${reason}`);
    const field = (name: string) => dialog.locator(`[data-testid="audit-entry-field"][data-field="${name}"]`);
    await expect(field('impersonatedUser').getByTestId('audit-entry-before')).toHaveText('∅');
    await expect(field('impersonatedUser').getByTestId('audit-entry-after')).toHaveText('staff@demo.vetrx.dev');
    await expect(field('reason').getByTestId('audit-entry-after')).toHaveText(reason);
    await expect(field('expiresAt').getByTestId('audit-entry-after')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM) \S+$/);
    await screens(page, 'audit-entry-detail');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Its end: only endedAt changed; the rest is shown unchanged.
    await action.selectOption({ label: 'Impersonation ended' });
    const end = rows.filter({ hasText: reason });
    await expect(end).toHaveAttribute('data-operation', 'EndImpersonation');
    await end.click();
    await expect(field('endedAt')).toHaveAttribute('data-changed', 'true');
    await expect(field('endedAt').getByTestId('audit-entry-before')).toHaveText('∅');
    await expect(field('impersonatedUser')).toHaveAttribute('data-changed', 'false');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The sandbox's rows, shown on demand, name the sandbox as their actor.
    await action.selectOption('');
    await page.getByTestId('audit-show-sandbox').click();
    const sandbox = page.locator('[data-testid="audit-row"][data-operation^="Sandbox"]');
    await expect(sandbox.first()).toBeVisible();
    await expect(sandbox.first().getByTestId('audit-row-actor')).toContainText('Sandbox storefront');
    const withSandbox = await action.locator('option').allTextContents();
    expect(withSandbox).toContain('Sandbox request raised');
    expect(withSandbox).not.toContain('SandboxTaskRaised');
    await screens(page, 'audit-log-sandbox');
    await page.getByTestId('audit-show-sandbox').click();
    await expect(sandbox).toHaveCount(0);

    // Staff sees the session in their own account activity (My Account).
    const staff = await (await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.VETRX_E2E_PORT}` })).newPage();
    await signIn(staff, 'staff@demo.vetrx.dev', '/dashboard');
    await staff.getByTestId('user-menu').click();
    await staff.getByTestId('my-account').click();
    await staff.getByTestId('my-account-dialog').getByRole('tab', { name: 'Account activity' }).click();
    const session = staff.getByTestId('account-activity-session').filter({ hasText: reason });
    await expect(session).toHaveCount(1);
    await expect(session).toHaveAttribute('data-state', 'ended');
    await expect(session).toContainText('support@demo.vetrx.dev');
    await expect(session.getByTestId('account-activity-changes')).toHaveText('Changes in your name: 0');
    await screens(staff, 'account-activity');
    expect(await seriousViolations(staff)).toEqual([]);
    await staff.context().close();
  });
});
