/**
 * The header's location switcher (admin §1, §4): lists every location of the user; choosing one goes
 * through core's checkLocationSwitch (a revoked assignment is refused with 'Access to this location is
 * revoked') and a successful switch opens /dashboard.
 */
import { Badge, Box, Button, HStack, Menu, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { AUTH_MESSAGES } from '@vetrx/core/messages';
import { MAIN_ROUTES } from '@vetrx/core/access';
import { LuBuilding2, LuCheck, LuChevronsUpDown, LuLock } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useSession } from '../session/SessionContext';

export function LocationSwitcher({ compact = false }: { compact?: boolean }) {
  const { assignments, current, switchLocation } = useSession();
  const navigate = useNavigate();
  if (!current) return null;
  const sorted = [...assignments].sort((a, b) => a.location.name.localeCompare(b.location.name));
  // Item clicks (pointer, or Enter on a highlighted item) choose the location.
  const choose = (locationId: string) => {
    if (locationId === String(current.location.id)) return;
    if (switchLocation(locationId)) navigate(MAIN_ROUTES.dashboard);
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-start', gutter: 6 }}>
      <Menu.Trigger asChild>
        <Button
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
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="72" maxH="80vh" overflowY="auto">
            {sorted.map((a) => {
              const selected = String(a.location.id) === String(current.location.id);
              return (
                <Menu.Item
                  key={a.id}
                  value={String(a.location.id)}
                  py="2"
                  data-testid={`location-option-${a.location.id}`}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => choose(String(a.location.id))}
                >
                  <HStack w="full" gap="3" align="center">
                    <Box w="4" color="brand.solid" flexShrink={0} aria-hidden>
                      {selected && <LuCheck />}
                    </Box>
                    <Stack gap="0" flex="1" minW="0" opacity={a.isActive ? 1 : 0.55}>
                      <Text fontWeight={selected ? 'semibold' : 'medium'} truncate>
                        {a.location.name}
                      </Text>
                      <Text textStyle="xs" color="fg.muted" truncate>
                        {a.role.name}
                      </Text>
                    </Stack>
                    {a.isPrimary && a.isActive && (
                      <Badge size="sm" variant="subtle" colorPalette="gray">
                        Primary
                      </Badge>
                    )}
                    {!a.isActive && (
                      <Box color="fg.muted" title={AUTH_MESSAGES.accessRevoked}>
                        <LuLock aria-hidden />
                        <VisuallyHidden>{AUTH_MESSAGES.accessRevoked}</VisuallyHidden>
                      </Box>
                    )}
                  </HStack>
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
