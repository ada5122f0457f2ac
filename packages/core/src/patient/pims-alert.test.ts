import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patientDiffValues, patientPimsDiff, showsUnlinkedPatientAlert } from './pims.js';

describe('unlinked-patient alert', () => {
  it('shows only with PIMS on, the pimsAlertModal feature, and a patient not linked (never office use)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.option(fc.constantFrom('EZ-P-1', ' '), { nil: null }), fc.boolean(), (pims, feature, pimsId, officeUse) => {
        const shows = showsUnlinkedPatientAlert({ pimsEnabled: pims, features: { pimsAlertModal: feature }, patient: { pimsId, isOfficeUse: officeUse } });
        expect(shows).toBe(pims && feature && !officeUse && (pimsId === null || pimsId.trim() === ''));
      }),
    );
    expect(showsUnlinkedPatientAlert({ pimsEnabled: true, features: { pimsAlertModal: true }, patient: null })).toBe(false);
    expect(showsUnlinkedPatientAlert({ pimsEnabled: true, features: { pimsAlertModal: true }, patient: { pimsConnectionType: 'BITWERX', pimsProviderId: 'p' } })).toBe(false);
  });
});

describe('patientDiffValues', () => {
  const breeds = [
    { code: 'canine-beagle', name: 'Beagle' },
    { code: 'canine-boxer', name: 'Boxer' },
  ];
  it('turns kept differences into the patient values to save', () => {
    const diffs = patientPimsDiff(
      { id: 1, isActive: true, weight: 10, weightUnit: 'kg', breed: { name: 'Beagle' }, birthdate: '2019-04-17', gender: 'M' },
      { currentWeightInPounds: 25, breed: 'boxer', dateOfBirth: '2019-04-01', gender: 'Male Neutered', dateOfDeath: '2024-01-02' },
    );
    expect(diffs.map((d) => d.field)).toEqual(['weight', 'breed', 'birthdate', 'gender', 'deceasedDate']);
    expect(patientDiffValues(diffs, breeds)).toEqual({
      weight: 25,
      weightUnit: 'lbs',
      breedCode: 'canine-boxer',
      birthdate: '2019-04-01',
      gender: 'N',
      deceasedDate: '2024-01-02',
      isDeceased: true,
    });
  });

  it('leaves out declined differences and a breed missing from the list', () => {
    const diffs = patientPimsDiff({ id: 1, isActive: true, weight: 10, breed: { name: 'Beagle' } }, { currentWeightInPounds: 12, breed: 'Poodle' });
    expect(patientDiffValues(diffs, breeds)).toEqual({ weight: 12, weightUnit: 'lbs' });
    expect(patientDiffValues(diffs.filter((d) => d.field !== 'weight'), breeds)).toEqual({});
  });
});
