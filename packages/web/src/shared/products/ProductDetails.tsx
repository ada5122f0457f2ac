/**
 * The product details (prescribing §2 "Product details modal"): out-of-stock banner, image carousel
 * (autoplay when more than one image), family, presentation, species, flavors, price or price range,
 * icons, shelf life, delivery time, and the collapsible Pricing, Description, Prescribing Details,
 * Ingredients and Additional Details panels. Used by the modal and by /products/{id}.
 */
import { Badge, Box, Flex, Grid, IconButton, Image, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Accordion, Alert, Carousel, DataList } from '../../components/ui/chakra-late';
import {
  GetProductByProductIdDocument,
  type GetProductByProductIdQuery,
} from '@vetrx/core/operations/GetProductByProductId';
import { PRESCRIBING_EMPTY_STATES, PRESCRIBING_LABELS, PRESCRIBING_UI } from '@vetrx/core/messages';
import { normaliseDeaSchedule } from '@vetrx/core/controlled';
import {
  autoshipPrice,
  formatPrice,
  formatPriceRange,
  isOverTheCounter,
  maxShelfLifeDays,
  outOfStockBanner,
  priceBookFor,
  productPrice,
  weightRangeLabel,
} from '@vetrx/core/product';
import type { ReactNode } from 'react';
import { LuChevronLeft, LuChevronRight, LuFileText, LuShieldAlert, LuStethoscope, LuThermometerSnowflake, LuTriangleAlert } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { Tooltip } from '../../components/ui/tooltip';
import { useProductLocation } from './hooks';

export type ProductDetail = NonNullable<GetProductByProductIdQuery['getProductByProductId']>;

/** The product's images in the spec's order: front, back, tilt left, tilt right, up to three additional. */
export function productImages(p: ProductDetail): Array<{ src: string; alt: string }> {
  const v = PRESCRIBING_UI.imageViews;
  const list: Array<[string | null | undefined, string]> = [
    [p.imageFront, v.front],
    [p.imageBack, v.back],
    [p.imageTiltLeft, v.tiltLeft],
    [p.imageTiltRight, v.tiltRight],
    ...p.imageAdditional.slice(0, 3).map((src, i): [string, string] => [src, v.additional(i + 1)]),
  ];
  return list.filter((x): x is [string, string] => !!x[0]).map(([src, view]) => ({ src, alt: PRESCRIBING_UI.imageOf(p.title, view) }));
}

