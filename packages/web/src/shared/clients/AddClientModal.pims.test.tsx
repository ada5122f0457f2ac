import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_LABELS, PIMS_LABELS, COMMON_MESSAGES } from '@vetrx/core/messages';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/wrapper';
import { pimsPatient, pimsSession } from '../pims/pims-test-data';
import { AddClientModal } from './AddClientModal';

const SLOW = { timeout: 10_000 };

const caretaker = {
  id: 'ds-EZ-C-90001',
  pimsId: 'EZ-C-90001',
  providerId: null,
  pimsAccountId: 'acct-1',
  pimsConnectionType: 'EZYVET',
  firstName: 'Ingrid',
  lastName: 'Thornquist',
  isActive: true,
  emails: [{ address: 'ingrid@example.com' }],
  phones: [{ number: '7635550176', type: 'Mobile', isPrimary: true, isValidMobile: true }],
  addresses: [{ addressLine1: '4410 Larkspur Dr', addressLine2: null, city: 'Maple Grove', stateProvince: 'MN', postalCode: '55369', isPrimary: true, isActive: true }],
  patients: [pimsPatient()],
};

function setup(opts: { existing?: string } = {}) {
  const onDone = vi.fn();
  const api = mockApi({
    LocationClientSearch: { locationClientSearch: { count: 0, data: [] } },
    searchPimsCaretakers: { searchPimsCaretakers: [caretaker] },
    GetLocationClientByPimsId: { getLocationClientByPimsId: opts.existing ? { id: opts.existing, firstName: 'Ingrid', lastName: 'Thornquist', locationPatientClients: [] } : null },
    PhoneTypes: { phoneTypes: [{ id: '1', description: 'Cell' }, { id: '4', description: 'Other' }] },
    AddressTypes: { addressTypes: [{ id: '1', description: 'Home' }, { id: '3', description: 'Other' }] },
    AddLocationClient: (v: Record<string, unknown>) => ({ addLocationClient: { id: '300', firstName: 'Ingrid', lastName: 'Thornquist', pimsId: (v.input as { pimsId: string }).pimsId, pimsProviderId: null, pimsConnectionType: 'EZYVET', isActive: true } }),
    getPimsPatientList: { getPimsPatientList: { count: 1, data: [pimsPatient()] } },
    GetLocationPatientByPimsId: { getLocationPatientByPimsId: null },
    BreedsBySpecies: { breedsBySpecies: [] },
    AddLocationPatient: { addLocationPatient: { id: '301' } },
  });
  renderWithProviders(<AddClientModal open onClose={() => undefined} onDone={onDone} />, { session: pimsSession(), client: api.client });
  return { api, onDone };
}

describe('AddClientModal with PIMS', () => {
  it('lists PIMS matches next to the practice’s; a PIMS match prefills the form, then its patients can be imported', async () => {
    const { api, onDone } = setup();
    // The dialog's close X is named Close, not Cancel (issue 12, item 12).
    expect(await screen.findByRole('button', { name: COMMON_MESSAGES.close }, SLOW)).toBeVisible();
    fireEvent.change(await screen.findByTestId('add-client-search-lastName', {}, SLOW), { target: { value: 'Thornquist' } });
    const pims = await screen.findByTestId('add-client-pims-results', {}, SLOW);
    const result = await within(pims).findByTestId('add-client-pims-result', {}, SLOW);
    expect(result.textContent).toContain(PIMS_LABELS.addFromPims);
    const search = api.calls.find((c) => c.operationName === 'searchPimsCaretakers')!.variables.input;
    expect(search).toMatchObject({ lastName: 'Thornquist', checkIfPatientDeceased: true, pimsAccountId: 'acct-1', pimsConnectionType: 'EZYVET' });
    await waitFor(() => expect(result.hasAttribute('disabled')).toBe(false), SLOW);
    fireEvent.click(result);

    const form = await screen.findByTestId('client-form', {}, SLOW);
    expect((within(form).getByLabelText(CLIENT_LABELS.pimsId) as HTMLInputElement).readOnly).toBe(true);
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('ingrid@example.com');
    fireEvent.click(within(form).getByRole('button', { name: CLIENT_LABELS.save }));

    expect(await screen.findByRole('heading', { name: CLIENT_LABELS.importExistingPatients }, SLOW)).toBeVisible();
    const input = api.calls.find((c) => c.operationName === 'AddLocationClient')!.variables.input;
    expect(input).toMatchObject({ firstName: 'Ingrid', email: 'ingrid@example.com', pimsId: 'EZ-C-90001', pimsConnectionType: 'EZYVET', isPIMSImport: true });
    const importButton = await screen.findByTestId('pims-import-button', {}, SLOW);
    await waitFor(() => expect(importButton.hasAttribute('disabled')).toBe(false), SLOW);
    fireEvent.click(importButton);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ locationClientId: '300', locationPatientId: '301' }), SLOW);
  });

  it('opens the profile of a PIMS match that is a client of the practice already', async () => {
    const { onDone } = setup({ existing: '55' });
    fireEvent.change(await screen.findByTestId('add-client-search-lastName', {}, SLOW), { target: { value: 'Thornquist' } });
    const result = await screen.findByTestId('add-client-pims-result', {}, SLOW);
    await waitFor(() => expect(result.getAttribute('data-existing')).toBe('true'), SLOW);
    expect(result.textContent).toContain(PIMS_LABELS.alreadyAClient);
    fireEvent.click(result);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ locationClientId: '55', locationPatientId: null }), SLOW);
  });
});
