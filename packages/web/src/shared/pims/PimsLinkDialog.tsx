/**
 * The PIMS link panel of a client (clients §4 "PIMS linking of a client"; the link page and the client
 * profile), driven by core's pimsLinkMachine:
 * 1. the selected PIMS client (the client's own record when it is linked already);
 * 2. a PIMS search — first name, last name, phone, each at most 50, debounced — only for a client
 *    without a pimsId; search failures are only logged;
 * 3. patient linking: each local patient paired with a PIMS patient (same name proposed);
 * 4. Save: "Update client (link)" (copy-if-empty), then each picked patient's link update; toasts
 *    'Client Successfully Linked' (title 'PIMS Link'), then 'Patient Successfully Linked'.
 */
import { Badge, Box, Button, Checkbox, Field, Flex, Grid, HStack, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/ui/chakra-late';
import { useMachine } from '@xstate/react';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { GetLocationClientByPimsIdDocument } from '@vetrx/core/operations/GetLocationClientByPimsId';
import { GetLocationPatientByPimsIdDocument } from '@vetrx/core/operations/GetLocationPatientByPimsId';
import { GetUnlinkedLocationClientsDocument } from '@vetrx/core/operations/GetUnlinkedLocationClients';
import { GetUnlinkedLocationClientsCountDocument } from '@vetrx/core/operations/GetUnlinkedLocationClientsCount';
import { LocationClientSearchDocument } from '@vetrx/core/operations/LocationClientSearch';
import { UpdateLocationClientLinkDocument } from '@vetrx/core/operations/UpdateLocationClientLink';
import { UpdateLocationPatientDocument } from '@vetrx/core/operations/UpdateLocationPatient';
import { GetPimsCaretakerByIdDocument } from '@vetrx/core/operations/getPimsCaretakerById';
import { SearchPimsCaretakersDocument } from '@vetrx/core/operations/searchPimsCaretakers';
import {
  CLIENT_LIMITS,
  clientFullName,
  pimsCaretakerSearchInput,
  shouldRunClientSearch,
  type ClientLinkUpdate,
  type ClientSearchFields,
} from '@vetrx/core/client';
import {
  canSearchPims,
  pimsLinkMachine,
  type PimsLinkClient,
  type LinkablePatient,
  type PatientLinkUpdate,
  pimsPatientHolder,
  pimsSpeciesMatches,
} from '@vetrx/core/patient';
import { CLIENT_EMPTY_STATES, CLIENT_LABELS, CLIENT_SCREEN_LABELS, CLIENT_TOASTS, PIMS_LABELS as L } from '@vetrx/core/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LuArrowLeft, LuLink, LuSearch } from 'react-icons/lu';
import { fromPromise } from 'xstate';
import { useApiClient } from '../../api/client';
import { toastApiError } from '../../api/errors';
import { operationName, useGql } from '../../api/useGql';
import { notify } from '../../components/ui/toaster';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import type { LoadedClient } from '../clients/client-model';
import { useReferenceTypes } from '../clients/useReferenceTypes';
import { PatientIdentity } from '../clients/PatientIdentity';
import { PimsCaretakerSummary } from './PimsCaretakerSummary';
import type { PimsCaretaker, PimsPatient } from './pims-model';
import type { PimsAccountInput } from './usePimsAccount';
import { AppDialog } from '../../components/ui/app-dialog';
import { ResultList } from '../../components/ui/result-list';
import { SEARCH_DEBOUNCE_MS, TOAST_DURATION } from '../../lib/ui-constants';
import { postalAddress } from '@vetrx/core/common';

const short = { duration: TOAST_DURATION.short };
const REFRESH = [GetLocationClientDocument, GetUnlinkedLocationClientsDocument, GetUnlinkedLocationClientsCountDocument, LocationClientSearchDocument, GetLocationClientByPimsIdDocument, GetLocationPatientByPimsIdDocument, GetPimsCaretakerByIdDocument];

export interface PimsLinkDialogProps {
  open: boolean;
  onClose(): void;
  account: PimsAccountInput;
  locationClientId: string;
  /** After a saved link. */
  onLinked?(): void;
}

type LoadedPatient = NonNullable<LoadedClient['locationPatientClients'][number]['locationPatient']>;

/** The machine's view of the stored client (active phones and addresses only). */
function linkClientOf(client: LoadedClient): PimsLinkClient {
  return {
    id: client.id,
    isActive: client.isActive,
    email: client.email,
    pimsId: client.pimsId,
    phones: client.phones.filter((p) => p.isActive).map((p) => ({ uuid: p.uuid, phoneNumber: p.phoneNumber, phoneTypeId: p.phoneTypeId, isActive: true })),
    addresses: client.addresses
      .filter((a) => a.isActive)
      .map((a) => ({ uuid: a.uuid, addressTypeId: a.addressTypeId, ...postalAddress(a), isActive: true })),
  };
}

/**
 * The "Update client (link)" variables of core's update: the lists are sent only when they are the
 * PIMS's (the client has none of its own), so the server reads exactly what it may copy.
 */
export function linkVariables(update: ClientLinkUpdate, client: PimsLinkClient) {
  const ownPhones = (client.phones ?? []).length > 0;
  const ownAddresses = (client.addresses ?? []).length > 0;
  return {
    input: {
      id: String(update.id),
      isActive: update.isActive,
      pimsId: update.pimsId,
      pimsProviderId: update.pimsProviderId,
      pimsConnectionType: update.pimsConnectionType ?? '',
      email: update.email,
      locationClientPhones: ownPhones ? [] : update.locationClientPhones.map((p) => ({ phoneTypeId: String(p.phoneTypeId ?? 0), phoneNumber: p.phoneNumber })),
      locationClientAddress: ownAddresses
        ? []
        : update.locationClientAddress.map((a) => ({
            addressTypeId: a.addressTypeId == null ? null : String(a.addressTypeId),
            addressLine1: a.addressLine1 ?? '',
            addressLine2: a.addressLine2 ?? null,
            city: a.city ?? '',
            state: a.state ?? '',
            zip: a.zip ?? '',
          })),
    },
  };
}

function linkablePatient(p: LoadedPatient): LinkablePatient {
  return { ...p, breed: p.breed ? { name: p.breed.name } : null };
}

function SearchStep({ client, account, onSelect, onBack }: { client: LoadedClient; account: PimsAccountInput; onSelect(c: PimsCaretaker): void; onBack(): void }) {
  const [fields, setFields] = useState<ClientSearchFields>({ firstName: client.firstName ?? '', lastName: client.lastName ?? '', phone: '' });
  const debounced = useDebouncedValue(fields, SEARCH_DEBOUNCE_MS);
  const runs = shouldRunClientSearch(debounced);
  const search = useGql(SearchPimsCaretakersDocument, runs ? { input: pimsCaretakerSearchInput(debounced, account) } : null, { retry: false });
  useEffect(() => {
    // Search failures are only logged (clients §8).
    if (search.error) console.warn('[pims] searchPimsCaretakers failed:', search.error.message);
  }, [search.error]);
  const results = search.data?.searchPimsCaretakers ?? [];
  const inputs: { key: 'firstName' | 'lastName' | 'phone'; label: string; inputMode?: 'numeric' }[] = [
    { key: 'firstName', label: CLIENT_SCREEN_LABELS.firstName },
    { key: 'lastName', label: CLIENT_SCREEN_LABELS.lastName },
    { key: 'phone', label: CLIENT_SCREEN_LABELS.phone, inputMode: 'numeric' },
  ];
  return (
    <Stack gap="4" data-testid="pims-link-search">
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3">
        {inputs.map((f) => (
          <Field.Root key={f.key}>
            <Field.Label>{f.label}</Field.Label>
            <Input
              value={fields[f.key] ?? ''}
              maxLength={CLIENT_LIMITS.searchInput}
              inputMode={f.inputMode}
              onChange={(e) => {
                // Read the value now: React's updater runs after the event, when currentTarget is null.
                const value = e.currentTarget.value;
                setFields((s) => ({ ...s, [f.key]: value }));
              }}
              data-testid={`pims-search-${f.key}`}
            />
          </Field.Root>
        ))}
      </Grid>
      <Box maxH="45vh" overflowY="auto" borderWidth="1px" borderRadius="lg" minH="20" aria-live="polite" data-testid="pims-search-results">
        {!runs ? (
          <Flex direction="column" align="center" gap="2" p="6" color="fg.muted" textAlign="center">
            <LuSearch aria-hidden />
            <Text textStyle="sm">{CLIENT_SCREEN_LABELS.addClientSearchHint}</Text>
          </Flex>
        ) : (
          <ResultList loading={search.isPending} empty={results.length === 0} emptyText={CLIENT_EMPTY_STATES.noPimsClients}>
            {results.map((c) => (
              <SearchResult key={c.id} caretaker={c} account={account} clientId={client.id} onSelect={onSelect} />
            ))}
          </ResultList>
        )}
      </Box>
      <Flex justify="space-between" gap="3">
        <Button variant="outline" onClick={onBack}>
          <LuArrowLeft /> {L.back}
        </Button>
      </Flex>
    </Stack>
  );
}

function SearchResult({ caretaker, account, clientId, onSelect }: { caretaker: PimsCaretaker; account: PimsAccountInput; clientId: string; onSelect(c: PimsCaretaker): void }) {
  const local = useGql(GetLocationClientByPimsIdDocument, caretaker.pimsId ? { pimsAccountId: account.pimsAccountId, pimsId: caretaker.pimsId } : null);
  const other = local.data?.getLocationClientByPimsId && local.data.getLocationClientByPimsId.id !== clientId ? local.data.getLocationClientByPimsId : null;
  return (
    <Flex as="li" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3" px="4" py="3" layerStyle="row.divided" data-testid="pims-search-result">
      <PimsCaretakerSummary caretaker={caretaker} />
      {other ? (
        <Badge colorPalette="gray" variant="subtle" alignSelf={{ base: 'start', sm: 'center' }} whiteSpace="normal">
          {L.alreadyAClient}: {clientFullName(other)}
        </Badge>
      ) : (
        <Button size="sm" colorPalette="brand" onClick={() => onSelect(caretaker)} disabled={local.isPending} flexShrink={0} aria-label={`${L.selectThisClient} ${caretaker.firstName ?? ''} ${caretaker.lastName ?? ''}`} data-testid="pims-select-caretaker">
          {L.selectThisClient}
        </Button>
      )}
    </Flex>
  );
}

/**
 * The PIMS patient proposed for a local one: its namesake of the same species that no other pet holds
 * (the row's first choice and the proposal on entering patient linking are this one rule).
 */
function namesakeOf(patient: LoadedPatient, pimsPatients: readonly PimsPatient[], heldBy: (pims: PimsPatient) => unknown): PimsPatient | null {
  const name = patient.name.trim().toLowerCase();
  return pimsPatients.find((p) => p.name?.trim().toLowerCase() === name && pimsSpeciesMatches(patient.species?.code, p) && !heldBy(p)) ?? null;
}

function PatientRow({
  patient,
  pimsPatients,
  picked,
  heldBy,
  onToggle,
}: {
  patient: LoadedPatient;
  pimsPatients: PimsPatient[];
  picked: PimsPatient | null;
  /** Why another pet holds a PIMS patient ('chosen for Rex', 'linked to Rex'), or null when it is free. */
  heldBy(pims: PimsPatient): string | null;
  onToggle(pims: PimsPatient | null): void;
}) {
  // Another species' PIMS patient, or one another pet holds, is listed but cannot be chosen: the pet's
  // prescriptions would be written back to another animal's record.
  const sameSpecies = (p: PimsPatient) => pimsSpeciesMatches(patient.species?.code, p);
  const choosable = (p: PimsPatient) => sameSpecies(p) && heldBy(p) === null;
  const suggested = namesakeOf(patient, pimsPatients, heldBy);
  const [choice, setChoice] = useState<string>(picked?.id ?? suggested?.id ?? '');
  const chosen = pimsPatients.find((p) => p.id === choice) ?? null;
  const linked = Boolean(patient.pimsId);
  return (
    <Flex as="li" gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} justify="space-between" px="4" py="3" layerStyle="row.divided" data-testid="pims-link-patient" data-name={patient.name}>
      <HStack gap="3" minW="0">
        {linked ? (
          <Badge colorPalette="green" variant="subtle">
            {CLIENT_LABELS.linked}
          </Badge>
        ) : (
          <Checkbox.Root
            checked={picked !== null}
            disabled={!chosen}
            onCheckedChange={(e) => onToggle(e.checked === true ? chosen : null)}
            colorPalette="brand"
            data-testid="pims-link-patient-check"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label srOnly>{`${L.link} ${patient.name}`}</Checkbox.Label>
          </Checkbox.Root>
        )}
        <PatientIdentity patient={patient} />
      </HStack>
      {!linked && (
        <Field.Root maxW={{ md: '64' }} flexShrink={0}>
          <Field.Label srOnly>{`${L.linkTo} (${patient.name})`}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={choice}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setChoice(next);
                // Choosing a PIMS patient selects the row for linking (a choice left unchecked was saved as
                // nothing, silently); "Not in the PIMS" unselects it.
                onToggle(pimsPatients.find((p) => p.id === next) ?? null);
              }}
              data-testid="pims-link-patient-select"
            >
              <option value="">{L.notInPims}</option>
              {pimsPatients.map((p) => (
                <option key={p.id} value={p.id} disabled={p.id !== choice && !choosable(p)}>
                  {[p.name, p.species, p.isDeceased ? L.deceased : null, sameSpecies(p) ? null : `(${L.otherSpecies})`, p.id === choice ? null : heldBy(p) && `(${heldBy(p)})`]
                    .filter(Boolean)
                    .join(' · ')}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
    </Flex>
  );
}

function Flow({ client, caretaker, account, onDone, onClose }: { client: LoadedClient; caretaker: PimsCaretaker | null; account: PimsAccountInput; onDone(): void; onClose(): void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { phoneTypes, addressTypes } = useReferenceTypes();
  const local = useMemo(() => linkClientOf(client), [client]);
  const machine = useMemo(
    () =>
      pimsLinkMachine.provide({
        actors: {
          linkClient: fromPromise<unknown, ClientLinkUpdate>(async ({ input }) => {
            try {
              return await api.request(UpdateLocationClientLinkDocument, linkVariables(input, local));
            } catch (e) {
              toastApiError(e, CLIENT_TOASTS.clientUpdateError, TOAST_DURATION.short);
              throw e;
            }
          }),
          linkPatients: fromPromise<unknown, PatientLinkUpdate[]>(async ({ input }) => {
            for (const u of input) {
              try {
                await api.request(UpdateLocationPatientDocument, { updatePatientId: String(u.updatePatientId), input: { ...u.input } });
              } catch (e) {
                toastApiError(e, CLIENT_TOASTS.patientLinkError, TOAST_DURATION.short);
                throw e;
              }
            }
            return input.length;
          }),
        },
      }),
    [api, local],
  );
  const references = useMemo(
    () => ({ phoneTypes: phoneTypes.map((t) => ({ id: t.id, description: t.description })), addressTypes: addressTypes.map((t) => ({ id: t.id, description: t.description })) }),
    [phoneTypes, addressTypes],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { client: local, references, caretaker } });
  useEffect(() => {
    const sub = actor.on('notify', ({ toast }) => notify('success', toast, short));
    return () => sub.unsubscribe();
  }, [actor]);
  const finished = useRef(false);
  useEffect(() => {
    if (snapshot.status !== 'done' || finished.current) return;
    finished.current = true;
    void Promise.all(REFRESH.map((d) => queryClient.invalidateQueries({ queryKey: [operationName(d)] }))).then(() => (snapshot.output?.linked ? onDone() : onClose()));
  }, [snapshot.status, snapshot.output, queryClient, onDone, onClose]);

  const ctx = snapshot.context;
  const patients = client.locationPatientClients.filter((l) => l.isActive && l.locationPatient).map((l) => l.locationPatient!);
  const pimsPatients = ((ctx.caretaker as PimsCaretaker | null)?.patients ?? []) as PimsPatient[];

  // Entering patient linking proposes each unlinked patient's namesake in the PIMS once.
  const proposed = useRef<string | null>(null);
  useEffect(() => {
    if (!snapshot.matches('patientLinking') || !ctx.caretaker || proposed.current === (ctx.caretaker.pimsId ?? '')) return;
    proposed.current = ctx.caretaker.pimsId ?? '';
    for (const p of patients) {
      if (p.pimsId || ctx.picks.some((x) => String(x.local.id) === p.id)) continue;
      const match = namesakeOf(p, pimsPatients, (pims) => pimsPatientHolder(ctx.picks, patients, p.id, pims));
      if (match) send({ type: 'TOGGLE_PATIENT', local: linkablePatient(p), pims: match });
    }
  });

  if (snapshot.matches('search')) {
    return <SearchStep client={client} account={account} onSelect={(c) => send({ type: 'SELECT_CARETAKER', caretaker: c })} onBack={() => send({ type: 'BACK' })} />;
  }

  if (snapshot.matches('panel')) {
    return (
      <Stack gap="4" data-testid="pims-link-panel">
        <Text fontWeight="semibold">{L.selectedPimsClient}</Text>
        <Box borderWidth="1px" borderRadius="lg" p="4" bg={ctx.caretaker ? 'brand.subtle' : 'bg.muted'}>
          {ctx.caretaker ? <PimsCaretakerSummary caretaker={ctx.caretaker as PimsCaretaker} /> : <Text color="fg.muted">{L.noPimsClientSelected}</Text>}
        </Box>
        <Flex justify="space-between" gap="3" wrap="wrap">
          {canSearchPims(local) ? (
            <Button variant="outline" onClick={() => send({ type: 'OPEN_SEARCH' })} data-testid="pims-open-search">
              <LuSearch /> {ctx.caretaker ? L.changePimsClient : L.searchPims}
            </Button>
          ) : (
            <span />
          )}
          <Button colorPalette="brand" disabled={!ctx.caretaker} onClick={() => send({ type: 'CONTINUE' })} data-testid="pims-link-continue">
            {L.continue}
          </Button>
        </Flex>
      </Stack>
    );
  }

  const saving = snapshot.matches('savingClient') || snapshot.matches('savingPatients') || snapshot.status === 'done';
  return (
    <Stack gap="4" data-testid="pims-link-patients">
      <Box borderWidth="1px" borderRadius="lg" p="3" bg="brand.subtle">
        {ctx.caretaker && <PimsCaretakerSummary caretaker={ctx.caretaker as PimsCaretaker} showPatients={false} />}
      </Box>
      <Stack gap="1">
        <Text fontWeight="semibold">{L.linkPatients}</Text>
        <Text textStyle="sm" color="fg.muted">
          {L.linkPatientsHint}
        </Text>
      </Stack>
      {ctx.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{ctx.error}</Alert.Description>
        </Alert.Root>
      )}
      {patients.length === 0 ? (
        <Text p="4" textAlign="center" color="fg.muted" borderWidth="1px" borderRadius="lg">
          {L.noLocalPatients}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0" borderWidth="1px" borderRadius="lg" maxH="45vh" overflowY="auto">
          {patients.map((p) => {
            const pick = ctx.picks.find((x) => String(x.local.id) === p.id) ?? null;
            return (
              <PatientRow
                key={p.id}
                patient={p}
                pimsPatients={pimsPatients}
                picked={(pick?.pims as PimsPatient | undefined) ?? null}
                heldBy={(pims) => {
                  const holder = pimsPatientHolder(ctx.picks, patients, p.id, pims);
                  if (!holder) return null;
                  const name = patients.find((x) => x.id === String(holder.id))?.name ?? '';
                  return (ctx.picks.some((x) => x.local === holder) ? L.chosenFor : L.linkedToPet).replace('{name}', name);
                }}
                onToggle={(pims) => {
                  if (pick) send({ type: 'TOGGLE_PATIENT', local: linkablePatient(p), pims: pick.pims });
                  if (pims) send({ type: 'TOGGLE_PATIENT', local: linkablePatient(p), pims });
                }}
              />
            );
          })}
        </Box>
      )}
      <Flex justify="space-between" gap="3" pt="2" borderTopWidth="1px">
        <Button variant="outline" onClick={() => send({ type: 'BACK' })} disabled={saving}>
          <LuArrowLeft /> {L.back}
        </Button>
        <Button colorPalette="brand" onClick={() => send({ type: 'SAVE' })} loading={saving} data-testid="pims-link-save">
          <LuLink /> {L.saveLink}
        </Button>
      </Flex>
    </Stack>
  );
}

export function PimsLinkDialog(props: PimsLinkDialogProps) {
  const clientQ = useGql(GetLocationClientDocument, props.open ? { id: props.locationClientId } : null);
  const client = clientQ.data?.getLocationClient ?? null;
  const linkedId = client?.pimsId ?? (client?.pimsProviderId || null);
  const caretakerQ = useGql(
    GetPimsCaretakerByIdDocument,
    props.open && client && linkedId ? { input: { ...props.account, pimsId: client.pimsId, providerId: client.pimsProviderId } } : null,
    { retry: false },
  );
  const references = useReferenceTypes();
  const ready = client !== null && !references.isPending && (!linkedId || !caretakerQ.isPending);
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      testId="pims-link-dialog"
      width={760}
      placement="top"
      scroll="outside"
      lazy
      title={L.linkToPims}
      subtitle={
        client && (
          <Text color="fg.muted" textStyle="sm" data-testid="pims-link-client">
            {clientFullName(client)}
            {client.email ? ` · ${client.email}` : ''}
          </Text>
        )
      }
      bodyProps={{ pb: '6' }}
    >
      {!ready || !client ? (
        <Stack gap="3">
          <Skeleton h="20" borderRadius="lg" />
          <Skeleton h="10" w="40" borderRadius="md" />
        </Stack>
      ) : (
        <Flow client={client} caretaker={(caretakerQ.data?.getPimsCaretakerById as PimsCaretaker | null | undefined) ?? null} account={props.account} onDone={() => { props.onLinked?.(); props.onClose(); }} onClose={props.onClose} />
      )}
    </AppDialog>
  );
}
