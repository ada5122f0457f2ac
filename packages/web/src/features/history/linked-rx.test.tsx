import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assignment, location, practiceMe } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders, testSession } from '../../test/wrapper';
import { rxDetail } from '../approvals/test-builders';
import HistoryPage from './HistoryPage';

const session = testSession(practiceMe([assignment({ id: '301', location: location({ id: '21', name: 'North Clinic' }), isPrimary: true })]));

/** The prescriptions the API knows: 40 at the current location, 42 at another one the user also works at; any other id is missing. */
function api() {
  return mockApi({
    GetPrescriptionHistory: { getPrescriptionHistory: [] },
    GetPrescriptionCount: { getPrescriptionCount: 0 },
    GetLocationUsersThatCanAuthorize: { getLocationUsersThatCanAuthorize: [] },
    PharmacyOptions: { pharmacyOptions: [] },
    GetPrescriptionDetail: ({ id }: Record<string, unknown>) =>
      id === '40'
        ? { getPrescriptionDetail: rxDetail({ locationId: '21' } as never) }
        : id === '42'
          ? { getPrescriptionDetail: rxDetail({ id: '42', rxNumber: 'RX-000042', locationId: '22' } as never) }
          : { graphqlError: { message: 'Prescription not found', code: 'NOT_FOUND' } },
  });
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function open(route: string, client = api()) {
  renderWithProviders(
    <>
      <HistoryPage />
      <Search />
    </>,
    { route, session, client: client.client },
  );
  return client;
}

describe('/history?rx= (the link a PIMS write-back leaves)', () => {
  it('opens that prescription’s detail over the list; closing it drops the parameter', async () => {
    const client = open('/history?rx=RX-000040');
    const detail = await screen.findByTestId('rx-detail-rows');
    expect(within(detail).getByText('RX-000040')).toBeVisible();
    expect(client.calls.filter((c) => c.operationName === 'GetPrescriptionDetail').map((c) => c.variables)).toContainEqual({ id: '40' });
    expect(screen.getByTestId('history-list')).toBeInTheDocument();
    expect(screen.queryByTestId('history-rx-not-found')).toBeNull();
    fireEvent.click(within(screen.getByTestId('rx-detail')).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^$/));
    await waitFor(() => expect(screen.queryByTestId('rx-detail-rows')).toBeNull());
  });

  it.each([
    ['a missing', 'RX-000041'],
    ['another location’s', 'RX-000042'],
    ['an unreadable', 'not-a-number'],
  ])('%s prescription leaves the list with Could not find RX details, and no detail', async (_what, rx) => {
    open(`/history?rx=${rx}`);
    expect(await screen.findByTestId('history-rx-not-found')).toHaveTextContent('Could not find RX details');
    expect(await screen.findByTestId('history-empty')).toBeVisible();
    expect(screen.queryByTestId('rx-detail-rows')).toBeNull();
    fireEvent.click(within(screen.getByTestId('history-rx-not-found')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('history-rx-not-found')).toBeNull());
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('an Rx of another of the user’s locations switches there (as a client’s page does) instead of saying not found', async () => {
    const both = testSession(
      practiceMe([assignment({ id: '301', location: location({ id: '21', name: 'North Clinic' }), isPrimary: true }), assignment({ id: '302', location: location({ id: '22', name: 'South Clinic' }) })]),
    );
    renderWithProviders(<HistoryPage />, { route: '/history?rx=RX-000042', session: both, client: api().client });
    await waitFor(() => expect(both.switchToRecordLocation).toHaveBeenCalledWith('22'));
    expect(screen.queryByTestId('history-rx-not-found')).toBeNull();
  });

  it('keeps the list’s own queries as they were: the link asks the detail alone', async () => {
    const client = open('/history?rx=RX-000040');
    await screen.findByTestId('rx-detail-rows');
    const history = client.calls.filter((c) => c.operationName === 'GetPrescriptionHistory');
    expect(history[0]!.variables).toMatchObject({ locationId: '21', skip: 0, take: 10 });
    expect(history[0]!.variables).not.toHaveProperty('rx');
  });
});
