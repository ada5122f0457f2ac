/**
 * The header's styles (ShellFrame.tsx, LocationSwitcherButton.tsx, UserMenuButton.tsx;
 * components/ui/plain-style.ts: resolved by the build): Chakra's buttons and avatar as the header drew them.
 */
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { plainRecipe, plainSlotRecipe, plainStyle } from '../../components/ui/plain-style';

/** The header's height (a size token): the side menu sits below it. */
const HEADER_HEIGHT = '14';
const location = { h: '9', px: '2.5', gap: '2', borderColor: 'border', bg: 'bg' } as const;
const userText = { lineHeight: 'short', truncate: true, maxW: '44' } as const;
const avatar = { size: 'sm', variant: 'subtle' };

export const HEADER = {
  bar: plainStyle({
    display: 'flex',
    h: HEADER_HEIGHT,
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

/** The frame's width of the side menu, open and as an icon rail (ShellFrame.tsx). */
const SIDEBAR_WIDTH = '248px';
const RAIL_WIDTH = '64px';

/**
 * The frame around every page (ShellFrame.tsx): what its Chakra `Flex`/`Box` elements drew, as plain
 * elements. The side menu's classes combine, one of each group: `aside`, then its width (`asideWide`,
 * `asideRail`, `asideHidden`), then its place (`asideSticky`, `asideOverlay`); no two of them set the same
 * property.
 */
export const FRAME = {
  root: plainStyle({ display: 'flex', flexDirection: 'column', minH: '100dvh', bg: 'bg.canvas' }),
  skip: plainStyle({
    position: 'absolute',
    left: '-9999px',
    zIndex: 'skipNav',
    _focus: { left: '4', top: '2', bg: 'bg', px: '3', py: '2', borderRadius: 'md', shadow: 'raised' },
  }),
  body: plainStyle({ display: 'flex', flex: '1', position: 'relative', minH: '0' }),
  aside: plainStyle({ flexShrink: 0, bg: 'bg.sidebar', borderColor: 'border', top: HEADER_HEIGHT, overflowY: 'auto', transition: 'width 0.15s ease' }),
  asideWide: plainStyle({ w: SIDEBAR_WIDTH, borderEndWidth: '1px' }),
  asideRail: plainStyle({ w: RAIL_WIDTH, borderEndWidth: '1px' }),
  asideHidden: plainStyle({ w: '0', visibility: 'hidden', borderEndWidth: '0' }),
  asideSticky: plainStyle({ position: 'sticky', h: `calc(100dvh - var(--chakra-sizes-${HEADER_HEIGHT}))`, zIndex: 'docked' }),
  asideOverlay: plainStyle({ position: 'fixed', bottom: '0', zIndex: 'overlay', shadow: 'raised' }),
  main: plainStyle({ flex: '1', minW: '0', px: { base: '3', md: '6', xl: '8' }, py: { base: '4', md: '6' }, outline: 'none' }),
  // Under the side menu open over the page on a narrow screen; a press on it folds the menu.
  backdrop: plainStyle({ position: 'fixed', insetX: '0', bottom: '0', top: HEADER_HEIGHT, bg: 'blackAlpha.400', zIndex: 'docked' }),
  mainBesideRail: plainStyle({ ms: RAIL_WIDTH }),
  content: plainStyle({ maxW: '1440px', mx: 'auto' }),
  // The header's content between the logo and the user menu (AppShell.tsx, SupportShell.tsx).
  location: plainStyle({ ms: { base: '0', md: '4' }, minW: '0' }),
  spacer: plainStyle({ flex: '1' }),
};

