/**
 * The safety knowledge table (issue 42 item 2): which ingredient belongs to which drug
 * class, which classes and ingredients interact or duplicate each other, the species and breed cautions,
 * the food-producing animals with the drugs prohibited for extra-label use, and the tiers of the dose
 * check. Data, not code: `evaluateSafety` reads it, and every finding names the entry and source it
 * came from. Versioned: the version is stored with every prescription authorized against it.
 *
 * Plausible figures in the spirit of the references named in each source — a demo knowledge base for
 * the safety screen, not clinical guidance.
 */

/**
 * The version of the knowledge table; stored with every safety review. Change it
 * whenever an entry changes.
 *
 * @example
 * SAFETY_KNOWLEDGE_VERSION // '2026.12.1'
 */
export const SAFETY_KNOWLEDGE_VERSION = '2026.12.1';

/**
 * The four severities, most severe first.
 *
 * @example
 * SAFETY_SEVERITIES[0] // 'contraindicated'
 */
export const SAFETY_SEVERITIES = ['contraindicated', 'major', 'moderate', 'minor'] as const;

/**
 * One of {@link SAFETY_SEVERITIES}.
 *
 * @example
 * const s: SafetySeverity = 'major';
 */
export type SafetySeverity = (typeof SAFETY_SEVERITIES)[number];

/**
 * Drug classes of the table, with the name a vet reads.
 *
 * @example
 * SAFETY_CLASSES.nsaid // 'NSAID'
 */
export const SAFETY_CLASSES = {
  nsaid: 'NSAID',
  piprant: 'piprant (EP4 receptor antagonist)',
  corticosteroid: 'corticosteroid',
  opioid: 'opioid',
  benzodiazepine: 'benzodiazepine',
  gabapentinoid: 'gabapentinoid',
  serotonergic: 'serotonergic drug',
  ssri: 'SSRI',
  tca: 'tricyclic antidepressant',
  maoi: 'MAO inhibitor',
  sympathomimetic: 'sympathomimetic',
  ace_inhibitor: 'ACE inhibitor',
  loop_diuretic: 'loop diuretic',
  aldosterone_antagonist: 'aldosterone antagonist',
  beta_blocker: 'beta blocker',
  calcium_channel_blocker: 'calcium channel blocker',
  antiplatelet: 'antiplatelet drug',
  adrenal_suppressant: 'adrenal suppressant',
  insulin: 'insulin',
  fluoroquinolone: 'fluoroquinolone',
  tetracycline: 'tetracycline',
  cephalosporin: 'cephalosporin',
  aminopenicillin: 'aminopenicillin',
  penicillin: 'penicillin',
  lincosamide: 'lincosamide',
  macrolide: 'macrolide',
  nitroimidazole: 'nitroimidazole',
  amphenicol: 'amphenicol',
  glycopeptide: 'glycopeptide',
  nitrofuran: 'nitrofuran',
  sulfonamide: 'sulfonamide',
  azole_antifungal: 'azole antifungal',
  calcineurin_inhibitor: 'calcineurin inhibitor',
  jak_inhibitor: 'JAK inhibitor',
  macrocyclic_lactone: 'macrocyclic lactone',
  isoxazoline: 'isoxazoline',
  spinosyn: 'spinosyn',
  pyrethroid: 'pyrethroid',
  barbiturate: 'barbiturate',
  bromide: 'bromide',
  sucralfate: 'sucralfate',
  acid_suppressant: 'acid suppressant',
  prokinetic: 'prokinetic',
  pgp_inhibitor: 'P-glycoprotein inhibitor',
  vinca_alkaloid: 'vinca alkaloid',
  phenothiazine: 'phenothiazine',
  sweetener: 'sweetener',
  dye: 'dye',
  beta_agonist: 'beta-agonist',
  estrogen: 'synthetic estrogen',
} as const;

/**
 * A class code of {@link SAFETY_CLASSES}.
 *
 * @example
 * const c: SafetyClassCode = 'opioid';
 */
export type SafetyClassCode = keyof typeof SAFETY_CLASSES;

/**
 * An ingredient of the table: its code, the name shown, the words it is recognised by (whole words,
 * case and punctuation ignored) and its classes. An `excipient` is looked for in the whole ingredients
 * list (inactive ingredients included), never in a product's name.
 *
 * @example
 * const carprofen: SafetyIngredient = { code: 'carprofen', name: 'Carprofen', match: ['carprofen'], classes: ['nsaid'] };
 */
export interface SafetyIngredient {
  readonly code: string;
  readonly name: string;
  readonly match: readonly string[];
  readonly classes: readonly SafetyClassCode[];
  readonly excipient?: boolean;
}

const ing = (code: string, name: string, classes: readonly SafetyClassCode[], match: readonly string[] = [name.toLowerCase()]): SafetyIngredient => ({ code, name, match, classes });

/**
 * Every ingredient the table knows (issue 42 item 5: the demo catalogue's families and the common
 * drugs recorded as current medications).
 *
 * @example
 * SAFETY_INGREDIENTS.find((i) => i.code === 'deracoxib')?.classes // ['nsaid']
 */
