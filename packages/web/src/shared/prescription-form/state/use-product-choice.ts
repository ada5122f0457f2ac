/**
 * The product the form shows and the presentation it searches in: what the product section picked,
 * which the form's data (family, flavors) follows. The machine holds the product's fields and facts.
 */
import { useState } from 'react';
import type { LoadedProduct } from '../product';

export function useProductChoice(initialProduct: LoadedProduct) {
  const [product, setProduct] = useState<LoadedProduct>(initialProduct);
  const [presentationId, setPresentationId] = useState<string | null>(initialProduct.productPresentationId);
  return { product, setProduct, presentationId, setPresentationId };
}

export type ProductChoice = ReturnType<typeof useProductChoice>;
