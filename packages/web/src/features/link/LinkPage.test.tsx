import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CLIENT_EMPTY_STATES } from '@vetrx/core/messages';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/wrapper';
import { pimsSession } from '../../shared/pims/pims-test-data';
import LinkPage from './LinkPage';

const SLOW = { timeout: 8000 };

const client = (id: number, first: string, last: string) => ({
  id: String(id),
  uuid: `c-${id}`,
  firstName: first,
  lastName: last,
  email: `${first.toLowerCase()}@example.com`,
  isActive: true,
  pimsId: null,
  pimsProviderId: null,
  pimsConnectionType: null,
  phones: [],
  addresses: [],
  locationPatientClients: [],
});

function setup(route: string, clients: ReturnType<typeof client>[]) {
  const api = mockApi({
    GetUnlinkedLocationClients: (v: Record<string, unknown>) => ({
      getUnlinkedLocationClients: clients
        .filter((c) => !v.filter || String(v.filter).split(' ').every((w) => `${c.firstName} ${c.lastName}`.toLowerCase().includes(w.toLowerCase())))
        .slice(Number(v.skip), Number(v.skip) + Number(v.take)),
    }),
    GetUnlinkedLocationClientsCount: (v: Record<string, unknown>) => ({
      getUnlinkedLocationClientsCount: clients.filter((c) => !v.filter || `${c.firstName} ${c.lastName}`.toLowerCase().includes(String(v.filter).toLowerCase())).length,
    }),
  });
  renderWithProviders(<LinkPage />, { route, session: pimsSession(), client: api.client });
  return api;
}

const searches = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.operationName === 'GetUnlinkedLocationClients').map((c) => c.variables);

describe('LinkPage', () => {
  it('starts from the first and last name of the query, ten a page', async () => {
    const api = setup('/link?firstName=Ann&lastName=Lee', [client(1, 'Ann', 'Lee'), client(2, 'Bob', 'Ray')]);
    expect(((await screen.findByTestId('link-search', {}, SLOW)) as HTMLInputElement).value).toBe('Ann Lee');
    const rows = await screen.findAllByTestId('link-row', {}, SLOW);
    expect(rows.map((r) => r.getAttribute('data-name'))).toEqual(['Ann Lee']);
    expect(searches(api)[0]).toMatchObject({ locationId: '1', filter: 'Ann Lee', take: 10, skip: 0, activeRequestFilter: false });
  });

  it('says All clients have been linked to PIMS! when none is left, and No data found for a search that finds none', async () => {
    setup('/link', []);
    expect((await screen.findByTestId('link-empty', {}, SLOW)).textContent).toContain(CLIENT_EMPTY_STATES.allClientsLinked);
    fireEvent.change(screen.getByTestId('link-search'), { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByTestId('link-empty').textContent).toContain(CLIENT_EMPTY_STATES.noDataFound), SLOW);
  });

  it('keeps the search at 50 characters', async () => {
    setup('/link', [client(1, 'Ann', 'Lee')]);
    const input = (await screen.findByTestId('link-search', {}, SLOW)) as HTMLInputElement;
    expect(input.maxLength).toBe(50);
  });
});
