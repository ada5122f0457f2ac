import { fireEvent, screen, within } from '@testing-library/react';
import { CLIENT_LABELS, CLIENT_VALIDATION_MESSAGES as M } from '@vetrx/core/messages';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/wrapper';
import { EMPTY_PATIENT_FORM } from './patient-model';
import { PatientForm } from './PatientForm';

/** Generous waits: Chakra's first renders are slow on a busy 2-core machine. */
const SLOW = { timeout: 8000 };

const api = () =>
  mockApi({
    Species: { species: [{ code: 'canine', name: 'Canine', icon: null }, { code: 'equine', name: 'Equine', icon: null }, { code: 'avian', name: 'Avian', icon: null }] },
    BreedsBySpecies: { breedsBySpecies: [] },
    HealthConditionsBySpecies: { healthConditionsBySpecies: [] },
    Allergies: { allergies: [] },
    Medications: { medications: [] },
    LocationsUsers: { locationsUsers: { count: 0, data: [] } },
  });

function render(features: Record<string, boolean>) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <PatientForm mode="add" defaultValues={EMPTY_PATIENT_FORM} locationId="1" locationClientId="5" features={features} submitting={false} onSubmit={onSubmit} onCancel={() => undefined} />,
    { client: api().client },
  );
  return onSubmit;
}
const genders = () => within(screen.getByTestId('patient-gender')).getAllByRole('option').map((o) => o.textContent).slice(1);

describe('PatientForm', () => {
  it('offers the genders of the species with patientGender on', async () => {
    render({ patientGender: true });
    const species = screen.getByTestId('patient-speciesCode');
    await within(species).findByRole('option', { name: 'Equine' }, SLOW);
    fireEvent.change(species, { target: { value: 'equine' } });
    expect(genders()).toEqual(['Mare', 'Gelding', 'Stallion', 'Other', 'Unknown']);
    fireEvent.change(species, { target: { value: 'canine' } });
    expect(genders()).toEqual(['Male', 'Female', 'Neutered', 'Spayed', 'Unknown', 'Other']);
    fireEvent.change(species, { target: { value: 'avian' } });
    expect(genders()).toEqual(['Male', 'Female', 'Unknown', 'Other']);
  });

  it('offers Male, Female, Unknown, Other for every species without patientGender', async () => {
    render({});
    const species = screen.getByTestId('patient-speciesCode');
    await within(species).findByRole('option', { name: 'Equine' }, SLOW);
    fireEvent.change(species, { target: { value: 'equine' } });
    expect(genders()).toEqual(['Male', 'Female', 'Unknown', 'Other']);
  });

  it('shows the birth date and weight messages on save and does not submit', async () => {
    const onSubmit = render({});
    fireEvent.change(screen.getByTestId('patient-weight'), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: CLIENT_LABELS.save }));
    expect(await screen.findByText(M.birthDateRequired, {}, SLOW)).toBeVisible();
    expect(screen.getByText(M.weightRange)).toBeVisible();
    fireEvent.change(screen.getByTestId('patient-birthdate'), { target: { value: '1899-12-31' } });
    expect(await screen.findByText(M.birthDateTooEarly, {}, SLOW)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
