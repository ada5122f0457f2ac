/**
 * The location switcher's trigger: the current location. The same button before the menu is loaded
 * and inside it (LocationSwitcherPopup), so the swap on first use shows nothing. A plain element
 * (components/ui/plain.tsx) with Chakra's small outline button's styles.
 */
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { LuBuilding2, LuChevronsUpDown } from 'react-icons/lu';
import { usePlainClasses } from '../../components/ui/plain';
import { useSession } from '../../session/SessionContext';
import { HEADER } from './header.styles';

export const LocationSwitcherButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { compact: boolean }>(function LocationSwitcherButton(
  { compact, ...rest },
  ref,
) {
  const c = usePlainClasses(HEADER);
  const { current } = useSession();
  if (!current) return null;
  return (
    <button ref={ref} type="button" className={compact ? c.locationCompact : c.location} aria-label={`Location: ${current.location.name}`} data-testid="location-switcher" {...rest}>
      <span className={c.locationIcon} aria-hidden>
        <LuBuilding2 />
      </span>
      <span className={c.locationName}>{current.location.name}</span>
      <span className={c.locationChevron} aria-hidden>
        <LuChevronsUpDown />
      </span>
    </button>
  );
});
