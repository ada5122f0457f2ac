/**
 * The PIMS patient import modal of the client profile (clients §2): the PIMS patients of the linked
 * client, an Import button each (PimsPatientImportList). After an import the profile selects the new
 * patient (the caller receives its id).
 */
import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { CLIENT_LABELS, PIMS_LABELS as L } from '@vetrx/core/messages';
import { PimsPatientImportList } from './PimsPatientImportList';
import type { PimsAccountInput } from './usePimsAccount';

export interface PimsPatientImportModalProps {
  open: boolean;
  onClose(): void;
  account: PimsAccountInput;
  locationId: string;
  locationClientId: string;
  clientName: string;
  caretaker: { pimsId?: string | null; providerId?: string | null };
  onImported(locationPatientId: string): void;
}

export function PimsPatientImportModal(props: PimsPatientImportModalProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onClose()} closeOnInteractOutside={false} scrollBehavior="outside" placement="top" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="700px" w="full" mx={{ base: '2', sm: 'auto' }} data-testid="pims-import-modal">
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>{L.importPatients}</Dialog.Title>
              <Text color="fg.muted" textStyle="sm">
                {props.clientName}
              </Text>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={CLIENT_LABELS.cancel} />
            </Dialog.CloseTrigger>
            <Dialog.Body pb="6">
              <PimsPatientImportList
                account={props.account}
                locationId={props.locationId}
                locationClientId={props.locationClientId}
                caretaker={props.caretaker}
                onImported={props.onImported}
              />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
