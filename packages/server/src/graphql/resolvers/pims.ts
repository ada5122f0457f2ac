/**
 * The PIMS data service (clients §4, §7; admin §3, §4, §7): PIMS clients (caretakers)
 * and patients through the PIMS adapter, the local records linked to a PIMS id, the install
 * information and status of an account, the user sync, and the client link ("Update client (link)").
 *
 * Every PIMS call names an account the caller reaches (pims-access.ts); a failing PIMS is logged and
 * answered with 'There was an error trying to connect to the partner. Please try again.' (INTERNAL).
 * Also the import check AddLocationPatient runs for a PIMS import (already imported, import enabled).
 */
import { GraphQLError } from 'graphql';
import { ERROR_CODES } from '@vetrx/core/api';
import { clientLinkWrite, validateClientLinkInput, validateClientSearchFields } from '@vetrx/core/client';
import { isPimsImportEnabled, PROVIDER_ID_CONNECTION_TYPE, toConnectionType } from '@vetrx/core/common';
import { CLIENT_TOASTS, CLIENT_VALIDATION_MESSAGES, COMMON_MESSAGES, PIMS_MESSAGES } from '@vetrx/core/messages';
import { mutate } from '../../unit-of-work.js';
import type { RequestContext } from '../../context/context.js';
import { assertValid, badInput, firstMessage, forbidden, notFound } from '../../errors.js';
import type { PimsAccount, PimsAdapter } from '../../pims/index.js';
import { userAdminReach } from '@vetrx/core/access';
import { userAdminScope } from './admin-users-scope.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { locationFeatures, pageOffset, pageSize, scopedClient } from './clients-scope.js';
import { locationHasPims, reachAccount, readableLocation, readsEveryLocation } from './pims-access.js';

/** Most PIMS clients a search answers. */
export const PIMS_SEARCH_LIMIT = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs a PIMS call; a failure is logged on the server and answered with the partner-connection text. */
async function callPims<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(`[pims] ${what} failed:`, error instanceof Error ? error.message : error);
    throw new GraphQLError(COMMON_MESSAGES.partnerConnectionError, { extensions: { code: ERROR_CODES.INTERNAL } });
  }
}

function pims(ctx: RequestContext, account: PimsAccount): PimsAdapter {
  return ctx.repos.pims.adapter(account.pimsConnectionType, ctx.now);
}

/** The filters of a PIMS client search, each at most 50 characters (clients §5). */
function searchFilters(input: { email?: string | null; firstName?: string | null; lastName?: string | null; patientName?: string | null; phone?: string | null }) {
  return assertValid(validateClientSearchFields(input));
}

/**
 * The check of a PIMS import (AddLocationPatient with isPIMSImport, clients §4): PIMS import on for the
 * location ('PIMS import is not enabled for this location.'), the location's connection type, a PIMS
 * patient named ('Error Importing PIMS Patient'), and not imported already ('Patient already imported
 * from Pims. You have to update Patient details'). Refusals write nothing.
 *
 * @example
 * await checkPimsImport(ctx, locationId, v);
 */
export async function checkPimsImport(
  ctx: RequestContext,
  locationId: number,
  v: { isPIMSImport?: boolean | null; pimsId?: string | null; pimsProviderId?: string | null; pimsConnectionType?: string | null },
): Promise<void> {
  if (v.isPIMSImport !== true) return;
  const location = await ctx.loaders.location.load(locationId);
  const organization = location?.organizationId ? await ctx.loaders.organization.load(location.organizationId) : null;
  const features = await locationFeatures(ctx, locationId);
  const flags = { isPimsEnabled: location?.isPimsEnabled, organization: { isPIMSEnabled: organization?.isPimsEnabled, isPimsImportEnabled: organization?.isPimsImportEnabled } };
  if (!location || !isPimsImportEnabled(flags, features)) throw badInput(PIMS_MESSAGES.pimsImportNotEnabled, { isPIMSImport: PIMS_MESSAGES.pimsImportNotEnabled });
  const type = toConnectionType(location.pimsConnectionType);
  if (v.pimsConnectionType && toConnectionType(v.pimsConnectionType) !== type) {
    throw badInput(PIMS_MESSAGES.otherConnectionType, { pimsConnectionType: PIMS_MESSAGES.otherConnectionType });
  }
  const pimsId = v.pimsId?.trim() || (type === PROVIDER_ID_CONNECTION_TYPE ? v.pimsProviderId?.trim() : '') || '';
  if (!pimsId) throw badInput(CLIENT_TOASTS.pimsPatientImportError.title, { pimsId: CLIENT_TOASTS.pimsPatientImportError.title });
  if (await ctx.repos.clientRecords.patientByPimsId(locationId, pimsId, type)) {
    throw badInput(CLIENT_TOASTS.patientAlreadyImported.title, { pimsId: CLIENT_TOASTS.patientAlreadyImported.title });
  }
}

