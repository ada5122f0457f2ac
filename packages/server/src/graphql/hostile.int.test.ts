import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_HEADER, APPLICATION_NAME, MeDocument } from '@vetrx/core/api';
import { startTestServer, type TestServer } from '../testing/index.js';
import { REQUEST_LIMITS } from './limits.js';

/** client → patients → clients … nested `levels` times (4 fields deep per level). */
function nested(levels: number, leaves = 'id'): string {
  let inner = leaves;
  for (let i = 0; i < levels; i++) inner = `id locationPatientClients { locationPatient { id locationPatientClients { locationClient { ${inner} } } } }`;
  return `query Deep($id: ID!) { getLocationClient(id: $id) { ${inner} } }`;
}

describe('hostile requests are refused quickly while others are answered', () => {
  let s: TestServer;
  let vet: string;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({ limits: { timeMs: 2_000 } });
    vet = await s.token('vet@demo.vetrx.dev');
    staff = await s.token('staff@demo.vetrx.dev');
  });
  afterAll(() => s?.close());

  async function timed<T>(p: Promise<T>): Promise<[T, number]> {
    const t = performance.now();
    const r = await p;
    return [r, performance.now() - t];
  }

  it('refuses deep nesting with GRAPHQL_VALIDATION_FAILED and 400, before running it', async () => {
    const [r, ms] = await timed(s.gql(nested(20), { id: '1' }, { token: vet }));
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(r.errors?.[0]?.message).toContain(`depth limit of ${REQUEST_LIMITS.depth}`);
    expect(r.data ?? null).toBeNull();
    expect(ms).toBeLessThan(1000);
  });

  it('refuses many aliases and too many tokens', async () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: me { isSupport }`).join(' ');
    const r = await s.gql(`query { ${aliases} }`, {}, { token: vet });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(r.errors?.[0]?.message).toContain('Aliases limit');
    const tokens = `query { me { ${'isSupport '.repeat(REQUEST_LIMITS.tokens)} } }`;
    const t = await s.gql(tokens, {}, { token: vet });
    expect(t.status).toBe(400);
    expect(t.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses too many directives and a costly query', async () => {
    const d = await s.gql(`query { me { isSupport ${'@include(if: true) '.repeat(REQUEST_LIMITS.directives + 1)} } }`, {}, { token: vet });
    expect(d.status).toBe(400);
    expect(d.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // Within the depth and alias limits, but 14 copies of a 17-deep selection cost too much.
    const leaves = 'id uuid locationId firstName lastName email isActive isOfficeUse drivingLicense birthdate pimsId sourceUuid isPIMSImport';
    const body = nested(4, leaves).replace(/^.*getLocationClient\(id: \$id\) \{ /, '').replace(/ \} \}$/, '');
    const copies = Array.from({ length: 14 }, (_, i) => `c${i}: getLocationClient(id: $id) { ${body} }`).join(' ');
    const c = await s.gql(`query Costly($id: ID!) { ${copies} }`, { id: '1' }, { token: vet });
    expect(c.status).toBe(400);
    expect(c.errors?.[0]?.message).toContain('Query Cost limit');
  });

  it('answers another user promptly while hostile requests are being refused', async () => {
    const hostile = Array.from({ length: 20 }, () => s.gql(nested(40), { id: '1' }, { token: vet }));
    const [me, ms] = await timed(s.gql(MeDocument.toString(), {}, { token: staff }));
    expect(me.errors).toBeUndefined();
    expect(ms).toBeLessThan(2000);
    for (const r of await Promise.all(hostile)) expect(r.status).toBe(400);
  });

  it('refuses a body over the size limit with 413 and a code', async () => {
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [APPLICATION_HEADER]: APPLICATION_NAME, authorization: `Bearer ${vet}` },
      body: JSON.stringify({ query: MeDocument.toString(), variables: { pad: 'x'.repeat(REQUEST_LIMITS.bodyBytes) } }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('answers a wrong variable type with 400 and BAD_USER_INPUT', async () => {
    const r = await s.gql('query G($id: ID!) { getLocationClient(id: $id) { id } }', { id: { nested: true } }, { token: vet });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers introspection to signed-in callers only', async () => {
    const q = '{ __schema { queryType { name } } }';
    const anonymous = await s.gql(q, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data ?? null).toBeNull();
    const signedIn = await s.gql(q, {}, { token: vet });
    expect(signedIn.data.__schema.queryType.name).toBe('Query');
  });
});

describe('request time limit', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ limits: { timeMs: 1 } });
  });
  afterAll(() => s?.close());

  it('answers TIMEOUT with 503 when a request runs past the limit', async () => {
    const token = await s.token('vet@demo.vetrx.dev');
    const r = await s.gql(MeDocument.toString(), {}, { token });
    expect(r.status).toBe(503);
    expect(r.errors?.[0]?.extensions?.code).toBe('TIMEOUT');
    await new Promise((done) => setTimeout(done, 500)); // let the abandoned request finish before closing
  });
});
