import { assign, setup } from 'xstate';
import {
  changeProductFilters,
  clearProductFilters,
  DEFAULT_PRODUCT_FILTERS,
  filtersForSelection,
  filtersForStrength,
  type ProductFilterChange,
  type ProductFilters,
  resetFiltersForFamily,
  type StrengthChoice,
  setProductPage,
} from './filters.js';
import { PRODUCT_SEARCH_MAX_LENGTH } from './search.js';
import {
  EMPTY_PRODUCT_SELECTION,
  encodeRxQueryParams,
  goBackToStep,
  type ProductSelection,
  type ProductSelectionStep,
  productSelectionExitPath,
  productSelectionStep,
  selectProduct,
  selectProductFamily,
  selectProductPresentation,
  selectProductStrength,
} from './selection.js';
import type { Id } from './types.js';

/**
 * What the product-selection screen holds; the web derives the URL from it ({@link productSelectionQuery}).
 *
 * @example
 * setSearchParams(productSelectionQuery(actor.getSnapshot().context satisfies ProductSelectionContext));
 */
export interface ProductSelectionContext {
  selection: ProductSelection;
  filters: ProductFilters;
  /** The Search By Product Name text (at most 50 characters). */
  searchText: string;
  clientId: string | null;
  patientId: string | null;
  /** The office-use variant (navigation state isOfficeUse). */
  isOfficeUse: boolean;
}

/**
 * Start of the flow: selections decoded from the URL, the known client and patient.
 *
 * @example
 * createActor(productSelectionMachine, { input: { selection: selectionFromQuery(decodeRxQueryParams(params)), clientId } satisfies ProductSelectionInput })
 */
export interface ProductSelectionInput {
  selection?: ProductSelection;
  clientId?: string | null;
  patientId?: string | null;
  isOfficeUse?: boolean;
}

/**
 * Events of product selection (prescribing §2).
 * - `SELECT_FAMILY` / `SELECT_PRESENTATION` / `SELECT_STRENGTH` / `SELECT_PRODUCT`: a choice at steps
 *   0 to 3; a strength carries its classification and, for preventatives, the weight range.
 * - `GO_TO_STEP`: an earlier step was clicked. `BACK`: one step back; from step 0 it leaves the flow.
 * - `CHANGE_FILTERS`, `CLEAR_FILTERS`, `SET_PAGE`, `SET_SEARCH_TEXT`: the search panel.
 *
 * @example
 * actor.send({ type: 'GO_TO_STEP', step: 1 } satisfies ProductSelectionEvent);
 */
export type ProductSelectionEvent =
  | { type: 'SELECT_FAMILY'; productFamily: Id }
  | { type: 'SELECT_PRESENTATION'; productPresentation: Id }
  | {
      type: 'SELECT_STRENGTH';
      productStrength: string;
      productClassification: string | null;
      weightMin?: number | null;
      weightMax?: number | null;
    }
  | { type: 'SELECT_PRODUCT'; productId: Id }
  | { type: 'GO_TO_STEP'; step: ProductSelectionStep }
  | { type: 'BACK' }
  | { type: 'CHANGE_FILTERS'; change: ProductFilterChange }
  | { type: 'CLEAR_FILTERS' }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'SET_SEARCH_TEXT'; text: string };

/**
 * Where the flow ended when it was left from step 0.
 *
 * @example
 * const snapshot = actor.getSnapshot();
 * if (snapshot.status === 'done') navigate(snapshot.output.exitPath); // '/create'
 */
export interface ProductSelectionOutput {
  exitPath: string;
}

/**
 * Guard: the event asks for this step (used with `params.step`).
 *
 * @example
 * targetsStep({ type: 'GO_TO_STEP', step: 1 }, { step: 1 }) // true
 */
export function targetsStep(event: ProductSelectionEvent, params: { step: ProductSelectionStep }): boolean {
  return event.type === 'GO_TO_STEP' && event.step === params.step;
}

