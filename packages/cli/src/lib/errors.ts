import { ApiError, ERROR_CODES } from '@vetrx/core/api';
import { ZodError } from 'zod';

/** Field → message, as the API sends in `extensions.fields` of BAD_USER_INPUT. */
export type FieldErrors = ApiError['fields'];

/**
 * Exit codes of `vetrx` (documented in the READMEs): one per kind of failure a script
 * may act on differently — fix the command, sign in again, skip the record, retry later, look at the
 * practice's PIMS, or ask for access.
 */
export const EXIT_CODES = {
  /** Done. */
  ok: 0,
  /** Any other failure (a conflict, an internal error, a broken audit chain); `whoami --can`: no. */
  failure: 1,
  /** The input was wrong: unknown command or option, bad option value or variables, unknown operation, or the server refused the input (BAD_USER_INPUT). */
  usage: 2,
  /** Not signed in: no token, the token was refused (UNAUTHENTICATED), it could not be renewed, or sign-in did not complete. */
  auth: 3,
  /** The record was not found (NOT_FOUND): a wrong id, or a record of a location the user does not work at. */
  notFound: 4,
  /** The VetRx server or its identity provider could not be reached. */
  unreachable: 5,
  /** The practice's PIMS is not connected: none set up, no install status, or it cannot be reached. */
  pimsNotConnected: 6,
  /** The signed-in (or impersonated) user may not do this (FORBIDDEN), or the impersonation session does not cover --as. */
  forbidden: 7,
  /** The server's per-caller budget still refused after the CLI waited it out three times (429 RATE_LIMITED). */
  rateLimited: 8,
} as const;
export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

export interface CliErrorOptions {
  exitCode?: ExitCode;
  /** What to do about it, shown after the message. */
  suggestion?: string;
  /** Field → message, shown one a line. */
  fields?: FieldErrors;
  /** A machine-readable code (an API error code, or the OAuth error). */
  code?: string;
  cause?: unknown;
  /** Print nothing: the command already said it on stdout and only the exit code is left (a "no" of `whoami --can`). */
  silent?: boolean;
}

/**
 * An error the CLI expects and knows how to explain: a message, optional field errors, a suggestion
 * and the exit code to leave with.
 *
 * @example
 * throw new CliError('--variables is not valid JSON', { exitCode: EXIT_CODES.usage, suggestion: "Quote it: --variables '{\"id\":\"1\"}'" });
 */
export class CliError extends Error {
  readonly exitCode: ExitCode;
  readonly suggestion?: string;
  readonly fields: FieldErrors;
  readonly code?: string;
  readonly silent: boolean;
  constructor(message: string, opts: CliErrorOptions = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'CliError';
    this.exitCode = opts.exitCode ?? EXIT_CODES.failure;
    this.suggestion = opts.suggestion;
    this.fields = opts.fields ?? {};
    this.code = opts.code;
    this.silent = opts.silent ?? false;
  }
}

const explanations = new WeakMap<object, { lines: readonly string[]; suggestion?: string }>();

/**
 * Attaches the access policy's explanation of a refusal to the error (printed under "Why:";
 * `explanation` in JSON), and a suggestion that replaces the generic one. See `explaining` in explain.ts.
 *
 * @example
 * attachExplanation(error, ['vet@demo.vetrx.dev works at Maple Grove (1) as VET.'], 'Ask a practice administrator.');
 */
export function attachExplanation(error: object, lines: readonly string[], suggestion?: string): void {
  explanations.set(error, { lines, suggestion });
}

/** What {@link handleError} prints, in one shape for both output modes. */
export interface ErrorReport {
  message: string;
  code?: string;
  fields: FieldErrors;
  /** Why the access policy refused: the facts of the caller it rests on. */
  explanation?: readonly string[];
  /** Further errors the server returned after the first. */
  more: string[];
  cause?: string;
  suggestion?: string;
  exitCode: ExitCode;
}

function causeText(cause: unknown): string | undefined {
  const parts: string[] = [];
  let c = cause;
  for (let i = 0; c !== undefined && c !== null && i < 4; i++) {
    if (c instanceof Error) {
      const code = (c as Error & { code?: unknown }).code;
      parts.push(typeof code === 'string' && !c.message.includes(code) ? `${c.message} (${code})` : c.message);
      c = c.cause;
    } else {
      parts.push(String(c));
      break;
    }
  }
  return parts.length ? parts.join(': ') : undefined;
}

