/**
 * The prescription's timeline in the Rx detail view (issue 9 item 5): every recorded
 * event of the prescription — created, authorized, printed, declined, archived, workflow steps — oldest
 * first, with who acted ("as {impersonator}" when a support user impersonated them) and when, from
 * GetPrescriptionAuditTrail. Labels and the actor line come from core (`@vetrx/core/audit`).
 */
import { Badge, Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { GetPrescriptionAuditTrailDocument } from '@vetrx/core/operations/GetPrescriptionAuditTrail';
import { formatDateTimeZone } from '@vetrx/core/format';
import { AUDIT_MESSAGES } from '@vetrx/core/messages';
import { useGql } from '../../api/useGql';

const TONES: Record<string, string> = {
  authorized: 'green',
  printed: 'blue',
  declined: 'red',
  rejected: 'red',
  archived: 'gray',
  workflow: 'purple',
  created: 'gray',
  saved: 'gray',
  pharmacy: 'orange',
};

export function RxTimeline({ prescriptionId }: { prescriptionId: string }) {
  const trail = useGql(GetPrescriptionAuditTrailDocument, { prescriptionId });
  const events = trail.data?.GetPrescriptionAuditTrail ?? [];
  return (
    <Stack gap="3" as="section" aria-labelledby={`timeline-${prescriptionId}`} data-testid="rx-timeline">
      <Heading as="h3" size="sm" id={`timeline-${prescriptionId}`}>
        {AUDIT_MESSAGES.timelineTitle}
      </Heading>
      {trail.isPending ? (
        <Skeleton h="16" borderRadius="lg" />
      ) : events.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {AUDIT_MESSAGES.timelineEmpty}
        </Text>
      ) : (
        <Box as="ol" listStyleType="none" ps="0" m="0" position="relative">
          {events.map((e, i) => (
            <Box as="li" key={e.id} position="relative" ps="6" pb={i === events.length - 1 ? '0' : '4'} data-testid="rx-timeline-event" data-event={e.event}>
              {i < events.length - 1 && <Box position="absolute" left="1.5" top="4" bottom="0" borderLeftWidth="2px" borderColor="border" aria-hidden />}
              <Box
                position="absolute"
                left="0"
                top="1"
                boxSize="3.5"
                borderRadius="full"
                borderWidth="2px"
                borderColor={`${TONES[e.event] ?? 'gray'}.solid`}
                bg="bg"
                aria-hidden
              />
              <HStack gap="2" wrap="wrap">
                <Badge size="sm" variant="subtle" colorPalette={TONES[e.event] ?? 'gray'}>
                  {e.eventLabel}
                </Badge>
                <Text textStyle="xs" color="fg.muted" data-testid="rx-timeline-at">
                  {formatDateTimeZone(e.at)}
                </Text>
              </HStack>
              <Text textStyle="sm" mt="1" data-testid="rx-timeline-actor">
                {e.actorName ?? e.actorUsername ?? '—'}
                {e.impersonatorUsername && (
                  <Text as="span" color="orange.fg" ms="1">
                    {AUDIT_MESSAGES.asImpersonator.replace('{impersonator}', e.impersonatorUsername)}
                  </Text>
                )}
              </Text>
              {e.detail && (
                <Text textStyle="xs" color="fg.muted" mt="0.5">
                  {e.detail}
                </Text>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
