/**
 * /create — Create Rx home (prescribing §2): Search by Client or Search by Product (createBy replaced
 * in place), then Active RX Drafts (drafts only, not archived).
 */
import { Stack } from '@chakra-ui/react';
import { SegmentGroup } from '../../components/ui/chakra-late';
import { MAIN_ROUTES } from '@vetrx/core/access';
import { PRESCRIBING_LABELS } from '@vetrx/core/messages';
import { CREATE_BY_OPTIONS, type CreateBy } from '@vetrx/core/prescription';
import { encodeRxQueryParams } from '@vetrx/core/product';
import { useNavigate, useSearchParams } from 'react-router';
import { PageWrapper } from '../../components/page/PageWrapper';
import { ProductSearchPanel, useProductSearchState } from '../../shared/products/search/ProductSearchPanel';
import { ClientPicker } from '../../shared/clients/pickers';
import { ActiveDrafts } from './ActiveDrafts';

const LABELS: Record<CreateBy, string> = { client: PRESCRIBING_LABELS.searchByClient, product: PRESCRIBING_LABELS.searchByProduct };

export default function CreateRxPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('createBy');
  const createBy: CreateBy = (CREATE_BY_OPTIONS as readonly string[]).includes(raw ?? '') ? (raw as CreateBy) : 'client';
  const search = useProductSearchState();
  const query = (values: Parameters<typeof encodeRxQueryParams>[0]) => new URLSearchParams(encodeRxQueryParams(values)).toString();
  return (
    <PageWrapper>
      <Stack gap="5">
        <SegmentGroup.Root
          value={createBy}
          onValueChange={(e) => setParams((p) => ({ ...Object.fromEntries(p), createBy: e.value ?? 'client' }), { replace: true })}
          size={{ base: 'sm', md: 'md' }}
          alignSelf={{ base: 'stretch', sm: 'start' }}
          whiteSpace="nowrap"
          data-testid="create-by"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={CREATE_BY_OPTIONS.map((value) => ({ value, label: LABELS[value] }))} flex={{ base: '1', sm: 'initial' }} />
        </SegmentGroup.Root>
        <Stack layerStyle="card" p={{ base: '4', md: '5' }}>
          {createBy === 'client' ? (
            <ClientPicker onSelect={(clientId) => navigate(`${MAIN_ROUTES.createRx}/?${query({ clientId })}`)} />
          ) : (
            <ProductSearchPanel {...search} onSelect={(family) => navigate(`${MAIN_ROUTES.productSelection}/?${query({ productFamily: family.productFamily })}`)} />
          )}
        </Stack>
        <ActiveDrafts />
      </Stack>
    </PageWrapper>
  );
}
