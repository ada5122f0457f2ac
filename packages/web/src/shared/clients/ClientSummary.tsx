/**
 * What a client row shows (clients §2 Client list page): name, e-mail, the first primary phone with
 * '+N More...' for further active phones, and the patients. Shared by the list, the full list and the
 * Add Client search results.
 */
import { Badge, Box, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { LocationClientSearchQuery } from '@vetrx/core/operations/LocationClientSearch';
import { clientFullName, clientRowPatients } from '@vetrx/core/client';
import { formatPhoneDisplay, summarizePhones } from '@vetrx/core/format';
import { CLIENT_DISPLAY, CLIENT_SCREEN_LABELS as L } from '@vetrx/core/messages';
import { LuMail, LuPawPrint, LuPhone } from 'react-icons/lu';

export type ClientRow = LocationClientSearchQuery['locationClientSearch']['data'][number];

export function PhoneSummary({ phones }: { phones: ClientRow['phones'] }) {
  const s = summarizePhones(phones);
  if (!s.shown) {
    return (
      <Text color="fg.subtle" textStyle="sm">
        {CLIENT_DISPLAY.noPhone}
      </Text>
    );
  }
  return (
    <HStack gap="1.5" textStyle="sm" wrap="wrap">
      <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {formatPhoneDisplay(s.shown.phoneNumber) ?? s.shown.phoneNumber}
      </Text>
      {s.moreLabel && (
        <Text color="fg.muted" whiteSpace="nowrap" data-testid="more-phones">
          {s.moreLabel}
        </Text>
      )}
    </HStack>
  );
}

export function PatientChips({ links }: { links: ClientRow['locationPatientClients'] }) {
  const patients = clientRowPatients(links);
  if (patients.length === 0) {
    return (
      <Text color="fg.subtle" textStyle="sm">
        {CLIENT_DISPLAY.noPatients}
      </Text>
    );
  }
  return (
    <Wrap gap="1.5">
      {patients.map((p) => (
        <Badge key={p.id} variant="subtle" colorPalette={p.isActive ? 'brand' : 'gray'} size="sm" gap="1">
          <LuPawPrint aria-hidden />
          {p.name}
        </Badge>
      ))}
    </Wrap>
  );
}

export function ClientName({ client }: { client: Pick<ClientRow, 'firstName' | 'lastName' | 'isActive'> }) {
  return (
    <HStack gap="2" minW="0">
      <Text fontWeight="semibold" truncate>
        {clientFullName(client)}
      </Text>
      {!client.isActive && (
        <Badge size="sm" colorPalette="gray" variant="outline">
          {L.inactive}
        </Badge>
      )}
    </HStack>
  );
}

/** The compact block of a client: name, e-mail, phone, patients (search results, mobile rows). */
export function ClientSummary({ client }: { client: ClientRow }) {
  return (
    <Stack gap="1.5" minW="0">
      <ClientName client={client} />
      <HStack gap="4" color="fg.muted" textStyle="sm" wrap="wrap">
        <HStack gap="1.5" minW="0">
          <Box aria-hidden>
            <LuMail />
          </Box>
          <Text truncate>{client.email ?? CLIENT_DISPLAY.noEmail}</Text>
        </HStack>
        <HStack gap="1.5">
          <Box aria-hidden>
            <LuPhone />
          </Box>
          <PhoneSummary phones={client.phones} />
        </HStack>
      </HStack>
      <PatientChips links={client.locationPatientClients} />
    </Stack>
  );
}
