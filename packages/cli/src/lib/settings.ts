import { z } from 'zod';
import { CliError, EXIT_CODES, type FieldErrors } from './errors.js';

/** The server used when nothing else names one. */
export const DEFAULT_SERVER = 'http://localhost:4000';

/** Environment variables the CLI reads. */
export const ENV_VARS = {
  server: 'VETRX_SERVER',
  token: 'VETRX_TOKEN',
  impersonate: 'VETRX_IMPERSONATE',
  configDir: 'VETRX_CONFIG_DIR',
} as const;

/** Where a setting's value came from. */
export type SettingSource = 'option' | 'profile' | 'environment' | 'default';

export interface Resolved<T> {
  value: T;
  source: SettingSource;
}

const present = <T>(v: T | undefined | null): v is T => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

/**
 * Picks a setting: the command-line option, else the saved profile, else the environment, else the
 * default (the Medplum order). Empty strings count as absent.
 *
 * @example
 * resolveSetting({ option: undefined, profile: 'http://a', env: 'http://b', fallback: 'http://c' }) // { value: 'http://a', source: 'profile' }
 */
export function resolveSetting<T>(candidates: { option?: T | null; profile?: T | null; env?: T | null; fallback: T }): Resolved<T>;
export function resolveSetting<T>(candidates: { option?: T | null; profile?: T | null; env?: T | null; fallback?: undefined }): Resolved<T> | undefined;
export function resolveSetting<T>(candidates: { option?: T | null; profile?: T | null; env?: T | null; fallback?: T }): Resolved<T> | undefined {
  if (present(candidates.option)) return { value: candidates.option, source: 'option' };
  if (present(candidates.profile)) return { value: candidates.profile, source: 'profile' };
  if (present(candidates.env)) return { value: candidates.env, source: 'environment' };
  if (present(candidates.fallback)) return { value: candidates.fallback, source: 'default' };
  return undefined;
}

/**
 * Normalises a server or issuer URL: http(s) only, no query or fragment, no trailing slash.
 *
 * @example
 * normalizeUrl('http://localhost:4000/') // 'http://localhost:4000'
 */
export function normalizeUrl(value: string): string {
  const url = new URL(value.trim());
  url.search = '';
  url.hash = '';
  return url.toString().replace(/\/+$/, '');
}

const urlSchema = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.host);
    } catch {
      return false;
    }
  }, 'Must be an http:// or https:// URL, e.g. http://localhost:4000')
  .transform(normalizeUrl);

/** The options every command accepts (on `vetrx` itself or after the command's name). */
export const globalOptionsSchema = z.object({
  server: urlSchema.optional(),
  token: z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .regex(/^\S+$/, 'Must be a single token without spaces (the access token itself, without "Bearer")')
    .optional(),
  impersonate: z.string().trim().toLowerCase().min(1, 'Must be a username').optional(),
  json: z.boolean().optional(),
});
export type GlobalOptions = z.input<typeof globalOptionsSchema>;

/** `variablesFile` → `--variables-file`. */
function optionName(path: string): string {
  // An issue inside a list option (`status.0`) is reported on the option itself.
  return `--${path.split('.')[0].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * Validates parsed options against a zod schema; on failure throws a usage {@link CliError} whose
 * field errors name the options (`--variables-file: …`).
 *
 * @example
 * const opts = parseOptions(globalOptionsSchema, cmd.optsWithGlobals());
 */
export function parseOptions<S extends z.ZodType>(schema: S, value: unknown, nameOf: (path: string) => string = optionName): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? nameOf(issue.path.map(String).join('.')) : 'options';
    fields[key] ??= issue.message;
  }
  throw new CliError('Invalid options.', { exitCode: EXIT_CODES.usage, fields, suggestion: 'Run the command with --help to see what it accepts.' });
}

/** Settings a command works with once options, the saved profile and the environment are combined. */
export interface Settings {
  server: Resolved<string>;
  /** A token given explicitly (option or environment); when absent the stored login is used. */
  token?: Resolved<string>;
  /** The username to impersonate (support users only). */
  impersonate?: Resolved<string>;
  json: boolean;
}

/**
 * Combines the global options, the saved profile (the server last signed in to) and the environment.
 *
 * - server: `--server` → saved profile → `$VETRX_SERVER` → http://localhost:4000
 * - token: `--token` → `$VETRX_TOKEN` → (none: the stored login for that server is used)
 * - impersonate: `--impersonate` → `$VETRX_IMPERSONATE`
 *
 * @example
 * resolveSettings({}, { server: 'https://vetrx.example' }, { VETRX_SERVER: 'http://x' }).server // { value: 'https://vetrx.example', source: 'profile' }
 */
export function resolveSettings(
  options: GlobalOptions,
  profile: { server?: string } | undefined,
  env: Record<string, string | undefined>,
): Settings {
  const opts = parseOptions(globalOptionsSchema, options);
  const envValues = parseOptions(
    z.object({ server: urlSchema.optional(), token: globalOptionsSchema.shape.token, impersonate: globalOptionsSchema.shape.impersonate }),
    {
      server: present(env[ENV_VARS.server]) ? env[ENV_VARS.server] : undefined,
      token: present(env[ENV_VARS.token]) ? env[ENV_VARS.token] : undefined,
      impersonate: present(env[ENV_VARS.impersonate]) ? env[ENV_VARS.impersonate] : undefined,
    },
    (path) => ENV_VARS[path as keyof typeof ENV_VARS] ?? path,
  );
  return {
    server: resolveSetting({ option: opts.server, profile: profile?.server, env: envValues.server, fallback: DEFAULT_SERVER }),
    token: resolveSetting({ option: opts.token, env: envValues.token }),
    impersonate: resolveSetting({ option: opts.impersonate, env: envValues.impersonate }),
    json: opts.json ?? false,
  };
}
