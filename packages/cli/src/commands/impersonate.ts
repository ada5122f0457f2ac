import type { Command } from 'commander';
import { IMPERSONATION_LIMITS, validateImpersonationStart } from '@vetrx/core/access';
import { ApiError, ERROR_CODES, type VetRxClient } from '@vetrx/core/api';
import type { ImpersonationSessionFieldsFragment } from '@vetrx/core/fragments/ImpersonationSessionFields';
import { EndImpersonationDocument } from '@vetrx/core/operations/EndImpersonation';
import { GetImpersonationSessionDocument } from '@vetrx/core/operations/GetImpersonationSession';
import { MeDocument } from '@vetrx/core/operations/Me';
import { StartImpersonationDocument } from '@vetrx/core/operations/StartImpersonation';
import { AUTH_MESSAGES } from '@vetrx/core/messages';
import { z } from 'zod';
import { createCommand } from '../lib/command.js';
import { connect, examples } from '../lib/connect.js';
import { CliError, EXIT_CODES } from '../lib/errors.js';
import type { CliIO } from '../lib/io.js';
import { printRecord } from '../lib/render.js';
import { parseOptions } from '../lib/settings.js';

function printSession(io: CliIO, cmd: Command, s: ImpersonationSessionFieldsFragment, hint?: string): void {
  printRecord(io, cmd, {
    id: s.id,
    json: s,
    fields: [
      ['Session', s.id],
      ['Support user', s.supportUsername],
      ['Impersonating', s.targetUsername],
      ['Reason', s.reason],
      ['Started', s.startedAt],
      ['Expires', s.expiresAt],
      ['Ended', s.endedAt],
      ['Active', s.active],
    ],
  });
  if (hint && !cmd.optsWithGlobals<Record<string, unknown>>().json && !cmd.optsWithGlobals<Record<string, unknown>>().quiet) io.stderr(hint);
}

/**
 * A start refused because a session runs ('You cannot impersonate further while impersonating'): the
 * spec's message, and what to do instead, naming the running session (issue 45).
 */
async function whileRunning(error: unknown, client: VetRxClient): Promise<CliError | null> {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.FORBIDDEN || error.message !== AUTH_MESSAGES.cannotImpersonateWhileImpersonating) return null;
  const running = await client.request(GetImpersonationSessionDocument).then(
    (r) => r.getImpersonationSession,
    () => null,
  );
  if (!running) return null;
  return new CliError(error.message, {
    exitCode: EXIT_CODES.forbidden,
    code: ERROR_CODES.FORBIDDEN,
    suggestion: `Your session for ${running.targetUsername} runs until ${running.expiresAt} (reason: ${running.reason}). Act within it with --as ${running.targetUsername}, or end it first: vetrx impersonate end.`,
  });
}

/**
 * `vetrx impersonate USER --reason TEXT [--minutes N]` (StartImpersonation), `impersonate end`
 * (EndImpersonation) and `impersonate status` (GetImpersonationSession): the server-side impersonation
 * session of decision 0110. While it runs, `--as USER` (or `$VETRX_IMPERSONATE`) sends the header.
 *
 * @example
 * program.addCommand(impersonateCommand(program, io));
 */
export function impersonateCommand(program: Command, io: CliIO): Command {
  const imp = createCommand('impersonate', program)
    .description('Start an impersonation session (support users): a reason and a time limit, recorded on the server')
    .argument('[username]', 'the practice user to act as')
    .option('--reason <text>', 'why (required; at most 500 characters); recorded with every change made in the session')
    .option('--minutes <n>', 'how long the session lasts (default and maximum: the server’s limit, 60 unless configured)')
    .addHelpText(
      'after',
      examples(
        'vetrx impersonate vet@demo.vetrx.dev --reason "ticket 4521: cannot see drafts" --minutes 15',
        'vetrx rx history --location 1 --as vet@demo.vetrx.dev',
        'vetrx impersonate status',
        'vetrx impersonate end',
      ),
    )
    .action(async (username: string | undefined, options: Record<string, unknown>, cmd: Command) => {
      const opts = parseOptions(
        z.object({
          username: z.string({ message: 'Name the user to impersonate' }).trim().toLowerCase().min(1, 'Name the user to impersonate'),
          reason: z.string().optional(),
          minutes: z.coerce.number().int('Must be a whole number of minutes').optional(),
        }),
        { ...options, username },
        (p) => (p === 'username' ? 'USERNAME' : `--${p}`),
      );
      const { client } = await connect(cmd, io, { action: 'support' });
      const max = (await client.request(MeDocument)).me.impersonationMaxMinutes ?? IMPERSONATION_LIMITS.defaultMinutes;
      const checked = validateImpersonationStart({ reason: opts.reason, minutes: opts.minutes }, max);
      if (!checked.ok) {
        const fields = Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [`--${k}`, v]));
        throw new CliError('Invalid options.', { exitCode: EXIT_CODES.usage, fields, suggestion: 'vetrx impersonate USER --reason "ticket 123" --minutes 15' });
      }
      let session;
      try {
        session = (await client.request(StartImpersonationDocument, { username: opts.username, reason: checked.value.reason, minutes: checked.value.minutes })).startImpersonation;
      } catch (error) {
        throw (await whileRunning(error, client)) ?? error;
      }
      printSession(io, cmd, session, `\nAdd --as ${session.targetUsername} (or export VETRX_IMPERSONATE=${session.targetUsername}) to act as them; \`vetrx impersonate end\` ends it.\n`);
    });

  imp.addCommand(
    createCommand('end', imp)
      .description('End your running impersonation session (Log out)')
      .addHelpText('after', examples('vetrx impersonate end'))
      .action(async (_options: unknown, cmd: Command) => {
        const { client } = await connect(cmd, io);
        const session = (await client.request(EndImpersonationDocument)).endImpersonation;
        if (!session) throw new CliError('No impersonation session is running.', { exitCode: EXIT_CODES.notFound, code: 'NOT_FOUND' });
        printSession(io, cmd, session);
      }),
  );
  imp.addCommand(
    createCommand('status', imp)
      .description('Show your running impersonation session (exit 4 when none is running)')
      .addHelpText('after', examples('vetrx impersonate status', 'vetrx impersonate status --json | jq -r .expiresAt'))
      .action(async (_options: unknown, cmd: Command) => {
        const { client } = await connect(cmd, io);
        const session = (await client.request(GetImpersonationSessionDocument)).getImpersonationSession;
        if (!session) throw new CliError('No impersonation session is running.', { exitCode: EXIT_CODES.notFound, code: 'NOT_FOUND', suggestion: 'vetrx impersonate USER --reason "…"' });
        printSession(io, cmd, session);
      }),
  );
  return imp;
}
