import type { Command } from 'commander';
import { createCommand, globalOptions } from '../lib/command.js';
import type { CliIO } from '../lib/io.js';
import { revokeToken } from '../lib/oidc.js';
import { formatJson } from '../lib/output.js';
import { openSession } from '../lib/session.js';

/**
 * `vetrx logout`: revokes the stored refresh token at the identity provider (best effort)
 * and deletes them from the credentials file. Signing out of a server you are not signed in to is not
 * an error.
 *
 * @example
 * program.addCommand(logoutCommand(program, io));
 */
export function logoutCommand(program: Command, io: CliIO): Command {
  return createCommand('logout', program)
    .description('Sign out of the server: revoke the stored refresh token and delete the stored tokens')
    .addHelpText('after', '\nExample:\n  vetrx logout --server https://vetrx.example.com')
    .action(async (_options: unknown, cmd: Command) => {
      const global = globalOptions(cmd);
      const session = openSession(global, io);
      const server = session.settings.server.value;
      const login = session.store.get(server);
      let revoked = false;
      if (login) {
        if (login.revocationEndpoint) {
          // Revoking the refresh token ends the grant at the provider, and with it the access token: the
          // server refuses a token whose grant ended. A JWT access token cannot be revoked
          // by itself, so it is only sent when there is no refresh token.
          revoked = login.refreshToken
            ? await revokeToken({ endpoint: login.revocationEndpoint, clientId: login.clientId, token: login.refreshToken, hint: 'refresh_token', fetch: io.fetch })
            : await revokeToken({ endpoint: login.revocationEndpoint, clientId: login.clientId, token: login.accessToken, hint: 'access_token', fetch: io.fetch });
        }
        session.store.remove(server);
      }
      if (global.json) {
        io.stdout(formatJson({ server, signedOut: Boolean(login), username: login?.username ?? null, revoked }, { compact: true }));
        return;
      }
      if (!login) {
        io.stdout(`You were not signed in to ${server}.\n`);
        return;
      }
      io.stdout(`Signed out of ${server} (${login.username}).\n`);
      if (!revoked) io.stderr('The identity provider could not be told; the stored tokens were deleted and expire on their own.\n');
    });
}
