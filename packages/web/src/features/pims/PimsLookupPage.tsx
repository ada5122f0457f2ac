/**
 * /support/pims — the support Pims Lookup (admin §2.4, clients §2 "Support: location search"): find a
 * location (from 3 characters, prompt 'Find A Location'), pick it, then search its clients in the
 * practice and in its PIMS by e-mail, first name, last name and patient name, and look up a client or
 * a patient by PIMS ID (the practice's record and the PIMS's, side by side).
 */
import { Badge, Box, Button, Field, Flex, Grid, Heading, HStack, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Card, SegmentGroup } from '../../components/ui/chakra-late';
import { keepPreviousData } from '@tanstack/react-query';
import { adminSearchTerm, pimsAccountOf } from '@vetrx/core/admin';
import { pimsConnectionStatus } from '@vetrx/core/access';
import { GetLocationClientByPimsIdDocument } from '@vetrx/core/operations/GetLocationClientByPimsId';
import { GetLocationPatientByPimsIdDocument } from '@vetrx/core/operations/GetLocationPatientByPimsId';
import { LocationClientSearchDocument } from '@vetrx/core/operations/LocationClientSearch';
import { LocationsDocument, type LocationsQuery } from '@vetrx/core/operations/Locations';
import { GetInstallStatusDocument } from '@vetrx/core/operations/getInstallStatus';
import { GetPimsCaretakerByIdDocument } from '@vetrx/core/operations/getPimsCaretakerById';
import { GetPimsCaretakerListDocument } from '@vetrx/core/operations/getPimsCaretakerList';
import { GetPimsPatientByIdDocument } from '@vetrx/core/operations/getPimsPatientById';
import { CLIENT_LIMITS, clientFullName, localClientSearchVariables, shouldRunClientSearch, type ClientSearchFields } from '@vetrx/core/client';
import { isPimsEnabled } from '@vetrx/core/common';
import { formatDate } from '@vetrx/core/format';
import { CLIENT_EMPTY_STATES, CLIENT_SCREEN_LABELS, PIMS_LABELS as L } from '@vetrx/core/messages';
import { weightWithUnit } from '@vetrx/core/patient';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { LuArrowLeftRight, LuDatabase, LuHospital, LuSearch } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { PageWrapper } from '../../components/page/PageWrapper';
import { EmptyPrompt } from '../../components/ui/empty-prompt';
import { Pager } from '../../components/ui/pager';
import { SkeletonRows } from '../../components/ui/skeleton-rows';
import { StatusBadge } from '../../components/ui/status-badge';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { ClientSummary } from '../../shared/clients/ClientSummary';
import { PimsCaretakerSummary } from '../../shared/pims/PimsCaretakerSummary';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';

type LookupLocation = LocationsQuery['locations'][number];
const PAGE = 10;

function Section({ title, icon, children, testId }: { title: string; icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack as="section" gap="3" minW="0" aria-label={title} data-testid={testId}>
      <HStack gap="2" color="fg.muted" textStyle="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
        {icon}
        <Text as="h3">{title}</Text>
      </HStack>
      {children}
    </Stack>
  );
}

