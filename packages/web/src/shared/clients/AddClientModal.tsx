/**
 * The Add Client modal (clients §2, §4): 700 px wide, not closed by a click outside; core's add-client
 * machine drives its steps. 1. Search for Client — first name, last name, e-mail, phone, patient name
 * (each ≤ 50), searching the location's active clients once one input counts (a phone only past 7
 * characters), debounced, results in an area at most 55vh high; a found client opens its profile. With
 * PIMS on, the PIMS is searched too (core's pimsCaretakerSearchInput; failures only logged) and its
 * matches listed next to the practice's: a PIMS client already in the practice opens its profile, any
 * other prefills the form.
 * 2. Add Client Manually — the client form ('Add Client', 'Lets collect some information!'), prefilled
 * from the search inputs or the PIMS match (its PIMS ID then read-only).
 * 3. Import Existing Patients — only when the location and the organization have PIMS import and the
 * saved client has a PIMS id or provider id (core's canImportPatients): the PIMS patients with Import.
 * Then the client profile opens (with the imported patient in the navigation state), or `onDone`
 * decides. Closing or cancelling resets the modal to the search step.
 */
import { Box, Button, Field, Flex, Grid, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../components/ui/chakra-late';
import { useMachine } from '@xstate/react';
import { isApiError } from '@vetrx/core/api';
import { AddLocationClientDocument } from '@vetrx/core/operations/AddLocationClient';
import { GetLocationClientByPimsIdDocument } from '@vetrx/core/operations/GetLocationClientByPimsId';
import { LocationClientSearchDocument } from '@vetrx/core/operations/LocationClientSearch';
import { SearchPimsCaretakersDocument } from '@vetrx/core/operations/searchPimsCaretakers';
import {
  CLIENT_LIMITS,
  localClientSearchVariables,
  phoneCountsForSearch,
  pimsCaretakerSearchInput,
  pimsIdsOf,
  shouldRunClientSearch,
  type ClientSearchFields,
  type LocationClientWrite,
  addClientMachine,
  type SavedClient,
} from '@vetrx/core/client';
import { capitalizeWords, formatMessage, isValidPhone, phoneDigits, phoneTypeIdByName, DEFAULT_CONTACT_TYPES } from '@vetrx/core/common';
import { CLIENT_EMPTY_STATES, CLIENT_LABELS, CLIENT_SCREEN_LABELS as L, CLIENT_TOASTS, PIMS_LABELS } from '@vetrx/core/messages';
import { fromPromise, type OutputFrom } from 'xstate';
import { useNavigate } from 'react-router';
import { fillRoute, MAIN_ROUTES } from '@vetrx/core/access';
import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { LuDatabase, LuSearch, LuUserPlus } from 'react-icons/lu';
import { useApiClient } from '../../api/client';
import { useGql, operationName } from '../../api/useGql';
import { useQueryClient } from '@tanstack/react-query';
import { AppDialog } from '../../components/ui/app-dialog';
import { UnsavedScope, useUnsavedScope } from '../../components/form/unsaved-changes';
import { ResultList } from '../../components/ui/result-list';
import { notify } from '../../components/ui/toaster';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { PimsCaretakerSummary } from '../pims/PimsCaretakerSummary';
import { PimsPatientImportList } from '../pims/PimsPatientImportList';
import { clientFormFromPims, type PimsCaretaker } from '../pims/pims-model';
import { usePimsAccount, type PimsAccountInput } from '../pims/usePimsAccount';
import { EMPTY_CLIENT_FORM, type ClientFormValues } from './client-model';
import { ClientForm } from './ClientForm';
import { ClientSummary } from './ClientSummary';
import { useLocationFlags } from '../../session/useLocationFlags';
import { useReferenceTypes } from './useReferenceTypes';
import { ADD_CLIENT_RESULT_MAX_HEIGHT, MODAL_WIDTH } from '../../lib/layout';
import { SEARCH_DEBOUNCE_MS, TOAST_DURATION } from '../../lib/ui-constants';

/** What the Add Client flow ends with: the saved client, to open its profile. */
type AddClientOutput = OutputFrom<typeof addClientMachine>;

export interface AddClientModalProps {
  open: boolean;
  onClose(): void;
  /**
   * Where the flow ends: the client to open (a found one or the one just saved). Without it the modal
   * goes to /create/prescription/client/{clientId} with the client in the navigation state (clients §2).
   */
  onDone?(output: AddClientOutput): void;
}

const SEARCH_TAKE = 20;
const FIELDS: { key: keyof ClientSearchFields; label: string; type?: string; inputMode?: 'numeric' | 'email' }[] = [
  { key: 'firstName', label: L.firstName },
  { key: 'lastName', label: L.lastName },
  { key: 'email', label: L.email, type: 'email', inputMode: 'email' },
  { key: 'phone', label: L.phone, inputMode: 'numeric' },
  { key: 'patientName', label: L.patientName },
];

/** LocationClientSearch variables of the modal: core's pipe-joined filter over active clients. */
function searchVariables(fields: ClientSearchFields, locationId: string, organizationId: string | null) {
  const v = localClientSearchVariables(fields, { locationId, organizationId, take: SEARCH_TAKE });
  return { ...v, locationId, organizationId };
}

function PimsResult({ caretaker, account, onPickLocal, onPickPims }: { caretaker: PimsCaretaker; account: PimsAccountInput; onPickLocal(id: string): void; onPickPims(c: PimsCaretaker): void }) {
  const local = useGql(GetLocationClientByPimsIdDocument, caretaker.pimsId ? { pimsAccountId: account.pimsAccountId, pimsId: caretaker.pimsId } : null);
  const existing = local.data?.getLocationClientByPimsId ?? null;
  return (
    <ResultButton
      disabled={local.isPending}
      onClick={() => (existing ? onPickLocal(existing.id) : onPickPims(caretaker))}
      data-testid="add-client-pims-result"
      data-existing={existing ? 'true' : 'false'}
    >
      <Flex justify="space-between" gap="3" align="start">
        <PimsCaretakerSummary caretaker={caretaker} />
        <Text as="span" textStyle="xs" fontWeight="medium" color={existing ? 'fg.muted' : 'brand.fg'} flexShrink={0}>
          {existing ? PIMS_LABELS.alreadyAClient : PIMS_LABELS.addFromPims}
        </Text>
      </Flex>
    </ResultButton>
  );
}

/** One search result: a list item that is a full-width button, highlighted on hover and keyboard focus. */
function ResultButton({ children, ...button }: ComponentProps<'button'> & { 'data-testid': string; 'data-existing'?: string }) {
  return (
    <Box as="li" layerStyle="row.divided">
      <Box
        asChild
        w="full"
        textAlign="start"
        px="4"
        py="3"
        _hover={{ bg: 'brand.subtle' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
      >
        <button type="button" {...button}>
          {children}
        </button>
      </Box>
    </Box>
  );
}

function ResultHeading({ icon, label, count }: { icon: React.ReactNode; label: string; count?: number }) {
  return (
    <Flex as="h3" align="center" gap="2" px="4" py="2" bg="bg.muted" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide" position="sticky" top="0" zIndex="1">
      {icon}
      {label}
      {count !== undefined && <Text as="span" fontWeight="normal">({count})</Text>}
    </Flex>
  );
}

function SearchStep({
  onPick,
  onPickPims,
  onAddManually,
}: {
  onPick(id: string): void;
  onPickPims(caretaker: PimsCaretaker): void;
  onAddManually(fields: ClientSearchFields): void;
}) {
  const flags = useLocationFlags();
  const pims = usePimsAccount();
  const [fields, setFields] = useState<ClientSearchFields>({});
  const debounced = useDebouncedValue(fields, SEARCH_DEBOUNCE_MS);
  const runs = flags.locationId !== null && shouldRunClientSearch(debounced);
  const search = useGql(
    LocationClientSearchDocument,
    runs ? searchVariables(debounced, flags.locationId!, flags.organizationId) : null,
  );
  const pimsSearch = useGql(SearchPimsCaretakersDocument, runs && pims.account ? { input: pimsCaretakerSearchInput(debounced, pims.account) } : null, { retry: false });
  useEffect(() => {
    // PIMS search failures are only logged (clients §8).
    if (pimsSearch.error) console.warn('[pims] searchPimsCaretakers failed:', pimsSearch.error.message);
  }, [pimsSearch.error]);
  const result = search.data?.locationClientSearch;
  const pimsResults = pimsSearch.data?.searchPimsCaretakers ?? [];
  const phoneHint = Boolean(fields.phone?.trim()) && !phoneCountsForSearch(fields.phone);

  const localResults = (
    <ResultList loading={search.isPending} empty={!result || result.count === 0} emptyText={CLIENT_EMPTY_STATES.noDataFound}>
      {result?.data.map((c) => (
        <ResultButton key={c.id} onClick={() => onPick(c.id)} data-testid="add-client-result">
          <ClientSummary client={c} />
        </ResultButton>
      ))}
      {result && result.count > result.data.length && (
        <Text as="li" px="4" py="2" textStyle="xs" color="fg.muted">
          {formatMessage(L.moreResults, { shown: result.data.length, total: result.count })}
        </Text>
      )}
    </ResultList>
  );

  return (
    <Stack gap="4">
      {/* Add Client Manually sits beside the heading: always in view, however long the results. */}
      <Flex gap="3" align="center" justify="space-between" wrap="wrap" pe="8">
        <Heading as="h2" size="lg">
          {CLIENT_LABELS.searchForClient}
        </Heading>
        <Button colorPalette="brand" onClick={() => onAddManually(fields)} data-testid="add-client-manually">
          <LuUserPlus /> {CLIENT_LABELS.addClientManually}
        </Button>
      </Flex>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        {FIELDS.map((f) => (
          <Field.Root key={f.key} gridColumn={f.key === 'patientName' ? { sm: 'span 2' } : undefined}>
            <Field.Label>{f.label}</Field.Label>
            <Input
              type={f.type ?? 'text'}
              inputMode={f.inputMode}
              maxLength={CLIENT_LIMITS.searchInput}
              value={fields[f.key] ?? ''}
              onChange={(e) => {
                // Read the value now: React's updater runs after the event, when currentTarget is null.
                const value = e.currentTarget.value;
                setFields((s) => ({ ...s, [f.key]: value }));
              }}
              data-testid={`add-client-search-${f.key}`}
            />
            {f.key === 'phone' && phoneHint && <Field.HelperText>{L.phoneSearchHint}</Field.HelperText>}
          </Field.Root>
        ))}
      </Grid>
      <Box
        maxH={ADD_CLIENT_RESULT_MAX_HEIGHT}
        overflowY="auto"
        borderWidth="1px"
        borderRadius="lg"
        minH="24"
        aria-live="polite"
        data-testid="add-client-results"
      >
        {!runs ? (
          <Flex direction="column" align="center" justify="center" gap="2" p="6" color="fg.muted" textAlign="center">
            <LuSearch aria-hidden />
            <Text textStyle="sm">{L.addClientSearchHint}</Text>
          </Flex>
        ) : !pims.account ? (
          localResults
        ) : (
          <>
            <Box as="section" aria-label={PIMS_LABELS.practiceResults} data-testid="add-client-local-results">
              <ResultHeading icon={<LuSearch aria-hidden />} label={PIMS_LABELS.practiceResults} count={result?.count} />
              {localResults}
            </Box>
            <Box as="section" aria-label={PIMS_LABELS.pimsResults} borderTopWidth="1px" data-testid="add-client-pims-results">
              <ResultHeading icon={<LuDatabase aria-hidden />} label={PIMS_LABELS.pimsResults} count={pimsSearch.isSuccess ? pimsResults.length : undefined} />
              <ResultList loading={pimsSearch.isPending} empty={pimsResults.length === 0} emptyText={CLIENT_EMPTY_STATES.noPimsClients}>
                {pimsResults.map((c) => (
                  <PimsResult key={c.id} caretaker={c} account={pims.account!} onPickLocal={onPick} onPickPims={onPickPims} />
                ))}
              </ResultList>
            </Box>
          </>
        )}
      </Box>
    </Stack>
  );
}

/** The AddLocationClient input of core's normalised write (ids as GraphQL IDs). */
function addInput(v: LocationClientWrite) {
  return {
    ...v,
    locationClientPhones: v.locationClientPhones.map((p) => ({ ...p, phoneTypeId: String(p.phoneTypeId) })),
    locationClientAddress: v.locationClientAddress.map((a) => ({ ...a, addressTypeId: a.addressTypeId == null ? null : String(a.addressTypeId) })),
  };
}

/** The manual form's starting values from what was typed in the search (decided: the search prefills the form). */
function prefillFrom(fields: ClientSearchFields, cellTypeId: string | null): ClientFormValues {
  const phone = fields.phone?.trim() ?? '';
  return {
    ...EMPTY_CLIENT_FORM,
    firstName: capitalizeWords(fields.firstName?.trim() ?? ''),
    lastName: capitalizeWords(fields.lastName?.trim() ?? ''),
    email: fields.email?.trim() ?? '',
    phones: phone && isValidPhone(phoneDigits(phone)) && cellTypeId ? [{ phoneTypeId: cellTypeId, phoneNumber: phoneDigits(phone) }] : [],
  };
}

function Flow({ onClose, onDone }: { onClose(): void; onDone(output: AddClientOutput): void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const flags = useLocationFlags();
  const pims = usePimsAccount();
  const { phoneTypes, addressTypes } = useReferenceTypes();
  const [prefill, setPrefill] = useState<ClientFormValues>(EMPTY_CLIENT_FORM);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const done = useRef(false);

  const machine = useMemo(
    () =>
      addClientMachine.provide({
        actors: {
          saveClient: fromPromise<SavedClient, LocationClientWrite>(async ({ input }) => {
            setFieldErrors({});
            try {
              const r = await client.request(AddLocationClientDocument, { locationId: flags.locationId!, input: addInput(input) });
              await queryClient.invalidateQueries({ queryKey: [operationName(LocationClientSearchDocument)] });
              notify('success', CLIENT_TOASTS.clientCreated, { duration: TOAST_DURATION.short });
              return r.addLocationClient;
            } catch (e) {
              if (isApiError(e)) {
                setFieldErrors(e.fields);
                notify('error', { title: e.message }, { duration: TOAST_DURATION.short });
              }
              throw e;
            }
          }),
        },
      }),
    [client, flags.locationId, queryClient],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { locationPimsImportEnabled: pims.locationPimsImportEnabled, organizationPimsImportEnabled: pims.organizationPimsImportEnabled },
  });
  const fromPims = snapshot.context.prefill;

  if (snapshot.status === 'done' && !done.current) {
    done.current = true;
    queueMicrotask(() => onDone(snapshot.output));
  }

  if (snapshot.matches('search')) {
    return (
      <SearchStep
        onPick={(id) => send({ type: 'SELECT_LOCAL_CLIENT', locationClientId: id })}
        onPickPims={(caretaker) => {
          setPrefill(clientFormFromPims(caretaker, { phoneTypes, addressTypes }));
          send({ type: 'SELECT_PIMS_CLIENT', caretaker });
        }}
        onAddManually={(fields) => {
          setPrefill(prefillFrom(fields, String(phoneTypeIdByName(phoneTypes, DEFAULT_CONTACT_TYPES.clientPhone) ?? '') || null));
          send({ type: 'ADD_MANUALLY' });
        }}
      />
    );
  }
  if (snapshot.matches('manual') || snapshot.matches('saving')) {
    return (
      <ClientForm
        mode="create"
        defaultValues={prefill}
        showPimsId={flags.pimsImport}
        lockPimsId={fromPims !== null}
        submitting={snapshot.matches('saving')}
        serverError={snapshot.context.errors?._ ?? null}
        serverFieldErrors={fieldErrors}
        onBack={() => send({ type: 'BACK' })}
        onCancel={() => {
          send({ type: 'CANCEL' });
          onClose();
        }}
        onSubmit={(values) =>
          send({
            type: 'SUBMIT',
            input: {
              firstName: values.firstName,
              lastName: values.lastName,
              email: values.email,
              isActive: values.isActive === 'yes',
              locationClientPhones: values.phones,
              locationClientAddress: values.addresses,
              ...pimsFields(fromPims, flags.pimsImport ? values.pimsId : '', flags.pimsConnectionType),
            },
          })
        }
      />
    );
  }
  if (snapshot.matches('import') && pims.account && flags.locationId && snapshot.context.client) {
    const saved = snapshot.context.client;
    return (
      <Stack gap="4" data-testid="add-client-import">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {CLIENT_LABELS.importExistingPatients}
          </Heading>
          <Text color="fg.muted">{CLIENT_LABELS.importExistingPatientsSubtitle}</Text>
        </Stack>
        <PimsPatientImportList
          account={pims.account}
          locationId={flags.locationId}
          locationClientId={String(saved.id)}
          caretaker={{ pimsId: saved.pimsId, providerId: saved.pimsProviderId }}
          onImported={(id) => send({ type: 'IMPORT_FINISHED', locationPatientId: id })}
        />
        <Flex justify="flex-end" pt="2" borderTopWidth="1px">
          <Button variant="outline" onClick={() => send({ type: 'SKIP_IMPORT' })} data-testid="add-client-skip-import">
            {PIMS_LABELS.skip}
          </Button>
        </Flex>
      </Stack>
    );
  }
  return (
    <Flex justify="center" p="10">
      <Spinner color="brand.solid" />
    </Flex>
  );
}

/**
 * The PIMS fields of AddLocationClient: the ids of the PIMS match the form started from, else a PIMS ID
 * typed in the form (of the location's PIMS); isPIMSImport is sent when a pimsId is present (clients §7).
 */
function pimsFields(fromPims: Parameters<typeof pimsIdsOf>[0] | null, typedPimsId: string, connectionType: string | null) {
  if (fromPims) {
    const ids = pimsIdsOf(fromPims);
    return { pimsId: ids.pimsId, pimsProviderId: ids.pimsProviderId, pimsConnectionType: ids.pimsConnectionType ?? connectionType, isPIMSImport: true };
  }
  const pimsId = typedPimsId.trim();
  return pimsId ? { pimsId, pimsConnectionType: connectionType, isPIMSImport: true } : {};
}

export function AddClientModal({ open, onClose, onDone }: AddClientModalProps) {
  const navigate = useNavigate();
  const forms = useUnsavedScope();
  // A new flow (and so a reset search step) every time the modal opens.
  const [generation, setGeneration] = useState(0);
  const close = () => {
    onClose();
    setGeneration((g) => g + 1);
  };
  return (
    // Its X or Escape over a form with typing not saved asks first; Cancel is the vet's own choice.
    <AppDialog open={open} onClose={() => forms.guard(close)} testId="add-client-modal" label={CLIENT_LABELS.addClient} width={MODAL_WIDTH} placement="top" scroll="outside" lazy focusClose>
      <Dialog.Body pt="6" pb="6">
        <UnsavedScope scope={forms}>
          <Flow
            key={generation}
            onClose={close}
            onDone={(output) => {
              if (onDone) onDone(output);
              else {
                navigate(fillRoute(MAIN_ROUTES.createPrescriptionForClient, { clientId: output.locationClientId }), {
                  state: { locationClientId: output.locationClientId, locationPatientId: output.locationPatientId },
                });
              }
              close();
            }}
          />
        </UnsavedScope>
      </Dialog.Body>
    </AppDialog>
  );
}
