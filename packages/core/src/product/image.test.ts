import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOSAGE_FORM_IMAGE_FILES,
  DOSAGE_FORM_IMAGES,
  DOSAGE_FORM_NOT_FOUND_IMAGE,
  normaliseDosageForm,
  productImageForDosageForm,
} from './image.js';

describe('dosage-form images', () => {
  it('covers about 80 dosage forms, each with a known image file', () => {
    const keys = Object.keys(DOSAGE_FORM_IMAGES);
    expect(keys.length).toBeGreaterThanOrEqual(80);
    for (const [k, v] of Object.entries(DOSAGE_FORM_IMAGES)) {
      expect(normaliseDosageForm(k)).toBe(k);
      expect(DOSAGE_FORM_IMAGE_FILES).toContain(v);
    }
  });
  it.each([
    ['Tablet', 'tablet.svg'],
    ['Tablets', 'tablet.svg'],
    ['Chewable Tablet', 'chewable.svg'],
    ['Tablet, Chewable', 'chewable.svg'],
    ['Capsule', 'capsule.svg'],
    ['Oral Suspension', 'oral-liquid.svg'],
    ['Injectable', 'injectable.svg'],
    ['Ointment', 'ointment.svg'],
    ['Otic Solution', 'otic.svg'],
    ['Ophthalmic Drops', 'ophthalmic.svg'],
    ['Transdermal Gel', 'transdermal.svg'],
    ['Topical Spot-On', 'spot-on.svg'],
    ['Powder', 'powder.svg'],
    ['Treat', 'treat.svg'],
    ['Wipes', 'wipes.svg'],
    ['Glass', 'not-found.svg'],
    ['Flavored Tablets (Beef)', 'tablet.svg'],
    ['Eye Lube', 'ophthalmic.svg'],
    ['Injectable Emulsion', 'injectable.svg'],
    ['Film-Coated Tablet', 'tablet.svg'],
    ['constructor', 'not-found.svg'],
    ['', 'not-found.svg'],
  ])('%s → %s', (form, image) => {
    expect(productImageForDosageForm(form)).toBe(image);
  });
  it('always answers a known image, the not-found one for missing input', () => {
    expect(productImageForDosageForm(null)).toBe(DOSAGE_FORM_NOT_FOUND_IMAGE);
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(DOSAGE_FORM_IMAGE_FILES).toContain(productImageForDosageForm(s));
      }),
    );
  });
  it('is insensitive to case and punctuation', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(DOSAGE_FORM_IMAGES)), (k) => {
        expect(productImageForDosageForm(k.toUpperCase().replace(/ /g, '-'))).toBe(DOSAGE_FORM_IMAGES[k]);
      }),
    );
  });
});
