/**
 * The PIMS patients of a linked client with an Import button each (clients §2 PIMS patient import
 * modal, §4 Patient import): 'No patients found in pims!' when there are none; Import disabled for a
 * deceased PIMS patient; a patient the practice already imported says so ('Patient already imported
 * from Pims. You have to update Patient details'). Importing adds the patient with core's
 * pimsPatientImport (weight in pounds, isPIMSImport) linked to the client: 'Patient Linked
 * Successfully' / 'Import Patient Profile', then `onImported` (the caller opens the client profile with
 * the patient in the navigation state). Used by the Add Client modal's import step and the profile's
 * import modal.
 */
import { Badge, Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AddLocationPatientDocument } from '@vetrx/core/operations/AddLocationPatient';
import { BreedsBySpeciesDocument } from '@vetrx/core/operations/BreedsBySpecies';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { GetLocationPatientByPimsIdDocument } from '@vetrx/core/operations/GetLocationPatientByPimsId';
import { LocationClientSearchDocument } from '@vetrx/core/operations/LocationClientSearch';
import { GetPimsPatientListDocument } from '@vetrx/core/operations/getPimsPatientList';
import { formatDate } from '@vetrx/core/format';
import { CLIENT_EMPTY_STATES, CLIENT_TOASTS, PIMS_LABELS as L } from '@vetrx/core/messages';
import { pimsImportBlock, pimsPatientImport, speciesFromPims } from '@vetrx/core/patient';
import { useState } from 'react';
import { LuCheck, LuDownload } from 'react-icons/lu';
import { useApiClient } from '../../api/client';
import { toastApiError } from '../../api/errors';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { notify } from '../../components/ui/toaster';
import { Tooltip } from '../../components/ui/tooltip';
import { SpeciesIcon } from '../patients/SpeciesIcon';
import { caretakerRef, type PimsPatient } from './pims-model';
import type { PimsAccountInput } from './usePimsAccount';
import { TOAST_DURATION } from '../../lib/ui-constants';

const short = { duration: TOAST_DURATION.short };

export interface PimsPatientImportListProps {
  account: PimsAccountInput;
  locationId: string;
  /** The local client the patients are imported for. */
  locationClientId: string;
  /** The client's PIMS record. */
  caretaker: { pimsId?: string | null; providerId?: string | null };
  onImported(locationPatientId: string): void;
}

