/**
 * Image file names for dosage forms; the web serves them from its static product-image folder.
 *
 * @example
 * DOSAGE_FORM_IMAGE_FILES.includes('tablet.svg') // true
 */
export const DOSAGE_FORM_IMAGE_FILES = [
  'tablet.svg',
  'chewable.svg',
  'capsule.svg',
  'soft-chew.svg',
  'treat.svg',
  'oral-liquid.svg',
  'oral-syringe.svg',
  'oral-drops.svg',
  'powder.svg',
  'injectable.svg',
  'syringe.svg',
  'implant.svg',
  'ointment.svg',
  'cream.svg',
  'gel.svg',
  'topical-liquid.svg',
  'spray.svg',
  'foam.svg',
  'shampoo.svg',
  'wipes.svg',
  'spot-on.svg',
  'collar.svg',
  'otic.svg',
  'ophthalmic.svg',
  'transdermal.svg',
  'patch.svg',
  'suppository.svg',
  'inhaler.svg',
  'nasal.svg',
  'dental.svg',
  'food-dry.svg',
  'food-wet.svg',
  'bolus.svg',
  'feed-additive.svg',
  'not-found.svg',
] as const;
/**
 * An image file name of {@link DOSAGE_FORM_IMAGE_FILES}.
 *
 * @example
 * const image: DosageFormImage = productImageForDosageForm('Capsule'); // 'capsule.svg'
 */
export type DosageFormImage = (typeof DOSAGE_FORM_IMAGE_FILES)[number];

/**
 * The image shown when a dosage form is unknown or missing.
 *
 * @example
 * DOSAGE_FORM_NOT_FOUND_IMAGE // 'not-found.svg'
 */
export const DOSAGE_FORM_NOT_FOUND_IMAGE: DosageFormImage = 'not-found.svg';

/**
 * Veterinary dosage forms (normalised: lower case, words separated by single spaces) and their image.
 * About 80 forms, as on the product card of the prescription detail view (prescribing §2).
 *
 * @example
 * DOSAGE_FORM_IMAGES['otic solution'] // 'otic.svg'
 */
export const DOSAGE_FORM_IMAGES: Readonly<Record<string, DosageFormImage>> = {
  tablet: 'tablet.svg',
  'film coated tablet': 'tablet.svg',
  'coated tablet': 'tablet.svg',
  'scored tablet': 'tablet.svg',
  'extended release tablet': 'tablet.svg',
  'delayed release tablet': 'tablet.svg',
  'enteric coated tablet': 'tablet.svg',
  'sublingual tablet': 'tablet.svg',
  'effervescent tablet': 'tablet.svg',
  'orally disintegrating tablet': 'tablet.svg',
  'tablet for oral suspension': 'tablet.svg',
  caplet: 'tablet.svg',
  lozenge: 'tablet.svg',
  troche: 'tablet.svg',
  'chewable tablet': 'chewable.svg',
  'flavored tablet': 'chewable.svg',
  'flavored chewable tablet': 'chewable.svg',
  'chewable tab': 'chewable.svg',
  capsule: 'capsule.svg',
  'hard capsule': 'capsule.svg',
  'soft gelatin capsule': 'capsule.svg',
  softgel: 'capsule.svg',
  'extended release capsule': 'capsule.svg',
  'delayed release capsule': 'capsule.svg',
  'sprinkle capsule': 'capsule.svg',
  'soft chew': 'soft-chew.svg',
  'chewable soft chew': 'soft-chew.svg',
  chew: 'soft-chew.svg',
  'chewable treat': 'treat.svg',
  treat: 'treat.svg',
  bite: 'treat.svg',
  'oral solution': 'oral-liquid.svg',
  'oral suspension': 'oral-liquid.svg',
  'oral liquid': 'oral-liquid.svg',
  liquid: 'oral-liquid.svg',
  syrup: 'oral-liquid.svg',
  elixir: 'oral-liquid.svg',
  emulsion: 'oral-liquid.svg',
  'oral paste': 'oral-syringe.svg',
  paste: 'oral-syringe.svg',
  'oral gel': 'oral-syringe.svg',
  'oral syringe': 'oral-syringe.svg',
  'oral drops': 'oral-drops.svg',
  drops: 'oral-drops.svg',
  'oral spray': 'spray.svg',
  powder: 'powder.svg',
  'oral powder': 'powder.svg',
  granules: 'powder.svg',
  sprinkles: 'powder.svg',
  'powder for oral suspension': 'powder.svg',
  injectable: 'injectable.svg',
  injection: 'injectable.svg',
  'injectable solution': 'injectable.svg',
  'injectable suspension': 'injectable.svg',
  'powder for injection': 'injectable.svg',
  'lyophilized powder': 'injectable.svg',
  vial: 'injectable.svg',
  'multi dose vial': 'injectable.svg',
  'prefilled syringe': 'syringe.svg',
  implant: 'implant.svg',
  ointment: 'ointment.svg',
  'topical ointment': 'ointment.svg',
  cream: 'cream.svg',
  'topical cream': 'cream.svg',
  gel: 'gel.svg',
  'topical gel': 'gel.svg',
  lotion: 'topical-liquid.svg',
  'topical solution': 'topical-liquid.svg',
  'topical suspension': 'topical-liquid.svg',
  'pour on': 'topical-liquid.svg',
  'topical spray': 'spray.svg',
  spray: 'spray.svg',
  mist: 'spray.svg',
  foam: 'foam.svg',
  mousse: 'foam.svg',
  shampoo: 'shampoo.svg',
  conditioner: 'shampoo.svg',
  rinse: 'shampoo.svg',
  wipes: 'wipes.svg',
  pads: 'wipes.svg',
  'spot on': 'spot-on.svg',
  'topical spot on': 'spot-on.svg',
  'topical drops': 'spot-on.svg',
  collar: 'collar.svg',
  'otic solution': 'otic.svg',
  'otic suspension': 'otic.svg',
  'otic ointment': 'otic.svg',
  'ear drops': 'otic.svg',
  'ear cleanser': 'otic.svg',
  'ophthalmic solution': 'ophthalmic.svg',
  'ophthalmic drops': 'ophthalmic.svg',
  'ophthalmic suspension': 'ophthalmic.svg',
  'ophthalmic ointment': 'ophthalmic.svg',
  'ophthalmic gel': 'ophthalmic.svg',
  'eye drops': 'ophthalmic.svg',
  'transdermal gel': 'transdermal.svg',
  'transdermal cream': 'transdermal.svg',
  'transdermal patch': 'patch.svg',
  patch: 'patch.svg',
  suppository: 'suppository.svg',
  enema: 'suppository.svg',
  inhaler: 'inhaler.svg',
  'inhalation solution': 'inhaler.svg',
  'nasal spray': 'nasal.svg',
  'nasal drops': 'nasal.svg',
  'dental chew': 'dental.svg',
  toothpaste: 'dental.svg',
  'oral rinse': 'dental.svg',
  'dry food': 'food-dry.svg',
  kibble: 'food-dry.svg',
  'wet food': 'food-wet.svg',
  'canned food': 'food-wet.svg',
  can: 'food-wet.svg',
  pouch: 'food-wet.svg',
  bolus: 'bolus.svg',
  drench: 'oral-liquid.svg',
  'feed additive': 'feed-additive.svg',
  'water additive': 'feed-additive.svg',
  'medicated feed': 'feed-additive.svg',
};

