import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectCodeOf, connectLocationUpdate, connectPlan, createPimsConnectApi, usesCodeRedirect, withoutConnectCode, type PimsConnectFetch } from './pims-connect.js';

describe('code-redirect connect flow', () => {
  it('applies to the partner connection type only', () => {
    expect(usesCodeRedirect(' Digitail ')).toBe(true);
    expect(usesCodeRedirect('EZYVET')).toBe(false);
    expect(usesCodeRedirect(null)).toBe(false);
  });

  it('uses one clinic directly, asks to choose among several, and connects nothing without a token or a clinic', () => {
    const token = { access_token: ' tok ' };
    expect(connectPlan({ tokenData: token, userData: { clinics: [{ clinic: { id: 12, name: 'North' } }] } })).toEqual({ kind: 'single', token: 'tok', clinic: { id: '12', name: 'North' } });
    expect(
      connectPlan({ tokenData: token, userData: { clinics: [{ clinic: { id: 'a' } }, { clinic: { id: 'a' } }, { clinic: { id: 'b', name: ' South ' } }, { clinic: null }, { clinic: { id: ' ' } }] } }),
    ).toEqual({ kind: 'choose', token: 'tok', clinics: [{ id: 'a', name: null }, { id: 'b', name: 'South' }] });
    expect(connectPlan({ tokenData: { access_token: '' }, userData: { clinics: [{ clinic: { id: 'a' } }] } })).toEqual({ kind: 'none' });
    expect(connectPlan({ tokenData: token, userData: { clinics: [] } })).toEqual({ kind: 'none' });
    expect(connectPlan(null)).toEqual({ kind: 'none' });
    expect(connectLocationUpdate({ id: 'a', name: null }, 'tok')).toEqual({ pimsAccountId: 'a', pimsAccountSecret: 'tok' });
  });

  it('reads the code from the URL and removes it with the state, keeping the rest', () => {
    expect(connectCodeOf('https://app.test/support/practicedetail/3?code=abc%2F1&state=s')).toBe('abc/1');
    expect(connectCodeOf('/x?state=s')).toBeNull();
    expect(withoutConnectCode('/support/practicedetail/3?code=abc&state=s')).toBe('/support/practicedetail/3');
    expect(withoutConnectCode('/p?tab=pims&code=abc#top')).toBe('/p?tab=pims#top');
    fc.assert(
      fc.property(fc.webPath(), fc.string(), (path, code) => {
        const clean = withoutConnectCode(`${path.split('?')[0]}?code=${encodeURIComponent(code)}&state=x`);
        expect(connectCodeOf(clean)).toBeNull();
        expect(clean.startsWith(path.split('?')[0].split('#')[0])).toBe(true);
      }),
    );
  });

  it('calls the PIMS host with the bearer token and the application header, and throws its message', async () => {
    const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    const fetch: PimsConnectFetch = async (url, init) => {
      calls.push({ url, headers: init.headers, body: JSON.parse(init.body) });
      if (url.endsWith('/digitail/code')) return { ok: true, status: 200, text: async () => JSON.stringify('https://partner.test/authorize?x=1') };
      return { ok: false, status: 400, text: async () => JSON.stringify({ message: 'Bad code' }) };
    };
    const api = createPimsConnectApi({ baseUrl: 'https://app.test/', fetch, getToken: () => 'tok' });
    expect(await api.authorizationAddress({ locationId: '3', redirectUri: 'https://app.test/p' })).toBe('https://partner.test/authorize?x=1');
    expect(calls[0]).toEqual({ url: 'https://app.test/digitail/code', headers: expect.objectContaining({ authorization: 'Bearer tok', application: 'practice-portal' }), body: { locationId: '3', redirectUri: 'https://app.test/p' } });
    await expect(api.exchange({ locationId: '3', url: 'https://app.test/p?code=c' })).rejects.toThrow('Bad code');
  });
});