function PatientRow({ patient, props }: { patient: PimsPatient; props: PimsPatientImportListProps }) {
  const client = useApiClient();
  const [imported, setImported] = useState(false);
  const existing = useGql(GetLocationPatientByPimsIdDocument, patient.pimsId ? { pimsId: patient.pimsId, pimsAccountId: props.account.pimsAccountId, locationId: props.locationId } : null);
  const local = existing.data?.getLocationPatientByPimsId ?? null;
  const block = pimsImportBlock(patient, local ? [local] : []);
  const add = useGqlMutation(AddLocationPatientDocument, {
    invalidates: [GetLocationClientDocument, LocationClientSearchDocument, GetLocationPatientByPimsIdDocument],
    onSuccess: (r) => {
      setImported(true);
      notify('success', CLIENT_TOASTS.patientLinked, short);
      props.onImported(r.addLocationPatient.id);
    },
    onError: (e) => toastApiError(e, CLIENT_TOASTS.pimsPatientImportError, TOAST_DURATION.short),
  });

  const importPatient = async () => {
    if (block?.reason === 'alreadyImported') {
      notify('info', { title: block.message }, short);
      return;
    }
    const speciesCode = speciesFromPims(patient.normalizedSpecies ?? patient.species);
    const breeds = patient.breed ? (await client.request(BreedsBySpeciesDocument, { speciesCode }).catch(() => null))?.breedsBySpecies ?? [] : [];
    const breedCode = breeds.find((b) => b.name.toLowerCase() === patient.breed?.trim().toLowerCase())?.code ?? null;
    const input = pimsPatientImport(patient, {
      locationId: props.locationId,
      locationClientId: props.locationClientId,
      pimsConnectionType: props.account.pimsConnectionType,
      breedCode,
    });
    add.mutate({
      input: {
        ...input,
        locationId: String(input.locationId),
        allergies: [...input.allergies],
        healthConditions: [...input.healthConditions],
        currentMeds: [...input.currentMeds],
        locationPatientClients: input.locationPatientClients.map((l) => ({ ...l, locationClientId: String(l.locationClientId) })),
      },
    });
  };

  const details = [patient.species, patient.breed, patient.gender].filter(Boolean).join(' · ');
  const deceased = block?.reason === 'deceased';
  const button = (
    <Button
      size="sm"
      colorPalette="brand"
      variant={deceased || block?.reason === 'alreadyImported' ? 'outline' : 'solid'}
      disabled={deceased || imported || existing.isPending}
      loading={add.isPending}
      onClick={() => void importPatient()}
      aria-label={`${L.import} ${patient.name ?? ''}`}
      data-testid="pims-import-button"
    >
      {imported ? <LuCheck /> : <LuDownload />} {imported ? L.imported : L.import}
    </Button>
  );
  return (
    <Flex as="li" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3" px="4" py="3" layerStyle="row.divided" data-testid="pims-import-row" data-name={patient.name ?? ''}>
      <HStack gap="3" align="start" minW="0">
        <SpeciesIcon code={speciesFromPims(patient.normalizedSpecies ?? patient.species)} color="brand.solid" boxSize="5" mt="0.5" />
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{patient.name}</Text>
            {deceased && (
              <Badge size="sm" colorPalette="gray">
                {L.deceased}
                {patient.dateOfDeath ? ` ${formatDate(patient.dateOfDeath)}` : ''}
              </Badge>
            )}
            {block?.reason === 'alreadyImported' && (
              <Badge size="sm" colorPalette="orange" variant="subtle" data-testid="already-imported">
                {L.alreadyImported}
              </Badge>
            )}
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {details || '—'}
          </Text>
          <Text textStyle="xs" color="fg.subtle">
            {[patient.dateOfBirth ? formatDate(patient.dateOfBirth) : null, patient.currentWeightInPounds != null ? `${patient.currentWeightInPounds} lbs` : null].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </HStack>
      {deceased ? (
        <Tooltip content={L.deceased} showArrow>
          <Box as="span" tabIndex={0} display="inline-flex" alignSelf={{ base: 'stretch', sm: 'center' }}>
            {button}
          </Box>
        </Tooltip>
      ) : (
        button
      )}
    </Flex>
  );
}

export function PimsPatientImportList(props: PimsPatientImportListProps) {
  const list = useGql(GetPimsPatientListDocument, { input: { ...props.account, ...caretakerRef(props.caretaker), take: 100 } }, { retry: false });
  const patients = (list.data?.getPimsPatientList.data ?? []).filter((p) => !p.isDeleted);
  if (list.isPending) {
    return (
      <Stack gap="2">
        <Skeleton h="14" borderRadius="lg" />
        <Skeleton h="14" borderRadius="lg" />
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Text p="5" textAlign="center" color="fg.error" borderWidth="1px" borderRadius="lg" role="alert">
        {list.error.message}
      </Text>
    );
  }
  if (patients.length === 0) {
    return (
      <Text p="6" textAlign="center" color="fg.muted" borderWidth="1px" borderRadius="lg" data-testid="no-pims-patients">
        {CLIENT_EMPTY_STATES.noPimsPatients}
      </Text>
    );
  }
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" borderWidth="1px" borderRadius="lg" maxH="55vh" overflowY="auto" data-testid="pims-import-list">
      {patients.map((p) => (
        <PatientRow key={p.id} patient={p} props={props} />
      ))}
    </Box>
  );
}
