/** The severity badge's styles (SeverityBadge.tsx; components/ui/plain-style.ts: resolved by the build). */
import type { SafetySeverity } from '@vetrx/core/safety';
import { plainRecipe, type PlainStyle } from '../../components/ui/plain-style';

/** The colour of each severity: red for what needs a decision, orange for advice, grey for minor. */
export const SEVERITY_PALETTE: Readonly<Record<SafetySeverity, string>> = {
  contraindicated: 'red',
  major: 'red',
  moderate: 'orange',
  minor: 'gray',
};

const badge = (severity: string, size: 'xs' | 'sm'): PlainStyle =>
  plainRecipe('badge', { size, variant: severity === 'contraindicated' ? 'solid' : 'subtle' }, { colorPalette: SEVERITY_PALETTE[severity as SafetySeverity] ?? 'gray' });

/** Chakra's badge at each severity and size, as `<Badge size colorPalette variant>` drew it (solid for contraindicated). */
export const SEVERITY_BADGE = {
  'contraindicated-xs': badge('contraindicated', 'xs'),
  'contraindicated-sm': badge('contraindicated', 'sm'),
  'major-xs': badge('major', 'xs'),
  'major-sm': badge('major', 'sm'),
  'moderate-xs': badge('moderate', 'xs'),
  'moderate-sm': badge('moderate', 'sm'),
  'minor-xs': badge('minor', 'xs'),
  'minor-sm': badge('minor', 'sm'),
  'unknown-xs': badge('unknown', 'xs'),
  'unknown-sm': badge('unknown', 'sm'),
};
