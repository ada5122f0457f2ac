/**
 * The panels of the client profile (clients §2 Client profile): client details, the patients list, the
 * Patient Profile panel and the Medical Information panel.
 */
import { Badge, Box, Button, Flex, Heading, HStack, IconButton, Stack, Text, type StackProps } from '@chakra-ui/react';
import { DataList } from '../../components/ui/chakra-late';
import { clientFullName, inactiveClientReason, isPimsLinked } from '@vetrx/core/client';
import { formatAddress, formatDate, formatPhoneDisplay } from '@vetrx/core/format';
import { CLIENT_DISPLAY, CLIENT_EMPTY_STATES, CLIENT_LABELS, CLIENT_SCREEN_LABELS as L, SAFETY_MESSAGES } from '@vetrx/core/messages';
import { genderLabel, medicalList, pimsStatusRow, showsDateOfDeath, weightWithUnit } from '@vetrx/core/patient';
import type { LocationFeatures } from '@vetrx/core/common';
import type { ReactNode } from 'react';
import { LuMail, LuMapPin, LuPencil, LuPhone, LuPill, LuPlus, LuScale, LuStethoscope, LuUserPen } from 'react-icons/lu';
import { CopyButton } from '../../components/ui/copy-button';
import { DisabledReason } from '../../components/ui/disabled-reason';
import { StatusBadge } from '../../components/ui/status-badge';
import { Tooltip } from '../../components/ui/tooltip';
import type { LoadedPatient } from '../../shared/patients/patient-model';
import { SpeciesIcon } from '../../shared/patients/SpeciesIcon';
import { MedicationList, type ListedMedication } from '../../shared/safety/MedicationList';
import { PatientIdentity } from '../../shared/clients/PatientIdentity';
import type { LoadedClient } from '../../shared/clients/client-model';
import { FOCUS_RING } from '../../components/ui/focus-ring';

export function Panel({ heading, actions, children, ...rest }: { heading: ReactNode; actions?: ReactNode; children: ReactNode } & Omit<StackProps, "title">) {
  return (
    <Stack layerStyle="card" as="section" gap="4" p={{ base: '4', md: '5' }} {...rest}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" fontWeight="semibold">
          {heading}
        </Heading>
        {actions && <HStack gap="2">{actions}</HStack>}
      </Flex>
      {children}
    </Stack>
  );
}

function PimsStatus({ record }: { record: { pimsId?: string | null; pimsProviderId?: string | null; pimsConnectionType?: string | null } }) {
  const row = pimsStatusRow(record, true);
  if (!row) return null;
  const badge = (
    <StatusBadge tone={isPimsLinked(record) ? 'pims.linked' : 'pims.notLinked'} data-testid="pims-status">
      {row.label}
    </StatusBadge>
  );
  return row.tooltip ? (
    <Tooltip content={`${CLIENT_LABELS.pimsId}: ${row.tooltip}`} showArrow>
      <Box as="span" tabIndex={0} display="inline-flex">
        {badge}
      </Box>
    </Tooltip>
  ) : (
    badge
  );
}

