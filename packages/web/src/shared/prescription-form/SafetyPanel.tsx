/**
 * The safety check under the directions (issue 42): every finding of core's
 * `evaluateSafety` for this product, these directions and the patient's medication list and pending
 * requests — or that nothing was found and against how many medications. The reason and withdrawal
 * fields it asks for are rendered by the form (FormFields) beneath it, with the form's own messages.
 */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { SAFETY_MESSAGES as M } from '@vetrx/core/messages';
import { SAFETY_KNOWLEDGE_VERSION, type SafetyFinding } from '@vetrx/core/safety';
import { LuShieldAlert, LuShieldCheck } from 'react-icons/lu';
import { SafetyFindingsList } from '../safety/SafetyFindingsList';

export interface SafetyCheck {
  findings: readonly SafetyFinding[];
  /** How many medications of the patient's list were checked. */
  checked: number;
}

export function SafetyPanel({ check }: { check: SafetyCheck }) {
  const none = check.findings.length === 0;
  return (
    <Stack gap="2" p="3" borderWidth="1px" borderRadius="lg" borderColor={none ? 'border' : 'red.muted'} bg={none ? 'bg.subtle' : 'bg'} data-testid="safety-check" data-findings={check.findings.length} role={none ? undefined : 'status'}>
      <HStack gap="2" wrap="wrap">
        <Box color={none ? 'green.fg' : 'red.fg'} aria-hidden>
          {none ? <LuShieldCheck /> : <LuShieldAlert />}
        </Box>
        <Text fontWeight="semibold">{M.title}</Text>
        {!none && (
          <Badge size="sm" colorPalette="red" variant="subtle">
            {M.cardTitle(check.findings.length)}
          </Badge>
        )}
        <Text textStyle="xs" color="fg.muted" ms="auto">
          {M.checkedAgainst(check.checked)} {M.knowledge(SAFETY_KNOWLEDGE_VERSION)}
        </Text>
      </HStack>
      {none ? (
        <Text textStyle="sm" color="fg.muted">
          {M.noFindings}
        </Text>
      ) : (
        <SafetyFindingsList findings={check.findings} />
      )}
    </Stack>
  );
}
