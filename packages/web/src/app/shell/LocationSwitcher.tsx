/**
 * The header's location switcher (admin §1, §4): lists every location of the user; choosing one goes
 * through core's checkLocationSwitch (a revoked assignment is refused with 'Access to this location is
 * revoked') and a successful switch opens /dashboard. The menu loads on first use, like the user menu's
 * (issue 13).
 */
import { useFirstUse } from '../../components/ui/first-use';
import { LocationSwitcherButton } from './LocationSwitcherButton';

const loadPopup = () => import('./LocationSwitcherPopup').then((m) => m.LocationSwitcherPopup);

export function LocationSwitcher({ compact = false }: { compact?: boolean }) {
  const { loaded, handlers } = useFirstUse(loadPopup);
  if (loaded) return <loaded.Component compact={compact} intent={loaded.intent} />;
  return <LocationSwitcherButton compact={compact} aria-haspopup="menu" aria-expanded={false} data-state="closed" {...handlers} />;
}
