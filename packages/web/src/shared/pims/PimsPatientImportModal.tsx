/**
 * The PIMS patient import modal of the client profile (clients §2): the PIMS patients of the linked
 * client, an Import button each (PimsPatientImportList). After an import the profile selects the new
 * patient (the caller receives its id).
 */
import { Text } from '@chakra-ui/react';
import { PIMS_LABELS as L } from '@vetrx/core/messages';
import { PimsPatientImportList } from './PimsPatientImportList';
import type { PimsAccountInput } from './usePimsAccount';
import { AppDialog } from '../../components/ui/app-dialog';

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
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      testId="pims-import-modal"
      width={700}
      placement="top"
      scroll="outside"
      lazy
      title={L.importPatients}
      subtitle={
        <Text color="fg.muted" textStyle="sm">
          {props.clientName}
        </Text>
      }
      bodyProps={{ pb: '6' }}
    >
      <PimsPatientImportList
        account={props.account}
        locationId={props.locationId}
        locationClientId={props.locationClientId}
        caretaker={props.caretaker}
        onImported={props.onImported}
      />
    </AppDialog>
  );
}
