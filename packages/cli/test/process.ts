import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const CLI_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

/** A `vetrx` process: its output so far, a wait for a line, its end. */
export interface VetrxProcess {
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Resolves with the first match of `pattern` in stderr (where `vetrx login` prints the address and code). */
  waitForStderr(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Resolves when the process ends, with its exit code and output. */
  readonly exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
  kill(): void;
}

/**
 * Runs the real `vetrx` in a process of its own, from its sources (`tsx --conditions=source src/bin.ts`,
 * the package's `dev` script), with only PATH from the host's environment: no VETRX_* leaks in.
 */
export function spawnVetrx(argv: string[], env: Record<string, string>): VetrxProcess {
  const child = spawn(TSX, ['--conditions=source', 'src/bin.ts', ...argv], {
    cwd: CLI_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (t: string) => (stdout += t));
  child.stderr.setEncoding('utf8').on('data', (t: string) => {
    stderr += t;
    for (const w of waiters) w();
  });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => {
      for (const w of waiters) w();
      resolve({ code, stdout, stderr });
    }),
  );
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    waitForStderr(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`vetrx did not print ${pattern} within ${timeoutMs} ms; stderr so far:\n${stderr}`)), timeoutMs);
        const check = () => {
          const m = pattern.exec(stderr);
          if (m) done(null, m);
          else if (child.exitCode !== null) done(new Error(`vetrx ended (exit ${child.exitCode}) without printing ${pattern}; stderr:\n${stderr}`));
        };
        function done(error: Error | null, m?: RegExpExecArray) {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve(m!);
        }
        waiters.add(check);
        check();
      });
    },
    exited,
    kill: () => child.kill(),
  };
}

/** What `vetrx login` printed for the person: the bare address, the code, and the address with the code. */
export async function loginPrompt(cli: VetrxProcess): Promise<{ address: string; code: string; complete: string }> {
  const [, address, code, complete] = await cli.waitForStderr(/open this address in a browser:\s+(\S+)\s+and enter this code:\s+(\S+)\s+Or open this address, which has the code in it:\s+(\S+)\s/);
  return { address, code, complete };
}

/** Debian's Chromium, headless (browsers are never downloaded). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
}

const SHOTS = fileURLToPath(new URL('../screens/', import.meta.url));

/** A screenshot of the page for review when `VETRX_SCREENS=1` (packages/cli/screens/), else nothing. */
export async function screen(page: Page, name: string): Promise<void> {
  if (process.env.VETRX_SCREENS !== '1') return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png` });
}
