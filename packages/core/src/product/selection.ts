import { decodeParam, encodeParam } from './base64.js';
import { clientProfilePath } from '../routes/routes.js';
import type { Id } from './types.js';

/**
 * The four product-selection steps (prescribing §2): 0 product family, 1 product form
 * (presentation), 2 product strength, 3 product.
 *
 * @example
 * PRODUCT_SELECTION_STEPS // [0, 1, 2, 3]
 */
export const PRODUCT_SELECTION_STEPS = [0, 1, 2, 3] as const;
/**
 * A product-selection step number.
 *
 * @example
 * const step: ProductSelectionStep = productSelectionStep(selection);
 */
export type ProductSelectionStep = (typeof PRODUCT_SELECTION_STEPS)[number];

/**
 * What has been chosen so far; every field maps to a base64-encoded query parameter.
 *
 * @example
 * const sel: ProductSelection = { ...EMPTY_PRODUCT_SELECTION, productFamily: 'Apoquel' };
 */
export interface ProductSelection {
  readonly productFamily: string | null;
  readonly productPresentation: string | null;
  readonly productClassification: string | null;
  readonly productStrength: string | null;
  readonly productId: string | null;
}

/**
 * Nothing chosen.
 *
 * @example
 * productSelectionStep(EMPTY_PRODUCT_SELECTION) // 0
 */
export const EMPTY_PRODUCT_SELECTION: ProductSelection = {
  productFamily: null,
  productPresentation: null,
  productClassification: null,
  productStrength: null,
  productId: null,
};

const idText = (v: Id | null | undefined): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * The step a selection is at: the number of steps already answered in order (family → 1,
 * presentation → 2, strength → 3). Step 3 stays 3 once a product is chosen.
 *
 * @example
 * productSelectionStep({ ...EMPTY_PRODUCT_SELECTION, productFamily: 'Apoquel' }) // 1
 */
export function productSelectionStep(selection: ProductSelection): ProductSelectionStep {
  if (selection.productFamily === null) return 0;
  if (selection.productPresentation === null) return 1;
  if (selection.productStrength === null) return 2;
  return 3;
}

/**
 * Chooses a product family: moves to step 1 and clears every later selection.
 *
 * @example
 * selectProductFamily(EMPTY_PRODUCT_SELECTION, 'Apoquel').productFamily // 'Apoquel'
 */
export function selectProductFamily(_selection: ProductSelection, productFamily: Id): ProductSelection {
  return { ...EMPTY_PRODUCT_SELECTION, productFamily: idText(productFamily) };
}

/**
 * Chooses a product form (presentation id): moves to step 2 and clears strength, classification and
 * product.
 *
 * @example
 * selectProductPresentation(sel, 12).productPresentation // '12'
 */
export function selectProductPresentation(selection: ProductSelection, productPresentation: Id): ProductSelection {
  return {
    ...selection,
    productPresentation: idText(productPresentation),
    productClassification: null,
    productStrength: null,
    productId: null,
  };
}

/**
 * Chooses a strength with its classification: moves to step 3 and clears the product.
 *
 * @example
 * selectProductStrength(sel, { productStrength: '16 mg', productClassification: 'Medication' }).productId // null
 */
export function selectProductStrength(
  selection: ProductSelection,
  choice: { productStrength: string; productClassification: string | null },
): ProductSelection {
  return {
    ...selection,
    productStrength: choice.productStrength,
    productClassification: choice.productClassification,
    productId: null,
  };
}

/**
 * Chooses the product at step 3.
 *
 * @example
 * selectProduct(sel, 991).productId // '991'
 */
export function selectProduct(selection: ProductSelection, productId: Id): ProductSelection {
  return { ...selection, productId: idText(productId) };
}

/**
 * Goes back to an earlier step: keeps only the selections made before that step, so step 0 clears the
 * family too and the URL loses every later parameter. Going "back" to the current or a later step
 * changes nothing.
 *
 * @example
 * goBackToStep(full, 1) // family kept; presentation, classification, strength, product cleared
 */
export function goBackToStep(selection: ProductSelection, step: ProductSelectionStep): ProductSelection {
  if (step >= productSelectionStep(selection)) return selection;
  return {
    productFamily: step >= 1 ? selection.productFamily : null,
    productPresentation: step >= 2 ? selection.productPresentation : null,
    productClassification: step >= 3 ? selection.productClassification : null,
    productStrength: step >= 3 ? selection.productStrength : null,
    productId: null,
  };
}

