/**
 * The filters of /history (prescribing §2 Prescription history): client, patient, product, prescribing
 * vet, statuses, date range, archived and approval types. Client and product are searched on the
 * server; the patient list is the chosen client's patients; the vets are the location's users who can
 * authorize.
 */
import { Box, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { Fieldset } from '../../components/ui/chakra-late';
import {
  GetProductsExtendedDataFromProductFamilyDocument,
} from '@vetrx/core/operations/GetProductsExtendedDataFromProductFamily';
import {
  LocationClientSearchDocument,
  type LocationClientSearchQuery,
} from '@vetrx/core/operations/LocationClientSearch';
import { ProductFamiliesDocument } from '@vetrx/core/operations/ProductFamilies';
import { GetLocationUsersThatCanAuthorizeDocument } from '@vetrx/core/operations/getLocationUsersThatCanAuthorize';
import { COMMON_MESSAGES, APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { APPROVAL_TYPE_FILTERS, RX_STATUS_LISTING_VALUES, type RxStatusListingValue } from '@vetrx/core/record';
import { clientDisplayName } from '@vetrx/core/task';
import { useMemo, useState } from 'react';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { FilterPanel } from '../../components/ui/filter-panel';
import { SearchSelect } from '../../components/ui/search-select';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { SelectField, SelectInput } from '../../components/ui/select-field';
import { CheckMenu, DayRangeField } from '../../components/ui/filter-fields';
import { ApprovalTypeChecks } from '../../shared/prescriptions/ApprovalTypeChecks';
import { EMPTY_HISTORY_FILTERS, type HistoryFilterState } from './variables';

const H = APPROVALS_RECORD_MESSAGES.history;
const F = H.filters;
/** Every delivery bucket, so the product list of a family is complete. */
const ALL_DELIVERY_DAYS = ['1-2', '2-3', '3-5', '5+'];

type ClientResult = LocationClientSearchQuery['locationClientSearch']['data'][number];

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
        <SelectField
          label={F.patient}
          size="sm"
          disabled={!value.client}
          placeholder={H.anyPatient}
          options={(value.client?.patients ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={value.patientId ?? ''}
          onValueChange={(v) => set({ patientId: v || null })}
          data-testid="filter-patient"
        />
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
            <SelectInput
              size="sm"
              aria-label={F.product}
              placeholder={H.anyProduct}
              options={productOptions.map((p) => ({ value: p.id, label: p.label }))}
              value={value.product?.id ?? ''}
              onValueChange={(id) => {
                const p = productOptions.find((o) => o.id === id);
                set({ product: p ? { id: p.id, label: p.label } : null });
              }}
              data-testid="filter-product"
            />
          )}
        </Stack>
        <SelectField
          label={F.prescribingVet}
          size="sm"
          placeholder={H.anyVet}
          options={(vets.data?.getLocationUsersThatCanAuthorize ?? []).map((u) => ({ value: u.id, label: u.displayName }))}
          value={value.prescribingVetId ?? ''}
          onValueChange={(v) => set({ prescribingVetId: v || null })}
          data-testid="filter-vet"
        />
      </SimpleGrid>
      <Flex gap="3" wrap="wrap" align="end">
        <Box w={{ base: 'full', sm: '52' }}>
          <CheckMenu
            label={F.status}
            emptyLabel={H.anyStatus}
            options={RX_STATUS_LISTING_VALUES.map((v) => ({ value: v, label: H.statusOptions[v] }))}
            value={value.statuses}
            onChange={(statuses) => set({ statuses: statuses as RxStatusListingValue[] })}
            testId="filter-status"
          />
        </Box>
        <Box w={{ base: 'full', sm: 'auto' }}>
          <DayRangeField
            label={F.dateRange}
            value={{ from: value.from || null, to: value.to || null }}
            onChange={(range) => set({ from: range.from ?? '', to: range.to ?? '' })}
            testId="filter"
          />
        </Box>
        <SelectField
          label={F.archived}
          size="sm"
          fieldProps={{ w: { base: 'full', sm: '40' } }}
          options={(['all', 'archived', 'active'] as const).map((v) => ({ value: v, label: H.archivedOptions[v] }))}
          value={value.archived}
          onValueChange={(v) => set({ archived: v as HistoryFilterState['archived'] })}
          data-testid="filter-archived"
        />
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
