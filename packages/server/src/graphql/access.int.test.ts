import { describe, expect, it } from 'vitest';
import { EndImpersonationDocument } from '@vetrx/core/operations/EndImpersonation';
import { GetLocationDocument } from '@vetrx/core/operations/GetLocation';
import { GetLocationUserDocument } from '@vetrx/core/operations/GetLocationUser';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { MeDocument } from '@vetrx/core/operations/Me';
import { testDatabases, useTestServer } from '../testing/index.js';

describe.each(testDatabases())('access and errors (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'staff'] });

  async function locationsOf(token: string) {
    const r = await s.gql(MeDocument.toString(), {}, { token });
    return r.data.me.user.locationsUsers as Array<{ id: string; locationId: string; isActive: boolean }>;
  }

  it('answers UNAUTHENTICATED / Not logged in without a token, with HTTP 401', async () => {
    const r = await s.gql(MeDocument.toString(), {});
    expect(r.status).toBe(401);
    expect(r.errors?.[0]).toMatchObject({ message: 'Not logged in', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('answers UNAUTHENTICATED for a forged token', async () => {
    const forged = tokens.vet.split('.').slice(0, 2).join('.') + '.c2lnbmF0dXJl';
    const r = await s.gql(MeDocument.toString(), {}, { token: forged });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('requires the application header', async () => {
    const r = await s.gql(MeDocument.toString(), {}, { token: tokens.vet, headers: { application: 'other' } });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toContain('application: practice-portal');
  });

  it('answers a malformed request with 400 and a clear message, never a stack trace', async () => {
    const r = await s.gql('query { me { ', {}, { token: tokens.vet });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(JSON.stringify(r)).not.toMatch(/at .*\.(ts|js):\d+/);
    // The same with a plain `accept: application/json` (curl's default is */*).
    for (const accept of ['application/json', '*/*']) {
      const plain = await s.gql('query { me { ', {}, { token: tokens.vet, headers: { accept } });
      expect(plain.status).toBe(400);
      expect(plain.errors?.[0]?.message).toMatch(/Syntax Error/);
    }
    const invalid = await s.gql('query { noSuchField }', {}, { token: tokens.vet, headers: { accept: 'application/json' } });
    expect(invalid.status).toBe(400);
    expect(invalid.errors?.[0]?.message).toMatch(/Cannot query field/);
  });

  it('scopes records to the caller: another location answers NOT_FOUND', async () => {
    const vetLocations = (await locationsOf(tokens.vet)).filter((l) => l.isActive).map((l) => l.locationId);
    const staffLocations = (await locationsOf(tokens.staff)).filter((l) => l.isActive).map((l) => l.locationId);
    const foreign = vetLocations.find((id) => !staffLocations.includes(id)) ?? '999999';
    const own = staffLocations[0];

    const ok = await s.gql(GetLocationDocument.toString(), { id: own }, { token: tokens.staff });
    expect(ok.data.getLocation.id).toBe(own);

    for (const id of [foreign, '999999', 'abc']) {
      const r = await s.gql(GetLocationDocument.toString(), { id }, { token: tokens.staff });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(r.data?.getLocation ?? null).toBeNull();
    }
    const counts = await s.gql(GetPrescriptionCountDocument.toString(), { locationId: foreign }, { token: tokens.staff });
    expect(counts.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for a location user of another location', async () => {
    const staffLocations = (await locationsOf(tokens.staff)).map((l) => l.locationId);
    const foreignUser = (await locationsOf(tokens.vet)).find((l) => !staffLocations.includes(l.locationId));
    if (!foreignUser) return expect(staffLocations.length).toBeGreaterThan(0);
    const r = await s.gql(GetLocationUserDocument.toString(), { id: foreignUser.id }, { token: tokens.staff });
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('honours the impersonation header only for support users', async () => {
    const byVet = await s.gql(MeDocument.toString(), {}, { token: tokens.vet, impersonate: 'staff@demo.vetrx.dev' });
    expect(byVet.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const support = await s.token('support@demo.vetrx.dev');
    await s.impersonate(support, 'staff@demo.vetrx.dev');
    const r = await s.gql(MeDocument.toString(), {}, { token: support, impersonate: 'staff@demo.vetrx.dev' });
    expect(r.data.me).toMatchObject({ isSupport: true, impersonating: 'staff@demo.vetrx.dev', user: { username: 'staff@demo.vetrx.dev' } });
    await s.gql(EndImpersonationDocument.toString(), {}, { token: support });
  });
});
