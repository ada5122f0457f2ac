/**
 * A production server runs production code (issue 62 item 6): started as operators
 * start it — `src/main.ts` with NODE_ENV=production, an external identity provider (a stub here: its
 * discovery and keys) and an audit key — it loads none of the development-only modules
 * (`development-only.ts`: the embedded provider, the sandbox, the storefront sandbox, the demo seed, the
 * fixtures, oidc-provider), serves none of their routes, and verifies tokens with the external issuer.
 * The modules are read from the loader itself (`testing/loaded-modules.mjs`), so an import that slips
 * past `developmentOnly` — a static one, anywhere — fails here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_HEADER, APPLICATION_NAME } from '@vetrx/core/api';
import { MeDocument } from '@vetrx/core/operations/Me';
import { isDevelopmentOnlyModule } from './development-only.js';
import { freePort, pollFor } from './testing/index.js';

const serverRoot = resolve(import.meta.dirname, '..');

/** Polls until the server answers /healthz (or it exits, or 120 s pass). */
async function healthy(origin: string, child: ChildProcess): Promise<void> {
  const up = await pollFor('the production server answering /healthz', 120_000, async () => {
    if (child.exitCode !== null) return 'exited';
    return (await fetch(`${origin}/healthz`).catch(() => null))?.ok; // not listening yet
  }, 100);
  if (up === 'exited') throw new Error(`The production server exited with ${child.exitCode}`);
}

describe('a production start', () => {
  let issuer: Server;
  let issuerUrl = '';
  let sign: (claims: Record<string, unknown>) => Promise<string>;
  const asked: string[] = [];
  let child: ChildProcess;
  let origin = '';
  let dataDir = '';
  let moduleLog = '';
  let stderr = '';

  beforeAll(async () => {
    // The external identity provider: discovery and its keys, nothing else.
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'stub', alg: 'RS256', use: 'sig' };
    issuer = createServer((req, res) => {
      asked.push(req.url ?? '');
      const body = req.url === '/.well-known/openid-configuration' ? { issuer: issuerUrl, jwks_uri: `${issuerUrl}/jwks` } : req.url === '/jwks' ? { keys: [jwk] } : null;
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? { error: 'not found' }));
    });
    await new Promise<void>((r) => issuer.listen(0, '127.0.0.1', r));
    issuerUrl = `http://127.0.0.1:${(issuer.address() as { port: number }).port}`;
    sign = (claims) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'stub' }).setIssuer(issuerUrl).setAudience('vetrx-api').setIssuedAt().setExpirationTime('5m').sign(privateKey);

    dataDir = mkdtempSync(join(tmpdir(), 'vetrx-production-'));
    moduleLog = join(dataDir, 'loaded-modules.txt');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', '--import', './src/testing/loaded-modules.mjs', '--conditions=source', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: origin,
        VETRX_DATA_DIR: dataDir,
        OIDC_ISSUER: issuerUrl,
        VETRX_AUDIT_KEY: 'production-start-test-audit-key-0123456789',
        VETRX_LOADED_MODULES: moduleLog,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    await healthy(origin, child).catch((e: Error) => {
      throw new Error(`${e.message}\n${stderr}`);
    });
  }, 150_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await new Promise((r) => issuer?.close(r));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads no development-only module', () => {
    const loaded = readFileSync(moduleLog, 'utf8').split('\n').filter(Boolean);
    // The log is the loader's: our own modules, and the packages they import, are in it.
    expect(loaded.some((url) => url.endsWith('/packages/server/src/http/app.ts'))).toBe(true);
    expect(loaded.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
    expect(loaded.filter(isDevelopmentOnlyModule)).toEqual([]);
    // What a development start loads is caught by the same check (the list is not empty by mistake).
    for (const url of [
      `file://${serverRoot}/src/oidc/provider.ts`,
      `file://${serverRoot}/src/sandbox/clock.ts`,
      `file://${serverRoot}/src/http/development.ts`,
      `file://${serverRoot}/src/pims/connect-sandbox.ts`,
      `file://${serverRoot}/dist/http/pims-connect-sandbox.js`,
      `file://${resolve(serverRoot, '..', 'fixtures')}/src/index.ts`,
      `file://${serverRoot}/node_modules/.pnpm/oidc-provider@9.13.3/node_modules/oidc-provider/lib/index.js`,
    ]) {
      expect(isDevelopmentOnlyModule(url), url).toBe(true);
    }
  });

  it("serves none of the development-only routes, and verifies tokens with the external issuer's keys", async () => {
    const spa = await (await fetch(`${origin}/no-such-page`)).text();
    // Each is answered as any unknown address is: the web app's page (the SPA fallback), or 404 without a build.
    for (const path of ['/oidc/.well-known/openid-configuration', '/oidc/auth', '/interaction/abc', '/storefront-sandbox/', '/digitail-sandbox/authorize?state=x']) {
      const res = await fetch(`${origin}${path}`);
      const text = await res.text();
      if (res.status !== 404) {
        expect(res.status, path).toBe(200);
        expect(text, path).toBe(spa);
      }
    }
    expect(await (await fetch(`${origin}/config.json`)).json()).toMatchObject({ issuer: issuerUrl });
    const token = await sign({ sub: 'nobody@example.com', preferred_username: 'nobody@example.com' });
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [APPLICATION_HEADER]: APPLICATION_NAME },
      body: JSON.stringify({ query: MeDocument.toString(), variables: {} }),
    });
    // Verified against the issuer's keys (it was asked for them); nobody of that name works here.
    expect(asked).toEqual(['/.well-known/openid-configuration', '/jwks']);
    expect(res.status).toBe(401);
  });
});
