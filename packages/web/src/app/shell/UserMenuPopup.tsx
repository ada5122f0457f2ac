/** The user menu itself, loaded on first use (see UserMenu): My Account and Sign out. */
import { Box, HStack, Portal, Text } from '@chakra-ui/react';
import { Menu } from '../../components/ui/chakra-late';
import { USER_LABELS } from '@vetrx/core/messages';
import { useCallback, useRef, useState } from 'react';
import { LuLogOut, LuUserRound } from 'react-icons/lu';
import { deferredModule, useDeferredModule } from '../../components/ui/deferred-module';
import { useReplayIntent, type FirstUseIntent } from '../../components/ui/first-use';
import { useLeaveGuard } from '../../components/form/unsaved-changes';
import { useSession } from '../../session/SessionContext';
import { UserMenuButton, useUserMenuPerson } from './UserMenuButton';

// Loaded when the menu opens, shown as soon as My Account is chosen and it is there.
const myAccount = deferredModule(() => import('../../features/account/MyAccountDialog'));

export function UserMenuPopup({ compact, intent }: { compact: boolean; intent?: FirstUseIntent }) {
  const { signOut } = useSession();
  // Signing out with typing not saved asks first (issue 59).
  const guard = useLeaveGuard();
  const { name, email, current, hasUser } = useUserMenuPerson();
  const [accountOpen, setAccountOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useReplayIntent(intent, useCallback(() => trigger.current, []));

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end', gutter: 6 }} onOpenChange={(e) => e.open && myAccount.warm()}>
        <Menu.Trigger asChild>
          <UserMenuButton ref={trigger} compact={compact} />
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
              {hasUser && (
                <Menu.Item value="my-account" onSelect={() => setAccountOpen(true)} data-testid="my-account">
                  <LuUserRound />
                  {USER_LABELS.myAccount}
                </Menu.Item>
              )}
              <Menu.Item value="sign-out" onSelect={() => guard(() => void signOut())} data-testid="sign-out">
                <LuLogOut />
                Sign out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {accountOpen && <AccountDialog onClose={() => setAccountOpen(false)} />}
    </>
  );
}

function AccountDialog({ onClose }: { onClose: () => void }) {
  const m = useDeferredModule(myAccount);
  return m ? <m.MyAccountDialog open onClose={onClose} /> : null;
}
