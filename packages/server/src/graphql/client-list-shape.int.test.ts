/**
 * The client list's page read by one statement in the shape of its answer answers
 * exactly what the plain way — rows, then the field resolvers and their loaders — answers: the same
 * clients in the same order with their phones, their pets' links, the pets and their species, for
 * every kind of filter and every way the search finds its page.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LocationClientSearchDocument, type LocationClientSearchQuery } from '@vetrx/core/operations/LocationClientSearch';
import { localClientSearchFilter } from '@vetrx/core/client';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { shapedStatementsMarked, shapedStatementsSent, testDatabases, useTestServer, withUnshapedAddresses } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove);
const shipped = LocationClientSearchDocument.toString();

/** The shipped document made plain: each client also asks for its addresses, a relation no shape knows. */
const plainDocument = withUnshapedAddresses(shipped, 'data');

type Search = LocationClientSearchQuery['locationClientSearch'];
type Listed = Search['data'][number] & { addresses?: unknown[] };

describe.each(testDatabases())('the client list in the shape of its answer (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['staff', 'vet2', 'support'] });
  const ask = async (document: string, variables: Record<string, unknown>, token = tokens.staff): Promise<Search> => {
    const r = await s.gql(document, variables, { token });
    expect(r.errors).toBeUndefined();
    return r.data.locationClientSearch as Search;
  };
  /** Both ways, the plain one's addresses (asked for only to make it plain) left out. */
  const bothWays = async (variables: Record<string, unknown>, token = tokens.staff) => {
    const [shaped, plain] = await Promise.all([ask(shipped, variables, token), ask(plainDocument, variables, token)]);
    for (const c of plain.data as Listed[]) {
      expect(Array.isArray(c.addresses)).toBe(true);
      delete c.addresses;
    }
    return { shaped, plain };
  };
  /** A well-filled active client of Maple Grove (e-mail, an active phone, a linked pet), as the bench picks one. */
  const someClient = async () => {
    const page = await ask(shipped, { locationId: MG, take: 200, skip: 0 });
    const found = page.data.find((c) => c.email && c.lastName && c.phones.some((p) => p.isActive) && c.locationPatientClients.some((l) => l.isActive && l.locationPatient));
    expect(found).toBeDefined();
    return found!;
  };

  it('the shipped document is answered by one shaped statement, the plain one by none', async () => {
    const variables = { locationId: MG, take: 10, skip: 0, filter: 'a' };
    expect(await shapedStatementsSent(s.database.db, () => ask(shipped, variables))).toBe(1);
    expect(await shapedStatementsSent(s.database.db, () => ask(plainDocument, variables))).toBe(0);
  });

  it("runs the pages whose plan does not depend on their values on their generic plan: by ids, or the list's order; a page of words' index sets plans per run", async () => {
    const c = await someClient();
    const marked = (filter: Record<string, unknown>) => shapedStatementsMarked(s.database.db, () => ask(shipped, { locationId: MG, take: 10, skip: 0, ...filter }));
    expect(await marked({})).toEqual([true]);
    expect(await marked({ activeFilterType: 'non_active', skip: 10 })).toEqual([true]);
    // A common word: the list walked in order finds the page, read by its ids.
    expect(await marked({ filter: 'a' })).toEqual([true]);
    // A full name is rare: the walk falls short and the page is read from the words' index sets.
    expect(await marked({ filter: `${c.firstName} ${c.lastName}` })).toEqual([false]);
  });

  it.each([
    ['no filter, page 1', {}],
    ['no filter, page 3 of 20', { skip: 40, take: 20 }],
    ['a common fragment (the list walked in order)', { filter: 'a' }],
    ['a common fragment, page 2', { filter: 'a', skip: 10 }],
    ['inactive clients', { activeFilterType: 'non_active' }],
    ['every client, 200 at once', { activeFilterType: 'all', take: 200 }],
    ['no match at all', { filter: 'zzzzqqq' }],
    ['nothing asked (take 0)', { filter: 'a', take: 0 }],
  ])('%s: the same clients, count, phones, links and pets as the plain way', async (_name, filter: Record<string, unknown>) => {
    const { shaped, plain } = await bothWays({ locationId: MG, take: 10, skip: 0, ...filter });
    expect(shaped).toEqual(plain);
    if (filter.filter !== 'zzzzqqq' && filter.take !== 0) expect(shaped.data.length).toBeGreaterThan(0);
  });

  it('the filters a front desk types — a full name, an e-mail, phone digits, a pet, the pipe filter — answer as the plain way', async () => {
    const c = await someClient();
    const pet = c.locationPatientClients.find((l) => l.isActive && l.locationPatient)!.locationPatient!.name;
    const filters = [
      `${c.firstName} ${c.lastName}`,
      c.email!.slice(c.email!.indexOf('@')),
      c.phones.find((p) => p.isActive)!.phoneNumber.replace(/\D/g, '').slice(-7),
      pet,
      localClientSearchFilter({ lastName: c.lastName, patientName: pet }),
    ];
    for (const filter of filters) {
      const { shaped, plain } = await bothWays({ locationId: MG, take: 10, skip: 0, filter });
      expect(shaped).toEqual(plain);
      expect(shaped.data.map((x) => x.id)).toContain(c.id);
    }
  });

  it("reads children with the caller's scope, as the loaders do: a pet at a location they do not work at answers null", async () => {
    // vet2 works at Maple Grove and Summit, not Riverside: a Maple Grove client's link pointed at a Riverside pet.
    const db = s.database.db;
    const c = await someClient();
    const link = c.locationPatientClients.find((l) => l.isActive && l.locationPatient)!;
    const [elsewhere] = await db.select().from(t.locationPatients).where(eq(t.locationPatients.locationId, LOCATION.riverside)).limit(1);
    await db.update(t.locationPatientClients).set({ locationPatientId: elsewhere.id }).where(eq(t.locationPatientClients.id, Number(link.id)));
    try {
      const { shaped, plain } = await bothWays({ locationId: MG, take: 10, skip: 0, filter: `${c.firstName} ${c.lastName}` }, tokens.vet2);
      expect(shaped).toEqual(plain);
      const moved = shaped.data.find((x) => x.id === c.id)!.locationPatientClients.find((l) => l.id === link.id)!;
      expect(moved).toMatchObject({ locationPatientId: String(elsewhere.id), locationPatient: null });
    } finally {
      await db.update(t.locationPatientClients).set({ locationPatientId: Number(link.locationPatientId) }).where(eq(t.locationPatientClients.id, Number(link.id)));
    }
  });

  it("a support user's search of a practice reads rows: the loaders leave its children out, as before", async () => {
    const variables = { locationId: MG, take: 10, skip: 0 };
    expect(await shapedStatementsSent(s.database.db, () => ask(shipped, variables, tokens.support))).toBe(0);
    const { shaped, plain } = await bothWays(variables, tokens.support);
    expect(shaped).toEqual(plain);
    expect(shaped.data.length).toBeGreaterThan(0);
  });
});