export const SAFETY_INGREDIENTS: readonly SafetyIngredient[] = [
  // Anti-inflammatories
  ing('carprofen', 'Carprofen', ['nsaid']),
  ing('meloxicam', 'Meloxicam', ['nsaid']),
  ing('robenacoxib', 'Robenacoxib', ['nsaid']),
  ing('deracoxib', 'Deracoxib', ['nsaid']),
  ing('firocoxib', 'Firocoxib', ['nsaid']),
  ing('tepoxalin', 'Tepoxalin', ['nsaid']),
  ing('flunixin', 'Flunixin', ['nsaid']),
  ing('phenylbutazone', 'Phenylbutazone', ['nsaid'], ['phenylbutazone', 'bute']),
  ing('ketoprofen', 'Ketoprofen', ['nsaid']),
  ing('aspirin', 'Aspirin', ['nsaid'], ['aspirin', 'acetylsalicylic acid']),
  ing('grapiprant', 'Grapiprant', ['piprant']),
  ing('acetaminophen', 'Acetaminophen', [], ['acetaminophen', 'paracetamol']),
  ing('prednisone', 'Prednisone', ['corticosteroid']),
  ing('prednisolone', 'Prednisolone', ['corticosteroid']),
  ing('methylprednisolone', 'Methylprednisolone', ['corticosteroid']),
  ing('dexamethasone', 'Dexamethasone', ['corticosteroid']),
  ing('budesonide', 'Budesonide', ['corticosteroid']),
  ing('triamcinolone', 'Triamcinolone', ['corticosteroid']),
  ing('hydrocortisone', 'Hydrocortisone', ['corticosteroid']),
  ing('betamethasone', 'Betamethasone', ['corticosteroid']),
  ing('mometasone', 'Mometasone', ['corticosteroid']),
  // Pain, sedation and behaviour
  ing('hydromorphone', 'Hydromorphone', ['opioid']),
  ing('fentanyl', 'Fentanyl', ['opioid']),
  ing('buprenorphine', 'Buprenorphine', ['opioid']),
  ing('butorphanol', 'Butorphanol', ['opioid']),
  ing('hydrocodone', 'Hydrocodone', ['opioid']),
  ing('methadone', 'Methadone', ['opioid']),
  ing('morphine', 'Morphine', ['opioid']),
  ing('codeine', 'Codeine', ['opioid']),
  ing('tramadol', 'Tramadol', ['opioid', 'serotonergic']),
  ing('loperamide', 'Loperamide', ['opioid']),
  ing('diphenoxylate', 'Diphenoxylate', ['opioid']),
  ing('diazepam', 'Diazepam', ['benzodiazepine']),
  ing('alprazolam', 'Alprazolam', ['benzodiazepine']),
  ing('midazolam', 'Midazolam', ['benzodiazepine']),
  ing('gabapentin', 'Gabapentin', ['gabapentinoid']),
  ing('pregabalin', 'Pregabalin', ['gabapentinoid']),
  ing('fluoxetine', 'Fluoxetine', ['ssri', 'serotonergic']),
  ing('paroxetine', 'Paroxetine', ['ssri', 'serotonergic']),
  ing('sertraline', 'Sertraline', ['ssri', 'serotonergic']),
  ing('trazodone', 'Trazodone', ['serotonergic']),
  ing('clomipramine', 'Clomipramine', ['tca', 'serotonergic']),
  ing('amitriptyline', 'Amitriptyline', ['tca', 'serotonergic']),
  ing('mirtazapine', 'Mirtazapine', ['serotonergic']),
  ing('selegiline', 'Selegiline', ['maoi']),
  ing('amitraz', 'Amitraz', ['maoi']),
  ing('phenylpropanolamine', 'Phenylpropanolamine', ['sympathomimetic']),
  ing('acepromazine', 'Acepromazine', ['phenothiazine']),
  ing('ketamine', 'Ketamine', []),
  // Heart, kidney and endocrine
  ing('enalapril', 'Enalapril', ['ace_inhibitor']),
  ing('benazepril', 'Benazepril', ['ace_inhibitor']),
  ing('furosemide', 'Furosemide', ['loop_diuretic']),
  ing('torsemide', 'Torsemide', ['loop_diuretic']),
  ing('spironolactone', 'Spironolactone', ['aldosterone_antagonist']),
  ing('atenolol', 'Atenolol', ['beta_blocker']),
  ing('amlodipine', 'Amlodipine', ['calcium_channel_blocker']),
  ing('diltiazem', 'Diltiazem', ['calcium_channel_blocker']),
  ing('pimobendan', 'Pimobendan', []),
  ing('clopidogrel', 'Clopidogrel', ['antiplatelet']),
  ing('trilostane', 'Trilostane', ['adrenal_suppressant']),
  ing('insulin', 'Insulin', ['insulin'], ['insulin', 'porcine insulin']),
  ing('methimazole', 'Methimazole', []),
  ing('levothyroxine', 'Levothyroxine', []),
  ing('pergolide', 'Pergolide', []),
  // Anti-infectives
  ing('enrofloxacin', 'Enrofloxacin', ['fluoroquinolone']),
  ing('marbofloxacin', 'Marbofloxacin', ['fluoroquinolone']),
  ing('pradofloxacin', 'Pradofloxacin', ['fluoroquinolone']),
  ing('ciprofloxacin', 'Ciprofloxacin', ['fluoroquinolone']),
  ing('ofloxacin', 'Ofloxacin', ['fluoroquinolone']),
  ing('doxycycline', 'Doxycycline', ['tetracycline']),
  ing('minocycline', 'Minocycline', ['tetracycline']),
  ing('cephalexin', 'Cephalexin', ['cephalosporin']),
  ing('cefpodoxime', 'Cefpodoxime', ['cephalosporin']),
  ing('cefovecin', 'Cefovecin', ['cephalosporin']),
  ing('ceftiofur', 'Ceftiofur', ['cephalosporin']),
  ing('amoxicillin', 'Amoxicillin', ['aminopenicillin']),
  ing('ampicillin', 'Ampicillin', ['aminopenicillin']),
  ing('penicillin', 'Penicillin', ['penicillin']),
  ing('clindamycin', 'Clindamycin', ['lincosamide']),
  ing('lincomycin', 'Lincomycin', ['lincosamide']),
  ing('erythromycin', 'Erythromycin', ['macrolide']),
  ing('azithromycin', 'Azithromycin', ['macrolide']),
  ing('metronidazole', 'Metronidazole', ['nitroimidazole']),
  ing('ronidazole', 'Ronidazole', ['nitroimidazole']),
  ing('chloramphenicol', 'Chloramphenicol', ['amphenicol']),
  ing('florfenicol', 'Florfenicol', []),
  ing('vancomycin', 'Vancomycin', ['glycopeptide']),
  ing('nitrofurantoin', 'Nitrofurantoin', ['nitrofuran']),
  ing('nitrofurazone', 'Nitrofurazone', ['nitrofuran']),
  ing('furazolidone', 'Furazolidone', ['nitrofuran']),
  ing('sulfamethoxazole', 'Sulfamethoxazole', ['sulfonamide']),
  ing('sulfadiazine', 'Sulfadiazine', ['sulfonamide'], ['sulfadiazine', 'silver sulfadiazine']),
  ing('ketoconazole', 'Ketoconazole', ['azole_antifungal', 'pgp_inhibitor']),
  ing('itraconazole', 'Itraconazole', ['azole_antifungal', 'pgp_inhibitor']),
  ing('fluconazole', 'Fluconazole', ['azole_antifungal']),
  ing('terbinafine', 'Terbinafine', []),
  // Immune and skin
  ing('cyclosporine', 'Cyclosporine', ['calcineurin_inhibitor', 'pgp_inhibitor']),
  ing('tacrolimus', 'Tacrolimus', ['calcineurin_inhibitor']),
  ing('oclacitinib', 'Oclacitinib', ['jak_inhibitor']),
  // Parasiticides
  ing('ivermectin', 'Ivermectin', ['macrocyclic_lactone']),
  ing('milbemycin', 'Milbemycin oxime', ['macrocyclic_lactone'], ['milbemycin']),
  ing('moxidectin', 'Moxidectin', ['macrocyclic_lactone']),
  ing('selamectin', 'Selamectin', ['macrocyclic_lactone']),
  ing('eprinomectin', 'Eprinomectin', ['macrocyclic_lactone']),
  ing('emodepside', 'Emodepside', []),
  ing('fluralaner', 'Fluralaner', ['isoxazoline']),
  ing('afoxolaner', 'Afoxolaner', ['isoxazoline'], ['afoxolaner', 'esafoxolaner']),
  ing('sarolaner', 'Sarolaner', ['isoxazoline']),
  ing('lotilaner', 'Lotilaner', ['isoxazoline']),
  ing('spinosad', 'Spinosad', ['spinosyn', 'pgp_inhibitor']),
  ing('permethrin', 'Permethrin', ['pyrethroid']),
  ing('fipronil', 'Fipronil', []),
  ing('imidacloprid', 'Imidacloprid', []),
  // Flumethrin is a pyrethroid, but its collar is labelled for cats at its low release: no cat caution.
  ing('flumethrin', 'Flumethrin', []),
  ing('pyrethrins', 'Pyrethrins', []),
  ing('nitenpyram', 'Nitenpyram', []),
  ing('praziquantel', 'Praziquantel', []),
  ing('pyrantel', 'Pyrantel', []),
  ing('fenbendazole', 'Fenbendazole', []),
  ing('lufenuron', 'Lufenuron', []),
  // Gastrointestinal
  ing('maropitant', 'Maropitant', []),
  ing('ondansetron', 'Ondansetron', []),
  ing('misoprostol', 'Misoprostol', []),
  ing('ursodiol', 'Ursodiol', []),
  ing('lactulose', 'Lactulose', []),
  ing('cyanocobalamin', 'Cyanocobalamin', [], ['cyanocobalamin', 'vitamin b12']),
  ing('sucralfate', 'Sucralfate', ['sucralfate']),
  ing('famotidine', 'Famotidine', ['acid_suppressant']),
  ing('omeprazole', 'Omeprazole', ['acid_suppressant']),
  ing('cisapride', 'Cisapride', ['prokinetic']),
  ing('metoclopramide', 'Metoclopramide', ['prokinetic']),
  // Seizures
  ing('phenobarbital', 'Phenobarbital', ['barbiturate']),
  ing('potassium_bromide', 'Potassium bromide', ['bromide'], ['potassium bromide']),
  ing('levetiracetam', 'Levetiracetam', []),
  ing('zonisamide', 'Zonisamide', []),
  // Oncology
  ing('vincristine', 'Vincristine', ['vinca_alkaloid']),
  ing('vinblastine', 'Vinblastine', ['vinca_alkaloid']),
  ing('doxorubicin', 'Doxorubicin', []),
  ing('chlorambucil', 'Chlorambucil', []),
  ing('lomustine', 'Lomustine', []),
  // Eye, ear and skin
  ing('tobramycin', 'Tobramycin', []),
  ing('latanoprost', 'Latanoprost', []),
  ing('mupirocin', 'Mupirocin', []),
  ing('chlorhexidine', 'Chlorhexidine', []),
  ing('miconazole', 'Miconazole', ['azole_antifungal']),
  ing('hypochlorous_acid', 'Hypochlorous acid', [], ['hypochlorous acid']),
  // Prohibited in food animals (21 CFR 530.41)
  ing('clenbuterol', 'Clenbuterol', ['beta_agonist']),
  ing('diethylstilbestrol', 'Diethylstilbestrol', ['estrogen']),
  ing('gentian_violet', 'Gentian violet', ['dye'], ['gentian violet']),
  // Excipients
  { code: 'xylitol', name: 'Xylitol', match: ['xylitol'], classes: ['sweetener'], excipient: true },
];

/**
 * A reference to what a rule is about: one ingredient, or every ingredient of a class.
 *
 * @example
 * const ref: SafetyRef = { class: 'nsaid' };
 */
