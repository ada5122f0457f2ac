import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conflictProductOf,
  checkConflicts,
  checkDaysSupply,
  checkKeywords,
  checkSpecies,
  checkWeight,
  failedChecks,
  hasConflict,
  keywordMatches,
  LBS_PER_KG,
  patientWeightLbs,
  productKeywords,
} from './check.js';
import { isAllSpecies, normalizeTerm, CONFLICT_SPECIES_CODES, speciesCodeOf, speciesName } from './species.js';

const KNOWN = CONFLICT_SPECIES_CODES.filter((c) => c !== 'unknown');

describe('species codes', () => {
  it('maps codes, names and common animal names', () => {
    expect(CONFLICT_SPECIES_CODES.map((c) => speciesCodeOf(c))).toEqual([...CONFLICT_SPECIES_CODES]);
    expect(CONFLICT_SPECIES_CODES.map((c) => speciesCodeOf(speciesName(c)))).toEqual([...CONFLICT_SPECIES_CODES]);
    expect(['Dog', 'dogs', 'Cat', 'Horse', 'Bird', 'Small Mammals', 'Reptiles'].map(speciesCodeOf)).toEqual([
      'canine',
      'canine',
      'feline',
      'equine',
      'avian',
      'small_animal',
      'reptile',
    ]);
    expect(speciesCodeOf('Dragon')).toBeNull();
    expect(speciesCodeOf(null)).toBeNull();
    expect(isAllSpecies(' ALL ')).toBe(true);
    expect(normalizeTerm('Non-Steroidal (NSAID)')).toBe('non steroidal nsaid');
  });
});

describe('species check', () => {
  it('property: conflict iff a known patient species is missing from a recognised product list', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONFLICT_SPECIES_CODES, null),
        fc.uniqueArray(fc.constantFrom(...KNOWN), { maxLength: 4 }),
        fc.boolean(),
        (patient, product, asNames) => {
          const productSpecies = product.map((c) => (asNames ? speciesName(c) : { code: c }));
          const c = checkSpecies({ species: patient === null ? null : { code: patient } }, { productSpecies });
          const expected = patient !== null && patient !== 'unknown' && product.length > 0 && !product.includes(patient);
          expect(c !== null).toBe(expected);
          if (c?.check === 'species') {
            expect(c.patientSpecies).toBe(patient);
            expect([...c.productSpecies].sort()).toEqual([...product].sort());
          }
        },
      ),
    );
  });

  it('ignores unrecognised names and "All"; reads nested species and plain strings', () => {
    expect(checkSpecies({ species: 'feline' }, { productSpecies: ['Dragon'] })).toBeNull();
    expect(checkSpecies({ species: 'feline' }, { productSpecies: ['Canine', 'All'] })).toBeNull();
    expect(checkSpecies({ species: { name: 'Cat' } }, { productSpecies: [{ species: { name: 'Dog' } }] })).toMatchObject({
      check: 'species',
      patientSpecies: 'feline',
      productSpecies: ['canine'],
      message: 'Species: this product is labelled for Canine, and the patient is Feline.',
    });
    expect(checkSpecies({ species: { code: 'canine' } }, { productSpecies: null })).toBeNull();
  });
});

describe('weight check', () => {
  const bound = fc.option(fc.double({ min: -10, max: 20_000, noNaN: true }), { nil: null });
  it('property: conflict iff the weight in lbs is outside the closed bounds, 0/10000 being open', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: -5, max: 9999.99, noNaN: true }), { nil: null }),
        fc.constantFrom('lbs', 'kg', 'LBS', null),
        bound,
        bound,
        (weight, weightUnit, weightMin, weightMax) => {
          const c = checkWeight({ weight, weightUnit }, { weightMin, weightMax });
          const lbs = weight === null || weight <= 0 ? null : Math.round((weightUnit === 'kg' ? weight * LBS_PER_KG : weight) * 100) / 100;
          const min = weightMin !== null && weightMin > 0 ? weightMin : null;
          const max = weightMax !== null && weightMax > 0 && weightMax < 10000 ? weightMax : null;
          const expected = lbs !== null && ((min !== null && lbs < min) || (max !== null && lbs > max));
          expect(c !== null).toBe(expected);
          if (c?.check === 'weight') expect(c.patientWeightLbs).toBe(lbs);
        },
      ),
    );
  });

  it('converts kg and words the message', () => {
    expect(patientWeightLbs({ weight: 10, weightUnit: 'kg' })).toBe(22.05);
    expect(patientWeightLbs({ weight: 0 })).toBeNull();
    expect(checkWeight({ weight: 30, weightUnit: 'kg' }, { weightMin: 0, weightMax: 50 })?.message).toBe(
      "Weight: the patient weighs 66.14 lbs, above this product's maximum of 50 lbs.",
    );
    expect(checkWeight({ weight: 4.5 }, { weightMin: 5, weightMax: 10000 })?.message).toBe(
      "Weight: the patient weighs 4.5 lbs, below this product's minimum of 5 lbs.",
    );
    expect(checkWeight({ weight: 5 }, { weightMin: 5, weightMax: 5 })).toBeNull();
  });
});

describe('days supply check', () => {
  it('property: conflict iff days supply exceeds a positive shelf life', () => {
    const n = fc.option(fc.integer({ min: -5, max: 800 }), { nil: null });
    fc.assert(
      fc.property(n, n, (daysSupply, shelfLife) => {
        const c = checkDaysSupply(daysSupply, { shelfLife });
        const expected = daysSupply !== null && shelfLife !== null && daysSupply > 0 && shelfLife > 0 && daysSupply > shelfLife;
        expect(c !== null).toBe(expected);
      }),
    );
    expect(checkDaysSupply(120, { shelfLife: 90 })?.message).toBe("Days supply: 120 days is longer than this product's shelf life of 90 days.");
  });
});

