/**
 * End-to-end tests against the real server: it serves the built web app (packages/web/dist), the
 * GraphQL API and the embedded identity provider from one origin, on a free port, over a fresh data
 * folder seeded with the demo practice. Nothing is built here: run the web build first.
 *
 * Browser: Debian's Chromium at /usr/bin/chromium. Browsers are never downloaded.
 */
import { defineConfig, devices } from '@playwright/test';
import pg from 'pg';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium is missing at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
}

const webDir = fileURLToPath(new URL('.', import.meta.url));
// VETRX_E2E_WEB_DIST points at another build folder (parallel work builds into its own folder).
const webDist = process.env.VETRX_E2E_WEB_DIST ? resolve(process.env.VETRX_E2E_WEB_DIST) : resolve(webDir, 'dist');
const serverDir = resolve(webDir, '..', 'server');
if (!existsSync(join(webDist, 'index.html'))) {
  throw new Error(`No web build at ${webDist}. Build it first: npx -y pnpm@12.21.0 --filter @vetrx/web build`);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

// The config is read again in every worker: the port and data folder chosen by the first read travel
// to the workers through the environment.
process.env.VETRX_E2E_PORT ??= String(await freePort());
process.env.VETRX_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'vetrx-e2e-'));
const port = Number(process.env.VETRX_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * With TEST_DATABASE_URL (as CI runs), the server keeps its data in a fresh PostgreSQL database of that
 * server, made here and dropped by the global teardown: PGlite runs every statement on
 * the server's own thread, PostgreSQL beside it. Without it, PGlite in the data folder.
 */
async function freshDatabase(adminUrl: string): Promise<string> {
  const name = `vetrx_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
if (process.env.TEST_DATABASE_URL && !process.env.VETRX_E2E_DATABASE_URL) {
  process.env.VETRX_E2E_DATABASE_URL = await freshDatabase(process.env.TEST_DATABASE_URL);
}

/** The server from its compiled output when present and complete, else from its sources with tsx. */
function serverCommand(): string {
  const tsx = resolve(serverDir, 'node_modules', '.bin', 'tsx');
  if (process.env.VETRX_E2E_SERVER === 'dist') return `node ${resolve(serverDir, 'dist', 'main.js')}`;
  return `${tsx} --conditions=source ${resolve(serverDir, 'src', 'main.ts')}`;
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // One browser at a time: Chromium's software rendering fills both cores, so a second worker gave
  // no throughput (measured: 2.2 min vs 2.0 min for the same 8 tests) and doubled every wait.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous for a busy 2-core CI machine; a test that hangs still fails.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    // A trace records a screencast and a DOM snapshot at every step: in CI only a retried test's (its
    // first try is the failure, the retry's trace shows it again), which took a quarter of the browser
    // tests' CPU when every test recorded one. Locally, every failed test keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: serverCommand(),
    cwd: serverDir,
    url: `${baseURL}/config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      VETRX_DATA_DIR: process.env.VETRX_E2E_DATA_DIR,
      ...(process.env.VETRX_E2E_DATABASE_URL ? { DATABASE_URL: process.env.VETRX_E2E_DATABASE_URL } : {}),
      VETRX_WEB_DIST: webDist,
      NODE_ENV: 'development',
      // The sandbox clock moves only when a test ticks it: no automatic traffic
      // arrives in the middle of a test, and what a test ticks is seeded.
      VETRX_SANDBOX_TICK_SECONDS: '0',
      // The PIMS write-back worker polls every second (default 5 s): an authorized Rx for a linked pet is
      // written to the sandbox PIMS while the test waits for its line, as the demo does it, only sooner.
      VETRX_PIMS_OUTBOX_POLL_MS: '1000',
    },
  },
});
