/**
 * One prescription in a history list: product and strength, client and patient (when the list is not
 * a single patient's), status with its tooltip and icon, the expiry badge (while the Rx is in force), the Copied tag, Rx#, dates
 * and the authorizing vet. A non-draft row opens the Rx detail view; a draft row expands inline
 * (prescribing §4 Actions: "A draft opened from a list expands inline; a non-draft card is clickable to
 * view").
 */
import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { PrescriptionSummaryFieldsFragment } from '@vetrx/core/fragments/PrescriptionSummaryFields';
import { formatDate } from '@vetrx/core/format';
import { APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { clientDisplayName } from '@vetrx/core/task';
import type { ReactNode } from 'react';
import { LuCalendar, LuChevronDown, LuPawPrint, LuPill, LuStethoscope, LuUser } from 'react-icons/lu';
import { CopiedTag, RxExpiryBadge, RxStatusBadge } from './badges';
import { FOCUS_RING } from '../../components/ui/focus-ring';

export type PrescriptionSummary = PrescriptionSummaryFieldsFragment;

const C = APPROVALS_RECORD_MESSAGES.history.columns;

export interface PrescriptionRowProps {
  rx: PrescriptionSummary;
  /** Show the client and patient (the location-wide history does; a patient's list does not). */
  showPeople?: boolean;
  /** Whether this is a draft row that is expanded. */
  expanded?: boolean;
  onActivate: () => void;
  /** The inline content of an expanded draft. */
  children?: ReactNode;
}

export function isDraftRow(rx: PrescriptionSummary): boolean {
  return rx.rxStatus.code === 'Draft' && !rx.archived;
}

export function PrescriptionRow({ rx, showPeople = false, expanded = false, onActivate, children }: PrescriptionRowProps) {
  const draft = isDraftRow(rx);
  const product = rx.product.title;
  const client = clientDisplayName(rx.locationClient) || (rx.isOfficeUse ? APPROVALS_RECORD_MESSAGES.rxDetails.officeUseClient : '');
  const date = rx.issuedDate ? formatDate(rx.issuedDate) : formatDate(rx.draftCreateDate ?? rx.createdAt);
  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      borderColor={expanded ? 'brand.emphasized' : 'border'}
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'brand.emphasized', shadow: 'card' }}
      data-testid="rx-row"
      data-rx-id={rx.id}
      data-status={rx.rxStatus.code}
    >
      <Box
        as="button"
        w="full"
        textAlign="start"
        px={{ base: '3', md: '4' }}
        py="3"
        onClick={onActivate}
        aria-expanded={draft ? expanded : undefined}
        aria-haspopup={draft ? undefined : 'dialog'}
        borderRadius="lg"
        _focusVisible={FOCUS_RING}
        cursor="pointer"
      >
        <Flex justify="space-between" align="start" gap="3" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <Stack gap="1" minW="0" flex="1">
            <HStack gap="2" minW="0">
              <Box color="brand.solid" flexShrink={0} aria-hidden>
                <LuPill />
              </Box>
              <Text fontWeight="semibold" truncate data-testid="rx-row-product">
                {product}
              </Text>
            </HStack>
            <HStack gap={{ base: '3', md: '4' }} textStyle="sm" color="fg.muted" wrap="wrap">
              {showPeople && client && (
                <HStack gap="1.5">
                  <LuUser aria-hidden />
                  <Text>{client}</Text>
                </HStack>
              )}
              {showPeople && rx.locationPatient && (
                <HStack gap="1.5">
                  <LuPawPrint aria-hidden />
                  <Text>{rx.locationPatient.name}</Text>
                </HStack>
              )}
              <HStack gap="1.5">
                <LuCalendar aria-hidden />
                <Text>
                  {rx.issuedDate ? `${C.issued} ` : ''}
                  {date}
                </Text>
              </HStack>
              {rx.rxNumber && (
                <Text>
                  {C.rxNumber} {rx.rxNumber}
                </Text>
              )}
              {rx.authorizingVetLocationUser && (
                <HStack gap="1.5">
                  <LuStethoscope aria-hidden />
                  <Text>{rx.authorizingVetLocationUser.displayName}</Text>
                </HStack>
              )}
            </HStack>
          </Stack>
          <HStack gap="2" flexShrink={0} wrap="wrap" justify="flex-end">
            <CopiedTag rx={rx} />
            <RxExpiryBadge rx={rx} focusable={false} />
            <RxStatusBadge rx={rx} focusable={false} />
            {draft && (
              <Box color="fg.muted" transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 0.2s" aria-hidden>
                <LuChevronDown />
              </Box>
            )}
          </HStack>
        </Flex>
      </Box>
      {draft && expanded && children && (
        <Box px={{ base: '3', md: '4' }} pb="3" pt="1" borderTopWidth="1px" borderColor="border.muted">
          {children}
        </Box>
      )}
    </Box>
  );
}
