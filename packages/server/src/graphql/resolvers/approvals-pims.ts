/**
 * PIMS consults (prescribing §7: getPimsConsultsByPatientId, getPimsConsultsByCode; clients §4 PIMS
 * consult linking). The account named by pimsInput must be one of the caller's locations, with
 * consult linking available there (core's consultLinking); the patient id must be a PIMS id of a
 * patient of that location. A failing PIMS call is logged and answered with the spec's inline text.
 */
import { GraphQLError } from 'graphql';
import { ERROR_CODES } from '@vetrx/core/api';
import { toConnectionType } from '@vetrx/core/common';
import { COMMON_MESSAGES, APPROVALS_MESSAGES } from '@vetrx/core/messages';
import { consultLinking } from '@vetrx/core/patient';
import type { RequestContext } from '../../context/context.js';
import { badInput, notFound } from '../../errors.js';
import { adapterFor, type PimsAccount, type PimsConsultRecord } from '../../pims/index.js';
import type { PimsInput, Resolvers } from '../generated/resolvers-types.js';
import { CLIENT_LIMITS } from '@vetrx/core/client';
import { PRESCRIPTION_LIMITS } from '@vetrx/core/prescription';

/** The caller's location whose PIMS account this is, ready for consults; refuses otherwise. */
async function consultAccount(ctx: RequestContext, input: PimsInput, pimsPatientId: string): Promise<PimsAccount> {
  ctx.requireUser();
  const accountId = input.pimsAccountId.trim();
  const type = toConnectionType(input.pimsConnectionType);
  const locations = await ctx.repos.locations.withPimsAccount(accountId, { everywhere: false });
  const location = locations.find((l) => toConnectionType(l.pimsConnectionType) === type);
  if (!accountId || !type || !location) throw notFound('PIMS account');
  const linking = consultLinking(
    { pimsConnectionType: location.pimsConnectionType, isWritebackEnabled: location.isEnabledForWriteback, isAccountSetUp: Boolean(location.pimsAccountId) },
    { pimsId: pimsPatientId },
  );
  if (!linking.enabled) throw badInput(linking.hint, { pimsInput: linking.hint });
  const id = pimsPatientId.trim();
  const patient = await ctx.repos.locations.patientByPimsId(location.id, id);
  if (!patient) throw notFound('Patient');
  return { pimsAccountId: accountId, pimsConnectionType: type, pimsAccountSecret: location.pimsAccountSecret ?? null, pimsWritebackAccountId: location.pimsWritebackAccountId ?? null };
}

/** Runs a PIMS call; a failure is logged and answered with the spec's inline text. */
async function callPims(ctx: RequestContext, what: string, call: () => Promise<PimsConsultRecord[]>): Promise<PimsConsultRecord[]> {
  try {
    return await call();
  } catch (error) {
    console.error(`[pims] ${what} failed:`, error instanceof Error ? error.message : error);
    throw new GraphQLError(COMMON_MESSAGES.consultRetrievalError, { extensions: { code: ERROR_CODES.INTERNAL } });
  }
}

export const approvalsPimsResolvers: Resolvers = {
  Query: {
    getPimsConsultsByPatientId: async (_p, { patientId, pimsInput }, ctx) => {
      const account = await consultAccount(ctx, pimsInput, patientId);
      const consults = await callPims(ctx, 'getConsultsByPatientId', () => adapterFor(account.pimsConnectionType, ctx.now).getConsultsByPatientId(account, patientId.trim()));
      return consults.slice(0, CLIENT_LIMITS.pimsConsultList);
    },
    getPimsConsultsByCode: async (_p, { code, patientId, pimsInput }, ctx) => {
      const text = code.trim();
      if (!text) throw badInput(COMMON_MESSAGES.fieldRequired, { code: COMMON_MESSAGES.fieldRequired });
      if (text.length > PRESCRIPTION_LIMITS.consultCode) {
        const message = APPROVALS_MESSAGES.validation.maxCharacters(PRESCRIPTION_LIMITS.consultCode);
        throw badInput(message, { code: message });
      }
      const account = await consultAccount(ctx, pimsInput, patientId);
      const consults = await callPims(ctx, 'getConsultsByCode', () => adapterFor(account.pimsConnectionType, ctx.now).getConsultsByCode(account, patientId.trim(), text));
      return consults.slice(0, CLIENT_LIMITS.pimsConsultList);
    },
  },
};
