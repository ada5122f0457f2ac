/**
 * The dose check under the directions (issue 17 item 5; decision 0143): the mg/kg the directions and
 * the strength imply for the patient's weight, flagged against the product's labelled range for the
 * species. Advisory — except far outside the range (issue 42, decision 0271), which the safety check
 * asks a reason for. The rules are core's `checkDose` and `doseTier`; this only shows them.
 */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { SAFETY_MESSAGES } from '@vetrx/core/messages';
import { checkDose, type LabelledDoseRange, doseTier } from '@vetrx/core/safety';
import { LuCircleCheck, LuInfo, LuScale, LuTriangleAlert } from 'react-icons/lu';

const L = SAFETY_MESSAGES.doseCheck;

export interface DoseCheckPanelProps {
  directions: string | null;
  strength: string | null;
  ranges: readonly LabelledDoseRange[] | null | undefined;
  patient: { weight?: number | null; weightUnit?: string | null; species?: { code?: string | null; name?: string | null } | null } | null;
}

const num = (n: number): string => String(Number(n.toPrecision(4)));

export function DoseCheckPanel({ directions, strength, ranges, patient }: DoseCheckPanelProps) {
  const check = checkDose({ directions, strength, patient, ranges });
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
  // Far outside (more than twice the maximum or under half the minimum) needs the vet's reason (issue 42).
  const far = check.range !== null && doseTier(check.mgPerKg, check.range) === 'far';
  const palette = flagged ? 'orange' : check.status === 'within' ? 'green' : 'gray';
  const statusText = check.status === 'within' ? L.within : check.status === 'below' ? L.below : check.status === 'above' ? L.above : L.noRange(species);
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
        <Text fontWeight="bold" data-testid="dose-check-value">
          {L.perKg(num(check.mgPerKg))}
        </Text>
        <Badge colorPalette={palette} variant={flagged ? 'solid' : 'subtle'} data-testid="dose-check-status">
          {statusText}
        </Badge>
        {far && (
          <Badge colorPalette="red" variant="solid" data-testid="dose-check-far">
            {check.status === 'above' ? L.farAbove : L.farBelow}
          </Badge>
        )}
      </HStack>
      {check.mgPerDose !== null && check.weightKg !== null && (
        <Text textStyle="sm" color="fg.muted" data-testid="dose-check-working">
          {L.working(L.amount(num(check.amount.value), check.amount.unit, strength ?? ''), num(check.mgPerDose), num(check.weightKg))}
        </Text>
      )}
      {check.range && (
        <Text textStyle="sm" color="fg.muted" data-testid="dose-check-range">
          {L.range(species, num(check.range.minMgPerKg), num(check.range.maxMgPerKg))}
        </Text>
      )}
      <Text textStyle="xs" color={far ? 'red.fg' : 'fg.subtle'}>
        {far ? L.farNote : L.advisory}
      </Text>
    </Stack>
  );
}