function apiSuggestion(error: ApiError): { suggestion?: string; exitCode: ExitCode } {
  if (error.status === 0) {
    return { suggestion: 'Is the VetRx server running there? Pass --server <url> or set VETRX_SERVER.', exitCode: EXIT_CODES.unreachable };
  }
  switch (error.code) {
    case ERROR_CODES.UNAUTHENTICATED:
      return { suggestion: 'Run `vetrx login` again, or pass a valid --token.', exitCode: EXIT_CODES.auth };
    case ERROR_CODES.FORBIDDEN:
      if (error.errors[0]?.extensions?.reason === 'IMPERSONATION_ENDED') {
        return { suggestion: 'Start a session first: vetrx impersonate USER --reason "…" (then --as USER).', exitCode: EXIT_CODES.forbidden };
      }
      return { suggestion: 'The signed-in user may not do this. Check their role, and --impersonate (support users only).', exitCode: EXIT_CODES.forbidden };
    case ERROR_CODES.NOT_FOUND:
      return { suggestion: 'Check the id: records of locations the user does not work at are not visible.', exitCode: EXIT_CODES.notFound };
    case ERROR_CODES.BAD_USER_INPUT:
      return { suggestion: 'Fix the values listed above and run the command again.', exitCode: EXIT_CODES.usage };
    case 'RATE_LIMITED':
      return { suggestion: 'This user sent more than the server takes from one caller at a time. Wait a little, or run fewer commands at once.', exitCode: EXIT_CODES.rateLimited };
    case 'GRAPHQL_VALIDATION_FAILED':
      return { suggestion: 'Check the variables: `vetrx op --list --json` shows what each operation takes.', exitCode: EXIT_CODES.usage };
    default:
      return { exitCode: EXIT_CODES.failure };
  }
}

/**
 * Turns anything thrown by a command into what the user sees and the exit code.
 *
 * @example
 * describeError(new CliError('Unknown operation', { exitCode: 2 })).exitCode // 2
 */
export function describeError(error: unknown): ErrorReport {
  const report = describe(error);
  const explained = error !== null && typeof error === 'object' ? explanations.get(error) : undefined;
  if (!explained?.lines.length) return report;
  return { ...report, explanation: explained.lines, suggestion: explained.suggestion ?? report.suggestion };
}

function describe(error: unknown): ErrorReport {
  if (error instanceof CliError) {
    return {
      message: error.message,
      code: error.code,
      fields: error.fields,
      more: [],
      cause: causeText(error.cause),
      suggestion: error.suggestion,
      exitCode: error.exitCode,
    };
  }
  if (error instanceof ApiError) {
    const { suggestion, exitCode } = apiSuggestion(error);
    return {
      message: error.message,
      // A transport failure (status 0) has no server code worth showing.
      code: error.status === 0 ? undefined : error.code,
      fields: error.fields,
      more: error.errors.slice(1).map((e) => (e.extensions?.code ? `${e.message} (${e.extensions.code})` : e.message)),
      cause: causeText(error.cause),
      suggestion,
      exitCode,
    };
  }
  if (error instanceof ZodError) {
    const fields: FieldErrors = {};
    for (const issue of error.issues) {
      const key = issue.path.length ? issue.path.map(String).join('.') : 'value';
      fields[key] ??= issue.message;
    }
    return { message: 'Invalid options.', fields, more: [], exitCode: EXIT_CODES.usage, suggestion: 'Run the command with --help to see what it accepts.' };
  }
  if (error instanceof Error) {
    return { message: error.message, fields: {}, more: [], cause: causeText(error.cause), exitCode: EXIT_CODES.failure };
  }
  return { message: String(error), fields: {}, more: [], exitCode: EXIT_CODES.failure };
}

/**
 * Prints an error on stderr — the message and code, each field error on its own line, the cause and a
 * suggestion; with `json`, one JSON object `{ "error": { … } }` — and returns the exit code. Nothing
 * is written to stdout.
 *
 * @example
 * process.exitCode = handleError(error, (text) => process.stderr.write(text), { json: false });
 */
export function handleError(error: unknown, stderr: (text: string) => void, opts: { json?: boolean } = {}): ExitCode {
  const report = describeError(error);
  if (error instanceof CliError && error.silent) return report.exitCode;
  if (opts.json) {
    const { exitCode, more, ...rest } = report;
    stderr(`${JSON.stringify({ error: { ...rest, ...(more.length ? { more } : {}), exitCode } })}\n`);
    return exitCode;
  }
  const lines = [`Error: ${report.message}${report.code ? ` (${report.code})` : ''}`];
  for (const [field, message] of Object.entries(report.fields)) lines.push(`  ${field}: ${message}`);
  for (const message of report.more) lines.push(`  ${message}`);
  if (report.explanation?.length) lines.push('Why (the access policy):', ...report.explanation.map((l) => `  ${l}`));
  if (report.cause) lines.push(`Cause: ${report.cause}`);
  if (report.suggestion) lines.push(`Try: ${report.suggestion}`);
  stderr(`${lines.join('\n')}\n`);
  return report.exitCode;
}
