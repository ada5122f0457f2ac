/**
 * Order history (clients §2 Order History section): filters — client or patient name (≤ 30
 * characters, debounced), a multi-select of status, an order date range with time — and Reset; paged
 * order cards (10 by default, with a size changer); 'No Orders Found', or '0 Results Found...' when a
 * filter is applied. Of a location (/orders) or of a client's patients (the client profile).
 */
import { Box, Button, Field, Flex, Grid, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { GetOrderStatusDocument } from '@vetrx/core/operations/GetOrderStatus';
import { GetOrdersByLocationIdDocument } from '@vetrx/core/operations/GetOrdersByLocationId';
import { GetOrdersByLocationPatientIdsDocument } from '@vetrx/core/operations/GetOrdersByLocationPatientIds';
import { GetOrdersCountDocument } from '@vetrx/core/operations/GetOrdersCount';
import { CLIENT_LIMITS } from '@vetrx/core/client';
import { CLIENT_SCREEN_LABELS as L, APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { orderHistoryEmptyText, orderStatusLabel } from '@vetrx/core/order';
import { formatMessage } from '@vetrx/core/common';
import { useMemo, useState } from 'react';
import { LuPackageSearch, LuRotateCcw, LuSearch } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { MultiSelect } from '../../components/ui/multi-select';
import { Pager } from '../../components/ui/pager';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { OrderCard } from './OrderCard';
import { PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { EMPTY_ORDER_FILTERS, ORDERS_FIRST_PAGE_SIZE, orderCountVariables, orderFilterVariables, orderListVariables, type OrderFilters } from './variables';

const F = APPROVALS_RECORD_MESSAGES.orders.filters;

export type OrderHistoryScope =
  | { kind: 'location'; locationId: string }
  | { kind: 'patients'; locationId: string; locationPatientIds: string[] };

export function OrderHistory({ scope, compact = false }: { scope: OrderHistoryScope; compact?: boolean }) {
  const [filters, setFilters] = useState<OrderFilters>(EMPTY_ORDER_FILTERS);
  const [pageSize, setPageSize] = useState<number>(ORDERS_FIRST_PAGE_SIZE);
  const name = useDebouncedValue(filters.name.trim(), SEARCH_DEBOUNCE_MS);
  const statuses = useGql(GetOrderStatusDocument, {}, { staleTime: 60 * 60_000 });
  const statusOptions = useMemo(
    () => (statuses.data?.getOrderStatus ?? []).map((s) => ({ value: s.code, label: orderStatusLabel(s.code) })),
    [statuses.data],
  );

  // A new filter or page size starts again at page 1, in the same render.
  const filterKey = JSON.stringify([name, filters.statuses, filters.from, filters.to, pageSize]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (p: number) => setPaging({ key: filterKey, page: p });

  const vars = orderListVariables(scope.locationId, { ...filters, name }, page, pageSize);
  const patientIds = scope.kind === 'patients' ? scope.locationPatientIds : null;
  const byLocation = useGql(GetOrdersByLocationIdDocument, scope.kind === 'location' ? vars : null, {
    placeholderData: keepPreviousData,
  });
  const byPatients = useGql(
    GetOrdersByLocationPatientIdsDocument,
    patientIds && patientIds.length ? { locationPatientIds: patientIds, ...orderFilterVariables(vars), skip: vars.skip, take: vars.take } : null,
    { placeholderData: keepPreviousData },
  );
  const count = useGql(
    GetOrdersCountDocument,
    scope.kind === 'location' || (patientIds && patientIds.length) ? orderCountVariables(vars, patientIds ?? undefined) : null,
    { placeholderData: keepPreviousData },
  );
  const query = scope.kind === 'location' ? byLocation : byPatients;
  const orders = scope.kind === 'location' ? byLocation.data?.getOrdersByLocationId : byPatients.data?.getOrdersByLocationPatientIds;
  const total = count.data?.getOrdersCount ?? 0;
  const filtersApplied = Boolean(name || filters.statuses.length || filters.from || filters.to);
  const noPatients = scope.kind === 'patients' && scope.locationPatientIds.length === 0;
  const set = (patch: Partial<OrderFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <Stack gap="4" data-testid="order-history">
      <Grid
        // Compact (a client's profile): as many columns as the panel's width holds, so a narrow panel never scrolls sideways.
        templateColumns={compact ? 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))' : { base: '1fr', md: '1.2fr 1.2fr 1fr 1fr auto' }}
        gap="3"
        alignItems="start"
        p="4"
        borderWidth="1px"
        borderRadius="lg"
        bg="bg"
      >
        <Field.Root>
          <Field.Label textStyle="sm">{F.name}</Field.Label>
          <InputGroup startElement={<LuSearch />}>
            <Input
              type="search"
              value={filters.name}
              maxLength={CLIENT_LIMITS.orderNameFilter}
              placeholder={L.orderNamePlaceholder}
              onChange={(e) => set({ name: e.currentTarget.value })}
              data-testid="order-name-filter"
            />
          </InputGroup>
        </Field.Root>
        <MultiSelect
          label={F.status}
          options={statusOptions}
          value={filters.statuses}
          onChange={(v) => set({ statuses: v })}
          placeholder={L.orderStatusPlaceholder}
          size="md"
          data-testid="order-status-filter"
        />
        <Field.Root>
          <Field.Label textStyle="sm">
            {F.orderDate} — {L.orderDateFrom}
          </Field.Label>
          <Input type="datetime-local" value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.currentTarget.value })} data-testid="order-date-from" />
        </Field.Root>
        <Field.Root>
          <Field.Label textStyle="sm">
            {F.orderDate} — {L.orderDateTo}
          </Field.Label>
          <Input type="datetime-local" value={filters.to} min={filters.from || undefined} onChange={(e) => set({ to: e.currentTarget.value })} data-testid="order-date-to" />
        </Field.Root>
        <Button
          variant="outline"
          onClick={() => setFilters(EMPTY_ORDER_FILTERS)}
          disabled={!filtersApplied}
          gridColumn={compact ? '1 / -1' : 'auto'}
          justifySelf={compact ? 'end' : { md: 'stretch' }}
          mt={{ md: compact ? '0' : '7' }}
        >
          <LuRotateCcw /> {F.reset}
        </Button>
      </Grid>

      {noPatients ? (
        <Empty text={orderHistoryEmptyText(false)} />
      ) : query.isPending || !orders ? (
        <Stack gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="32" borderRadius="xl" />
          ))}
        </Stack>
      ) : orders.length === 0 ? (
        <Empty text={orderHistoryEmptyText(filtersApplied)} />
      ) : (
        <Stack gap="3" opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s">
          <Text textStyle="sm" color="fg.muted" data-testid="order-count">
            {total === 1 ? L.oneOrder : formatMessage(L.ordersCount, { count: total })}
          </Text>
          {orders.map((o) => (
            <OrderCard key={o.id} order={o} showClient={scope.kind === 'location'} />
          ))}
          <Pager page={page} pageSize={pageSize} count={total} onPageChange={setPage} onPageSizeChange={setPageSize} sizes={PAGE_SIZE_OPTIONS} label="Orders" />
        </Stack>
      )}
    </Stack>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Flex direction="column" align="center" gap="2" py="12" borderWidth="1px" borderRadius="lg" bg="bg" color="fg.muted" data-testid="orders-empty">
      <Box fontSize="2xl" aria-hidden>
        <LuPackageSearch />
      </Box>
      <Text fontWeight="medium">{text}</Text>
    </Flex>
  );
}
