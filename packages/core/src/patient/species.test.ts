import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GENDER_OPTIONS,
  SPECIES_CODES,
  genderLabel,
  genderOptions,
  normalizePimsGender,
  speciesFromPims,
  toGenderCode,
  toSpeciesCode,
} from './species.js';

const on = { patientGender: true };
const labels = (species: string, features = on) => genderOptions(species, features).map((o) => `${o.label}:${o.code}`);

describe('gender options', () => {
  it('depend on the species when patientGender is on', () => {
    expect(labels('equine')).toEqual(['Mare:F', 'Gelding:N', 'Stallion:M', 'Other:O', 'Unknown:U']);
    for (const s of ['canine', 'feline', 'small_animal', 'Small Animal']) {
      expect(labels(s)).toEqual(['Male:M', 'Female:F', 'Neutered:N', 'Spayed:S', 'Unknown:U', 'Other:O']);
    }
    for (const s of ['avian', 'reptile', 'other', 'unknown', 'dragon']) {
      expect(labels(s)).toEqual(['Male:M', 'Female:F', 'Unknown:U', 'Other:O']);
    }
  });

  it('are Male, Female, Unknown, Other for every species when the feature is off', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...SPECIES_CODES), fc.string()), fc.option(fc.boolean()), (species, flag) => {
        expect(genderOptions(species, { patientGender: flag === true ? false : flag })).toBe(DEFAULT_GENDER_OPTIONS);
      }),
    );
  });

  it('label stored codes by species, with generic labels otherwise', () => {
    expect(genderLabel('n', 'equine', on)).toBe('Gelding');
    expect(genderLabel('S', 'equine', on)).toBe('Spayed');
    expect(genderLabel('N', 'canine', {})).toBe('Neutered');
    expect(genderLabel('x', 'canine', on)).toBeNull();
  });

  it('reads codes', () => {
    expect(toGenderCode(' f ')).toBe('F');
    expect(toGenderCode('Female')).toBeNull();
    expect(toSpeciesCode('small-animal')).toBe('small_animal');
    expect(toSpeciesCode(undefined)).toBeNull();
  });
});

describe('gender from PIMS', () => {
  it('maps the spec examples', () => {
    const cases: [string | null, string][] = [
      ['Female', 'F'],
      ['mare', 'F'],
      ['F', 'F'],
      ['Male', 'M'],
      ['Stallion', 'M'],
      ['Male (Intact)', 'M'],
      ['Female Spayed', 'S'],
      ['Spayed', 'S'],
      ['FS', 'S'],
      ['Male Neutered', 'N'],
      ['Neutered Male', 'N'],
      ['MN', 'N'],
      ['Castrated', 'N'],
      ['Gelding', 'N'],
      ['Unknown', 'O'],
      ['', 'O'],
      [null, 'O'],
    ];
    for (const [text, code] of cases) expect(normalizePimsGender(text), String(text)).toBe(code);
  });

  it('is total: every text gives one of M, F, S, N, O', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (s) => {
        expect(['M', 'F', 'S', 'N', 'O']).toContain(normalizePimsGender(s));
      }),
    );
  });
});

describe('species from PIMS', () => {
  it('maps codes and common names', () => {
    expect(speciesFromPims('Dog')).toBe('canine');
    expect(speciesFromPims('CAT')).toBe('feline');
    expect(speciesFromPims('Horse')).toBe('equine');
    expect(speciesFromPims('Parrot')).toBe('avian');
    expect(speciesFromPims('Bearded Lizard')).toBe('reptile');
    expect(speciesFromPims('Guinea Pig')).toBe('small_animal');
    expect(speciesFromPims('small animal')).toBe('small_animal');
    expect(speciesFromPims('Llama')).toBe('other');
    expect(speciesFromPims('  ')).toBe('unknown');
    fc.assert(fc.property(fc.option(fc.string()), (s) => {
      expect(SPECIES_CODES).toContain(speciesFromPims(s));
    }));
  });
});
