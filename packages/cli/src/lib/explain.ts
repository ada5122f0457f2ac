/**
 * Explaining a refusal with the access policy (issue 9 item 1, decision 0123): when the server answers
 * FORBIDDEN or NOT_FOUND, the CLI reads `Me` with the same credentials and `--as`, builds the policy's
 * actor from it (core's `sessionActor`, the actor the server builds) and words the facts the answer
 * rests on (core's `explainAccess` for the question the command asked, `explainReach` when only a record
 * id is known). `vetrx whoami --can` asks the same question without running anything.
 */
import { explainAccess, explainReach, isSupportActor, linkKey, sessionActor, type AccessNames, type AccessRequest, type Actor } from '@vetrx/core/access';
import { ApiError, ERROR_CODES, type VetRxClient } from '@vetrx/core/api';
import { MeDocument, type MeQuery } from '@vetrx/core/operations/Me';
import { sameId } from '@vetrx/core/common';
import { attachExplanation } from './errors.js';

/**
 * Said when the policy, as the session reads it, allows what the server refused: the refusal is not an
 * access rule of the caller (another location's record, an ended impersonation, a rule of the operation).
 */
export const POLICY_ALLOWS = 'By the access policy, as your session reads, this is allowed: the refusal comes from the record or from a rule of the operation, not from who you are.';

/** What a support user acting as themselves does to work in a practice (decision 0110). */
export const IMPERSONATE_TO_WORK = 'Act as one of its users: vetrx impersonate USER --reason "…", then add --as USER (vetrx practice show ID lists its users).';

/**
 * The policy's actor of a `Me` answer, and the names to word explanations with (the effective user,
 * location names, module names).
 *
 * @example
 * const { actor, names } = actorOfMe((await client.request(MeDocument)).me);
 */
export function actorOfMe(me: MeQuery['me']): { actor: Actor; names: AccessNames } {
  const assignments = me.user?.locationsUsers ?? [];
  const actor = sessionActor({
    signedIn: true,
    isSupport: me.isSupport,
    impersonating: Boolean(me.impersonating),
    inAdminSupportGroup: me.supportUser?.inAdminSupportGroup ?? false,
    assignments,
  });
  const modules = new Map<string, string>();
  for (const a of assignments) for (const rm of a.role.rolesModules) if (rm.module.link) modules.set(linkKey(rm.module.link), rm.module.name);
  return {
    actor,
    names: {
      who: me.user?.username ?? me.supportUser?.username ?? null,
      location: (id) => assignments.find((a) => sameId(a.location.id, id))?.location.name,
      module: (link) => modules.get(linkKey(link)),
    },
  };
}

/** True for the refusals the policy may explain (not an ended impersonation: `Me` would be refused too). */
function explainable(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status === 0) return false;
  if (error.code !== ERROR_CODES.FORBIDDEN && error.code !== ERROR_CODES.NOT_FOUND) return false;
  return error.errors[0]?.extensions?.reason !== 'IMPERSONATION_ENDED';
}

/**
 * The explanation of a refusal, or null when it is not an access refusal or `Me` cannot be read.
 *
 * @example
 * const explained = await explainRefusal(error, client, { action: 'readAuditLog', locationId: '1' });
 */
export async function explainRefusal(error: unknown, client: VetRxClient, access: AccessRequest | null): Promise<{ lines: string[]; suggestion?: string } | null> {
  if (!explainable(error)) return null;
  let me: MeQuery['me'];
  try {
    me = (await client.request(MeDocument)).me;
  } catch {
    return null;
  }
  const { actor, names } = actorOfMe(me);
  const practiceWork = isSupportActor(actor) ? IMPERSONATE_TO_WORK : undefined;
  if (!access) return { lines: [...explainReach(actor, names)], suggestion: practiceWork };
  const { decision, reasons } = explainAccess(actor, access, names);
  if (decision.allowed) return { lines: [...reasons, POLICY_ALLOWS] };
  return { lines: [...reasons], suggestion: decision.code === 'NOT_FOUND' ? practiceWork : undefined };
}

/**
 * The client, whose FORBIDDEN and NOT_FOUND answers carry the policy's explanation (printed under
 * "Why:"). `access` is the question the command's operations ask (null: a record id, whose location is
 * not known — the explanation then says where the user works).
 *
 * @example
 * const client = explaining(raw, { action: 'workAt', locationId: '3' });
 */
export function explaining(client: VetRxClient, access: AccessRequest | null): VetRxClient {
  const explained = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const explained = await explainRefusal(error, client, access);
      if (explained) attachExplanation(error as object, explained.lines, explained.suggestion);
      throw error;
    }
  };
  const send = client.request as (...args: unknown[]) => Promise<unknown>;
  const request = ((...args: unknown[]) => explained(() => send(...args))) as VetRxClient['request'];
  const requestRaw: VetRxClient['requestRaw'] = (query, variables) => explained(() => client.requestRaw(query, variables));
  return { request, requestRaw };
}
