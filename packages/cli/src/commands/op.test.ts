import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { operationKinds, operations } from '@vetrx/core/api';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, tempConfigDir } from '../../test/helpers.js';
import { createProgram } from '../index.js';
import { processIO } from '../lib/io.js';
import { findOperation } from '../lib/operations.js';
import { checkVariables, parseVariables } from './op.js';

const sortedCoreNames = () => Object.keys(operations).sort();

describe('vetrx op --list', () => {
  it('prints exactly the names of every operation shipped in core, one a line', async () => {
    let out = '';
    const program = createProgram(processIO({ stdout: (t) => (out += t), stderr: () => {}, env: {} }));
    await program.parseAsync(['op', '--list'], { from: 'user' });
    const printed = out.split('\n').filter(Boolean);
    expect(printed.length).toBe(Object.keys(operations).length);
    expect([...printed].sort()).toEqual(sortedCoreNames());
    expect(out.endsWith('\n')).toBe(true);
  });

  it('prints [{ name, kind }] with --json, the kinds from core', async () => {
    const run = await runCli(['op', '--list', '--json']);
    expect(run.code).toBe(0);
    const listed = JSON.parse(run.stdout) as Array<{ name: string; kind: string; variables: unknown[] }>;
    expect(listed.map((o) => o.name).sort()).toEqual(sortedCoreNames());
    for (const o of listed) expect(o.kind).toBe((operationKinds as Record<string, string>)[o.name]);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('accepts the global --json before the command too', async () => {
    const run = await runCli(['--json', 'op', '--list']);
    expect(JSON.parse(run.stdout)).toHaveLength(Object.keys(operations).length);
  });

  it('refuses --list together with a name', async () => {
    const run = await runCli(['op', 'Me', '--list']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
  });
});

describe('vetrx op <Name> (before any request)', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());
  // No server listens on port 9: these must fail before the network is used.
  const offline = ['--server', 'http://127.0.0.1:9', '--token', 'unused'];

  it('suggests the closest names for an unknown operation, exit code 2', async () => {
    const run = await runCli(['op', 'GetLocaton', ...offline]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Unknown operation "GetLocaton".');
    expect(run.stderr).toMatch(/Did you mean GetLocation\b/);
    expect(run.stderr).toContain('vetrx op --list');
  });

  it('rejects invalid --variables JSON with exit code 2 and nothing on stdout', async () => {
    const run = await runCli(['op', 'GetLocation', '--variables', '{id: 1}', ...offline]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Error: --variables is not valid JSON: /);
    expect(run.stderr).toContain(`--variables '{"id":"1"}'`);
  });

  it('rejects variables that are not a JSON object', async () => {
    const run = await runCli(['op', 'GetLocation', '--variables', '["1"]', ...offline]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--variables must be a JSON object');
  });

  it('reads --variables-file, and reports a missing or invalid file as usage errors', async () => {
    const tmp = tempConfigDir();
    cleanup = tmp.cleanup;
    const bad = join(tmp.dir, 'bad.json');
    writeFileSync(bad, '{"id":');
    expect((await runCli(['op', 'GetLocation', '--variables-file', bad, ...offline])).stderr).toContain(`--variables-file ${bad} is not valid JSON`);
    const missing = await runCli(['op', 'GetLocation', '--variables-file', join(tmp.dir, 'nope.json'), ...offline]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file');
    const both = await runCli(['op', 'GetLocation', '--variables', '{}', '--variables-file', bad, ...offline]);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--variables-file: Give the variables either inline or in a file, not both');
  });

  it('names a missing required variable and an unknown one', async () => {
    const missing = await runCli(['op', 'GetLocation', ...offline]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('GetLocation needs variable id (ID!).');
    const typo = await runCli(['op', 'GetLocation', '--variables', '{"Id":"1"}', ...offline]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('GetLocation has no variable Id.');
    expect(typo.stderr).toContain('Did you mean id?');
  });

  it('asks for an operation name when none is given', async () => {
    const run = await runCli(['op']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Name the operation to run');
  });

  it('errors as one JSON object on stderr with --json', async () => {
    const run = await runCli(['op', 'Nope', '--json', ...offline]);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stderr).error.message).toBe('Unknown operation "Nope".');
  });
});

describe('parseVariables / checkVariables', () => {
  it('parses an object and checks it against the declared variables', () => {
    expect(parseVariables('{"id":"1"}', '--variables')).toEqual({ id: '1' });
    const op = findOperation('GetLocation')!;
    expect(() => checkVariables(op, { id: '1' })).not.toThrow();
    expect(() => checkVariables(op, { id: null })).toThrow(/needs variable id/);
  });
});
