/**
 * The dose check under the directions (issue 17 item 5): the mg/kg per dose the
 * directions and the strength imply for the patient's weight, and the day's total the frequency in the
 * directions makes of it, each against the product's labelled dose for the species, with the
 * arithmetic. Advisory — except far outside the label, per dose or per day (issue 42),
 * which the safety check asks a reason for. A frequency it cannot read is said, never "within". The
 * rules and the texts are core's `checkDose`, `labelledDoseRangesOf` and `describeDose`; this only
 * shows them.
 */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { SAFETY_MESSAGES } from '@vetrx/core/messages';
import { checkDose, describeDose, labelledDoseRangesOf, type SafetyProduct } from '@vetrx/core/safety';
import { useMemo } from 'react';
import { LuCircleCheck, LuInfo, LuScale, LuTriangleAlert } from 'react-icons/lu';

const L = SAFETY_MESSAGES.doseCheck;

export interface DoseCheckPanelProps {
  directions: string | null;
  product: SafetyProduct;
  patient: { weight?: number | null; weightUnit?: string | null; species?: { code?: string | null; name?: string | null } | null } | null;
}

const num = (n: number): string => String(Number(n.toPrecision(3)));

export function DoseCheckPanel({ directions, product, patient }: DoseCheckPanelProps) {
  const ranges = useMemo(() => labelledDoseRangesOf(product), [product]);
  const check = checkDose({ directions, strength: product.strength, patient, ranges });
  if (check.kind === 'noClaim' && check.reason === 'noDirections') return null;
  const species = patient?.species?.name ?? patient?.species?.code ?? '';
  if (check.kind === 'noClaim') {
    const why = check.reason === 'noWeight' ? L.noWeight : check.reason === 'noStrength' ? L.noStrength : L.unparsed;
    return (
      <HStack gap="2" align="start" color="fg.muted" textStyle="sm" data-testid="dose-check" data-status="none" data-reason={check.reason}>
        <Box mt="0.5" aria-hidden>
          <LuScale />
        </Box>
        <Text>
          <b>{L.title}:</b> {why}
        </Text>
      </HStack>
    );
  }
  const flagged = check.status === 'below' || check.status === 'above';
  const far = check.tier === 'far';
  const lines = describeDose(check, product.strength);
  const palette = flagged ? 'orange' : check.status === 'within' ? 'green' : 'gray';
  const statusText =
    check.status === 'within' ? L.within : check.status === 'below' ? L.below : check.status === 'above' ? L.above : check.status === 'unknownFrequency' ? L.unknownDay : L.noRange(species);
  return (
    <Stack
      gap="1.5"
      p="3"
      borderWidth="1px"
      borderRadius="lg"
      borderColor={far ? 'red.muted' : flagged ? 'orange.300' : 'border'}
      bg={far ? 'red.subtle' : flagged ? 'orange.subtle' : 'bg.subtle'}
      data-testid="dose-check"
      data-status={check.status}
      data-tier={far ? 'far' : undefined}
      role={flagged ? 'status' : undefined}
    >
      <HStack gap="2" wrap="wrap">
        <Box color={far ? 'red.fg' : flagged ? 'orange.fg' : 'brand.solid'} aria-hidden>
          {flagged ? <LuTriangleAlert /> : check.status === 'within' ? <LuCircleCheck /> : <LuInfo />}
        </Box>
        <Text fontWeight="semibold">{L.title}:</Text>
        {check.mgPerKg !== null && (
          <Text fontWeight="bold" data-testid="dose-check-value">
            {L.perKg(num(check.mgPerKg))}
          </Text>
        )}
        {check.day && (
          <Text fontWeight="bold" data-testid="dose-check-day-value">
            {check.mgPerKg !== null ? '· ' : ''}
            {L.perKgPerDay(num(check.day.mgPerKgPerDay))}
          </Text>
        )}
        <Badge colorPalette={palette} variant={flagged ? 'solid' : 'subtle'} data-testid="dose-check-status">
          {statusText}
        </Badge>
        {far && (
          <Badge colorPalette="red" variant="solid" data-testid="dose-check-far">
            {check.status === 'above' ? L.farAbove : L.farBelow}
          </Badge>
        )}
      </HStack>
      <Text textStyle="sm" color="fg.muted" data-testid="dose-check-working">
        {lines.dose}
      </Text>
      <Text textStyle="sm" color={check.day ? 'fg.muted' : 'fg'} fontWeight={check.day ? undefined : 'medium'} data-testid="dose-check-day">
        {lines.day}
      </Text>
      {lines.notes.map((note) => (
        <Text key={note} textStyle="sm" color="fg.muted" data-testid="dose-check-note">
          {note}
        </Text>
      ))}
      {check.range && (
        <Text textStyle="xs" color="fg.subtle" data-testid="dose-check-range">
          {L.labelSource(species, check.range.source)}
        </Text>
      )}
      <Text textStyle="xs" color={far ? 'red.fg' : 'fg.subtle'}>
        {far ? L.farNote : L.advisory}
      </Text>
    </Stack>
  );
}
