/**
 * /link (clients §2 route table, §4 PIMS linking): the clients of the location not yet linked to PIMS,
 * searched by name or e-mail (at most 50, debounced; the unlinked-patient alert opens the page with
 * firstName and lastName prefilled), ten a page, each with a Link action that opens the PIMS link panel.
 * 'All clients have been linked to PIMS!' when none is left.
 */
import { Box, Button, EmptyState, Flex, HStack, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { GetUnlinkedLocationClientsDocument } from '@vetrx/core/operations/GetUnlinkedLocationClients';
import { GetUnlinkedLocationClientsCountDocument } from '@vetrx/core/operations/GetUnlinkedLocationClientsCount';
import { CLIENT_LIMITS, CLIENT_PAGE_SIZES, clientFullName, linkPageInitialSearch, linkPageSearchTerm } from '@vetrx/core/client';
import { formatAddress } from '@vetrx/core/format';
import { CLIENT_DISPLAY, CLIENT_EMPTY_STATES, PIMS_LABELS as L } from '@vetrx/core/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LuCircleCheck, LuLink, LuMail, LuMapPin, LuSearch, LuUnlink } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { useGql } from '../../api/useGql';
import { PageWrapper } from '../../components/page/PageWrapper';
import { Pager } from '../../components/ui/pager';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { PatientChips, PhoneSummary } from '../../shared/clients/ClientSummary';
import { PimsLinkDialog } from '../../shared/pims/PimsLinkDialog';
import { usePimsAccount } from '../../shared/pims/usePimsAccount';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { FilterSwitch } from '../../components/ui/filter-switch';

const PAGE_SIZE = CLIENT_PAGE_SIZES.linkPage;

export default function LinkPage() {
  const [params] = useSearchParams();
  const pims = usePimsAccount();
  const [text, setText] = useState(() => linkPageInitialSearch(params));
  const [pendingOnly, setPendingOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [linking, setLinking] = useState<string | null>(null);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const filter = linkPageSearchTerm(debounced);
  // A new search or switch starts at page 1 in the same render.
  const [keyOf, setKeyOf] = useState(`${filter}|${pendingOnly}`);
  const key = `${filter}|${pendingOnly}`;
  if (key !== keyOf) {
    setKeyOf(key);
    setPage(1);
  }
  const base = pims.locationId && pims.account ? { locationId: pims.locationId, filter, activeRequestFilter: pendingOnly } : null;
  const list = useGql(GetUnlinkedLocationClientsDocument, base ? { ...base, take: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE } : null, { placeholderData: keepPreviousData });
  const count = useGql(GetUnlinkedLocationClientsCountDocument, base, { placeholderData: keepPreviousData });
  const rows = list.data?.getUnlinkedLocationClients ?? [];
  const total = count.data?.getUnlinkedLocationClientsCount ?? 0;

  if (!pims.account) {
    return (
      <PageWrapper>
        <Box borderWidth="1px" borderRadius="xl" bg="bg" p="10" textAlign="center" data-testid="link-no-pims">
          <Text color="fg.muted">{L.noLocationPims}</Text>
        </Box>
      </PageWrapper>
    );
  }

  return (
    <PageWrapper>
      <Stack gap="4">
        <Text color="fg.muted">{L.linkPageHint}</Text>
        <Flex layerStyle="card" gap="4" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} p="4">
          <InputGroup startElement={<LuSearch />} flex="1">
            <Input
              type="search"
              value={text}
              maxLength={CLIENT_LIMITS.searchInput}
              onChange={(e) => setText(e.currentTarget.value)}
              placeholder={L.searchUnlinked}
              aria-label={L.searchUnlinked}
              data-testid="link-search"
            />
          </InputGroup>
          <FilterSwitch label={L.onlyPendingRequests} checked={pendingOnly} onChange={setPendingOnly} testId="link-pending-only" colorPalette="brand" />
        </Flex>

        {list.isPending ? (
          <Stack gap="3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="20" borderRadius="xl" />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="xl" data-testid="link-empty">
            <EmptyState.Content>
              <EmptyState.Indicator color={filter || pendingOnly ? 'fg.muted' : 'green.500'}>{filter || pendingOnly ? <LuUnlink /> : <LuCircleCheck />}</EmptyState.Indicator>
              <EmptyState.Title>{filter || pendingOnly ? CLIENT_EMPTY_STATES.noDataFound : CLIENT_EMPTY_STATES.allClientsLinked}</EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="link-list" aria-busy={list.isFetching}>
            {rows.map((c) => {
              const address = c.addresses.find((a) => a.isActive);
              return (
                <Flex
                  as="li"
                  key={c.id}
                  layerStyle="card"
                  gap="4"
                  p="4"
                  justify="space-between"
                  align={{ base: 'stretch', md: 'center' }}
                  direction={{ base: 'column', md: 'row' }}
                  data-testid="link-row"
                  data-name={clientFullName(c)}
                >
                  <Stack gap="1.5" minW="0" flex="1">
                    <Text fontWeight="semibold" textStyle="lg">
                      {clientFullName(c)}
                    </Text>
                    <Flex gap={{ base: '1', md: '5' }} direction={{ base: 'column', md: 'row' }} color="fg.muted" textStyle="sm">
                      <HStack gap="1.5" minW="0">
                        <LuMail aria-hidden />
                        <Text truncate>{c.email ?? CLIENT_DISPLAY.noEmail}</Text>
                      </HStack>
                      <PhoneSummary phones={c.phones} />
                      {address && (
                        <HStack gap="1.5" minW="0">
                          <LuMapPin aria-hidden />
                          <Text truncate>{formatAddress(address)}</Text>
                        </HStack>
                      )}
                    </Flex>
                    <PatientChips links={c.locationPatientClients} />
                  </Stack>
                  <Button colorPalette="brand" onClick={() => setLinking(c.id)} flexShrink={0} aria-label={`${L.link} ${clientFullName(c)}`} data-testid="link-action">
                    <LuLink /> {L.link}
                  </Button>
                </Flex>
              );
            })}
          </Stack>
        )}
        {total > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={total} onPageChange={setPage} label={L.linkPage} />}
      </Stack>
      {linking && (
        <PimsLinkDialog open account={pims.account} locationClientId={linking} onClose={() => setLinking(null)} />
      )}
    </PageWrapper>
  );
}
