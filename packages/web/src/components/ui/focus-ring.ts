/**
 * The app's keyboard focus ring for custom clickable surfaces (cards, rows, logo links): a 2 px brand
 * outline 2 px outside the element. Chakra's own controls draw theirs from the same `brand.focusRing`.
 *
 * @example
 * <Box as="button" _focusVisible={FOCUS_RING}>…</Box>
 */
export const FOCUS_RING = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } as const;
