/**
 * /support/sandbox — the Sandbox page (issue 14): a support user drives the
 * sandbox storefront, pharmacy and clock. The clock (time, Tick now with or without new traffic,
 * automatic ticks and traffic rate), the storefront for a chosen location, client, pet and product
 * (order, recommendation, renewal, Expiring Rx tasks), the pharmacy and shipping of the location's
 * sandbox orders (advance / more info / decline an Rx, hard copy for a controlled substance; move a
 * line on, or cancel / refund / void it), and a feed of the newest exchanges. The server refuses the
 * page's operations in production and to anyone but support outside development; the menu hides it.
 */
import { Badge, Box, Button, Checkbox, Field, Flex, Grid, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Card, Table } from '../../components/ui/chakra-late';
import { keepPreviousData } from '@tanstack/react-query';
import { LocationsDocument } from '@vetrx/core/operations/Locations';
import { SandboxActivityDocument, type SandboxActivityQuery } from '@vetrx/core/operations/SandboxActivity';
import { SandboxAdvancePrescriptionDocument } from '@vetrx/core/operations/SandboxAdvancePrescription';
import { SandboxCustomersDocument } from '@vetrx/core/operations/SandboxCustomers';
import { SandboxGenerateExpiringDocument } from '@vetrx/core/operations/SandboxGenerateExpiring';
import { SandboxMoveOrderLineDocument } from '@vetrx/core/operations/SandboxMoveOrderLine';
import { SandboxPlaceOrderDocument } from '@vetrx/core/operations/SandboxPlaceOrder';
import { SandboxProductsDocument } from '@vetrx/core/operations/SandboxProducts';
import { SandboxReceiveHardCopyDocument } from '@vetrx/core/operations/SandboxReceiveHardCopy';
import { SandboxRecommendDocument } from '@vetrx/core/operations/SandboxRecommend';
import { SandboxRenewDocument } from '@vetrx/core/operations/SandboxRenew';
import { SandboxSetClockDocument } from '@vetrx/core/operations/SandboxSetClock';
import { SandboxStateDocument } from '@vetrx/core/operations/SandboxState';
import { SandboxTickDocument } from '@vetrx/core/operations/SandboxTick';
import { clientFullName } from '@vetrx/core/client';
import { canStopLine, nextLineStatus, SANDBOX_LABELS as L, SANDBOX_LINE_STOPS, tickSummary } from '@vetrx/core/sandbox';
import { useEffect, useState, type ReactNode } from 'react';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { PageWrapper } from '../../components/page/PageWrapper';
import { SelectField, SelectInput } from '../../components/ui/select-field';
import { notify } from '../../components/ui/toaster';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';

type Line = SandboxActivityQuery['sandboxActivity']['lines'][number];
const ERROR = { title: 'Sandbox' };
const REFRESH_MS = 5000;
const ACTIVITY = [SandboxActivityDocument, SandboxStateDocument];

