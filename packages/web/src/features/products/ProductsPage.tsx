/** /products: the product catalogue — search by name and filters; a result opens its details. */
import { Button } from '@chakra-ui/react';
import { MAIN_ROUTES } from '@vetrx/core/access';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { PRESCRIBING_UI } from '@vetrx/core/messages';
import { useState } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { PageWrapper } from '../../components/page/PageWrapper';
import { ProductDetailsModal } from '../../shared/products/ProductDetailsModal';
import { ProductSearchPanel, useProductSearchState } from '../../shared/products/search/ProductSearchPanel';
import type { ProductFamilyResult } from '../../shared/products/search/search-types';

export default function ProductsPage() {
  const state = useProductSearchState();
  const [open, setOpen] = useState<ProductFamilyResult | null>(null);
  const navigate = useNavigate();
  return (
    <PageWrapper>
      <ProductSearchPanel {...state} onSelect={setOpen} selectLabel={PRESCRIBING_UI.openDetails} />
      <ProductDetailsModal
        productId={open?.lowestFamilyId ?? null}
        priceRange={open?.priceRange ?? null}
        open={open !== null}
        onClose={() => setOpen(null)}
        actions={
          open && (
            <>
              <Button variant="ghost" onClick={() => navigate(`${MAIN_ROUTES.products}/${open.lowestFamilyId}`)}>
                <LuExternalLink /> {PRESCRIBING_UI.openDetails}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => navigate(`${MAIN_ROUTES.productSelection}/?${new URLSearchParams(encodeRxQueryParams({ productFamily: open.productFamily }))}`)}
              >
                {PRESCRIBING_UI.prescribeThis}
              </Button>
            </>
          )
        }
      />
    </PageWrapper>
  );
}
