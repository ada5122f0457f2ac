/**
 * @vetrx/cli — `vetrx`, the command line support engineers use to script lookups and run any of the
 * portal's GraphQL operations. `main(argv, io?)` runs one command line and resolves to the exit code;
 * `createProgram(io?)` builds the commander program (tests call `parseAsync([...], { from: 'user' })`).
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { loginCommand } from './commands/login.js';
import { logoutCommand } from './commands/logout.js';
import { opCommand } from './commands/op.js';
import { auditCommand } from './commands/audit.js';
import { clientCommand } from './commands/client.js';
import { completionCommand } from './commands/completion.js';
import { impersonateCommand } from './commands/impersonate.js';
import { orgCommand } from './commands/org.js';
import { patientCommand } from './commands/patient.js';
import { pimsCommand } from './commands/pims.js';
import { rxCommand } from './commands/rx.js';
import { taskCommand } from './commands/task.js';
import { sandboxCommand } from './commands/sandbox.js';
import { practiceCommand } from './commands/practice.js';
import { userCommand } from './commands/user.js';
import { whoamiCommand } from './commands/whoami.js';
import { addGlobalOptions, configureIO } from './lib/command.js';
import { EXIT_CODES, handleError } from './lib/errors.js';
import { processIO, type CliIO } from './lib/io.js';

export { EXIT_CODES, CliError, handleError, describeError } from './lib/errors.js';
export type { CliIO } from './lib/io.js';
export { DEFAULT_SERVER, ENV_VARS, resolveSettings, resolveSetting } from './lib/settings.js';
export { CredentialStore, configDir } from './lib/credentials.js';

/** The package version, shown by `vetrx --version` (read from package.json, beside both src/ and dist/). */
export const VERSION: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * Builds the `vetrx` program: global options, every command, output through `io`, and commander errors
 * thrown (not exiting) so callers decide the exit code.
 *
 * @example
 * await createProgram(processIO({ stdout: (t) => out.push(t) })).parseAsync(['op', '--list'], { from: 'user' });
 */
export function createProgram(io: CliIO = processIO()): Command {
  const program = new Command('vetrx')
    .description('VetRx command line: sign in, and run the portal’s GraphQL operations from scripts')
    .version(VERSION, '-V, --version', 'print the version')
    .helpCommand(false);
  configureIO(program, io);
  addGlobalOptions(program);
  program.addHelpText(
    'after',
    '\nExamples:\n  vetrx login\n  vetrx whoami\n  vetrx practice search maple\n  vetrx user find carter --csv\n  vetrx rx history --location 1 --status draft --since 7d\n  vetrx pims lookup --location 1 --last-name thornquist\n  vetrx op --list\n  vetrx op GetLocation --variables \'{"id":"1"}\' --json | jq -r .getLocation.name\n\nExit codes: 0 done, 1 refused or failed, 2 wrong usage, 3 not signed in, 4 not found, 5 server unreachable, 6 PIMS not connected, 7 forbidden, 8 rate limited.',
  );
  for (const make of [loginCommand, logoutCommand, whoamiCommand, practiceCommand, orgCommand, userCommand, impersonateCommand, clientCommand, patientCommand, rxCommand, taskCommand, pimsCommand, auditCommand, sandboxCommand, opCommand, completionCommand]) program.addCommand(make(program, io));
  return program;
}

/**
 * Runs one `vetrx` command line and resolves to its exit code (0 done, 1 refused or failed, 2 wrong
 * usage, 3 not signed in). Never exits the process; `io` replaces stdout/stderr, the environment,
 * fetch, the clock and the browser (tests inject them).
 *
 * @example
 * process.exitCode = await main(process.argv.slice(2));
 */
export async function main(argv: readonly string[], io: Partial<CliIO> = {}): Promise<number> {
  const fullIO = processIO(io);
  const program = createProgram(fullIO);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT_CODES.ok;
  } catch (error) {
    // Commander already printed its message (usage errors) or the help/version text.
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_CODES.ok : EXIT_CODES.usage;
    return handleError(error, fullIO.stderr, { json: Boolean(program.opts().json) });
  }
}