function Panel({ title, children, actions, testId }: { title: string; children: ReactNode; actions?: ReactNode; testId: string }) {
  return (
    <Card.Root variant="outline" borderRadius="xl" shadow="card" data-testid={testId}>
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

/** One reading of the clock: a small muted label over its value. */
function Reading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Clock() {
  const state = useGql(SandboxStateDocument, {}, { refetchInterval: REFRESH_MS });
  const s = state.data?.sandboxState;
  const [traffic, setTraffic] = useState(true);
  const [every, setEvery] = useState('');
  const [rate, setRate] = useState('');
  useEffect(() => {
    if (!s) return;
    setEvery((v) => (v === '' ? String(s.tickSeconds) : v));
    setRate((v) => (v === '' ? String(s.trafficPerHour) : v));
  }, [s]);
  const tick = useGqlMutation(SandboxTickDocument, {
    invalidates: ACTIVITY,
    errorToast: ERROR,
    onSuccess: (r) => notify('success', { title: L.ticked, description: tickSummary(r.sandboxTick) }),
  });
  const set = useGqlMutation(SandboxSetClockDocument, { invalidates: ACTIVITY, errorToast: ERROR, onSuccess: () => notify('success', { title: L.done }) });
  if (state.error) {
    return (
      <Panel title={L.clock} testId="sandbox-clock">
        <Text color="fg.error" data-testid="sandbox-refused">
          {state.error.message}
        </Text>
      </Panel>
    );
  }
  return (
    <Panel title={L.clock} testId="sandbox-clock">
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        <Reading label={L.sandboxTime}>
          <Text fontWeight="semibold" data-testid="sandbox-time">
            {s ? new Date(s.now).toLocaleString() : '—'}
          </Text>
        </Reading>
        <Reading label={L.ticks}>
          <Text fontWeight="semibold" data-testid="sandbox-ticks">
            {s?.ticks ?? '—'}
          </Text>
        </Reading>
        <Reading label={L.autoTicks}>
          <HStack>
            <Badge colorPalette={s && s.tickSeconds > 0 ? 'green' : 'gray'} data-testid="sandbox-auto">
              {s && s.tickSeconds > 0 ? `${s.tickSeconds} s` : L.off}
            </Badge>
            <Text textStyle="xs" color="fg.muted">
              {s?.mode}
            </Text>
          </HStack>
        </Reading>
      </Grid>
      <Flex gap="4" align="end" wrap="wrap">
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="brand" loading={tick.isPending} onClick={() => tick.mutate({ ticks: 1, traffic })} data-testid="sandbox-tick">
            {L.tickNow}
          </Button>
          <Checkbox.Root checked={traffic} onCheckedChange={(e) => setTraffic(e.checked === true)} data-testid="sandbox-traffic">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{L.withTraffic}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        <Box flex="1" />
        <Field.Root w={{ base: 'full', md: '32' }}>
          <Field.Label>{L.every}</Field.Label>
          <Input inputMode="numeric" value={every} onChange={(e) => setEvery(e.currentTarget.value)} data-testid="sandbox-every" />
        </Field.Root>
        <Field.Root w={{ base: 'full', md: '56' }}>
          <Field.Label>{L.trafficPerHour}</Field.Label>
          <Input inputMode="decimal" value={rate} onChange={(e) => setRate(e.currentTarget.value)} data-testid="sandbox-rate" />
        </Field.Root>
        <Button variant="outline" loading={set.isPending} onClick={() => set.mutate({ tickSeconds: Number(every), trafficPerHour: Number(rate) })} data-testid="sandbox-apply">
          {L.apply}
        </Button>
      </Flex>
    </Panel>
  );
}

/** A search box narrowing a select of what it found: client or product (an empty choice first, "Label…"). */
function SearchPick({
  label,
  search,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  search: { text: string; onText(text: string): void; placeholder: string; testId: string };
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  testId: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type="search" placeholder={search.placeholder} value={search.text} onChange={(e) => search.onText(e.currentTarget.value)} data-testid={search.testId} />
      <SelectInput aria-label={label} placeholder={`${label}…`} options={options} value={value} onValueChange={onChange} rootProps={{ mt: '2' }} data-testid={testId} />
    </Field.Root>
  );
}

function Storefront({ locationId }: { locationId: string }) {
  const [clientText, setClientText] = useState('');
  const [clientId, setClientId] = useState('');
  const [patientId, setPatientId] = useState('');
  const [productText, setProductText] = useState('');
  const [productId, setProductId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [autoship, setAutoship] = useState(false);
  const [renewRx, setRenewRx] = useState('');
  const clientTerm = useDebouncedValue(clientText, SEARCH_DEBOUNCE_MS).trim();
  const productTerm = useDebouncedValue(productText, SEARCH_DEBOUNCE_MS).trim();
  const clients = useGql(SandboxCustomersDocument, clientTerm ? { text: clientTerm, locationId, take: 20 } : null, { placeholderData: keepPreviousData });
  const products = useGql(SandboxProductsDocument, productTerm ? { text: productTerm, take: 30 } : null, { placeholderData: keepPreviousData });
  const client = (clients.data?.sandboxCustomers ?? []).find((c) => c.id === clientId);
  const pets = client?.pets ?? [];
  useEffect(() => setPatientId(''), [clientId]);
  useEffect(() => {
    setClientId('');
    setProductId('');
  }, [locationId]);
  const input = { locationId, locationClientId: clientId, locationPatientId: patientId, productId, quantity: Number(quantity) };
  const ready = Boolean(clientId && patientId && productId);
  const place = useGqlMutation(SandboxPlaceOrderDocument, {
    invalidates: ACTIVITY,
    errorToast: ERROR,
    onSuccess: (r) =>
      notify('success', r.sandboxPlaceOrder.outcome === 'ORDER' ? { title: L.orderPlaced, description: r.sandboxPlaceOrder.orderNumber ?? '' } : { title: L.requestRaised }),
  });
  const recommend = useGqlMutation(SandboxRecommendDocument, { invalidates: ACTIVITY, errorToast: ERROR, onSuccess: () => notify('success', { title: L.taskRaised }) });
  const renew = useGqlMutation(SandboxRenewDocument, { invalidates: ACTIVITY, errorToast: ERROR, onSuccess: () => notify('success', { title: L.taskRaised }) });
  const expiring = useGqlMutation(SandboxGenerateExpiringDocument, {
    invalidates: ACTIVITY,
    errorToast: ERROR,
    onSuccess: (r) => notify('success', { title: L.done, description: `${r.sandboxGenerateExpiring} Expiring Rx` }),
  });

  return (
    <Panel title={L.storefront} testId="sandbox-storefront">
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)' }} gap="4">
        <SearchPick
          label={L.client}
          search={{ text: clientText, onText: setClientText, placeholder: L.findClient, testId: 'sandbox-client-search' }}
          value={clientId}
          onChange={setClientId}
          options={(clients.data?.sandboxCustomers ?? []).map((c) => ({ value: c.id, label: `${clientFullName(c)} ${c.email ? `· ${c.email}` : ''}` }))}
          testId="sandbox-client"
        />
        <SelectField
          label={L.pet}
          aria-label={L.pet}
          disabled={!clientId}
          placeholder={L.choosePet}
          options={pets.map((pet) => ({ value: pet.id, label: pet.name }))}
          value={patientId}
          onValueChange={setPatientId}
          data-testid="sandbox-pet"
        />
        <SearchPick
          label={L.product}
          search={{ text: productText, onText: setProductText, placeholder: L.findProduct, testId: 'sandbox-product-search' }}
          value={productId}
          onChange={setProductId}
          options={(products.data?.sandboxProducts ?? []).map((p) => ({ value: p.id, label: `${p.title}${p.isControlled ? ' (C)' : ''}` }))}
          testId="sandbox-product"
        />
        <HStack align="end" gap="4">
          <Field.Root w="28">
            <Field.Label>{L.quantity}</Field.Label>
            <Input inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.currentTarget.value)} data-testid="sandbox-quantity" />
          </Field.Root>
          <Checkbox.Root checked={autoship} onCheckedChange={(e) => setAutoship(e.checked === true)} pb="2" data-testid="sandbox-autoship">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{L.autoship}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
      </Grid>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" disabled={!ready} loading={place.isPending} onClick={() => place.mutate({ input: { ...input, isAutoship: autoship } })} data-testid="sandbox-place-order">
          {L.placeOrder}
        </Button>
        <Button variant="outline" disabled={!ready} loading={recommend.isPending} onClick={() => recommend.mutate({ input })} data-testid="sandbox-recommend">
          {L.recommend}
        </Button>
        <Box flex="1" />
        <Input w="40" inputMode="numeric" aria-label={L.renewal} placeholder={L.renewal} value={renewRx} onChange={(e) => setRenewRx(e.currentTarget.value)} data-testid="sandbox-renew-rx" />
        <Button variant="outline" disabled={!renewRx.trim()} loading={renew.isPending} onClick={() => renew.mutate({ prescriptionId: renewRx.trim() })} data-testid="sandbox-renew">
          {L.requestRenewal}
        </Button>
        <Button variant="outline" loading={expiring.isPending} onClick={() => expiring.mutate({ locationId })} data-testid="sandbox-expiring">
          {L.generateExpiring}
        </Button>
      </HStack>
    </Panel>
  );
}

