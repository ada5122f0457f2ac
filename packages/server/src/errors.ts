import { GraphQLError } from 'graphql';
import { ERROR_CODES, type ErrorCode } from '@vetrx/core/api';
import type { FieldErrors } from '@vetrx/core/common';
import { AUTH_MESSAGES } from '@vetrx/core/messages';

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
};

function error(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  const status = HTTP_STATUS[code];
  return new GraphQLError(message, {
    extensions: { code, ...extra, ...(status ? { http: { status } } : {}) },
  });
}

/** The caller has no valid session: 'Not logged in'. */
export const unauthenticated = (message: string = AUTH_MESSAGES.notLoggedIn.title) => error(ERROR_CODES.UNAUTHENTICATED, message);
/** The caller is signed in but may not do this. */
export const forbidden = (message: string) => error(ERROR_CODES.FORBIDDEN, message);
/**
 * The impersonation header without an active session for that target (expired, ended, never started):
 * FORBIDDEN with `reason: 'IMPERSONATION_ENDED'`, so the portal leaves the impersonation.
 */
export const impersonationEnded = () => error(ERROR_CODES.FORBIDDEN, AUTH_MESSAGES.impersonationEnded, { reason: 'IMPERSONATION_ENDED' });
/** The record does not exist for this caller (including another location's record). */
export const notFound = (what: string) => error(ERROR_CODES.NOT_FOUND, `${what} not found`);
/** Input refused by a rule; `fields` maps input field → the spec's message. */
export const badInput = (message: string, fields: FieldErrors = {}) =>
  error(ERROR_CODES.BAD_USER_INPUT, message, { fields });
/** Refused because of stale state, e.g. a task already actioned. */
export const conflict = (message: string) => error(ERROR_CODES.CONFLICT, message);

/** The error of a refusal of core's access policy (`can`): its code and message. */
export function refusal(decision: { code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND'; message: string }): GraphQLError {
  if (decision.code === 'UNAUTHENTICATED') return unauthenticated(decision.message);
  return error(ERROR_CODES[decision.code], decision.message);
}

/** First message of a field-error map, used as the error's message (what a toast shows). */
export function firstMessage(fields: FieldErrors): string {
  return Object.values(fields)[0] ?? 'Invalid input';
}

/** Throws BAD_USER_INPUT from a failed validation result. */
export function assertValid<T>(result: { ok: true; value: T } | { ok: false; errors: FieldErrors }): T {
  if (!result.ok) throw badInput(firstMessage(result.errors), result.errors);
  return result.value;
}
