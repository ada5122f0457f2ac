/**
 * PIMS users (admin §3 PIMS user, §5 linking, §7 searchPimsUsers, getPimsUser): the users of a
 * practice's PIMS account, through the PIMS adapter. The account named by pimsInput must belong to one
 * of the caller's locations (support users: any location). A failing PIMS call is logged and answered
 * with a plain message.
 */
import { GraphQLError } from 'graphql';
import { ERROR_CODES } from '@vetrx/core/api';
import { pimsAccountOf } from '@vetrx/core/admin';
import { USER_MESSAGES } from '@vetrx/core/messages';
import type { RequestContext } from '../../context/context.js';
import { notFound } from '../../errors.js';
import { userAdapterFor, type PimsAccount } from '../../pims/index.js';
import type { PimsInput, Resolvers } from '../generated/resolvers-types.js';

/** The PIMS account of one of the caller's locations (support: of any location); NOT_FOUND otherwise. */
async function userAccount(ctx: RequestContext, input: PimsInput): Promise<PimsAccount> {
  ctx.requireUser();
  const wanted = pimsAccountOf(input);
  if (!wanted) throw notFound('PIMS account');
  const everywhere = ctx.supportMode;
  const locations = await ctx.repos.locations.withPimsAccount(wanted.pimsAccountId, { everywhere });
  const location = locations.find((l) => pimsAccountOf(l)?.pimsConnectionType === wanted.pimsConnectionType);
  if (!location) throw notFound('PIMS account');
  return { ...wanted, pimsAccountSecret: location.pimsAccountSecret ?? null, pimsWritebackAccountId: location.pimsWritebackAccountId ?? null };
}

async function callPims<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(`[pims] ${what} failed:`, error instanceof Error ? error.message : error);
    throw new GraphQLError(USER_MESSAGES.pimsUnavailable, { extensions: { code: ERROR_CODES.INTERNAL } });
  }
}

export const adminUsersPimsResolvers: Resolvers = {
  Query: {
    searchPimsUsers: async (_p, { pimsInput, searchText }, ctx) => {
      const account = await userAccount(ctx, pimsInput);
      return callPims('searchUsers', () => userAdapterFor(account.pimsConnectionType, ctx.now).searchUsers(account, searchText ?? ''));
    },
    getPimsUser: async (_p, { pimsInput, pimsId }, ctx) => {
      const account = await userAccount(ctx, pimsInput);
      return callPims('getUser', () => userAdapterFor(account.pimsConnectionType, ctx.now).getUser(account, pimsId));
    },
  },
};
