/**
 * A safety finding's severity as a badge (issue 42): on the approvals task card and in the findings list
 * (./SafetyFindingsList). A module of its own so the queue's first load, which draws the badge on a card,
 * does not carry the list (issue 61).
 */
import { SAFETY_CARD_LABELS as M } from '@vetrx/core/messages';
import type { SafetySeverity } from '@vetrx/core/safety';
import { usePlainClasses } from '../../components/ui/plain';
import { SEVERITY_BADGE, SEVERITY_PALETTE } from './SeverityBadge.styles';

/** The colour palette of a severity (grey for one this build does not know). */
export const severityPalette = (severity: string): string => SEVERITY_PALETTE[severity as SafetySeverity] ?? 'gray';

/** The severity as a badge: a plain element (components/ui/plain.tsx), drawn on every flagged card of the queue. */
export function SeverityBadge({ severity, size = 'sm' }: { severity: string; size?: 'xs' | 'sm' }) {
  const label = M.severity[severity as SafetySeverity] ?? severity;
  const c = usePlainClasses(SEVERITY_BADGE);
  const known = Object.hasOwn(SEVERITY_PALETTE, severity) ? (severity as SafetySeverity) : 'unknown';
  return (
    <span className={c[`${known}-${size}`]} data-testid="safety-severity">
      {label}
    </span>
  );
}
