/**
 * The product search panel (prescribing §2): Search By Product Name, Show/Hide Filters, the Filter By
 * panel (facets with counts from the database, 5 until Show more, Clear All and Apply), the results
 * (page size 10) and the Find Your Product empty state. Controlled: the product-selection machine (or
 * `useProductSearchState`) holds text, filters and page; the panel renders them.
 */
import { Box, Button, EmptyState, Flex, Heading, Input, InputGroup, Skeleton, Stack, Text, VStack, Field } from '@chakra-ui/react';
import { SearchProductFamiliesDocument } from '@vetrx/core/operations/SearchProductFamilies';
import { PRESCRIBING_EMPTY_STATES, PRESCRIBING_LABELS, PRESCRIBING_UI } from '@vetrx/core/messages';
import {
  changeProductFilters,
  clearProductFilters,
  DEFAULT_PRODUCT_FILTERS,
  productSearchPaging,
  type ProductFilterChange,
  type ProductFilters,
  searchFiltersInput,
  setProductPage,
  shouldRunProductSearch,
  visibleSearchFacets,
  PRODUCT_LIMITS,
} from '@vetrx/core/product';
import { useId, useState } from 'react';
import { LuArrowLeft, LuSearch, LuSlidersHorizontal } from 'react-icons/lu';
import { useGql } from '../../../api/useGql';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { useProductLocation } from '../hooks';
import { FamilyCard } from './FamilyCard';
import { FilterPanel } from './FilterPanel';
import { PageButtons } from '../../../components/ui/pager';
import type { ProductFamilyResult } from './search-types';

export interface ProductSearchState {
  searchText: string;
  filters: ProductFilters;
}

export interface ProductSearchPanelProps extends ProductSearchState {
  onSearchText(text: string): void;
  onChangeFilters(change: ProductFilterChange): void;
  onClearFilters(): void;
  onPage(page: number): void;
  onSelect(family: ProductFamilyResult): void;
  /** The office-use variant: office-use families and products only. */
  isOfficeUse?: boolean;
  /** Shows the Search For Product heading and a Back button. */
  header?: { onBack(): void } | null;
  /** Text of each result's action (default: the whole card selects). */
  selectLabel?: string;
}

/** Local state for the panel where no machine holds it (/products, /create). Core's filter rules apply. */
export function useProductSearchState() {
  const [state, setState] = useState<ProductSearchState>({ searchText: '', filters: DEFAULT_PRODUCT_FILTERS });
  return {
    ...state,
    onSearchText: (text: string) => setState((s) => ({ searchText: text.slice(0, PRODUCT_LIMITS.searchText), filters: setProductPage(s.filters, 1) })),
    onChangeFilters: (change: ProductFilterChange) => setState((s) => ({ ...s, filters: changeProductFilters(s.filters, change) })),
    onClearFilters: () => setState((s) => ({ ...s, filters: clearProductFilters(s.filters) })),
    onPage: (page: number) => setState((s) => ({ ...s, filters: setProductPage(s.filters, page) })),
  };
}

export function ProductSearchPanel(props: ProductSearchPanelProps) {
  const { searchText, filters, isOfficeUse = false, header } = props;
  const { locationId, features } = useProductLocation();
  const [showFilters, setShowFilters] = useState(false);
  const inputId = useId();
  const text = useDebouncedValue(searchText, 300);
  const runs = shouldRunProductSearch(text, locationId);
  const { limit, offset } = productSearchPaging(filters.page);
  const search = useGql(
    SearchProductFamiliesDocument,
    runs && locationId ? { text: text.trim(), filters: searchFiltersInput(filters), limit, offset, locationId, isOfficeUse } : null,
    { placeholderData: (previous) => previous },
  );
  const facetKeys = visibleSearchFacets(features);
  const data = runs ? search.data?.searchProductFamilies : undefined;
  const results = data?.results ?? [];
  const total = data?.metadata.totalResultsFound ?? 0;

  return (
    <Stack gap="4" data-testid="product-search-panel">
      {header && (
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h2" size="lg">
            {PRESCRIBING_LABELS.searchForProduct}
          </Heading>
          <Button variant="outline" size="sm" onClick={header.onBack}>
            <LuArrowLeft /> {PRESCRIBING_LABELS.back}
          </Button>
        </Flex>
      )}
      <Flex gap="3" align="end" wrap="wrap">
        <Field.Root flex="1" minW="240px">
          <Field.Label htmlFor={inputId}>{PRESCRIBING_LABELS.searchByProductName}</Field.Label>
          <InputGroup startElement={<LuSearch />} w="full">
            <Input
              id={inputId}
              value={searchText}
              maxLength={PRODUCT_LIMITS.searchText}
              autoComplete="off"
              placeholder={PRESCRIBING_LABELS.searchByProductName}
              onChange={(e) => props.onSearchText(e.target.value)}
              data-testid="product-search-input"
              bg="bg"
            />
          </InputGroup>
        </Field.Root>
        {facetKeys.length > 0 && (
          <Button variant={showFilters ? 'subtle' : 'outline'} colorPalette="brand" onClick={() => setShowFilters((v) => !v)} aria-expanded={showFilters} data-testid="toggle-filters">
            <LuSlidersHorizontal /> {showFilters ? PRESCRIBING_LABELS.hideFilters : PRESCRIBING_LABELS.showFilters}
          </Button>
        )}
      </Flex>
      <Flex gap="5" align="start" direction={{ base: 'column', lg: 'row' }}>
        {showFilters && facetKeys.length > 0 && (
          <FilterPanel
            keys={facetKeys}
            facets={data?.metadata.filters ?? []}
            filters={filters}
            onApply={(change) => props.onChangeFilters(change)}
            onClear={() => props.onClearFilters()}
          />
        )}
        <Stack gap="3" flex="1" minW="0" w="full" aria-live="polite" aria-busy={search.isFetching}>
          {!runs ? (
            <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg" data-testid="find-your-product">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <LuSearch />
                </EmptyState.Indicator>
                <VStack textAlign="center">
                  <EmptyState.Title>{PRESCRIBING_EMPTY_STATES.findYourProduct.title}</EmptyState.Title>
                  <EmptyState.Description>{PRESCRIBING_EMPTY_STATES.findYourProduct.description}</EmptyState.Description>
                </VStack>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : search.isPending ? (
            [0, 1, 2].map((i) => <Skeleton key={i} h="24" borderRadius="lg" />)
          ) : results.length === 0 ? (
            <Text color="fg.muted" textAlign="center" py="8" data-testid="zero-results">
              {PRESCRIBING_EMPTY_STATES.zeroResults}
            </Text>
          ) : (
            <>
              <Text textStyle="sm" color="fg.muted" data-testid="results-count">
                {PRESCRIBING_UI.resultsFound(total)}
              </Text>
              <Stack gap="3" as="ul" listStyleType="none" data-testid="product-results">
                {results.map((family) => (
                  <Box as="li" key={family.id}>
                    <FamilyCard family={family} onSelect={() => props.onSelect(family)} isOfficeUse={isOfficeUse} selectLabel={props.selectLabel} />
                  </Box>
                ))}
              </Stack>
              <PageButtons page={filters.page} pageSize={PRODUCT_LIMITS.searchPageSize} count={total} onPageChange={props.onPage} alignSelf="center" />
            </>
          )}
        </Stack>
      </Flex>
    </Stack>
  );
}