export type SafetyRef = { readonly ingredient: string } | { readonly class: SafetyClassCode };

/**
 * Duplicate therapy of two classes: the new product and a medication on the list both
 * in these classes (in either order). The same ingredient twice is its own rule ({@link SAME_INGREDIENT}).
 *
 * @example
 * const twoNsaids: SafetyDuplicateRule = { code: 'dup-nsaid-nsaid', classes: ['nsaid', 'nsaid'], severity: 'major', title: 'Two NSAIDs', message: '…', source: '…' };
 */
export interface SafetyDuplicateRule {
  readonly code: string;
  readonly classes: readonly [SafetyClassCode, SafetyClassCode];
  readonly severity: SafetySeverity;
  readonly title: string;
  readonly message: string;
  readonly source: string;
}

const PLUMB = "Plumb's Veterinary Drug Handbook, 10th ed.";
const BSAVA = 'BSAVA Small Animal Formulary, 11th ed.';

/**
 * The same ingredient twice: moderate — a second supply of the same drug is most often a
 * refill, a change of strength or a replacement, which the vet sees at a glance (the card also says
 * "Possible duplicate" for the same family, and bulk approval leaves it alone); two different drugs of
 * one class are the dangerous duplicates.
 *
 * @example
 * SAME_INGREDIENT.severity // 'moderate'
 */
export const SAME_INGREDIENT = {
  code: 'dup-same-ingredient',
  severity: 'moderate' as SafetySeverity,
  title: 'Same ingredient twice',
  message: 'The patient would take the same drug twice: a double dose. Check whether this replaces or continues the other rather than adds to it.',
  source: 'Duplicate therapy screening (ISMP); ' + PLUMB,
} as const;

/**
 * Duplicate therapy of drug classes (issue 42: two NSAIDs, an NSAID with a corticosteroid, two opioids, …).
 *
 * @example
 * SAFETY_DUPLICATES.find((d) => d.code === 'dup-nsaid-nsaid')?.severity // 'major'
 */
export const SAFETY_DUPLICATES: readonly SafetyDuplicateRule[] = [
  { code: 'dup-nsaid-nsaid', classes: ['nsaid', 'nsaid'], severity: 'major', title: 'Two NSAIDs', message: 'Two NSAIDs together multiply the risk of gastrointestinal ulceration, perforation and acute kidney injury. When switching NSAIDs, allow a washout of 5–7 days.', source: PLUMB + ': NSAIDs; FDA CVM, Client information on NSAIDs for dogs' },
  { code: 'dup-nsaid-corticosteroid', classes: ['nsaid', 'corticosteroid'], severity: 'major', title: 'NSAID with a corticosteroid', message: 'An NSAID given with a systemic corticosteroid greatly increases the risk of gastrointestinal ulceration and perforation. Avoid the combination; allow a washout between them.', source: PLUMB + ': Carprofen, Prednisone (drug interactions)' },
  { code: 'dup-opioid-opioid', classes: ['opioid', 'opioid'], severity: 'major', title: 'Two opioids', message: 'Two opioids add respiratory depression and sedation; a partial agonist (buprenorphine, butorphanol) also blocks the analgesia of a full agonist. Use one opioid.', source: PLUMB + ': Opioid agonists, drug interactions' },
  { code: 'dup-corticosteroid-corticosteroid', classes: ['corticosteroid', 'corticosteroid'], severity: 'moderate', title: 'Two corticosteroids', message: 'Two systemic corticosteroids add up: the total glucocorticoid dose and its adverse effects (polyuria, GI ulceration, adrenal suppression) increase.', source: PLUMB + ': Glucocorticoids' },
  { code: 'dup-piprant-nsaid', classes: ['piprant', 'nsaid'], severity: 'moderate', title: 'Grapiprant with an NSAID', message: 'Grapiprant with an NSAID has not been studied; both act on the prostaglandin pathway. Allow a washout when switching.', source: 'Grapiprant product label (FDA NADA 141-455)' },
  { code: 'dup-piprant-corticosteroid', classes: ['piprant', 'corticosteroid'], severity: 'moderate', title: 'Grapiprant with a corticosteroid', message: 'Grapiprant with a corticosteroid has not been studied; the risk of GI adverse effects may increase.', source: 'Grapiprant product label (FDA NADA 141-455)' },
  { code: 'dup-benzodiazepine', classes: ['benzodiazepine', 'benzodiazepine'], severity: 'moderate', title: 'Two benzodiazepines', message: 'Two benzodiazepines add sedation and ataxia.', source: BSAVA },
  { code: 'dup-ace-inhibitor', classes: ['ace_inhibitor', 'ace_inhibitor'], severity: 'moderate', title: 'Two ACE inhibitors', message: 'Two ACE inhibitors add hypotension, azotemia and hyperkalemia without further benefit.', source: PLUMB + ': Enalapril, Benazepril' },
  { code: 'dup-fluoroquinolone', classes: ['fluoroquinolone', 'fluoroquinolone'], severity: 'moderate', title: 'Two fluoroquinolones', message: 'Two fluoroquinolones add toxicity (cartilage, CNS, retina in cats) without broader cover.', source: PLUMB + ': Fluoroquinolones' },
  { code: 'dup-azole', classes: ['azole_antifungal', 'azole_antifungal'], severity: 'moderate', title: 'Two azole antifungals', message: 'Two azole antifungals add hepatotoxicity without broader cover.', source: PLUMB + ': Azole antifungals' },
  { code: 'dup-isoxazoline', classes: ['isoxazoline', 'isoxazoline'], severity: 'moderate', title: 'Two isoxazolines', message: 'Two isoxazoline flea and tick products together exceed the labelled exposure; neurologic adverse events (tremors, ataxia, seizures) are more likely.', source: 'FDA CVM, Fact sheet: isoxazoline flea and tick products (2018)' },
  { code: 'dup-macrocyclic-lactone', classes: ['macrocyclic_lactone', 'macrocyclic_lactone'], severity: 'moderate', title: 'Two macrocyclic lactones', message: 'Two macrocyclic-lactone parasiticides together raise the exposure; in dogs with the MDR1 mutation the combined dose can cause neurotoxicity.', source: 'Washington State University VCPL, Affected drugs (MDR1)' },
  { code: 'dup-ssri', classes: ['ssri', 'ssri'], severity: 'moderate', title: 'Two SSRIs', message: 'Two SSRIs add serotonergic effects: risk of serotonin syndrome.', source: BSAVA },
  { code: 'dup-insulin', classes: ['insulin', 'insulin'], severity: 'moderate', title: 'Two insulins', message: 'Two insulin products risk hypoglycemia; make sure one replaces the other.', source: 'AAHA Diabetes Management Guidelines (2018)' },
];

/**
 * A drug–drug interaction between something the new product contains and something a medication on the
 * list contains (in either order).
 *
 * @example
 * const rule: SafetyInteractionRule = { code: 'int-maoi-serotonergic', a: { class: 'maoi' }, b: { class: 'serotonergic' }, severity: 'contraindicated', title: '…', message: '…', source: '…' };
 */
export interface SafetyInteractionRule {
  readonly code: string;
  readonly a: SafetyRef;
  readonly b: SafetyRef;
  readonly severity: SafetySeverity;
  readonly title: string;
  readonly message: string;
  readonly source: string;
}

/**
 * The drug–drug interactions of the table.
 *
 * @example
 * SAFETY_INTERACTIONS.some((r) => r.code === 'int-tramadol-ssri') // true
 */
