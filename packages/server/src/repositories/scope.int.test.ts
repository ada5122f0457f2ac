/**
 * The caller-bound repositories (issue 9, item 2): what a repository returns depends on the caller it
 * was built for, whatever location or id a resolver passes — another practice's rows are never read.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { GetUnlinkedLocationClientsDocument } from '@vetrx/core/operations/GetUnlinkedLocationClients';
import { GetUnlinkedLocationClientsCountDocument } from '@vetrx/core/operations/GetUnlinkedLocationClientsCount';
import { LOCATION } from '@vetrx/fixtures';
import { mutate } from '../unit-of-work.js';
import { createLoaders } from './loaders.js';
import { noteWrite } from './process-cache.js';
import { buildContext, type RequestContext } from '../context/context.js';
import { queryRows, testDatabases, useTestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;
const SU = LOCATION.summit;

describe.each(testDatabases())('caller-bound repositories (%s)', (kind) => {
  const { server: s } = useTestServer(kind);
  let vetadmin: RequestContext;
  let support: RequestContext;
  const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(s.database.db, q))[0];
  const contextOf = (username: string) => buildContext({ db: s.database.db, identity: { sub: username, username, claims: {} } });

  beforeAll(async () => {
    vetadmin = await contextOf('vetadmin@demo.vetrx.dev');
    support = await contextOf('support@demo.vetrx.dev');
  });

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

  it('binds the new repositories too: another location’s task, shortcuts, patient or support lists read nothing', async () => {
    const task = await one<{ id: number }>(sql`select id from prescription_tasks where location_id = ${SU} limit 1`);
    expect(task).toBeTruthy();
    expect(await vetadmin.repos.tasks.find({ id: task.id })).toBeNull();
    expect(await vetadmin.repos.tasks.list(SU, {}, 0, 5)).toEqual([]);
    expect(await vetadmin.repos.tasks.countGroups(SU, {})).toBe(0);
    expect(await vetadmin.repos.shortcuts.list({ locationId: SU, label: null, type: null })).toEqual([]);
    expect(await vetadmin.repos.shortcuts.list({ locationId: null, label: null, type: null })).toEqual([]);
    expect((await support.repos.shortcuts.list({ locationId: null, label: null, type: null })).length).toBeGreaterThan(0);
    const patient = await one<{ id: number; pims_id: string | null }>(sql`select id, pims_id from location_patients where location_id = ${SU} and pims_id is not null limit 1`);
    if (patient) expect(await vetadmin.repos.clientRecords.patientByPimsId(SU, patient.pims_id!, null)).toBeNull();
    expect(await vetadmin.repos.practices.location(SU)).toBeNull();
    expect(await vetadmin.repos.practices.location(MG)).not.toBeNull();
    expect(await vetadmin.repos.practices.listLocations({ filter: null, activeFilterType: 'all', includeOrganization: false, organizationId: null })).toEqual([]);
    expect((await support.repos.practices.listLocations({ filter: null, activeFilterType: 'all', includeOrganization: false, organizationId: null })).length).toBeGreaterThan(1);
    expect(await vetadmin.repos.access.authorizers(SU)).toEqual([]);
    expect((await vetadmin.repos.access.authorizers(MG)).length).toBeGreaterThan(0);
  });

  it('answers records by id through the loaders only at the caller’s locations', async () => {
    const ids = await one<{ client: number; patient: number; rx: number; lu: number }>(
      sql`select (select id from location_clients where location_id = ${SU} limit 1) as client,
                 (select id from location_patients where location_id = ${SU} limit 1) as patient,
                 (select id from prescriptions where location_id = ${SU} limit 1) as rx,
                 (select id from location_users where location_id = ${SU} limit 1) as lu`,
    );
    expect(await vetadmin.repos.records.client(ids.client)).toBeNull();
    expect(await vetadmin.repos.records.patient(ids.patient)).toBeNull();
    expect(await vetadmin.repos.records.patients([ids.patient])).toEqual([null]);
    expect(await vetadmin.repos.records.prescription(ids.rx)).toBeNull();
    expect(await vetadmin.repos.records.locationUser(ids.lu)).toBeNull();
    expect((await support.repos.records.locationUser(ids.lu))?.id).toBe(ids.lu);
    const own = await one<{ client: number }>(sql`select id as client from location_clients where location_id = ${MG} limit 1`);
    expect((await vetadmin.repos.records.client(own.client))?.id).toBe(own.client);
    // Inside mutate() the same reads go through the transaction (the loaders' connection would wait for it on PGlite).
    const inside = await mutate(vetadmin, 'ReadRecords', async ({ repos }) => [await repos.records.client(own.client), await repos.records.client(ids.client)]);
    expect(inside.map((r) => r?.id ?? null)).toEqual([own.client, null]);
  });

  it('binds every DataLoader: another location’s records load as null or nothing; support mode reads practices, not clinical records', async () => {
    const su = await one<{ client: number; patient: number; rx: number; order: number; lu: number; user: number; org: number; task: number }>(
      sql`select (select c.id from location_clients c join location_client_phones p on p.location_client_id = c.id where c.location_id = ${SU} limit 1) as client,
                 (select p.id from location_patients p join location_patient_clients pc on pc.location_patient_id = p.id where p.location_id = ${SU} limit 1) as patient,
                 (select id from prescriptions where location_id = ${SU} limit 1) as rx,
                 (select o.id from orders o join order_line_items li on li.order_id = o.id where o.location_id = ${SU} limit 1) as order,
                 (select id from location_users where location_id = ${SU} limit 1) as lu,
                 (select u.id from users u where u.username = 'raj.patel@evergreenvet.example.com') as user,
                 (select organization_id from locations where id = ${SU}) as org,
                 (select t.id from prescription_tasks t join prescription_task_workflows w on w.prescription_task_id = t.id where t.location_id = ${SU} limit 1) as task`,
    );
    const l = vetadmin.loaders;
    for (const [name, row] of [
      ['client', await l.locationClient.load(su.client)],
      ['patient', await l.locationPatient.load(su.patient)],
      ['prescription', await l.prescription.load(su.rx)],
      ['order', await l.order.load(su.order)],
      ['location user', await l.locationUser.load(su.lu)],
      ['user', await l.user.load(su.user)],
      ['location', await l.location.load(SU)],
    ] as const) {
      expect(row, name).toBeNull();
    }
    for (const [name, rows] of [
      ['client phones', await l.clientPhonesByClient.load(su.client)],
      ['patient links', await l.patientClientsByPatient.load(su.patient)],
      ['line items', await l.lineItemsByOrder.load(su.order)],
      ['task workflow', await l.taskWorkflowByTask.load(su.task)],
      ['location phones', await l.locationPhonesByLocation.load(SU)],
      ['user phones', await l.userPhonesByUser.load(su.user)],
    ] as const) {
      expect(rows, name).toEqual([]);
    }
    // Support mode reads every practice record, but no clinical record.
    expect((await support.loaders.location.load(SU))?.id).toBe(SU);
    expect((await support.loaders.locationUser.load(su.lu))?.id).toBe(su.lu);
    expect((await support.loaders.user.load(su.user))?.id).toBe(su.user);
    expect((await support.loaders.organization.load(su.org))?.id).toBe(su.org);
    expect(await support.loaders.locationClient.load(su.client)).toBeNull();
    expect(await support.loaders.clientPhonesByClient.load(su.client)).toEqual([]);
    // A member of Summit loads the same ids (so the nulls above are the scope, not missing rows).
    const patel = await contextOf('raj.patel@evergreenvet.example.com');
    expect((await patel.loaders.locationClient.load(su.client))?.id).toBe(su.client);
    expect((await patel.loaders.clientPhonesByClient.load(su.client)).length).toBeGreaterThan(0);
    expect((await patel.loaders.lineItemsByOrder.load(su.order)).length).toBeGreaterThan(0);
    expect((await patel.loaders.taskWorkflowByTask.load(su.task)).length).toBeGreaterThan(0);
    // One prepared statement serves every caller of a kind, their scope its parameters:
    // after Summit's member, a new request of vetadmin's still loads nothing of Summit.
    const again = await contextOf('vetadmin@demo.vetrx.dev');
    expect(await again.loaders.locationClient.load(su.client)).toBeNull();
    expect(await again.loaders.clientPhonesByClient.load(su.client)).toEqual([]);
    expect(await again.loaders.user.load(su.user)).toBeNull();
    // A user's own records load even where their membership is revoked (Me lists them): relief at Maple Grove.
    const relief = await contextOf('relief@demo.vetrx.dev');
    const revoked = await one<{ id: number }>(sql`select lu.id from location_users lu join users u on u.id = lu.user_id where u.username = 'relief@demo.vetrx.dev' and lu.location_id = ${MG}`);
    expect((await relief.loaders.locationUser.load(revoked.id))?.id).toBe(revoked.id);
    expect((await relief.loaders.location.load(MG))?.id).toBe(MG);
    expect(await relief.loaders.locationClient.load((await one<{ id: number }>(sql`select id from location_clients where location_id = ${MG} limit 1`)).id)).toBeNull();
  });

  it('keeps a location’s addresses, phones and pharmacies and the roles’ modules between requests until a write, for whoever may read them', async () => {
    const phone = await one<{ id: number; number: string }>(sql`select id, phone_number as number from location_phones where location_id = ${SU} order by id limit 1`);
    const roleModule = await one<{ id: number; role: number; edit: boolean }>(sql`select id, role_id as role, can_edit as edit from roles_modules order by id limit 1`);
    const patel = () => contextOf('raj.patel@evergreenvet.example.com');
    const read = async (ctx: RequestContext) => ({
      phone: (await ctx.loaders.locationPhonesByLocation.load(SU)).find((p) => p.id === phone.id)?.phoneNumber,
      addresses: (await ctx.loaders.locationAddressesByLocation.load(SU)).length,
      pharmacies: (await ctx.loaders.locationPharmaciesByLocation.load(SU)).length,
      edit: (await ctx.loaders.rolesModulesByRole.load(roleModule.role)).find((m) => m.id === roleModule.id)?.canEdit,
    });
    noteWrite(s.database.db);
    const first = await read(await patel());
    expect(first.phone).toBe(phone.number);
    expect(first.addresses).toBeGreaterThan(0);
    expect(first.pharmacies).toBeGreaterThan(0);
    expect(first.edit).toBe(roleModule.edit);
    // Kept for Summit's member; never served to a caller who may not read Summit, kept or not.
    const vetadminReads = await read(await contextOf('vetadmin@demo.vetrx.dev'));
    expect([vetadminReads.phone, vetadminReads.addresses, vetadminReads.pharmacies]).toEqual([undefined, 0, 0]);
    // Changed by hand (no write through the app): the next requests still read what was kept…
    await s.database.db.execute(sql`update location_phones set phone_number = '5550001111' where id = ${phone.id}`);
    await s.database.db.execute(sql`update roles_modules set can_edit = ${!roleModule.edit} where id = ${roleModule.id}`);
    try {
      expect(await read(await patel())).toEqual(first);
      // …until a write commits on the database (here or, through its notification, on another instance).
      noteWrite(s.database.db);
      const after = await read(await patel());
      expect([after.phone, after.edit]).toEqual(['5550001111', !roleModule.edit]);
      // Inside a mutation's transaction nothing kept is read: the transaction's own view.
      await mutate(await patel(), 'KeptRowsTest', async ({ tx }) => {
        await tx.execute(sql`update location_phones set phone_number = '5550002222' where id = ${phone.id}`);
        const loaders = createLoaders({ db: tx, tx, locationIds: [SU], supportMode: false, userId: null, ownLocationIds: [] });
        expect((await loaders.locationPhonesByLocation.load(SU)).find((p) => p.id === phone.id)?.phoneNumber).toBe('5550002222');
        throw new Error('roll back');
      }).catch((e: Error) => expect(e.message).toBe('roll back'));
      expect((await read(await patel())).phone).toBe('5550001111');
    } finally {
      await s.database.db.execute(sql`update location_phones set phone_number = ${phone.number} where id = ${phone.id}`);
      await s.database.db.execute(sql`update roles_modules set can_edit = ${roleModule.edit} where id = ${roleModule.id}`);
      noteWrite(s.database.db);
    }
  });

  it('makes a request’s loaders and repositories on first use and keeps them for the request', async () => {
    const ctx = await contextOf('vetadmin@demo.vetrx.dev');
    // Nothing is made up front (the caller's access primes only what it makes)…
    expect(Object.keys(ctx.loaders)).not.toContain('locationClient');
    expect(Object.keys(ctx.repos)).not.toContain('orders');
    // …and once made, the same loader answers the rest of the request: its batch and cache are shared.
    const loader = ctx.loaders.locationClient;
    expect(ctx.loaders.locationClient).toBe(loader);
    expect(Object.keys(ctx.loaders)).toContain('locationClient');
    expect(ctx.repos.orders).toBe(ctx.repos.orders);
    expect(ctx.repos.at(MG)).toBe(ctx.repos.at(MG));
    // Another request has its own.
    const other = await contextOf('vetadmin@demo.vetrx.dev');
    expect(other.loaders.locationClient).not.toBe(loader);
    expect(other.repos.orders).not.toBe(ctx.repos.orders);
    // (The caller's own rows primed into a loader made on first use: process-cache.int.test.ts.)
  });

  it('reads a location user’s role with it: the role is not read again after the location user', async () => {
    // A member of Maple Grove whose role the caller holds nowhere (the caller's own roles come with their access).
    const other = await one<{ lu: number; role: number; name: string }>(
      sql`select lu.id as lu, r.id as role, r.name from location_users lu join roles r on r.id = lu.role_id
          where lu.location_id = ${MG} and r.id not in (select m.role_id from location_users m join users u on u.id = m.user_id where u.username = 'vetadmin@demo.vetrx.dev')
          order by lu.id limit 1`,
    );
    const ctx = await contextOf('vetadmin@demo.vetrx.dev');
    expect((await ctx.loaders.locationUser.load(other.lu))?.roleId).toBe(other.role);
    await s.database.db.execute(sql`update roles set name = ${`${other.name} (renamed)`} where id = ${other.role}`);
    try {
      // A read of the role after the location user would see the new name; the one read with it does not.
      expect((await ctx.loaders.role.load(other.role))?.name).toBe(other.name);
      // A location user the caller may not read hands over no role either: it loads as null.
      const summit = await one<{ lu: number }>(sql`select id as lu from location_users where location_id = ${SU} limit 1`);
      expect(await ctx.loaders.locationUser.load(summit.lu)).toBeNull();
      // A new request reads the role afresh with the location user (roles are not kept).
      const next = await contextOf('vetadmin@demo.vetrx.dev');
      await next.loaders.locationUser.load(other.lu);
      expect((await next.loaders.role.load(other.role))?.name).toBe(`${other.name} (renamed)`);
    } finally {
      await s.database.db.execute(sql`update roles set name = ${other.name} where id = ${other.role}`);
    }
  });

  it('narrows to one location with at(): the caller’s other locations answer null there', async () => {
    const RV = LOCATION.riverside;
    const ids = await one<{ mgClient: number; rvClient: number; mgVet: number; rvVet: number }>(
      sql`select (select id from location_clients where location_id = ${MG} limit 1) as "mgClient",
                 (select id from location_clients where location_id = ${RV} limit 1) as "rvClient",
                 (select lu.id from location_users lu join users u on u.id = lu.user_id where u.username = 'vet@demo.vetrx.dev' and lu.location_id = ${MG}) as "mgVet",
                 (select lu.id from location_users lu join users u on u.id = lu.user_id where u.username = 'vet@demo.vetrx.dev' and lu.location_id = ${RV}) as "rvVet"`,
    );
    // vetadmin works at both; through at(MG) only Maple Grove's records load.
    expect((await vetadmin.repos.records.client(ids.rvClient))?.id).toBe(ids.rvClient);
    expect((await vetadmin.repos.at(MG).records.client(ids.mgClient))?.id).toBe(ids.mgClient);
    expect(await vetadmin.repos.at(MG).records.client(ids.rvClient)).toBeNull();
    expect((await vetadmin.repos.at(MG).records.locationUser(ids.mgVet))?.id).toBe(ids.mgVet);
    expect(await vetadmin.repos.at(MG).records.locationUser(ids.rvVet)).toBeNull();
    // Their own location user elsewhere is not "at" this location either, and a location they do not work at narrows to nothing.
    const own = await one<{ id: number }>(sql`select lu.id from location_users lu join users u on u.id = lu.user_id where u.username = 'vetadmin@demo.vetrx.dev' and lu.location_id = ${RV}`);
    expect(await vetadmin.repos.at(MG).records.locationUser(own.id)).toBeNull();
    expect(await vetadmin.repos.at(SU).tasks.list(SU, {}, 0, 5)).toEqual([]);
    expect(await support.repos.at(MG).records.locationUser(ids.mgVet)).toBeNull();
    expect(vetadmin.repos.at(MG)).toBe(vetadmin.repos.at(MG));
  });

  it('writes only inside mutate(): a write method on the request’s repositories throws and writes nothing', async () => {
    const count = async () => (await one<{ n: number }>(sql`select count(*)::int as n from shortcuts`)).n;
    const before = await count();
    await expect(vetadmin.repos.shortcuts.add({ shortcutType: 'SIG', label: 'Outside', details: 'Outside mutate', isGlobal: false }, MG)).rejects.toThrow(/inside mutate/);
    expect(await count()).toBe(before);
    // Inside mutate() the same method writes, in the transaction that also writes the audit row; a throw after it rolls both back.
    await expect(
      mutate(vetadmin, 'AddShortcut', async ({ repos }) => {
        await repos.shortcuts.add({ shortcutType: 'SIG', label: 'Rolled back', details: 'Rolled back', isGlobal: false }, MG);
        throw new Error('refused after the write');
      }),
    ).rejects.toThrow('refused after the write');
    expect(await count()).toBe(before);
    const row = await mutate(vetadmin, 'AddShortcut', async ({ repos, record }) => {
      const added = await repos.shortcuts.add({ shortcutType: 'SIG', label: 'Inside', details: 'Inside mutate', isGlobal: false }, MG);
      record({ entity: 'Shortcut', entityId: added.id, locationId: MG, after: added });
      return added;
    });
    expect(await count()).toBe(before + 1);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from audit_log where operation = 'AddShortcut' and entity_id = ${String(row.id)}`)).n).toBe(1);
  });
});
