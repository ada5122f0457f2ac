/**
 * The unlinked-patient alert (clients §2, §8): while prescribing for a patient not linked to PIMS — only
 * with the feature pimsAlertModal and PIMS on (core's showsUnlinkedPatientAlert) — 'This patient is not
 * linked to PIMS so will not write back to the medical record...' with 'Go to Link Page' (the link
 * page searching the client's first and last name) or 'Ignore'. Shown above the prescription form as an
 * alert that does not block it: the prescriber reads it, links, or ignores it.
 */
import { Button, Flex } from '@chakra-ui/react';
import { Alert } from '../../components/ui/chakra-late';
import { linkPageHref } from '@vetrx/core/client';
import { CLIENT_LABELS, CLIENT_NOTICES, PIMS_LABELS } from '@vetrx/core/messages';
import { showsUnlinkedPatientAlert } from '@vetrx/core/patient';
import { useState } from 'react';
import { LuLink, LuUnlink } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useLocationFlags } from '../../session/useLocationFlags';

export interface UnlinkedPatientAlertProps {
  client: { firstName?: string | null; lastName?: string | null } | null;
  patient: { id: string; pimsId?: string | null; pimsProviderId?: string | null; pimsConnectionType?: string | null; isOfficeUse?: boolean | null } | null;
}

export function UnlinkedPatientAlert({ client, patient }: UnlinkedPatientAlertProps) {
  const flags = useLocationFlags();
  const navigate = useNavigate();
  const [ignored, setIgnored] = useState<string | null>(null);
  if (!showsUnlinkedPatientAlert({ pimsEnabled: flags.pims, features: flags.features, patient }) || ignored === patient?.id) return null;
  return (
    <Alert.Root status="warning" borderRadius="xl" alignItems={{ base: 'start', md: 'center' }} flexWrap={{ base: 'wrap', md: 'nowrap' }} gap="3" role="alert" data-testid="unlinked-patient-alert">
      <Alert.Indicator>
        <LuUnlink />
      </Alert.Indicator>
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{PIMS_LABELS.unlinkedPatientTitle}</Alert.Title>
        <Alert.Description>{CLIENT_NOTICES.unlinkedPatient}</Alert.Description>
      </Alert.Content>
      <Flex gap="2" flexShrink={0} w={{ base: 'full', md: 'auto' }} justify="flex-end">
        <Button size="sm" variant="outline" onClick={() => setIgnored(patient?.id ?? null)} data-testid="unlinked-ignore">
          {CLIENT_LABELS.ignore}
        </Button>
        <Button size="sm" colorPalette="brand" onClick={() => navigate(linkPageHref(client))} data-testid="unlinked-go-to-link">
          <LuLink /> {CLIENT_LABELS.goToLinkPage}
        </Button>
      </Flex>
    </Alert.Root>
  );
}
