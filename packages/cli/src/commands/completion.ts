import type { Command } from 'commander';
import { z } from 'zod';
import { createCommand } from '../lib/command.js';
import { examples } from '../lib/connect.js';
import type { CliIO } from '../lib/io.js';
import { parseOptions } from '../lib/settings.js';

interface Node {
  name: string;
  subcommands: string[];
  options: string[];
}

function optionsOf(cmd: Command): string[] {
  return cmd.options.flatMap((o) => [o.long, o.short].filter((x): x is string => Boolean(x)));
}

/**
 * Every command path of the program with its subcommands and options (global options included).
 *
 * @example
 * commandTree(program).find((n) => n.name === 'rx')?.subcommands // ['show', 'history', 'archive']
 */
export function commandTree(program: Command): Node[] {
  const global = [...optionsOf(program), '--help'];
  const nodes: Node[] = [{ name: '', subcommands: program.commands.map((c) => c.name()), options: global }];
  for (const c of program.commands) {
    nodes.push({ name: c.name(), subcommands: c.commands.map((s) => s.name()), options: [...optionsOf(c), ...global] });
    for (const s of c.commands) nodes.push({ name: `${c.name()} ${s.name()}`, subcommands: [], options: [...optionsOf(s), ...global] });
  }
  return nodes;
}

/**
 * The completion script for a shell, generated from the program's commands and options.
 *
 * @example
 * completionScript(program, 'bash').includes('complete -F _vetrx vetrx') // true
 */
export function completionScript(program: Command, shell: 'bash' | 'zsh' | 'fish'): string {
  const nodes = commandTree(program);
  if (shell === 'fish') {
    const lines = ['# vetrx completion for fish: vetrx completion fish > ~/.config/fish/completions/vetrx.fish'];
    for (const n of nodes) {
      const cond = n.name === '' ? '__fish_use_subcommand' : `__fish_seen_subcommand_from ${n.name.split(' ').at(-1)}`;
      if (n.subcommands.length) lines.push(`complete -c vetrx -f -n '${cond}' -a '${n.subcommands.join(' ')}'`);
      for (const o of n.options.filter((x) => x.startsWith('--'))) lines.push(`complete -c vetrx -n '${cond}' -l ${o.slice(2)}`);
    }
    return `${[...new Set(lines)].join('\n')}\n`;
  }
  const cases = nodes.map((n) => `    "${n.name}") words="${[...n.subcommands, ...n.options].join(' ')}" ;;`).join('\n');
  const bash = `_vetrx() {
  local cur path="" i w
  cur="\${COMP_WORDS[COMP_CWORD]}"
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    case "$w" in -*) continue ;; esac
    if [ -z "$path" ]; then path="$w"; elif [ "\${path// /}" = "$path" ]; then path="$path $w"; fi
  done
  local words
  case "$path" in
${cases}
    *) words="" ;;
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -F _vetrx vetrx
`;
  if (shell === 'zsh') return `# vetrx completion for zsh: source <(vetrx completion zsh)\nautoload -U +X bashcompinit && bashcompinit\n${bash}`;
  return `# vetrx completion for bash: source <(vetrx completion bash)\n${bash}`;
}

/**
 * `vetrx completion bash|zsh|fish`: prints the completion script for the shell.
 *
 * @example
 * program.addCommand(completionCommand(program, io));
 */
export function completionCommand(program: Command, io: CliIO): Command {
  return createCommand('completion', program)
    .description('Print the shell completion script (bash, zsh or fish)')
    .argument('<shell>', 'bash, zsh or fish')
    .addHelpText('after', examples('source <(vetrx completion bash)     # in ~/.bashrc', 'source <(vetrx completion zsh)      # in ~/.zshrc', 'vetrx completion fish > ~/.config/fish/completions/vetrx.fish'))
    .action((shell: string) => {
      const { shell: s } = parseOptions(z.object({ shell: z.enum(['bash', 'zsh', 'fish'], { message: 'Must be bash, zsh or fish' }) }), { shell }, () => 'SHELL');
      io.stdout(completionScript(program, s));
    });
}