/**
 * Guard: the selection is at this step (routing the start of the flow from URL parameters).
 *
 * @example
 * selectionAtStep({ selection: EMPTY_PRODUCT_SELECTION } as ProductSelectionContext, { step: 0 }) // true
 */
export function selectionAtStep(context: Pick<ProductSelectionContext, 'selection'>, params: { step: ProductSelectionStep }): boolean {
  return productSelectionStep(context.selection) === params.step;
}

/**
 * The URL query parameters of a context (base64 each): the selection plus client and patient.
 *
 * @example
 * productSelectionQuery(snapshot.context) // { productFamily: 'QXBvcXVlbA==', clientId: 'Nw==' }
 */
export function productSelectionQuery(context: ProductSelectionContext): Record<string, string> {
  return encodeRxQueryParams({ ...context.selection, clientId: context.clientId, patientId: context.patientId });
}

const toStep = (step: ProductSelectionStep) => ({ type: 'goBack' as const, params: { step } });

/**
 * Product selection in four steps (0 family, 1 form, 2 strength, 3 product). Each choice moves one
 * step on and clears later choices; choosing a family also resets flavor, time-to-ship, strength and
 * weight filters; a preventative strength sets the weight filters; any filter change resets the page
 * to 1. Going back (Back or a step click) clears later choices, and leaving step 3 clears the strength
 * and weight filters the strength set; Back from step 0 leaves the flow
 * (`exited`, output `exitPath`: the client profile or /create). The flow starts at the step its URL
 * parameters reach, with the strength filter of a chosen strength set as clicking it sets it.
 *
 * @example
 * const actor = createActor(productSelectionMachine, { input: { clientId: '7' } }).start();
 * actor.send({ type: 'SELECT_FAMILY', productFamily: 'Apoquel' });
 * actor.getSnapshot().value // { selecting: 'productPresentation' }
 */
