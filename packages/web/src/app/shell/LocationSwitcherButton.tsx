/**
 * The location switcher's trigger: the current location. The same button before the menu is loaded
 * and inside it (LocationSwitcherPopup), so the swap on first use shows nothing.
 */
import { Box, Button, Text, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { LuBuilding2, LuChevronsUpDown } from 'react-icons/lu';
import { useSession } from '../../session/SessionContext';

export const LocationSwitcherButton = forwardRef<HTMLButtonElement, ButtonProps & { compact: boolean }>(function LocationSwitcherButton(
  { compact, ...rest },
  ref,
) {
  const { current } = useSession();
  if (!current) return null;
  return (
    <Button
      ref={ref}
      variant="outline"
      size="sm"
      h="9"
      maxW={compact ? '44' : '80'}
      px="2.5"
      gap="2"
      borderColor="border"
      bg="bg"
      aria-label={`Location: ${current.location.name}`}
      data-testid="location-switcher"
      {...rest}
    >
      <Box as="span" color="brand.solid" flexShrink={0} aria-hidden>
        <LuBuilding2 />
      </Box>
      <Text as="span" truncate fontWeight="medium">
        {current.location.name}
      </Text>
      <Box as="span" color="fg.subtle" flexShrink={0} aria-hidden>
        <LuChevronsUpDown />
      </Box>
    </Button>
  );
});
