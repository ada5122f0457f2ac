import { fireEvent, screen } from '@testing-library/react';
import type { OrderFieldsFragment } from '@vetrx/core/fragments/OrderFields';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/wrapper';
import { OrderCard } from './OrderCard';

type Line = OrderFieldsFragment['lineItems'][number];
const line = (id: string, title: string, over: Partial<Line> = {}): Line => ({
  id,
  uuid: `li-${id}`,
  orderId: '1',
  prescriptionId: null,
  product: { id, sku: `SKU-${id}`, title, strengthDisplay: null, packsizeDisplay: null, imageFront: null },
  patient: { id: '9', name: 'Rex' },
  pharmacy: 'RVP',
  dispensedQuantity: 30,
  status: 'in-progress',
  shipped: false,
  shippedDate: null,
  paid: true,
  paidDate: null,
  delivered: false,
  deliveredDate: null,
  refunded: false,
  refundedDate: null,
  voided: false,
  voidedDate: null,
  voidedReason: null,
  amount: 10,
  shipment: null,
  ...over,
});
const order = (lines: Line[], over: Partial<OrderFieldsFragment> = {}): OrderFieldsFragment => ({
  id: '1',
  uuid: 'o-1',
  orderNumber: 'ORD-1',
  orderSummaryOrderNumber: null,
  createdAt: '2026-03-04T15:07:00Z',
  brvCreatedAtTimestamp: null,
  amount: 31.75,
  status: { id: '1', code: 'in-progress', description: 'In Progress' },
  origin: null,
  placedBy: { type: 'cs', name: null },
  shippedDate: null,
  deliveredDate: null,
  voided: false,
  locationClient: { id: '5', firstName: 'Ann', lastName: 'Lee' },
  lineItems: lines,
  ...over,
});

describe('OrderCard', () => {
  it('shows the first product and "... N more products" past 2 lines, all of them on demand', () => {
    renderWithProviders(<OrderCard order={order([line('1', 'Alpha'), line('2', 'Beta'), line('3', 'Gamma')])} showClient />);
    expect(screen.getAllByTestId('order-line')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '... 2 more products' }));
    expect(screen.getAllByTestId('order-line')).toHaveLength(3);
    expect(screen.getByTestId('placed-by').textContent).toContain('Customer Support');
    expect(screen.getByText('Ann Lee')).toBeVisible();
  });

  it('shows both lines of a 2-line order, an in-progress shipped line as Shipped, dashes as spaces, and the placed-by vet', () => {
    renderWithProviders(
      <OrderCard
        order={order([line('1', 'Alpha', { shipped: true }), line('2', 'Beta', { status: 'shipped-recieved' })], { placedBy: { type: 'vet', name: 'Dr. Ada' } })}
        showClient={false}
      />,
    );
    const statuses = screen.getAllByTestId('line-status').map((s) => s.textContent);
    expect(statuses).toEqual(['Shipped', 'shipped recieved']);
    expect(screen.queryByRole('button', { name: /more products/ })).toBeNull();
    expect(screen.getByTestId('placed-by').textContent).toContain('Dr. Ada');
    expect(screen.queryByText('Ann Lee')).toBeNull();
  });

  it('links tracking to its URL, or to a web search of carrier and number', () => {
    renderWithProviders(
      <OrderCard
        order={order([
          line('1', 'Alpha', { status: 'delivered', shipment: { id: '1', trackingNumber: '1Z9', trackingURL: 'https://ups.example/t?1Z9', carrier: 'UPS' } }),
          line('2', 'Beta', { status: 'delivered', shipment: { id: '2', trackingNumber: '9400', trackingURL: null, carrier: 'USPS' } }),
        ])}
        showClient
      />,
    );
    const links = screen.getAllByTestId('tracking-link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://ups.example/t?1Z9', 'https://www.google.com/search?q=USPS%209400']);
  });
});