export const SAFETY_INTERACTIONS: readonly SafetyInteractionRule[] = [
  { code: 'int-maoi-serotonergic', a: { class: 'maoi' }, b: { class: 'serotonergic' }, severity: 'contraindicated', title: 'MAO inhibitor with a serotonergic drug', message: 'Selegiline or amitraz with a serotonergic drug (SSRI, tricyclic, trazodone, tramadol, mirtazapine) can cause serotonin syndrome: agitation, tremors, hyperthermia, seizures. Allow at least 2 weeks between them (5 weeks after fluoxetine).', source: 'Selegiline product label (FDA NADA 141-080); ' + PLUMB },
  { code: 'int-maoi-sympathomimetic', a: { class: 'maoi' }, b: { class: 'sympathomimetic' }, severity: 'contraindicated', title: 'MAO inhibitor with phenylpropanolamine', message: 'An MAO inhibitor with phenylpropanolamine can cause a hypertensive crisis.', source: PLUMB + ': Selegiline, Phenylpropanolamine' },
  { code: 'int-tramadol-ssri', a: { ingredient: 'tramadol' }, b: { class: 'ssri' }, severity: 'major', title: 'Tramadol with an SSRI', message: 'Tramadol with an SSRI risks serotonin syndrome and lowers the seizure threshold; fluoxetine also blocks tramadol’s conversion to its active metabolite.', source: PLUMB + ': Tramadol' },
  { code: 'int-tramadol-tca', a: { ingredient: 'tramadol' }, b: { class: 'tca' }, severity: 'major', title: 'Tramadol with a tricyclic antidepressant', message: 'Tramadol with clomipramine or amitriptyline risks serotonin syndrome and seizures.', source: PLUMB + ': Tramadol' },
  { code: 'int-tramadol-trazodone', a: { ingredient: 'tramadol' }, b: { ingredient: 'trazodone' }, severity: 'major', title: 'Tramadol with trazodone', message: 'Tramadol with trazodone risks serotonin syndrome; if both are needed, use low doses and watch for agitation, tremors and hyperthermia.', source: PLUMB + ': Trazodone' },
  { code: 'int-serotonergic', a: { class: 'ssri' }, b: { ingredient: 'trazodone' }, severity: 'moderate', title: 'SSRI with trazodone', message: 'An SSRI with trazodone adds serotonergic effects. Common in behaviour medicine at low doses; start low and watch for serotonin syndrome.', source: BSAVA + ': Trazodone' },
  { code: 'int-benzodiazepine-opioid', a: { class: 'benzodiazepine' }, b: { class: 'opioid' }, severity: 'moderate', title: 'Benzodiazepine with an opioid', message: 'A benzodiazepine with an opioid adds sedation and respiratory depression.', source: PLUMB },
  { code: 'int-gabapentinoid-opioid', a: { class: 'gabapentinoid' }, b: { class: 'opioid' }, severity: 'minor', title: 'Gabapentinoid with an opioid', message: 'Gabapentin or pregabalin with an opioid adds sedation; a lower opioid dose may suffice.', source: PLUMB + ': Gabapentin' },
  { code: 'int-nsaid-ace', a: { class: 'nsaid' }, b: { class: 'ace_inhibitor' }, severity: 'moderate', title: 'NSAID with an ACE inhibitor', message: 'An NSAID with an ACE inhibitor reduces kidney perfusion: monitor renal values and blood pressure, especially in older or dehydrated patients.', source: PLUMB + ': Benazepril (drug interactions)' },
  { code: 'int-nsaid-loop-diuretic', a: { class: 'nsaid' }, b: { class: 'loop_diuretic' }, severity: 'moderate', title: 'NSAID with furosemide', message: 'An NSAID blunts the diuretic effect of furosemide and adds to the risk of acute kidney injury.', source: PLUMB + ': Furosemide' },
  { code: 'int-nsaid-antiplatelet', a: { class: 'nsaid' }, b: { class: 'antiplatelet' }, severity: 'moderate', title: 'NSAID with clopidogrel', message: 'An NSAID with clopidogrel increases the risk of bleeding, in particular gastrointestinal bleeding.', source: PLUMB + ': Clopidogrel' },
  { code: 'int-ace-aldosterone', a: { class: 'ace_inhibitor' }, b: { class: 'aldosterone_antagonist' }, severity: 'minor', title: 'ACE inhibitor with spironolactone', message: 'An ACE inhibitor with spironolactone can raise potassium; often intended in heart failure — monitor potassium.', source: PLUMB + ': Spironolactone' },
  { code: 'int-trilostane-ace', a: { class: 'adrenal_suppressant' }, b: { class: 'ace_inhibitor' }, severity: 'moderate', title: 'Trilostane with an ACE inhibitor', message: 'Trilostane with an ACE inhibitor can cause hyperkalemia and hypotension; monitor electrolytes.', source: 'Trilostane product label (FDA NADA 141-291)' },
  { code: 'int-trilostane-aldosterone', a: { class: 'adrenal_suppressant' }, b: { class: 'aldosterone_antagonist' }, severity: 'moderate', title: 'Trilostane with spironolactone', message: 'Trilostane with spironolactone can cause hyperkalemia; monitor electrolytes.', source: 'Trilostane product label (FDA NADA 141-291)' },
  { code: 'int-fluoroquinolone-sucralfate', a: { class: 'fluoroquinolone' }, b: { class: 'sucralfate' }, severity: 'moderate', title: 'Fluoroquinolone with sucralfate', message: 'Sucralfate binds fluoroquinolones in the gut and can make them ineffective: give the antibiotic at least 2 hours before sucralfate.', source: PLUMB + ': Sucralfate' },
  { code: 'int-tetracycline-sucralfate', a: { class: 'tetracycline' }, b: { class: 'sucralfate' }, severity: 'minor', title: 'Doxycycline with sucralfate', message: 'Sucralfate reduces the absorption of doxycycline: separate the doses by 2 hours.', source: PLUMB + ': Doxycycline' },
  { code: 'int-azole-calcineurin', a: { class: 'azole_antifungal' }, b: { class: 'calcineurin_inhibitor' }, severity: 'moderate', title: 'Azole antifungal with cyclosporine', message: 'Ketoconazole, itraconazole and fluconazole raise cyclosporine levels; sometimes intended to lower its dose — monitor levels or reduce the cyclosporine dose.', source: PLUMB + ': Cyclosporine' },
  { code: 'int-ketoconazole-cisapride', a: { ingredient: 'ketoconazole' }, b: { ingredient: 'cisapride' }, severity: 'major', title: 'Ketoconazole with cisapride', message: 'Ketoconazole raises cisapride levels, with a risk of cardiac arrhythmias (QT prolongation).', source: PLUMB + ': Cisapride' },
  { code: 'int-azole-acid', a: { ingredient: 'ketoconazole' }, b: { class: 'acid_suppressant' }, severity: 'minor', title: 'Ketoconazole with an acid suppressant', message: 'Ketoconazole needs stomach acid to be absorbed; famotidine or omeprazole can make it ineffective.', source: PLUMB + ': Ketoconazole' },
  { code: 'int-bromide-loop-diuretic', a: { class: 'bromide' }, b: { class: 'loop_diuretic' }, severity: 'moderate', title: 'Potassium bromide with furosemide', message: 'Furosemide increases bromide excretion: seizure control may be lost. Monitor bromide levels.', source: PLUMB + ': Potassium bromide' },
  { code: 'int-insulin-corticosteroid', a: { class: 'insulin' }, b: { class: 'corticosteroid' }, severity: 'moderate', title: 'Insulin with a corticosteroid', message: 'Corticosteroids cause insulin resistance: expect higher insulin needs and monitor glucose closely.', source: 'AAHA Diabetes Management Guidelines (2018)' },
  { code: 'int-calcineurin-jak', a: { class: 'calcineurin_inhibitor' }, b: { class: 'jak_inhibitor' }, severity: 'moderate', title: 'Cyclosporine with oclacitinib', message: 'Two systemic immunosuppressants together have not been studied; the risk of infection and neoplasia may increase.', source: 'Oclacitinib product label (FDA NADA 141-345)' },
  { code: 'int-jak-corticosteroid', a: { class: 'jak_inhibitor' }, b: { class: 'corticosteroid' }, severity: 'minor', title: 'Oclacitinib with a corticosteroid', message: 'Oclacitinib with a systemic corticosteroid has not been studied; immunosuppression may add up.', source: 'Oclacitinib product label (FDA NADA 141-345)' },
  { code: 'int-amphenicol-barbiturate', a: { class: 'amphenicol' }, b: { class: 'barbiturate' }, severity: 'moderate', title: 'Chloramphenicol with phenobarbital', message: 'Chloramphenicol inhibits liver enzymes and prolongs phenobarbital’s effect: sedation and toxicity.', source: PLUMB + ': Chloramphenicol' },
  { code: 'int-spinosad-ivermectin', a: { class: 'spinosyn' }, b: { ingredient: 'ivermectin' }, severity: 'major', title: 'Spinosad with ivermectin', message: 'Spinosad with extra-label (high) doses of ivermectin has caused tremors, ataxia, blindness and seizures in dogs.', source: 'Spinosad product label (FDA NADA 141-277), Precautions' },
  { code: 'int-pgp-ivermectin', a: { class: 'pgp_inhibitor' }, b: { ingredient: 'ivermectin' }, severity: 'moderate', title: 'P-glycoprotein inhibitor with ivermectin', message: 'Ketoconazole, itraconazole or cyclosporine block P-glycoprotein and let ivermectin into the brain, as the MDR1 mutation does.', source: 'Washington State University VCPL, Affected drugs (MDR1)' },
  { code: 'int-pgp-loperamide', a: { class: 'pgp_inhibitor' }, b: { ingredient: 'loperamide' }, severity: 'major', title: 'P-glycoprotein inhibitor with loperamide', message: 'A P-glycoprotein inhibitor lets loperamide into the brain: sedation and neurotoxicity.', source: 'Washington State University VCPL, Affected drugs (MDR1)' },
  { code: 'int-beta-ccb', a: { class: 'beta_blocker' }, b: { class: 'calcium_channel_blocker' }, severity: 'moderate', title: 'Beta blocker with a calcium channel blocker', message: 'Atenolol with amlodipine or diltiazem adds hypotension and bradycardia; monitor heart rate and blood pressure.', source: PLUMB + ': Atenolol' },
  { code: 'int-prokinetic-phenothiazine', a: { ingredient: 'metoclopramide' }, b: { class: 'phenothiazine' }, severity: 'moderate', title: 'Metoclopramide with acepromazine', message: 'Metoclopramide with a phenothiazine adds extrapyramidal effects (tremors, restlessness).', source: PLUMB + ': Metoclopramide' },
];

