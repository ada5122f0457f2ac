import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateSafety, ingredientsIn, isFoodAnimal, isTopicalForm, labelledDoseRangesOf, type SafetyMedication, type SafetyProduct, severityRank } from './evaluate.js';
import { SAFETY_CAUTIONS, SAFETY_DUPLICATES, SAFETY_INGREDIENTS, SAFETY_INTERACTIONS, SAFETY_SEVERITIES } from './knowledge.js';
import { safetyGate } from './gate.js';

const dog = { species: { code: 'canine', name: 'Canine' }, breed: { code: 'canine-chihuahua', name: 'Chihuahua' }, weight: 13.75, weightUnit: 'lbs' };
const product = (name: string, over: Partial<SafetyProduct> = {}): SafetyProduct => ({
  title: `${name} 100 mg, 30 Chewable Tablets`,
  familyName: name,
  ingredients: `Active ingredients: ${name} 100 mg. Inactive ingredients: Pork liver flavoring, microcrystalline cellulose, magnesium stearate.`,
  dosageForm: 'chewable-tablet',
  classification: 'Medication',
  strength: '100 mg',
  ...over,
});
const rx = (name: string, id = 804, over: Partial<SafetyMedication> = {}): SafetyMedication => ({
  key: `rx:${id}`,
  source: 'VETRX',
  label: `${name} 100 mg, 30 Chewable Tablets`,
  text: `${name} 100 mg, 30 Chewable Tablets Active ingredients: ${name} 100 mg.`,
  dosageForm: 'chewable-tablet',
  rxNumber: `RX-000${id}`,
  prescriptionId: String(id),
  ...over,
});
const codes = (findings: { code: string }[]) => findings.map((f) => f.code);

