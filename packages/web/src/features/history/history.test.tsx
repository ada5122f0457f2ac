import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assignment, location, practiceMe } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders, testSession } from '../../test/wrapper';
import { rxDetail } from '../approvals/test-builders';
import { PatientPrescriptionHistory } from '../../shared/prescriptions/PatientPrescriptionHistory';
import { RxDetailDrawer } from '../../shared/prescriptions/RxDetailDrawer';

function session(officeUse = false) {
  const loc = location({ id: '21', name: 'North Clinic', isOfficeUseEnabled: officeUse });
  return testSession(practiceMe([assignment({ id: '301', location: loc, isPrimary: true })]));
}

const order = (status: string, shipped = false) => ({
  id: '70',
  uuid: 'o-70',
  orderNumber: 'ORD-500070',
  createdAt: '2026-03-05T10:00:00Z',
  voided: false,
  status: { id: '1', code: 'in-progress', description: 'in-progress' },
  placedBy: { type: 'cs', name: 'Dana' },
  lineItems: [
    { id: '1', prescriptionId: '40', status, shipped, shippedDate: null, dispensedQuantity: 60, product: { id: '7', title: 'Carprofen', strengthDisplay: '75 mg' }, shipment: null },
    { id: '2', prescriptionId: null, status: 'delivered', shipped: true, shippedDate: null, dispensedQuantity: 1, product: { id: '8', title: 'Chews', strengthDisplay: null }, shipment: null },
    { id: '3', prescriptionId: null, status: 'delivered', shipped: true, shippedDate: null, dispensedQuantity: 1, product: { id: '9', title: 'Shampoo', strengthDisplay: null }, shipment: null },
  ],
});