/** Words that, found in an unlisted dosage form, still tell which image fits (first match wins). */
const KEYWORDS: ReadonlyArray<readonly [RegExp, DosageFormImage]> = [
  [/\bophthalmic\b|\beye\b/, 'ophthalmic.svg'],
  [/\botic\b|\bear\b/, 'otic.svg'],
  [/\btransdermal\b/, 'transdermal.svg'],
  [/\binject/, 'injectable.svg'],
  [/\bchewable\b/, 'chewable.svg'],
  [/\btablet|\btab\b/, 'tablet.svg'],
  [/\bcapsule|\bcap\b/, 'capsule.svg'],
  [/\bchew\b/, 'soft-chew.svg'],
  [/\bspot on\b/, 'spot-on.svg'],
  [/\bsuspension\b|\bsolution\b|\bliquid\b/, 'oral-liquid.svg'],
  [/\bpowder\b/, 'powder.svg'],
  [/\bspray\b/, 'spray.svg'],
  [/\bointment\b/, 'ointment.svg'],
  [/\bcream\b/, 'cream.svg'],
  [/\bgel\b/, 'gel.svg'],
  [/\bshampoo\b/, 'shampoo.svg'],
  [/\bfood\b/, 'food-dry.svg'],
];

/**
 * Normalises a dosage form for lookup: lower case, any run of non-alphanumerics becomes one space.
 *
 * @example
 * normaliseDosageForm('Tablet, Film-Coated') // 'tablet film coated'
 */
export function normaliseDosageForm(value: string | null | undefined): string {
  return (value ?? '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/**
 * The image of a dosage form: an exact match in {@link DOSAGE_FORM_IMAGES} (also singular, and with
 * "Tablet, Chewable" word order), then a keyword match, then {@link DOSAGE_FORM_NOT_FOUND_IMAGE}.
 *
 * @example
 * productImageForDosageForm('Chewable Tablets') // 'chewable.svg'
 * productImageForDosageForm('Ophthalmic Drops') // 'ophthalmic.svg'
 * productImageForDosageForm('') // 'not-found.svg'
 */
export function productImageForDosageForm(dosageForm: string | null | undefined): DosageFormImage {
  const key = normaliseDosageForm(dosageForm);
  if (!key) return DOSAGE_FORM_NOT_FOUND_IMAGE;
  const words = key.split(' ');
  const singular = words.map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
  const candidates = [key, singular.join(' '), [...singular.slice(1), singular[0]].join(' ')];
  for (const c of candidates) {
    if (Object.hasOwn(DOSAGE_FORM_IMAGES, c)) return DOSAGE_FORM_IMAGES[c];
  }
  for (const [re, image] of KEYWORDS) if (re.test(singular.join(' '))) return image;
  return DOSAGE_FORM_NOT_FOUND_IMAGE;
}