describe('the scenarios of issue 42', () => {
  it('Deracoxib for a dog on Carprofen (RX-000804): two NSAIDs, major, needs a reason, naming the Rx', () => {
    const [f, ...rest] = evaluateSafety({ product: product('Deracoxib Chewable Tablets'), patient: dog, medications: [rx('Carprofen')] });
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ code: 'dup-nsaid-nsaid', kind: 'duplicate', severity: 'major', needsReason: true, prohibited: false, against: { key: 'rx:804', rxNumber: 'RX-000804', source: 'VETRX' } });
    expect(f.message).toContain('Carprofen 100 mg, 30 Chewable Tablets (RX-000804)');
    expect(f.source).toMatch(/Plumb/);
  });

  it('the same ingredient twice is moderate, against an Rx, a request or a recorded medication, naming it', () => {
    expect(evaluateSafety({ product: product('Carprofen'), patient: dog, medications: [rx('Carprofen')] })[0]).toMatchObject({ code: 'dup-same-ingredient', severity: 'moderate', needsReason: false });
    expect(evaluateSafety({ product: product('Carprofen'), patient: dog, medications: [{ key: 'task:9', source: 'REQUEST', label: 'Carprofen 75 mg', text: 'Carprofen 75 mg', prescriptionTaskId: '9' }] })[0]).toMatchObject({ severity: 'moderate', against: { prescriptionTaskId: '9' } });
    expect(evaluateSafety({ product: product('Carprofen'), patient: dog, medications: [{ key: 'recorded:carprofen', source: 'RECORDED', label: 'Carprofen', text: 'Carprofen carprofen' }] })[0]).toMatchObject({ severity: 'moderate', needsReason: false });
  });

  it('an NSAID with a corticosteroid, and two opioids, are duplicate therapy', () => {
    expect(codes(evaluateSafety({ product: product('Carprofen'), patient: dog, medications: [rx('Prednisone Tablets')] }))).toEqual(['dup-nsaid-corticosteroid']);
    expect(codes(evaluateSafety({ product: product('Tramadol Tablets'), patient: dog, medications: [rx('Hydromorphone HCl', 805, { dosageForm: 'injectable' })] }))).toEqual(['dup-opioid-opioid']);
  });

  it('a topical corticosteroid is no duplicate of a systemic NSAID', () => {
    const ear = rx('Gentamicin/Betamethasone/Clotrimazole', 12, { dosageForm: 'otic-solution' });
    expect(evaluateSafety({ product: product('Carprofen'), patient: dog, medications: [ear] })).toEqual([]);
    expect(isTopicalForm('Otic Solution')).toBe(true);
  });

  it('interactions: an MAO inhibitor with a serotonergic drug is contraindicated; tramadol with fluoxetine is major', () => {
    expect(evaluateSafety({ product: product('Selegiline Tablets'), patient: dog, medications: [rx('Trazodone HCl')] })[0]).toMatchObject({ code: 'int-maoi-serotonergic', severity: 'contraindicated', needsReason: true });
    expect(codes(evaluateSafety({ product: product('Tramadol Tablets'), patient: dog, medications: [rx('Fluoxetine')] }))).toEqual(['int-tramadol-ssri']);
  });

  it('MDR1: ivermectin for a Collie is major; with the mutation recorded it is contraindicated, whatever the breed', () => {
    const heartworm = product('HeartShield Plus Chewables', { ingredients: 'Active ingredients: Ivermectin/Pyrantel 272 mcg/227 mg. Inactive ingredients: …', classification: 'Preventative' });
    const collie = { ...dog, breed: { code: 'canine-collie', name: 'Collie' } };
    const [f, ...rest] = evaluateSafety({ product: heartworm, patient: collie });
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ code: 'caution-mdr1-ivermectin', severity: 'major', needsReason: true });
    expect(f.message).toContain('Collie: a herding breed at risk of the MDR1 mutation');
    expect(evaluateSafety({ product: heartworm, patient: { ...dog, breed: { code: 'canine-rottweiler', name: 'Rottweiler' }, healthConditions: [{ code: 'mdr1_mutation', name: 'MDR1 Mutation' }] } })[0]).toMatchObject({ severity: 'contraindicated' });
    expect(evaluateSafety({ product: heartworm, patient: dog })).toEqual([]);
    const milbemycin = product('MilbeGuard Duo Chewables', { ingredients: 'Active ingredients: Milbemycin Oxime/Praziquantel 2.3 mg/22.8 mg.', classification: 'Preventative' });
    expect(codes(evaluateSafety({ product: milbemycin, patient: collie }))).toEqual(['caution-mdr1-milbemycin']);
    expect(evaluateSafety({ product: heartworm, patient: { ...collie, species: { code: 'feline' } } })).toEqual([]);
  });

  it('permethrin in a cat and xylitol in a dog are contraindicated; a xylitol-free product is not xylitol', () => {
    const spotOn = product('PermaShield Spot-On', { ingredients: 'Active ingredients: Imidacloprid/Permethrin 1 mL.', dosageForm: 'topical-solution' });
    expect(evaluateSafety({ product: spotOn, patient: { species: 'feline' } })[0]).toMatchObject({ code: 'caution-permethrin-cat', severity: 'contraindicated' });
    const sweet = product('Gabapentin Oral Suspension (Compounded)', { ingredients: 'Active ingredients: Gabapentin 50 mg/mL. Inactive ingredients: Purified water, glycerin, xylitol, xanthan gum.' });
    expect(codes(evaluateSafety({ product: sweet, patient: dog }))).toEqual(['caution-xylitol-dog']);
    expect(evaluateSafety({ product: sweet, patient: { species: 'feline' } })).toEqual([]);
    const free = product('Gabapentin Xylitol-Free Oral Suspension (Compounded)', { ingredients: 'Active ingredients: Gabapentin 50 mg/mL. Inactive ingredients: Purified water, glycerin.' });
    expect(evaluateSafety({ product: free, patient: dog })).toEqual([]);
    expect(ingredientsIn('xylitol-free gabapentin', 'xylitol-free').map((i) => i.code)).toEqual(['gabapentin']);
  });

  it('oral clindamycin for a rabbit is contraindicated, not for a ferret', () => {
    const clinda = product('Clindamycin', { ingredients: 'Active ingredients: Clindamycin HCl 75 mg.', dosageForm: 'capsule' });
    expect(evaluateSafety({ product: clinda, patient: { species: { code: 'small_animal' }, breed: { name: 'Holland Lop Rabbit' } } })[0]).toMatchObject({ code: 'caution-hindgut-antibiotic', severity: 'contraindicated' });
    expect(evaluateSafety({ product: clinda, patient: { species: { code: 'small_animal' }, breed: { name: 'Ferret' } } })).toEqual([]);
  });

  it('food-producing animals: a prohibited drug is refused; every medication asks for a withdrawal time; a supplement does not', () => {
    const goat = { species: { code: 'other' }, breed: { code: 'other-pygmy-goat', name: 'Pygmy Goat' }, weight: 76.84, weightUnit: 'lbs' };
    expect(isFoodAnimal(goat)).toBe(true);
    expect(isFoodAnimal({ species: { code: 'equine' } })).toBe(true);
    expect(isFoodAnimal(dog)).toBe(false);
    const metro = evaluateSafety({ product: product('Metronidazole Tablets', { dosageForm: 'tablet' }), patient: goat });
    expect(metro.map((f) => [f.code, f.prohibited, f.needsReason, f.needsWithdrawalTime])).toEqual([
      ['food-nitroimidazole', true, false, false],
      ['food-withdrawal', false, false, true],
    ]);
    expect(safetyGate(metro)).toMatchObject({ needsReason: false, needsWithdrawalTime: true, prohibited: { code: 'food-nitroimidazole' } });
    expect(evaluateSafety({ product: product('Equine Electrolyte Powder', { classification: 'Supplement' }), patient: { species: { code: 'equine' } } })).toEqual([]);
    const cephalexin = product('Cephalexin Capsules', { dosageForm: 'capsule' });
    expect(codes(evaluateSafety({ product: cephalexin, patient: goat }))).toEqual(['food-withdrawal']);
    expect(codes(evaluateSafety({ product: cephalexin, patient: { species: { code: 'other' }, breed: { name: 'Pot-Bellied Pig' } } }))).toEqual(['food-cephalosporin', 'food-withdrawal']);
  });

  it('the dose: 10 tablets (1000 mg) q12h of Carprofen 100 mg for a 6.24 kg dog is far outside (160 mg/kg), major; 5 mg/kg is outside; 3 mg/kg once daily within', () => {
    const carprofen = product('Carprofen');
    const far = evaluateSafety({ product: carprofen, patient: dog, directions: 'Give 10 tablets (1000 mg) by mouth every 12 hours' });
    expect(far).toHaveLength(1);
    expect(far[0]).toMatchObject({ code: 'dose-far-outside', severity: 'major', needsReason: true });
    expect(far[0].message).toContain('10 × 100 mg every 12 h = 321 mg/kg/day');
    expect(far[0].message).toContain('73 times above the maximum');
    expect(far[0].source).toMatch(/^Carprofen label/);
    expect(codes(evaluateSafety({ product: { ...carprofen, strength: '25 mg' }, patient: { ...dog, weight: 10, weightUnit: 'kg' }, directions: 'Give 2 tablets daily' }))).toEqual(['dose-outside']);
    expect(evaluateSafety({ product: { ...carprofen, strength: '75 mg' }, patient: { ...dog, weight: 25, weightUnit: 'kg' }, directions: 'Give 1 tablet daily' })).toEqual([]);
  });

  it('the dose by the day (issue 59): Carprofen 100 mg every 8 hours for a 25 kg dog is 12 mg/kg a day, far above the label: major, needs a reason; once daily is nothing', () => {
    const patient = { ...dog, weight: 25, weightUnit: 'kg' };
    const [f, ...rest] = evaluateSafety({ product: product('Carprofen'), patient, directions: 'Give 1 tablet by mouth every 8 hours with food' });
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ code: 'dose-far-outside', severity: 'major', needsReason: true });
    expect(f.message).toBe('1 × 100 mg every 8 h = 12 mg/kg/day; label 2.2–4.4 mg/kg/day: 2.73 times above the maximum of the label for Canine. Check the directions; authorizing it needs your reason.');
    expect(f.source).not.toMatch(/decision/i);
    expect(evaluateSafety({ product: product('Carprofen'), patient, directions: 'Give 1 tablet by mouth once daily with food' })).toEqual([]);
    // Twice daily is 8 mg/kg a day: outside (1.8×), advisory.
    expect(evaluateSafety({ product: product('Carprofen'), patient, directions: 'Give 1 tablet BID' })).toMatchObject([{ code: 'dose-outside', needsReason: false }]);
    // Unknown frequency: no finding (the dose check says it could not tell).
    expect(evaluateSafety({ product: product('Carprofen'), patient, directions: 'Give 1 tablet with food' })).toEqual([]);
  });

  it('a product takes the labelled doses of its one active ingredient; a combination has none', () => {
    expect(labelledDoseRangesOf(product('Carprofen')).map((r) => [r.species, r.perDay])).toEqual([['canine', { minMgPerKg: 2.2, maxMgPerKg: 4.4 }]]);
    expect(labelledDoseRangesOf(product('Gabapentin Xylitol-Free Oral Suspension (Compounded)')).map((r) => r.species)).toEqual(['canine', 'feline']);
    expect(labelledDoseRangesOf(product('Ivermectin/Pyrantel'))).toEqual([]);
    expect(labelledDoseRangesOf(null)).toEqual([]);
  });
});

