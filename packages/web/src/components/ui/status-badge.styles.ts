/**
 * The status badge's styles (./status-badge.tsx; ./plain-style.ts: resolved by the build): the badge
 * recipe at the badge's size (in Chakra's recipes layer), then the badge's own shape and its tone's
 * colours (by its `data-tone`), which win over the recipe's. One class holds every tone, so the page's
 * code carries no class per tone.
 */
import { STATE_TONES } from '../../theme';
import { plainRecipe, plainStyle } from './plain-style';

/** The badge recipe at each size. */
export const STATUS_BADGE_SIZE = { xs: plainRecipe('badge', { size: 'xs' }), sm: plainRecipe('badge', { size: 'sm' }), md: plainRecipe('badge', { size: 'md' }), lg: plainRecipe('badge', { size: 'lg' }) };

export const STATUS_BADGE = {
  shape: plainStyle({
    borderRadius: 'full',
    px: '2',
    gap: '1.5',
    fontWeight: 'medium',
    ...Object.fromEntries(STATE_TONES.map((tone) => [`&[data-tone="${tone}"]`, { bg: `${tone}.subtle`, color: `${tone}.fg`, '& > [data-dot]': { bg: tone } }])),
  }),
  arrow: plainStyle({ cursor: 'default' }),
  dot: plainStyle({ w: '1.5', h: '1.5', borderRadius: 'full', flexShrink: 0 }),
};
