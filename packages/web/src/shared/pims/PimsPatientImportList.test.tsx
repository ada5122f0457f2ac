import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_EMPTY_STATES, CLIENT_TOASTS } from '@vetrx/core/messages';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/wrapper';
import { PIMS_ACCOUNT, pimsPatient, pimsSession } from './pims-test-data';
import { PimsPatientImportList } from './PimsPatientImportList';

const SLOW = { timeout: 8000 };

function setup(patients: ReturnType<typeof pimsPatient>[], imported: string[] = []) {
  const onImported = vi.fn();
  const api = mockApi({
    getPimsPatientList: { getPimsPatientList: { count: patients.length, data: patients } },
    GetLocationPatientByPimsId: (v: Record<string, unknown>) => ({
      getLocationPatientByPimsId: imported.includes(String(v.pimsId)) ? { id: '90', pimsId: v.pimsId, locationPatientClients: [] } : null,
    }),
    BreedsBySpecies: { breedsBySpecies: [{ code: 'feline-maine-coon', name: 'Maine Coon', speciesCode: 'feline' }] },
    AddLocationPatient: (v: Record<string, unknown>) => ({ addLocationPatient: { id: '91', ...(v.input as object) } }),
  });
  renderWithProviders(
    <PimsPatientImportList account={PIMS_ACCOUNT} locationId="1" locationClientId="7" caretaker={{ pimsId: 'C-1' }} onImported={onImported} />,
    { session: pimsSession(), client: api.client },
  );
  return { api, onImported };
}

const row = async (name: string) => (await screen.findAllByTestId('pims-import-row', {}, SLOW)).find((r) => r.getAttribute('data-name') === name)!;

describe('PimsPatientImportList', () => {
  it('says No patients found in pims! when the PIMS client has none', async () => {
    setup([]);
    expect((await screen.findByTestId('no-pims-patients', {}, SLOW)).textContent).toBe(CLIENT_EMPTY_STATES.noPimsPatients);
  });

  it('imports a PIMS patient with the PIMS fields, weight in pounds, isPIMSImport, for the client', async () => {
    const { api, onImported } = setup([pimsPatient()]);
    const button = within(await row('Juniper')).getByTestId('pims-import-button');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), SLOW);
    fireEvent.click(button);
    await waitFor(() => expect(onImported).toHaveBeenCalledWith('91'), SLOW);
    const input = api.calls.find((c) => c.operationName === 'AddLocationPatient')!.variables.input;
    expect(input).toMatchObject({
      name: 'Juniper',
      speciesCode: 'feline',
      breedCode: 'feline-maine-coon',
      gender: 'S',
      birthdate: '2018-06-14',
      weight: 13.2,
      weightUnit: 'lbs',
      pimsId: 'P-1',
      pimsConnectionType: 'EZYVET',
      isPIMSImport: true,
      locationId: '1',
      locationPatientClients: [{ locationClientId: '7', isActive: true, isPrimary: true }],
    });
    expect(await screen.findByText(CLIENT_TOASTS.patientLinked.title, {}, SLOW)).toBeVisible();
  });

  it('disables Import for a deceased PIMS patient, and says an imported one is already imported', async () => {
    const { api } = setup([pimsPatient({ id: 'ds-2', pimsId: 'P-2', name: 'Pepper', isDeceased: true, dateOfDeath: '2024-02-03' }), pimsPatient({ id: 'ds-3', pimsId: 'P-3', name: 'Brisket' })], ['P-3']);
    expect(within(await row('Pepper')).getByTestId('pims-import-button').hasAttribute('disabled')).toBe(true);
    const brisket = await row('Brisket');
    await within(brisket).findByTestId('already-imported', {}, SLOW);
    fireEvent.click(within(brisket).getByTestId('pims-import-button'));
    expect(await screen.findByText(CLIENT_TOASTS.patientAlreadyImported.title, {}, SLOW)).toBeVisible();
    expect(api.calls.some((c) => c.operationName === 'AddLocationPatient')).toBe(false);
  });
});
