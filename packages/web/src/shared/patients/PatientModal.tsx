/**
 * The Add Patient / Update Patient modal (clients §2): two tabs, 'Search Patient' (link a patient of
 * the location to this client) and 'Add Manually' (the patient form); the manual tab opens directly
 * when a patient is being edited. Toasts: 'Patient Added Successfully', 'Patient Edited Successfully',
 * 'Patient Linked Successfully'; failures 'Error Added Patient profile', 'Error update Patient profile',
 * 'Error Linked Patient profile' with the server's message; 1.5 s each.
 */
import { Badge, Box, Button, Field, Flex, HStack, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '../../components/ui/chakra-late';
import type { ApiError } from '@vetrx/core/api';
import { AddLocationPatientDocument } from '@vetrx/core/operations/AddLocationPatient';
import { BreedsBySpeciesDocument } from '@vetrx/core/operations/BreedsBySpecies';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { GetLocationPatientsByFilterDocument } from '@vetrx/core/operations/GetLocationPatientsByFilter';
import { GetOrdersByLocationPatientIdsDocument } from '@vetrx/core/operations/GetOrdersByLocationPatientIds';
import { GetPrescriptionTasksCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import { LocationClientSearchDocument } from '@vetrx/core/operations/LocationClientSearch';
import { UpdateLocationPatientDocument } from '@vetrx/core/operations/UpdateLocationPatient';
import { UpsertLocationPatientClientDocument } from '@vetrx/core/operations/UpsertLocationPatientClient';
import { GetLocationPatientDocument } from '@vetrx/core/operations/getLocationPatient';
import { CLIENT_LIMITS, CLIENT_SEARCH_RULES, clientFullName } from '@vetrx/core/client';
import type { LocationFeatures } from '@vetrx/core/common';
import { CLIENT_EMPTY_STATES, CLIENT_LABELS, CLIENT_SCREEN_LABELS as L, CLIENT_TOASTS } from '@vetrx/core/messages';
import { useMemo, useRef, useState } from 'react';
import { LuLink, LuSearch } from 'react-icons/lu';
import { toastApiError } from '../../api/errors';
import { AppDialog } from '../../components/ui/app-dialog';
import { UnsavedScope, useUnsavedScope } from '../../components/form/unsaved-changes';
import { ResultList } from '../../components/ui/result-list';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { notify } from '../../components/ui/toaster';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import type { PatientPimsDifference } from '@vetrx/core/patient';
import { PatientPimsChanges, patientDiffFormValues } from '../pims/PimsUpdates';
import { addPatientInput, EMPTY_PATIENT_FORM, patientFormValues, updatePatientInput, type LoadedPatient } from './patient-model';
import { PatientForm } from './PatientForm';
import { SpeciesIcon } from './SpeciesIcon';
import { SEARCH_DEBOUNCE_MS, TOAST_DURATION } from '../../lib/ui-constants';

export interface PatientModalProps {
  open: boolean;
  onClose(): void;
  mode: 'add' | 'edit';
  locationId: string;
  locationClientId: string;
  features: LocationFeatures;
  /** The patient being edited. */
  patient?: LoadedPatient | null;
  /** After a save or a link: the patient to select on the profile. */
  onSaved(locationPatientId: string): void;
  /**
   * The PIMS differences of the patient ('PIMS Update Available', clients §4): shown old → new above
   * the form, applied to it, each declined with its X.
   */
  pimsDiffs?: readonly PatientPimsDifference[];
}

const REFRESH = [GetLocationClientDocument, GetLocationPatientDocument, LocationClientSearchDocument, GetLocationPatientsByFilterDocument, GetOrdersByLocationPatientIdsDocument, GetPrescriptionTasksCountDocument];
const short = { duration: TOAST_DURATION.short };
const NO_DIFFS: readonly PatientPimsDifference[] = [];
/** The patient modal is 760 px wide from the md breakpoint (full width less a margin on phones). */
const PATIENT_MODAL_WIDTH = 760;

function SearchPatientTab({ locationId, locationClientId, onLinked }: { locationId: string; locationClientId: string; onLinked(id: string): void }) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const runs = term.length >= CLIENT_SEARCH_RULES.listMinLength;
  const found = useGql(GetLocationPatientsByFilterDocument, runs ? { locationIds: [locationId], locationPatientFilter: { search: term, isActive: true, take: 20 } } : null);
  const link = useGqlMutation(UpsertLocationPatientClientDocument, {
    invalidates: REFRESH,
    onSuccess: (r) => {
      notify('success', { title: CLIENT_TOASTS.patientLinked.title }, short);
      onLinked(r.upsertLocationPatientClient.locationPatientId);
    },
    onError: (e) => toastApiError(e, CLIENT_TOASTS.patientLinkError, TOAST_DURATION.short),
  });
  const rows = found.data?.getLocationPatientsByFilter ?? [];
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>{CLIENT_LABELS.searchPatient}</Field.Label>
        <InputGroup startElement={<LuSearch />}>
          <Input type="search" value={text} maxLength={CLIENT_LIMITS.searchInput} onChange={(e) => setText(e.currentTarget.value)} data-testid="patient-search-input" />
        </InputGroup>
        <Field.HelperText>{L.searchPatientHint}</Field.HelperText>
      </Field.Root>
      <Box maxH="50vh" overflowY="auto" borderWidth="1px" borderRadius="lg" minH="20" aria-live="polite">
        {!runs ? (
          <Text p="5" textAlign="center" color="fg.muted" textStyle="sm">
            {L.searchMinHint}
          </Text>
        ) : (
          <ResultList p="5" loading={found.isPending} empty={rows.length === 0} emptyText={CLIENT_EMPTY_STATES.noPatient}>
            {rows.map((p) => {
              const owners = p.locationPatientClients.filter((l) => l.isActive && l.locationClient);
              const linked = owners.some((l) => l.locationClientId === locationClientId);
              return (
                <Flex as="li" key={p.id} justify="space-between" align="center" gap="3" px="4" py="3" layerStyle="row.divided">
                  <Stack gap="0.5" minW="0">
                    <HStack gap="2">
                      <SpeciesIcon code={p.species?.code} color="brand.solid" />
                      <Text fontWeight="semibold">{p.name}</Text>
                      <Text textStyle="sm" color="fg.muted">
                        {p.species?.name}
                        {p.breed ? ` · ${p.breed.name}` : ''}
                      </Text>
                    </HStack>
                    <Text textStyle="xs" color="fg.muted" truncate>
                      {L.linkedClients}: {owners.map((o) => clientFullName(o.locationClient)).join(', ') || '—'}
                    </Text>
                  </Stack>
                  {linked ? (
                    <Badge colorPalette="gray">{L.alreadyLinked}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={link.isPending && link.variables?.input.locationPatientId === p.id}
                      onClick={() => link.mutate({ input: { locationPatientId: p.id, locationClientId, isActive: true, isPrimary: false } })}
                    >
                      <LuLink /> {L.linkPatient}
                    </Button>
                  )}
                </Flex>
              );
            })}
          </ResultList>
        )}
      </Box>
    </Stack>
  );
}

