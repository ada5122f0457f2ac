import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { acceptedEdges, definedEdges } from '../common/test-utils/machine-graph.js';
import { DEFAULT_PRODUCT_FILTERS } from './filters.js';
import { decodeRxQueryParams, EMPTY_PRODUCT_SELECTION, selectionFromQuery } from './selection.js';
import {
  type ProductSelectionEvent,
  productSelectionMachine,
  productSelectionQuery,
  selectionAtStep,
  targetsStep,
} from './product-selection.machine.js';

const EVENTS: ProductSelectionEvent[] = [
  { type: 'SELECT_FAMILY', productFamily: 'Apoquel' },
  { type: 'SELECT_PRESENTATION', productPresentation: 3 },
  { type: 'SELECT_STRENGTH', productStrength: 'M', productClassification: 'Preventative', weightMin: 22, weightMax: 44 },
  { type: 'SELECT_PRODUCT', productId: 991 },
  { type: 'GO_TO_STEP', step: 0 },
  { type: 'GO_TO_STEP', step: 1 },
  { type: 'GO_TO_STEP', step: 2 },
  { type: 'GO_TO_STEP', step: 3 },
  { type: 'BACK' },
  { type: 'CHANGE_FILTERS', change: { preferred: 'yes' } },
  { type: 'CLEAR_FILTERS' },
  { type: 'SET_PAGE', page: 2 },
  { type: 'SET_SEARCH_TEXT', text: 'apo' },
];


const byValue = { serializeState: (s: { value: unknown }) => JSON.stringify(s.value) };

describe('guards alone', () => {
  it('targetsStep matches GO_TO_STEP with the step only', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<0 | 1 | 2 | 3>, fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<0 | 1 | 2 | 3>, (a, b) => {
        expect(targetsStep({ type: 'GO_TO_STEP', step: a }, { step: b })).toBe(a === b);
      }),
    );
    expect(targetsStep({ type: 'BACK' }, { step: 0 })).toBe(false);
  });
  it('selectionAtStep reads the step the selection reached', () => {
    expect(selectionAtStep({ selection: EMPTY_PRODUCT_SELECTION }, { step: 0 })).toBe(true);
    expect(selectionAtStep({ selection: { ...EMPTY_PRODUCT_SELECTION, productFamily: 'A' } }, { step: 1 })).toBe(true);
    expect(selectionAtStep({ selection: { ...EMPTY_PRODUCT_SELECTION, productFamily: 'A' } }, { step: 0 })).toBe(false);
  });
});

describe('productSelectionMachine graph', () => {
  it('reaches every state by a shortest path', () => {
    const paths = getShortestPaths(productSelectionMachine, { events: EVENTS, input: {} });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const v of [
      { selecting: 'productFamily' },
      { selecting: 'productPresentation' },
      { selecting: 'productStrength' },
      { selecting: 'product' },
      'exited',
    ]) {
      expect(reached).toContain(JSON.stringify(v));
    }
  });
  it('simple paths reach every state; the states they reach take every transition of the definition', () => {
    const paths = getSimplePaths(productSelectionMachine, { events: EVENTS, input: {}, ...byValue });
    const states = paths.map((p) => p.state);
    expect(new Set(states.map((st) => JSON.stringify(st.value))).size).toBe(5);
    const defined = definedEdges(productSelectionMachine);
    const taken = acceptedEdges(productSelectionMachine, states, EVENTS);
    expect([...defined].filter((e) => !taken.has(e))).toEqual([]);
    expect(defined.size).toBe(18);
  });
  it('starts at the step the URL parameters reach', () => {
    const full = { productFamily: 'A', productPresentation: '3', productClassification: 'Medication', productStrength: '5', productId: null };
    for (const [selection, value] of [
      [EMPTY_PRODUCT_SELECTION, 'productFamily'],
      [{ ...EMPTY_PRODUCT_SELECTION, productFamily: 'A' }, 'productPresentation'],
      [{ ...EMPTY_PRODUCT_SELECTION, productFamily: 'A', productPresentation: '3' }, 'productStrength'],
      [full, 'product'],
    ] as const) {
      const actor = createActor(productSelectionMachine, { input: { selection } }).start();
      expect(actor.getSnapshot().value).toEqual({ selecting: value });
    }
  });
});

