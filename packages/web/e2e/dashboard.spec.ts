import { expect, test, type Page } from '@playwright/test';
import { GetPrescriptionDocument, type GetPrescriptionQuery } from '@vetrx/core/operations/GetPrescription';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { GetPrescriptionTasksCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import { GetUnlinkedLocationClientsCountDocument } from '@vetrx/core/operations/GetUnlinkedLocationClientsCount';
import { MeDocument, type MeQuery } from '@vetrx/core/operations/Me';
import { expectToast, gql, screens, signIn } from './helpers';

/** What the database holds for a location, read through the API with the page's own session. */
async function expectedCounts(page: Page, locationId: string, pims: boolean) {
  const drafts = await gql<{ getPrescriptionCount: number }>(page, GetPrescriptionCountDocument, {
    locationId,
    rxStatusFilters: ['DRAFT'],
    archived: false,
  });
  const pending = await gql<{ getPrescriptionTasksCount: number }>(page, GetPrescriptionTasksCountDocument, {
    locationId,
    status: ['PENDING'],
    type: ['approval', 'draft', 'renewal'],
  });
  const expiring = await gql<{ getPrescriptionTasksCount: number }>(page, GetPrescriptionTasksCountDocument, {
    locationId,
    status: ['PENDING'],
    type: ['expiring'],
  });
  const unlinked = pims
    ? (await gql<{ getUnlinkedLocationClientsCount: number }>(page, GetUnlinkedLocationClientsCountDocument, { locationId }))
        .getUnlinkedLocationClientsCount
    : 0;
  return [drafts.getPrescriptionCount, pending.getPrescriptionTasksCount, expiring.getPrescriptionTasksCount, unlinked].map(String);
}

async function shownCounts(page: Page) {
  const tiles = ['tile-drafts', 'tile-pending', 'tile-expiring', 'tile-unlinked'];
  for (const t of tiles) await expect(page.getByTestId(`${t}-count`)).toBeVisible();
  return Promise.all(tiles.map(async (t) => (await page.getByTestId(`${t}-count`).innerText()).replace(/,/g, '')));
}

async function locations(page: Page) {
  const { me } = await gql<MeQuery>(page, MeDocument, {});
  return new Map(me.user!.locationsUsers.map((lu) => [lu.location.name, lu.location]));
}

test.describe('dashboard', () => {
  test('tiles show what the database holds and follow a location switch', async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev');
    await expect(page).toHaveURL(/\/dashboard$/);
    const byName = await locations(page);
    const mapleGrove = byName.get('Maple Grove Animal Hospital')!;
    const riverside = byName.get('Riverside Veterinary Clinic')!;

    await expect(page.getByTestId('location-switcher')).toContainText(mapleGrove.name);
    const expectedMG = await expectedCounts(page, mapleGrove.id, true);
    await expect.poll(() => shownCounts(page)).toEqual(expectedMG);
    await expect(page.getByTestId('drafts-panel')).toBeVisible();
    await expect(page.getByTestId('tile-pending')).toHaveAttribute('href', '/approve?type=AllExceptExpiringRx');
    await screens(page, 'dashboard-vet');

    await page.getByTestId('location-switcher').click();
    await page.getByRole('menuitem', { name: new RegExp(riverside.name) }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('location-switcher')).toContainText(riverside.name);
    expect(await page.evaluate(() => localStorage.getItem('selectedLocationId'))).toBe(riverside.id);
    const expectedRV = await expectedCounts(page, riverside.id, false);
    await expect.poll(() => shownCounts(page)).toEqual(expectedRV);
    expect(expectedRV[3]).toBe('0');
    expect(expectedRV).not.toEqual(expectedMG);
  });

  test("a draft card opens that draft on the direct screen, as Continue does on /create", async ({ page }) => {
    await signIn(page, 'vet@demo.vetrx.dev');
    await expect(page).toHaveURL(/\/dashboard$/);
    const card = page.getByTestId('draft-card').first();
    await expect(card).toBeVisible();
    const id = await card.getAttribute('data-id');
    const { getPrescription: draft } = await gql<GetPrescriptionQuery>(page, GetPrescriptionDocument, { id });
    expect(draft?.rxStatus.code).toBe('Draft');
    await card.click();
    await expect(page).toHaveURL(/\/create\/rx\/direct\/$/);
    const direct = page.getByTestId('direct-prescribe');
    await expect(direct.getByRole('heading', { name: 'Editing Draft' })).toBeVisible();
    await expect(direct.getByTestId('form-product-name')).toHaveText(draft!.product.productFamily.name);
    await expect(direct.getByTestId('input-directions')).toHaveValue(draft!.directions ?? '');
    await screens(page, 'dashboard-draft-opened');
    await direct.getByTestId('direct-back').click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a role that cannot authorize has no drafts panel', async ({ page }) => {
    await signIn(page, 'staff@demo.vetrx.dev');
    await expect(page.getByTestId('tile-drafts-count')).toBeVisible();
    await expect(page.getByTestId('drafts-panel')).toHaveCount(0);
    await screens(page, 'dashboard-staff');
  });

  test('switching to a revoked location is refused', async ({ page }) => {
    await signIn(page, 'relief@demo.vetrx.dev');
    await expect(page).toHaveURL(/\/dashboard$/);
    const before = await page.getByTestId('location-switcher').innerText();
    await page.getByTestId('location-switcher').click();
    await page.getByRole('menuitem', { name: /Maple Grove Animal Hospital/ }).click();
    await expectToast(page, 'Access to this location is revoked');
    await expect(page.getByTestId('location-switcher')).toHaveText(before);
  });
});