function Content(props: PatientModalProps & { portalRef: React.RefObject<HTMLDivElement | null> }) {
  const { mode, locationId, locationClientId, features, patient, onSaved, onClose } = props;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const pimsDiffs = mode === 'edit' && patient && props.pimsDiffs ? props.pimsDiffs : NO_DIFFS;
  const [declined, setDeclined] = useState<string[]>([]);
  const breeds = useGql(BreedsBySpeciesDocument, pimsDiffs.some((d) => d.field === 'breed') && patient?.species ? { speciesCode: patient.species.code } : null);
  const stored = useMemo(() => (patient ? patientFormValues(patient) : EMPTY_PATIENT_FORM), [patient]);
  const diffValues = useMemo(
    () => (pimsDiffs.length ? patientDiffFormValues(stored, pimsDiffs, declined, breeds.data?.breedsBySpecies ?? []) : undefined),
    [stored, pimsDiffs, declined, breeds.data],
  );
  const waitingForBreeds = pimsDiffs.some((d) => d.field === 'breed') && breeds.isPending;
  const pending = useGql(
    GetPrescriptionTasksCountDocument,
    mode === 'edit' && patient ? { locationId, locationPatientId: patient.id, status: ['PENDING'] } : null,
  );
  const onError = (text: { title: string }) => (e: ApiError) => {
    setFieldErrors(e.fields ?? {});
    toastApiError(e, text, TOAST_DURATION.short);
  };
  const add = useGqlMutation(AddLocationPatientDocument, {
    invalidates: REFRESH,
    onSuccess: (r) => {
      notify('success', CLIENT_TOASTS.patientAdded, short);
      onSaved(r.addLocationPatient.id);
    },
    onError: onError(CLIENT_TOASTS.patientAddError),
  });
  const update = useGqlMutation(UpdateLocationPatientDocument, {
    invalidates: REFRESH,
    onSuccess: (r) => {
      notify('success', CLIENT_TOASTS.patientEdited, short);
      onSaved(r.updateLocationPatient.id);
    },
    onError: onError(CLIENT_TOASTS.patientUpdateError),
  });

  const form = waitingForBreeds ? (
    <Flex justify="center" p="6">
      <Spinner color="brand.solid" />
    </Flex>
  ) : (
    <PatientForm
      key={patient?.id ?? 'new'}
      mode={mode}
      defaultValues={{ ...stored, ...diffValues }}
      values={diffValues}
      locationId={locationId}
      locationClientId={locationClientId}
      features={features}
      existing={patient ? { id: patient.id, isActive: patient.isActive, deceasedDate: patient.deceasedDate } : undefined}
      pendingTaskCount={pending.data?.getPrescriptionTasksCount ?? 0}
      submitting={add.isPending || update.isPending}
      serverFieldErrors={fieldErrors}
      portalRef={props.portalRef}
      onCancel={onClose}
      onSubmit={(values) => {
        setFieldErrors({});
        if (mode === 'add') add.mutate({ input: addPatientInput(values, { locationId, locationClientId }) });
        else if (patient) update.mutate({ input: updatePatientInput(values, patient.id) });
      }}
    />
  );

  return (
    <Tabs.Root defaultValue={mode === 'edit' ? 'manual' : 'search'} variant="line" colorPalette="brand" lazyMount>
      <Tabs.List mb="4">
        <Tabs.Trigger value="search">{CLIENT_LABELS.searchPatient}</Tabs.Trigger>
        <Tabs.Trigger value="manual">{CLIENT_LABELS.addManually}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="search">
        <SearchPatientTab locationId={locationId} locationClientId={locationClientId} onLinked={onSaved} />
      </Tabs.Content>
      <Tabs.Content value="manual">
        {patient && pimsDiffs.length > 0 && (
          <PatientPimsChanges diffs={pimsDiffs} declined={declined} patient={patient} features={features} onDecline={(field) => setDeclined((d) => [...d, field])} />
        )}
        {form}
      </Tabs.Content>
    </Tabs.Root>
  );
}

export function PatientModal(props: PatientModalProps) {
  const contentRef = useRef<HTMLDivElement | null>(null);
  const forms = useUnsavedScope();
  return (
    // Its X or Escape over changes not saved asks first; Cancel is the vet's own choice.
    <AppDialog
      open={props.open}
      onClose={() => forms.guard(props.onClose)}
      title={props.mode === 'edit' ? L.updatePatient : L.addPatient}
      testId="patient-modal"
      width={PATIENT_MODAL_WIDTH}
      placement="top"
      scroll="outside"
      lazy
      focusClose
      contentRef={contentRef}
    >
      <UnsavedScope scope={forms}>
        <Content {...props} portalRef={contentRef} />
      </UnsavedScope>
    </AppDialog>
  );
}