describe('productSelectionMachine behaviour', () => {
  it('walks the steps, clears on the way back, and leaves from step 0 to the client profile', () => {
    const actor = createActor(productSelectionMachine, { input: { clientId: '7', patientId: '8' } }).start();
    actor.send({ type: 'CHANGE_FILTERS', change: { flavorIds: [5], timeToShip: '2-3', preferred: 'yes' } });
    actor.send({ type: 'SET_PAGE', page: 4 });
    expect(actor.getSnapshot().context.filters.page).toBe(4);
    actor.send({ type: 'SELECT_FAMILY', productFamily: 'Simparica' });
    let ctx = actor.getSnapshot().context;
    expect(ctx.filters).toEqual({ ...DEFAULT_PRODUCT_FILTERS, preferred: 'yes' });
    actor.send({ type: 'SELECT_PRESENTATION', productPresentation: 2 });
    expect(actor.getSnapshot().can({ type: 'GO_TO_STEP', step: 2 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'GO_TO_STEP', step: 0 })).toBe(true);
    actor.send({ type: 'SELECT_STRENGTH', productStrength: 'M', productClassification: 'Preventative', weightMin: 22, weightMax: 44 });
    actor.send({ type: 'SELECT_PRODUCT', productId: 77 });
    ctx = actor.getSnapshot().context;
    expect(ctx.filters).toMatchObject({ selectedStrength: 'M', minProductWeight: 22, maxProductWeight: 44, page: 1 });
    expect(decodeRxQueryParams(productSelectionQuery(ctx))).toEqual({
      productFamily: 'Simparica',
      productPresentation: '2',
      productClassification: 'Preventative',
      productStrength: 'M',
      productId: '77',
      clientId: '7',
      patientId: '8',
    });
    actor.send({ type: 'GO_TO_STEP', step: 1 });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'productPresentation' });
    expect(actor.getSnapshot().context.selection).toEqual({ ...EMPTY_PRODUCT_SELECTION, productFamily: 'Simparica' });
    expect(actor.getSnapshot().context.filters).toMatchObject({ selectedStrength: null, minProductWeight: null, maxProductWeight: null });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.selection).toEqual(EMPTY_PRODUCT_SELECTION);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ exitPath: '/clients/profile/7?patientId=OA%3D%3D' }); // the selected patient, base64
  });
  it('rebuilt from its URL, the flow is where clicking left it: same step, selection and filters (the strength filter included)', () => {
    // The clicks of the four steps (no filter change: the URL does not carry the flavor or time-to-ship
    // filters), with strengths that set no weight range.
    const click: fc.Arbitrary<ProductSelectionEvent> = fc.oneof(
      fc.constantFrom('carprofen', 'apoquel').map((productFamily): ProductSelectionEvent => ({ type: 'SELECT_FAMILY', productFamily })),
      fc.constantFrom(1, 2).map((productPresentation): ProductSelectionEvent => ({ type: 'SELECT_PRESENTATION', productPresentation })),
      fc
        .record({ productStrength: fc.constantFrom('25 mg', '75 mg', '100 mg'), productClassification: fc.constantFrom('Medication', 'Compound', null) })
        .map((choice): ProductSelectionEvent => ({ type: 'SELECT_STRENGTH', ...choice })),
      fc.constantFrom(11, 12).map((productId): ProductSelectionEvent => ({ type: 'SELECT_PRODUCT', productId })),
      fc.constantFrom(0, 1, 2).map((step): ProductSelectionEvent => ({ type: 'GO_TO_STEP', step: step as 0 | 1 | 2 })),
      fc.constant<ProductSelectionEvent>({ type: 'BACK' }),
    );
    fc.assert(
      fc.property(fc.array(click, { maxLength: 12 }), (clicks) => {
        const clicked = createActor(productSelectionMachine, { input: { clientId: '57' } }).start();
        for (const e of clicks) {
          // Back from step 0 leaves the flow (nothing to rebuild).
          if (e.type === 'BACK' && clicked.getSnapshot().matches({ selecting: 'productFamily' })) continue;
          clicked.send(e);
        }
        const at = clicked.getSnapshot();
        const url = decodeRxQueryParams(productSelectionQuery(at.context));
        const rebuilt = createActor(productSelectionMachine, {
          input: { selection: selectionFromQuery(url), clientId: url.clientId, patientId: url.patientId },
        })
          .start()
          .getSnapshot();
        expect(rebuilt.value).toEqual(at.value);
        expect(rebuilt.context).toEqual(at.context);
      }),
    );
  });
  it('rebuilt from its URL at a preventative strength, the strength filter is set (the weight range is not in the URL)', () => {
    const actor = createActor(productSelectionMachine, { input: {} }).start();
    actor.send({ type: 'SELECT_FAMILY', productFamily: 'Simparica' });
    actor.send({ type: 'SELECT_PRESENTATION', productPresentation: 2 });
    actor.send({ type: 'SELECT_STRENGTH', productStrength: 'M', productClassification: 'Preventative', weightMin: 22, weightMax: 44 });
    const ctx = actor.getSnapshot().context;
    const rebuilt = createActor(productSelectionMachine, { input: { selection: selectionFromQuery(decodeRxQueryParams(productSelectionQuery(ctx))) } }).start();
    expect(rebuilt.getSnapshot().context.selection).toEqual(ctx.selection);
    expect(rebuilt.getSnapshot().context.filters).toEqual({ ...DEFAULT_PRODUCT_FILTERS, selectedStrength: 'M' });
    // Going back from the rebuilt product step clears the strength filter as it does after clicking.
    rebuilt.send({ type: 'GO_TO_STEP', step: 2 });
    expect(rebuilt.getSnapshot().context.filters).toEqual(DEFAULT_PRODUCT_FILTERS);
  });
  it('leaves to /create without a client', () => {
    const actor = createActor(productSelectionMachine, { input: {} }).start();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().output).toEqual({ exitPath: '/create' });
  });
  it('search text is capped at 50, resets the page; Clear All restores the defaults', () => {
    const actor = createActor(productSelectionMachine, { input: { isOfficeUse: true } }).start();
    expect(actor.getSnapshot().context.isOfficeUse).toBe(true);
    actor.send({ type: 'SET_PAGE', page: 3 });
    actor.send({ type: 'SET_SEARCH_TEXT', text: 'x'.repeat(80) });
    expect(actor.getSnapshot().context.searchText).toHaveLength(50);
    expect(actor.getSnapshot().context.filters.page).toBe(1);
    actor.send({ type: 'CHANGE_FILTERS', change: { delivery: '3-4' } });
    actor.send({ type: 'CLEAR_FILTERS' });
    expect(actor.getSnapshot().context.filters).toEqual(DEFAULT_PRODUCT_FILTERS);
  });
  it('any filter change resets the page to 1, at any step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.constantFrom(0, 1, 2, 3), (page, steps) => {
        const actor = createActor(productSelectionMachine, { input: {} }).start();
        const choices: ProductSelectionEvent[] = [
          { type: 'SELECT_FAMILY', productFamily: 'A' },
          { type: 'SELECT_PRESENTATION', productPresentation: 1 },
          { type: 'SELECT_STRENGTH', productStrength: 'S', productClassification: 'Medication' },
        ];
        choices.slice(0, steps).forEach((e) => actor.send(e));
        actor.send({ type: 'SET_PAGE', page });
        expect(actor.getSnapshot().context.filters.page).toBe(page);
        actor.send({ type: 'CHANGE_FILTERS', change: { species: [1] } });
        expect(actor.getSnapshot().context.filters.page).toBe(1);
      }),
    );
  });
});
