/**
 * The filters of /history (prescribing §2 Prescription history): client, patient, product, prescribing
 * vet, statuses, date range, archived and approval types. Client and product are searched on the
 * server; the patient list is the chosen client's patients; the vets are the location's users who can
 * authorize.
 */
import { Button, Field, Fieldset, Flex, HStack, Input, Menu, NativeSelect, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  GetLocationUsersThatCanAuthorizeDocument,
  GetProductsExtendedDataFromProductFamilyDocument,
  LocationClientSearchDocument,
  ProductFamiliesDocument,
  type LocationClientSearchQuery,
} from '@vetrx/core/api';
import { APPROVALS_MESSAGES, COMMON_MESSAGES } from '@vetrx/core/messages';
import { APPROVAL_TYPE_FILTERS, RX_STATUS_LISTING_VALUES, type ApprovalTypeFilter, type RxStatusListingValue } from '@vetrx/core/record';
import { clientDisplayName } from '@vetrx/core/task';
import { useMemo, useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../app/session/SessionContext';
import { FilterPanel } from '../../components/ui/filter-panel';
import { SearchSelect } from '../../components/ui/search-select';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { ApprovalTypeChecks } from './ApprovalTypeChecks';

const H = APPROVALS_MESSAGES.history;
const F = H.filters;
/** Every delivery bucket, so the product list of a family is complete. */
const ALL_DELIVERY_DAYS = ['1-2', '2-3', '3-5', '5+'];

type ClientResult = LocationClientSearchQuery['locationClientSearch']['data'][number];

/** What the history page filters by. */
export interface HistoryFilterState {
  client: { id: string; name: string; patients: { id: string; name: string }[] } | null;
  patientId: string | null;
  productFamily: { value: string; label: string } | null;
  product: { id: string; label: string } | null;
  prescribingVetId: string | null;
  statuses: RxStatusListingValue[];
  from: string;
  to: string;
  archived: 'all' | 'archived' | 'active';
  approvalTypes: ApprovalTypeFilter[];
}

export const EMPTY_HISTORY_FILTERS: HistoryFilterState = {
  client: null,
  patientId: null,
  productFamily: null,
  product: null,
  prescribingVetId: null,
  statuses: [],
  from: '',
  to: '',
  archived: 'all',
  approvalTypes: [...APPROVAL_TYPE_FILTERS],
};

export function HistoryFilters({ value, onChange }: { value: HistoryFilterState; onChange: (next: HistoryFilterState) => void }) {
  const { locationId } = useCurrentLocation();
  const set = (patch: Partial<HistoryFilterState>) => onChange({ ...value, ...patch });

  const [clientText, setClientText] = useState('');
  const clientTerm = useDebouncedValue(clientText.trim(), 300);
  const clients = useGql(
    LocationClientSearchDocument,
    locationId && clientTerm ? { locationId, filter: clientTerm, take: 10, skip: 0, activeFilterType: 'all' } : null,
    { placeholderData: (prev) => prev },
  );
  const clientOptions = useMemo(
    () =>
      (clients.data?.locationClientSearch.data ?? []).map((c: ClientResult) => ({
        value: c.id,
        label: clientDisplayName(c) || c.email || c.id,
        description: c.email,
        client: c,
      })),
    [clients.data],
  );

  const [familyText, setFamilyText] = useState('');
  const familyTerm = useDebouncedValue(familyText.trim(), 300);
  const families = useGql(ProductFamiliesDocument, locationId && familyTerm ? { locationId, filter: familyTerm, take: 10, skip: 0 } : null, {
    placeholderData: (prev) => prev,
  });
  const familyOptions = (families.data?.productFamilies ?? []).map((f) => ({ value: f.productFamily, label: f.name, description: f.classification }));
  const products = useGql(
    GetProductsExtendedDataFromProductFamilyDocument,
    locationId && value.productFamily ? { locationId, productFamily: value.productFamily.value, configureFilter: { rxDeliveryDaysFilter: ALL_DELIVERY_DAYS } } : null,
  );
  const productOptions = useMemo(() => {
    const out: { id: string; label: string }[] = [];
    for (const c of products.data?.getProductsExtendedDataFromProductFamily.classificationProductMap ?? []) {
      for (const s of c.strengthProductMap) {
        for (const p of s.products) out.push({ id: p.id, label: [p.title, p.strengthDisplay, p.packsizeDisplay].filter(Boolean).join(' · ') });
      }
    }
    return out;
  }, [products.data]);

  const vets = useGql(GetLocationUsersThatCanAuthorizeDocument, locationId ? { locationId } : null);

  return (
    <FilterPanel activeCount={activeHistoryFilterCount(value)} onClear={() => onChange(EMPTY_HISTORY_FILTERS)} data-testid="history-filters">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <SearchSelect
          label={F.client}
          placeholder={H.searchClient}
          emptyText={COMMON_MESSAGES.zeroResults}
          options={clientOptions}
          loading={clients.isFetching}
          value={value.client?.id ?? null}
          selectedLabel={value.client?.name}
          onSearch={setClientText}
          onChange={(id) => {
            const found = clientOptions.find((o) => o.value === id)?.client;
            set({
              client: found
                ? {
                    id: found.id,
                    name: clientDisplayName(found),
                    patients: found.locationPatientClients.flatMap((l) => (l.locationPatient ? [{ id: l.locationPatient.id, name: l.locationPatient.name }] : [])),
                  }
                : null,
              patientId: null,
            });
          }}
          data-testid="filter-client"
        />
        <Field.Root disabled={!value.client}>
          <Field.Label>{F.patient}</Field.Label>
          <NativeSelect.Root size="sm" disabled={!value.client}>
            <NativeSelect.Field value={value.patientId ?? ''} onChange={(e) => set({ patientId: e.currentTarget.value || null })} data-testid="filter-patient">
              <option value="">{H.anyPatient}</option>
              {(value.client?.patients ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Stack gap="1.5">
          <SearchSelect
            label={F.product}
            placeholder={H.anyProduct}
            emptyText={COMMON_MESSAGES.zeroResults}
            options={familyOptions}
            loading={families.isFetching}
            value={value.productFamily?.value ?? null}
            selectedLabel={value.productFamily?.label}
            onSearch={setFamilyText}
            onChange={(v, option) => set({ productFamily: v && option ? { value: v, label: option.label } : null, product: null })}
            data-testid="filter-product-family"
          />
          {value.productFamily && (
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label={F.product}
                value={value.product?.id ?? ''}
                onChange={(e) => {
                  const p = productOptions.find((o) => o.id === e.currentTarget.value);
                  set({ product: p ? { id: p.id, label: p.label } : null });
                }}
                data-testid="filter-product"
              >
                <option value="">{H.anyProduct}</option>
                {productOptions.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </Stack>
        <Field.Root>
          <Field.Label>{F.prescribingVet}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={value.prescribingVetId ?? ''} onChange={(e) => set({ prescribingVetId: e.currentTarget.value || null })} data-testid="filter-vet">
              <option value="">{H.anyVet}</option>
              {(vets.data?.getLocationUsersThatCanAuthorize ?? []).map((u) => (
                <option key={u.id} value={u.id}>
                  {u.displayName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Flex gap="3" wrap="wrap" align="end">
        <StatusMenu value={value.statuses} onChange={(statuses) => set({ statuses })} />
        <Field.Root w={{ base: 'full', sm: 'auto' }}>
          <Field.Label>{F.dateRange}</Field.Label>
          <HStack gap="2" w="full">
            <Input size="sm" type="date" flex="1" minW="0" aria-label={`${F.dateRange} ${APPROVALS_MESSAGES.queue.filterPanel.from}`} value={value.from} max={value.to || undefined} onChange={(e) => set({ from: e.currentTarget.value })} data-testid="filter-from" />
            <Text color="fg.muted" aria-hidden>
              –
            </Text>
            <Input size="sm" type="date" flex="1" minW="0" aria-label={`${F.dateRange} ${APPROVALS_MESSAGES.queue.filterPanel.to}`} value={value.to} min={value.from || undefined} onChange={(e) => set({ to: e.currentTarget.value })} data-testid="filter-to" />
          </HStack>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '40' }}>
          <Field.Label>{F.archived}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={value.archived} onChange={(e) => set({ archived: e.currentTarget.value as HistoryFilterState['archived'] })} data-testid="filter-archived">
              <option value="all">{H.archivedOptions.all}</option>
              <option value="archived">{H.archivedOptions.archived}</option>
              <option value="active">{H.archivedOptions.active}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Fieldset.Root w="auto">
          <Fieldset.Legend fontSize="sm" fontWeight="medium" mb="2">
            {F.approvalType}
          </Fieldset.Legend>
          <ApprovalTypeChecks value={value.approvalTypes} onChange={(approvalTypes) => set({ approvalTypes })} testIdPrefix="filter-approval" gap="4" h="8" />
        </Fieldset.Root>
      </Flex>
    </FilterPanel>
  );
}

/** How many history filters are in use. */
export function activeHistoryFilterCount(f: HistoryFilterState): number {
  return [
    f.client !== null,
    f.patientId !== null,
    f.productFamily !== null,
    f.prescribingVetId !== null,
    f.statuses.length > 0,
    Boolean(f.from || f.to),
    f.archived !== 'all',
    f.approvalTypes.length !== APPROVAL_TYPE_FILTERS.length,
  ].filter(Boolean).length;
}

function StatusMenu({ value, onChange }: { value: RxStatusListingValue[]; onChange: (v: RxStatusListingValue[]) => void }) {
  const H2 = APPROVALS_MESSAGES.history;
  const summary = value.length === 0 ? H2.anyStatus : value.length === 1 ? H2.statusOptions[value[0]] : `${H2.statusOptions[value[0]]} +${value.length - 1}`;
  return (
    <Field.Root w={{ base: 'full', sm: '52' }}>
      <Field.Label>{F.status}</Field.Label>
      <Menu.Root closeOnSelect={false}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" justifyContent="space-between" w="full" fontWeight="normal" data-testid="filter-status">
            <Text truncate>{summary}</Text>
            <LuChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56">
              {RX_STATUS_LISTING_VALUES.map((s) => (
                <Menu.CheckboxItem
                  key={s}
                  value={s}
                  checked={value.includes(s)}
                  onCheckedChange={(checked) => onChange(checked ? [...value, s] : value.filter((x) => x !== s))}
                >
                  {H2.statusOptions[s]}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Field.Root>
  );
}
