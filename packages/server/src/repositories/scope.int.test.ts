/**
 * The caller-bound repositories (issue 9, item 2): what a repository returns depends on the caller it
 * was built for, whatever location or id a resolver passes — another practice's rows are never read.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetPrescriptionCountDocument,
  GetPrescriptionHistoryDocument,
  GetUnlinkedLocationClientsCountDocument,
  GetUnlinkedLocationClientsDocument,
} from '@vetrx/core/api';
import { LOCATION } from '@vetrx/fixtures';
import { buildContext, type RequestContext } from '../context/context.js';
import { startTestServer, testDatabases, type TestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;
const SU = LOCATION.summit;

describe.each(testDatabases())('caller-bound repositories (%s)', (kind) => {
  let s: TestServer;
  let vetadmin: RequestContext;
  let support: RequestContext;
  const one = async <T>(q: ReturnType<typeof sql>) => {
    const r = await s.database.db.execute(q);
    return (((r as unknown as { rows: T[] }).rows ?? (r as unknown as T[])) as T[])[0];
  };
  const contextOf = (username: string) => buildContext({ db: s.database.db, identity: { sub: username, username, claims: {} } });

  beforeAll(async () => {
    s = await startTestServer({ kind });
    vetadmin = await contextOf('vetadmin@demo.vetrx.dev');
    support = await contextOf('support@demo.vetrx.dev');
  });
  afterAll(() => s?.close());

  it('counts and lists only the caller’s locations, even when asked for another one', async () => {
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from prescriptions where location_id = ${MG}`);
    expect(await vetadmin.repos.dashboard.countPrescriptions({ locationId: MG })).toBe(n);
    expect(n).toBeGreaterThan(0);
    // Summit has prescriptions, but vetadmin does not work there; support works nowhere.
    expect((await one<{ n: number }>(sql`select count(*)::int as n from prescriptions where location_id = ${SU}`)).n).toBeGreaterThan(0);
    expect(await vetadmin.repos.dashboard.countPrescriptions({ locationId: SU })).toBe(0);
    expect(await vetadmin.repos.dashboard.prescriptionHistory({ locationId: SU }, { limit: 5, offset: 0 })).toEqual([]);
    expect(await support.repos.dashboard.countPrescriptions({ locationId: MG })).toBe(0);
    expect(await vetadmin.repos.clients.countUnlinked(SU, {})).toBe(0);
    expect(await vetadmin.repos.clients.unlinked(SU, {}, { limit: 5, offset: 0 })).toEqual([]);
    expect(await vetadmin.repos.clients.patients([SU], {}, { limit: 5, offset: 0 })).toEqual([]);
    expect((await support.repos.clients.search({ locationId: SU, organizationId: null, filter: null, activeFilterType: 'all', take: 1, skip: 0 })).count).toBeGreaterThan(0);
    expect((await vetadmin.repos.clients.search({ locationId: SU, organizationId: null, filter: null, activeFilterType: 'all', take: 1, skip: 0 })).count).toBe(0);
    expect(await vetadmin.repos.orders.count({ locationIds: [MG, SU] }, {})).toBe(
      (await one<{ n: number }>(sql`select count(*)::int as n from orders where location_id = ${MG}`)).n,
    );
  });

  it('answers null for another location’s order and prescription', async () => {
    const foreign = await one<{ id: number; rx: number }>(
      sql`select o.id, li.prescription_id as rx from orders o join order_line_items li on li.order_id = o.id where o.location_id = ${SU} and li.prescription_id is not null limit 1`,
    );
    expect(await vetadmin.repos.orders.byId(foreign.id)).toBeNull();
    expect(await vetadmin.repos.orders.lineItemsOfPrescription(foreign.rx)).toBeNull();
    const own = await one<{ id: number; rx: number }>(
      sql`select o.id, li.prescription_id as rx from orders o join order_line_items li on li.order_id = o.id where o.location_id = ${MG} and li.prescription_id is not null limit 1`,
    );
    expect((await vetadmin.repos.orders.byId(own.id))?.id).toBe(own.id);
    expect((await vetadmin.repos.orders.lineItemsOfPrescription(own.rx))?.length).toBeGreaterThan(0);
  });

  it('serves the dashboard tiles through the API with the numbers of the lists they count', async () => {
    const token = await s.token('vetadmin@demo.vetrx.dev');
    const count = await s.gql(GetPrescriptionCountDocument.toString(), { locationId: String(MG), archived: false }, { token });
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from prescriptions where location_id = ${MG} and not archived`);
    expect(count.data.getPrescriptionCount).toBe(n);
    const history = await s.gql(GetPrescriptionHistoryDocument.toString(), { locationId: String(MG), take: 3, skip: 0, productApprovalTypeFilters: ['RX'] }, { token });
    expect(history.errors).toBeUndefined();
    expect(history.data.getPrescriptionHistory.length).toBeLessThanOrEqual(3);
    for (const vars of [{}, { activeRequestFilter: true }, { nameFilter: 'a' }]) {
      const unlinked = await s.gql(GetUnlinkedLocationClientsCountDocument.toString(), { locationId: String(MG), ...vars }, { token });
      const list = await s.gql(GetUnlinkedLocationClientsDocument.toString(), { locationId: String(MG), take: 200, ...vars }, { token });
      expect(unlinked.data.getUnlinkedLocationClientsCount).toBe(list.data.getUnlinkedLocationClients.length);
    }
  });
});
