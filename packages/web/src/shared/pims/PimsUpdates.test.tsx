import { fireEvent, screen } from '@testing-library/react';
import { PIMS_LABELS } from '@vetrx/core/messages';
import type { PatientPimsDifference } from '@vetrx/core/patient';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/wrapper';
import { EMPTY_CLIENT_FORM } from '../clients/client-model';
import { EMPTY_PATIENT_FORM } from '../patients/patient-model';
import { ClientPimsChanges, patientDiffFormValues } from './PimsUpdates';
import type { PimsCaretaker } from './pims-model';

const SLOW = { timeout: 8000 };

describe('patientDiffFormValues', () => {
  const stored = { ...EMPTY_PATIENT_FORM, weight: '10', weightUnit: 'kg' as const, breedCode: 'canine-beagle', gender: 'M', birthdate: '2019-04-17', isActive: 'yes' as const };
  const diffs: PatientPimsDifference[] = [
    { field: 'weight', old: '10 kg', new: '25 lbs', value: 25 },
    { field: 'breed', old: 'Beagle', new: 'Boxer', value: 'Boxer' },
    { field: 'gender', old: 'M', new: 'N', value: 'N' },
    { field: 'deceasedDate', old: null, new: '01-02-2024', value: '2024-01-02' },
  ];
  const breeds = [{ code: 'canine-boxer', name: 'Boxer' }];

  it('puts each kept PIMS value in the form (a date of death proposes Active: No)', () => {
    expect(patientDiffFormValues(stored, diffs, [], breeds)).toEqual({
      weight: '25',
      weightUnit: 'lbs',
      breedCode: 'canine-boxer',
      gender: 'N',
      deceasedDate: '2024-01-02',
      isActive: 'no',
    });
  });

  it('puts the stored value back for a declined one, leaving fields without a difference alone', () => {
    const v = patientDiffFormValues(stored, diffs, ['weight', 'deceasedDate'], breeds);
    expect(v).toMatchObject({ weight: '10', weightUnit: 'kg', deceasedDate: '', isActive: 'yes', gender: 'N' });
    expect('birthdate' in v).toBe(false);
  });
});

describe('ClientPimsChanges (the e-mail before-and-after tag)', () => {
  const caretaker = { phones: [{ number: '6125550176', isPrimary: true }], addresses: [] } as unknown as PimsCaretaker;
  const stored = { ...EMPTY_CLIENT_FORM, email: 'mine@example.com', phones: [{ phoneTypeId: '1', phoneNumber: '6125550000' }] };

  it('shows each change old → new; closing the e-mail tag keeps the stored e-mail, closing the phone drops the PIMS phone', async () => {
    const set = vi.fn();
    const values = { ...stored, email: 'pims@example.com', phones: [{ phoneTypeId: '1', phoneNumber: '6125550176' }, ...stored.phones] };
    renderWithProviders(
      <ClientPimsChanges
        diffs={[
          { field: 'email', old: 'mine@example.com', new: 'pims@example.com' },
          { field: 'phone', old: '(612) 555-0000', new: '(612) 555-0176' },
        ]}
        caretaker={caretaker}
        stored={stored}
        form={{ values, set }}
      />,
    );
    const email = await screen.findByTestId('pims-change-email', {}, SLOW);
    expect(email.textContent).toContain('mine@example.com');
    expect(email.textContent).toContain('pims@example.com');
    fireEvent.click(screen.getByRole('button', { name: `${PIMS_LABELS.declineChange}: ${PIMS_LABELS.field.email}` }));
    expect(set).toHaveBeenCalledWith('email', 'mine@example.com');
    expect(screen.queryByTestId('pims-change-email')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `${PIMS_LABELS.declineChange}: ${PIMS_LABELS.field.phone}` }));
    expect(set).toHaveBeenCalledWith('phones', stored.phones);
    expect(screen.queryByTestId('client-pims-changes')).toBeNull();
  });
});
