/**
 * The header's styles (ShellFrame.tsx, LocationSwitcherButton.tsx, UserMenuButton.tsx;
 * components/ui/plain-style.ts: resolved by the build): Chakra's buttons and avatar as the header drew them.
 */
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { plainRecipe, plainSlotRecipe, plainStyle } from '../../components/ui/plain-style';

const location = { h: '9', px: '2.5', gap: '2', borderColor: 'border', bg: 'bg' } as const;
const userText = { lineHeight: 'short', truncate: true, maxW: '44' } as const;
const avatar = { size: 'sm', variant: 'subtle' };

export const HEADER = {
  bar: plainStyle({
    display: 'flex',
    h: '14',
    px: { base: '2', md: '4' },
    gap: { base: '2', md: '3' },
    alignItems: 'center',
    bg: 'bg',
    borderBottomWidth: '1px',
    borderColor: 'border',
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
  }),
  menuToggle: plainRecipe('button', { variant: 'ghost', size: 'sm' }, { px: '0', py: '0', _icon: { fontSize: '1.2em' }, color: 'fg.muted' }),
  logoLink: plainStyle({ borderRadius: 'md', _focusVisible: FOCUS_RING }),
  location: plainRecipe('button', { variant: 'outline', size: 'sm' }, { ...location, maxW: '80' }),
  locationCompact: plainRecipe('button', { variant: 'outline', size: 'sm' }, { ...location, maxW: '44' }),
  locationIcon: plainStyle({ color: 'brand.solid', flexShrink: 0 }),
  locationName: plainStyle({ truncate: true, fontWeight: 'medium' }),
  locationChevron: plainStyle({ color: 'fg.subtle', flexShrink: 0 }),
  user: plainRecipe('button', { variant: 'ghost', size: 'sm' }, { h: '10', px: '1.5', gap: '2' }),
  userText: plainStyle({ display: 'flex', flexDirection: 'column', gap: '0', alignItems: 'start', textAlign: 'start', maxW: '44' }),
  userName: plainStyle({ textStyle: 'sm', fontWeight: 'semibold', ...userText }),
  userRole: plainStyle({ textStyle: 'xs', color: 'fg.muted', ...userText }),
  userChevron: plainStyle({ color: 'fg.subtle' }),
  avatar: plainSlotRecipe('avatar', avatar, 'root', { colorPalette: 'brand' }),
  avatarFallback: plainSlotRecipe('avatar', avatar, 'fallback'),
  avatarImage: plainSlotRecipe('avatar', avatar, 'image'),
};
