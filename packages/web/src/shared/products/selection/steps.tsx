/**
 * Steps 1 to 3 of product selection: forms of the family, strengths by classification, products (pack
 * sizes). Each step shows the flavor and time-to-ship filters and, when nothing is left, the
 * unavailable-products warning — with the filter clause when filters hid products, without it when the
 * medication has nothing to offer at all.
 */
import { Badge, Button, chakra, Flex, Heading, HStack, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/chakra-late';
import {
  GetProductPresentationsForProductFamilyDocument,
} from '@vetrx/core/operations/GetProductPresentationsForProductFamily';
import {
  GetProductsExtendedDataFromProductFamilyDocument,
  type GetProductsExtendedDataFromProductFamilyQuery,
} from '@vetrx/core/operations/GetProductsExtendedDataFromProductFamily';
import { PRESCRIBING_NOTICES, PRESCRIBING_OPTION_LABELS, PRESCRIBING_TOASTS, PRESCRIBING_UI } from '@vetrx/core/messages';
import { mustContactPharmacyForControlled } from '@vetrx/core/controlled';
import {
  configureFilter,
  displayedPrice,
  isPreventativeClassification,
  outOfStockBanner,
  type ProductFilterChange,
  productsOfSelection,
  type ProductFilters,
  rxDeliveryDaysFilter,
  SEARCH_FILTER_LABELS,
  TIME_TO_SHIP_OPTIONS,
  type TimeToShip,
  weightRangeLabel,
} from '@vetrx/core/product';
import { useId, useState, type ReactNode } from 'react';
import { LuInfo } from 'react-icons/lu';
import { useGql } from '../../../api/useGql';
import { notify } from '../../../components/ui/toaster';
import { dosageFormImageUrl } from '../images';
import { useProductLocation } from '../hooks';
import { ProductDetailsModal } from '../ProductDetailsModal';
import { TOAST_DURATION } from '../../../lib/ui-constants';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { SelectField } from '../../../components/ui/select-field';

type Extended = GetProductsExtendedDataFromProductFamilyQuery['getProductsExtendedDataFromProductFamily'];
export type SelectionProduct = Extended['classificationProductMap'][number]['strengthProductMap'][number]['products'][number];

const ALL_DELIVERY = ['1-2', '2-3', '3-5', '5+'];

/** The family's display name (from its products, whatever their delivery time). */
export function useFamilyName(productFamily: string | null, isOfficeUse: boolean): string | null {
  const { locationId } = useProductLocation();
  const q = useGql(
    GetProductsExtendedDataFromProductFamilyDocument,
    productFamily && locationId ? { productFamily, locationId, isOfficeUse, configureFilter: { rxDeliveryDaysFilter: ALL_DELIVERY } } : null,
    { staleTime: 60_000 },
  );
  const first = q.data?.getProductsExtendedDataFromProductFamily.classificationProductMap[0]?.strengthProductMap[0]?.products[0];
  return first?.productFamily.name ?? productFamily;
}

/** Flavor and time-to-ship filters of steps 1 to 3. */
function StepFilters({
  flavors,
  filters,
  onFilters,
}: {
  flavors: Extended['flavorProductMap'];
  filters: ProductFilters;
  onFilters(change: ProductFilterChange): void;
}) {
  const flavorId = useId();
  const shipId = useId();
  return (
    <HStack gap="3" wrap="wrap" data-testid="step-filters">
      {flavors.length > 0 && (
        <SelectField
          id={flavorId}
          label={SEARCH_FILTER_LABELS.flavor}
          labelProps={{ textStyle: 'xs' }}
          fieldProps={{ w: 'auto', minW: '48' }}
          size="sm"
          placeholder={PRESCRIBING_UI.allFlavors}
          options={flavors.map((f) => ({ value: f.flavorId, label: f.flavor }))}
          value={filters.flavorIds[0] === undefined ? '' : String(filters.flavorIds[0])}
          onValueChange={(v) => onFilters({ flavorIds: v ? [v] : [] })}
          bg="bg"
        />
      )}
      <SelectField
        id={shipId}
        label={SEARCH_FILTER_LABELS.timeToShip}
        labelProps={{ textStyle: 'xs' }}
        fieldProps={{ w: 'auto', minW: '56' }}
        size="sm"
        options={TIME_TO_SHIP_OPTIONS.map((o) => ({ value: o, label: PRESCRIBING_OPTION_LABELS.timeToShip[o] }))}
        value={filters.timeToShip}
        onValueChange={(v) => onFilters({ timeToShip: v as TimeToShip })}
        bg="bg"
        data-testid="time-to-ship"
      />
    </HStack>
  );
}

/** The unavailable-products warning: the filter clause only when filters hid products. */
export function UnavailableWarning({ filtered }: { filtered: boolean }) {
  return (
    <Alert.Root status="warning" data-testid="unavailable-warning">
      <Alert.Indicator />
      <Alert.Description>{filtered ? PRESCRIBING_NOTICES.unavailableProductsWithFilters : PRESCRIBING_NOTICES.unavailableProducts}</Alert.Description>
    </Alert.Root>
  );
}

/** Whether the family has any product at all without filters (chooses the warning's variant). */
function useHasAnyProduct(productFamily: string, isOfficeUse: boolean, enabled: boolean) {
  const { locationId } = useProductLocation();
  const q = useGql(
    GetProductPresentationsForProductFamilyDocument,
    enabled && locationId ? { locationId, productFamily, isOfficeUse } : null,
  );
  return (q.data?.getProductPresentationsForProductFamily.length ?? 0) > 0;
}

/** What steps 1 to 3 share: the chosen family under the step filters. */
export interface FamilyStepProps {
  productFamily: string;
  isOfficeUse: boolean;
  filters: ProductFilters;
  onFilters(change: ProductFilterChange): void;
}

/** Steps 2 and 3 also know the chosen form. */
interface FormChosenStepProps extends FamilyStepProps {
  productPresentation: string;
}

/**
 * The frame of steps 1 to 3: the step's heading with the flavor and time-to-ship filters, then a skeleton
 * while the step loads, the unavailable-products warning when nothing is left, or the step's choices.
 */
function StepFrame({
  title,
  productFamily,
  isOfficeUse,
  flavors,
  filters,
  onFilters,
  pending,
  empty,
  skeleton = <Skeleton h="40" borderRadius="lg" />,
  children,
}: FamilyStepProps & {
  title: string;
  flavors: Extended['flavorProductMap'];
  pending: boolean;
  empty: boolean;
  skeleton?: ReactNode;
  children: ReactNode;
}) {
  const anyProduct = useHasAnyProduct(productFamily, isOfficeUse, empty);
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="end" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <StepFilters flavors={flavors} filters={filters} onFilters={onFilters} />
      </Flex>
      {pending ? skeleton : empty ? <UnavailableWarning filtered={anyProduct} /> : children}
    </Stack>
  );
}

