/** The task card's styles (TaskCard.tsx; components/ui/plain-style.ts: resolved by the build). */
import { plainRecipe, plainStyle } from '../../components/ui/plain-style';

const cardRoot = {
  borderWidth: '1px',
  borderRadius: 'lg',
  bg: 'bg',
  transition: 'border-color 0.15s, box-shadow 0.2s',
  outline: 'none',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px', borderColor: 'brand.solid' },
} as const;
const row = { display: 'flex', flexDirection: 'row', alignItems: 'center' } as const;
const buttonIcon = { px: '0', py: '0', _icon: { fontSize: '1.2em' } } as const;
const badge = { size: 'sm', variant: 'surface' };
const flag = { ...row, gap: '2', flexWrap: 'wrap', textStyle: 'xs' } as const;

/**
 * The card's elements, drawn as plain elements with these classes (components/ui/plain.tsx): the queue's
 * first screen draws four cards of ≈ 60 elements each, and a Chakra element resolved its styles on every
 * render (issue 61). Each is what the Chakra element it replaced drew with the same props.
 */
export const CARD = {
  root: plainStyle({ ...cardRoot, borderColor: 'border' }),
  rootOpen: plainStyle({ ...cardRoot, borderColor: 'brand.emphasized', shadow: 'raised' }),
  body: plainStyle({ display: 'flex', flexDirection: 'column', gap: '2', px: { base: '3', md: '4' }, py: '3' }),
  top: plainStyle({ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: '3', flexWrap: 'wrap' }),
  heading: plainStyle({ ...row, gap: '2', flexWrap: 'wrap', minW: '0' }),
  type: plainStyle({ fontWeight: 'semibold' }),
  autoship: plainStyle({ color: 'brand.solid', display: 'inline-flex' }),
  workflowBadge: plainRecipe('badge', badge, { colorPalette: 'purple', borderRadius: 'full' }),
  workflowBadgeInactive: plainRecipe('badge', badge, { colorPalette: 'orange', borderRadius: 'full' }),
  created: plainStyle({ textStyle: 'xs', color: 'fg.muted' }),
  end: plainStyle({ ...row, gap: '1.5' }),
  iconButton: plainRecipe('button', { size: 'xs', variant: 'ghost' }, buttonIcon),
  chevron: plainStyle({ transition: 'transform 0.2s' }),
  chevronOpen: plainStyle({ transform: 'rotate(180deg)', transition: 'transform 0.2s' }),
  lower: plainStyle({ display: 'flex', justifyContent: 'space-between', alignItems: { base: 'stretch', md: 'end' }, gap: '3', flexDirection: { base: 'column', md: 'row' } }),
  info: plainStyle({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'sm', minW: '0', flex: '1' }),
  productRow: plainStyle({ ...row, gap: '2', minW: '0' }),
  pill: plainStyle({ color: 'brand.solid', flexShrink: 0 }),
  product: plainStyle({ fontWeight: 'medium', lineClamp: 3, overflowWrap: 'anywhere' }),
  quantity: plainRecipe('badge', { size: 'sm', variant: 'outline' }, { flexShrink: 0 }),
  people: plainStyle({ ...row, gap: { base: '3', md: '4' }, color: 'fg.muted', flexWrap: 'wrap' }),
  person: plainStyle({ ...row, gap: '1.5' }),
  buttons: plainStyle({
    ...row,
    gap: '2',
    justifyContent: { base: 'stretch', md: 'flex-end' },
    flexShrink: 0,
    '& > button': { flex: { base: '1', md: 'none' }, minW: '0' },
    '& > button svg': { display: { base: 'none', sm: 'inline' } },
  }),
  outline: plainRecipe('button', { size: 'xs', variant: 'outline' }),
  decline: plainRecipe('button', { size: 'xs', variant: 'outline' }, { colorPalette: 'red' }),
  approve: plainRecipe('button', { size: 'xs' }, { colorPalette: 'brand' }),
  detail: plainStyle({ borderTopWidth: '1px', borderColor: 'border.muted', px: { base: '3', md: '4' }, py: '4', bg: 'bg.subtle', borderBottomRadius: 'lg' }),
  // The safety and duplicate lines: an HStack that wraps, its badge and a link per other request.
  flagDecide: plainStyle({ ...flag, color: 'red.fg' }),
  flagAdvise: plainStyle({ ...flag, color: 'orange.fg' }),
  flagBadgeDecide: plainRecipe('badge', { size: 'sm', variant: 'subtle' }, { colorPalette: 'red', borderRadius: 'full' }),
  flagBadgeAdvise: plainRecipe('badge', { size: 'sm', variant: 'subtle' }, { colorPalette: 'orange', borderRadius: 'full' }),
  flagStrong: plainStyle({ fontWeight: 'medium' }),
  duplicateLink: plainRecipe('link', {}, { color: 'orange.fg', textDecoration: 'underline', fontWeight: 'medium' }),
};
