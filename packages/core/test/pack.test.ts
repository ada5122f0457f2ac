import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'vetrx-core-pack-'));
function run(cmd: string, args: string[], cwd: string): string {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_loglevel: 'error' } });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${err.message}\n${err.stdout ?? ''}\n${err.stderr ?? ''}`, { cause: e });
  }
}

describe('the packed @vetrx/core works in a plain Node ESM project', () => {
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('installs from its tarball and applies a rule, a machine transition and a message', () => {
    run(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], pkgDir);
    run('npm', ['pack', '--pack-destination', work], pkgDir);
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
    expect(tarball).toMatch(/^vetrx-core-.*\.tgz$/);

    const app = join(work, 'app');
    run('mkdir', ['-p', app], work);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    run('npm', ['install', '--no-audit', '--no-fund', join(work, tarball)], app);
    writeFileSync(
      join(app, 'index.js'),
      `import { refillsMaximum } from '@vetrx/core/prescription';
import { canTransitionTask } from '@vetrx/core/task';
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import { prescription } from '@vetrx/core';
console.log(JSON.stringify({
  controlled: refillsMaximum({ isControlled: true, requestedQuantity: 20 }),
  scheduleII: refillsMaximum({ isControlled: true, deaSchedule: 'C-II' }),
  plain: prescription.refillsMaximum({ requestedQuantity: 20 }),
  approvePending: canTransitionTask('PENDING', { type: 'APPROVE', actionedByLocationUserUuid: 'u-1' }),
  approveApproved: canTransitionTask('VET_APPROVED', { type: 'APPROVE', actionedByLocationUserUuid: 'u-1' }),
  phone: COMMON_MESSAGES.phoneRequired,
}));
`,
    );
    const out = JSON.parse(run('node', ['index.js'], app));
    expect(out).toEqual({
      controlled: 5,
      scheduleII: 0,
      plain: 19,
      approvePending: true,
      approveApproved: false,
      phone: 'At least 1 phone number is required',
    });
    const installed = readdirSync(join(app, 'node_modules')).sort();
    expect(installed).toEqual(expect.arrayContaining(['@vetrx', 'dayjs', 'xstate', 'zod']));
    expect(installed).not.toContain('react');
  }, 240_000);
});
