/** /products/{id}: one product's details on its own page. */
import { Box } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { PageWrapper } from '../../components/page/PageWrapper';
import { ProductDetails, useProductTitle } from '../../shared/products/ProductDetails';

export default function ProductDetailPage() {
  const { id = null } = useParams();
  const title = useProductTitle(id);
  return (
    <PageWrapper trail={title ? [{ label: title }] : []}>
      <Box layerStyle="card" p={{ base: '4', md: '6' }}>
        <ProductDetails productId={id} />
      </Box>
    </PageWrapper>
  );
}
