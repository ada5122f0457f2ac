import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { z } from 'zod';
import { createCommand, globalOptions } from '../lib/command.js';
import { CliError, EXIT_CODES } from '../lib/errors.js';
import type { CliIO } from '../lib/io.js';
import { findOperation, listOperations, type OperationInfo } from '../lib/operations.js';
import { formatJson } from '../lib/output.js';
import { explaining, impersonating } from '../lib/explain.js';
import { apiClient, openSession } from '../lib/session.js';
import { parseOptions } from '../lib/settings.js';
import { closestNames, orList } from '../lib/suggest.js';

const opOptionsSchema = z
  .object({
    list: z.boolean().optional(),
    variables: z.string().optional(),
    variablesFile: z.string().trim().min(1, 'Must be a file path').optional(),
  })
  .refine((o) => !(o.variables !== undefined && o.variablesFile !== undefined), {
    message: 'Give the variables either inline or in a file, not both',
    path: ['variablesFile'],
  });

const EXAMPLE = `Quote the JSON in single quotes, e.g. --variables '{"id":"1"}'`;

/**
 * Parses the variables given on the command line: a JSON object, or a usage error that says what is
 * wrong (`source` names where the text came from, for the message).
 *
 * @example
 * parseVariables('{"id":"1"}', '--variables') // { id: '1' }
 */
export function parseVariables(text: string, source: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${source} is not valid JSON: ${(e as Error).message}`, { exitCode: EXIT_CODES.usage, suggestion: EXAMPLE });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new CliError(`${source} must be a JSON object of variable names and values.`, { exitCode: EXIT_CODES.usage, suggestion: EXAMPLE });
  }
  return value as Record<string, unknown>;
}

function readVariablesFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(`Cannot read --variables-file ${path}${code === 'ENOENT' ? ': no such file' : ''}.`, { exitCode: EXIT_CODES.usage, cause: code === 'ENOENT' ? undefined : e });
  }
}

function describeVariables(op: OperationInfo): string {
  return op.variables.length ? op.variables.map((v) => `${v.name}: ${v.type}`).join(', ') : 'no variables';
}

/**
 * Checks the variables against what the operation declares: every required one given, none unknown
 * (a misspelt name would otherwise be silently ignored by the server).
 *
 * @example
 * checkVariables(findOperation('GetLocation')!, {}) // throws: GetLocation needs variable id (ID!)
 */
export function checkVariables(op: OperationInfo, variables: Record<string, unknown>): void {
  const declared = new Set(op.variables.map((v) => v.name));
  const unknown = Object.keys(variables).filter((k) => !declared.has(k));
  if (unknown.length) {
    const hints = unknown.map((k) => closestNames(k, [...declared], 1)[0]).filter(Boolean);
    throw new CliError(`${op.name} has no variable${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}.`, {
      exitCode: EXIT_CODES.usage,
      suggestion: `${hints.length ? `Did you mean ${orList(hints)}? ` : ''}${op.name} takes: ${describeVariables(op)}.`,
    });
  }
  const missing = op.variables.filter((v) => v.required && (variables[v.name] === undefined || variables[v.name] === null));
  if (missing.length) {
    throw new CliError(`${op.name} needs variable${missing.length > 1 ? 's' : ''} ${missing.map((v) => `${v.name} (${v.type})`).join(', ')}.`, {
      exitCode: EXIT_CODES.usage,
      suggestion: `Pass them with --variables, e.g. --variables '${JSON.stringify(Object.fromEntries(missing.map((v) => [v.name, v.type.startsWith('[') ? [] : '…'])))}'`,
    });
  }
}

/**
 * `vetrx op`: lists every named operation shipped in `@vetrx/core` (`--list`), or runs one with
 * variables and prints its JSON result (pretty, or compact with --json). Server errors go to stderr
 * with a non-zero exit code, and nothing is printed on stdout.
 *
 * @example
 * program.addCommand(opCommand(program, io));
 */
export function opCommand(program: Command, io: CliIO): Command {
  return createCommand('op', program)
    .description('Run any named GraphQL operation of the portal, or list them with --list')
    .argument('[name]', 'operation name, exactly as listed by --list (e.g. GetLocation)')
    .option('--list', 'list every operation name (with --json: [{ name, kind, variables }])')
    .option('--variables <json>', 'variables as a JSON object')
    .option('--variables-file <path>', 'read the variables from a JSON file')
    .addHelpText(
      'after',
      `\nExamples:\n  vetrx op --list\n  vetrx op Me\n  vetrx op GetLocation --variables '{"id":"1"}' --json | jq -r .getLocation.name\n  vetrx op LocationsUsers --variables-file vars.json`,
    )
    .action(async (name: string | undefined, options: Record<string, unknown>, cmd: Command) => {
      const opts = parseOptions(opOptionsSchema, options);
      const global = globalOptions(cmd);
      if (opts.list) {
        if (name !== undefined) throw new CliError('Use either --list or an operation name, not both.', { exitCode: EXIT_CODES.usage, suggestion: 'vetrx op --list' });
        const all = listOperations();
        io.stdout(
          global.json
            ? formatJson(all.map((o) => ({ name: o.name, kind: o.kind, variables: o.variables })), { compact: true })
            : all.map((o) => `${o.name}\n`).join(''),
        );
        return;
      }
      if (name === undefined) {
        throw new CliError('Name the operation to run, or use --list to see them.', { exitCode: EXIT_CODES.usage, suggestion: 'vetrx op --list' });
      }
      const op = findOperation(name);
      if (!op) {
        const close = closestNames(name, listOperations().map((o) => o.name));
        throw new CliError(`Unknown operation "${name}".`, {
          exitCode: EXIT_CODES.usage,
          suggestion: `${close.length ? `Did you mean ${orList(close)}? ` : ''}Run \`vetrx op --list\` to see every operation.`,
        });
      }
      const variables =
        opts.variablesFile !== undefined
          ? parseVariables(readVariablesFile(opts.variablesFile), `--variables-file ${opts.variablesFile}`)
          : opts.variables !== undefined
            ? parseVariables(opts.variables, '--variables')
            : {};
      checkVariables(op, variables);
      const session = openSession(global, io);
      const client = explaining(await apiClient(session), null, impersonating(session));
      const data = await client.requestRaw(op.document, variables);
      io.stdout(formatJson(data, { compact: global.json }));
    });
}
