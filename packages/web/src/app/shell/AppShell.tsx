/**
 * The practice layout: impersonation banner, header (logo → /dashboard, location switcher, user menu),
 * the side menu built by core's buildMenu, and the guarded page.
 */
import { MAIN_ROUTES, type MenuEntry } from '@vetrx/core/access';
import { useMemo } from 'react';
import { useDeferredModule } from '../../components/ui/deferred-module';
import { useSession } from '../../session/SessionContext';
import { SessionLoading } from '../session/SessionStates';
import { impersonationBannerModule } from './support-parts';
import { LocationSwitcher } from './LocationSwitcher';
import { ShellFrame } from './ShellFrame';
import type { NavItem } from './nav-types';
import { UserMenu } from './UserMenu';
import { useSidebar } from './useSidebar';
import { usePlainClasses } from '../../components/ui/plain';
import { FRAME } from './header.styles';

/** core's menu entries as navigation items. */
export function menuToNavItems(menu: readonly MenuEntry[]): NavItem[] {
  return menu.map((entry) =>
    entry.kind === 'link'
      ? { kind: 'link', key: entry.key, label: entry.label, to: entry.link, icon: entry.icon }
      : {
          kind: 'group',
          key: entry.key,
          label: entry.label,
          icon: entry.icon,
          children: entry.children.map((c) => ({ kind: 'link', key: c.key, label: c.label, to: c.link, icon: c.icon })),
        },
  );
}

export function AppShell() {
  const session = useSession();
  const { narrow } = useSidebar();
  const f = usePlainClasses(FRAME);
  const items = useMemo(() => menuToNavItems(session.menu), [session.menu]);
  // The banner's code loads only while impersonating (started with the document then): the layout waits
  // for it rather than drawing without the banner and moving down when it comes.
  const impersonating = session.isImpersonating && !!session.impersonatedUsername;
  const ImpersonationBanner = useDeferredModule(impersonationBannerModule, impersonating)?.ImpersonationBanner;
  if (impersonating && !ImpersonationBanner) return <SessionLoading />;

  return (
    <ShellFrame
      logoTo={MAIN_ROUTES.dashboard}
      banner={
        ImpersonationBanner && session.isImpersonating && session.impersonatedUsername ? (
          <ImpersonationBanner
            username={session.impersonatedUsername}
            expiresAt={session.me.impersonationSession?.expiresAt}
            onLogOut={session.exitImpersonation}
            onExpired={session.impersonationExpired}
          />
        ) : undefined
      }
      headerContent={
        <>
          <div className={f.location}>
            <LocationSwitcher compact={narrow} />
          </div>
          <div className={f.spacer} />
          <UserMenu compact={narrow} />
        </>
      }
      nav={{ items, label: 'Main menu' }}
    />
  );
}
