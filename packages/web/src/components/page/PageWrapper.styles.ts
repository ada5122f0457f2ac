/** The frame of every screen (PageWrapper.tsx; components/ui/plain-style.ts: resolved by the build). */
import { plainRecipe, plainSlotRecipe, plainStyle } from '../ui/plain-style';

const crumb = (slot: string, style = {}) => plainSlotRecipe('breadcrumb', { size: 'sm' }, slot, style);
const row = { display: 'flex', flexDirection: 'row', alignItems: 'center' } as const;

/**
 * Drawn on every first screen, as plain elements (components/ui/plain.tsx; issue 61): each is what the
 * Chakra element it replaced drew with the same props (`Stack`, `Flex`, `HStack`, `Breadcrumb.*`, `Heading`).
 */
export const PAGE = {
  page: plainStyle({ display: 'flex', flexDirection: 'column', gap: { base: '4', md: '5' } }),
  top: plainStyle({ display: 'flex', gap: '4', alignItems: { base: 'start', md: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap' }),
  titles: plainStyle({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0', maxW: 'full' }),
  crumbs: crumb('root', { minW: '0' }),
  // One line: the module's crumbs keep their words whole; a long last crumb (a 300-character name) is cut with an ellipsis.
  crumbList: crumb('list', { flexWrap: 'nowrap', minW: '0' }),
  crumbHome: crumb('item', { flexShrink: 0 }),
  crumbItem: crumb('item', { flexShrink: 0, whiteSpace: 'nowrap' }),
  crumbLast: crumb('item', { minW: '0' }),
  crumbLink: crumb('link', {
    color: 'fg.muted',
    _hover: { color: 'brand.fg', textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px', borderRadius: 'sm' },
  }),
  crumbSeparator: crumb('separator', { flexShrink: 0 }),
  // Chakra's ChevronRightIcon (a chakra.svg: its stroke as styles).
  crumbChevron: plainStyle({ fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' }),
  crumbCurrent: crumb('currentLink', { color: 'fg', fontWeight: 'medium', display: 'block', truncate: true }),
  titleRow: plainStyle({ ...row, gap: '2.5', minW: '0' }),
  iconBox: plainStyle({ display: 'grid', placeItems: 'center', w: '9', h: '9', borderRadius: 'lg', bg: 'brand.subtle', color: 'brand.fg', flexShrink: 0 }),
  icon: plainRecipe('icon', {}, { boxSize: '5' }),
  heading: plainRecipe('heading', { size: { base: 'lg', md: 'xl' } }, { fontWeight: 'semibold', letterSpacing: '-0.01em', truncate: true }),
  actions: plainStyle({ ...row, gap: '2' }),
};
