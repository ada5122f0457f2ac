/** The VetRx mark and word mark's styles (./Logo.tsx; ./plain-style.ts: resolved by the build). */
import { plainStyle } from './plain-style';

const mark = (size: number) => plainStyle({ display: 'inline-flex', w: String(size), h: String(size), flexShrink: 0 });
const name = (fontSize: string) => plainStyle({ fontSize, fontWeight: '700', letterSpacing: '-0.02em', color: 'fg' });

export const LOGO = {
  root: plainStyle({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '2.5', userSelect: 'none' }),
  rx: plainStyle({ color: 'brand.solid' }),
};

/** Each size's mark and name (sm in the header, md on the sign-in page, lg on the start-up screen). */
export const LOGO_SIZE = {
  sm: { mark: mark(7), name: name('md') },
  md: { mark: mark(8), name: name('lg') },
  lg: { mark: mark(11), name: name('2xl') },
};
