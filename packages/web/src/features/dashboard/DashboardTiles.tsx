/** The four count tiles, refetched every 30 s (prescribing §7). */
import { SimpleGrid } from '@chakra-ui/react';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { GetPrescriptionTasksCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import { GetUnlinkedLocationClientsCountDocument } from '@vetrx/core/operations/GetUnlinkedLocationClientsCount';
import { POLL_INTERVAL_MS } from '../../api/polling';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { CountTile } from './CountTile';
import {
  TILES,
  draftCountVariables,
  pendingTasksVariables,
  showsUnlinkedCount,
  unlinkedClientsVariables,
} from './tiles';

const poll = { refetchInterval: POLL_INTERVAL_MS.dashboard } as const;

export function DashboardTiles() {
  const { locationId, location } = useCurrentLocation();
  const pimsEnabled = location ? showsUnlinkedCount(location) : false;

  const drafts = useGql(GetPrescriptionCountDocument, locationId ? draftCountVariables(locationId) : null, poll);
  const pending = useGql(
    GetPrescriptionTasksCountDocument,
    locationId ? pendingTasksVariables(locationId, 'AllExceptExpiringRx') : null,
    poll,
  );
  const expiring = useGql(
    GetPrescriptionTasksCountDocument,
    locationId ? pendingTasksVariables(locationId, 'ExpiringRx') : null,
    poll,
  );
  const unlinked = useGql(
    GetUnlinkedLocationClientsCountDocument,
    locationId && pimsEnabled ? unlinkedClientsVariables(locationId) : null,
    poll,
  );

  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }} data-testid="dashboard-tiles">
      <CountTile
        {...TILES.drafts}
        testId="tile-drafts"
        count={drafts.data?.getPrescriptionCount ?? null}
        failed={drafts.isError}
      />
      <CountTile
        {...TILES.pendingApprovals}
        testId="tile-pending"
        count={pending.data?.getPrescriptionTasksCount ?? null}
        failed={pending.isError}
      />
      <CountTile
        {...TILES.expiringRenewals}
        testId="tile-expiring"
        count={expiring.data?.getPrescriptionTasksCount ?? null}
        failed={expiring.isError}
      />
      <CountTile
        {...TILES.unlinkedClients}
        testId="tile-unlinked"
        count={pimsEnabled ? (unlinked.data?.getUnlinkedLocationClientsCount ?? null) : 0}
        failed={pimsEnabled && unlinked.isError}
      />
    </SimpleGrid>
  );
}
