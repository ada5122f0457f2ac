/**
 * /clientsearch (clients §2 Client list page): the search box with its hint (first name, last name,
 * phone number — numbers only —, e-mail or patient name; acts from 3 characters, debounced, back to
 * page 1 on every new search), a client status filter, the paged list (10 by default, with a size
 * changer) or the full list, 'No data found' with Add New Client, and the Add Client modal.
 */
import { Box, Button, Field, Flex, HStack, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { SegmentGroup } from '../../components/ui/chakra-late';
import { clientProfilePath } from '@vetrx/core/access';

type ActiveFilterType = NonNullable<LocationClientSearchQueryVariables['activeFilterType']>;
import { LocationClientSearchDocument, type LocationClientSearchQueryVariables } from '@vetrx/core/operations/LocationClientSearch';
import { CLIENT_LIMITS, CLIENT_PAGE_SIZES, clientListSearchTerm, clientSearchCountText } from '@vetrx/core/client';
import { CLIENT_EMPTY_STATES, CLIENT_LABELS, CLIENT_SCREEN_LABELS as L } from '@vetrx/core/messages';
import { useState } from 'react';
import { LuSearch, LuUserPlus, LuUsers } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { useGql } from '../../api/useGql';
import { PageWrapper } from '../../components/page/PageWrapper';
import { Pager } from '../../components/ui/pager';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { AddClientModal } from '../../shared/clients/AddClientModal';
import { ClientFullList } from './ClientFullList';
import { ClientTable } from './ClientTable';
import { useLocationFlags } from '../../session/useLocationFlags';
import { PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { SelectInput } from '../../components/ui/select-field';

type View = 'paged' | 'full';
const STATUS_OPTIONS: { value: ActiveFilterType; label: string }[] = [
  { value: 'all', label: L.allClients },
  { value: 'active', label: L.activeClients },
  { value: 'non_active', label: L.inactiveClients },
];

function EmptyResult({ onAdd }: { onAdd(): void }) {
  return (
    <Stack align="center" gap="3" py="14" borderWidth="1px" borderRadius="lg" bg="bg" textAlign="center" data-testid="clients-empty">
      <Box color="fg.subtle" fontSize="2xl" aria-hidden>
        <LuUsers />
      </Box>
      <Text fontWeight="medium">{CLIENT_EMPTY_STATES.noDataFound}</Text>
      <Button colorPalette="brand" variant="subtle" onClick={onAdd}>
        <LuUserPlus /> {CLIENT_LABELS.addNewClient}
      </Button>
    </Stack>
  );
}

export default function ClientSearchPage() {
  const navigate = useNavigate();
  const flags = useLocationFlags();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<ActiveFilterType>('all');
  const [view, setView] = useState<View>('paged');
  const [pageSize, setPageSize] = useState<number>(CLIENT_PAGE_SIZES.clientList);
  const [adding, setAdding] = useState(false);
  const term = clientListSearchTerm(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));

  // Every new search (or filter, or page size) starts again at page 1, in the same render.
  const searchKey = JSON.stringify([term, status, pageSize]);
  const [paging, setPaging] = useState({ key: searchKey, page: 1 });
  const page = paging.key === searchKey ? paging.page : 1;
  const setPage = (p: number) => setPaging({ key: searchKey, page: p });

  const base = flags.locationId
    ? { locationId: flags.locationId, organizationId: flags.organizationId, filter: term, activeFilterType: status }
    : null;
  const list = useGql(
    LocationClientSearchDocument,
    base && view === 'paged' ? { ...base, take: pageSize, skip: (page - 1) * pageSize } : null,
    { placeholderData: keepPreviousData },
  );
  const result = list.data?.locationClientSearch;
  const typedTooShort = text.trim().length > 0 && term === null;

  return (
    <PageWrapper
      actions={
        <Button colorPalette="brand" onClick={() => setAdding(true)} data-testid="add-client-button">
          <LuUserPlus /> {CLIENT_LABELS.addClient}
        </Button>
      }
    >
      <Stack gap="4">
        <Flex gap="3" wrap="wrap" align="end">
          <Field.Root flex="1" minW={{ base: 'full', md: '96' }}>
            <Field.Label srOnly>{L.searchClients}</Field.Label>
            <InputGroup startElement={<LuSearch />} w="full">
              <Input
                type="search"
                value={text}
                maxLength={CLIENT_LIMITS.searchInput}
                placeholder={L.searchClients}
                aria-describedby="client-search-hint"
                onChange={(e) => setText(e.currentTarget.value)}
                bg="bg"
                data-testid="client-search-input"
              />
            </InputGroup>
            <Field.HelperText id="client-search-hint">{typedTooShort ? L.searchMinHint : CLIENT_LABELS.clientSearchHint}</Field.HelperText>
          </Field.Root>
          <HStack gap="3" wrap="wrap" alignSelf={{ base: 'stretch', md: 'start' }}>
            <SelectInput
              size="md"
              rootProps={{ width: '44' }}
              aria-label={L.clientStatusFilter}
              options={STATUS_OPTIONS}
              value={status}
              onValueChange={(v) => setStatus(v as ActiveFilterType)}
              bg="bg"
              data-testid="client-status-filter"
            />
            <SegmentGroup.Root value={view} onValueChange={(e) => setView(e.value as View)} size="md" bg="bg" aria-label="View">
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={[{ value: 'paged', label: L.pagedList }, { value: 'full', label: L.fullList }]} />
            </SegmentGroup.Root>
          </HStack>
        </Flex>

        {view === 'full' && base ? (
          <FullListWithEmpty variables={base} onAdd={() => setAdding(true)} />
        ) : list.isPending || !result ? (
          <Stack gap="2" data-testid="clients-loading">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h="14" borderRadius="md" />
            ))}
          </Stack>
        ) : result.count === 0 ? (
          <EmptyResult onAdd={() => setAdding(true)} />
        ) : (
          <Stack gap="3" opacity={list.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s">
            <Text textStyle="sm" color="fg.muted" data-testid="client-count">
              {clientSearchCountText(result.count, (page - 1) * pageSize, pageSize)}
            </Text>
            <ClientTable rows={result.data} />
            <Pager
              page={page}
              pageSize={pageSize}
              count={result.count}
              onPageChange={setPage}
              onPageSizeChange={setPageSize}
              sizes={PAGE_SIZE_OPTIONS}
              label={L.clients}
            />
          </Stack>
        )}
      </Stack>
      <AddClientModal
        open={adding}
        onClose={() => setAdding(false)}
        onDone={(output) =>
          navigate(clientProfilePath(output.locationClientId), {
            state: { locationClientId: output.locationClientId, ...(output.locationPatientId != null ? { locationPatientId: output.locationPatientId } : {}) },
          })
        }
      />
    </PageWrapper>
  );
}

function FullListWithEmpty({ variables, onAdd }: { variables: Parameters<typeof ClientFullList>[0]['variables']; onAdd(): void }) {
  const count = useGql(LocationClientSearchDocument, { ...variables, take: 0, skip: 0 });
  if (count.data && count.data.locationClientSearch.count === 0) return <EmptyResult onAdd={onAdd} />;
  return (
    <Stack gap="3">
      {count.data && (
        <Text textStyle="sm" color="fg.muted" data-testid="client-count">
          {clientSearchCountText(count.data.locationClientSearch.count, 0, 0)}
        </Text>
      )}
      <ClientFullList variables={variables} />
    </Stack>
  );
}