function LineActions({ line }: { line: Line }) {
  const advance = useGqlMutation(SandboxAdvancePrescriptionDocument, {
    invalidates: ACTIVITY,
    errorToast: ERROR,
    onSuccess: (r) => notify(r.sandboxAdvancePrescription ? 'success' : 'info', { title: r.sandboxAdvancePrescription ?? L.unchanged }),
  });
  const hard = useGqlMutation(SandboxReceiveHardCopyDocument, { invalidates: ACTIVITY, errorToast: ERROR });
  const move = useGqlMutation(SandboxMoveOrderLineDocument, { invalidates: ACTIVITY, errorToast: ERROR });
  const rxOpen = line.prescriptionId && ['Created', 'SentToPharmacy', 'FaxedToPharmacy', 'MailedToPharmacy', 'ReceivedByPharmacy', 'MoreInfoRequired'].includes(line.rxStatus ?? '');
  const received = line.rxStatus === 'ReceivedByPharmacy' || line.rxStatus === 'MoreInfoRequired';
  const busy = advance.isPending || hard.isPending || move.isPending;
  const rx = line.prescriptionId ?? '';
  const lineMovable = line.rxStatus === 'AcceptedByPharmacy' && nextLineStatus(line.status) !== null;
  return (
    <HStack gap="1" wrap="wrap">
      {rxOpen && (
        <>
          <Button size="xs" colorPalette="brand" disabled={busy} onClick={() => advance.mutate({ prescriptionId: rx, outcome: 'accept' })} data-testid="sandbox-rx-advance">
            {L.advanceRx}
          </Button>
          {received && (
            <>
              <Button size="xs" variant="outline" disabled={busy} onClick={() => advance.mutate({ prescriptionId: rx, outcome: 'moreInfo' })} data-testid="sandbox-rx-more-info">
                {L.moreInfo}
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => advance.mutate({ prescriptionId: rx, outcome: 'decline' })} data-testid="sandbox-rx-decline">
                {L.decline}
              </Button>
            </>
          )}
          {line.isControlled && !line.hardCopyReceived && (
            <Button size="xs" variant="outline" disabled={busy} onClick={() => hard.mutate({ prescriptionId: rx })} data-testid="sandbox-rx-hard-copy">
              {L.hardCopy}
            </Button>
          )}
        </>
      )}
      {lineMovable && (
        <Button size="xs" colorPalette="brand" disabled={busy} onClick={() => move.mutate({ lineItemId: line.lineItemId, stop: null })} data-testid="sandbox-line-move">
          {L.moveLine}
        </Button>
      )}
      {(Object.keys(SANDBOX_LINE_STOPS) as (keyof typeof SANDBOX_LINE_STOPS)[])
        .filter((stop) => canStopLine(line.status, stop))
        .map((stop) => (
          <Button key={stop} size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={() => move.mutate({ lineItemId: line.lineItemId, stop })} data-testid={`sandbox-line-${stop}`}>
            {L[stop]}
          </Button>
        ))}
    </HStack>
  );
}