function ImageCarousel({ images }: { images: Array<{ src: string; alt: string }> }) {
  const many = images.length > 1;
  return (
    <Carousel.Root slideCount={images.length} autoplay={many ? { delay: 3500 } : false} loop={many} maxW="sm" mx="auto" w="full" data-testid="product-carousel" data-autoplay={many}>
      <Carousel.ItemGroup borderRadius="lg" bg="bg.muted">
        {images.map((img, index) => (
          <Carousel.Item key={img.src} index={index}>
            <Image src={img.src} alt={img.alt} w="full" aspectRatio={1} objectFit="contain" />
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      {many && (
        <Carousel.Control justifyContent="center" gap="3" mt="2">
          <Carousel.PrevTrigger asChild>
            <IconButton size="xs" variant="ghost" aria-label="Previous image">
              <LuChevronLeft />
            </IconButton>
          </Carousel.PrevTrigger>
          <Carousel.Indicators />
          <Carousel.NextTrigger asChild>
            <IconButton size="xs" variant="ghost" aria-label="Next image">
              <LuChevronRight />
            </IconButton>
          </Carousel.NextTrigger>
        </Carousel.Control>
      )}
    </Carousel.Root>
  );
}

function Icons({ p }: { p: ProductDetail }) {
  const icons: Array<[boolean, ReactNode, string]> = [
    [p.productApprovalType.toUpperCase() === 'RX', <LuFileText key="rx" />, PRESCRIBING_UI.iconPrescription],
    [p.isVetExclusive || p.productApprovalType.toUpperCase() === 'AOTC', <LuStethoscope key="ve" />, PRESCRIBING_UI.iconVetExclusive],
    [p.isHazardous, <LuTriangleAlert key="hz" />, PRESCRIBING_UI.iconHazardous],
    [p.isControlled, <LuShieldAlert key="ct" />, `${PRESCRIBING_UI.iconControlled}${p.deaSchedule ? ` (${normaliseDeaSchedule(p.deaSchedule) ?? p.deaSchedule})` : ''}`],
    [p.isTempSensitive, <LuThermometerSnowflake key="ts" />, PRESCRIBING_UI.iconTemperatureSensitive],
  ];
  const shown = icons.filter(([on]) => on);
  if (!shown.length) return null;
  return (
    <Wrap gap="2" data-testid="product-icons">
      {shown.map(([, icon, label]) => (
        <Tooltip key={label} content={label}>
          <Badge variant="subtle" colorPalette={label.startsWith(PRESCRIBING_UI.iconControlled) || label === PRESCRIBING_UI.iconHazardous ? 'red' : 'brand'} gap="1.5" px="2" py="1" tabIndex={0}>
            {icon}
            {label}
          </Badge>
        </Tooltip>
      ))}
    </Wrap>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** One section of the details accordion: its title in the trigger, its content in the body. */
function Section({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.ItemTrigger>
        <Text flex="1" fontWeight="semibold">{title}</Text>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody>{children}</Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

export function ProductDetailsBody({ product: p, priceRange, isOfficeUse = false }: { product: ProductDetail; priceRange?: { min: number; max: number } | null; isOfficeUse?: boolean }) {
  const { priceBookType, portalType } = useProductLocation();
  const banner = outOfStockBanner(p);
  const price = productPrice(p, priceBookType);
  const autoship = autoshipPrice(p, priceBookType);
  const book = priceBookFor(p, priceBookType);
  const shelfLife = maxShelfLifeDays(p, portalType);
  const range = priceRange && priceRange.min !== priceRange.max ? formatPriceRange(priceRange) : null;
  const descriptions = [p.description, p.additionalDescription1, p.additionalDescription2, p.additionalDescription3, p.additionalDescription4].filter(Boolean);
  const weight = p.productWeightRange ?? weightRangeLabel(p.weightMin, p.weightMax);
  const na = PRESCRIBING_LABELS.notApplicable;
  return (
    <Stack gap="5" data-testid="product-details">
      {banner && (
        <Alert.Root status="warning" data-testid="out-of-stock-banner">
          <Alert.Indicator />
          <Alert.Title>{banner}</Alert.Title>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap="6" alignItems="start">
        <ImageCarousel images={productImages(p)} />
        <Stack gap="4">
          <Icons p={p} />
          <DataList.Root orientation="horizontal" size="sm" gap="2.5">
            <Row label={PRESCRIBING_UI.family}>{p.productFamily.name}</Row>
            <Row label={PRESCRIBING_UI.presentation}>{p.productPresentation.description}</Row>
            <Row label={PRESCRIBING_UI.species}>{p.productSpecies.map((s) => s.replace(/_/g, ' ')).map((s) => s[0].toUpperCase() + s.slice(1)).join(', ') || na}</Row>
            <Row label={PRESCRIBING_UI.flavors}>{p.productFlavors.map((f) => f.name).join(', ') || na}</Row>
            <Row label={range ? PRESCRIBING_UI.priceRange : PRESCRIBING_UI.price}>
              <Text as="span" fontWeight="semibold" data-testid="product-price">
                {range ?? (price === null ? na : formatPrice(price))}
              </Text>
              {!range && autoship !== null && autoship !== price && (
                <Text as="span" color="fg.muted" ms="2">
                  {PRESCRIBING_UI.autoshipPrice}: {formatPrice(autoship)}
                </Text>
              )}
            </Row>
            {shelfLife !== null && <Row label={PRESCRIBING_UI.maxShelfLife}>{PRESCRIBING_UI.shelfLifeDays(shelfLife)}</Row>}
            <Row label={PRESCRIBING_UI.deliveryTime}>{PRESCRIBING_UI.deliveryDays(isOfficeUse ? p.officeUseDeliveryDays : p.rxDeliveryDays)}</Row>
          </DataList.Root>
        </Stack>
      </Grid>
      <Accordion.Root multiple collapsible defaultValue={['pricing', 'description']} variant="enclosed">
        <Section value="pricing" title={PRESCRIBING_LABELS.pricing}>
          <DataList.Root orientation="horizontal" size="sm">
            <Row label={PRESCRIBING_UI.priceBook}>{book?.name ?? priceBookType ?? na}</Row>
            <Row label={PRESCRIBING_UI.caretakerPrice}>{book?.caretakerPrice != null ? formatPrice(book.caretakerPrice) : na}</Row>
            <Row label={PRESCRIBING_UI.veterinarianPrice}>{book?.veterinarianPrice != null ? formatPrice(book.veterinarianPrice) : na}</Row>
            <Row label={PRESCRIBING_UI.acquisitionCost}>{book?.acquisitionCost != null ? formatPrice(book.acquisitionCost) : na}</Row>
            <Row label={PRESCRIBING_UI.minimumAdvertisedPrice}>{book?.minimumAdvertisedPrice != null ? formatPrice(book.minimumAdvertisedPrice) : na}</Row>
            <Row label={PRESCRIBING_UI.subscriptionDiscount}>
              {p.subscriptionDiscountAmount ? formatPrice(p.subscriptionDiscountAmount) : p.subscriptionDiscountPercent ? `${p.subscriptionDiscountPercent}%` : na}
            </Row>
            <Row label={PRESCRIBING_UI.autoshipPrice}>{autoship === null ? na : formatPrice(autoship)}</Row>
          </DataList.Root>
        </Section>
        <Section value="description" title={PRESCRIBING_LABELS.description}>
          <Stack gap="2">
            {descriptions.length ? descriptions.map((d, i) => <Text key={i}>{d}</Text>) : <Text color="fg.muted">{na}</Text>}
          </Stack>
        </Section>
        <Section value="prescribing" title={PRESCRIBING_LABELS.prescribingDetails}>
          <DataList.Root size="sm">
            <Row label={PRESCRIBING_UI.directions}>{p.directions ?? na}</Row>
            <Row label={PRESCRIBING_UI.precautions}>{p.precautions ?? na}</Row>
          </DataList.Root>
        </Section>
        <Section value="ingredients" title={PRESCRIBING_LABELS.ingredients}>
          <Text>{p.ingredients ?? na}</Text>
        </Section>
        <Section value="additional" title={PRESCRIBING_LABELS.additionalDetails}>
          <DataList.Root orientation="horizontal" size="sm">
            <Row label={PRESCRIBING_UI.sku}>{p.sku}</Row>
            <Row label={PRESCRIBING_UI.manufacturer}>{p.manufacturer ?? na}</Row>
            <Row label={PRESCRIBING_UI.packSize}>{p.packsizeDisplay ?? p.packsizeQty}</Row>
            <Row label={PRESCRIBING_UI.dosage}>{p.dosageDisplay ?? na}</Row>
            {weight && <Row label={PRESCRIBING_UI.weightRange}>{weight}</Row>}
            <Row label={PRESCRIBING_UI.approvalType}>{isOverTheCounter(p.productApprovalType) ? p.productApprovalType.toUpperCase() : p.productApprovalType}</Row>
            {p.isControlled && <Row label={PRESCRIBING_UI.deaSchedule}>{normaliseDeaSchedule(p.deaSchedule) ?? na}</Row>}
            <Row label={PRESCRIBING_UI.fulfilledBy}>{p.fullfillmentVendor ?? na}</Row>
          </DataList.Root>
        </Section>
      </Accordion.Root>
    </Stack>
  );
}

/** Loads a product and renders its details, or No Product Details Found!. */
export function ProductDetails({ productId, priceRange, isOfficeUse }: { productId: string | null; priceRange?: { min: number; max: number } | null; isOfficeUse?: boolean }) {
  const q = useGql(GetProductByProductIdDocument, productId ? { id: productId } : null, { retry: false });
  if (productId && q.isPending) {
    return (
      <Stack gap="3">
        <Skeleton h="8" />
        <Flex gap="4">
          <Skeleton boxSize="64" />
          <Skeleton flex="1" h="64" />
        </Flex>
      </Stack>
    );
  }
  const product = q.data?.getProductByProductId;
  if (!product) {
    return (
      <Box py="10" textAlign="center" data-testid="no-product-details">
        <Text fontWeight="semibold" color="fg.muted">
          {PRESCRIBING_EMPTY_STATES.noProductDetails}
        </Text>
      </Box>
    );
  }
  return <ProductDetailsBody product={product} priceRange={priceRange} isOfficeUse={isOfficeUse} />;
}

/** The title line of the details: the product title. */
export function useProductTitle(productId: string | null): string | null {
  const q = useGql(GetProductByProductIdDocument, productId ? { id: productId } : null, { retry: false });
  return q.data?.getProductByProductId?.title ?? null;
}