describe('Rx detail view', () => {
  it('shows every field in order; Office Use only when enabled; archive disabled while an order is in progress', async () => {
    const api = mockApi({ GetPrescriptionDetail: { getPrescriptionDetail: rxDetail({ prnFlag: true, orders: [order('in-progress')] } as never) }, PharmacyOptions: { pharmacyOptions: [] } });
    renderWithProviders(<RxDetailDrawer prescriptionId="40" onClose={() => undefined} />, { session: session(true), client: api.client });
    const rows = await screen.findByTestId('rx-detail-rows');
    // Not written back: no write-back line.
    expect(screen.queryByTestId('rx-pims-writeback')).toBeNull();
    const labels = [...rows.querySelectorAll('dt, [data-part="item-label"]')].map((e) => e.textContent);
    expect(labels[0]).toBe('Client Name');
    expect(labels.at(-1)).toBe('Office Use');
    expect(rows.querySelector('[data-field="refill"]')?.textContent).toContain('PRN');
    expect(rows.querySelector('[data-field="officeUse"]')?.textContent).toContain('NO');
    expect(screen.getByTestId('more-products').textContent).toBe('... 2 more products');
    const archive = screen.getByTestId('archive-button') as HTMLButtonElement;
    expect(archive.disabled).toBe(true);
    expect(screen.getByTestId('archive-tooltip-anchor').getAttribute('aria-label')).toBe(
      'A client order for this prescription is still in progress, so it cannot be archived until processing completes.',
    );
  });

  it('shows the write-back to the PIMS, failed with the reason', async () => {
    const failed = { state: 'failed', attempts: 10, lastError: 'ezyVet refused the record: animal is inactive', nextAttemptAt: null, sentAt: null, pimsId: null };
    const api = mockApi({ GetPrescriptionDetail: { getPrescriptionDetail: rxDetail({ pimsWriteback: failed } as never) }, PharmacyOptions: { pharmacyOptions: [] } });
    renderWithProviders(<RxDetailDrawer prescriptionId="40" onClose={() => undefined} />, { session: session(), client: api.client });
    const line = await screen.findByTestId('rx-pims-writeback');
    expect(line.textContent).toBe('Medical record (PIMS)Not written to the medical recordReason: ezyVet refused the record: animal is inactiveAttempts: 10');
  });

  it('moves the write-back line on by itself: queued, then written', async () => {
    const queued = { state: 'pending', attempts: 0, lastError: null, nextAttemptAt: '2026-03-04T15:30:00Z', sentAt: null, pimsId: null };
    const sent = { state: 'sent', attempts: 1, lastError: null, nextAttemptAt: null, sentAt: '2026-03-04T15:30:04Z', pimsId: '9001' };
    let asked = 0;
    const api = mockApi({
      GetPrescriptionDetail: () => ({ getPrescriptionDetail: rxDetail({ pimsWriteback: asked++ === 0 ? queued : sent } as never) }),
      PharmacyOptions: { pharmacyOptions: [] },
    });
    renderWithProviders(<RxDetailDrawer prescriptionId="40" onClose={() => undefined} />, { session: session(), client: api.client });
    const line = await screen.findByTestId('rx-pims-writeback');
    expect(line).toHaveTextContent('Waiting to be written to the medical record');
    await waitFor(() => expect(screen.getByTestId('rx-pims-writeback')).toHaveTextContent('Written to the medical recordPIMS record 9001'), { timeout: 8_000 });
    expect(asked).toBe(2);
  }, 15_000);

  it('archives after Confirm Archival? with the acting user, and says so', async () => {
    let archived = false;
    const api = mockApi({
      GetPrescriptionDetail: () => ({ getPrescriptionDetail: rxDetail({ archived, orders: [order('delivered', true)] } as never) }),
      PharmacyOptions: { pharmacyOptions: [] },
      ArchivePrescription: () => {
        archived = true;
        return { archivePrescription: rxDetail({ archived: true }) };
      },
    });
    renderWithProviders(<RxDetailDrawer prescriptionId="40" onClose={() => undefined} />, { session: session(false), client: api.client });
    await screen.findByTestId('rx-detail-rows');
    expect(document.querySelector('[data-field="officeUse"]')).toBeNull();
    fireEvent.click(screen.getByTestId('archive-button'));
    expect(await screen.findByText('Confirm Archival?')).toBeVisible();
    expect(screen.getByText('Proceed with Rx archival?')).toBeVisible();
    // The generic confirmation: an alertdialog named by its title and described by its message.
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Archival?', description: 'Proceed with Rx archival?' });
    expect(confirm.getAttribute('data-testid')).toBe('archive-confirm');
    expect(within(confirm).getByRole('button', { name: 'No' })).toBeVisible();
    fireEvent.click(screen.getByTestId('archive-yes'));
    expect(await screen.findByText('Archive rx Successfully')).toBeVisible();
    expect(api.calls.find((c) => c.operationName === 'ArchivePrescription')!.variables).toEqual({ id: '40', input: { archived: true, archivedByLocationUserId: '301' } });
    await waitFor(() => expect((screen.getByTestId('archive-button') as HTMLButtonElement).textContent).toContain('archived'));
  });
});

describe('patient prescription history', () => {
  it('pages by 5; Show Only Active and the approval-type filter (AOTC, Rx, OTC) change what is asked', async () => {
    const summary = { ...rxDetail(), orders: undefined };
    const api = mockApi({ GetPrescriptionsByLocationPatientId: { getPrescriptionsByLocationPatientId: { count: 7, data: [summary] } } });
    renderWithProviders(<PatientPrescriptionHistory locationPatientId="6" />, { session: session(), client: api.client });
    await screen.findByTestId('rx-row');
    expect(screen.getByTestId('pagination-range').textContent).toBe('1–5 of 7');
    const asked = () => api.calls.filter((c) => c.operationName === 'GetPrescriptionsByLocationPatientId').map((c) => c.variables);
    expect(asked()[0]).toEqual({ locationPatientId: '6', showArchived: true, productApprovalTypeFilters: ['AOTC', 'RX', 'OTC'], skip: 0, take: 5 });
    fireEvent.click(screen.getByTestId('show-only-active').querySelector('input')!);
    fireEvent.click(screen.getByTestId('patient-history-approval-OTC').querySelector('input')!);
    await waitFor(() => expect(asked().at(-1)).toEqual({ locationPatientId: '6', showArchived: false, productApprovalTypeFilters: ['AOTC', 'RX'], skip: 0, take: 5 }));
    fireEvent.click(screen.getByTestId('patient-history-approval-AOTC').querySelector('input')!);
    await waitFor(() => expect(asked().at(-1)).toEqual({ locationPatientId: '6', showArchived: false, productApprovalTypeFilters: ['RX'], skip: 0, take: 5 }));
  });
});
