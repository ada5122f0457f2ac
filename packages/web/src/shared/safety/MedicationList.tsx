/**
 * The patient's medication list (issue 42 item 1): active VetRx prescriptions (with their
 * Rx number and status) and the medications recorded on the patient or in the PIMS, each saying where
 * it comes from. Shown in the client profile's Medical Information panel.
 */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@vetrx/core/format';
import { SAFETY_MESSAGES } from '@vetrx/core/messages';
import { medicationSourceLabel } from '@vetrx/core/patient';

const L = SAFETY_MESSAGES.medicationList;

export interface ListedMedication {
  key: string;
  source: string;
  name: string;
  rxNumber?: string | null;
  rxStatus?: { description: string } | null;
  prescExpiryDate?: string | null;
  issuedDate?: string | null;
}

const PALETTE: Record<string, string> = { VETRX: 'brand', RECORDED: 'purple', PIMS: 'teal' };

/** The list, non-empty (an empty list is the panel's N/A). */
export function MedicationList({ medications }: { medications: readonly ListedMedication[] }) {
  return (
    <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0" data-testid="medication-list">
      {medications.map((m) => (
        <Stack as="li" key={m.key} gap="0.5" data-testid="medication-item" data-source={m.source}>
          <Text textStyle="sm" fontWeight="medium">
            {m.name}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Badge size="sm" colorPalette={PALETTE[m.source] ?? 'gray'} variant="subtle" data-testid="medication-source">
              {medicationSourceLabel(m)}
            </Badge>
            <Text textStyle="xs" color="fg.muted">
              {m.source === 'VETRX' ? L.rxLine(m.rxStatus?.description ?? '', m.prescExpiryDate ? formatDate(m.prescExpiryDate) : null) : m.source === 'PIMS' ? (m.issuedDate ? L.pimsDispensedLine(formatDate(m.issuedDate)) : L.pimsLine) : L.recordedLine}
            </Text>
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}
