/**
 * Order history (clients-and-patients.md §2, §4): filtering /orders by status and client name, an
 * in-progress line marked shipped reads Shipped, the tracking link, and the empty state of a filter.
 */
import { expect, test } from '@playwright/test';
import {
  GetOrdersByLocationIdDocument,
  type GetOrdersByLocationIdQuery,
} from '@vetrx/core/operations/GetOrdersByLocationId';
import { COMMON_MESSAGES, APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { gql, screens, signIn } from './helpers';

test('filters orders by status and shows a shipped in-progress line as Shipped', async ({ page }) => {
  await signIn(page, 'staff@demo.vetrx.dev', null);
  const r = await gql<GetOrdersByLocationIdQuery>(page, GetOrdersByLocationIdDocument, {
    locationId: '1',
    statusFilter: ['in-progress', 'ready for fulfillment', 'sent to fulfillment'],
    take: 200,
    skip: 0,
  });
  const order = r.getOrdersByLocationId.find(
    (o) => o.locationClient?.lastName && o.lineItems.some((l) => ['in-progress', 'ready-for-fulfillment'].includes(l.status) && l.shipped),
  );
  expect(order, 'an open order with an in-progress line marked shipped').toBeTruthy();
  const statusLabel = APPROVALS_RECORD_MESSAGES.orders.statuses[order!.status.code as keyof typeof APPROVALS_RECORD_MESSAGES.orders.statuses];

  await page.goto('/orders');
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  const status = page.getByTestId('order-status-filter');
  await status.getByRole('combobox').click();
  await page.getByRole('option', { name: statusLabel, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('order-name-filter').fill(order!.locationClient!.lastName!);

  const card = page.getByTestId('order-card').filter({ hasText: order!.orderNumber });
  await expect(card).toBeVisible();
  for (const c of await page.getByTestId('order-status').all()) await expect(c).toHaveText(statusLabel);
  const more = card.getByRole('button', { name: /more products/ });
  if (await more.count()) await more.click();
  await expect(card.getByTestId('line-status').filter({ hasText: APPROVALS_RECORD_MESSAGES.orders.shipped }).first()).toBeVisible();
  await screens(page, 'orders');

  await page.getByTestId('order-name-filter').fill('nobody-by-this-name');
  await expect(page.getByTestId('orders-empty')).toHaveText(COMMON_MESSAGES.zeroResults);
  await page.getByRole('button', { name: APPROVALS_RECORD_MESSAGES.orders.filters.reset }).click();
  await expect(page.getByTestId('order-card').first()).toBeVisible();
});
