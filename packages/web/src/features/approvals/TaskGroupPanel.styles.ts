/** A client group's styles on the queue (TaskGroupPanel.tsx; components/ui/plain-style.ts: resolved by the build). */
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { plainRecipe, plainStyle } from '../../components/ui/plain-style';

const row = { display: 'flex', flexDirection: 'row', alignItems: 'center' } as const;
const chevron = { color: 'fg.muted', transition: 'transform 0.2s' } as const;

export const GROUP = {
  root: plainStyle({ layerStyle: 'card' }),
  header: plainStyle({
    display: 'flex',
    w: 'full',
    px: { base: '3', md: '4' },
    py: '3',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '3',
    textAlign: 'start',
    borderRadius: 'xl',
    cursor: 'pointer',
    _hover: { bg: 'bg.subtle' },
    _focusVisible: FOCUS_RING,
  }),
  who: plainStyle({ ...row, gap: '2.5', minW: '0' }),
  avatar: plainStyle({ display: 'flex', w: '8', h: '8', borderRadius: 'full', bg: 'brand.subtle', color: 'brand.fg', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }),
  names: plainStyle({ display: 'flex', flexDirection: 'column', gap: '0', minW: '0' }),
  name: plainStyle({ fontWeight: 'semibold', truncate: true }),
  email: plainStyle({ textStyle: 'xs', color: 'fg.muted', truncate: true }),
  end: plainStyle({ ...row, gap: '2', flexShrink: 0 }),
  count: plainRecipe('badge', { variant: 'subtle' }, { colorPalette: 'brand', borderRadius: 'full' }),
  chevron: plainStyle(chevron),
  chevronOpen: plainStyle({ ...chevron, transform: 'rotate(180deg)' }),
  content: plainStyle({ display: 'flex', flexDirection: 'column', gap: '2', px: { base: '2', md: '3' }, pb: '3' }),
};