/**
 * One classification of GetProductsExtendedDataFromProductFamily's classificationProductMap: its
 * strengths, each with its products.
 *
 * @example
 * const c: ClassificationProducts<{ id: string }> = { classification: 'Medication', strengthProductMap: [{ strength: '25 mg', products: [{ id: '7' }] }] };
 */
export interface ClassificationProducts<P> {
  readonly classification: string;
  readonly strengthProductMap: readonly { readonly strength: string; readonly products: readonly P[] }[];
}

/**
 * The products the product step (step 3) offers: those of the chosen strength within the chosen
 * classification (any classification when none is known), in the order given. Whatever filters were
 * sent with the query, a product of another strength is never offered; before a strength is chosen,
 * every product.
 *
 * @example
 * productsOfSelection(map, { productClassification: 'Medication', productStrength: '25 mg' }) // the 25 mg products only
 */
export function productsOfSelection<P>(
  classes: readonly ClassificationProducts<P>[],
  selection: Pick<ProductSelection, 'productClassification' | 'productStrength'>,
): P[] {
  const { productClassification: classification, productStrength: strength } = selection;
  return classes
    .filter((c) => strength === null || classification === null || c.classification === classification)
    .flatMap((c) => c.strengthProductMap.filter((s) => strength === null || s.strength === strength).flatMap((s) => [...s.products]));
}

/**
 * Query parameter names of the product-selection and prescribe routes, each base64-encoded.
 *
 * @example
 * RX_QUERY_PARAMS.includes('clientId') // true
 */
export const RX_QUERY_PARAMS = [
  'productFamily',
  'productPresentation',
  'productClassification',
  'productStrength',
  'productId',
  'clientId',
  'patientId',
] as const;
/**
 * A query parameter name of {@link RX_QUERY_PARAMS}.
 *
 * @example
 * const name: RxQueryParam = 'productStrength';
 */
export type RxQueryParam = (typeof RX_QUERY_PARAMS)[number];
/**
 * Decoded values of the route's query parameters.
 *
 * @example
 * encodeRxQueryParams({ clientId: '7', patientId: null } satisfies RxQueryValues) // { clientId: 'Nw==' }
 */
export type RxQueryValues = Partial<Record<RxQueryParam, string | null>>;

/**
 * Encodes the set values as the route's query parameters (base64 each); unset values are left out, so
 * a cleared selection removes its parameter.
 *
 * @example
 * encodeRxQueryParams({ productFamily: 'Apoquel', clientId: '7' }) // { productFamily: 'QXBvcXVlbA==', clientId: 'Nw==' }
 */
export function encodeRxQueryParams(values: RxQueryValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of RX_QUERY_PARAMS) {
    const v = values[name];
    if (v !== null && v !== undefined && v !== '') out[name] = encodeParam(v);
  }
  return out;
}

/**
 * Decodes the route's query parameters; a missing or undecodable parameter reads as `null`.
 *
 * @example
 * decodeRxQueryParams({ productFamily: 'QXBvcXVlbA==' }).productFamily // 'Apoquel'
 */
export function decodeRxQueryParams(params: Readonly<Record<string, string | null | undefined>>): Record<RxQueryParam, string | null> {
  const out = {} as Record<RxQueryParam, string | null>;
  for (const name of RX_QUERY_PARAMS) {
    const d = decodeParam(params[name]);
    out[name] = d === '' ? null : d;
  }
  return out;
}

/**
 * Rebuilds a consistent selection from decoded query parameters: a parameter whose earlier step is
 * missing is dropped, so a hand-edited URL cannot skip a step.
 *
 * @example
 * selectionFromQuery({ productPresentation: '3' }) // EMPTY_PRODUCT_SELECTION (no family)
 */
export function selectionFromQuery(values: RxQueryValues): ProductSelection {
  const family = values.productFamily ?? null;
  const presentation = family === null ? null : (values.productPresentation ?? null);
  const strength = presentation === null ? null : (values.productStrength ?? null);
  return {
    productFamily: family,
    productPresentation: presentation,
    productStrength: strength,
    productClassification: strength === null ? null : (values.productClassification ?? null),
    productId: strength === null ? null : (values.productId ?? null),
  };
}

/**
 * Where "Back" from the first step leads: the client profile opened on the selected patient (base64
 * `patientId`) when a client is known, otherwise /create.
 *
 * @example
 * productSelectionExitPath('42') // '/clients/profile/42'
 * productSelectionExitPath('42', '7') // '/clients/profile/42?patientId=Nw%3D%3D'
 */
export function productSelectionExitPath(clientId: Id | null | undefined, patientId?: Id | null): string {
  const id = idText(clientId);
  return id === null ? '/create' : clientProfilePath(id, idText(patientId));
}
