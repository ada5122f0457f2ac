import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { main, type CliIO } from '../src/index.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `vetrx <argv>` in-process with captured output and an environment of its own (no VETRX_* from the host). */
export async function runCli(argv: string[], io: Partial<CliIO> & { env?: Record<string, string | undefined> } = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    openBrowser: async () => false,
    ...io,
    env: { HOME: io.env?.HOME ?? '/nonexistent-home', ...io.env },
    stdout: (t) => {
      stdout += t;
      io.stdout?.(t);
    },
    stderr: (t) => {
      stderr += t;
      io.stderr?.(t);
    },
  });
  return { code, stdout, stderr };
}

/** A fresh config folder for one test; `cleanup` removes it. */
export function tempConfigDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'vetrx-cli-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh config folder for the enclosing tests (the file's, or a `describe`'s), removed in an `afterAll`. */
export function useConfigDir(): { dir: string } {
  const config = tempConfigDir();
  afterAll(() => config.cleanup());
  return { dir: config.dir };
}

/** A JSON Response, as the identity provider answers. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
