/**
 * The PIMS part of the client profile's details panel (clients §2, §4): the 'PIMS Update Available'
 * notice when the PIMS record differs in e-mail, address or phone, and the actions — Link to PIMS (a
 * client not linked yet), Link patients (a linked client's patients), Import from PIMS (a linked
 * client, with PIMS import on).
 */
import { Button, Flex, Stack } from '@chakra-ui/react';
import { Separator } from '../../components/ui/chakra-late';
import { isPimsLinked, type PimsDifference } from '@vetrx/core/client';
import { PIMS_LABELS as L } from '@vetrx/core/messages';
import { LuDownload, LuLink } from 'react-icons/lu';
import { ClientPimsNotice } from './PimsUpdates';

export interface ClientPimsActionsProps {
  client: { pimsId?: string | null; pimsProviderId?: string | null; pimsConnectionType?: string | null; isActive: boolean };
  diffs: readonly PimsDifference<'email' | 'address' | 'phone'>[];
  canImport: boolean;
  onReview(): void;
  onLink(): void;
  onImport(): void;
}

export function ClientPimsActions({ client, diffs, canImport, onReview, onLink, onImport }: ClientPimsActionsProps) {
  const linked = isPimsLinked(client);
  return (
    <Stack gap="3" data-testid="client-pims-actions">
      <Separator />
      <ClientPimsNotice diffs={diffs} onReview={onReview} />
      <Flex gap="2" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="brand" onClick={onLink} data-testid="client-pims-link">
          <LuLink /> {linked ? L.linkPatients : L.linkToPims}
        </Button>
        {linked && canImport && (
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onImport} disabled={!client.isActive} data-testid="client-pims-import">
            <LuDownload /> {L.importFromPims}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
