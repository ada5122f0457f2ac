/** The location switcher's menu, loaded on first use (see LocationSwitcher). */
import { Badge, Box, HStack, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Menu } from '../../components/ui/chakra-late';
import { AUTH_MESSAGES } from '@vetrx/core/messages';
import { MAIN_ROUTES } from '@vetrx/core/access';
import { useCallback, useRef } from 'react';
import { LuCheck, LuLock } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useReplayIntent, type FirstUseIntent } from '../../components/ui/first-use';
import { useLeaveGuard } from '../../components/form/unsaved-changes';
import { useSession } from '../../session/SessionContext';
import { LocationSwitcherButton } from './LocationSwitcherButton';

export function LocationSwitcherPopup({ compact, intent }: { compact: boolean; intent?: FirstUseIntent }) {
  const { assignments, current, switchLocation } = useSession();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const trigger = useRef<HTMLButtonElement>(null);
  useReplayIntent(intent, useCallback(() => trigger.current, []));
  if (!current) return null;
  const sorted = [...assignments].sort((a, b) => a.location.name.localeCompare(b.location.name));
  // Item clicks (pointer, or Enter on a highlighted item) choose the location.
  const choose = (locationId: string) => {
    if (locationId === String(current.location.id)) return;
    // A form with typing not saved asks before the location changes under it (issue 59).
    guard(() => {
      if (switchLocation(locationId)) navigate(MAIN_ROUTES.dashboard);
    });
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-start', gutter: 6 }}>
      <Menu.Trigger asChild>
        <LocationSwitcherButton ref={trigger} compact={compact} />
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
