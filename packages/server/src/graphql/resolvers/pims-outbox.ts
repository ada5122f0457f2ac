/**
 * Support's view of a location's PIMS write-back outbox (issue 60): `pimsOutbox` lists its rows and
 * `retryPimsWriteback` queues a failed one again, audited. Support users only (core's policy); a
 * prescription of another location answers NOT_FOUND. The rows carry no secret.
 */
import { mutate } from '../../unit-of-work.js';
import { parseId, type RequestContext } from '../../context/context.js';
import { conflict, notFound } from '../../errors.js';
import type { PimsOutboxRow } from '../../repositories/pims-outbox.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSupportArea } from './admin-practice-access.js';

const entry = (row: PimsOutboxRow, rxNumber: string | null) => ({
  prescriptionId: String(row.prescriptionId),
  rxNumber,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt : null,
  sentAt: row.sentAt,
  pimsId: row.pimsId,
  createdAt: row.createdAt,
});

/** The location named, for support; NOT_FOUND when there is none. */
async function supportLocation(ctx: RequestContext, locationId: string | number): Promise<number> {
  requireSupportArea(ctx);
  const id = parseId(locationId, 'Location');
  if (!(await ctx.loaders.location.load(id))) throw notFound('Location');
  return id;
}

export const pimsOutboxResolvers: Resolvers = {
  Query: {
    pimsOutbox: async (_p, { locationId }, ctx) => {
      const id = await supportLocation(ctx, locationId);
      return (await ctx.repos.pimsOutbox.ofLocation(id)).map((r) => entry(r.row, r.rxNumber));
    },
  },
  Mutation: {
    retryPimsWriteback: async (_p, { locationId, prescriptionId }, ctx) => {
      const id = await supportLocation(ctx, locationId);
      const rxId = parseId(prescriptionId, 'Prescription');
      return mutate(ctx, 'RetryPimsWriteback', async ({ repos, record }) => {
        const changed = await repos.pimsOutbox.retry(id, rxId, ctx.now());
        if (changed === 'missing') throw notFound('Prescription');
        if (changed === 'notFailed') throw conflict('Only a failed write-back can be queued again.');
        record({ entity: 'Prescription', entityId: rxId, locationId: id, before: { pimsWriteback: changed.before.state }, after: { pimsWriteback: changed.row.state } });
        return entry(changed.row, null);
      });
    },
  },
};
