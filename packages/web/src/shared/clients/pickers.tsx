/**
 * The wizard's Select Client and Select Patient steps (and /create's Search by Client): a debounced
 * search of the location's clients (LocationClientSearch), then the chosen client's patients
 * (GetLocationClient). An inactive client or patient cannot be chosen: the spec's toast says why. A
 * search without a match offers Add New Client: the Add Client modal, whose client (found there or
 * saved) is then the chosen one — through `onAdded`, or by default the spec's
 * /create/prescription/client/{clientId}, which goes on to the wizard. A client without a patient (one
 * just added) offers Add Patient the same way, the patient saved then chosen.
 */
import { Badge, Box, Button, chakra, Field, Flex, HStack, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { LocationClientSearchDocument } from '@vetrx/core/operations/LocationClientSearch';
import { formatPhoneDisplay } from '@vetrx/core/format';
import { CLIENT_LABELS, CLIENT_SCREEN_LABELS, PRESCRIBING_TOASTS, PRESCRIBING_UI, type ToastText } from '@vetrx/core/messages';
import { useId, useState, type ReactNode } from 'react';
import { LuChevronRight, LuPawPrint, LuSearch, LuUser, LuUserPlus } from 'react-icons/lu';
import { AddClientModal } from './AddClientModal';
import { useLocationFlags } from '../../session/useLocationFlags';
import { PatientModal } from '../patients/PatientModal';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { notify } from '../../components/ui/toaster';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { CLIENT_SEARCH_RULES } from '@vetrx/core/client';
import { TOAST_DURATION } from '../../lib/ui-constants';
import { FOCUS_RING } from '../../components/ui/focus-ring';

const rowStyles = {
  w: 'full',
  textAlign: 'start',
  px: '4',
  py: '3',
  borderWidth: '1px',
  borderRadius: 'lg',
  bg: 'bg',
  transition: 'border-color 0.15s, background 0.15s',
  _hover: { borderColor: 'brand.emphasized', bg: 'brand.subtle/40' },
  _focusVisible: FOCUS_RING,
} as const;

interface PickOptionProps {
  icon: ReactNode;
  /** An inactive one is dimmed and cannot be picked: a click shows `inactiveMessage` instead. */
  active: boolean;
  inactiveMessage: ToastText;
  onPick(): void;
  testId: string;
  title: string;
  /** Tags after the title (Inactive, Deceased). */
  badge?: ReactNode;
  detail: string;
  /** Cut the title and detail to one line each. */
  truncate?: boolean;
}

/** One choosable client or patient: icon, title with its tags, a detail line, a chevron. */
function PickOption({ icon, active, inactiveMessage, onPick, testId, title, badge, detail, truncate }: PickOptionProps) {
  return (
    <Box as="li">
      <chakra.button
        type="button"
        {...rowStyles}
        opacity={active ? 1 : 0.7}
        data-testid={testId}
        onClick={() => {
          if (!active) notify('warning', inactiveMessage, { duration: TOAST_DURATION.short });
          else onPick();
        }}
      >
        <Flex align="center" gap="3">
          <Box color="brand.solid" aria-hidden>
            {icon}
          </Box>
          <Stack gap="0" flex="1" minW="0">
            <HStack gap="2">
              <Text fontWeight="semibold" truncate={truncate}>
                {title}
              </Text>
              {badge}
            </HStack>
            <Text textStyle="sm" color="fg.muted" truncate={truncate}>
              {detail}
            </Text>
          </Stack>
          <Box color="fg.subtle" aria-hidden>
            <LuChevronRight />
          </Box>
        </Flex>
      </chakra.button>
    </Box>
  );
}

const fullName = (c: { firstName?: string | null; lastName?: string | null }) => [c.firstName, c.lastName].filter(Boolean).join(' ');

export function ClientPicker({ onSelect, onAdded }: { onSelect(clientId: string): void; /** The client of Add New Client; without it, the modal's own way on (clients §2). */ onAdded?(clientId: string): void }) {
  const { locationId } = useCurrentLocation();
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const filter = useDebouncedValue(text.trim(), 300);
  const inputId = useId();
  const runs = filter.length >= CLIENT_SEARCH_RULES.listMinLength && locationId !== null;
  const q = useGql(LocationClientSearchDocument, runs ? { filter, locationId: locationId!, activeFilterType: 'all', take: 20, skip: 0 } : null, {
    placeholderData: (previous) => previous,
  });
  const clients = runs ? (q.data?.locationClientSearch.data ?? []) : [];
  return (
    <Stack gap="3" data-testid="client-picker">
      <Field.Root>
        <Field.Label htmlFor={inputId}>{PRESCRIBING_UI.chooseClient}</Field.Label>
        <InputGroup startElement={<LuSearch />} w="full">
          <Input id={inputId} value={text} onChange={(e) => setText(e.target.value)} placeholder={PRESCRIBING_UI.searchClients} autoComplete="off" bg="bg" data-testid="client-search-input" />
        </InputGroup>
        {!runs && <Field.HelperText>{PRESCRIBING_UI.clientSearchHint}</Field.HelperText>}
      </Field.Root>
      {runs && q.isPending ? (
        [0, 1, 2].map((i) => <Skeleton key={i} h="14" borderRadius="lg" />)
      ) : runs && clients.length === 0 ? (
        <Stack align="center" gap="3" py="6" data-testid="client-picker-empty">
          <Text color="fg.muted" textAlign="center">
            {PRESCRIBING_UI.noClientsFound}
          </Text>
          <Button colorPalette="brand" variant="subtle" onClick={() => setAdding(true)} data-testid="client-picker-add">
            <LuUserPlus /> {CLIENT_LABELS.addNewClient}
          </Button>
        </Stack>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none">
          {clients.map((c) => {
            const patients = c.locationPatientClients.filter((l) => l.isActive && l.locationPatient);
            const phone = c.phones.find((p) => p.isPrimary) ?? c.phones[0];
            return (
              <PickOption
                key={c.id}
                icon={<LuUser />}
                active={c.isActive}
                inactiveMessage={PRESCRIBING_TOASTS.clientNotActive}
                onPick={() => onSelect(c.id)}
                testId="client-option"
                truncate
                title={fullName(c) || c.email || c.id}
                badge={!c.isActive && <Badge colorPalette="gray">{PRESCRIBING_UI.inactive}</Badge>}
                detail={[phone ? formatPhoneDisplay(phone.phoneNumber) : null, c.email, PRESCRIBING_UI.patients(patients.length)].filter(Boolean).join(' · ')}
              />
            );
          })}
        </Stack>
      )}
      <AddClientModal open={adding} onClose={() => setAdding(false)} onDone={onAdded ? (output) => onAdded(String(output.locationClientId)) : undefined} />
    </Stack>
  );
}

export function PatientPicker({ clientId, onSelect }: { clientId: string; onSelect(patientId: string): void }) {
  const q = useGql(GetLocationClientDocument, { id: clientId });
  const flags = useLocationFlags();
  const [adding, setAdding] = useState(false);
  const client = q.data?.getLocationClient;
  const patients = (client?.locationPatientClients ?? []).filter((l) => l.isActive).flatMap((l) => (l.locationPatient ? [l.locationPatient] : []));
  if (q.isPending) return <Skeleton h="24" borderRadius="lg" />;
  return (
    <Stack gap="3" data-testid="patient-picker">
      <Text fontWeight="semibold">{PRESCRIBING_UI.choosePatient}</Text>
      {patients.length === 0 && (
        <Stack align="start" gap="3" data-testid="patient-picker-empty">
          <Text color="fg.muted">{PRESCRIBING_UI.noPatients}</Text>
          {/* A client must be active to add a patient (clients §4). */}
          {client?.isActive && flags.locationId && (
            <Button colorPalette="brand" variant="subtle" onClick={() => setAdding(true)} data-testid="patient-picker-add">
              <LuPawPrint /> {CLIENT_SCREEN_LABELS.addPatient}
            </Button>
          )}
        </Stack>
      )}
      {flags.locationId && (
        <PatientModal
          open={adding}
          mode="add"
          onClose={() => setAdding(false)}
          locationId={client?.locationId ?? flags.locationId}
          locationClientId={clientId}
          features={flags.features}
          onSaved={(id) => {
            setAdding(false);
            onSelect(id);
          }}
        />
      )}
      <Stack gap="2" as="ul" listStyleType="none">
        {patients.map((p) => (
          <PickOption
            key={p.id}
            icon={<LuPawPrint />}
            active={p.isActive}
            inactiveMessage={PRESCRIBING_TOASTS.patientNotActive}
            onPick={() => onSelect(p.id)}
            testId="patient-option"
            title={p.name}
            badge={p.isDeceased ? <Badge colorPalette="gray">{PRESCRIBING_UI.deceased}</Badge> : !p.isActive && <Badge colorPalette="gray">{PRESCRIBING_UI.inactive}</Badge>}
            detail={[p.species?.name, p.breed?.name, p.weight ? `${p.weight} ${p.weightUnit}` : null].filter(Boolean).join(' · ')}
          />
        ))}
      </Stack>
    </Stack>
  );
}
