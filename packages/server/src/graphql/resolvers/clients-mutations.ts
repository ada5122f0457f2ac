/**
 * AddLocationClient, UpdateLocationClient, UpsertLocationClient (clients §5, §7). Core validates and
 * normalises the input (names capitalised, e-mail trimmed and lower-cased or null, phones as digits,
 * states as codes, ≥ 1 phone and ≥ 1 address for an active client, no duplicate address); the server
 * adds what needs the database (type ids exist) and, when an active client is made inactive, declines
 * its pending prescription requests in the same transaction.
 */
import { clientActiveChange, validateLocationClientInput, type LocationClientWrite } from '@vetrx/core/client';
import { formatMessage, type FieldErrors } from '@vetrx/core/common';
import { CLIENT_VALIDATION_MESSAGES } from '@vetrx/core/messages';
import { mutate } from '../../unit-of-work.js';
import type { RequestContext } from '../../context/context.js';
import { assertValid, badInput, firstMessage } from '../../errors.js';
import type { SystemDeclineResult } from '../../repositories/clients-write.js';
import type { Repositories } from '../../repositories/index.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import type { LocationClientRow } from '../parents.js';
import { scopedClient } from './clients-scope.js';

/** Refuses phone and address type ids that are not in the reference lists. */
async function checkTypeIds(ctx: RequestContext, v: LocationClientWrite): Promise<void> {
  const ref = await ctx.loaders.reference();
  const errors: FieldErrors = {};
  v.locationClientPhones.forEach((p, i) => {
    if (!ref.phoneTypes.has(Number(p.phoneTypeId))) errors[`locationClientPhones.${i}.phoneTypeId`] = CLIENT_VALIDATION_MESSAGES.unknownPhoneType;
  });
  v.locationClientAddress.forEach((a, i) => {
    if (a.addressTypeId == null || !ref.addressTypes.has(Number(a.addressTypeId))) {
      errors[`locationClientAddress.${i}.addressTypeId`] = CLIENT_VALIDATION_MESSAGES.unknownAddressType;
    }
  });
  if (Object.keys(errors).length) throw badInput(firstMessage(errors), errors);
}

/**
 * Refuses a PIMS id another client of the location already carries, naming that
 * client; inside the write's transaction, so nothing is written.
 */
async function refuseTakenPimsId(repos: Repositories, locationId: number, v: LocationClientWrite, exceptClientId: number | null): Promise<void> {
  const other = await repos.clientRecords.pimsIdentityHolder(locationId, v, exceptClientId);
  if (!other) return;
  const name = [other.firstName, other.lastName].filter(Boolean).join(' ');
  const message = formatMessage(CLIENT_VALIDATION_MESSAGES.pimsIdTaken, { name });
  throw badInput(message, { pimsId: message });
}

/** The client's scalar columns from a normalised input. */
function columns(v: LocationClientWrite) {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    isActive: v.isActive,
    pimsId: v.pimsId,
    pimsProviderId: v.pimsProviderId,
    pimsConnectionType: v.pimsConnectionType,
    isPimsImport: v.isPIMSImport,
  };
}

async function addClient(ctx: RequestContext, locationId: number, input: unknown, operation: string): Promise<LocationClientRow> {
  const v = assertValid(validateLocationClientInput(input, { isUpdate: false }));
  await checkTypeIds(ctx, v);
  const location = await ctx.loaders.location.load(locationId);
  return mutate(ctx, operation, async ({ repos, record }) => {
    await refuseTakenPimsId(repos, locationId, v, null);
    const now = ctx.now();
    const row = await repos.clientRecords.insertClient(
      { locationId, organizationId: location?.organizationId ?? null, ...columns(v), createdAt: now, updatedAt: now },
      v.locationClientPhones,
      v.locationClientAddress,
    );
    record({ entity: 'LocationClient', entityId: row.id, locationId, before: null, after: await repos.clientRecords.clientSnapshot(row.id) });
    return row;
  });
}

/**
 * The update input with the stored PIMS fields for those not sent: the client form sends the PIMS ID
 * only where it shows it, so an update never clears a link by leaving a field out.
 */
function withStoredPimsFields(existing: LocationClientRow, input: Record<string, unknown>): Record<string, unknown> {
  const stored: Record<string, unknown> = {
    pimsId: existing.pimsId,
    pimsProviderId: existing.pimsProviderId,
    pimsConnectionType: existing.pimsConnectionType,
    isPIMSImport: existing.isPimsImport,
  };
  const out = { ...input };
  for (const [key, value] of Object.entries(stored)) if (out[key] === undefined) out[key] = value;
  return out;
}

async function updateClient(ctx: RequestContext, existing: LocationClientRow, rawInput: Record<string, unknown>, operation: string): Promise<LocationClientRow> {
  const input = withStoredPimsFields(existing, rawInput);
  const v = assertValid(validateLocationClientInput(input, { isUpdate: true, existing }));
  await checkTypeIds(ctx, v);
  const decision = clientActiveChange({ wasActive: existing.isActive, isActive: v.isActive, pendingTaskCount: 0 });
  return mutate(ctx, operation, async ({ repos, record }) => {
    const before = await repos.clientRecords.clientSnapshot(existing.id);
    if (v.pimsId !== existing.pimsId || v.pimsProviderId !== existing.pimsProviderId) await refuseTakenPimsId(repos, existing.locationId, v, existing.id);
    const now = ctx.now();
    const row = await repos.clientRecords.updateClient(existing.id, { ...columns(v), updatedAt: now }, v.locationClientPhones, v.locationClientAddress);
    let declined: SystemDeclineResult | null = null;
    if (decision.declinesPending) {
      declined = await repos.clientRecords.declinePending({ locationId: row.locationId, locationClientId: row.id }, 'clientInactive', now);
    }
    const after = { ...(await repos.clientRecords.clientSnapshot(row.id)), ...(declined ? { systemDecline: declined } : {}) };
    record({ entity: 'LocationClient', entityId: row.id, locationId: row.locationId, before, after });
    return row;
  });
}

export const clientMutationResolvers: Resolvers = {
  Mutation: {
    addLocationClient: (_p, { locationId, input }, ctx) => addClient(ctx, ctx.requireLocation(locationId).locationId, input, 'AddLocationClient'),
    updateLocationClient: async (_p, { input }, ctx) => updateClient(ctx, await scopedClient(ctx, input.id), { ...input }, 'UpdateLocationClient'),
    upsertLocationClient: async (_p, { locationId, input }, ctx) => {
      const m = ctx.requireLocation(locationId);
      if (input.id == null || input.id === '') return addClient(ctx, m.locationId, input, 'UpsertLocationClient');
      const existing = await scopedClient(ctx, input.id, m.locationId);
      return updateClient(ctx, existing, { ...input }, 'UpsertLocationClient');
    },
  },
};
