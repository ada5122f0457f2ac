import { spawn } from 'node:child_process';

/** The part of `fetch` the CLI uses (Node's global `fetch` fits; tests may pass their own). */
export type CliFetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Everything the CLI touches outside itself. `main` fills the gaps with the real process; tests inject
 * writers that capture output, their own environment, and a fake clock or sleep where they need one.
 */
export interface CliIO {
  /** Writes to standard output (the result a script reads). */
  stdout: (text: string) => void;
  /** Writes to standard error (messages for the person at the terminal, errors). */
  stderr: (text: string) => void;
  /** Environment variables (VETRX_SERVER, VETRX_TOKEN, VETRX_IMPERSONATE, VETRX_CONFIG_DIR, HOME). */
  env: Record<string, string | undefined>;
  fetch: CliFetch;
  /** Waits; the device flow polls through it. */
  sleep: (ms: number) => Promise<void>;
  /** Current time in milliseconds since the epoch. */
  now: () => number;
  /** Opens a URL in the user's browser; resolves false when no browser could be started. */
  openBrowser: (url: string) => Promise<boolean>;
  /** The terminal's width in characters when stdout is a terminal, else undefined (tables are not cut). */
  columns?: number;
  /** True when stderr is a terminal: progress bars are drawn only there. */
  stderrIsTTY?: boolean;
}

/**
 * Opens a URL with the platform's opener (`open`, `xdg-open`, `start`), detached; never throws.
 *
 * @example
 * await openInBrowser('http://localhost:4000/oidc/device?user_code=ABCD-EFGH'); // true when started
 */
export function openInBrowser(url: string): Promise<boolean> {
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]]
        : ['xdg-open', [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(cmd, args, { detached: true, stdio: 'ignore' });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}

/**
 * The real process: stdout/stderr, `process.env`, global `fetch`, timers and the system browser,
 * overridden by whatever `overrides` gives.
 *
 * @example
 * const io = processIO({ stdout: (t) => chunks.push(t) });
 */
export function processIO(overrides: Partial<CliIO> = {}): CliIO {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    env: process.env,
    fetch: (input, init) => globalThis.fetch(input, init),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
    openBrowser: openInBrowser,
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
    stderrIsTTY: Boolean(process.stderr.isTTY),
    ...overrides,
  };
}
