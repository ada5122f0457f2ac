import { describe, expect, it } from 'vitest';
import { createHelpClientApi, startSessionBody, type HelpClientFetch } from './help-client.js';

function fakeFetch(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { url: string; headers: Record<string, string>; body: unknown; credentials: string }[] = [];
  const fetch: HelpClientFetch = async (url, init) => {
    calls.push({ url, headers: init.headers, body: JSON.parse(init.body), credentials: init.credentials });
    const a = answers[url] ?? { status: 404, body: { message: 'Not found' } };
    return { ok: a.status < 300, status: a.status, text: async () => (typeof a.body === 'string' ? a.body : JSON.stringify(a.body)) };
  };
  return { fetch, calls };
}

describe('help-client REST calls', () => {
  it('validates with the bearer token and the application header, with credentials', async () => {
    const f = fakeFetch({ 'https://app.test/impersonate/validate': { status: 200, body: { id: 42 } } });
    const api = createHelpClientApi({ baseUrl: 'https://app.test/', fetch: f.fetch, getToken: async () => 'tok', getImpersonation: () => 'vet@demo.vetrx.dev' });
    expect(await api.validateImpersonation({ uuid: 'c-1', who: 'client' })).toEqual({ uuid: null, id: 42 });
    expect(f.calls[0]).toMatchObject({
      headers: { authorization: 'Bearer tok', application: 'practice-portal', 'content-type': 'application/json', impersonation: 'vet@demo.vetrx.dev' },
      body: { uuid: 'c-1', type: 'account-caretaker' },
      credentials: 'include',
    });
  });

  it('starts the session, resolving relative addresses, then opens it with the session token', async () => {
    const f = fakeFetch({
      'https://app.test/impersonate': { status: 200, body: { sessionUrl: '/sf/session', token: 'sess', storefrontUrl: 'https://shop.test/' } },
      'https://app.test/sf/session': { status: 204, body: '' },
    });
    const api = createHelpClientApi({ baseUrl: 'https://app.test', fetch: f.fetch, getToken: () => 'tok' });
    const session = await api.startSession(startSessionBody({ userUuid: 'u-1', clientImpersonationId: 'imp-9' }));
    expect(session).toEqual({ sessionUrl: 'https://app.test/sf/session', token: 'sess', storefrontUrl: 'https://shop.test/' });
    expect(f.calls[0].body).toEqual({ uuid: 'u-1', impersonationId: 'imp-9', impersonationType: 'vet' });
    await api.openSession(session);
    expect(f.calls[1]).toMatchObject({ url: 'https://app.test/sf/session', headers: { authorization: 'Bearer sess', application: 'practice-portal' } });
  });

  it('throws the server message, or Error status: {status}', async () => {
    const f = fakeFetch({
      'https://app.test/impersonate/validate': { status: 403, body: { message: 'Not allowed' } },
      'https://app.test/impersonate': { status: 502, body: '<html>bad gateway</html>' },
    });
    const api = createHelpClientApi({ baseUrl: 'https://app.test', fetch: f.fetch, getToken: () => null });
    await expect(api.validateImpersonation({ uuid: 'u', who: 'user' })).rejects.toThrow('Not allowed');
    await expect(api.startSession(startSessionBody({ userUuid: 'u', clientImpersonationId: 'c' }))).rejects.toThrow('Error status: 502');
    expect(f.calls[0].headers.authorization).toBeUndefined();
  });

  it('refuses a session answer without its addresses', async () => {
    const f = fakeFetch({ 'https://app.test/impersonate': { status: 200, body: { token: 't' } } });
    const api = createHelpClientApi({ baseUrl: 'https://app.test', fetch: f.fetch, getToken: () => 't' });
    await expect(api.startSession(startSessionBody({ userUuid: 'u', clientImpersonationId: 'c' }))).rejects.toThrow('Error status: 502');
  });
});
