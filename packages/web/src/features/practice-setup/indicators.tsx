/**
 * Small state indicators of the practice-setup screens, each deciding nothing itself: the active dot
 * (core's activeLabel), the pharmacy badge ('Missing Pharmacy' in red — core's pharmacyBadge), the PIMS
 * configuration and the writeback state (core's pimsConfiguration / writebackIndicator).
 */
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/ui/chakra-late';
import { activeLabel, pharmacyBadge, pimsConfiguration, writebackIndicator } from '@vetrx/core/admin';
import { ADMIN_EMPTY_STATES, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { LuDatabase, LuPill, LuRefreshCw } from 'react-icons/lu';

/** A coloured dot with the Active / Inactive label (visually hidden when `compact`). */
export function ActiveDot({ isActive, compact = false }: { isActive: boolean; compact?: boolean }) {
  const label = activeLabel(isActive);
  return (
    <HStack gap="1.5" data-testid="active-dot" data-active={isActive}>
      <Box w="2.5" h="2.5" borderRadius="full" bg={isActive ? 'green.500' : 'gray.400'} flexShrink={0} aria-hidden />
      <Text as="span" textStyle="sm" color="fg.muted" srOnly={compact}>
        {label}
      </Text>
    </HStack>
  );
}

export function PharmacyBadge({ location }: { location: { locationPharmacies: readonly { name: string; isPrimary: boolean }[] } }) {
  const badge = pharmacyBadge(location);
  return (
    <Badge colorPalette={badge.missing ? 'red' : 'gray'} variant={badge.missing ? 'solid' : 'subtle'} gap="1" maxW="full" data-testid="pharmacy-badge" data-missing={badge.missing}>
      <LuPill aria-hidden />
      <Text as="span" truncate>
        {badge.label}
      </Text>
    </Badge>
  );
}

export function PimsBadge({ location }: { location: { isPimsEnabled: boolean; pimsConnectionType?: string | null; pimsAccountId?: string | null } }) {
  const pims = pimsConfiguration(location);
  return (
    <Badge colorPalette={pims.configured ? 'teal' : 'gray'} variant="subtle" gap="1" maxW="full" title={L.pimsConfiguration} data-testid="pims-badge">
      <LuDatabase aria-hidden />
      <Text as="span" srOnly>
        {`${L.pimsConfiguration}: `}
      </Text>
      <Text as="span" truncate>
        {pims.label}
      </Text>
    </Badge>
  );
}

export function WritebackBadge({ location }: { location: { pimsAccountId?: string | null; pimsConnectionType?: string | null; isEnabledForWriteback: boolean } }) {
  const w = writebackIndicator(location);
  return (
    <Badge colorPalette={w.state === 'enabled' ? 'green' : 'gray'} variant={w.state === 'enabled' ? 'subtle' : 'outline'} gap="1" data-testid="writeback-badge" data-state={w.state}>
      <LuRefreshCw aria-hidden />
      <Text as="span" srOnly>
        {`${L.writeback}: `}
      </Text>
      {w.label}
    </Badge>
  );
}

/** The banner of a location or organization without a pharmacy (admin §8: it cannot search for products until one is selected). */
export function MissingPharmacyBanner({ pharmacies }: { pharmacies: readonly unknown[] }) {
  if (pharmacies.length > 0) return null;
  return (
    <Alert.Root status="warning" borderRadius="lg" data-testid="missing-pharmacy-banner">
      <Alert.Indicator />
      <Alert.Description>{ADMIN_EMPTY_STATES.missingPrimaryPharmacyBanner}</Alert.Description>
    </Alert.Root>
  );
}
