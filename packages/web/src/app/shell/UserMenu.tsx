/** The header's user menu: who is signed in, at which location and role, My Account and Sign out. */
import { Avatar, Box, Button, HStack, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { USER_LABELS } from '@vetrx/core/messages';
import { lazy, Suspense, useState } from 'react';
import { LuChevronDown, LuLogOut, LuUserRound } from 'react-icons/lu';
import { useSession } from '../session/SessionContext';
import { initialsOf } from '@vetrx/core/format';

const MyAccountDialog = lazy(() => import('../../features/account/MyAccountDialog').then((m) => ({ default: m.MyAccountDialog })));

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { user, me, current, signOut } = useSession();
  const first = user?.firstName ?? me.supportUser?.firstName ?? '';
  const last = user?.lastName ?? me.supportUser?.lastName ?? '';
  const email = user?.email ?? me.supportUser?.email ?? '';
  const name = `${first} ${last}`.trim() || email;
  const displayName = current?.displayName || name;
  const [accountOpen, setAccountOpen] = useState(false);

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end', gutter: 6 }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" h="10" px="1.5" gap="2" aria-label={compact ? `Account: ${name}` : undefined} data-testid="user-menu">
            <Avatar.Root size="sm" colorPalette="brand" variant="subtle">
              <Avatar.Fallback name={name}>{initialsOf(name)}</Avatar.Fallback>
              {current?.profilePictureThumbnailUrl && <Avatar.Image src={current.profilePictureThumbnailUrl} alt="" />}
            </Avatar.Root>
            {!compact && (
              <Stack gap="0" align="start" textAlign="start" maxW="44">
                <Text textStyle="sm" fontWeight="semibold" lineHeight="short" truncate maxW="44">
                  {displayName}
                </Text>
                {current && (
                  <Text textStyle="xs" color="fg.muted" lineHeight="short" truncate maxW="44">
                    {current.role.name}
                  </Text>
                )}
              </Stack>
            )}
            <Box as="span" color="fg.subtle" aria-hidden>
              <LuChevronDown />
            </Box>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64">
              <Box px="3" py="2.5">
                <Text fontWeight="semibold">{name}</Text>
                <Text textStyle="sm" color="fg.muted" truncate>
                  {email}
                </Text>
                {current && (
                  <HStack mt="1.5" gap="1.5" textStyle="xs" color="fg.muted">
                    <Text>{current.role.name}</Text>
                    <Text aria-hidden>·</Text>
                    <Text truncate>{current.location.name}</Text>
                  </HStack>
                )}
              </Box>
              <Menu.Separator />
              {user && (
                <Menu.Item value="my-account" onSelect={() => setAccountOpen(true)} data-testid="my-account">
                  <LuUserRound />
                  {USER_LABELS.myAccount}
                </Menu.Item>
              )}
              <Menu.Item value="sign-out" onSelect={() => void signOut()} data-testid="sign-out">
                <LuLogOut />
                Sign out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {accountOpen && (
        <Suspense fallback={null}>
          <MyAccountDialog open onClose={() => setAccountOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
