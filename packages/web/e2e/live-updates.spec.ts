/**
 * Live updates (issue 17, decision 0180): two browsers at the same practice. One saves a draft; the
 * other's dashboard shows it within a couple of seconds — long before the spec's 30-second poll.
 */
import { expect, test } from '@playwright/test';
import { AddPrescriptionDocument, GetPrescriptionDocument, type GetPrescriptionQuery, GetPrescriptionHistoryDocument, MeDocument, type MeQuery } from '@vetrx/core/api';
import { gql, signIn } from './helpers';

test('a draft saved in one browser reaches the other browser’s dashboard within seconds', async ({ browser }) => {
  const watching = await (await browser.newContext()).newPage();
  const acting = await (await browser.newContext()).newPage();
  await signIn(watching, 'vet@demo.vetrx.dev', '/dashboard');
  await watching.goto('/dashboard');
  const tile = watching.getByTestId('tile-drafts-count');
  await expect(tile).toBeVisible();
  const before = Number((await tile.innerText()).replace(/,/g, ''));

  // The other vet of the same location saves a draft, copying an existing prescription's party.
  await signIn(acting, 'vet2@demo.vetrx.dev', '/dashboard');
  await acting.goto('/dashboard');
  // Both vets' primary location is the one their dashboard opens on.
  const me = await gql<MeQuery>(watching, MeDocument, {});
  const locationId = me.me.user!.locationsUsers.find((lu) => lu.isPrimary)!.location.id;
  const history = await gql<{ getPrescriptionHistory: Array<{ id: string }> }>(acting, GetPrescriptionHistoryDocument, { locationId, take: 1, skip: 0, archived: false });
  const rx = (await gql<GetPrescriptionQuery>(acting, GetPrescriptionDocument, { id: history.getPrescriptionHistory[0].id })).getPrescription!;
  const started = Date.now();
  await gql(acting, AddPrescriptionDocument, {
    addPrescriptionType: 'SaveAsDraft',
    input: { locationId: rx.locationId, locationClientId: rx.locationClientId, locationPatientId: rx.locationPatientId, productId: rx.productId, unitPerFill: rx.unitPerFill, prnFlag: false, autoShipPrompt: false },
  });

  // Pushed, not polled: well inside the dashboard's 30-second poll.
  await expect(tile).toHaveText(String(before + 1).replace(/\B(?=(\d{3})+(?!\d))/g, ','), { timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  await watching.context().close();
  await acting.context().close();
});
