import type { Command } from 'commander';
import { z } from 'zod';
import { createCommand, globalOptions } from '../lib/command.js';
import { CliError, EXIT_CODES } from '../lib/errors.js';
import type { CliIO } from '../lib/io.js';
import {
  DEFAULT_CLI_CLIENT_ID,
  discoverIssuer,
  expiresAtOf,
  fetchServerConfig,
  pollDeviceToken,
  requestDeviceAuthorization,
  revokeToken,
  usernameOf,
} from '../lib/oidc.js';
import { formatJson } from '../lib/output.js';
import { loginCommandFor, openSession } from '../lib/session.js';
import { normalizeUrl, parseOptions } from '../lib/settings.js';

const loginOptionsSchema = z.object({
  issuer: z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^/]/.test(v), 'Must be an http:// or https:// URL, e.g. http://localhost:4000/oidc')
    .transform(normalizeUrl)
    .optional(),
  open: z.boolean().default(true),
});

/**
 * `vetrx login`: signs in with the device authorization grant. Prints where to go and the code (on
 * stderr, for the person), opens the browser unless --no-open, polls the token endpoint, and stores
 * the tokens for the server. Prints "Signed in …" (or JSON with --json) on stdout.
 *
 * @example
 * program.addCommand(loginCommand(program, io));
 */
export function loginCommand(program: Command, io: CliIO): Command {
  return createCommand('login', program)
    .description('Sign in to a VetRx server in your browser (device authorization) and store the tokens')
    .option('--issuer <url>', 'identity provider (default: the issuer the server publishes in /config.json)')
    .option('--no-open', 'do not open the browser; just print the address and the code')
    .addHelpText('after', '\nExample:\n  vetrx login --server https://vetrx.example.com')
    .action(async (options: Record<string, unknown>, cmd: Command) => {
      const opts = parseOptions(loginOptionsSchema, options);
      const session = openSession(globalOptions(cmd), io);
      const server = session.settings.server.value;

      let issuer = opts.issuer;
      let clientId = DEFAULT_CLI_CLIENT_ID;
      try {
        const config = await fetchServerConfig(server, io.fetch);
        issuer ??= normalizeUrl(config.issuer);
        clientId = config.cliClientId ?? clientId;
      } catch (e) {
        // With --issuer the server's configuration is a convenience (the CLI's client id); without it, it is needed.
        if (!issuer) throw e;
      }
      const metadata = await discoverIssuer(issuer, io.fetch);
      if (!metadata.device_authorization_endpoint) {
        throw new CliError(`The identity provider at ${issuer} does not offer device sign-in.`, {
          exitCode: EXIT_CODES.auth,
          suggestion: 'Ask for the device authorization grant to be enabled for the CLI client, or pass --token.',
        });
      }
      const auth = await requestDeviceAuthorization({ endpoint: metadata.device_authorization_endpoint, clientId, fetch: io.fetch });
      const minutes = Math.max(1, Math.round(auth.expires_in / 60));
      const lines = [
        `To sign in to ${server}, open this address in a browser:`,
        '',
        `    ${auth.verification_uri}`,
        '',
        'and enter this code:',
        '',
        `    ${auth.user_code}`,
        '',
      ];
      if (auth.verification_uri_complete) lines.push('Or open this address, which has the code in it:', '', `    ${auth.verification_uri_complete}`, '');
      io.stderr(`${lines.join('\n')}\n`);
      if (opts.open && (await io.openBrowser(auth.verification_uri_complete ?? auth.verification_uri))) {
        io.stderr('A browser window was opened for you.\n');
      }
      io.stderr(`Waiting for you to sign in (the code expires in ${minutes} minute${minutes === 1 ? '' : 's'})…\n`);

      const tokens = await pollDeviceToken({
        tokenEndpoint: metadata.token_endpoint,
        clientId,
        deviceCode: auth.device_code,
        interval: auth.interval,
        expiresIn: auth.expires_in,
        fetch: io.fetch,
        sleep: io.sleep,
        now: io.now,
        onSlowDown: (seconds) => io.stderr(`The identity provider asked to slow down; checking every ${seconds} s.\n`),
        loginCommand: loginCommandFor(server),
      });
      const username = usernameOf(tokens);
      if (!username) throw new CliError('Signed in, but the identity provider did not say who you are (no id token).', { exitCode: EXIT_CODES.auth });

      const previous = session.store.get(server);
      const expiresAt = expiresAtOf(tokens, io.now());
      session.store.save({
        server,
        issuer: normalizeUrl(metadata.issuer),
        clientId,
        tokenEndpoint: metadata.token_endpoint,
        revocationEndpoint: metadata.revocation_endpoint,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        idToken: tokens.id_token,
        expiresAt,
        username,
      });
      // The login replaced here is no longer used: let the provider forget its refresh token.
      if (previous?.refreshToken && previous.revocationEndpoint && previous.refreshToken !== tokens.refresh_token) {
        await revokeToken({ endpoint: previous.revocationEndpoint, clientId: previous.clientId, token: previous.refreshToken, hint: 'refresh_token', fetch: io.fetch });
      }

      const json = globalOptions(cmd).json;
      if (json) {
        io.stdout(formatJson({ server, username, expiresAt: new Date(expiresAt).toISOString(), refreshable: Boolean(tokens.refresh_token), credentials: session.store.path }, { compact: true }));
      } else {
        io.stdout(`Signed in to ${server} as ${username}.\n`);
        io.stderr(`Tokens are stored in ${session.store.path}.${tokens.refresh_token ? '' : ' No refresh token was issued: run `vetrx login` again when the access token expires.'}\n`);
      }
    });
}