describe('keyword check', () => {
  it('splits keywords and removes blanks and duplicates', () => {
    expect(productKeywords('Beef; chicken, beef |\n  ')).toEqual(['Beef', 'chicken']);
    expect(productKeywords(['NSAID', ' nsaid '])).toEqual(['NSAID']);
    expect(productKeywords(null)).toEqual([]);
  });

  it('matches whole words, ignoring case and punctuation, and skips short keywords', () => {
    expect(keywordMatches('chicken', 'Chicken by-products')).toBe(true);
    expect(keywordMatches('chicken', 'chickpea')).toBe(false);
    expect(keywordMatches('by products', 'Chicken By-Products')).toBe(true);
    expect(keywordMatches('mg', 'mg')).toBe(false);
  });

  it('property: a keyword present in a patient list is found; absent words are not', () => {
    const word = fc.stringMatching(/^[a-z]{3,8}$/);
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 4 }), fc.constantFrom('allergies', 'healthConditions', 'medications'), (keyword, others, list) => {
        const unrelated = others.filter((o) => o !== keyword);
        const patient = { [list]: [...unrelated.map((name) => ({ name })), { code: 'X1', name: `${keyword.toUpperCase()} sensitivity` }] };
        const hits = checkKeywords(patient, { keywords: [keyword] });
        expect(hits).toHaveLength(1);
        expect(hits[0]).toMatchObject({ check: 'keyword', keyword, list, term: `${keyword.toUpperCase()} sensitivity` });
        expect(checkKeywords({ [list]: unrelated }, { keywords: keyword })).toEqual([]);
      }),
    );
  });

  it('reports each (keyword, list, term) once, matching codes too', () => {
    const hits = checkKeywords(
      {
        allergies: ['Beef', { code: 'BEEF', name: 'beef' }],
        medications: [{ code: 'carprofen', name: null }],
      },
      { keywords: 'beef, carprofen' },
    );
    expect(hits.map((h) => h.check === 'keyword' && [h.keyword, h.list, h.term])).toEqual([
      ['beef', 'allergies', 'Beef'],
      ['carprofen', 'medications', 'carprofen'],
    ]);
    expect(hits[0].message).toBe('Keyword: "beef" matches the patient\'s allergy "Beef".');
  });
});

describe('conflictProductOf', () => {
  it("reads a product row's species, weight range, shelf life and keywords: the check finds what it would on those fields", () => {
    const row = { id: 7, title: 'Carprofen', species: ['Canine'], weightMin: 10, weightMax: 40, shelfLife: 30, keywords: ['beef'] };
    expect(conflictProductOf(row)).toEqual({ productSpecies: ['Canine'], weightMin: 10, weightMax: 40, shelfLife: 30, keywords: ['beef'] });
    const cat = { species: { code: 'feline' }, weight: 5, weightUnit: 'lbs', allergies: [{ code: 'beef', name: 'Beef' }] };
    expect(checkConflicts({ patient: cat, product: conflictProductOf(row), daysSupply: 90 }).conflicts.map((c) => c.check).sort()).toEqual(['daysSupply', 'keyword', 'species', 'weight']);
  });
});

describe('checkConflicts', () => {
  it('no patient or product, no conflict', () => {
    const r = checkConflicts({ patient: null, product: { shelfLife: 1 }, daysSupply: 30 });
    expect(r).toEqual({
      title: 'Conflict Detected',
      explanation: 'This product may not be suitable for this patient. To authorize, add a note to the pharmacy explaining the off-label use.',
      conflicts: [],
    });
    expect(hasConflict(r)).toBe(false);
    expect(hasConflict(null)).toBe(false);
  });

  it('collects every failed check in order', () => {
    const r = checkConflicts({
      patient: { species: { code: 'feline' }, weight: 40, weightUnit: 'lbs', allergies: [{ code: 'B', name: 'Beef' }] },
      product: { productSpecies: ['Canine'], weightMin: 0, weightMax: 20, shelfLife: 30, keywords: ['beef'] },
      daysSupply: 90,
    });
    expect(failedChecks(r)).toEqual(['species', 'weight', 'daysSupply', 'keyword']);
    expect(hasConflict(r)).toBe(true);
  });

  it('property: hasConflict iff any single check fails', () => {
    fc.assert(
      fc.property(
        fc.record({
          species: fc.option(fc.record({ code: fc.constantFrom(...CONFLICT_SPECIES_CODES) }), { nil: null }),
          weight: fc.option(fc.double({ min: 0, max: 200, noNaN: true }), { nil: null }),
          weightUnit: fc.constantFrom('lbs', 'kg'),
          allergies: fc.array(fc.constantFrom('Beef', 'Chicken', 'Pollen')),
        }),
        fc.record({
          productSpecies: fc.array(fc.constantFrom('Canine', 'Feline', 'Dog', 'All')),
          weightMin: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
          weightMax: fc.option(fc.constantFrom(20, 100, 10000), { nil: null }),
          shelfLife: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
          keywords: fc.array(fc.constantFrom('beef', 'salmon', 'chicken')),
        }),
        fc.option(fc.integer({ min: 1, max: 365 }), { nil: null }),
        (patient, product, daysSupply) => {
          const anyFails =
            checkSpecies(patient, product) !== null ||
            checkWeight(patient, product) !== null ||
            checkDaysSupply(daysSupply, product) !== null ||
            checkKeywords(patient, product).length > 0;
          expect(hasConflict(checkConflicts({ patient, product, daysSupply }))).toBe(anyFails);
        },
      ),
    );
  });
});
