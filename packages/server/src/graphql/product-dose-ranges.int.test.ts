/**
 * Labelled dose ranges reach the prescription form (decision 0143), and the demo's xylitol-free
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

  it('carries each product’s labelled range per species', async () => {
    const carprofen = await productsOf('carprofen');
    expect(carprofen.length).toBeGreaterThan(0);
    for (const p of carprofen) expect(p.labelledDoseRanges).toEqual([{ species: 'canine', minMgPerKg: 2.2, maxMgPerKg: 4.4 }]);
  });

  it('offers the xylitol-free gabapentin compound, which asks a reason for compounding, with dog and cat ranges', async () => {
    const gabapentin = await productsOf('gabapentin-xylitol-free-oral-suspension-compounded');
    expect(gabapentin.length).toBeGreaterThan(0);
    for (const p of gabapentin) {
      expect(p).toMatchObject({ compound: true, hasPharmacyRationale: false, isControlled: false });
      expect(p.labelledDoseRanges.map((r) => r.species).sort()).toEqual(['canine', 'feline']);
    }
  });
});