/**
 * Patient groups a caution can name: breeds recognised by whole words of their name, or a recorded
 * health condition.
 *
 * @example
 * SAFETY_GROUPS.mdr1.breeds.includes('collie') // true
 */
export const SAFETY_GROUPS = {
  /** Herding breeds at risk of the MDR1 (ABCB1-1Δ) mutation; the health condition records a positive test. */
  mdr1: {
    name: 'a herding breed at risk of the MDR1 mutation',
    breeds: ['collie', 'australian shepherd', 'shetland sheepdog', 'sheltie', 'old english sheepdog', 'english shepherd', 'german shepherd', 'white swiss shepherd', 'mcnab', 'long haired whippet', 'silken windhound'],
    condition: 'mdr1_mutation',
  },
  /** Hindgut fermenters: fatal antibiotic-associated enterotoxemia. */
  hindgut: {
    name: 'a hindgut fermenter (rabbit, guinea pig, hamster, chinchilla, gerbil)',
    breeds: ['rabbit', 'guinea pig', 'hamster', 'chinchilla', 'gerbil', 'degu'],
    condition: null,
  },
  rabbit: {
    name: 'a rabbit',
    breeds: ['rabbit'],
    condition: null,
  },
} as const;

/**
 * A patient group of {@link SAFETY_GROUPS}.
 *
 * @example
 * const g: SafetyGroupCode = 'mdr1';
 */
export type SafetyGroupCode = keyof typeof SAFETY_GROUPS;

/**
 * A species or breed caution: the product contains `ref`, the patient is of one of `species` (and, when
 * `group` is set, of that group by breed or recorded condition). `knownSeverity` applies when the
 * group's condition is recorded on the patient (a positive MDR1 test), whatever the breed. `routes`
 * limits it to oral products.
 *
 * @example
 * SAFETY_CAUTIONS.find((c) => c.code === 'caution-permethrin-cat')?.severity // 'contraindicated'
 */
export interface SafetyCautionRule {
  readonly code: string;
  readonly ref: SafetyRef;
  readonly species: readonly string[];
  readonly group?: SafetyGroupCode;
  readonly severity: SafetySeverity;
  readonly knownSeverity?: SafetySeverity;
  readonly routes?: 'oral';
  readonly title: string;
  readonly message: string;
  readonly source: string;
}

const MDR1_SOURCE = 'Washington State University College of Veterinary Medicine, VCPL: Multidrug sensitivity in dogs (MDR1), Affected drugs';

/**
 * The species and breed cautions of the table.
 *
 * @example
 * SAFETY_CAUTIONS.filter((c) => c.group === 'mdr1').length > 5 // true
 */
export const SAFETY_CAUTIONS: readonly SafetyCautionRule[] = [
  { code: 'caution-permethrin-cat', ref: { class: 'pyrethroid' }, species: ['feline'], severity: 'contraindicated', title: 'Permethrin in a cat', message: 'Permethrin is toxic to cats: tremors, seizures and death, even from dog spot-on products or close contact with a treated dog.', source: 'FDA CVM, Flea and tick products: permethrin and cats; ASPCA Animal Poison Control Center' },
  { code: 'caution-xylitol-dog', ref: { ingredient: 'xylitol' }, species: ['canine'], severity: 'contraindicated', title: 'Xylitol in a dog', message: 'This formulation contains xylitol, which causes severe hypoglycemia and acute liver failure in dogs, even in small amounts. Choose a xylitol-free formulation.', source: 'ASPCA Animal Poison Control Center: Xylitol; FDA, Paws off xylitol (2021)' },
  { code: 'caution-acetaminophen-cat', ref: { ingredient: 'acetaminophen' }, species: ['feline'], severity: 'contraindicated', title: 'Acetaminophen in a cat', message: 'Cats cannot glucuronidate acetaminophen: methemoglobinemia, Heinz body anemia and facial edema, fatal at a single tablet.', source: PLUMB + ': Acetaminophen' },
  { code: 'caution-meloxicam-cat', ref: { ingredient: 'meloxicam' }, species: ['feline'], severity: 'major', title: 'Repeated meloxicam in a cat', message: 'Repeated doses of meloxicam in cats have been associated with acute renal failure and death (US label boxed warning).', source: 'Meloxicam oral suspension label (FDA NADA 141-213), Boxed warning' },
  { code: 'caution-enrofloxacin-cat', ref: { ingredient: 'enrofloxacin' }, species: ['feline'], severity: 'moderate', title: 'Enrofloxacin in a cat', message: 'Enrofloxacin above 5 mg/kg a day causes retinal degeneration and blindness in cats.', source: 'Enrofloxacin product label, Precautions (cats)' },
  { code: 'caution-mdr1-ivermectin', ref: { ingredient: 'ivermectin' }, species: ['canine'], group: 'mdr1', severity: 'major', knownSeverity: 'contraindicated', title: 'Ivermectin in a dog at risk of MDR1', message: 'Dogs with the MDR1 mutation let ivermectin into the brain: ataxia, tremors, blindness, coma and death above heartworm-preventive doses. Test for MDR1, or confirm this is the labelled preventive dose.', source: MDR1_SOURCE },
  { code: 'caution-mdr1-loperamide', ref: { ingredient: 'loperamide' }, species: ['canine'], group: 'mdr1', severity: 'major', knownSeverity: 'contraindicated', title: 'Loperamide in a dog at risk of MDR1', message: 'Dogs with the MDR1 mutation develop CNS depression and coma on standard loperamide doses. Avoid it unless the dog tested normal/normal.', source: MDR1_SOURCE },
  { code: 'caution-mdr1-emodepside', ref: { ingredient: 'emodepside' }, species: ['canine'], group: 'mdr1', severity: 'major', knownSeverity: 'contraindicated', title: 'Emodepside in a dog at risk of MDR1', message: 'Emodepside causes tremors, ataxia and seizures in dogs with the MDR1 mutation.', source: MDR1_SOURCE },
  { code: 'caution-mdr1-vinca', ref: { class: 'vinca_alkaloid' }, species: ['canine'], group: 'mdr1', severity: 'major', knownSeverity: 'contraindicated', title: 'Vinca alkaloid in a dog at risk of MDR1', message: 'Dogs with the MDR1 mutation develop severe myelosuppression and GI toxicity on standard vincristine or vinblastine doses: test before treating, reduce the dose if positive.', source: MDR1_SOURCE },
  { code: 'caution-mdr1-doxorubicin', ref: { ingredient: 'doxorubicin' }, species: ['canine'], group: 'mdr1', severity: 'major', knownSeverity: 'contraindicated', title: 'Doxorubicin in a dog at risk of MDR1', message: 'Dogs with the MDR1 mutation develop severe myelosuppression on standard doxorubicin doses.', source: MDR1_SOURCE },
  { code: 'caution-mdr1-acepromazine', ref: { ingredient: 'acepromazine' }, species: ['canine'], group: 'mdr1', severity: 'moderate', knownSeverity: 'major', title: 'Acepromazine in a dog at risk of MDR1', message: 'Dogs with the MDR1 mutation are more deeply and longer sedated by acepromazine: reduce the dose by 25–50 %.', source: MDR1_SOURCE },
  { code: 'caution-mdr1-butorphanol', ref: { ingredient: 'butorphanol' }, species: ['canine'], group: 'mdr1', severity: 'moderate', knownSeverity: 'major', title: 'Butorphanol in a dog at risk of MDR1', message: 'Dogs with the MDR1 mutation are more deeply and longer sedated by butorphanol: reduce the dose by 25–50 %.', source: MDR1_SOURCE },
  // Milbemycin, moxidectin and selamectin, one by one: ivermectin has its own, stricter entry above.
  { code: 'caution-mdr1-milbemycin', ref: { ingredient: 'milbemycin' }, species: ['canine'], group: 'mdr1', severity: 'minor', knownSeverity: 'moderate', title: 'Milbemycin in a dog at risk of MDR1', message: 'Labelled heartworm-preventive doses of milbemycin are tolerated by dogs with the MDR1 mutation; higher (mange) doses cause neurotoxicity.', source: MDR1_SOURCE },
  { code: 'caution-mdr1-moxidectin', ref: { ingredient: 'moxidectin' }, species: ['canine'], group: 'mdr1', severity: 'minor', knownSeverity: 'moderate', title: 'Moxidectin in a dog at risk of MDR1', message: 'Labelled heartworm-preventive doses of moxidectin are tolerated by dogs with the MDR1 mutation; higher (mange) doses cause neurotoxicity.', source: MDR1_SOURCE },
  { code: 'caution-mdr1-selamectin', ref: { ingredient: 'selamectin' }, species: ['canine'], group: 'mdr1', severity: 'minor', knownSeverity: 'moderate', title: 'Selamectin in a dog at risk of MDR1', message: 'Labelled heartworm-preventive doses of selamectin are tolerated by dogs with the MDR1 mutation; higher (mange) doses cause neurotoxicity.', source: MDR1_SOURCE },
  { code: 'caution-hindgut-antibiotic', ref: { class: 'lincosamide' }, species: ['small_animal'], group: 'hindgut', routes: 'oral', severity: 'contraindicated', title: 'Oral lincosamide in a hindgut fermenter', message: 'Oral clindamycin or lincomycin in rabbits, guinea pigs, hamsters and chinchillas causes fatal antibiotic-associated enterotoxemia.', source: 'Carpenter, Exotic Animal Formulary, 5th ed.' },
  { code: 'caution-hindgut-penicillin', ref: { class: 'aminopenicillin' }, species: ['small_animal'], group: 'hindgut', routes: 'oral', severity: 'contraindicated', title: 'Oral aminopenicillin in a hindgut fermenter', message: 'Oral amoxicillin or ampicillin in rabbits, guinea pigs, hamsters and chinchillas causes fatal antibiotic-associated enterotoxemia.', source: 'Carpenter, Exotic Animal Formulary, 5th ed.' },
  { code: 'caution-hindgut-cephalosporin', ref: { class: 'cephalosporin' }, species: ['small_animal'], group: 'hindgut', routes: 'oral', severity: 'major', title: 'Oral cephalosporin in a hindgut fermenter', message: 'Oral cephalosporins in rabbits and rodents can cause fatal dysbiosis and enterotoxemia.', source: 'Carpenter, Exotic Animal Formulary, 5th ed.' },
  { code: 'caution-fipronil-rabbit', ref: { ingredient: 'fipronil' }, species: ['small_animal'], group: 'rabbit', severity: 'contraindicated', title: 'Fipronil in a rabbit', message: 'Fipronil has caused seizures and deaths in rabbits; the labels warn against its use.', source: 'Fipronil product labels; Carpenter, Exotic Animal Formulary, 5th ed.' },
];

