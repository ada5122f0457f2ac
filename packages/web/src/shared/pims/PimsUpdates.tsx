/**
 * PIMS updates of linked clients and patients (clients §4 "Client PIMS sync", "Patient PIMS diff"):
 * the PIMS record is read (getPimsCaretakerById, getPimsPatientById) and core compares it
 * (clientPimsDiff, patientPimsDiff). A difference shows as a before-and-after tag with an X that
 * declines it — the stored value stays. Declining is for the save at hand; the notice shows again while
 * the PIMS still differs.
 */
import { Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/ui/chakra-late';
import { GetPimsCaretakerByIdDocument } from '@vetrx/core/operations/getPimsCaretakerById';
import { GetPimsPatientByIdDocument } from '@vetrx/core/operations/getPimsPatientById';
import { clientPimsDiff, importPimsAddresses, importPimsPhones, isPimsLinked, type PimsDifference } from '@vetrx/core/client';
import {
  formatMessage,
  phoneDigits,
  phoneTypeIdByName,
  postalAddress,
  type LocationFeatures,
  DEFAULT_CONTACT_TYPES,
} from '@vetrx/core/common';
import { CLIENT_LABELS, PIMS_LABELS as L } from '@vetrx/core/messages';
import { genderLabel, patientDiffValues, patientPimsDiff, type PatientPimsDifference } from '@vetrx/core/patient';
import { useEffect, useMemo, useState } from 'react';
import { LuArrowRight, LuRefreshCw, LuX } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import type { ClientFormHandle } from '../clients/ClientForm';
import type { ClientFormValues, LoadedClient } from '../clients/client-model';
import type { LoadedPatient, PatientFormValues } from '../patients/patient-model';
import type { PimsCaretaker } from './pims-model';
import type { PimsAccountInput } from './usePimsAccount';

type ClientField = 'email' | 'address' | 'phone';

/** The PIMS record of a linked client and how it differs (nothing for a client not linked or without PIMS). */
export function useClientPimsUpdate(client: LoadedClient | null, account: PimsAccountInput | null) {
  const linked = client !== null && isPimsLinked(client);
  const q = useGql(
    GetPimsCaretakerByIdDocument,
    account && client && linked ? { input: { ...account, pimsId: client.pimsId, providerId: client.pimsProviderId } } : null,
    { retry: false, staleTime: 60_000 },
  );
  useEffect(() => {
    if (q.error) console.warn('[pims] getPimsCaretakerById failed:', q.error.message);
  }, [q.error]);
  const caretaker = (q.data?.getPimsCaretakerById ?? null) as PimsCaretaker | null;
  const diffs = useMemo(
    () => (client && caretaker ? clientPimsDiff({ email: client.email, phones: client.phones, addresses: client.addresses }, caretaker) : []),
    [client, caretaker],
  );
  return { caretaker, diffs };
}

/** A before → after tag with an X that declines the change. */
export function PimsChangeTag({ label, old, next, onDecline, testId }: { label: string; old: string | null; next: string | null; onDecline(): void; testId?: string }) {
  return (
    <Flex
      align="center"
      gap="2"
      pl="3"
      pr="1"
      py="1"
      borderWidth="1px"
      borderColor="blue.200"
      bg="blue.50"
      _dark={{ bg: 'blue.950', borderColor: 'blue.800' }}
      borderRadius="lg"
      textStyle="sm"
      data-testid={testId ?? 'pims-change'}
    >
      <Text fontWeight="semibold" flexShrink={0}>
        {label}
      </Text>
      <Flex align="center" gap="1.5" minW="0" flex="1" wrap="wrap">
        <Text color="fg.muted" textDecoration={old ? 'line-through' : undefined} data-testid="pims-change-old">
          {old ?? L.none}
        </Text>
        <LuArrowRight aria-label="→" />
        <Text fontWeight="medium" data-testid="pims-change-new">
          {next ?? L.none}
        </Text>
      </Flex>
      <IconButton size="xs" variant="ghost" aria-label={`${L.declineChange}: ${label}`} onClick={onDecline} data-testid="pims-change-decline">
        <LuX />
      </IconButton>
    </Flex>
  );
}

/** The notice of a client whose PIMS record differs: which fields, and Review. */
export function ClientPimsNotice({ diffs, onReview }: { diffs: readonly PimsDifference<ClientField>[]; onReview(): void }) {
  if (diffs.length === 0) return null;
  const fields = diffs.map((d) => L.field[d.field].toLowerCase());
  const list = fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : fields[0];
  return (
    <Alert.Root status="info" borderRadius="lg" data-testid="client-pims-update">
      <Alert.Indicator>
        <LuRefreshCw />
      </Alert.Indicator>
      <Alert.Content gap="1">
        <Alert.Title>{CLIENT_LABELS.pimsUpdateAvailable}</Alert.Title>
        <Alert.Description>{formatMessage(L.clientUpdateHint, { fields: list })}</Alert.Description>
        <Button size="xs" colorPalette="blue" variant="solid" onClick={onReview} alignSelf="start" mt="1.5" data-testid="client-pims-review">
          {L.review}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The client form's values with the PIMS changes applied: its e-mail, and its primary phone and address added first. */
export function clientValuesWithPims(
  values: ClientFormValues,
  diffs: readonly PimsDifference<ClientField>[],
  caretaker: PimsCaretaker,
  refs: { phoneTypes: readonly { id: string; description: string }[]; addressTypes: readonly { id: string; description: string }[] },
): ClientFormValues {
  const out = { ...values };
  for (const d of diffs) {
    if (d.field === 'email') out.email = d.new ?? '';
    if (d.field === 'phone') {
      const p = importPimsPhones(caretaker, refs)[0];
      if (p) out.phones = [{ phoneTypeId: String(p.phoneTypeId || phoneTypeIdByName(refs.phoneTypes, DEFAULT_CONTACT_TYPES.clientPhone) || ''), phoneNumber: p.phoneNumber }, ...out.phones];
    }
    if (d.field === 'address') {
      const a = importPimsAddresses(caretaker, refs)[0];
      if (a) {
        const type = String(a.addressTypeId || phoneTypeIdByName(refs.addressTypes, DEFAULT_CONTACT_TYPES.address) || '');
        out.addresses = [{ addressTypeId: type, ...postalAddress(a) }, ...out.addresses];
      }
    }
  }
  return out;
}

/**
 * The before-and-after tags of the Update Client form opened from the notice: closing the e-mail tag
 * keeps the stored e-mail; closing the phone or address tag drops the PIMS phone or address added.
 */
export function ClientPimsChanges({ diffs, caretaker, stored, form }: { diffs: readonly PimsDifference<ClientField>[]; caretaker: PimsCaretaker; stored: ClientFormValues; form: ClientFormHandle }) {
  const [declined, setDeclined] = useState<readonly ClientField[]>([]);
  const shown = diffs.filter((d) => !declined.includes(d.field));
  if (shown.length === 0) return null;
  const decline = (d: PimsDifference<ClientField>) => {
    setDeclined((x) => [...x, d.field]);
    if (d.field === 'email') form.set('email', stored.email);
    if (d.field === 'phone') {
      const digits = importPimsPhones(caretaker, { phoneTypes: [], addressTypes: [] })[0]?.phoneNumber;
      form.set('phones', form.values.phones.filter((p) => phoneDigits(p.phoneNumber) !== digits || stored.phones.some((s) => phoneDigits(s.phoneNumber) === digits)));
    }
    if (d.field === 'address') {
      const a = importPimsAddresses(caretaker, { phoneTypes: [], addressTypes: [] })[0];
      const same = (x: { addressLine1: string; city: string; zip: string }) => a && x.addressLine1.toLowerCase() === a.addressLine1.toLowerCase() && x.city.toLowerCase() === a.city.toLowerCase() && x.zip === a.zip;
      form.set('addresses', form.values.addresses.filter((x) => !same(x) || stored.addresses.some(same)));
    }
  };
  return (
    <Stack gap="2" data-testid="client-pims-changes">
      <Text textStyle="sm" color="fg.muted">
        {L.pimsUpdateHint}
      </Text>
      {shown.map((d) => (
        <PimsChangeTag key={d.field} label={L.field[d.field]} old={d.old} next={d.new} onDecline={() => decline(d)} testId={`pims-change-${d.field}`} />
      ))}
    </Stack>
  );
}

/** The PIMS record of a linked patient and how it differs (nothing for a patient not linked or without PIMS). */
export function usePatientPimsDiff(patient: LoadedPatient | null, account: PimsAccountInput | null): PatientPimsDifference[] {
  const pimsId = patient?.pimsId ?? (patient && isPimsLinked(patient) ? patient.pimsProviderId : null);
  const q = useGql(GetPimsPatientByIdDocument, account && pimsId ? { input: { ...account, pimsId } } : null, { retry: false, staleTime: 60_000 });
  useEffect(() => {
    if (q.error) console.warn('[pims] getPimsPatientById failed:', q.error.message);
  }, [q.error]);
  const pims = q.data?.getPimsPatientById ?? null;
  return useMemo(() => (patient && pims ? patientPimsDiff({ ...patient, breed: patient.breed ? { name: patient.breed.name } : null }, pims) : []), [patient, pims]);
}

/** A difference's texts for display: gender codes as labels, dates MM-DD-YYYY. */
export function diffTexts(d: PatientPimsDifference, patient: LoadedPatient, features: LocationFeatures): { old: string | null; next: string | null } {
  if (d.field === 'gender') return { old: genderLabel(d.old, patient.species?.code, features) ?? d.old, next: genderLabel(d.new, patient.species?.code, features) ?? d.new };
  return { old: d.old, next: d.new };
}

/**
 * The patient form's values of the difference fields: the PIMS value of each kept difference, the
 * stored value of each declined one (a kept date of death also proposes Active: No).
 */
export function patientDiffFormValues(
  stored: PatientFormValues,
  diffs: readonly PatientPimsDifference[],
  declined: readonly string[],
  breeds: readonly { code: string; name: string }[],
): Partial<PatientFormValues> {
  const kept = patientDiffValues(diffs.filter((d) => !declined.includes(d.field)), breeds);
  const out: Partial<PatientFormValues> = {};
  for (const d of diffs) {
    const keep = !declined.includes(d.field);
    if (d.field === 'weight') {
      out.weight = keep && kept.weight !== undefined ? String(kept.weight) : stored.weight;
      out.weightUnit = keep && kept.weightUnit ? kept.weightUnit : stored.weightUnit;
    }
    if (d.field === 'breed') out.breedCode = keep && kept.breedCode ? kept.breedCode : stored.breedCode;
    if (d.field === 'birthdate') out.birthdate = keep && kept.birthdate ? kept.birthdate : stored.birthdate;
    if (d.field === 'gender') out.gender = keep && kept.gender ? kept.gender : stored.gender;
    if (d.field === 'deceasedDate') {
      out.deceasedDate = keep && kept.deceasedDate ? kept.deceasedDate : stored.deceasedDate;
      out.isActive = keep && kept.deceasedDate ? 'no' : stored.isActive;
    }
  }
  return out;
}

/** The differences of the Update Patient modal opened from 'PIMS Update Available', each with its X. */
export function PatientPimsChanges({
  diffs,
  declined,
  patient,
  features,
  onDecline,
}: {
  diffs: readonly PatientPimsDifference[];
  declined: readonly string[];
  patient: LoadedPatient;
  features: LocationFeatures;
  onDecline(field: string): void;
}) {
  const shown = diffs.filter((d) => !declined.includes(d.field));
  if (shown.length === 0) return null;
  return (
    <Box borderWidth="1px" borderColor="blue.200" borderRadius="lg" p="3" bg="blue.subtle" mb="4" data-testid="patient-pims-changes">
      <HStack gap="2" mb="2">
        <LuRefreshCw aria-hidden />
        <Text fontWeight="semibold">{CLIENT_LABELS.pimsUpdateAvailable}</Text>
      </HStack>
      <Text textStyle="sm" color="fg.muted" mb="3">
        {L.pimsUpdateHint}
      </Text>
      <Stack gap="2" bg="bg" borderRadius="lg">
        {shown.map((d) => {
          const t = diffTexts(d, patient, features);
          return <PimsChangeTag key={d.field} label={L.field[d.field]} old={t.old} next={t.next} onDecline={() => onDecline(d.field)} testId={`pims-change-${d.field}`} />;
        })}
      </Stack>
    </Box>
  );
}