describe('properties', () => {
  const systemic = SAFETY_INGREDIENTS.filter((i) => !i.excipient);
  const drugArb = fc.uniqueArray(fc.constantFrom(...systemic), { minLength: 1, maxLength: 2, selector: (i) => i.code });
  const asProduct = (ings: typeof systemic): SafetyProduct => ({ title: ings.map((i) => i.name).join('/'), ingredients: `Active ingredients: ${ings.map((i) => i.name).join('/')}.`, dosageForm: 'tablet', classification: 'Supplement' });
  const asMed = (ings: typeof systemic, key: string, source: SafetyMedication['source'] = 'VETRX'): SafetyMedication => ({ key, source, label: ings.map((i) => i.name).join('/'), text: ings.map((i) => i.name).join('/'), dosageForm: 'tablet' });
  const sourceArb = fc.constantFrom<SafetyMedication['source']>('VETRX', 'RECORDED', 'PIMS', 'REQUEST');
  const patientArb = fc.record({
    species: fc.constantFrom('canine', 'feline', 'equine', 'small_animal', 'other', 'avian'),
    breed: fc.constantFrom('Collie', 'Chihuahua', 'Pygmy Goat', 'Holland Lop Rabbit', 'Backyard Chicken', ''),
    conditions: fc.subarray(['mdr1_mutation', 'diabetes_mellitus']),
  });
  const asPatient = (p: { species: string; breed: string; conditions: string[] }) => ({ species: { code: p.species }, breed: { name: p.breed }, healthConditions: p.conditions.map((code) => ({ code })) });

  it('duplicate therapy and interactions are symmetric: A checked against B finds what B checked against A finds', () => {
    fc.assert(
      fc.property(drugArb, drugArb, sourceArb, (a, b, source) => {
        const ab = evaluateSafety({ product: asProduct(a), patient: { species: 'canine' }, medications: [asMed(b, 'm', source)] });
        const ba = evaluateSafety({ product: asProduct(b), patient: { species: 'canine' }, medications: [asMed(a, 'm', source)] });
        const key = (fs: typeof ab) => fs.filter((f) => f.kind === 'duplicate' || f.kind === 'interaction').map((f) => `${f.code}/${f.severity}`).sort();
        expect(key(ab)).toEqual(key(ba));
      }),
    );
  });

  it('adding a medication to the list never removes a finding', () => {
    fc.assert(
      fc.property(drugArb, fc.array(drugArb, { maxLength: 4 }), drugArb, patientArb, (p, list, extra, patient) => {
        const meds = list.map((m, i) => asMed(m, `m${i}`));
        const before = evaluateSafety({ product: asProduct(p), patient: asPatient(patient), medications: meds });
        const after = evaluateSafety({ product: asProduct(p), patient: asPatient(patient), medications: [...meds, asMed(extra, 'extra')] });
        const keys = (fs: typeof before) => new Set(fs.map((f) => `${f.code}|${f.against?.key ?? ''}|${f.severity}`));
        const a = keys(after);
        for (const k of keys(before)) expect(a.has(k)).toBe(true);
      }),
    );
  });

  it('findings come most severe first; a finding needs a reason exactly when major or contraindicated (or a far dose) and not prohibited', () => {
    fc.assert(
      fc.property(drugArb, fc.array(drugArb, { maxLength: 4 }), patientArb, (p, list, patient) => {
        const fs = evaluateSafety({ product: asProduct(p), patient: asPatient(patient), medications: list.map((m, i) => asMed(m, `m${i}`)) });
        for (let i = 1; i < fs.length; i++) expect(severityRank(fs[i - 1].severity)).toBeGreaterThanOrEqual(severityRank(fs[i].severity));
        for (const f of fs) {
          if (f.prohibited) expect(f.needsReason).toBe(false);
          else if (f.kind !== 'dose') expect(f.needsReason).toBe(f.severity === 'contraindicated' || f.severity === 'major');
        }
        expect(safetyGate(fs).needsReason).toBe(fs.some((f) => f.needsReason));
      }),
    );
    expect(SAFETY_SEVERITIES.map(severityRank)).toEqual([3, 2, 1, 0]);
  });

  it('no patient or no product, no findings; arbitrary text never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (title, ingredients, directions) => {
        expect(() => evaluateSafety({ product: { title: `Carprofen ${title}`, ingredients, strength: '25 mg' }, patient: { species: 'canine', weight: 10 }, medications: [asMed([systemic[0]], 'x')], directions })).not.toThrow();
        expect(evaluateSafety({ product: null, patient: { species: 'canine' }, medications: [asMed([systemic[0]], 'x')] })).toEqual([]);
        expect(evaluateSafety({ product: { title }, patient: null })).toEqual([]);
      }),
    );
  });
});

describe('the knowledge table', () => {
  it('every rule names ingredients and classes the table knows, with a title, a sentence and a source', () => {
    const codesKnown = new Set(SAFETY_INGREDIENTS.map((i) => i.code));
    const refOk = (r: { ingredient: string } | { class: string }) => ('ingredient' in r ? codesKnown.has(r.ingredient) : SAFETY_INGREDIENTS.some((i) => (i.classes as readonly string[]).includes(r.class)));
    for (const r of SAFETY_INTERACTIONS) expect([r.code, refOk(r.a) && refOk(r.b)]).toEqual([r.code, true]);
    for (const r of SAFETY_CAUTIONS) expect([r.code, refOk(r.ref)]).toEqual([r.code, true]);
    for (const r of [...SAFETY_DUPLICATES, ...SAFETY_INTERACTIONS, ...SAFETY_CAUTIONS]) {
      expect(r.title.length).toBeGreaterThan(5);
      expect(r.message).toMatch(/\.$/);
      expect(r.source.length).toBeGreaterThan(5);
    }
    const all = [...SAFETY_DUPLICATES, ...SAFETY_INTERACTIONS, ...SAFETY_CAUTIONS].map((r) => r.code);
    expect(new Set(all).size).toBe(all.length);
  });
});
