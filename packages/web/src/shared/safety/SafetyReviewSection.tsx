/**
 * The safety review of a prescription in the Rx detail (issue 42): the findings when it
 * was authorized, the authorizing vet's reason for the override, the withdrawal time, what the pharmacy
 * received, and the knowledge table's version. Nothing when no review was stored (before issue 42).
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { SAFETY_MESSAGES as M } from '@vetrx/core/messages';
import { LuShieldCheck } from 'react-icons/lu';
import { type FindingsRecord, SafetyFindingsList, type ShownFinding } from './SafetyFindingsList';

export interface ShownSafetyReview {
  knowledgeVersion: string;
  findings: readonly ShownFinding[];
  overrideReason?: string | null;
  withdrawalTime?: string | null;
  pharmacyLine?: string | null;
}

/**
 * `record`: the prescription's state, which says what each finding's badge is — asked on a draft,
 * decided once issued (issue 59).
 */
export function SafetyReviewSection({ review, id, record }: { review: ShownSafetyReview | null | undefined; id: string; record: NonNullable<FindingsRecord> }) {
  if (!review) return null;
  return (
    <Stack gap="3" as="section" aria-labelledby={`safety-${id}`} data-testid="rx-safety-review">
      <HStack gap="2">
        <Heading as="h3" size="sm" id={`safety-${id}`}>
          {M.detailTitle}
        </Heading>
        <Text textStyle="xs" color="fg.muted">
          {M.knowledge(review.knowledgeVersion)}
        </Text>
      </HStack>
      {review.findings.length === 0 ? (
        <HStack gap="2" color="fg.muted" textStyle="sm">
          <LuShieldCheck aria-hidden />
          <Text>{M.detailNone}</Text>
        </HStack>
      ) : (
        <SafetyFindingsList findings={review.findings} record={record} />
      )}
      {review.overrideReason && (
        <Box px="3" py="2" borderLeftWidth="3px" borderColor="red.solid" bg="bg.subtle" data-testid="rx-safety-override">
          <Text textStyle="xs" color="fg.muted">
            {M.overrideBy}
          </Text>
          <Text fontWeight="medium">{review.overrideReason}</Text>
        </Box>
      )}
      {review.withdrawalTime && (
        <Text textStyle="sm" data-testid="rx-safety-withdrawal">
          <Text as="span" color="fg.muted">
            {M.withdrawalTime}:{' '}
          </Text>
          {review.withdrawalTime}
        </Text>
      )}
      {review.pharmacyLine && (
        <Text textStyle="xs" color="fg.muted" data-testid="rx-safety-pharmacy">
          {M.pharmacyLabel}: “{review.pharmacyLine}”
        </Text>
      )}
    </Stack>
  );
}