const cardStyles = {
  w: 'full',
  textAlign: 'start',
  p: '4',
  borderWidth: '1px',
  borderRadius: 'lg',
  bg: 'bg',
  shadow: 'card',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _hover: { borderColor: 'brand.emphasized', shadow: 'raised' },
  _focusVisible: FOCUS_RING,
} as const;

/** The extended data of the family and presentation under the step filters (uncached). */
function useExtended(productFamily: string, productPresentation: string, isOfficeUse: boolean, filter: ReturnType<typeof configureFilter>) {
  const { locationId } = useProductLocation();
  return useGql(
    GetProductsExtendedDataFromProductFamilyDocument,
    locationId ? { productFamily, productPresentationId: productPresentation, isOfficeUse, locationId, configureFilter: { ...filter, flavorIds: filter.flavorIds.map(String) } } : null,
    { gcTime: 0, staleTime: 0, placeholderData: (previous) => previous },
  );
}

export function FormStep({ onSelect, ...step }: FamilyStepProps & { onSelect(id: string): void }) {
  const { productFamily, isOfficeUse, filters } = step;
  const { locationId } = useProductLocation();
  const q = useGql(
    GetProductPresentationsForProductFamilyDocument,
    locationId ? { locationId, productFamily, isOfficeUse, flavorIds: filters.flavorIds.map(String), rxDeliveryDaysFilter: rxDeliveryDaysFilter(filters.timeToShip) } : null,
    { placeholderData: (previous) => previous },
  );
  const flavors = useGql(
    GetProductsExtendedDataFromProductFamilyDocument,
    locationId ? { productFamily, locationId, isOfficeUse, configureFilter: { rxDeliveryDaysFilter: ALL_DELIVERY } } : null,
    { staleTime: 60_000 },
  );
  const forms = q.data?.getProductPresentationsForProductFamily ?? [];
  return (
    <StepFrame
      {...step}
      title={PRESCRIBING_UI.chooseForm}
      flavors={flavors.data?.getProductsExtendedDataFromProductFamily.flavorProductMap ?? []}
      pending={q.isPending}
      empty={!q.isPending && forms.length === 0}
      skeleton={
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h="36" borderRadius="lg" />
          ))}
        </SimpleGrid>
      }
    >
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3" data-testid="form-options">
        {forms.map((f) => (
          <chakra.button key={f.id} type="button" {...cardStyles} onClick={() => onSelect(f.id)} data-testid="form-option">
            <Stack align="center" gap="2">
              <Image src={dosageFormImageUrl(f.dosageForm)} alt="" boxSize="16" />
              <Text fontWeight="semibold" textAlign="center">
                {f.description}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {PRESCRIBING_UI.products(f.productCount)}
              </Text>
              {f.isOutOfStock && (
                <Badge colorPalette="red" variant="subtle">
                  {PRESCRIBING_UI.outOfStock}
                </Badge>
              )}
            </Stack>
          </chakra.button>
        ))}
      </SimpleGrid>
    </StepFrame>
  );
}