/**
 * Food-producing animals: species that are always food animals for the FDA (horses),
 * and breeds of other species that are (poultry, pigs, goats, sheep, cattle, camelids).
 *
 * @example
 * FOOD_ANIMALS.species.includes('equine') // true
 */
export const FOOD_ANIMALS = {
  species: ['equine'],
  breeds: ['chicken', 'hen', 'duck', 'turkey', 'quail', 'pig', 'swine', 'goat', 'sheep', 'lamb', 'cattle', 'cow', 'calf', 'llama', 'alpaca'],
  /** Product classifications that leave residues: a withdrawal time applies to them. */
  withdrawalClassifications: ['Medication', 'Compound', 'Preventative'],
} as const;

/**
 * A drug prohibited for extra-label use in food-producing animals (21 CFR 530.41): refused, whatever
 * the reason. `breeds` limits it to some animals (cephalosporins: cattle, swine, chickens, turkeys).
 *
 * @example
 * const rule: FoodAnimalProhibition = { code: 'food-chloramphenicol', ref: { class: 'amphenicol' }, title: 'Chloramphenicol', message: '…', source: '…' };
 */
export interface FoodAnimalProhibition {
  readonly code: string;
  readonly ref: SafetyRef;
  readonly breeds?: readonly string[];
  readonly title: string;
  readonly message: string;
  readonly source: string;
}

const CFR = 'FDA, 21 CFR 530.41: drugs prohibited for extra-label use in animals (AMDUCA)';

/**
 * The drugs prohibited for extra-label use in food-producing animals.
 *
 * @example
 * FOOD_ANIMAL_PROHIBITIONS.some((p) => p.code === 'food-fluoroquinolone') // true
 */
export const FOOD_ANIMAL_PROHIBITIONS: readonly FoodAnimalProhibition[] = [
  { code: 'food-chloramphenicol', ref: { class: 'amphenicol' }, title: 'Chloramphenicol in a food-producing animal', message: 'Chloramphenicol is prohibited in food-producing animals: residues can cause fatal aplastic anemia in people.', source: CFR },
  { code: 'food-nitroimidazole', ref: { class: 'nitroimidazole' }, title: 'Nitroimidazole in a food-producing animal', message: 'Metronidazole and the other nitroimidazoles are prohibited in food-producing animals (carcinogenic residues).', source: CFR },
  { code: 'food-fluoroquinolone', ref: { class: 'fluoroquinolone' }, title: 'Fluoroquinolone in a food-producing animal', message: 'Extra-label use of fluoroquinolones is prohibited in food-producing animals (antimicrobial resistance in people).', source: CFR },
  { code: 'food-glycopeptide', ref: { class: 'glycopeptide' }, title: 'Glycopeptide in a food-producing animal', message: 'Extra-label use of glycopeptides (vancomycin) is prohibited in food-producing animals.', source: CFR },
  { code: 'food-nitrofuran', ref: { class: 'nitrofuran' }, title: 'Nitrofuran in a food-producing animal', message: 'Nitrofurans (furazolidone, nitrofurazone) are prohibited in food-producing animals, topical use included.', source: CFR },
  { code: 'food-clenbuterol', ref: { ingredient: 'clenbuterol' }, title: 'Clenbuterol in a food-producing animal', message: 'Extra-label clenbuterol is prohibited in food-producing animals.', source: CFR },
  { code: 'food-diethylstilbestrol', ref: { ingredient: 'diethylstilbestrol' }, title: 'Diethylstilbestrol in a food-producing animal', message: 'Diethylstilbestrol is prohibited in food-producing animals.', source: CFR },
  { code: 'food-gentian-violet', ref: { ingredient: 'gentian_violet' }, title: 'Gentian violet in a food-producing animal', message: 'Gentian violet is prohibited in food-producing animals.', source: CFR },
  { code: 'food-cephalosporin', ref: { class: 'cephalosporin' }, breeds: ['chicken', 'hen', 'turkey', 'pig', 'swine', 'cattle', 'cow', 'calf'], title: 'Cephalosporin in cattle, swine or poultry', message: 'Extra-label use of cephalosporins (other than cephapirin) is prohibited in cattle, swine, chickens and turkeys.', source: CFR },
];

/**
 * The withdrawal-time finding for a food-producing animal.
 *
 * @example
 * FOOD_ANIMAL_WITHDRAWAL.severity // 'moderate'
 */
export const FOOD_ANIMAL_WITHDRAWAL = {
  code: 'food-withdrawal',
  severity: 'moderate' as SafetySeverity,
  title: 'Food-producing animal: withdrawal time',
  message: 'Meat, milk or eggs of this animal may enter the food chain: state the withdrawal time (label, or FARAD for extra-label use), or that the animal will never be used for food.',
  source: 'FARAD (Food Animal Residue Avoidance Databank); FDA, 21 CFR 530 (AMDUCA)',
} as const;

/**
 * The dose tiers (issue 42): outside the labelled range is advisory (as decision 0143);
 * far outside — more than {@link FAR_OUTSIDE_FACTOR} times the maximum, or under the minimum divided by
 * it — needs the vet's reason.
 *
 * @example
 * FAR_OUTSIDE_FACTOR // 2
 */