export function ClientDetailsPanel({
  client,
  pims,
  onEdit,
  pimsSlot,
}: {
  client: LoadedClient;
  pims: boolean;
  onEdit(): void;
  /** The PIMS actions and the update notice (link, import, 'PIMS Update Available'). */
  pimsSlot?: ReactNode;
}) {
  const phones = [...client.phones].filter((p) => p.isActive).sort((a, b) => Number(b.isPrimary ?? false) - Number(a.isPrimary ?? false));
  const addresses = client.addresses.filter((a) => a.isActive);
  return (
    <Panel
      heading={L.clientDetails}
      actions={
        <Button size="sm" variant="outline" onClick={onEdit} data-testid="edit-client">
          <LuUserPen /> {L.editClient}
        </Button>
      }
      data-testid="client-details"
    >
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Text textStyle="xl" fontWeight="semibold" overflowWrap="anywhere" minW="0" data-testid="client-name">
            {clientFullName(client)}
          </Text>
          <Badge colorPalette={client.isActive ? 'green' : 'gray'} variant="subtle" data-testid="client-active">
            {client.isActive ? L.active : L.inactive}
          </Badge>
        </HStack>
        {pims && (
          <HStack gap="2" textStyle="sm">
            <Text color="fg.muted">{CLIENT_LABELS.pimsStatus}</Text>
            <PimsStatus record={client} />
          </HStack>
        )}
      </Stack>
      <Stack gap="3" textStyle="sm">
        <HStack gap="2" align="center" minW="0">
          <Box color="fg.muted" aria-hidden>
            <LuMail />
          </Box>
          <Text truncate color={client.email ? 'fg' : 'fg.subtle'}>
            {client.email ?? CLIENT_DISPLAY.noEmail}
          </Text>
          {client.email && <CopyButton text={client.email} label={`${L.copy} ${L.email}`} />}
        </HStack>
        {phones.length === 0 ? (
          <HStack gap="2" color="fg.subtle">
            <LuPhone aria-hidden />
            <Text>{CLIENT_DISPLAY.noPhone}</Text>
          </HStack>
        ) : (
          phones.map((p) => (
            <HStack key={p.id} gap="2">
              <Box color="fg.muted" aria-hidden>
                <LuPhone />
              </Box>
              <Text fontVariantNumeric="tabular-nums">{formatPhoneDisplay(p.phoneNumber) ?? p.phoneNumber}</Text>
              <Badge size="sm" variant="outline">
                {p.phoneType?.description}
              </Badge>
              {p.isPrimary && (
                <Badge size="sm" colorPalette="brand">
                  {L.primary}
                </Badge>
              )}
            </HStack>
          ))
        )}
        {addresses.map((a) => (
          <HStack key={a.id} gap="2" align="start">
            <Box color="fg.muted" aria-hidden mt="0.5">
              <LuMapPin />
            </Box>
            <Stack gap="0.5">
              <Text>{formatAddress(a)}</Text>
              <Badge size="sm" variant="outline" alignSelf="start">
                {a.addressType?.description}
              </Badge>
            </Stack>
          </HStack>
        ))}
      </Stack>
      {pimsSlot}
    </Panel>
  );
}

