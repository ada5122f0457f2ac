import { Command, Option } from 'commander';
import { CliError, EXIT_CODES } from './errors.js';
import type { CliIO } from './io.js';
import { ENV_VARS, type GlobalOptions } from './settings.js';

/**
 * Adds the options every command accepts. They are declared once, on `vetrx` itself, and commander
 * recognises them before or after the command's name (`vetrx --json whoami`, `vetrx whoami --json`);
 * each command reads them with {@link globalOptions}.
 *
 * @example
 * addGlobalOptions(new Command('vetrx'));
 */
export function addGlobalOptions(program: Command): Command {
  return program
    .addOption(new Option('--server <url>', `VetRx server (default: the saved profile, else $${ENV_VARS.server}, else http://localhost:4000)`))
    .addOption(new Option('--token <jwt>', `access token to use instead of the stored login (also $${ENV_VARS.token})`))
    .addOption(new Option('--impersonate <username>', `act as this practice user; support users only (also $${ENV_VARS.impersonate})`))
    .addOption(new Option('--as <username>', 'the same as --impersonate (as kubectl --as)'))
    .addOption(new Option('--json', 'machine-readable output on stdout (and errors as JSON on stderr)'))
    .addOption(new Option('--csv', 'lists as CSV with a header row (for spreadsheets)').conflicts('json'))
    .addOption(new Option('-q, --quiet', 'print only the ids, one a line').conflicts(['json', 'csv']));
}

/**
 * The global options as seen from a command (its own options merged with those given to `vetrx`).
 *
 * @example
 * const { server, json } = globalOptions(cmd);
 */
export function globalOptions(cmd: Command): GlobalOptions {
  const all = cmd.optsWithGlobals<Record<string, unknown>>();
  return {
    server: all.server as string | undefined,
    token: all.token as string | undefined,
    impersonate: (all.as ?? all.impersonate) as string | undefined,
    json: all.json as boolean | undefined,
  };
}

/** How a command prints its result: a table or fields for people, JSON, CSV, or ids only. */
export type OutputMode = 'human' | 'json' | 'csv' | 'quiet';

/**
 * The output mode chosen by `--json`, `--csv` or `--quiet` (they exclude each other).
 *
 * @example
 * outputMode(cmd) // 'human'
 */
export function outputMode(cmd: Command): OutputMode {
  const all = cmd.optsWithGlobals<Record<string, unknown>>();
  if (all.as !== undefined && all.impersonate !== undefined && all.as !== all.impersonate) {
    throw new CliError('Give either --as or --impersonate, not both.', { exitCode: EXIT_CODES.usage });
  }
  return all.json ? 'json' : all.csv ? 'csv' : all.quiet ? 'quiet' : 'human';
}

/**
 * The command factory: a subcommand wired like its parent — output through the injected writers,
 * errors thrown instead of exiting (`exitOverride`), global options shown in its help.
 *
 * @example
 * const cmd = createCommand('whoami', program).description('Show who you are signed in as');
 */
export function createCommand(name: string, parent: Command): Command {
  return new Command(name).copyInheritedSettings(parent);
}

/**
 * Sends commander's own output (help, usage errors) to the injected writers.
 *
 * @example
 * configureIO(program, io);
 */
export function configureIO(program: Command, io: Pick<CliIO, 'stdout' | 'stderr'>): Command {
  return program
    .configureOutput({ writeOut: (s) => io.stdout(s), writeErr: (s) => io.stderr(s), outputError: (s, write) => write(s) })
    .configureHelp({ showGlobalOptions: true })
    .exitOverride()
    .showSuggestionAfterError(true);
}
