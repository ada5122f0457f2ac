/**
 * The partner side of the code-redirect connect flow (admin §4, §7): the partner's
 * sign-in address, and the exchange of the code it sends back for a token and the user's clinics. An
 * outside system behind `PimsConnectGateway`. Outside production the sandbox partner
 * (`connect-sandbox.ts`, development-only) answers; a production server without a partner adapter has
 * {@link NO_CONNECT_PARTNER}, which fails as an unreachable partner does (502 to the caller).
 */

/** A clinic the partner's user may connect. */
export interface ConnectClinic {
  id: string;
  name: string;
}

/** What VetRx needs from the partner. Implementations throw when the partner cannot be reached. */
export interface PimsConnectGateway {
  /** The partner's sign-in address; it comes back to `redirectUri` with `code` and `state`. */
  authorizationAddress(request: { redirectUri: string; state: string; origin: string }): Promise<string>;
  /** The token and clinics of a code the sign-in sent back; `null` for an unknown, used or expired code. */
  exchange(code: string): Promise<{ accessToken: string; clinics: ConnectClinic[] } | null>;
}

/** The partner of a server that has none: every call fails as an unreachable partner's does. */
export const NO_CONNECT_PARTNER: PimsConnectGateway = {
  authorizationAddress: async () => {
    throw new Error('No PIMS connect partner serves this server (the sandbox partner runs outside production only)');
  },
  exchange: async () => {
    throw new Error('No PIMS connect partner serves this server (the sandbox partner runs outside production only)');
  },
};
