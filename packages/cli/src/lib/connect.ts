import type { Command } from 'commander';
import type { AccessRequest } from '@vetrx/core/access';
import type { AccessQuestion } from './explain.js';
import type { VetRxClient } from '@vetrx/core/api';
import { z } from 'zod';
import { createCommand, globalOptions } from './command.js';
import { CliError, EXIT_CODES } from './errors.js';
import { explaining, impersonating } from './explain.js';
import type { CliIO } from './io.js';
import { parseOptions } from './settings.js';
import { apiClient, openSession, type Session } from './session.js';

/**
 * The session and the API client of a command run (settings, token, `--as`/`--impersonate`). A
 * FORBIDDEN or NOT_FOUND answer carries the access policy's explanation of `access`, the question the
 * command's operations ask (null: only a record id is known). `asking` gives the same
 * client explaining another question, for an operation whose location is read on the way.
 *
 * @example
 * const { client } = await connect(cmd, io, { action: 'workAt', locationId: opts.location });
 */
export async function connect(cmd: Command, io: CliIO, access: AccessQuestion = null): Promise<{ session: Session; client: VetRxClient; asking: (question: AccessQuestion) => VetRxClient }> {
  const session = openSession(globalOptions(cmd), io);
  const raw = await apiClient(session);
  const as = impersonating(session);
  return { session, client: explaining(raw, access, as), asking: (question) => explaining(raw, question, as) };
}

/** A record id given on the command line: digits (the API's ids), checked before anything is sent. */
export const idArgument = z.string().trim().regex(/^\d+$/, 'Must be a numeric id, e.g. 12');

/** The `--active` / `--inactive` / `--all` choice of list commands, as the API's ActiveFilterType. */
export function activeFilter(opts: { active?: boolean; inactive?: boolean; all?: boolean }, fallback: 'active' | 'all' = 'all'): 'active' | 'all' | 'non_active' {
  return opts.active ? 'active' : opts.inactive ? 'non_active' : opts.all ? 'all' : fallback;
}

/** Help text: "Examples:" and one example a line. */
export function examples(...lines: string[]): string {
  return `\nExamples:\n${lines.map((l) => `  ${l}`).join('\n')}`;
}

/**
 * The record, or a not-found error (exit code 4) when the server answered null for it.
 *
 * @example
 * const location = found((await client.request(GetLocationDocument, { id })).getLocation, 'Location', id);
 */
export function found<T>(value: T | null | undefined, what: string, id: string): T {
  if (value === null || value === undefined) {
    throw new CliError(`${what} ${id} was not found.`, { exitCode: EXIT_CODES.notFound, code: 'NOT_FOUND', suggestion: 'Check the id: records of locations the user does not work at are not visible.' });
  }
  return value;
}

/** `--limit N`: a positive whole number. */
export const limitOption = z.coerce.number().int('Must be a whole number').min(1, 'Must be 1 or more').optional();

/**
 * `--since`: a date (`2026-11-01`), a date and time (ISO 8601), or a span back from now (`30m`, `12h`,
 * `7d`, `2w`), as `gh` and `kubectl` take them; the result is an ISO timestamp.
 *
 * @example
 * sinceSchema(() => Date.parse('2026-11-23T00:00:00Z')).parse('7d') // '2026-11-16T00:00:00.000Z'
 */
export function sinceSchema(now: () => number) {
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      const span = /^(\d+)([mhdw])$/.exec(text);
      if (span) {
        const unit = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[span[2] as 'm' | 'h' | 'd' | 'w'];
        return new Date(now() - Number(span[1]) * unit).toISOString();
      }
      const t = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ? Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text) : NaN;
      if (Number.isNaN(t)) {
        ctx.addIssue({ code: 'custom', message: 'Must be a date (2026-11-01), a date and time, or a span such as 12h, 7d or 2w' });
        return z.NEVER;
      }
      return new Date(t).toISOString();
    });
}

/** Name parts joined with a space, skipping the empty ones. */
export function fullName(...parts: Array<string | null | undefined>): string {
  return parts.filter((p) => p && p.trim()).join(' ');
}

/** What a one-record subcommand shows in its help. */
export interface IdCommandSpec {
  name: string;
  description: string;
  /** Help of the `<id>` argument, e.g. 'the client id (ID in client find)'. */
  argument: string;
  examples: string[];
  /** The access question the record's operations ask, when the id says which location (practice show); else a refusal lists where the user works. */
  access?: (id: string) => AccessRequest;
}

/**
 * A subcommand on one record: `vetrx <parent> <name> <id>`. The id is checked first (digits, else exit 2
 * naming ID), then the session opens and `run` gets the id, the API client and the command.
 *
 * @example
 * rx.addCommand(idCommand(rx, io, { name: 'show', description: 'Show a prescription', argument: 'the prescription id', examples: ['vetrx rx show 42'] }, async (id, { client }, cmd) => { … }));
 */
export function idCommand(
  parent: Command,
  io: CliIO,
  spec: IdCommandSpec,
  run: (id: string, api: { session: Session; client: VetRxClient }, cmd: Command) => Promise<void>,
): Command {
  return createCommand(spec.name, parent)
    .description(spec.description)
    .argument('<id>', spec.argument)
    .addHelpText('after', examples(...spec.examples))
    .action(async (raw: string, _options: unknown, cmd: Command) => {
      const { id } = parseOptions(z.object({ id: idArgument }), { id: raw }, () => 'ID');
      await run(id, await connect(cmd, io, spec.access?.(id) ?? null), cmd);
    });
}