export const FAR_OUTSIDE_FACTOR = 2;

/**
 * A labelled dose of one ingredient for one species (issue 59 item 1), stating its
 * basis: mg/kg per dose with the labelled frequency (`timesPerDay`: administrations a day, 1 once
 * daily, 2 every 12 h), and/or mg/kg per day. When the label states only the dose and its frequency,
 * the day's range follows from both (the least dose at the least frequency up to the most at the most).
 *
 * @example
 * const carprofen: SafetyDoseLabel = { ingredient: 'carprofen', species: 'canine', perDose: [2.2, 4.4], timesPerDay: [1, 2], perDay: [2.2, 4.4], source: 'Carprofen label' };
 */
export interface SafetyDoseLabel {
  readonly ingredient: string;
  readonly species: string;
  /** mg/kg per administration, [least, most]; null when the label states only the day's total. */
  readonly perDose: readonly [number, number] | null;
  /** Administrations a day the label gives, [least, most]; null when it states only the day's total. */
  readonly timesPerDay: readonly [number, number] | null;
  /** mg/kg per day, [least, most], as labelled; null when it follows from the dose and its frequency. */
  readonly perDay: readonly [number, number] | null;
  readonly source: string;
}

type Pair = readonly [number, number];
const dose = (ingredient: string, species: string, perDose: Pair | null, timesPerDay: Pair | null, perDay: Pair | null, source: string): SafetyDoseLabel => ({
  ingredient,
  species,
  perDose,
  timesPerDay,
  perDay,
  source,
});
const Q12_24: Pair = [1, 2];
const Q8_12: Pair = [2, 3];
const Q6_12: Pair = [2, 4];
const SID: Pair = [1, 1];
const BID: Pair = [2, 2];

/**
 * The labelled doses of the table (issue 59 item 1): per species, per dose with the
 * labelled frequency and/or per day, each with its source. A product takes the labels of its one active
 * ingredient (combinations have none here). Plausible demo figures, not clinical guidance.
 *
 * @example
 * SAFETY_DOSE_LABELS.find((l) => l.ingredient === 'carprofen')?.perDay // [2.2, 4.4]
 */
