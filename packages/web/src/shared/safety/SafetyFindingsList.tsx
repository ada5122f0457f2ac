/**
 * The findings of the safety check (issue 42), most severe first: each with its severity,
 * a title, the sentence a vet reads, its source, and what it asks (a reason, a withdrawal time, a
 * refusal) — or, on an issued prescription, what the vet decided (core's `findingDecision`, by the
 * record's state). Shown in the prescription form, on the approvals task card and in the Rx detail.
 * The findings are core's (`evaluateSafety`, or the server's answer of it); nothing is decided here.
 */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { SAFETY_MESSAGES as M } from '@vetrx/core/messages';
import { findingDecision } from '@vetrx/core/safety';
import { LuBan, LuInfo, LuOctagonAlert, LuTriangleAlert } from 'react-icons/lu';
import { SeverityBadge, severityPalette } from './SeverityBadge';

/** A finding as the API and core's `evaluateSafety` give it. */
export interface ShownFinding {
  code: string;
  kind: string;
  severity: string;
  title: string;
  message: string;
  source: string;
  needsReason: boolean;
  prohibited: boolean;
  needsWithdrawalTime: boolean;
  against?: { key: string } | null;
}

/** What the finding asks (or, on an issued prescription, what was decided), from the record's state. */
function DecisionBadge({ f, record }: { f: ShownFinding; record: FindingsRecord }) {
  const decision = findingDecision(f, record);
  if (!decision) return null;
  const palette = decision.tone === 'asks' && !f.needsReason ? 'orange' : DECISION_PALETTE[decision.tone];
  return (
    <Badge size="sm" colorPalette={palette} variant="outline" data-testid="safety-finding-decision" data-tone={decision.tone}>
      {decision.text}
    </Badge>
  );
}

function Icon({ f }: { f: ShownFinding }) {
  if (f.prohibited) return <LuBan />;
  if (f.severity === 'contraindicated') return <LuOctagonAlert />;
  if (f.severity === 'minor') return <LuInfo />;
  return <LuTriangleAlert />;
}

/** The prescription the findings are shown with (null: a candidate, before it exists). */
export type FindingsRecord = { issuedDate?: string | null; rxStatusCode?: string | null } | null;

const DECISION_PALETTE = { refused: 'red', asks: 'red', decided: 'gray' } as const;

export function SafetyFindingsList({ findings, showSource = true, record = null }: { findings: readonly ShownFinding[]; showSource?: boolean; record?: FindingsRecord }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="safety-findings">
      {findings.map((f) => (
        <Box
          as="li"
          key={`${f.code}-${f.against?.key ?? ''}`}
          px="3"
          py="2"
          borderRadius="md"
          borderWidth="1px"
          borderColor={`${severityPalette(f.severity)}.muted`}
          bg={f.severity === 'minor' ? 'bg' : `${severityPalette(f.severity)}.subtle`}
          data-testid="safety-finding"
          data-code={f.code}
          data-severity={f.severity}
        >
          <HStack gap="2" align="start">
            <Box mt="0.5" color={`${severityPalette(f.severity)}.fg`} flexShrink={0} aria-hidden>
              <Icon f={f} />
            </Box>
            <Stack gap="1" minW="0" flex="1">
              <HStack gap="2" wrap="wrap">
                <SeverityBadge severity={f.severity} />
                <Text fontWeight="semibold" textStyle="sm">
                  {f.title}
                </Text>
                <DecisionBadge f={f} record={record} />
              </HStack>
              <Text textStyle="sm" data-testid="safety-finding-message">
                {f.message}
              </Text>
              {showSource && (
                <Text textStyle="xs" color="fg.muted">
                  {M.sourceLine(f.source)}
                </Text>
              )}
            </Stack>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
