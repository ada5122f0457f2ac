import type { Command } from 'commander';
import type { VetRxClient } from '@vetrx/core/api';
import { z } from 'zod';
import { globalOptions } from './command.js';
import { CliError, EXIT_CODES } from './errors.js';
import type { CliIO } from './io.js';
import { apiClient, openSession, type Session } from './session.js';

/**
 * The session and the API client of a command run (settings, token, `--as`/`--impersonate`).
 *
 * @example
 * const { client } = await connect(cmd, io);
 */
export async function connect(cmd: Command, io: CliIO): Promise<{ session: Session; client: VetRxClient }> {
  const session = openSession(globalOptions(cmd), io);
  return { session, client: await apiClient(session) };
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