export function StrengthStep({
  productPresentation,
  onSelect,
  ...step
}: FormChosenStepProps & {
  onSelect(choice: { productStrength: string; productClassification: string | null; weightMin: number | null; weightMax: number | null }): void;
}) {
  const filter = { ...configureFilter(step.filters), selectedStrength: null, minProductWeight: null, maxProductWeight: null };
  const q = useExtended(step.productFamily, productPresentation, step.isOfficeUse, filter);
  const data = q.data?.getProductsExtendedDataFromProductFamily;
  const classes = data?.classificationProductMap ?? [];
  const { priceBookType } = useProductLocation();
  return (
    <StepFrame
      {...step}
      title={PRESCRIBING_UI.chooseStrength}
      flavors={data?.flavorProductMap ?? []}
      pending={q.isPending}
      empty={!q.isPending && classes.length === 0}
    >
      {classes.map((c) => (
        <Stack key={c.classification} gap="3">
          <Text fontWeight="semibold" color="fg.muted" textStyle="sm">
            {c.classification}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3" data-testid="strength-options">
            {c.strengthProductMap.map((s) => {
              const prices = s.products.map((p) => displayedPrice(p, priceBookType, p.packsizeQty)).filter(Boolean);
              const weight = isPreventativeClassification(c.classification) ? (s.productWeightRange ?? weightRangeLabel(s.weightMin, s.weightMax)) : null;
              return (
                <chakra.button
                  key={s.strength}
                  type="button"
                  {...cardStyles}
                  data-testid="strength-option"
                  onClick={() =>
                    onSelect({ productStrength: s.strength, productClassification: c.classification, weightMin: s.weightMin ?? null, weightMax: s.weightMax ?? null })
                  }
                >
                  <Text fontWeight="semibold">{s.strength}</Text>
                  {weight && (
                    <Text textStyle="sm" color="brand.fg">
                      {weight}
                    </Text>
                  )}
                  <Text textStyle="xs" color="fg.muted">
                    {PRESCRIBING_UI.products(s.products.length)}
                    {prices.length ? ` · ${prices[0]}` : ''}
                  </Text>
                </chakra.button>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </StepFrame>
  );
}

export function ProductStep({
  productPresentation,
  productClassification,
  productStrength,
  selectedProductId,
  onSelect,
  ...step
}: FormChosenStepProps & {
  /** The strength chosen at step 2, with its classification: only its products are offered. */
  productClassification: string | null;
  productStrength: string;
  selectedProductId: string | null;
  onSelect(productId: string): void;
}) {
  const { isOfficeUse } = step;
  const q = useExtended(step.productFamily, productPresentation, isOfficeUse, configureFilter(step.filters));
  const data = q.data?.getProductsExtendedDataFromProductFamily;
  // The chosen strength's products (core's rule), whatever the filters sent with the query.
  const products = productsOfSelection(data?.classificationProductMap ?? [], { productClassification, productStrength });
  const { priceBookType } = useProductLocation();
  const [details, setDetails] = useState<SelectionProduct | null>(null);
  return (
    <>
      <StepFrame
        {...step}
        title={PRESCRIBING_UI.chooseProduct}
        flavors={data?.flavorProductMap ?? []}
        pending={q.isPending}
        empty={!q.isPending && products.length === 0}
      >
          <Stack gap="3" data-testid="product-options">
            {products.map((p) => {
              const banner = outOfStockBanner(p);
              const price = displayedPrice(p, priceBookType, p.packsizeQty);
              return (
                <Flex
                  key={p.id}
                  {...cardStyles}
                  gap="4"
                  align={{ base: 'start', sm: 'center' }}
                  direction={{ base: 'column', sm: 'row' }}
                  borderColor={p.id === selectedProductId ? 'brand.solid' : undefined}
                  data-testid="product-option"
                >
                  <Image src={p.imageFront ?? dosageFormImageUrl(p.productPresentation.dosageForm)} alt="" boxSize="14" objectFit="contain" bg="bg.muted" borderRadius="md" />
                  <Stack gap="1" flex="1" minW="0">
                    <Text fontWeight="semibold">{p.title}</Text>
                    <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
                      <Text>{p.packsizeDisplay}</Text>
                      {p.productWeightRange && <Text>· {p.productWeightRange}</Text>}
                      {p.isControlled && (
                        <Badge colorPalette="red" variant="subtle">
                          {p.deaSchedule}
                        </Badge>
                      )}
                      {banner && (
                        <Badge colorPalette="orange" variant="subtle">
                          {banner}
                        </Badge>
                      )}
                    </HStack>
                  </Stack>
                  <HStack gap="3" flexShrink={0}>
                    {price && (
                      <Text fontWeight="semibold" data-testid="product-option-price">
                        {price}
                      </Text>
                    )}
                    <Button variant="ghost" size="sm" onClick={() => setDetails(p)} aria-label={`${PRESCRIBING_UI.openDetails}: ${p.title}`}>
                      <LuInfo /> {PRESCRIBING_UI.openDetails}
                    </Button>
                    <Button
                      colorPalette="brand"
                      size="sm"
                      data-testid="select-product"
                      onClick={() => {
                        // Office use cannot order a controlled substance: the pharmacy handles it (core's rule).
                        if (mustContactPharmacyForControlled(p, isOfficeUse)) notify('info', PRESCRIBING_TOASTS.controlledContactPharmacy, { duration: TOAST_DURATION.short });
                        else onSelect(p.id);
                      }}
                    >
                      {PRESCRIBING_UI.select}
                    </Button>
                  </HStack>
                </Flex>
              );
            })}
          </Stack>
      </StepFrame>
      <ProductDetailsModal productId={details?.id ?? null} open={details !== null} onClose={() => setDetails(null)} />
    </>
  );
}
