/**
 * Small pieces of the user screens: the PIMS link dot (core's userPimsLinkDot: red 'PIMS Not
 * Connected', green 'PIMS Connected', grey) and a role with its icon.
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { userPimsLinkDot } from '@vetrx/core/access';
import { ModuleIcon } from '../../components/ui/ModuleIcon';
import { Tooltip } from '../../components/ui/tooltip';

const DOT_TONE = { red: 'pims.notLinked', green: 'pims.linked', grey: 'pims.none' } as const;

/** The user's PIMS link dot, its label as tooltip and accessible name. */
export function PimsLinkDot({ canAuthorize, pimsId, withLabel = false }: { canAuthorize: boolean; pimsId: string | null; withLabel?: boolean }) {
  const dot = userPimsLinkDot({ canAuthorize, pimsId });
  const circle = (
    <Box
      as="span"
      display="inline-block"
      w="2.5"
      h="2.5"
      borderRadius="full"
      bg={DOT_TONE[dot.color]}
      flexShrink={0}
      role={dot.label ? 'img' : undefined}
      aria-label={dot.label ?? undefined}
      aria-hidden={dot.label ? undefined : true}
      data-testid="pims-dot"
      data-color={dot.color}
    />
  );
  if (withLabel) {
    return (
      <HStack gap="2">
        {circle}
        {dot.label && <Text textStyle="sm">{dot.label}</Text>}
      </HStack>
    );
  }
  return dot.label ? (
    <Tooltip content={dot.label}>
      <Box as="span" display="inline-flex" tabIndex={0} borderRadius="full" p="1" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
        {circle}
      </Box>
    </Tooltip>
  ) : (
    <Box as="span" display="inline-flex" p="1">
      {circle}
    </Box>
  );
}

/** A role name with its icon (admin §2.5: role with icon). */
export function RoleTag({ role }: { role: { name: string; icon: string | null } }) {
  return (
    <HStack gap="1.5" color="fg" minW="0">
      <Box color="brand.fg" display="inline-flex">
        <ModuleIcon name={role.icon} boxSize="4" />
      </Box>
      <Text textStyle="sm" truncate>
        {role.name}
      </Text>
    </HStack>
  );
}
