/**
 * Active RX Drafts (prescribing §2 /create): the location's drafts, not archived, newest first, 10 a
 * page. A draft continues on the direct screen (/create/rx/direct/), or is declined or deleted through
 * its confirmation, after which the user returns to the client profile.
 */
import { Badge, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MAIN_ROUTES } from '@vetrx/core/access';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import {
  GetPrescriptionHistoryDocument,
  type GetPrescriptionHistoryQuery,
} from '@vetrx/core/operations/GetPrescriptionHistory';
import { formatDate } from '@vetrx/core/format';
import { APPROVALS_MESSAGES, PRESCRIBING_LABELS, PRESCRIBING_UI } from '@vetrx/core/messages';
import { rxStatusFilterValue } from '@vetrx/core/record';
import { useState } from 'react';
import { LuPawPrint, LuPencil, LuPill, LuTrash2, LuUser } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { afterPrescribePath } from '@vetrx/core/prescription';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { DeclineOrDeleteModal } from '../../shared/prescriptions/DeclineOrDeleteModal';
import { PageButtons } from '../../components/ui/pager';

const PAGE_SIZE = 10;
const DRAFTS = [rxStatusFilterValue('draft')];

export type DraftRow = GetPrescriptionHistoryQuery['getPrescriptionHistory'][number];

export function ActiveDrafts() {
  const { locationId } = useCurrentLocation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<DraftRow | null>(null);
  const base = locationId ? { locationId, rxStatusFilters: DRAFTS, archived: false } : null;
  const list = useGql(GetPrescriptionHistoryDocument, base ? { ...base, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE } : null, { placeholderData: (previous) => previous });
  const count = useGql(GetPrescriptionCountDocument, base);
  const rows = list.data?.getPrescriptionHistory ?? [];
  const total = count.data?.getPrescriptionCount ?? 0;

  return (
    <Stack layerStyle="card" as="section" aria-labelledby="active-drafts-heading" gap="4" p={{ base: '4', md: '5' }} data-testid="active-drafts">
      <Flex justify="space-between" align="center">
        <Heading as="h2" size="md" id="active-drafts-heading">
          {PRESCRIBING_LABELS.activeRxDrafts}
        </Heading>
        {total > 0 && <Badge colorPalette="gray">{total}</Badge>}
      </Flex>
      {list.isPending ? (
        [0, 1, 2].map((i) => <Skeleton key={i} h="16" borderRadius="lg" />)
      ) : rows.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6" data-testid="drafts-empty">
          {PRESCRIBING_UI.noDrafts}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {rows.map((rx) => {
            const client = [rx.locationClient?.firstName, rx.locationClient?.lastName].filter(Boolean).join(' ');
            return (
              <Box as="li" key={rx.id} p="3" borderWidth="1px" borderRadius="lg" data-testid="draft-row" data-id={rx.id}>
                <Flex gap="3" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
                  <Stack gap="1" flex="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <LuPawPrint aria-hidden />
                      <Text fontWeight="semibold">{rx.locationPatient?.name ?? PRESCRIBING_LABELS.officeUse}</Text>
                      {rx.locationPatient?.species?.name && (
                        <Text textStyle="sm" color="fg.muted">
                          {rx.locationPatient.species.name}
                        </Text>
                      )}
                      {rx.rxOrigin.code === 'copy' && <Badge colorPalette="purple">{APPROVALS_MESSAGES.taskCard.copied}</Badge>}
                    </HStack>
                    <HStack gap="4" wrap="wrap" textStyle="sm" color="fg.muted">
                      {client && (
                        <HStack gap="1.5">
                          <LuUser aria-hidden />
                          <Text>{client}</Text>
                        </HStack>
                      )}
                      <HStack gap="1.5" minW="0">
                        <LuPill aria-hidden />
                        <Text color="fg" truncate>
                          {rx.product.title}
                        </Text>
                      </HStack>
                      <Text>
                        {PRESCRIBING_UI.created} {formatDate(rx.draftCreateDate ?? rx.createdAt)}
                      </Text>
                      {rx.authorizingVetLocationUser && (
                        <Text>
                          {PRESCRIBING_UI.authorizingVet}: {rx.authorizingVetLocationUser.displayName}
                        </Text>
                      )}
                    </HStack>
                  </Stack>
                  <HStack gap="2" flexShrink={0}>
                    <Button size="sm" colorPalette="brand" onClick={() => navigate(`${MAIN_ROUTES.createRxDirect}/`, { state: { prescriptionId: rx.id } })} data-testid="draft-continue">
                      <LuPencil /> {PRESCRIBING_UI.continueDraft}
                    </Button>
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRemoving(rx)} data-testid="draft-remove">
                      <LuTrash2 /> {PRESCRIBING_UI.declineOrDelete}
                    </Button>
                  </HStack>
                </Flex>
              </Box>
            );
          })}
        </Stack>
      )}
      <PageButtons page={page} pageSize={PAGE_SIZE} count={total} onPageChange={setPage} alignSelf="center" />
      <DeclineOrDeleteModal
        prescriptionId={removing?.id ?? null}
        onClose={() => setRemoving(null)}
        onDone={() => removing && navigate(afterPrescribePath(removing.locationClientId, removing.locationPatientId, { isOfficeUse: removing.isOfficeUse }))}
      />
    </Stack>
  );
}