export function PatientsPanel({
  client,
  selectedId,
  onSelect,
  onAdd,
}: {
  client: LoadedClient;
  selectedId: string | null;
  onSelect(id: string): void;
  onAdd(): void;
}) {
  const links = [...client.locationPatientClients]
    .filter((l) => l.locationPatient)
    .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.locationPatient!.name.localeCompare(b.locationPatient!.name));
  return (
    <Panel
      heading={L.patients}
      actions={
        <DisabledReason reason={inactiveClientReason(client)} id="add-patient-reason">
          <Button size="sm" colorPalette="brand" onClick={onAdd} disabled={!client.isActive} data-testid="add-patient">
            <LuPlus /> {L.addPatient}
          </Button>
        </DisabledReason>
      }
      data-testid="patients-panel"
    >
      {links.length === 0 ? (
        <Text color="fg.muted" textStyle="sm" py="3" textAlign="center">
          {CLIENT_EMPTY_STATES.noPatient}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {links.map((l) => {
            const p = l.locationPatient!;
            const selected = p.id === selectedId;
            return (
              <Box as="li" key={l.id}>
                <Box
                  asChild
                  w="full"
                  textAlign="start"
                  px="3"
                  py="2.5"
                  borderWidth="1px"
                  borderRadius="lg"
                  borderColor={selected ? 'brand.solid' : 'border'}
                  bg={selected ? 'brand.subtle' : 'bg'}
                  _hover={{ borderColor: 'brand.emphasized' }}
                  _focusVisible={FOCUS_RING}
                >
                  <button type="button" aria-pressed={selected} onClick={() => onSelect(p.id)} data-testid="patient-item">
                    <Flex justify="space-between" align="center" gap="2">
                      <HStack gap="2.5" minW="0">
                        <PatientIdentity patient={p} />
                      </HStack>
                      <HStack gap="1" flexShrink={0}>
                        {p.isDeceased && (
                          <Badge size="sm" colorPalette="gray">
                            {L.deceased}
                          </Badge>
                        )}
                        {!p.isActive && !p.isDeceased && (
                          <Badge size="sm" colorPalette="gray" variant="outline">
                            {L.inactive}
                          </Badge>
                        )}
                        {!l.isActive && (
                          <Badge size="sm" colorPalette="orange" variant="outline">
                            {L.inactiveLink}
                          </Badge>
                        )}
                      </HStack>
                    </Flex>
                  </button>
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <DataList.Item data-testid={testId}>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

export function PatientProfilePanel({
  patient,
  features,
  pims,
  onEdit,
  onEditWeight,
  onAddProduct,
  pimsUpdate,
}: {
  patient: LoadedPatient;
  features: LocationFeatures;
  pims: boolean;
  onEdit(): void;
  onEditWeight(): void;
  onAddProduct(): void;
  /** The 'PIMS Update Available' button, when the PIMS record differs. */
  pimsUpdate?: ReactNode;
}) {
  const na = CLIENT_LABELS.notAvailable;
  return (
    <Panel
      heading={
        <HStack gap="2">
          <SpeciesIcon code={patient.species?.code} color="brand.solid" />
          <span>{CLIENT_LABELS.patientProfile}</span>
        </HStack>
      }
      actions={
        <Button size="sm" variant="outline" onClick={onEdit} data-testid="edit-patient">
          <LuPencil /> {L.editPatient}
        </Button>
      }
      data-testid="patient-profile"
    >
      <Text textStyle="lg" fontWeight="semibold" data-testid="patient-profile-name">
        {patient.name}
      </Text>
      <DataList.Root orientation="horizontal" size="sm" gap="2.5">
        <Row label={CLIENT_LABELS.species}>{patient.species?.name ?? na}</Row>
        <Row label={CLIENT_LABELS.breed}>{patient.breed?.name ?? na}</Row>
        <Row label={CLIENT_LABELS.gender}>{genderLabel(patient.gender, patient.species?.code, features) ?? na}</Row>
        <Row label={CLIENT_LABELS.birthdate}>{formatDate(patient.birthdate, na)}</Row>
        {showsDateOfDeath(patient) && (
          <Row label={CLIENT_LABELS.dateOfDeath} testId="date-of-death">
            {formatDate(patient.deceasedDate)}
          </Row>
        )}
        <Row label={CLIENT_LABELS.weight}>
          <HStack gap="1">
            <Text>{weightWithUnit(patient)}</Text>
            <IconButton size="2xs" variant="ghost" aria-label={L.editWeight} onClick={onEditWeight} data-testid="edit-weight">
              <LuScale />
            </IconButton>
          </HStack>
        </Row>
        <Row label={CLIENT_LABELS.vet}>
          <HStack gap="1.5">
            <LuStethoscope aria-hidden />
            <Text>{patient.prescVetLocationUser?.displayName ?? na}</Text>
          </HStack>
        </Row>
        <Row label={CLIENT_LABELS.isActive}>{patient.isActive ? CLIENT_LABELS.yes : CLIENT_LABELS.no}</Row>
        {pims && (
          <Row label={CLIENT_LABELS.pimsStatus}>
            <HStack gap="2" wrap="wrap">
              <PimsStatus record={patient} />
              {pimsUpdate}
            </HStack>
          </Row>
        )}
      </DataList.Root>
      <Button colorPalette="brand" onClick={onAddProduct} alignSelf={{ base: 'stretch', sm: 'start' }} data-testid="add-product">
        <LuPill /> {CLIENT_LABELS.addProduct}
      </Button>
    </Panel>
  );
}

/**
 * Allergies, current medications and health conditions. Current medications are the patient's
 * medication list (issue 42) — active VetRx prescriptions and recorded medications, each
 * with where it comes from — when there is any; otherwise the spec's list of recorded ones (N/A when empty).
 */
export function MedicalInformationPanel({ patient }: { patient: LoadedPatient & { currentMedications?: readonly ListedMedication[]; pimsMedicationsUnavailable?: boolean | null } }) {
  return (
    <Panel heading={CLIENT_LABELS.medicalInformation} data-testid="medical-information">
      <DataList.Root orientation="vertical" size="sm" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>{CLIENT_LABELS.allergies}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="medical-allergies">{medicalList(patient.allergies)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{CLIENT_LABELS.currentMedications}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="medical-medications">
            {patient.currentMedications?.length ? <MedicationList medications={patient.currentMedications} /> : medicalList(patient.medications)}
            {patient.pimsMedicationsUnavailable ? (
              <Text textStyle="xs" color="fg.warning" data-testid="pims-medications-unavailable">
                {SAFETY_MESSAGES.medicationList.pimsUnavailable}
              </Text>
            ) : null}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{CLIENT_LABELS.healthConditions}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="medical-conditions">{medicalList(patient.healthConditions)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Panel>
  );
}
