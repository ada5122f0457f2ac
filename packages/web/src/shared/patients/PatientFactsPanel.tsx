/**
 * The compact patient-facts panel (issue 11 "What a vet misses"): the client and
 * the patient, and what a vet doses by — species, breed, age, weight in lbs and kg, allergies, health
 * conditions, current medications. Known allergies are an attention row (red, with a warning icon,
 * across the panel) so they are not read past. Shown beside the prescription form (wizard, draft
 * editing, copy) and on the approvals task card:
 *
 * ```tsx
 * import { PatientFactsPanel } from './PatientFactsPanel';
 * <PatientFactsPanel patientId={task.locationPatientId} variant="embedded" />
 * ```
 *
 * Give `patient` / `client` when already loaded, else their ids and the panel loads them
 * (GetLocationPatient, GetLocationClient — cached, so the form's own queries are shared). The rows are
 * core's `patientFacts`; nothing is decided here.
 */
import { Badge, Box, Flex, Grid, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { GetLocationPatientDocument } from '@vetrx/core/operations/getLocationPatient';
import { PATIENT_FACTS_LABELS } from '@vetrx/core/messages';
import { patientFacts, type PatientFactRow, type PatientFactsInput } from '@vetrx/core/patient';
import { LuPawPrint, LuTriangleAlert, LuUser } from 'react-icons/lu';
import type { ReactNode } from 'react';
import { useGql } from '../../api/useGql';

export interface PatientFactsPanelProps {
  /** The patient when already loaded (LocationPatientFields qualifies). */
  patient?: (PatientFactsInput & { name?: string | null }) | null;
  /** Loaded when `patient` is not given. */
  patientId?: string | null;
  /** The client when already loaded. */
  client?: { firstName?: string | null; lastName?: string | null } | null;
  /** Loaded when `client` is not given; omit both to hide the client line. */
  clientId?: string | null;
  /** An office-use prescription: no client or patient, the panel says Office Use. */
  isOfficeUse?: boolean;
  /** Today, for the age (tests); the clock by default. */
  today?: Date;
  /** `embedded`: no card and no name line, for a header that already names the client and patient. */
  variant?: 'card' | 'embedded';
}

const LIST_COLOURS: Record<string, string> = { allergies: 'red', healthConditions: 'orange', medications: 'purple' };

/** Known allergies: a red row with a warning icon, named for screen readers as an alert to heed. */
function AllergyRow({ row }: { row: PatientFactRow }) {
  return (
    <HStack
      gap="2"
      align="start"
      px="3"
      py="2"
      borderRadius="md"
      borderWidth="1px"
      borderColor="red.muted"
      bg="red.subtle"
      color="red.fg"
      role="note"
      aria-label={`${row.label}: ${row.value}`}
      data-testid={`patient-fact-${row.key}`}
      data-attention
    >
      <Box mt="0.5" flexShrink={0} aria-hidden>
        <LuTriangleAlert />
      </Box>
      <Stack gap="1" minW="0">
        <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="0.04em">
          {row.label}
        </Text>
        <Wrap gap="1">
          {row.items.map((item) => (
            <Badge key={item} colorPalette="red" variant="solid" size="sm" whiteSpace="normal">
              {item}
            </Badge>
          ))}
        </Wrap>
      </Stack>
    </HStack>
  );
}

function Fact({ row }: { row: PatientFactRow }) {
  const list = row.key === 'allergies' || row.key === 'healthConditions' || row.key === 'medications';
  if (row.key === 'allergies' && row.items.length > 0) return <AllergyRow row={row} />;
  return (
    <Stack gap="0.5" minW="0" data-testid={`patient-fact-${row.key}`} data-attention={row.attention || undefined}>
      <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="0.04em">
        {row.label}
      </Text>
      {list && row.items.length > 0 ? (
        <Wrap gap="1">
          {row.items.map((item) => (
            <Badge key={item} colorPalette={LIST_COLOURS[row.key]} variant="subtle" size="sm" whiteSpace="normal">
              {item}
            </Badge>
          ))}
        </Wrap>
      ) : (
        <Text textStyle="sm" fontWeight={list ? 'normal' : 'semibold'} color={row.attention ? 'fg.warning' : list ? 'fg.muted' : undefined}>
          {row.value}
        </Text>
      )}
    </Stack>
  );
}

/** Where a row sits in the 4-column grid: known allergies across the panel, lists on 2 or 1 columns. */
/** Whose facts these are: the client's or the patient's name after its icon and label. */
function Whose({ icon, iconColor = 'fg.muted', label, name, nameSize, testId }: { icon: ReactNode; iconColor?: string; label: string; name: ReactNode; nameSize?: 'lg'; testId: string }) {
  return (
    <HStack gap="2" minW="0" data-testid={testId}>
      <Box color={iconColor} aria-hidden>
        {icon}
      </Box>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" textStyle={nameSize} truncate>
        {name}
      </Text>
    </HStack>
  );
}

function gridColumnOf(row: PatientFactRow) {
  if (row.key === 'allergies' && row.items.length > 0) return { base: '1 / -1' };
  if (row.key === 'allergies') return { base: 'span 2' };
  if (row.key === 'healthConditions' || row.key === 'medications') return { base: 'span 2', md: 'span 1' };
  return undefined;
}

export function PatientFactsPanel(props: PatientFactsPanelProps) {
  const needPatient = !props.patient && !!props.patientId && !props.isOfficeUse;
  const needClient = !props.client && !!props.clientId && !props.isOfficeUse;
  const patientQ = useGql(GetLocationPatientDocument, needPatient ? { id: props.patientId! } : null, { staleTime: 30_000 });
  const clientQ = useGql(GetLocationClientDocument, needClient ? { id: props.clientId! } : null, { staleTime: 30_000 });
  const patient = props.patient ?? patientQ.data?.getLocationPatient ?? null;
  const client = props.client ?? clientQ.data?.getLocationClient ?? null;
  const clientName = client ? [client.firstName, client.lastName].filter(Boolean).join(' ') : null;
  const loading = (needPatient && patientQ.isPending) || (needClient && clientQ.isPending);

  const embedded = props.variant === 'embedded';
  const card = embedded ? {} : ({ p: { base: '3', md: '4' }, bg: 'bg', borderWidth: '1px', borderRadius: 'xl', shadow: 'card' } as const);
  return (
    <Box as="section" aria-label={PATIENT_FACTS_LABELS.title} {...card} data-testid="patient-facts">
      {props.isOfficeUse ? (
        <Badge colorPalette="brand">{PATIENT_FACTS_LABELS.officeUse}</Badge>
      ) : loading ? (
        <Stack gap="2">
          <Skeleton h="5" w="48" />
          <Skeleton h="10" />
        </Stack>
      ) : (
        <Stack gap="3">
          {!embedded && (
            <Flex gap={{ base: '2', md: '6' }} wrap="wrap" align="center">
              {clientName && <Whose icon={<LuUser />} label={PATIENT_FACTS_LABELS.client} name={clientName} testId="patient-facts-client" />}
              {patient && <Whose icon={<LuPawPrint />} iconColor="brand.solid" label={PATIENT_FACTS_LABELS.title} name={patient.name} nameSize="lg" testId="patient-facts-patient" />}
            </Flex>
          )}
          {patient && (
            <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} columnGap="4" rowGap="3">
              {patientFacts(patient, props.today ?? new Date()).map((row) => (
                <Box key={row.key} gridColumn={gridColumnOf(row)}>
                  <Fact row={row} />
                </Box>
              ))}
            </Grid>
          )}
        </Stack>
      )}
    </Box>
  );
}
