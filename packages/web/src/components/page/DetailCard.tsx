/**
 * A read-only details card (organization details, practice details): a title, optional actions, and
 * label/value rows in two columns on wide screens. Empty values show 'N/A'.
 */
import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Card, DataList } from '../ui/chakra-late';
import { formatAddress, formatPhoneDisplay } from '@vetrx/core/format';
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** Spans both columns (lists of phones, addresses). */
  wide?: boolean;
}

export interface DetailCardProps {
  title: string;
  icon?: ReactNode;
  actions?: ReactNode;
  rows: readonly DetailRow[];
  'data-testid'?: string;
}

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

export function DetailCard({ title, icon, actions, rows, ...rest }: DetailCardProps) {
  return (
    <Card.Root variant="outline" borderRadius="xl" shadow="card" data-testid={rest['data-testid']}>
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <HStack gap="2.5">
            {icon && (
              <Box color="brand.fg" aria-hidden>
                {icon}
              </Box>
            )}
            <Heading as="h2" size="md">
              {title}
            </Heading>
          </HStack>
          {actions && <HStack gap="2">{actions}</HStack>}
        </Flex>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="vertical" size="md" asChild>
          <SimpleGrid as="dl" columns={{ base: 1, md: 2, xl: 3 }} columnGap="8" rowGap="4">
            {rows.map((row) => (
              <DataList.Item key={row.label} gridColumn={row.wide ? { md: 'span 2', xl: 'span 3' } : undefined} minW="0">
                <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
                <DataList.ItemValue color="fg" minW="0" wordBreak="break-word">
                  {isEmpty(row.value) ? <Text color="fg.subtle">{COMMON_MESSAGES.notAvailable}</Text> : row.value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </SimpleGrid>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** Lines each followed by its type after a muted dot (phones, addresses); nothing when there are none. */
function TypedLines({ lines, numeric, testId }: { lines: readonly { key: string; text: string; type?: string }[]; numeric?: boolean; testId?: string }) {
  if (!lines.length) return null;
  return (
    <Stack gap="0.5" data-testid={testId}>
      {lines.map((l) => (
        <Text key={l.key} fontVariantNumeric={numeric ? 'tabular-nums' : undefined}>
          {l.text}
          {l.type && (
            <Text as="span" color="fg.muted">
              {' '}
              · {l.type}
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}

/** Phones as lines: number and type, active ones only. */
export function PhoneLines({ phones, testId }: { phones: readonly { phoneNumber: string; isActive: boolean; phoneType?: { description: string } | null }[]; testId?: string }) {
  const lines = phones
    .filter((p) => p.isActive)
    .map((p, i) => ({ key: `${p.phoneNumber}-${i}`, text: formatPhoneDisplay(p.phoneNumber) ?? p.phoneNumber, type: p.phoneType?.description }));
  return <TypedLines lines={lines} numeric testId={testId} />;
}

/** Addresses as lines with their type, active ones only. */
export function AddressLines({
  addresses,
}: {
  addresses: readonly { addressLine1: string; addressLine2?: string | null; city: string; state: string; zip: string; isActive: boolean; addressType?: { description: string } | null }[];
}) {
  const lines = addresses.filter((a) => a.isActive).map((a, i) => ({ key: `${a.addressLine1}-${i}`, text: formatAddress(a), type: a.addressType?.description }));
  return <TypedLines lines={lines} />;
}
