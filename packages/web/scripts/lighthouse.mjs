/**
 * Lighthouse on the portal's first pages (issue 61): /login as a visitor, /dashboard and /approve signed in
 * as a vet through the real sign-in (the provider's page, the code flow), each with Lighthouse's desktop and
 * mobile presets, the cache emptied before every run. Prints a Markdown table (docs/guides/benchmarks.md,
 * "Pages in the browser") with the machine and its load average.
 *
 *   BASE_URL=http://127.0.0.1:4100 RUNS=1 node packages/web/scripts/lighthouse.mjs
 *   BASE_URL=http://127.0.0.1:4100,http://127.0.0.1:4101 node packages/web/scripts/lighthouse.mjs   # two servers
 *
 * The server must serve the built web app (PUBLIC_URL the address used here: the sign-in's issuer is checked
 * against it). Chromium is Debian's (`CHROME_PATH`, default /usr/bin/chromium), launched by Playwright with
 * a DevTools port Lighthouse connects to; the sign-in stays in that browser's profile, so Lighthouse runs with
 * `disableStorageReset` and this script empties the HTTP cache itself before each run. `USERNAME_TO_TIME`
 * picks another demo user; `RUNS` repeats each page and preset (the median run's figures are reported).
 * `LH_REPORTS=<dir>` also keeps each run's report (JSON) there: its long tasks, script bootup and
 * main-thread breakdown say where a page's blocking time goes.
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { signInThroughProvider } from './sign-in.mjs';

const bases = (process.env.BASE_URL ?? 'http://127.0.0.1:4100').split(',').map((b) => b.trim()).filter(Boolean);
const username = process.env.USERNAME_TO_TIME ?? 'vet@demo.vetrx.dev';
const runs = Number(process.env.RUNS ?? 1);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// PAGES=/approve PRESETS=mobile: a part of the table, e.g. to read one row again with more runs.
const pages = (process.env.PAGES ?? '/login,/dashboard,/approve').split(',');
const presets = (process.env.PRESETS ?? 'desktop,mobile').split(',');
const timeout = 60_000;
/** Sign in again when the stored access token has less than this left (tokens live 10 minutes). */
const TOKEN_MARGIN_S = 180;

const freePort = () =>
  new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });

/** Signs in through the provider in the browser's own profile, and opens the queue once (the location is kept). */
async function signIn(context, base) {
  const page = await context.newPage();
  await signInThroughProvider(page, { base, username, timeout });
  await page.close();
}

/** Seconds the stored access token has left (0 without one). */
async function tokenLeft(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/config.json`);
  const left = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const at = key ? JSON.parse(localStorage.getItem(key) ?? '{}').expires_at : 0;
    return (at ?? 0) - Date.now() / 1000;
  });
  await page.close();
  return left;
}

const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** One Lighthouse run; the cache emptied first. */
async function audit(context, port, url, preset, keepStorage) {
  const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: keepStorage };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const lhr = result.lhr;
  if (process.env.LH_REPORTS) {
    mkdirSync(process.env.LH_REPORTS, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '-')}-${preset}-${Date.now()}.json`;
    writeFileSync(join(process.env.LH_REPORTS, name), JSON.stringify(lhr));
  }
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const value = (a) => lhr.audits[a]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    ...Object.fromEntries(Object.entries(AUDITS).map(([k, a]) => [k, value(a)])),
    warnings: lhr.runWarnings,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ['accessibility', 'best-practices'].some((c) => lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)))
      .map((a) => a.id),
  };
}

const median = (xs, key) => [...xs].sort((a, b) => a[key] - b[key])[Math.floor((xs.length - 1) / 2)];
const loadBefore = loadavg();
const results = [];
for (const base of bases) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'vetrx-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const path of pages) {
      if (path !== '/login' && (await tokenLeft(context, base)) < TOKEN_MARGIN_S) await signIn(context, base);
      for (const preset of presets) {
        const all = [];
        for (let i = 0; i < runs; i++) all.push(await audit(context, port, `${base}${path}`, preset, path !== '/login'));
        const m = median(all, 'performance');
        results.push({ base, path, preset, ...m });
        console.error(`${base}${path} ${preset}: performance ${m.performance}, TBT ${m.tbt.toFixed(0)} ms, LCP ${m.lcp.toFixed(0)} ms${m.warnings.length ? ` — ${m.warnings.join(' ')}` : ''}`);
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
const loadAfter = loadavg();

const ms = (x) => (Number.isFinite(x) ? `${Math.round(x).toLocaleString('en-US')} ms` : '–');
console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${username}, ${runs} run(s) per row (median by Performance), cache emptied before each; ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadAfter.map((x) => x.toFixed(2)).join(' ')}`);
console.log('');
console.log('| Server | Page | Preset | Performance | FCP | LCP | TBT | CLS | Speed Index | Accessibility | Best Practices |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.base} | ${r.path} | ${r.preset} | ${r.performance} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${ms(r.si)} | ${r.accessibility} | ${r.bestPractices} |`);
}
const warned = results.filter((r) => r.warnings.length || r.failing.length);
if (warned.length) {
  console.log('');
  for (const r of warned) console.log(`- ${r.base}${r.path} (${r.preset}): ${[...r.warnings, ...r.failing.map((id) => `audit not passed: ${id}`)].join('; ')}`);
}
