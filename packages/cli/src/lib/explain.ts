/**
 * Explaining a refusal with the access policy (issue 9 item 1): when the server answers
 * FORBIDDEN or NOT_FOUND, the CLI reads `Me` with the same credentials and `--as`, builds the policy's
 * actor from it (core's `sessionActor`, the actor the server builds) and words the facts the answer
 * rests on (core's `explainAccess` for the question the command asked, `explainReach` when only a record
 * id is known). `vetrx whoami --can` asks the same question without running anything.
 */
import { explainAccess, explainReach, isSupportActor, linkKey, sessionActor, type AccessNames, type AccessRequest, type Actor, type RefusalCode } from '@vetrx/core/access';
import { ApiError, ERROR_CODES, type VetRxClient } from '@vetrx/core/api';
import { GetImpersonationSessionDocument } from '@vetrx/core/operations/GetImpersonationSession';
import { MeDocument, type MeQuery } from '@vetrx/core/operations/Me';
import { sameId } from '@vetrx/core/common';
import { attachExplanation, CliError, EXIT_CODES } from './errors.js';
import { apiClient, type Session } from './session.js';

/**
 * The question a command's operations ask the policy: a request, or one that depends on who asks (a
 * support user acting as themselves asks as support; a practice user asks about their location) — read
 * from the same `Me` the explanation is built from. Null: a record id whose location is not known.
 *
 * @example
 * const q: AccessQuestion = (actor) => (isSupportActor(actor) ? { action: 'support' } : { action: 'workAt', locationId: '1' });
 */
export type AccessQuestion = AccessRequest | ((actor: Actor) => AccessRequest | null) | null;

/** What a support user acting as themselves does to work in a practice. */
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

/** What to do about a record that does not exist (the policy allowed the question). */
function noSuchRecord(access: AccessRequest): string {
  return access.action === 'readLocation' ? 'Check the id: vetrx practice search TEXT lists practices with their ids.' : 'Check the id: no record has it there.';
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
export async function explainRefusal(error: unknown, client: VetRxClient, question: AccessQuestion): Promise<{ lines: string[]; suggestion?: string } | null> {
  if (!explainable(error)) return null;
  let me: MeQuery['me'];
  try {
    me = (await client.request(MeDocument)).me;
  } catch {
    return null;
  }
  const { actor, names } = actorOfMe(me);
  const access = typeof question === 'function' ? question(actor) : question;
  const practiceWork = isSupportActor(actor) ? IMPERSONATE_TO_WORK : undefined;
  if (!access) return { lines: [...explainReach(actor, names)], suggestion: practiceWork };
  // The explanation agrees with the server's answer: allowed and NOT_FOUND is a record that does not exist.
  const { decision, reasons } = explainAccess(actor, access, names, error.code as RefusalCode);
  if (decision.allowed) return { lines: [...reasons], suggestion: error.code === ERROR_CODES.NOT_FOUND ? noSuchRecord(access) : undefined };
  return { lines: [...reasons], suggestion: decision.code === 'NOT_FOUND' ? practiceWork : undefined };
}

/** `--as` for the impersonated user, and a client of the same sign-in without it (made on first use). */
interface Impersonating {
  username: string;
  signedIn: () => Promise<VetRxClient>;
}

/**
 * The session's `--as` (or `$VETRX_IMPERSONATE`), with a client of the same sign-in without it; none
 * when the command runs as the signed-in user.
 *
 * @example
 * const client = explaining(await apiClient(session), access, impersonating(session));
 */
export function impersonating(session: Session): Impersonating | undefined {
  const username = session.settings.impersonate?.value;
  if (!username) return undefined;
  return { username, signedIn: () => apiClient({ ...session, settings: { ...session.settings, impersonate: undefined } }) };
}

/**
 * What is wrong when the server refuses `--as USER` ('The impersonation session has ended', decision
 * 0110), read from the support user's own running session (issue 45): it is for another
 * user, or none runs. Null when the answer is not that refusal or the session cannot be read.
 *
 * @example
 * throw (await impersonationRefusal(error, { username: 'staff@demo.vetrx.dev', signedIn })) ?? error;
 */
async function impersonationRefusal(error: unknown, as: Impersonating): Promise<CliError | null> {
  if (!(error instanceof ApiError) || error.errors[0]?.extensions?.reason !== 'IMPERSONATION_ENDED') return null;
  let running;
  try {
    running = (await (await as.signedIn()).request(GetImpersonationSessionDocument)).getImpersonationSession;
  } catch {
    return null;
  }
  const start = `vetrx impersonate ${as.username} --reason "…"`;
  if (running && running.targetUsername.toLowerCase() !== as.username.toLowerCase()) {
    return new CliError(`Your impersonation session is for ${running.targetUsername}, not ${as.username}.`, {
      exitCode: EXIT_CODES.forbidden,
      code: ERROR_CODES.FORBIDDEN,
      suggestion: `Use --as ${running.targetUsername}, or end that session (vetrx impersonate end) and start one for ${as.username}: ${start}.`,
    });
  }
  return new CliError(`No impersonation session is running for ${as.username}: it ended, expired or was never started.`, {
    exitCode: EXIT_CODES.forbidden,
    code: ERROR_CODES.FORBIDDEN,
    suggestion: `Start one: ${start}, then add --as ${as.username}.`,
  });
}

/**
 * The client, whose FORBIDDEN and NOT_FOUND answers carry the policy's explanation (printed under
 * "Why:"). `access` is the question the command's operations ask (null: a record id, whose location is
 * not known — the explanation then says where the user works). With `as`, a refused `--as` says what is
 * wrong with the impersonation session instead.
 *
 * @example
 * const client = explaining(raw, { action: 'workAt', locationId: '3' });
 */
export function explaining(client: VetRxClient, access: AccessQuestion, as?: Impersonating): VetRxClient {
  const explained = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (as) {
        const refused = await impersonationRefusal(error, as);
        if (refused) throw refused;
      }
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
