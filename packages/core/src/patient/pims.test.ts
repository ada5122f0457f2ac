import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  patientLinkUpdate,
  patientPimsDiff,
  pimsImportBlock,
  pimsPatientGender,
  pimsPatientImport,
  pimsSpeciesMatches,
  type LinkablePatient,
  type PimsPatient,
} from './pims.js';
import { SPECIES_CODES } from './species.js';

const pims: PimsPatient = {
  id: 'svc-9',
  pimsId: 'PP-1',
  name: ' Rex ',
  dateOfBirth: '2019-03-04T00:00:00Z',
  dateOfDeath: null,
  gender: 'Male Neutered',
  breed: 'Beagle',
  normalizedSpecies: 'Dog',
  currentWeightInPounds: 22.456,
  isDeceased: false,
};

describe('patient link update', () => {
  it('fills empty local values from the PIMS', () => {
    const u = patientLinkUpdate({ id: 3, isActive: true }, { ...pims, dateOfDeath: '2026-01-02', isDeceased: true }, 'ezyvet');
    expect(u).toEqual({
      updatePatientId: 3,
      input: {
        isActive: true,
        pimsId: 'PP-1',
        pimsProviderId: null,
        pimsConnectionType: 'EZYVET',
        weight: 22.46,
        weightUnit: 'lbs',
        deceasedDate: '2026-01-02',
        isDeceased: true,
        gender: 'N',
      },
    });
  });

  it('keeps local values and uses provider ids for the provider type', () => {
    const local: LinkablePatient = { id: 3, isActive: false, weight: 4, weightUnit: 'kg', deceasedDate: '2025-01-01', gender: 'F', isDeceased: true };
    const u = patientLinkUpdate(local, pims, 'BITWERX');
    expect(u.input).toEqual({
      isActive: false,
      pimsId: 'PP-1',
      pimsProviderId: 'svc-9',
      pimsConnectionType: 'BITWERX',
      weight: 4,
      weightUnit: 'kg',
      deceasedDate: '2025-01-01',
      isDeceased: true,
      gender: 'F',
    });
    expect(patientLinkUpdate({ id: 1, isActive: true }, { currentWeightInPounds: 20000 }, null).input).toMatchObject({
      weight: null,
      weightUnit: null,
      gender: 'O',
      isDeceased: false,
    });
  });

  it('never overwrites a non-empty local weight, date of death or gender', () => {
    const local = fc.record({
      id: fc.nat(),
      isActive: fc.boolean(),
      weight: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
      weightUnit: fc.option(fc.constantFrom('lbs', 'kg'), { nil: null }),
      deceasedDate: fc.option(fc.constantFrom('2024-01-01', '2025-06-30'), { nil: null }),
      isDeceased: fc.option(fc.boolean(), { nil: null }),
      gender: fc.option(fc.constantFrom('M', 'F', 'S'), { nil: null }),
    });
    const remote = fc.record({
      pimsId: fc.option(fc.string({ minLength: 1, maxLength: 4 }), { nil: null }),
      currentWeightInPounds: fc.option(fc.double({ min: 0, max: 9999, noNaN: true }), { nil: null }),
      dateOfDeath: fc.option(fc.constantFrom('2023-02-02'), { nil: null }),
      gender: fc.option(fc.constantFrom('Female', 'Stallion', 'Spayed'), { nil: null }),
      isDeceased: fc.option(fc.boolean(), { nil: null }),
    });
    fc.assert(
      fc.property(local, remote, (l, r) => {
        const u = patientLinkUpdate(l, r, 'EZYVET').input;
        if (l.weight !== null) expect([u.weight, u.weightUnit]).toEqual([l.weight, l.weightUnit]);
        if (l.deceasedDate !== null) expect(u.deceasedDate).toBe(l.deceasedDate);
        if (l.gender !== null) expect(u.gender).toBe(l.gender);
        if (l.isDeceased) expect(u.isDeceased).toBe(true);
        if (u.deceasedDate !== null) expect(u.isDeceased).toBe(true);
        expect(u.isActive).toBe(l.isActive);
      }),
    );
  });
});