function LocationPicker({ onPick }: { onPick(l: LookupLocation): void }) {
  const id = useId();
  const [text, setText] = useState('');
  const term = adminSearchTerm(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const results = useGql(LocationsDocument, term ? { filter: term, includeOrganization: true, activeFilterType: 'all', take: 20 } : null, { placeholderData: keepPreviousData });
  const rows = results.data?.locations ?? [];
  return (
    <Card.Root variant="outline" borderRadius="xl" shadow="card">
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <label htmlFor={id}>
          <Text srOnly>{L.findLocation}</Text>
        </label>
        <InputGroup startElement={<LuSearch />}>
          <Input id={id} type="search" value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={L.findLocation} autoComplete="off" data-testid="pims-lookup-location-search" />
        </InputGroup>
        {!term ? (
          <EmptyPrompt py="10" icon={<LuHospital />} text={L.findLocation} testId="pims-lookup-prompt" />
        ) : results.isPending ? (
          <SkeletonRows count={2} h="14" />
        ) : rows.length === 0 ? (
          <EmptyPrompt py="10" icon={<LuHospital />} text={CLIENT_EMPTY_STATES.noDataFound} />
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="pims-lookup-locations">
            {rows.map((l) => (
              <Box as="li" key={l.id}>
                <Box
                  asChild
                  layerStyle="row.interactive"
                  w="full"
                  textAlign="start"
                  p="3"
                >
                  <button type="button" onClick={() => onPick(l)} data-testid="pims-lookup-location">
                    <Flex justify="space-between" gap="3" align="center" wrap="wrap">
                      <Stack gap="0" minW="0">
                        <Text fontWeight="semibold">{l.name}</Text>
                        <Text textStyle="sm" color="fg.muted">
                          {l.organization?.name ?? '—'}
                        </Text>
                      </Stack>
                      <Badge colorPalette={l.pimsAccountId ? 'teal' : 'gray'} variant="subtle" gap="1">
                        <LuDatabase aria-hidden />
                        {l.pimsConnectionType && l.pimsAccountId ? `${l.pimsConnectionType} · ${l.pimsAccountId}` : L.notAvailable}
                      </Badge>
                    </Flex>
                  </button>
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const SEARCH_FIELDS: { key: keyof ClientSearchFields; label: string; type?: string }[] = [
  { key: 'email', label: CLIENT_SCREEN_LABELS.email, type: 'email' },
  { key: 'firstName', label: CLIENT_SCREEN_LABELS.firstName },
  { key: 'lastName', label: CLIENT_SCREEN_LABELS.lastName },
  { key: 'patientName', label: CLIENT_SCREEN_LABELS.patientName },
];

function ClientSearch({ location, account }: { location: LookupLocation; account: { pimsAccountId: string; pimsConnectionType: string } | null }) {
  const [fields, setFields] = useState<ClientSearchFields>({});
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(fields, SEARCH_DEBOUNCE_MS);
  const runs = shouldRunClientSearch(debounced);
  useEffect(() => setPage(1), [debounced]);
  const local = useGql(
    LocationClientSearchDocument,
    runs ? { ...localClientSearchVariables(debounced, { locationId: location.id, organizationId: null, take: 20 }), locationId: location.id, organizationId: null, activeFilterType: 'all' as const } : null,
    { placeholderData: keepPreviousData },
  );
  const pims = useGql(
    GetPimsCaretakerListDocument,
    runs && account ? { input: { ...account, email: debounced.email, firstName: debounced.firstName, lastName: debounced.lastName, patientName: debounced.patientName, skip: (page - 1) * PAGE, take: PAGE } } : null,
    { placeholderData: keepPreviousData, retry: false },
  );
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="3">
        {SEARCH_FIELDS.map((f) => (
          <Field.Root key={f.key}>
            <Field.Label>{f.label}</Field.Label>
            <Input
              type={f.type ?? 'text'}
              value={fields[f.key] ?? ''}
              maxLength={CLIENT_LIMITS.searchInput}
              onChange={(e) => {
                // Read the value now: React's updater runs after the event, when currentTarget is null.
                const value = e.currentTarget.value;
                setFields((s) => ({ ...s, [f.key]: value }));
              }}
              data-testid={`pims-lookup-${f.key}`}
            />
          </Field.Root>
        ))}
      </Grid>
      {!runs ? (
        <EmptyPrompt py="10" icon={<LuSearch />} text={CLIENT_SCREEN_LABELS.addClientSearchHint} />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="5" alignItems="start">
          <Section title={`${L.inPractice}${local.data ? ` (${local.data.locationClientSearch.count})` : ''}`} icon={<LuHospital aria-hidden />} testId="pims-lookup-practice">
            {local.isPending ? (
              <Skeleton h="20" borderRadius="lg" />
            ) : !local.data?.locationClientSearch.count ? (
              <Text color="fg.muted">{CLIENT_EMPTY_STATES.noDataFound}</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {local.data.locationClientSearch.data.map((c) => (
                  <Box as="li" key={c.id} p="3" borderWidth="1px" borderRadius="lg">
                    <ClientSummary client={c} />
                    {c.pimsId && (
                      <Badge size="sm" mt="2" variant="outline" fontFamily="mono">
                        {L.pimsId} {c.pimsId}
                      </Badge>
                    )}
                  </Box>
                ))}
              </Stack>
            )}
          </Section>
          <Section title={`${L.inPims}${pims.data ? ` (${pims.data.getPimsCaretakerList.count})` : ''}`} icon={<LuDatabase aria-hidden />} testId="pims-lookup-pims">
            {!account ? (
              <Text color="fg.muted">{L.noLocationPims}</Text>
            ) : pims.isPending ? (
              <Skeleton h="20" borderRadius="lg" />
            ) : pims.isError ? (
              <Text color="fg.error">{pims.error.message}</Text>
            ) : !pims.data?.getPimsCaretakerList.count ? (
              <Text color="fg.muted">{CLIENT_EMPTY_STATES.noPimsClients}</Text>
            ) : (
              <Stack gap="3">
                <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                  {pims.data.getPimsCaretakerList.data.map((c) => (
                    <Box as="li" key={c.id} p="3" borderWidth="1px" borderRadius="lg">
                      <PimsCaretakerSummary caretaker={c} />
                    </Box>
                  ))}
                </Stack>
                {pims.data.getPimsCaretakerList.count > PAGE && <Pager page={page} pageSize={PAGE} count={pims.data.getPimsCaretakerList.count} onPageChange={setPage} />}
              </Stack>
            )}
          </Section>
        </Grid>
      )}
    </Stack>
  );
}

function Missing() {
  return (
    <Text color="fg.muted" p="3" borderWidth="1px" borderStyle="dashed" borderRadius="lg" data-testid="pims-lookup-not-found">
      {L.notFound}
    </Text>
  );
}

function ByIdResult({ kind, pimsId, location, account }: { kind: 'client' | 'patient'; pimsId: string; location: LookupLocation; account: { pimsAccountId: string; pimsConnectionType: string } }) {
  const localClient = useGql(GetLocationClientByPimsIdDocument, kind === 'client' ? { pimsAccountId: account.pimsAccountId, pimsId } : null);
  const pimsClient = useGql(GetPimsCaretakerByIdDocument, kind === 'client' ? { input: { ...account, pimsId } } : null, { retry: false });
  const localPatient = useGql(GetLocationPatientByPimsIdDocument, kind === 'patient' ? { pimsId, pimsAccountId: account.pimsAccountId, locationId: location.id } : null);
  const pimsPatient = useGql(GetPimsPatientByIdDocument, kind === 'patient' ? { input: { ...account, pimsId } } : null, { retry: false });
  const loading = kind === 'client' ? localClient.isPending || pimsClient.isPending : localPatient.isPending || pimsPatient.isPending;
  if (loading) return <Skeleton h="24" borderRadius="lg" />;
  const error = (kind === 'client' ? pimsClient.error : pimsPatient.error)?.message;
  const client = localClient.data?.getLocationClientByPimsId ?? null;
  const patient = localPatient.data?.getLocationPatientByPimsId ?? null;
  const pc = pimsClient.data?.getPimsCaretakerById ?? null;
  const pp = pimsPatient.data?.getPimsPatientById ?? null;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="5" alignItems="start" data-testid="pims-lookup-by-id-result">
      <Section title={L.inPractice} icon={<LuHospital aria-hidden />} testId="pims-lookup-by-id-practice">
        {kind === 'client' ? (
          client ? (
            <Stack gap="2" p="3" borderWidth="1px" borderRadius="lg">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{clientFullName(client)}</Text>
                <Badge size="sm" colorPalette={client.isActive ? 'green' : 'gray'}>
                  {client.isActive ? CLIENT_SCREEN_LABELS.active : CLIENT_SCREEN_LABELS.inactive}
                </Badge>
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {client.email ?? '—'}
              </Text>
              <Text textStyle="sm">
                {CLIENT_SCREEN_LABELS.patients}:{' '}
                {client.locationPatientClients
                  .filter((l) => l.isActive && l.locationPatient)
                  .map((l) => l.locationPatient!.name)
                  .join(', ') || '—'}
              </Text>
            </Stack>
          ) : (
            <Missing />
          )
        ) : patient ? (
          <Stack gap="1" p="3" borderWidth="1px" borderRadius="lg">
            <Text fontWeight="semibold">{patient.name}</Text>
            <Text textStyle="sm" color="fg.muted">
              {[patient.species?.name, patient.breed?.name, patient.birthdate ? formatDate(patient.birthdate) : null, weightWithUnit(patient)].filter(Boolean).join(' · ')}
            </Text>
            <Text textStyle="sm">
              {CLIENT_SCREEN_LABELS.linkedClients}: {patient.locationPatientClients.filter((l) => l.isActive && l.locationClient).map((l) => clientFullName(l.locationClient)).join(', ') || '—'}
            </Text>
          </Stack>
        ) : (
          <Missing />
        )}
      </Section>
      <Section title={L.inPims} icon={<LuDatabase aria-hidden />} testId="pims-lookup-by-id-pims">
        {error ? (
          <Text color="fg.error">{error}</Text>
        ) : kind === 'client' ? (
          pc ? (
            <Box p="3" borderWidth="1px" borderRadius="lg">
              <PimsCaretakerSummary caretaker={pc} />
            </Box>
          ) : (
            <Missing />
          )
        ) : pp ? (
          <Stack gap="1" p="3" borderWidth="1px" borderRadius="lg">
            <HStack gap="2">
              <Text fontWeight="semibold">{pp.name}</Text>
              {pp.isDeceased && (
                <Badge size="sm" colorPalette="gray">
                  {L.deceased}
                </Badge>
              )}
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              {[pp.species, pp.breed, pp.gender, pp.dateOfBirth ? formatDate(pp.dateOfBirth) : null, pp.currentWeightInPounds != null ? `${pp.currentWeightInPounds} lbs` : null].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ) : (
          <Missing />
        )}
      </Section>
    </Grid>
  );
}

/** A card of the selected location's page: its heading, then its content. */
function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" borderRadius="xl" shadow="card">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function LookupById({ location, account }: { location: LookupLocation; account: { pimsAccountId: string; pimsConnectionType: string } }) {
  const id = useId();
  const [kind, setKind] = useState<'client' | 'patient'>('client');
  const [text, setText] = useState('');
  const [query, setQuery] = useState<{ kind: 'client' | 'patient'; pimsId: string } | null>(null);
  return (
    <Stack gap="4">
      <Flex
        as="form"
        gap="3"
        align={{ base: 'stretch', md: 'end' }}
        direction={{ base: 'column', md: 'row' }}
        onSubmit={(e) => {
          e.preventDefault();
          const pimsId = text.trim();
          setQuery(pimsId ? { kind, pimsId } : null);
        }}
      >
        <SegmentGroup.Root value={kind} onValueChange={(e) => setKind(e.value === 'patient' ? 'patient' : 'client')} aria-label={L.lookupById} data-testid="pims-lookup-kind">
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={[{ value: 'client', label: L.clientById }, { value: 'patient', label: L.patientById }]} />
        </SegmentGroup.Root>
        <Field.Root flex="1">
          <Field.Label htmlFor={id}>{L.pimsId}</Field.Label>
          <Input id={id} value={text} maxLength={CLIENT_LIMITS.pimsId} onChange={(e) => setText(e.currentTarget.value)} fontFamily="mono" data-testid="pims-lookup-id" />
        </Field.Root>
        <Button type="submit" colorPalette="brand" data-testid="pims-lookup-id-submit">
          <LuSearch /> {L.lookUp}
        </Button>
      </Flex>
      {query && <ByIdResult key={`${query.kind}:${query.pimsId}`} kind={query.kind} pimsId={query.pimsId} location={location} account={account} />}
    </Stack>
  );
}

function SelectedLocation({ location, onChange }: { location: LookupLocation; onChange(): void }) {
  const account = isPimsEnabled({ isPimsEnabled: location.isPimsEnabled, organization: { isPIMSEnabled: location.organization?.isPIMSEnabled } }) ? pimsAccountOf(location) : null;
  const status = useGql(GetInstallStatusDocument, account ? { pimsInput: account } : null, { retry: false });
  const connection = pimsConnectionStatus(status.data?.getInstallStatus ?? null);
  return (
    <Stack gap="5">
      <Card.Root variant="outline" borderRadius="xl" shadow="card" data-testid="pims-lookup-selected">
        <Card.Body p={{ base: '4', md: '5' }}>
          <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="3" direction={{ base: 'column', md: 'row' }}>
            <Stack gap="1">
              <Heading as="h2" size="md">
                {location.name}
              </Heading>
              <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
                <Text>{location.organization?.name ?? '—'}</Text>
                {account && (
                  <Badge variant="outline" fontFamily="mono">
                    {account.pimsConnectionType} · {account.pimsAccountId}
                  </Badge>
                )}
                {account && !status.isPending && (
                  <StatusBadge tone={connection.connected ? 'pims.linked' : 'pims.notLinked'} data-testid="pims-lookup-connection">
                    {connection.label}
                  </StatusBadge>
                )}
              </HStack>
            </Stack>
            <Button variant="outline" size="sm" onClick={onChange} data-testid="pims-lookup-change-location">
              <LuArrowLeftRight /> {L.changeLocation}
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
      <TitledCard title={L.searchClients}>
        <ClientSearch location={location} account={account} />
      </TitledCard>
      <TitledCard title={L.lookupById}>{account ? <LookupById location={location} account={account} /> : <Text color="fg.muted">{L.noLocationPims}</Text>}</TitledCard>
    </Stack>
  );
}

export default function PimsLookupPage() {
  const [location, setLocation] = useState<LookupLocation | null>(null);
  return (
    <PageWrapper title={L.pimsLookup} icon="LuDatabase">
      {location ? <SelectedLocation location={location} onChange={() => setLocation(null)} /> : <LocationPicker onPick={setLocation} />}
    </PageWrapper>
  );
}
