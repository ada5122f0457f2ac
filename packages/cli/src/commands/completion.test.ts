import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../index.js';
import { processIO } from '../lib/io.js';
import { completionScript } from './completion.js';

const program = createProgram(processIO({ stdout: () => {}, stderr: () => {} }));

function complete(line: string): string[] {
  const words = line.split(' ');
  const script = `${completionScript(program, 'bash')}
COMP_WORDS=(${words.map((w) => `"${w}"`).join(' ')}); COMP_CWORD=${words.length - 1}; _vetrx; printf '%s\\n' "\${COMPREPLY[@]}"`;
  return execFileSync('bash', ['-c', script], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
}

describe('vetrx completion', () => {
  it('bash completes nouns, verbs and options from the program itself', () => {
    expect(complete('vetrx pr')).toEqual(['practice']);
    expect(complete('vetrx rx ')).toEqual(expect.arrayContaining(['show', 'history', 'archive']));
    expect(complete('vetrx rx history --st')).toEqual(['--status']);
    expect(complete('vetrx --json user f')).toEqual(['find']);
    expect(complete('vetrx pims ')).toEqual(expect.arrayContaining(['lookup', 'status']));
    expect(complete('vetrx pims lookup --pa')).toEqual(['--patient-name', '--patient']);
  });
  it('zsh wraps the bash script; fish lists subcommands and long options', () => {
    expect(completionScript(program, 'zsh')).toContain('bashcompinit');
    const fish = completionScript(program, 'fish');
    expect(fish).toContain("complete -c vetrx -f -n '__fish_seen_subcommand_from impersonate' -a 'end status'");
    expect(fish).toContain("-l quiet");
  });
});
