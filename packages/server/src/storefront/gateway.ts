/**
 * The client's online storefront, an outside system (clients §4, §7 help-client session): VetRx asks it
 * for the storefront accounts of a client (caretaker) and of a user, and to start a session in which
 * the user orders on the client's behalf. The sandbox (sandbox.ts) answers until a real storefront is
 * connected.
 */

/** The two kinds of storefront account (the validate call's `type`). */
export type StorefrontAccountType = 'account-caretaker' | 'account-user';

/** A storefront session: where to open it (with `token`), and the storefront to open in a new tab. */
export interface StorefrontSession {
  sessionUrl: string;
  token: string;
  storefrontUrl: string;
}

/** What a session is for: the vet ordering, in the caretaker's storefront. */
export interface StorefrontSessionRequest {
  /** The user's storefront account and who they are. */
  vet: { uuid: string; impersonationId: string; displayName: string };
  /** The client's storefront account and who they are. */
  caretaker: { uuid: string; impersonationId: string; displayName: string; shipTo: string | null; pets: string[] };
  /** The origin the browser reached VetRx at (the sandbox storefront lives on the same server). */
  origin: string;
}

/** What VetRx needs from a storefront. Implementations throw when the storefront cannot be reached. */
export interface StorefrontGateway {
  /**
   * The storefront account of a client or user, by VetRx uuid; `null` when there is none (a client
   * without an e-mail has no storefront account).
   */
  findAccount(account: { type: StorefrontAccountType; uuid: string; email: string | null }): Promise<{ id: string } | null>;
  /** The VetRx record behind a storefront account id; `null` for an unknown id. */
  accountOf(id: string): Promise<{ type: StorefrontAccountType; uuid: string } | null>;
  /** Starts a session in which the vet orders on the caretaker's behalf. */
  startSession(request: StorefrontSessionRequest): Promise<StorefrontSession>;
}

/**
 * The storefront of a server no storefront is connected to: a production server, which never runs the
 * sandbox. Every call fails, as an unreachable storefront does: the help-client routes
 * answer 502 with the storefront-unavailable message.
 *
 * @example
 * const storefront = config.mode === 'production' ? unconnectedStorefront() : sandbox;
 */
export function unconnectedStorefront(): StorefrontGateway {
  const fail = async (): Promise<never> => {
    throw new Error('No storefront is connected to this server');
  };
  return { findAccount: fail, accountOf: fail, startSession: fail };
}
