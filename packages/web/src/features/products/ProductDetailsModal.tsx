/** The product details modal (prescribing §2 Modals): title, then the details; Close. */
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { PRESCRIBING_EMPTY_STATES, PRINT_LABELS } from '@vetrx/core/messages';
import type { ReactNode } from 'react';
import { ProductDetails, useProductTitle } from './ProductDetails';

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
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="xl" scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="product-details-modal">
            <Dialog.Header>
              <Dialog.Title>{title ?? PRESCRIBING_EMPTY_STATES.noProductDetails}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open && <ProductDetails productId={productId} priceRange={priceRange} />}</Dialog.Body>
            <Dialog.Footer>
              {actions}
              <Button variant="outline" onClick={onClose}>
                {PRINT_LABELS.close}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
