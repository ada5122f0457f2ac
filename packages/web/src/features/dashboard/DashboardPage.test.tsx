import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assignment, location, practiceMe } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders, testSession } from '../../test/wrapper';
import DashboardPage from './DashboardPage';

function draft(id: string, patient: string, client: [string, string], product: string) {
  return {
    id,
    uuid: `rx-${id}`,
    rxNumber: null,
    name: null,
    isFillable: false,
    archived: false,
    issuedDate: null,
    draftCreateDate: '2026-03-04T10:00:00Z',
    prescExpiryDate: null,
    refills: 0,
    prnFlag: false,
    unitPerFill: 1,
    directions: null,
    isOfficeUse: false,
    createdAt: '2026-03-04T10:00:00Z',
    authorizingVet: null,
    locationClientId: '5',
    locationPatientId: '6',
    productId: '7',
    rxStatus: { code: 'Draft', description: 'Draft' },
    rxOrigin: { code: 'create' },
    authorizingVetLocationUser: null,
    locationClient: { id: '5', firstName: client[0], lastName: client[1] },
    locationPatient: { id: '6', name: patient, species: { code: 'CANINE', name: 'Canine' } },
    product: {
      id: '7',
      uuid: 'p-7',
      sku: 'SKU7',
      title: product,
      classification: 'Rx',
      productPresentationId: '1',
      strengthDisplay: '25 mg',
      packsizeDisplay: null,
      packsizeQty: 30,
      productApprovalType: 'Rx',
      isControlled: false,
      deaSchedule: null,
      isActive: true,
      isOutOfStock: false,
      compound: false,
      hasPharmacyRationale: false,
      fullfillmentVendor: null,
      shelfLife: null,
      rxDeliveryDays: null,
      imageFront: null,
      productFamily: { id: '1', productFamily: 'Carprofen', name: 'Carprofen', isPrnOnly: false },
      productPresentation: { id: '1', description: 'Chewable Tablet', dosageForm: 'tablet', image: null },
    },
  };
}

function setup(opts: { pims: boolean; canAuthorize: boolean }) {
  const loc = location({ id: '21', name: 'North Clinic', isPimsEnabled: opts.pims });
  const me = practiceMe([assignment({ id: '301', location: loc, isPrimary: true, canAuthorize: opts.canAuthorize })]);
  const api = mockApi({
    GetPrescriptionCount: { getPrescriptionCount: 4 },
    GetPrescriptionTasksCount: (v: Record<string, unknown>) => ({
      getPrescriptionTasksCount: (v.type as string[]).includes('expiring') ? 2 : 11,
    }),
    GetUnlinkedLocationClientsCount: { getUnlinkedLocationClientsCount: 7 },
    GetPrescriptionHistory: {
      getPrescriptionHistory: [
        draft('1', 'Biscuit', ['Ann', 'Lee'], 'Carprofen'),
        draft('2', 'Mochi', ['Raj', 'Patel'], 'Apoquel'),
      ],
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/create/rx/direct/" element={<DirectProbe />} />
    </Routes>,
    { route: '/dashboard', session: testSession(me), client: api.client },
  );
  return api;
}

/** Stands in for the direct prescribe screen: shows the path and navigation state it was opened with. */
function DirectProbe() {
  const { pathname, state } = useLocation();
  return <pre data-testid="direct-probe">{JSON.stringify({ pathname, state })}</pre>;
}

describe('dashboard', () => {
  it('shows the counts the server computes, each tile linking to its list', async () => {
    const api = setup({ pims: true, canAuthorize: true });
    await waitFor(() => expect(screen.getByTestId('tile-drafts-count').textContent).toBe('4'));
    expect(screen.getByTestId('tile-pending-count').textContent).toBe('11');
    expect(screen.getByTestId('tile-expiring-count').textContent).toBe('2');
    expect(screen.getByTestId('tile-unlinked-count').textContent).toBe('7');
    expect(screen.getByTestId('tile-drafts').getAttribute('href')).toBe('/create');
    expect(screen.getByTestId('tile-pending').getAttribute('href')).toBe('/approve?type=AllExceptExpiringRx');
    expect(screen.getByTestId('tile-expiring').getAttribute('href')).toBe('/approve?type=ExpiringRx');
    expect(screen.getByTestId('tile-unlinked').getAttribute('href')).toBe('/link');

    const byName = (name: string) => api.calls.filter((c) => c.operationName === name).map((c) => c.variables);
    expect(byName('GetPrescriptionCount')).toContainEqual({ locationId: '21', rxStatusFilters: ['DRAFT'], archived: false });
    expect(byName('GetPrescriptionTasksCount')).toEqual(
      expect.arrayContaining([
        { locationId: '21', status: ['PENDING'], type: ['approval', 'draft', 'renewal'] },
        { locationId: '21', status: ['PENDING'], type: ['expiring'] },
      ]),
    );
    expect(api.calls.every((c) => c.headers.authorization === 'Bearer test-token')).toBe(true);
    expect(api.calls.every((c) => c.headers.application === 'practice-portal')).toBe(true);
  });

  it('shows 0 unlinked clients without asking when the location has no PIMS', async () => {
    const api = setup({ pims: false, canAuthorize: true });
    await waitFor(() => expect(screen.getByTestId('tile-drafts-count').textContent).toBe('4'));
    expect(screen.getByTestId('tile-unlinked-count').textContent).toBe('0');
    expect(api.calls.some((c) => c.operationName === 'GetUnlinkedLocationClientsCount')).toBe(false);
  });

  it("lists the vet's own drafts for an authorizing role", async () => {
    const api = setup({ pims: false, canAuthorize: true });
    const cards = await screen.findAllByTestId('draft-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Biscuit')).toBeVisible();
    expect(within(cards[0]).getByText('Ann Lee')).toBeVisible();
    expect(within(cards[0]).getByText('Carprofen')).toBeVisible();
    expect(within(cards[0]).getByText('03-04-2026')).toBeVisible();
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/create/rx/direct/', '/create/rx/direct/']);
    expect(screen.getByRole('link', { name: 'View All Drafts' }).getAttribute('href')).toBe('/create');
    expect(api.calls.find((c) => c.operationName === 'GetPrescriptionHistory')?.variables).toEqual({
      locationId: '21',
      prescribingVetId: '301',
      rxStatusFilters: ['DRAFT'],
      archived: false,
      skip: 0,
      take: 3,
    });
  });

  it('a draft card opens that draft on the direct screen, as Continue does on /create', async () => {
    setup({ pims: false, canAuthorize: true });
    const cards = await screen.findAllByTestId('draft-card');
    fireEvent.click(cards[1]);
    const probe = await screen.findByTestId('direct-probe');
    expect(JSON.parse(probe.textContent!)).toEqual({ pathname: '/create/rx/direct/', state: { prescriptionId: '2' } });
  });

  it('has no create panel when the role cannot authorize', async () => {
    const api = setup({ pims: false, canAuthorize: false });
    await waitFor(() => expect(screen.getByTestId('tile-drafts-count').textContent).toBe('4'));
    expect(screen.queryByTestId('drafts-panel')).toBeNull();
    expect(api.calls.some((c) => c.operationName === 'GetPrescriptionHistory')).toBe(false);
  });
});
