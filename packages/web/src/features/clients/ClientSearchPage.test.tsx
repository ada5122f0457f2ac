import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_EMPTY_STATES, CLIENT_LABELS, CLIENT_SCREEN_LABELS as L } from '@vetrx/core/messages';
import { describe, expect, it } from 'vitest';
import { assignment, location, practiceMe } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { runOutTimersOf } from '../../test/timers';
import { renderWithProviders, testSession } from '../../test/wrapper';
import ClientSearchPage from './ClientSearchPage';

/** Generous waits: Chakra's first renders are slow on a busy 2-core machine. */
const SLOW = { timeout: 8000 };

const phone = (n: string, isPrimary: boolean, isActive = true) => ({ id: n, uuid: n, phoneTypeId: '1', phoneType: { id: '1', description: 'Cell' }, phoneNumber: n, isActive, isPrimary });
const client = (id: number) => ({
  id: String(id),
  uuid: `c-${id}`,
  firstName: 'Ann',
  lastName: `Lee${id}`,
  email: `ann${id}@example.com`,
  isActive: true,
  pimsId: null,
  pimsProviderId: null,
  pimsConnectionType: null,
  phones: [phone('6125550101', false), phone('6125550102', true), phone('6125550103', false), phone('6125550104', false, false)],
  locationPatientClients: [{ id: '1', locationPatientId: '7', locationClientId: String(id), isActive: true, isPrimary: true, locationPatient: { id: '7', name: 'Rex', isActive: true, isDeceased: false, species: { code: 'canine', name: 'Canine' } } }],
});

function setup(count: number) {
  const api = mockApi({
    LocationClientSearch: (v: Record<string, unknown>) => ({
      locationClientSearch: {
        count: v.filter === 'zzz' ? 0 : count,
        data: v.filter === 'zzz' ? [] : Array.from({ length: Math.min(Number(v.take), Math.max(0, count - Number(v.skip))) }, (_, i) => client(Number(v.skip) + i + 1)),
      },
    }),
  });
  const session = testSession(practiceMe([assignment({ location: location({ id: '1', organizationId: '1' }) })]));
  const { queryClient } = renderWithProviders(<ClientSearchPage />, { route: '/clientsearch', session, client: api.client });
  return { ...api, queryClient };
}
const searches = (api: Pick<ReturnType<typeof mockApi>, 'calls'>) => api.calls.filter((c) => c.operationName === 'LocationClientSearch').map((c) => c.variables);

describe('ClientSearchPage', () => {
  it('lists clients with the first primary phone, "+N More..." for further active phones, and patients; links open the profile in a new tab', async () => {
    setup(3);
    const table = await screen.findByTestId('client-table', {}, SLOW);
    const row = within(table).getAllByTestId('client-row')[0];
    expect(row.textContent).toContain('Ann Lee1');
    expect(row.textContent).toContain('(612) 555-0102');
    expect(row.textContent).toContain('+2 More...');
    expect(row.textContent).toContain('Rex');
    const link = within(row).getByTestId('client-link');
    expect(link.getAttribute('href')).toBe('/clients/profile/1');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('searches from 3 characters only, debounced, and goes back to page 1', async () => {
    const api = setup(25);
    await screen.findByTestId('client-table', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(searches(api).at(-1)).toMatchObject({ skip: 10, take: 10, filter: null, activeFilterType: 'all', locationId: '1', organizationId: '1' }), SLOW);
    const input = screen.getByTestId('client-search-input');
    // The debounce runs out at once: a search it started would be in flight or answered below.
    runOutTimersOf(() => fireEvent.change(input, { target: { value: 'an' } }));
    expect(await screen.findByText(L.searchMinHint, {}, SLOW)).toBeVisible();
    await waitFor(() => expect(api.queryClient.isFetching()).toBe(0));
    expect(searches(api).some((v) => v.filter === 'an')).toBe(false);
    fireEvent.change(input, { target: { value: 'ann' } });
    await waitFor(() => expect(searches(api).at(-1)).toMatchObject({ filter: 'ann', skip: 0 }), SLOW);
    expect(searches(api).filter((v) => v.filter === 'ann')).toHaveLength(1);
  });

  it('says No data found with an Add New Client action that opens the Add Client modal', async () => {
    setup(3);
    await screen.findByTestId('client-table', {}, SLOW);
    fireEvent.change(screen.getByTestId('client-search-input'), { target: { value: 'zzz' } });
    const empty = await screen.findByTestId('clients-empty', {}, SLOW);
    expect(empty.textContent).toContain(CLIENT_EMPTY_STATES.noDataFound);
    fireEvent.click(within(empty).getByRole('button', { name: CLIENT_LABELS.addNewClient }));
    expect(await screen.findByRole('heading', { name: CLIENT_LABELS.searchForClient }, SLOW)).toBeVisible();
    // The modal is named 'Add Client' (it has no title of its own); its steps draw their headings.
    const modal = screen.getByRole('dialog', { name: CLIENT_LABELS.addClient });
    expect(modal.getAttribute('data-testid')).toBe('add-client-modal');
    expect(within(modal).getByRole('button', { name: 'Close' })).toBeVisible();
  });
});
