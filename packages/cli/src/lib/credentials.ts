import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { CliError, EXIT_CODES } from './errors.js';
import { ENV_VARS } from './settings.js';

/** The tokens of one sign-in, stored per server. */
export const storedLoginSchema = z.object({
  /** The VetRx server (normalised origin and path), the profile's key. */
  server: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  tokenEndpoint: z.string(),
  revocationEndpoint: z.string().optional(),
  accessToken: z.string(),
  refreshToken: z.string().optional(),
  idToken: z.string().optional(),
  /** When the access token expires, in milliseconds since the epoch. */
  expiresAt: z.number(),
  /** The signed-in username, from the id token. */
  username: z.string(),
});
export type StoredLogin = z.infer<typeof storedLoginSchema>;

const fileSchema = z.object({
  version: z.literal(1),
  /**
   * The server of the last sign-in: commands use it when no --server is given. It stays after
   * `vetrx logout`, so the next `vetrx login` goes back to the same server.
   */
  current: z.string().optional(),
  profiles: z.record(z.string(), storedLoginSchema),
});
export type CredentialsFile = z.infer<typeof fileSchema>;

/** Name of the credentials file inside the config folder. */
export const CREDENTIALS_FILE = 'credentials.json';

/**
 * The config folder: `$VETRX_CONFIG_DIR`, else `~/.config/vetrx`.
 *
 * @example
 * configDir({ VETRX_CONFIG_DIR: '/tmp/vetrx' }) // '/tmp/vetrx'
 */
export function configDir(env: Record<string, string | undefined>): string {
  const explicit = env[ENV_VARS.configDir]?.trim();
  if (explicit) return explicit;
  return join(env.HOME?.trim() || homedir(), '.config', 'vetrx');
}

/**
 * Signed-in tokens on disk, one profile per server, in `<config folder>/credentials.json`, readable by
 * the owner only (folder 0700, file 0600). Each write replaces the file atomically.
 *
 * @example
 * const store = new CredentialStore(configDir(process.env));
 * store.save(login); // also makes login.server the current server
 * store.get('http://localhost:4000')?.username
 */
export class CredentialStore {
  readonly path: string;
  constructor(readonly dir: string) {
    this.path = join(dir, CREDENTIALS_FILE);
  }

  /** The whole file; an absent file is an empty one. */
  read(): CredentialsFile {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, profiles: {} };
      throw new CliError(`Could not read the credentials file ${this.path}.`, { cause: e });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      throw new CliError(`The credentials file ${this.path} is not valid JSON.`, {
        exitCode: EXIT_CODES.auth,
        cause: e,
        suggestion: `Delete it and run \`vetrx login\` again.`,
      });
    }
    const result = fileSchema.safeParse(parsed);
    if (!result.success) {
      throw new CliError(`The credentials file ${this.path} is not in the expected format.`, {
        exitCode: EXIT_CODES.auth,
        suggestion: `Delete it and run \`vetrx login\` again.`,
      });
    }
    return result.data;
  }

  /** The server signed in to last, whether or not its login is still stored (signed out of since). */
  currentServer(): string | undefined {
    return this.read().current;
  }

  /** The login stored for a server. */
  get(server: string): StoredLogin | undefined {
    return this.read().profiles[server];
  }

  /** Stores (or replaces) a server's login and makes it the saved profile. */
  save(login: StoredLogin, opts: { makeCurrent?: boolean } = {}): void {
    const file = this.read();
    file.profiles[login.server] = storedLoginSchema.parse(login);
    if (opts.makeCurrent !== false) file.current = login.server;
    this.write(file);
  }

  /**
   * Deletes a server's login and returns it. The server signed in to last stays the current one even
   * when its login is removed: commands without --server keep going there (and say to
   * sign in again) instead of moving on to another server's login.
   */
  remove(server: string): StoredLogin | undefined {
    const file = this.read();
    const removed = file.profiles[server];
    if (!removed) return undefined;
    delete file.profiles[server];
    this.write(file);
    return removed;
  }

  private write(file: CredentialsFile): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const tmp = `${this.path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      writeFileSync(tmp, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
      chmodSync(tmp, 0o600);
      renameSync(tmp, this.path);
    } catch (e) {
      rmSync(tmp, { force: true });
      throw new CliError(`Could not write the credentials file ${this.path}.`, { cause: e });
    }
  }
}
