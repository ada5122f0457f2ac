/**
 * The dashboard's create panel (prescribing §2 Dashboard): the current vet's up to 3 drafts, each
 * opening the draft on /create/rx/direct/ (the draft continued, as on /create's Active RX Drafts), and
 * View All Drafts (to /create). Shown only when the role canAuthorize.
 */
import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { CREATE_BY_CLIENT_PATH, MAIN_ROUTES } from '@vetrx/core/access';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { COMMON_MESSAGES, PRESCRIBING_LABELS } from '@vetrx/core/messages';
import { LuCalendar, LuPawPrint, LuPill, LuSearch, LuUser, LuUsers } from 'react-icons/lu';
import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { POLL_INTERVAL_MS } from '../../api/polling';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { ButtonLink } from '../../components/ui/link';
import { StatusBadge } from '../../components/ui/status-badge';
import { DASHBOARD_DRAFTS_TAKE, draftCard, draftsVariables, type DraftSummary } from './drafts';
import { SkeletonRows } from '../../components/ui/skeleton-rows';
import { DashboardPanel } from '../../components/page/DashboardPanel';

function DraftCard({ card }: { card: ReturnType<typeof draftCard> }) {
  return (
    <Box
      asChild
      layerStyle="row.interactive"
      p="3.5"
      bg="bg"
    >
      <Link to={card.to} state={card.state} data-testid="draft-card" data-id={card.id}>
        <Flex justify="space-between" align="start" gap="3">
          <HStack gap="2" minW="0">
            <Box color="brand.solid" flexShrink={0} aria-hidden>
              <LuPawPrint />
            </Box>
            <Text fontWeight="semibold" truncate>
              {card.patient}
            </Text>
            {card.species && (
              <Text textStyle="sm" color="fg.muted" flexShrink={0}>
                {card.species}
              </Text>
            )}
          </HStack>
          <StatusBadge tone={card.status.tone} size="sm">
            {card.status.label}
          </StatusBadge>
        </Flex>
        <Stack gap="1" mt="2" textStyle="sm" color="fg.muted">
          <HStack gap="2" minW="0">
            <Box flexShrink={0} aria-hidden>
              <LuUser />
            </Box>
            <Text truncate>{card.client}</Text>
          </HStack>
          <HStack gap="2" minW="0">
            <Box flexShrink={0} aria-hidden>
              <LuPill />
            </Box>
            <Text truncate color="fg">
              {card.product}
            </Text>
          </HStack>
          <HStack gap="2">
            <Box flexShrink={0} aria-hidden>
              <LuCalendar />
            </Box>
            <Text>{card.date}</Text>
          </HStack>
        </Stack>
      </Link>
    </Box>
  );
}

const DraftCards = memo(function DraftCards({ list }: { list: readonly DraftSummary[] }) {
  const cards = list.slice(0, DASHBOARD_DRAFTS_TAKE).map(draftCard);
  if (cards.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm" py="4" textAlign="center" data-testid="drafts-empty">
        {COMMON_MESSAGES.noDataFound}
      </Text>
    );
  }
  return (
    <Stack gap="3">
      {cards.map((card) => (
        <DraftCard key={card.id} card={card} />
      ))}
    </Stack>
  );
});

export function DraftsPanel() {
  const { locationId, locationUser } = useCurrentLocation();
  const drafts = useGql(
    GetPrescriptionHistoryDocument,
    locationId && locationUser ? draftsVariables(locationId, locationUser.id) : null,
    { refetchInterval: POLL_INTERVAL_MS.dashboard },
  );
  // The cards are drawn in a background render (React yields to the browser while it draws them) after
  // the answer's urgent render, which keeps the loading rows; a poll's unchanged answer draws nothing.
  const list = useDeferredValue(drafts.data?.getPrescriptionHistory ?? null, null);

  return (
    <DashboardPanel
      headingId="dashboard-drafts-heading"
      title={PRESCRIBING_LABELS.activeRxDrafts}
      testId="drafts-panel"
      actions={
        <HStack gap="2" wrap="wrap">
          <ButtonLink to={CREATE_BY_CLIENT_PATH} size="sm" variant="outline">
            <LuUsers /> {PRESCRIBING_LABELS.searchByClient}
          </ButtonLink>
          <ButtonLink to={`${MAIN_ROUTES.create}?createBy=product`} size="sm" variant="outline">
            <LuSearch /> {PRESCRIBING_LABELS.searchByProduct}
          </ButtonLink>
        </HStack>
      }
    >
      {list === null ? (
        drafts.isError ? <DraftCards list={[]} /> : <SkeletonRows count={3} h="24" gap="3" />
      ) : (
        <DraftCards list={list} />
      )}
      <ButtonLink to={MAIN_ROUTES.create} colorPalette="brand" variant="subtle" alignSelf="stretch">
        {PRESCRIBING_LABELS.viewAllDrafts}
      </ButtonLink>
    </DashboardPanel>
  );
}
