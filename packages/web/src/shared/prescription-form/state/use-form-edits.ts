/**
 * The vet's changes to the form, each sent to the machine. What the vet changed and has not saved:
 * leaving the page asks first. Every change the vet makes comes through `change`, `selectProduct` or
 * `clearProduct`; nothing else sets a value.
 */
import { isAllergicIngredientEnabled, type PrescriptionFormValues } from '@vetrx/core/prescription';
import { useCallback, useState } from 'react';
import { useUnsavedChanges } from '../../../components/form/unsaved-changes';
import { factsOf, formProductOf, type LoadedProduct } from '../product';
import type { FamilyProduct, useFormData } from '../useFormData';
import type { ProductChoice } from './use-product-choice';
import type { PrescriptionFormActor, PrescriptionFormEvent } from './types';

type PrescriptionFormPlainField = Extract<PrescriptionFormEvent, { type: 'SET_FIELD' }>['field'];

export function useFormEdits(actor: PrescriptionFormActor, reasons: ReturnType<typeof useFormData>['reasons'], choice: Pick<ProductChoice, 'setProduct' | 'setPresentationId'>) {
  const { setProduct, setPresentationId } = choice;
  const [edited, setEdited] = useState(false);
  const saved = useUnsavedChanges(edited);

  const change = useCallback(
    (field: keyof PrescriptionFormValues, value: unknown) => {
      setEdited(true);
      if (field === 'refills') actor.send({ type: 'SET_REFILLS', refills: value as string | number | null });
      else if (field === 'prnFlag') actor.send({ type: 'TOGGLE_PRN', checked: value === true });
      else if (field === 'reasonForCompound') {
        // The reason's allergic-ingredient flag travels with it, so the typed ingredient is sent.
        const reason = reasons.find((r) => r.reasonForCompound === value);
        actor.send({ type: 'REASON_CHANGED', reasonForCompound: (value as string | null) || null, allergicIngredient: isAllergicIngredientEnabled(reason) });
      } else actor.send({ type: 'SET_FIELD', field: field as PrescriptionFormPlainField, value });
    },
    [actor, reasons],
  );

  const selectProduct = useCallback(
    (p: FamilyProduct | LoadedProduct) => {
      setEdited(true);
      setProduct(p);
      setPresentationId(p.productPresentationId);
      actor.send({ type: 'PRODUCT_CHANGED', product: factsOf(p), today: new Date() });
      const fp = formProductOf(p);
      for (const [field, value] of [
        ['productId', fp.productId],
        ['productName', fp.productName],
        ['strength', fp.strength],
        ['productPresentationId', fp.productPresentationId],
      ] as const) actor.send({ type: 'SET_FIELD', field, value });
      const flavor = actor.getSnapshot().context.values.flavorId;
      if (flavor !== null && !p.productFlavors.some((f) => f.id === String(flavor))) actor.send({ type: 'SET_FIELD', field: 'flavorId', value: null });
    },
    [actor, setProduct, setPresentationId],
  );

  const clearProduct = useCallback(
    (presentation: string) => {
      setEdited(true);
      setPresentationId(presentation);
      for (const [field, value] of [
        ['productPresentationId', presentation],
        ['strength', null],
        ['productId', null],
        ['quantity', 1],
      ] as const) actor.send({ type: 'SET_FIELD', field, value });
    },
    [actor, setPresentationId],
  );

  /** After a save: what follows (the client profile, the next card) is not a leave without saving. */
  const markSaved = useCallback(() => {
    saved();
    setEdited(false);
  }, [saved]);

  return { change, selectProduct, clearProduct, markSaved };
}
