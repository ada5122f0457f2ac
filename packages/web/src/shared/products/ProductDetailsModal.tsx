/** The product details modal (prescribing §2 Modals): title, then the details; Close. */
import { Button } from '@chakra-ui/react';
import { PRESCRIBING_EMPTY_STATES, PRINT_LABELS } from '@vetrx/core/messages';
import type { ReactNode } from 'react';
import { ProductDetails, useProductTitle } from './ProductDetails';
import { AppDialog } from '../../components/ui/app-dialog';

export interface ProductDetailsModalProps {
  productId: string | null;
  open: boolean;
  onClose(): void;
  /** A family's price range (opened from a search result). */
  priceRange?: { min: number; max: number } | null;
  /** Extra footer actions (e.g. Prescribe). */
  actions?: ReactNode;
}

export function ProductDetailsModal({ productId, open, onClose, priceRange, actions }: ProductDetailsModalProps) {
  const title = useProductTitle(open ? productId : null);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="product-details-modal"
      size="xl"
      scroll="inside"
      closeOnOutside
      title={title ?? PRESCRIBING_EMPTY_STATES.noProductDetails}
      footer={
        <>
          {actions}
          <Button variant="outline" onClick={onClose}>
            {PRINT_LABELS.close}
          </Button>
        </>
      }
    >
      {open && <ProductDetails productId={productId} priceRange={priceRange} />}
    </AppDialog>
  );
}