export const SAFETY_DOSE_LABELS: readonly SafetyDoseLabel[] = [
  // NSAIDs and piprants: the day's total is what the label limits.
  dose('carprofen', 'canine', [2.2, 4.4], Q12_24, [2.2, 4.4], 'Carprofen label (FDA NADA 141-053): 4.4 mg/kg a day, once daily or as 2.2 mg/kg twice daily'),
  dose('meloxicam', 'canine', [0.1, 0.2], SID, [0.1, 0.2], 'Meloxicam oral suspension label (FDA NADA 141-213): 0.2 mg/kg on day 1, then 0.1 mg/kg once daily'),
  dose('robenacoxib', 'canine', [1, 2], SID, null, 'Robenacoxib tablets label (FDA NADA 141-463): 1–2 mg/kg once daily'),
  dose('robenacoxib', 'feline', [1, 2.4], SID, null, 'Robenacoxib tablets label (FDA NADA 141-320): 1–2.4 mg/kg once daily, at most 3 days'),
  dose('deracoxib', 'canine', [1, 4], SID, null, 'Deracoxib label (FDA NADA 141-203): 1–2 mg/kg once daily (chronic), 3–4 mg/kg once daily up to 7 days (postoperative)'),
  dose('grapiprant', 'canine', [2, 3.5], SID, null, 'Grapiprant label (FDA NADA 141-455): 2 mg/kg once daily'),
  dose('phenylbutazone', 'equine', [2.2, 4.4], Q12_24, [2.2, 4.4], 'Phenylbutazone tablets label: 2.2–4.4 mg/kg a day, once or divided'),
  // Analgesics, anxiolytics, anticonvulsants
  dose('gabapentin', 'canine', [5, 20], Q8_12, null, `${PLUMB}: Gabapentin (5–20 mg/kg every 8–12 h)`),
  dose('gabapentin', 'feline', [5, 30], Q12_24, null, `${PLUMB}: Gabapentin (5–10 mg/kg every 12 h; 20–30 mg/kg once before a visit)`),
  dose('pregabalin', 'canine', [2, 4], Q8_12, null, `${PLUMB}: Pregabalin`),
  dose('pregabalin', 'feline', [1, 4], BID, null, `${PLUMB}: Pregabalin`),
  dose('trazodone', 'canine', [2, 8], [1, 3], null, `${PLUMB}: Trazodone (2–8 mg/kg every 8–24 h)`),
  dose('trazodone', 'feline', [5, 15], SID, null, `${PLUMB}: Trazodone (a single dose before a visit)`),
  dose('tramadol', 'canine', [2, 5], [2, 4], null, `${PLUMB}: Tramadol (2–5 mg/kg every 6–12 h)`),
  dose('butorphanol', 'canine', [0.5, 1.1], Q6_12, null, `${PLUMB}: Butorphanol (oral)`),
  dose('buprenorphine', 'canine', [0.01, 0.03], Q6_12, null, `${PLUMB}: Buprenorphine (oral transmucosal)`),
  dose('buprenorphine', 'feline', [0.01, 0.03], Q6_12, null, `${PLUMB}: Buprenorphine (oral transmucosal)`),
  dose('hydrocodone', 'canine', [0.22, 0.5], Q6_12, null, `${PLUMB}: Hydrocodone (antitussive)`),
  dose('alprazolam', 'canine', [0.02, 0.1], [1, 3], null, `${PLUMB}: Alprazolam`),
  dose('diazepam', 'canine', [0.2, 1], [1, 3], null, `${PLUMB}: Diazepam (oral)`),
  dose('fluoxetine', 'canine', [1, 2], SID, null, 'Fluoxetine chewable tablets label (FDA NADA 141-272): 1–2 mg/kg once daily'),
  dose('selegiline', 'canine', [0.5, 1], SID, null, 'Selegiline label (FDA NADA 141-080): 0.5–1 mg/kg once daily'),
  dose('mirtazapine', 'feline', [0.3, 0.75], SID, null, 'Mirtazapine transdermal ointment label (FDA NADA 141-481): once daily'),
  dose('phenobarbital', 'canine', [1.5, 5], BID, null, `${PLUMB}: Phenobarbital (every 12 h)`),
  dose('phenobarbital', 'feline', [1, 2.5], Q12_24, null, `${PLUMB}: Phenobarbital`),
  dose('potassium_bromide', 'canine', [15, 40], Q12_24, [15, 40], `${PLUMB}: Potassium bromide (maintenance 15–40 mg/kg a day, once or divided)`),
  dose('levetiracetam', 'canine', [20, 40], BID, null, `${PLUMB}: Levetiracetam (extended release, every 12 h)`),
  dose('zonisamide', 'canine', [3, 10], Q12_24, null, `${PLUMB}: Zonisamide`),
  // Antimicrobials
  dose('amoxicillin', 'canine', [12.5, 25], Q8_12, null, 'Amoxicillin/clavulanate label (FDA NADA 055-101): 12.5 mg/kg twice daily; up to 25 mg/kg'),
  dose('amoxicillin', 'feline', [12.5, 25], Q8_12, null, 'Amoxicillin/clavulanate label (FDA NADA 055-101): 62.5 mg a cat twice daily'),
  dose('cephalexin', 'canine', [15, 30], Q8_12, null, 'Cephalexin capsules label (FDA NADA 141-333): 22 mg/kg twice daily'),
  dose('cefpodoxime', 'canine', [5, 10], SID, null, 'Cefpodoxime label (FDA NADA 141-232): 5–10 mg/kg once daily'),
  dose('enrofloxacin', 'canine', [5, 20], Q12_24, [5, 20], 'Enrofloxacin label (FDA NADA 140-441): 5–20 mg/kg a day, once or divided twice daily'),
  dose('enrofloxacin', 'feline', [2.5, 5], Q12_24, [2.5, 5], 'Enrofloxacin label (FDA NADA 140-441): at most 5 mg/kg a day in cats (retinal toxicity)'),
  dose('marbofloxacin', 'canine', [2.75, 5.5], SID, null, 'Marbofloxacin label (FDA NADA 141-151): 2.75–5.5 mg/kg once daily'),
  dose('marbofloxacin', 'feline', [2.75, 5.5], SID, null, 'Marbofloxacin label (FDA NADA 141-151): 2.75–5.5 mg/kg once daily'),
  dose('doxycycline', 'canine', [5, 10], Q12_24, [5, 10], `${PLUMB}: Doxycycline (10 mg/kg a day, once or as 5 mg/kg every 12 h)`),
  dose('doxycycline', 'feline', [5, 10], Q12_24, [5, 10], `${PLUMB}: Doxycycline (10 mg/kg a day, once or as 5 mg/kg every 12 h)`),
  dose('clindamycin', 'canine', [5.5, 33], Q12_24, null, 'Clindamycin label (FDA NADA 120-161): 5.5–33 mg/kg every 12 h'),
  dose('clindamycin', 'feline', [5.5, 33], Q12_24, null, 'Clindamycin label (FDA NADA 135-940): 5.5–33 mg/kg every 12–24 h'),
  dose('metronidazole', 'canine', [10, 25], Q12_24, null, `${PLUMB}: Metronidazole`),
  dose('metronidazole', 'feline', [10, 25], Q12_24, null, `${PLUMB}: Metronidazole`),
  dose('ketoconazole', 'canine', [5, 10], Q12_24, null, `${PLUMB}: Ketoconazole`),
  dose('terbinafine', 'canine', [20, 40], SID, null, `${PLUMB}: Terbinafine`),
  dose('terbinafine', 'feline', [20, 40], SID, null, `${PLUMB}: Terbinafine`),
  dose('fluconazole', 'canine', [5, 10], Q12_24, null, `${PLUMB}: Fluconazole`),
  dose('fluconazole', 'feline', [5, 10], Q12_24, null, `${PLUMB}: Fluconazole`),
  // Immunomodulators, hormones
  dose('oclacitinib', 'canine', [0.4, 0.6], Q12_24, null, 'Oclacitinib label (FDA NADA 141-345): 0.4–0.6 mg/kg twice daily up to 14 days, then once daily'),
  dose('prednisone', 'canine', [0.25, 2.2], Q12_24, null, `${PLUMB}: Prednisone`),
  dose('prednisolone', 'canine', [0.25, 2.2], Q12_24, null, `${PLUMB}: Prednisolone`),
  dose('prednisolone', 'feline', [0.5, 2.2], Q12_24, null, `${PLUMB}: Prednisolone`),
  dose('cyclosporine', 'canine', [3, 7], SID, null, 'Cyclosporine modified label (FDA NADA 141-218): 5 mg/kg once daily'),
  dose('cyclosporine', 'feline', [5, 7.5], SID, null, 'Cyclosporine modified label (FDA NADA 141-329): 7 mg/kg once daily'),
  dose('levothyroxine', 'canine', [0.01, 0.022], Q12_24, null, 'Levothyroxine label (FDA NADA 141-448): 0.022 mg/kg every 12 h, or once daily'),
  dose('methimazole', 'feline', [0.25, 1.25], Q12_24, null, `${PLUMB}: Methimazole`),
  dose('trilostane', 'canine', [0.5, 3], Q12_24, null, 'Trilostane label (FDA NADA 141-291): 2.2–6.7 mg/kg once daily; lower doses twice daily'),
  dose('pergolide', 'equine', [0.002, 0.004], SID, null, 'Pergolide label (FDA NADA 141-331): 0.002 mg/kg once daily'),
  // Cardiovascular, renal
  dose('furosemide', 'canine', [1, 4], [1, 3], null, `${PLUMB}: Furosemide (oral)`),
  dose('furosemide', 'feline', [0.5, 2], Q12_24, null, `${PLUMB}: Furosemide (oral)`),
  dose('enalapril', 'canine', [0.25, 0.5], Q12_24, null, 'Enalapril label (FDA NADA 140-937): 0.5 mg/kg once daily, up to twice daily'),
  dose('enalapril', 'feline', [0.25, 0.5], Q12_24, null, `${PLUMB}: Enalapril`),
  dose('benazepril', 'canine', [0.25, 0.5], SID, null, `${BSAVA}: Benazepril`),
  dose('benazepril', 'feline', [0.25, 0.5], SID, null, `${BSAVA}: Benazepril`),
  dose('pimobendan', 'canine', [0.2, 0.3], BID, [0.4, 0.6], 'Pimobendan label (FDA NADA 141-273): 0.5 mg/kg a day, divided into two doses'),
  dose('pimobendan', 'feline', [0.2, 0.3], BID, null, `${PLUMB}: Pimobendan (extra-label in cats)`),
  dose('spironolactone', 'canine', [1, 2], Q12_24, null, `${BSAVA}: Spironolactone`),
  dose('amlodipine', 'feline', [0.1, 0.5], SID, null, 'Amlodipine label (FDA NADA 141-557): once daily'),
  dose('atenolol', 'canine', [0.25, 1], Q12_24, null, `${PLUMB}: Atenolol`),
  dose('atenolol', 'feline', [0.5, 2], Q12_24, null, `${PLUMB}: Atenolol`),
  dose('phenylpropanolamine', 'canine', [1, 2], Q8_12, null, 'Phenylpropanolamine label (FDA NADA 141-324): 2 mg/kg twice daily'),
  // Gastrointestinal
  dose('maropitant', 'canine', [1, 8], SID, null, 'Maropitant label (FDA NADA 141-262): 2 mg/kg once daily (vomiting), 8 mg/kg (motion sickness)'),
  dose('maropitant', 'feline', [1, 2], SID, null, 'Maropitant label (FDA NADA 141-262): 1 mg/kg once daily'),
  dose('ondansetron', 'canine', [0.5, 1], Q8_12, null, `${PLUMB}: Ondansetron`),
  dose('ondansetron', 'feline', [0.5, 1], Q8_12, null, `${PLUMB}: Ondansetron`),
  dose('famotidine', 'canine', [0.5, 1], Q12_24, null, `${PLUMB}: Famotidine`),
  dose('famotidine', 'feline', [0.5, 1], Q12_24, null, `${PLUMB}: Famotidine`),
  dose('omeprazole', 'canine', [0.5, 1.5], Q12_24, null, `${PLUMB}: Omeprazole`),
  dose('metoclopramide', 'canine', [0.2, 0.5], [3, 4], null, `${PLUMB}: Metoclopramide (every 6–8 h)`),
  dose('metoclopramide', 'feline', [0.2, 0.5], [3, 4], null, `${PLUMB}: Metoclopramide (every 6–8 h)`),
  dose('cisapride', 'canine', [0.1, 0.5], Q8_12, null, `${PLUMB}: Cisapride`),
  dose('cisapride', 'feline', [0.5, 1.5], Q8_12, null, `${PLUMB}: Cisapride`),
  dose('ursodiol', 'canine', [5, 15], Q12_24, [10, 15], `${PLUMB}: Ursodiol (10–15 mg/kg a day, once or divided)`),
  dose('ursodiol', 'feline', [5, 15], Q12_24, [10, 15], `${PLUMB}: Ursodiol (10–15 mg/kg a day, once or divided)`),
];

/**
 * The dose findings' texts and sources.
 *
 * @example
 * DOSE_FINDINGS.far.severity // 'major'
 */
export const DOSE_FINDINGS = {
  outside: { code: 'dose-outside', severity: 'moderate' as SafetySeverity, title: 'Dose outside the labelled range' },
  far: { code: 'dose-far-outside', severity: 'major' as SafetySeverity, title: 'Dose far outside the labelled range' },
} as const;

/**
 * The whole knowledge table in one value, as other teams read it: its version, the
 * severities, ingredient classes and ingredients, the duplicate-therapy and interaction rules, the
 * species and breed cautions, the food-producing animals with their prohibitions and withdrawal
 * times, and the dose tiers.
 *
 * @example
 * SAFETY_KNOWLEDGE.version // '2026.12.1'
 */
export const SAFETY_KNOWLEDGE = {
  version: SAFETY_KNOWLEDGE_VERSION,
  severities: SAFETY_SEVERITIES,
  classes: SAFETY_CLASSES,
  ingredients: SAFETY_INGREDIENTS,
  sameIngredient: SAME_INGREDIENT,
  duplicates: SAFETY_DUPLICATES,
  interactions: SAFETY_INTERACTIONS,
  groups: SAFETY_GROUPS,
  cautions: SAFETY_CAUTIONS,
  foodAnimals: FOOD_ANIMALS,
  foodAnimalProhibitions: FOOD_ANIMAL_PROHIBITIONS,
  foodAnimalWithdrawal: FOOD_ANIMAL_WITHDRAWAL,
  farOutsideFactor: FAR_OUTSIDE_FACTOR,
  doseLabels: SAFETY_DOSE_LABELS,
  doseFindings: DOSE_FINDINGS,
} as const;
