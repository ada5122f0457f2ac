/**
 * Who may reach which PIMS account and which location's records (clients §6, §7; admin §2.4, §6):
 * practice users reach the accounts of their own locations; support users (not impersonating) reach
 * every location, as the support Pims Lookup searches any practice. Anything else answers NOT_FOUND.
 */
import { isPimsEnabled, toConnectionType } from '@vetrx/core/common';
import { parseId, type RequestContext } from '../../context/context.js';
import { notFound } from '../../errors.js';
import type { PimsAccount } from '../../pims/index.js';
import type { LocationRow, OrganizationRow } from '../parents.js';

/** True for a support user who is not impersonating: they read every location. */
export function readsEveryLocation(ctx: RequestContext): boolean {
  return ctx.supportMode;
}

/**
 * A location the caller may read: one of their active memberships, or any existing location for a
 * support user. NOT_FOUND otherwise.
 *
 * @example
 * const location = await readableLocation(ctx, args.locationId);
 */
export async function readableLocation(ctx: RequestContext, locationId: unknown): Promise<LocationRow> {
  ctx.requireUser();
  const id = parseId(locationId, 'Location');
  if (!readsEveryLocation(ctx)) ctx.requireLocation(id);
  const row = await ctx.loaders.location.load(id);
  if (!row) throw notFound('Location');
  return row;
}

/** A PIMS account the caller reached: the account, and the location (with its organization) it belongs to. */
export interface ReachedAccount {
  account: PimsAccount;
  location: LocationRow;
  organization: OrganizationRow | null;
}

/** Whether PIMS is on for a location and its organization (core's isPimsEnabled). */
export function locationHasPims(location: LocationRow, organization: OrganizationRow | null | undefined): boolean {
  return isPimsEnabled({ isPimsEnabled: location.isPimsEnabled, organization: { isPIMSEnabled: organization?.isPimsEnabled ?? false } });
}

/**
 * The PIMS account named by a call (pimsAccountId and connection type): the account of one of the
 * caller's locations (support: any location), the lowest location id when several share it. With
 * `requirePims` the location and its organization must have PIMS on (clients and patients); without it
 * the account only has to be configured (install information, status and user sync). NOT_FOUND
 * otherwise.
 *
 * @example
 * const { account, location } = await reachAccount(ctx, input, { requirePims: true });
 */
export async function reachAccount(
  ctx: RequestContext,
  input: { pimsAccountId: string; pimsConnectionType: string },
  opts: { requirePims: boolean },
): Promise<ReachedAccount> {
  ctx.requireUser();
  const accountId = input.pimsAccountId.trim();
  const type = toConnectionType(input.pimsConnectionType);
  if (!accountId || !type) throw notFound('PIMS account');
  const everywhere = readsEveryLocation(ctx);
  if (!everywhere && ctx.locationIds.length === 0) throw notFound('PIMS account');
  const locations = await ctx.repos.locations.withPimsAccount(accountId, { everywhere });
  for (const location of locations) {
    if (toConnectionType(location.pimsConnectionType) !== type) continue;
    const organization = location.organizationId ? ((await ctx.loaders.organization.load(location.organizationId)) ?? null) : null;
    if (opts.requirePims && !locationHasPims(location, organization)) continue;
    return { account: { pimsAccountId: accountId, pimsConnectionType: type, pimsAccountSecret: location.pimsAccountSecret ?? null, pimsWritebackAccountId: location.pimsWritebackAccountId ?? null }, location, organization };
  }
  throw notFound('PIMS account');
}
