/**
 * What a decline modal declines (issue 11): the request type (a task) or Rx#, the
 * client, the patient with species, and the product, so the vet sees which request, pet and product
 * before choosing a reason.
 */
import { Box, Text } from '@chakra-ui/react';
import { APPROVALS_TRIAGE_MESSAGES } from '@vetrx/core/messages';
import { FactList } from '../../components/ui/fact-list';

const M = APPROVALS_TRIAGE_MESSAGES.declineContext;

export interface DeclineContextProps {
  /** The request type label (a task), if any. */
  request?: string | null;
  rxNumber?: string | null;
  client: string | null;
  patient: string | null;
  species?: string | null;
  product: string | null;
}

export function DeclineContext({ request, rxNumber, client, patient, species, product }: DeclineContextProps) {
  const rows: [string, string][] = [];
  if (request) rows.push([M.request, request]);
  if (rxNumber) rows.push([M.rxNumber, rxNumber]);
  if (client) rows.push([M.client, client]);
  if (patient) rows.push([M.patient, species ? `${patient} (${species})` : patient]);
  if (product) rows.push([M.product, product]);
  if (rows.length === 0) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg.subtle" px="3" py="2.5" data-testid="decline-context">
      <Text textStyle="xs" color="fg.muted" fontWeight="medium" mb="1.5">
        {M.label}
      </Text>
      <FactList facts={rows.map(([label, value]) => ({ label, value }))} labelW="20" gap="1" strongValues />
    </Box>
  );
}
