/**
 * The product the form loads names its labelled doses through its ingredients: the knowledge table's
 * (decision 0400), read by core's `labelledDoseRangesOf` as the form and the server do, and the demo's xylitol-free
 * gabapentin compound is offered under the default time-to-ship filter (issue 11 item 2).
 */
import { describe, expect, it } from 'vitest';
import {
  GetProductPresentationsForProductFamilyDocument,
  type GetProductPresentationsForProductFamilyQuery,
} from '@vetrx/core/operations/GetProductPresentationsForProductFamily';
import {
  GetProductsExtendedDataFromProductFamilyDocument,
  type GetProductsExtendedDataFromProductFamilyQuery,
} from '@vetrx/core/operations/GetProductsExtendedDataFromProductFamily';
import { labelledDoseRangesOf } from '@vetrx/core/safety';
import { LOCATION } from '@vetrx/fixtures';
import { testDatabases, useTestServer } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove);

describe.each(testDatabases())('labelled dose ranges (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet'] });

  const productsOf = async (productFamily: string) => {
    const forms = await s.gql<GetProductPresentationsForProductFamilyQuery>(
      GetProductPresentationsForProductFamilyDocument.toString(),
      { locationId: MG, productFamily, rxDeliveryDaysFilter: ['1-2', '2-3', '3-5'] },
      { token: tokens.vet },
    );
    expect(forms.errors).toBeUndefined();
    const form = forms.data!.getProductPresentationsForProductFamily[0];
    expect(form).toBeDefined();
    const ext = await s.gql<GetProductsExtendedDataFromProductFamilyQuery>(
      GetProductsExtendedDataFromProductFamilyDocument.toString(),
      { locationId: MG, productFamily, productPresentationId: form.id },
      { token: tokens.vet },
    );
    expect(ext.errors).toBeUndefined();
    return ext.data!.getProductsExtendedDataFromProductFamily.classificationProductMap.flatMap((c) => c.strengthProductMap.flatMap((m) => m.products));
  };

  type LoadedProduct = Awaited<ReturnType<typeof productsOf>>[number];
  const dosesOf = (p: LoadedProduct) =>
    labelledDoseRangesOf({ title: p.title, familyName: p.productFamily.name, ingredients: p.ingredients, dosageForm: p.productPresentation?.dosageForm ?? null });

  it('gives each product’s labelled dose per species, per dose with its frequency and per day', async () => {
    const carprofen = await productsOf('carprofen');
    expect(carprofen.length).toBeGreaterThan(0);
    for (const p of carprofen) {
      expect(dosesOf(p)).toMatchObject([{ species: 'canine', perDose: { minMgPerKg: 2.2, maxMgPerKg: 4.4 }, timesPerDay: { min: 1, max: 2 }, perDay: { minMgPerKg: 2.2, maxMgPerKg: 4.4 } }]);
    }
  });

  it('offers the xylitol-free gabapentin compound, which asks a reason for compounding, with dog and cat ranges', async () => {
    const gabapentin = await productsOf('gabapentin-xylitol-free-oral-suspension-compounded');
    expect(gabapentin.length).toBeGreaterThan(0);
    for (const p of gabapentin) {
      expect(p).toMatchObject({ compound: true, hasPharmacyRationale: false, isControlled: false });
      expect(dosesOf(p).map((r) => r.species).sort()).toEqual(['canine', 'feline']);
    }
  });
});
