/** The queue's list and its header line (ApprovalsPage.tsx; components/ui/plain-style.ts: resolved by the build). */
import { plainRecipe, plainStyle } from '../../components/ui/plain-style';

/** What the Chakra elements they replaced drew with the same props (`Stack`, `Flex`, `Text`, `Box`, `Button`, `Kbd`). */
export const LIST = {
  list: plainStyle({ display: 'flex', flexDirection: 'column', gap: '3' }),
  header: plainStyle({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap' }),
  summary: plainStyle({ textStyle: 'sm', color: 'fg.muted', outline: 'none', minH: '5', flexBasis: { base: 'full', md: 'auto' } }),
  arrivals: plainStyle({ flex: '1', display: 'flex', justifyContent: 'center' }),
  help: plainRecipe('button', { size: 'xs', variant: 'ghost' }, { color: 'fg.muted' }),
  helpKey: plainRecipe('kbd', { size: 'sm' }),
};
