import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assignment, location, practiceMe, VET_MODULES } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { createQueryClient } from '../../api/query-client';
import { createTestQueryClient, renderWithProviders, testSession } from '../../test/wrapper';
import { AppShell } from '../shell/AppShell';
import { RouteTableProvider } from './intent';
import { buildRouteTree } from './routes';
import { collectRoutes, createRouteRegistry, featureModules } from './registry';
import { loadAuthenticatedLayout } from '../shell/load-layout';

const routes = buildRouteTree(createRouteRegistry(collectRoutes(featureModules()), loadAuthenticatedLayout));
const session = testSession(
  practiceMe([
    assignment({
      location: location({ id: '21', name: 'North Clinic' }),
      modules: [...VET_MODULES, { name: 'Rx History', link: '/history', icon: 'LuHistory' }, { name: 'Orders', link: '/orders', icon: 'LuShoppingCart' }],
      isPrimary: true,
    }),
  ]),
);

function answers() {
  return mockApi({
    GetPrescriptionHistory: { getPrescriptionHistory: [] },
    GetPrescriptionCount: { getPrescriptionCount: 0 },
    GetLocationUsersThatCanAuthorize: { getLocationUsersThatCanAuthorize: [] },
    GetOrdersByLocationId: { getOrdersByLocationId: [] },
    GetOrdersCount: { getOrdersCount: 0 },
    GetOrderStatus: { getOrderStatus: [{ id: '1', code: 'in-progress', description: 'In progress' }] },
  });
}

function shellWithRoutes(api: ReturnType<typeof mockApi>, queryClient = createTestQueryClient(), name = 'Rx History') {
  renderWithProviders(
    <RouteTableProvider routes={routes}>
      <Routes>
        <Route element={<AppShell />}>
          <Route path="*" element={<p>a page</p>} />
        </Route>
      </Routes>
    </RouteTableProvider>,
    { route: '/dashboard', session, client: api.client, queryClient },
  );
  return within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name });
}

const asked = (api: ReturnType<typeof mockApi>, name: string) => api.calls.filter((c) => c.operationName === name);

const ORDERS_FIRST_QUERIES = ['GetOrderStatus', 'GetOrdersByLocationId', 'GetOrdersCount'];

/** Presses the Orders link and waits until its first queries have been asked: a marker later than any earlier intent's. */
async function pressOrdersAndWait(api: ReturnType<typeof mockApi>) {
  fireEvent.pointerDown(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Orders' }));
  for (const name of ORDERS_FIRST_QUERIES) await waitFor(() => expect(asked(api, name)).toHaveLength(1));
}

describe('a menu link starts its page on intent', () => {
  it('pressing it asks the page’s first queries at once, with the variables the page asks: the page then asks nothing again', async () => {
    const api = answers();
    // The app's own query client: its freshness is what keeps an answer from being asked twice.
    const queryClient = createQueryClient();
    const link = shellWithRoutes(api, queryClient);
    fireEvent.pointerDown(link);
    await waitFor(() => expect(asked(api, 'GetPrescriptionHistory')).toHaveLength(1));
    await waitFor(() => expect(asked(api, 'GetPrescriptionCount')).toHaveLength(1));
    expect(asked(api, 'GetPrescriptionHistory')[0].variables).toMatchObject({ locationId: '21', skip: 0 });

    // The click that follows the press, and the page itself rendered with the same cache: one request each.
    fireEvent.click(link);
    const { default: HistoryPage } = await import('../../features/history/HistoryPage');
    renderWithProviders(<HistoryPage />, { route: '/history', session, client: api.client, queryClient });
    await screen.findByTestId('history-empty');
    expect(asked(api, 'GetPrescriptionHistory')).toHaveLength(1);
    expect(asked(api, 'GetPrescriptionCount')).toHaveLength(1);
  });

  it('pressing Orders asks the order list, its count and the status list once, as the page asks them', async () => {
    const api = answers();
    const queryClient = createQueryClient();
    const link = shellWithRoutes(api, queryClient, 'Orders');
    fireEvent.pointerDown(link);
    for (const name of ['GetOrdersByLocationId', 'GetOrdersCount', 'GetOrderStatus']) await waitFor(() => expect(asked(api, name)).toHaveLength(1));
    expect(asked(api, 'GetOrdersByLocationId')[0].variables).toMatchObject({ locationId: '21', skip: 0 });

    fireEvent.click(link);
    const { default: OrdersPage } = await import('../../features/orders/OrdersPage');
    renderWithProviders(<OrdersPage />, { route: '/orders', session, client: api.client, queryClient });
    await screen.findByTestId('orders-empty');
    for (const name of ['GetOrdersByLocationId', 'GetOrdersCount', 'GetOrderStatus']) expect(asked(api, name), name).toHaveLength(1);
  });

  it('the pointer over it, or focus, loads code only: no query is asked', async () => {
    const api = answers();
    const link = shellWithRoutes(api);
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    // A later press on Orders: once its queries have left, any query the intent had started has left too.
    await pressOrdersAndWait(api);
    expect(asked(api, 'GetPrescriptionHistory')).toHaveLength(0);
    expect(asked(api, 'GetPrescriptionCount')).toHaveLength(0);
  });

  it('a link to a page without first queries asks nothing when pressed', async () => {
    const api = answers();
    shellWithRoutes(api);
    fireEvent.pointerDown(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Clients' }));
    // A later press on Orders: once its queries have left, any query the press on Clients had started has left too.
    await pressOrdersAndWait(api);
    expect(api.calls.map((c) => c.operationName).sort()).toEqual(ORDERS_FIRST_QUERIES);
  });
});
