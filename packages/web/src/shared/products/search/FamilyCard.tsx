/** One product family in the search results: image, name, form, species, shipping time, price range, tags. */
import { Badge, Box, chakra, Flex, HStack, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import { PRESCRIBING_LABELS, PRESCRIBING_UI } from '@vetrx/core/messages';
import { formatPriceRange } from '@vetrx/core/product';
import { LuChevronRight, LuStar } from 'react-icons/lu';
import type { ProductFamilyResult } from './search-types';

export function FamilyCard({
  family,
  onSelect,
  isOfficeUse,
  selectLabel,
}: {
  family: ProductFamilyResult;
  onSelect(): void;
  isOfficeUse: boolean;
  selectLabel?: string;
}) {
  const ship = isOfficeUse ? family.whenShipOffice : family.whenShipRx;
  const price = formatPriceRange(family.priceRange ?? null);
  return (
    <chakra.button
      type="button"
      onClick={onSelect}
      w="full"
      textAlign="start"
      layerStyle="card.interactive"
      borderRadius="lg"
      p={{ base: '3', md: '4' }}
      data-testid="product-family-result"
    >
      {/* Named by its content, which starts with the action (an aria-label differing from the visible text fails WCAG 2.5.3). */}
      <chakra.span srOnly>{`${selectLabel ?? PRESCRIBING_UI.select} `}</chakra.span>
      <Flex gap="4" align="center">
        <Image
          src={family.imageURL ?? undefined}
          alt=""
          boxSize={{ base: '14', md: '16' }}
          objectFit="contain"
          borderRadius="md"
          bg="bg.muted"
          flexShrink={0}
        />
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" textStyle="md" data-testid="product-family-name">
              {family.name}
            </Text>
            {family.isPreferredPrescribed && (
              <Badge colorPalette="yellow" variant="subtle" gap="1">
                <LuStar /> {PRESCRIBING_UI.preferred}
              </Badge>
            )}
            {family.compound && <Badge colorPalette="purple" variant="subtle">{PRESCRIBING_UI.compound}</Badge>}
            {family.isOutOfStock && <Badge colorPalette="red" variant="subtle">{PRESCRIBING_LABELS.temporarilyOutOfStock}</Badge>}
          </HStack>
          {family.description && (
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {family.description}
            </Text>
          )}
          <Wrap gap="2" textStyle="xs" color="fg.muted">
            {family.dosage && <Text>{family.dosage}</Text>}
            {family.classification && <Text>· {family.classification}</Text>}
            {ship && <Text>· {PRESCRIBING_UI.shipsIn(ship.min, ship.max)}</Text>}
          </Wrap>
        </Stack>
        <Stack gap="1" align="end" flexShrink={0} display={{ base: 'none', sm: 'flex' }}>
          {price && (
            <Text fontWeight="semibold" color="fg" data-testid="product-family-price">
              {price}
            </Text>
          )}
          <Box color="fg.subtle" aria-hidden>
            <LuChevronRight />
          </Box>
        </Stack>
      </Flex>
    </chakra.button>
  );
}