/** Refuses phone and address type ids that are neither in the reference lists nor 0 (stored without a type). */
async function checkLinkTypeIds(ctx: RequestContext, phones: { phoneTypeId: string | number | null }[] | null, addresses: { addressTypeId: string | number | null }[] | null) {
  const ref = await ctx.loaders.reference();
  const errors: Record<string, string> = {};
  (phones ?? []).forEach((p, i) => {
    if (p.phoneTypeId !== null && !ref.phoneTypes.has(Number(p.phoneTypeId))) errors[`locationClientPhones.${i}.phoneTypeId`] = CLIENT_VALIDATION_MESSAGES.unknownPhoneType;
  });
  (addresses ?? []).forEach((a, i) => {
    if (a.addressTypeId !== null && !ref.addressTypes.has(Number(a.addressTypeId))) errors[`locationClientAddress.${i}.addressTypeId`] = CLIENT_VALIDATION_MESSAGES.unknownAddressType;
  });
  if (Object.keys(errors).length) throw badInput(firstMessage(errors), errors);
}

export const pimsResolvers: Resolvers = {
  Query: {
    searchPimsCaretakers: async (_p, { input }, ctx) => {
      const filters = searchFilters(input);
      const { account } = await reachAccount(ctx, input, { requirePims: true });
      return callPims('searchCaretakers', () =>
        pims(ctx, account).searchCaretakers(account, { ...filters, checkIfPatientDeceased: input.checkIfPatientDeceased }, PIMS_SEARCH_LIMIT),
      );
    },
    getPimsCaretakerById: async (_p, { input }, ctx) => {
      if (!input.pimsId?.trim() && !input.providerId?.trim()) throw badInput(PIMS_MESSAGES.caretakerIdRequired, { pimsId: PIMS_MESSAGES.caretakerIdRequired });
      const { account } = await reachAccount(ctx, input, { requirePims: true });
      return callPims('getCaretakerById', () => pims(ctx, account).getCaretakerById(account, { pimsId: input.pimsId, providerId: input.providerId }));
    },
    getPimsCaretakerList: async (_p, { input }, ctx) => {
      const filters = searchFilters(input);
      const { account } = await reachAccount(ctx, input, { requirePims: true });
      const page = { skip: pageOffset(input.skip), take: pageSize(input.take, 10, 100) };
      return callPims('getCaretakerList', () => pims(ctx, account).getCaretakerList(account, filters, page));
    },
    searchPimsPatients: async (_p, { input }, ctx) => {
      const name = (input.name ?? '').trim();
      const ref = { pimsCaretakerId: input.pimsCaretakerId, providerCaretakerId: input.providerCaretakerId };
      if (!ref.pimsCaretakerId?.trim() && !ref.providerCaretakerId?.trim() && !name) {
        throw badInput(PIMS_MESSAGES.patientSearchNeedsInput, { name: PIMS_MESSAGES.patientSearchNeedsInput });
      }
      searchFilters({ patientName: name });
      const { account } = await reachAccount(ctx, input, { requirePims: true });
      return callPims('searchPatients', () => pims(ctx, account).searchPatients(account, ref, name));
    },
    getPimsPatientList: async (_p, { input }, ctx) => {
      const { account } = await reachAccount(ctx, input, { requirePims: true });
      const page = { skip: pageOffset(input.skip), take: pageSize(input.take, 50, 200) };
      return callPims('getPatientList', () =>
        pims(ctx, account).getPatientList(account, { pimsCaretakerId: input.pimsCaretakerId, providerCaretakerId: input.providerCaretakerId }, page),
      );
    },
    getPimsPatientById: async (_p, { input }, ctx) => {
      const id = input.pimsId.trim();
      if (!id) throw badInput(COMMON_MESSAGES.fieldRequired, { pimsId: COMMON_MESSAGES.fieldRequired });
      const { account } = await reachAccount(ctx, input, { requirePims: true });
      return callPims('getPatientById', () => pims(ctx, account).getPatientById(account, id));
    },
    getLocationClientByPimsId: async (_p, { pimsAccountId, pimsId }, ctx) => {
      ctx.requireUser();
      const id = pimsId.trim();
      const accountId = pimsAccountId.trim();
      if (!id || !accountId) return null;
      const everywhere = readsEveryLocation(ctx);
      if (!everywhere && ctx.locationIds.length === 0) throw notFound('PIMS account');
      const locations = await ctx.repos.locations.withPimsAccount(accountId, { everywhere });
      // Another practice's account does not exist for the caller (issue 9: NOT_FOUND, never data).
      if (locations.length === 0) throw notFound('PIMS account');
      for (const location of locations) {
        const row = await ctx.repos.clientRecords.clientByPimsIdAt(location, id);
        if (row) return row;
      }
      return null;
    },
    getLocationPatientByPimsId: async (_p, { pimsId, pimsAccountId, locationId }, ctx) => {
      const location = await readableLocation(ctx, locationId);
      if ((location.pimsAccountId ?? '').trim() !== pimsAccountId.trim() || !pimsAccountId.trim()) throw notFound('PIMS account');
      const id = pimsId.trim();
      return id ? ctx.repos.clientRecords.patientByPimsId(location.id, id, toConnectionType(location.pimsConnectionType)) : null;
    },
    getInstallInformation: async (_p, { pimsInput }, ctx) => {
      const { account } = await reachAccount(ctx, pimsInput, { requirePims: false });
      return callPims('getInstallInformation', () => pims(ctx, account).getInstallInformation(account));
    },
    getInstallStatus: async (_p, { pimsInput }, ctx) => {
      const { account } = await reachAccount(ctx, pimsInput, { requirePims: false });
      return callPims('getInstallStatus', () => pims(ctx, account).getInstallStatus(account));
    },
  },
  Mutation: {
    syncPimsUsers: async (_p, { pimsAccountId, pimsConnectionType, accountUuid }, ctx) => {
      ctx.requireUser();
      const uuid = accountUuid.trim();
      const location = UUID.test(uuid) ? await ctx.repos.pims.locationByUuid(uuid) : null;
      const scope = await userAdminScope(ctx);
      if (!location || !userAdminReach.sees(scope, location.id)) throw notFound('Location');
      if (!userAdminReach.manages(scope, location.id)) throw forbidden(PIMS_MESSAGES.syncNotAllowed);
      const { account, location: owner } = await reachAccount(ctx, { pimsAccountId, pimsConnectionType }, { requirePims: false });
      if (owner.pimsAccountId !== location.pimsAccountId || toConnectionType(location.pimsConnectionType) !== account.pimsConnectionType) throw notFound('PIMS account');
      const result = await callPims('syncUsers', () => pims(ctx, account).syncUsers(account, uuid));
      return mutate(ctx, 'syncPimsUsers', async ({ record }) => {
        record({ entity: 'Location', entityId: location.id, locationId: location.id, before: null, after: { pimsAccountId: account.pimsAccountId, pimsConnectionType: account.pimsConnectionType, ...result } });
        return result;
      });
    },
    updateLocationClientLink: async (_p, { input }, ctx) => {
      const existing = await scopedClient(ctx, input.id);
      const location = await ctx.loaders.location.load(existing.locationId);
      const organization = location?.organizationId ? await ctx.loaders.organization.load(location.organizationId) : null;
      if (!location || !locationHasPims(location, organization)) throw badInput(PIMS_MESSAGES.pimsNotEnabled, { pimsId: PIMS_MESSAGES.pimsNotEnabled });
      const v = assertValid(validateClientLinkInput({ ...input, id: existing.id }, existing));
      if (v.pimsConnectionType !== toConnectionType(location.pimsConnectionType)) {
        throw badInput(PIMS_MESSAGES.otherConnectionType, { pimsConnectionType: PIMS_MESSAGES.otherConnectionType });
      }
      const linkId = v.pimsId ?? v.pimsProviderId ?? '';
      if (await ctx.repos.clientRecords.otherClientLinked(existing, linkId, v.pimsConnectionType)) throw badInput(PIMS_MESSAGES.linkedToAnotherClient, { pimsId: PIMS_MESSAGES.linkedToAnotherClient });
      const everything = clientLinkWrite({ email: null, activePhoneCount: 0, activeAddressCount: 0 }, v);
      await checkLinkTypeIds(ctx, everything.phones, everything.addresses);
      return mutate(ctx, 'UpdateLocationClientLink', async ({ repos, record }) => {
        const before = await repos.clientRecords.clientSnapshot(existing.id);
        const write = clientLinkWrite({ email: before.email, activePhoneCount: before.phones.length, activeAddressCount: before.addresses.length }, v);
        const row = await repos.clientRecords.updateClient(
          existing.id,
          {
            pimsId: write.pimsId,
            pimsProviderId: write.pimsProviderId,
            pimsConnectionType: write.pimsConnectionType,
            ...(write.email !== null ? { email: write.email } : {}),
            updatedAt: ctx.now(),
          },
          write.phones,
          write.addresses,
        );
        record({ entity: 'LocationClient', entityId: row.id, locationId: row.locationId, before, after: await repos.clientRecords.clientSnapshot(row.id) });
        return row;
      });
    },
  },
};
