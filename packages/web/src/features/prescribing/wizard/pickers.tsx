/**
 * The wizard's Select Client and Select Patient steps (and /create's Search by Client): a debounced
 * search of the location's clients (LocationClientSearch), then the chosen client's patients
 * (GetLocationClient). An inactive client or patient cannot be chosen: the spec's toast says why.
 */
import { Badge, Box, chakra, Field, Flex, HStack, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { GetLocationClientDocument, LocationClientSearchDocument } from '@vetrx/core/api';
import { formatPhoneDisplay } from '@vetrx/core/format';
import { PRESCRIBING_TOASTS, PRESCRIBING_UI } from '@vetrx/core/messages';
import { useId, useState } from 'react';
import { LuChevronRight, LuPawPrint, LuSearch, LuUser } from 'react-icons/lu';
import { useGql } from '../../../api/useGql';
import { useCurrentLocation } from '../../../app/session/SessionContext';
import { notify } from '../../../components/ui/toaster';
import { useDebouncedValue } from '../../products/hooks';
import { CLIENT_SEARCH_RULES } from '@vetrx/core/client';
import { TOAST_DURATION } from '../../../app/ui-constants';

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
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

const fullName = (c: { firstName?: string | null; lastName?: string | null }) => [c.firstName, c.lastName].filter(Boolean).join(' ');

export function ClientPicker({ onSelect }: { onSelect(clientId: string): void }) {
  const { locationId } = useCurrentLocation();
  const [text, setText] = useState('');
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
        <Text color="fg.muted" textAlign="center" py="6">
          {PRESCRIBING_UI.noClientsFound}
        </Text>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none">
          {clients.map((c) => {
            const patients = c.locationPatientClients.filter((l) => l.isActive && l.locationPatient);
            const phone = c.phones.find((p) => p.isPrimary) ?? c.phones[0];
            return (
              <Box as="li" key={c.id}>
                <chakra.button
                  type="button"
                  {...rowStyles}
                  opacity={c.isActive ? 1 : 0.7}
                  data-testid="client-option"
                  onClick={() => {
                    if (!c.isActive) notify('warning', PRESCRIBING_TOASTS.clientNotActive, { duration: TOAST_DURATION.short });
                    else onSelect(c.id);
                  }}
                >
                  <Flex align="center" gap="3">
                    <Box color="brand.solid" aria-hidden>
                      <LuUser />
                    </Box>
                    <Stack gap="0" flex="1" minW="0">
                      <HStack gap="2">
                        <Text fontWeight="semibold" truncate>
                          {fullName(c) || c.email || c.id}
                        </Text>
                        {!c.isActive && <Badge colorPalette="gray">{PRESCRIBING_UI.inactive}</Badge>}
                      </HStack>
                      <Text textStyle="sm" color="fg.muted" truncate>
                        {[phone ? formatPhoneDisplay(phone.phoneNumber) : null, c.email, PRESCRIBING_UI.patients(patients.length)].filter(Boolean).join(' · ')}
                      </Text>
                    </Stack>
                    <Box color="fg.subtle" aria-hidden>
                      <LuChevronRight />
                    </Box>
                  </Flex>
                </chakra.button>
              </Box>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

export function PatientPicker({ clientId, onSelect }: { clientId: string; onSelect(patientId: string): void }) {
  const q = useGql(GetLocationClientDocument, { id: clientId });
  const client = q.data?.getLocationClient;
  const patients = (client?.locationPatientClients ?? []).filter((l) => l.isActive).flatMap((l) => (l.locationPatient ? [l.locationPatient] : []));
  if (q.isPending) return <Skeleton h="24" borderRadius="lg" />;
  return (
    <Stack gap="3" data-testid="patient-picker">
      <Text fontWeight="semibold">{PRESCRIBING_UI.choosePatient}</Text>
      {patients.length === 0 && <Text color="fg.muted">{PRESCRIBING_UI.noPatients}</Text>}
      <Stack gap="2" as="ul" listStyleType="none">
        {patients.map((p) => (
          <Box as="li" key={p.id}>
            <chakra.button
              type="button"
              {...rowStyles}
              opacity={p.isActive ? 1 : 0.7}
              data-testid="patient-option"
              onClick={() => {
                if (!p.isActive) notify('warning', PRESCRIBING_TOASTS.patientNotActive, { duration: TOAST_DURATION.short });
                else onSelect(p.id);
              }}
            >
              <Flex align="center" gap="3">
                <Box color="brand.solid" aria-hidden>
                  <LuPawPrint />
                </Box>
                <Stack gap="0" flex="1" minW="0">
                  <HStack gap="2">
                    <Text fontWeight="semibold">{p.name}</Text>
                    {p.isDeceased ? (
                      <Badge colorPalette="gray">{PRESCRIBING_UI.deceased}</Badge>
                    ) : (
                      !p.isActive && <Badge colorPalette="gray">{PRESCRIBING_UI.inactive}</Badge>
                    )}
                  </HStack>
                  <Text textStyle="sm" color="fg.muted">
                    {[p.species?.name, p.breed?.name, p.weight ? `${p.weight} ${p.weightUnit}` : null].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Box color="fg.subtle" aria-hidden>
                  <LuChevronRight />
                </Box>
              </Flex>
            </chakra.button>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