export const productSelectionMachine = setup({
  types: {
    context: {} as ProductSelectionContext,
    events: {} as ProductSelectionEvent,
    input: {} as ProductSelectionInput,
    output: {} as ProductSelectionOutput,
  },
  guards: {
    targetsStep: ({ event }, params: { step: ProductSelectionStep }) => targetsStep(event, params),
    selectionAtStep: ({ context }, params: { step: ProductSelectionStep }) => selectionAtStep(context, params),
  },
  actions: {
    selectFamily: assign(({ context }, params: { productFamily: Id }) => ({
      selection: selectProductFamily(context.selection, params.productFamily),
      filters: resetFiltersForFamily(context.filters),
    })),
    selectPresentation: assign(({ context }, params: { productPresentation: Id }) => ({
      selection: selectProductPresentation(context.selection, params.productPresentation),
    })),
    selectStrength: assign(({ context }, params: StrengthChoice) => ({
      selection: selectProductStrength(context.selection, params),
      filters: filtersForStrength(context.filters, params),
    })),
    selectProduct: assign(({ context }, params: { productId: Id }) => ({ selection: selectProduct(context.selection, params.productId) })),
    goBack: assign(({ context }, params: { step: ProductSelectionStep }) => ({
      selection: goBackToStep(context.selection, params.step),
      // The strength filters come from the strength choice: they go with it.
      filters:
        params.step < 3 && context.filters.selectedStrength !== null
          ? changeProductFilters(context.filters, { selectedStrength: null, minProductWeight: null, maxProductWeight: null })
          : context.filters,
    })),
    changeFilters: assign(({ context }, params: { change: ProductFilterChange }) => ({
      filters: changeProductFilters(context.filters, params.change),
    })),
    clearFilters: assign(({ context }) => ({ filters: clearProductFilters(context.filters) })),
    setPage: assign(({ context }, params: { page: number }) => ({ filters: setProductPage(context.filters, params.page) })),
    setSearchText: assign(({ context }, params: { text: string }) => ({
      searchText: params.text.slice(0, PRODUCT_SEARCH_MAX_LENGTH),
      filters: setProductPage(context.filters, 1),
    })),
  },
}).createMachine({
  id: 'productSelection',
  context: ({ input }) => ({
    selection: input.selection ?? EMPTY_PRODUCT_SELECTION,
    // A flow started from the URL at the product step has chosen its strength: the strength filter
    // follows, as when the strength was clicked (the URL carries the selection, not the filters).
    filters: filtersForSelection(DEFAULT_PRODUCT_FILTERS, input.selection ?? EMPTY_PRODUCT_SELECTION),
    searchText: '',
    clientId: input.clientId ?? null,
    patientId: input.patientId ?? null,
    isOfficeUse: input.isOfficeUse ?? false,
  }),
  initial: 'selecting',
  output: ({ context }) => ({ exitPath: productSelectionExitPath(context.clientId, context.patientId) }),
  states: {
    selecting: {
      initial: 'routing',
      on: {
        CHANGE_FILTERS: { actions: { type: 'changeFilters', params: ({ event }) => ({ change: event.change }) } },
        CLEAR_FILTERS: { actions: 'clearFilters' },
        SET_PAGE: { actions: { type: 'setPage', params: ({ event }) => ({ page: event.page }) } },
        SET_SEARCH_TEXT: { actions: { type: 'setSearchText', params: ({ event }) => ({ text: event.text }) } },
      },
      states: {
        routing: {
          always: [
            { guard: { type: 'selectionAtStep', params: { step: 3 } }, target: 'product' },
            { guard: { type: 'selectionAtStep', params: { step: 2 } }, target: 'productStrength' },
            { guard: { type: 'selectionAtStep', params: { step: 1 } }, target: 'productPresentation' },
            { target: 'productFamily' },
          ],
        },
        productFamily: {
          on: {
            SELECT_FAMILY: {
              target: 'productPresentation',
              actions: { type: 'selectFamily', params: ({ event }) => ({ productFamily: event.productFamily }) },
            },
            BACK: { target: '#productSelection.exited', actions: toStep(0) },
          },
        },
        productPresentation: {
          on: {
            SELECT_PRESENTATION: {
              target: 'productStrength',
              actions: { type: 'selectPresentation', params: ({ event }) => ({ productPresentation: event.productPresentation }) },
            },
            BACK: { target: 'productFamily', actions: toStep(0) },
            GO_TO_STEP: { guard: { type: 'targetsStep', params: { step: 0 } }, target: 'productFamily', actions: toStep(0) },
          },
        },
        productStrength: {
          on: {
            SELECT_STRENGTH: {
              target: 'product',
              actions: {
                type: 'selectStrength',
                params: ({ event }) => ({
                  productStrength: event.productStrength,
                  productClassification: event.productClassification,
                  weightMin: event.weightMin,
                  weightMax: event.weightMax,
                }),
              },
            },
            BACK: { target: 'productPresentation', actions: toStep(1) },
            GO_TO_STEP: [
              { guard: { type: 'targetsStep', params: { step: 0 } }, target: 'productFamily', actions: toStep(0) },
              { guard: { type: 'targetsStep', params: { step: 1 } }, target: 'productPresentation', actions: toStep(1) },
            ],
          },
        },
        product: {
          on: {
            SELECT_PRODUCT: { actions: { type: 'selectProduct', params: ({ event }) => ({ productId: event.productId }) } },
            BACK: { target: 'productStrength', actions: toStep(2) },
            GO_TO_STEP: [
              { guard: { type: 'targetsStep', params: { step: 0 } }, target: 'productFamily', actions: toStep(0) },
              { guard: { type: 'targetsStep', params: { step: 1 } }, target: 'productPresentation', actions: toStep(1) },
              { guard: { type: 'targetsStep', params: { step: 2 } }, target: 'productStrength', actions: toStep(2) },
            ],
          },
        },
      },
    },
    exited: { type: 'final' },
  },
});
