/**
 * The support layout (admin §2.4): a collapsible sidebar with core's support menu and a header with a
 * Logout link. Support users who are not impersonating see only this.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { SUPPORT_ROUTES, linkKey } from '@vetrx/core/access';
import { SUPPORT_MENU_LABELS } from '@vetrx/core/messages';
import { useMemo } from 'react';
import { LuLogOut } from 'react-icons/lu';
import { useSession } from '../../session/SessionContext';
import { ShellFrame } from './ShellFrame';
import type { NavItem } from './nav-types';
import { usePlainClasses } from '../../components/ui/plain';
import { FRAME } from './header.styles';

/** Icons of the support entries (the support menu is not data-driven, so its icons live here). */
const SUPPORT_ICONS: Record<string, string> = {
  [SUPPORT_ROUTES.home]: 'LuHouse',
  [SUPPORT_ROUTES.impersonate]: 'LuUserSearch',
  [SUPPORT_ROUTES.practiceSearch]: 'LuBuilding2',
  [SUPPORT_ROUTES.prescribingShortcuts]: 'LuMessageSquareText',
  [SUPPORT_ROUTES.role]: 'LuShieldCheck',
  [SUPPORT_ROUTES.pims]: 'LuDatabase',
  [SUPPORT_ROUTES.sandbox]: 'LuFlaskConical',
};

export function SupportShell() {
  const session = useSession();
  const f = usePlainClasses(FRAME);
  const items = useMemo<NavItem[]>(
    () =>
      session.supportMenu.map((e) => ({
        kind: 'link',
        key: linkKey(e.key),
        label: e.label,
        to: e.link,
        icon: SUPPORT_ICONS[e.key] ?? null,
      })),
    [session.supportMenu],
  );
  const name = `${session.me.supportUser?.firstName ?? ''} ${session.me.supportUser?.lastName ?? ''}`.trim();

  return (
    <ShellFrame
      logoTo={SUPPORT_ROUTES.home}
      headerContent={
        <>
          <div className={f.spacer} />
          <HStack gap="3">
            {name && (
              <Text textStyle="sm" color="fg.muted" display={{ base: 'none', md: 'block' }}>
                {name}
              </Text>
            )}
            <Button variant="ghost" size="sm" colorPalette="brand" onClick={() => void session.signOut()} data-testid="support-logout">
              <LuLogOut /> {SUPPORT_MENU_LABELS.logout}
            </Button>
          </HStack>
        </>
      }
      nav={{ items, label: 'Support menu' }}
    />
  );
}
