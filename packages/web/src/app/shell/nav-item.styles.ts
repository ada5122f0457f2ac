/**
 * The side navigation's styles (SideNav.tsx and the collapsed rail's group menu, SideNavGroupMenu.tsx;
 * components/ui/plain-style.ts: resolved by the build). An entry is the item recipe (in Chakra's recipes
 * layer, as `chakra(tag, { base })` drew it) and, on top, what sets one entry apart: centred on the rail,
 * the group holding the current page, a group's link.
 */
import { plainRecipe, plainStyle } from '../../components/ui/plain-style';

const list = { display: 'flex', flexDirection: 'column', gap: '0.5', listStyleType: 'none', m: '0', p: '0' } as const;
const chevron = { transition: 'transform 0.15s', color: 'fg.subtle' } as const;

export const NAV = {
  // The entry's module icon (ModuleIcon's PlainModuleIcon): `<ModuleIcon boxSize="4.5" flexShrink={0}>` as it drew.
  icon: plainRecipe('icon', {}, { boxSize: '4.5' }),
  iconFixed: plainRecipe('icon', {}, { boxSize: '4.5', flexShrink: 0 }),
  item: plainRecipe({
    base: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      w: 'full',
      minH: '9',
      px: '3',
      borderRadius: 'md',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      textAlign: 'start',
      position: 'relative',
      transition: 'background 0.12s, color 0.12s',
      _hover: { bg: 'gray.100', color: 'fg' },
      _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
      '&[aria-current=page]': {
        bg: 'brand.subtle',
        color: 'brand.fg',
        fontWeight: 'semibold',
        _before: { content: '""', position: 'absolute', insetStart: '-2', top: '1.5', bottom: '1.5', w: '3px', borderRadius: 'full', bg: 'brand.solid' },
      },
    },
  }),
  /** On the collapsed rail: the icon alone, centred. */
  centered: plainStyle({ justifyContent: 'center' }),
  /** A rail group holding the current page. */
  current: plainStyle({ bg: 'brand.subtle', color: 'brand.fg' }),
  /** A closed group holding the current page. */
  accent: plainStyle({ color: 'brand.fg' }),
  /** A link inside a group. */
  child: plainStyle({ fontWeight: 'normal' }),
  nav: plainStyle({ px: '3', py: '3' }),
  navCollapsed: plainStyle({ px: '2', py: '3' }),
  list: plainStyle(list),
  subList: plainStyle({ ...list, mt: '0.5' }),
  label: plainStyle({ truncate: true }),
  groupLabel: plainStyle({ flex: '1', truncate: true }),
  indent: plainStyle({ w: '5', flexShrink: 0 }),
  chevron: plainStyle(chevron),
  chevronOpen: plainStyle({ ...chevron, transform: 'rotate(180deg)' }),
};
