/**
 * The full-list variant of the client list (clients §2): every matching client in one scrolling list,
 * loaded page by page as the list scrolls and rendered virtually, so a practice with thousands of
 * clients scrolls smoothly.
 */
import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  LocationClientSearchDocument,
  type LocationClientSearchQueryVariables,
} from '@vetrx/core/operations/LocationClientSearch';
import { CLIENT_EMPTY_STATES } from '@vetrx/core/messages';
import { useEffect, useRef } from 'react';
import { useApiClient } from '../../api/client';
import { gqlKey } from '../../api/useGql';
import { useLocationScope } from '../../api/location-scope';
import { ClientProfileLink } from './ClientTable';
import { ClientSummary } from '../../shared/clients/ClientSummary';

const CHUNK = 50;
const ROW_HEIGHT = 96;

export function ClientFullList({ variables }: { variables: Omit<LocationClientSearchQueryVariables, 'take' | 'skip'> }) {
  const client = useApiClient();
  const locationId = useLocationScope();
  const query = useInfiniteQuery({
    queryKey: gqlKey(LocationClientSearchDocument, locationId, { ...variables, fullList: true }),
    queryFn: ({ pageParam }) => client.request(LocationClientSearchDocument, { ...variables, take: CHUNK, skip: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.locationClientSearch.data.length, 0);
      return loaded < last.locationClientSearch.count ? loaded : undefined;
    },
  });
  const rows = query.data?.pages.flatMap((p) => p.locationClientSearch.data) ?? [];
  const total = query.data?.pages[0]?.locationClientSearch.count ?? 0;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: query.hasNextPage ? rows.length + 1 : rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];

  useEffect(() => {
    if (last && last.index >= rows.length - 1 && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  }, [last, rows.length, query]);

  if (query.isPending) {
    return (
      <Flex justify="center" p="10">
        <Spinner color="brand.solid" />
      </Flex>
    );
  }
  if (total === 0) return null;

  return (
    <Box
      ref={scrollRef}
      h={{ base: '65vh', md: '70vh' }}
      overflowY="auto"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      data-testid="client-full-list"
      aria-rowcount={total}
      role="list"
    >
      <Box position="relative" h={`${virtualizer.getTotalSize()}px`}>
        {items.map((item) => {
          const row = rows[item.index];
          return (
            <Box
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="listitem"
              position="absolute"
              top="0"
              left="0"
              w="full"
              minH={`${ROW_HEIGHT}px`}
              transform={`translateY(${item.start}px)`}
              px="4"
              py="3"
              borderBottomWidth="1px"
              data-testid={row ? 'client-row' : undefined}
            >
              {row ? (
                <ClientProfileLink client={row} display="flex" w="full" alignItems="start" justifyContent="space-between">
                  <Box flex="1" minW="0">
                    <ClientSummary client={row} />
                  </Box>
                </ClientProfileLink>
              ) : (
                <Flex justify="center" align="center" h="full">
                  {query.hasNextPage ? <Spinner size="sm" color="brand.solid" /> : <Text>{CLIENT_EMPTY_STATES.noDataFound}</Text>}
                </Flex>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
