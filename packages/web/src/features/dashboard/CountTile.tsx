import { Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link } from 'react-router';
import { LuArrowRight } from 'react-icons/lu';
import type { StateTone } from '../../theme';
import { ModuleIcon } from '../../components/ui/ModuleIcon';
import { formatCount } from '@vetrx/core/format';

export interface CountTileProps {
  label: string;
  to: string;
  icon: string;
  tone: StateTone;
  /** null while loading. */
  count: number | null;
  failed?: boolean;
  testId: string;
}

/**
 * A dashboard count tile: the whole card is the link. Memoized: the four counts answer one by one, and
 * each answer draws only its own tile.
 */
export const CountTile = memo(function CountTile({ label, to, icon, tone, count, failed, testId }: CountTileProps) {
  const shown = failed ? '—' : count === null ? '' : formatCount(count);
  return (
    <Box
      asChild
      layerStyle="card.interactive"
      display="block"
      p={{ base: '4', md: '5' }}
      transition="border-color 0.15s, box-shadow 0.15s, transform 0.15s"
      className="group"
    >
      <Link to={to} data-testid={testId}>
        <Flex justify="space-between" align="start" gap="3">
          <Flex w="10" h="10" borderRadius="lg" align="center" justify="center" bg={`${tone}.subtle`} color={`${tone}.fg`}>
            <ModuleIcon name={icon} boxSize="5" />
          </Flex>
          <Box color="fg.subtle" _groupHover={{ color: 'brand.fg' }} transition="color 0.15s" aria-hidden>
            <LuArrowRight />
          </Box>
        </Flex>
        <Stack gap="0.5" mt="4">
          {count === null && !failed ? (
            <Skeleton h="9" w="14" borderRadius="md" />
          ) : (
            <Text fontSize="3xl" fontWeight="semibold" lineHeight="1.2" letterSpacing="-0.02em" data-testid={`${testId}-count`}>
              {shown}
            </Text>
          )}
          <Text textStyle="sm" color="fg.muted" fontWeight="medium">
            {label}
          </Text>
        </Stack>
      </Link>
    </Box>
  );
});
