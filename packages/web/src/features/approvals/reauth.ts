/**
 * Re-authentication at the identity provider before a bulk approval: a sign-in popup
 * with prompt=login and max_age=0, so the vet enters their password again, through its own
 * UserManager whose user lives in memory only — the app's session is not touched. The popup returns
 * to /login/callback, whose signinCallback hands the answer back to this window. Resolves to the new
 * ID token, which carries the bulk summary's nonce; the server checks its subject, auth_time and nonce.
 */
import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { CALLBACK_PATH } from '../../app/auth/auth-service';
import { loadConfig } from '../../app/config';

export async function reauthenticate(loginHint: string | null, nonce: string): Promise<string> {
  const config = await loadConfig();
  const origin = window.location.origin;
  const manager = new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    popup_redirect_uri: `${origin}${CALLBACK_PATH}`,
    response_type: 'code',
    scope: 'openid profile email',
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    automaticSilentRenew: false,
    loadUserInfo: false,
    monitorSession: false,
  });
  // The nonce is the summary's: the ID token then names what this sign-in confirms.
  const user = await manager.signinPopup({ prompt: 'login', max_age: 0, nonce, ...(loginHint ? { login_hint: loginHint } : {}) });
  if (!user.id_token) throw new Error('No ID token');
  return user.id_token;
}
