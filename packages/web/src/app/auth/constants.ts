/** No offline_access: the portal holds no refresh token. */
export const OIDC_SCOPES = 'openid profile email';
/** Where the provider sends the browser back after a sign-in (and a silent renewal). */
export const CALLBACK_PATH = '/login/callback';
