/**
 * A safety finding's severity as a badge (issue 42): on the approvals task card and in the findings list
 * (./SafetyFindingsList). A module of its own so the queue's first load, which draws the badge on a card,
 * does not carry the list (issue 61).
 */
import { Badge } from '@chakra-ui/react';
import { SAFETY_CARD_LABELS as M } from '@vetrx/core/messages';
import type { SafetySeverity } from '@vetrx/core/safety';

/** The colour of each severity: red for what needs a decision, orange for advice, grey for minor. */
const SEVERITY_PALETTE: Record<SafetySeverity, string> = {
  contraindicated: 'red',
  major: 'red',
  moderate: 'orange',
  minor: 'gray',
};

/** The colour palette of a severity (grey for one this build does not know). */
export const severityPalette = (severity: string): string => SEVERITY_PALETTE[severity as SafetySeverity] ?? 'gray';

/** The severity as a badge. */
export function SeverityBadge({ severity, size = 'sm' }: { severity: string; size?: 'xs' | 'sm' }) {
  const label = M.severity[severity as SafetySeverity] ?? severity;
  return (
    <Badge size={size} colorPalette={severityPalette(severity)} variant={severity === 'contraindicated' ? 'solid' : 'subtle'} data-testid="safety-severity">
      {label}
    </Badge>
  );
}