function Pharmacy({ lines }: { lines: readonly Line[] }) {
  return (
    <Panel title={L.pharmacy} testId="sandbox-pharmacy">
      {lines.length === 0 ? (
        <Text color="fg.muted">{L.noLines}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg">
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{L.order}</Table.ColumnHeader>
                <Table.ColumnHeader>{L.product}</Table.ColumnHeader>
                <Table.ColumnHeader>{L.rx}</Table.ColumnHeader>
                <Table.ColumnHeader>{L.line}</Table.ColumnHeader>
                <Table.ColumnHeader>{L.tracking}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((l) => (
                <Table.Row key={l.lineItemId} data-testid="sandbox-line" data-line-id={l.lineItemId} data-rx-id={l.prescriptionId ?? ''}>
                  <Table.Cell>
                    <Stack gap="0">
                      <Text fontWeight="medium">{l.orderNumber}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {l.orderStatus}
                      </Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell whiteSpace="normal" minW="48">
                    <Stack gap="0">
                      <Text lineClamp={2}>{l.productName}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {[l.patientName, l.clientName].filter(Boolean).join(' · ')}
                      </Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    <Stack gap="0">
                      <Text data-testid="sandbox-line-rx-status">{l.rxStatus ?? '—'}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {l.rxNumber ?? ''} {l.isControlled ? (l.hardCopyReceived ? '· C (hard copy)' : '· C (no hard copy)') : ''}
                      </Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge data-testid="sandbox-line-status">{l.status}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {l.trackingUrl ? (
                      <Link href={l.trackingUrl} target="_blank" rel="noreferrer" colorPalette="brand">
                        {l.carrier} {l.trackingNumber}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="normal" minW="40">
                    <LineActions line={l} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Panel>
  );
}

function Feed({ events }: { events: SandboxActivityQuery['sandboxActivity']['events'] }) {
  return (
    <Panel title={L.events} testId="sandbox-feed">
      {events.length === 0 ? (
        <Text color="fg.muted">{L.noEvents}</Text>
      ) : (
        <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" maxH="96" overflowY="auto" tabIndex={0} aria-label={L.events} borderRadius="sm" _focusVisible={FOCUS_RING}>
          {events.map((e) => (
            <HStack as="li" key={e.id} gap="3" py="1" borderBottomWidth="1px" data-testid="sandbox-event">
              <Text textStyle="xs" color="fg.muted" minW="40">
                {new Date(e.at).toLocaleString()}
              </Text>
              <Badge colorPalette={e.party === 'pharmacy' ? 'purple' : 'teal'} variant="subtle">
                {e.party}
              </Badge>
              <Text textStyle="sm">{e.summary}</Text>
              {e.state === 'open' && <Badge colorPalette="orange">open</Badge>}
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

export default function SandboxPage() {
  const locations = useGql(LocationsDocument, { activeFilterType: 'active' as const, take: 200 });
  const [locationId, setLocationId] = useState('');
  const list = locations.data?.locations ?? [];
  const firstId = list[0]?.id;
  useEffect(() => {
    if (!locationId && firstId) setLocationId(firstId);
  }, [firstId, locationId]);
  const activity = useGql(SandboxActivityDocument, locationId ? { locationId, take: 50 } : null, { refetchInterval: REFRESH_MS, placeholderData: keepPreviousData });
  return (
    <PageWrapper title={L.title} icon="LuFlaskConical">
      <Stack gap="5">
        <Text color="fg.muted">{L.intro}</Text>
        <Clock />
        <SelectField
          label={L.location}
          aria-label={L.location}
          fieldProps={{ maxW: 'md' }}
          placeholder={list.length === 0 ? L.chooseLocation : undefined}
          options={list.map((l) => ({ value: l.id, label: l.name }))}
          value={locationId}
          onValueChange={setLocationId}
          data-testid="sandbox-location"
        />
        {locationId && (
          <>
            <Storefront locationId={locationId} />
            <Pharmacy lines={activity.data?.sandboxActivity.lines ?? []} />
            <Feed events={activity.data?.sandboxActivity.events ?? []} />
          </>
        )}
      </Stack>
    </PageWrapper>
  );
}
