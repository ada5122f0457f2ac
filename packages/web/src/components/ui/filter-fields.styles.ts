/**
 * The filter panels' styles (./filter-panel.tsx, ./filter-fields.tsx, ./check-menu-button.tsx;
 * ./plain-style.ts: resolved by the build): Chakra's field, small native select and outline button, as
 * the Chakra components drew them.
 */
import { plainRecipe, plainSlotRecipe, plainStyle } from './plain-style';

const row = { display: 'flex', flexDirection: 'row', alignItems: 'center' } as const;

/** Chakra's `Group` as `InputGroup` draws it (not attached), and its `InputElement`: their recipes, as Chakra 3.37 declares them. */
const group = {
  base: { display: 'inline-flex', gap: 'var(--group-gap, 0.5rem)', isolation: 'isolate', position: 'relative', '& [data-group-item]': { _focusVisible: { zIndex: 1 } } },
  variants: { orientation: { horizontal: { flexDirection: 'row' }, vertical: { flexDirection: 'column' } } },
} as const;
const inputElement = {
  base: { display: 'flex', alignItems: 'center', justifyContent: 'center', position: 'absolute', zIndex: 2, color: 'fg.muted', height: 'full', fontSize: 'sm', px: '3' },
  variants: { placement: { start: { insetInlineStart: '0' }, end: { insetInlineEnd: '0' } } },
} as const;

export const FILTER_PANEL = {
  root: plainStyle({ layerStyle: 'card' }),
  bar: plainStyle({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: { base: '3', md: '4' }, pt: '3', gap: '2' }),
  barClosed: plainStyle({ pb: '3' }),
  toggle: plainRecipe('button', { size: 'sm', variant: 'ghost' }, { px: '2' }),
  clear: plainRecipe('button', { size: 'sm', variant: 'ghost' }),
  count: plainRecipe('badge', { size: 'sm', variant: 'solid' }, { colorPalette: 'brand', borderRadius: 'full' }),
  content: plainStyle({ display: 'flex', flexDirection: 'column', gap: '3', px: { base: '3', md: '4' }, pb: { base: '3', md: '4' }, pt: '2' }),
};

export const FILTER_FIELD = {
  root: plainSlotRecipe('field', {}, 'root'),
  label: plainSlotRecipe('field', {}, 'label'),
  selectRoot: plainSlotRecipe('nativeSelect', { size: 'sm' }, 'root'),
  select: plainSlotRecipe('nativeSelect', { size: 'sm' }, 'field'),
  selectIndicator: plainSlotRecipe('nativeSelect', { size: 'sm' }, 'indicator'),
  chevron: plainStyle({ fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' }),
  // Its text and chevron where a small native select beside it has them (Chakra's nativeSelect sm).
  menuButton: plainRecipe('button', { size: 'sm', variant: 'outline' }, { justifyContent: 'space-between', w: 'full', ps: '2.5', pe: '2', fontWeight: 'normal', _icon: { color: 'fg.muted' } }),
  menuText: plainStyle({ truncate: true }),
  range: plainStyle({ ...row, gap: '2', w: 'full' }),
  day: plainRecipe('input', { size: 'sm' }, { flex: '1', minW: '8.5rem' }),
  dash: plainStyle({ color: 'fg.muted' }),
  // A text search with its icon at the start (Chakra's InputGroup with a start element, around a small input).
  searchGroup: plainRecipe(group, { orientation: 'horizontal' }, { alignItems: 'center', justifyContent: 'flex-start', width: 'full' }),
  searchStart: plainRecipe(inputElement, {}, { pointerEvents: 'none' }),
  searchEnd: plainRecipe(inputElement, { placement: 'end' }),
  search: plainRecipe('input', { size: 'sm' }, { ps: 'calc(var(--input-height) - 0px)' }),
  searchPending: plainRecipe('input', { size: 'sm' }, { ps: 'calc(var(--input-height) - 0px)', pe: 'calc(var(--input-height) - 0px)' }),
};

/** The queue's filter grid (features/approvals/ApprovalsFilters.tsx): its fields, then its date ranges. */
export const FILTER_GRID = {
  fields: plainStyle({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '3' }),
  // As many date ranges a row as fit whole: two full dates each (cut to "mm/dd" at 768 px in three columns).
  ranges: plainStyle({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(20rem, 100%), 1fr))', gap: '3' }),
};