describe('patient import', () => {
  it('blocks deceased and already imported PIMS patients', () => {
    expect(pimsImportBlock({ ...pims, isDeceased: true }, [])).toEqual({ reason: 'deceased' });
    expect(pimsImportBlock({ ...pims, dateOfDeath: '2020-01-01' }, [])).toEqual({ reason: 'deceased' });
    expect(pimsImportBlock(pims, [{ pimsId: ' PP-1 ' }])).toEqual({
      reason: 'alreadyImported',
      message: 'Patient already imported from Pims. You have to update Patient details',
    });
    expect(pimsImportBlock(pims, [{ pimsId: null }])).toBeNull();
  });

  it('builds the AddLocationPatient input with weight in pounds', () => {
    expect(pimsPatientImport(pims, { locationId: 4, locationClientId: 7, pimsConnectionType: 'EZYVET', breedCode: 'beagle' })).toEqual({
      name: 'Rex',
      speciesCode: 'canine',
      breedCode: 'beagle',
      gender: 'N',
      birthdate: '2019-03-04',
      weight: 22.46,
      weightUnit: 'lbs',
      locationId: 4,
      pimsId: 'PP-1',
      pimsProviderId: null,
      pimsConnectionType: 'EZYVET',
      isActive: true,
      isPIMSImport: true,
      allergies: [],
      healthConditions: [],
      currentMeds: [],
      locationPatientClients: [{ locationClientId: 7, isActive: true, isPrimary: true }],
    });
    const bare = pimsPatientImport({}, { locationId: 1, locationClientId: 2, pimsConnectionType: null });
    expect([bare.name, bare.speciesCode, bare.birthdate, bare.weight, bare.gender]).toEqual(['', 'unknown', null, null, 'O']);
    expect(pimsPatientGender({ normalizedGender: 'female', gender: 'Male' })).toBe('F');
  });
});

describe('patient PIMS differences', () => {
  const local: LinkablePatient = {
    id: 1,
    isActive: true,
    weight: 10,
    weightUnit: 'kg',
    breed: { name: 'beagle' },
    birthdate: '2019-03-04',
    gender: 'N',
    deceasedDate: null,
  };

  it('is empty when everything matches (weights compared in pounds)', () => {
    expect(patientPimsDiff(local, { ...pims, currentWeightInPounds: 22.0462 })).toEqual([]);
  });

  it('lists weight, breed, birth date, gender and date of death differences', () => {
    expect(
      patientPimsDiff(
        { id: 1, isActive: true, weight: null, birthdate: null, gender: null },
        { currentWeightInPounds: 12, breed: 'Poodle', dateOfBirth: '2018-01-02', gender: 'Female', dateOfDeath: '2026-02-03' },
      ),
    ).toEqual([
      { field: 'weight', old: null, new: '12 lbs', value: 12 },
      { field: 'breed', old: null, new: 'Poodle', value: 'Poodle' },
      { field: 'birthdate', old: null, new: '01-02-2018', value: '2018-01-02' },
      { field: 'gender', old: null, new: 'F', value: 'F' },
      { field: 'deceasedDate', old: null, new: '02-03-2026', value: '2026-02-03' },
    ]);
    expect(patientPimsDiff({ ...local, weightUnit: null, weight: 20 }, { currentWeightInPounds: 21, dateOfBirth: '2019-03-05', dateOfDeath: '2026-01-01' })).toEqual([
      { field: 'weight', old: '20 lbs', new: '21 lbs', value: 21 },
      { field: 'birthdate', old: '03-04-2019', new: '03-05-2019', value: '2019-03-05' },
      { field: 'deceasedDate', old: null, new: '01-01-2026', value: '2026-01-01' },
    ]);
  });

  it('reports nothing for fields the PIMS leaves empty', () => {
    expect(patientPimsDiff(local, {})).toEqual([]);
  });
});

describe('pimsSpeciesMatches', () => {
  const known = SPECIES_CODES.filter((c) => c !== 'unknown' && c !== 'other');
  it('links a pet only to a PIMS patient of its own species; a species unknown on either side does not refuse', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPECIES_CODES), fc.constantFrom(...SPECIES_CODES), (local, theirs) => {
        const vague = !known.includes(local as (typeof known)[number]) || !known.includes(theirs as (typeof known)[number]);
        expect(pimsSpeciesMatches(local, { species: theirs })).toBe(vague || local === theirs);
        expect(pimsSpeciesMatches(local, { species: theirs })).toBe(pimsSpeciesMatches(theirs, { species: local }));
      }),
    );
  });

  it('reads the PIMS wording (normalizedSpecies first): a cockatiel is not a dog, a dog is canine', () => {
    expect(pimsSpeciesMatches('avian', { species: 'Canine' })).toBe(false);
    expect(pimsSpeciesMatches('canine', { species: 'Dog' })).toBe(true);
    expect(pimsSpeciesMatches('feline', { species: 'Dog', normalizedSpecies: 'Cat' })).toBe(true);
    expect(pimsSpeciesMatches(null, { species: 'Canine' })).toBe(true);
    expect(pimsSpeciesMatches('canine', { species: null })).toBe(true);
  });
});
