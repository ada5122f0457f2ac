/**
 * The header's user menu: who is signed in, at which location and role, My Account and Sign out.
 * The menu (Ark's menu machine, floating-ui, the dismissable layer: ~30 KB gzipped with the tooltips)
 * loads when the pointer or focus first reaches the button, not with the page (issue 13);
 * until then the same button stands in and a click or an opening key is replayed on the menu's own.
 */
import { useFirstUse } from '../../components/ui/first-use';
import { UserMenuButton } from './UserMenuButton';

const loadPopup = () => import('./UserMenuPopup').then((m) => m.UserMenuPopup);

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { loaded, handlers } = useFirstUse(loadPopup);
  if (loaded) return <loaded.Component compact={compact} intent={loaded.intent} />;
  return <UserMenuButton compact={compact} aria-haspopup="menu" aria-expanded={false} data-state="closed" {...handlers} />;
}
