/**
 * Reads by id keep to the caller's locations in their own statement (issue 62 item 5):
 * for every repository that reads a record by its id (or uuid, or username), another location's id
 * reads nothing — and the same id read by a member of that location, or by support where support
 * reads it, does read the row (so the nothing is the scope, not a missing row). Rows handed in as a
 * buggy resolver might hand them (another location's, named as if at it) read nothing either. Where a
 * repository refuses, another location's id gets the same refusal as an id that does not exist.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATION } from '@vetrx/fixtures';
import { mutate } from '../unit-of-work.js';
import { buildContext, type RequestContext } from '../context/context.js';
import { queryRows, testDatabases, useTestServer } from '../testing/index.js';
import { userAdminScope } from '../context/user-admin.js';
import { NotFound } from './errors.js';
import { idempotencyKeysOf } from './idempotency.js';

const MG = LOCATION.mapleGrove;
const SU = LOCATION.summit;
/** A member of Summit (and nowhere vetadmin works). */
const SUMMIT_MEMBER = 'raj.patel@evergreenvet.example.com';

interface SummitIds {
  rx: number;
  task: number;
  taskUuid: string;
  order: number;
  orderRx: number;
  locationUuid: string;
  client: number;
  patient: number;
  delegation: number;
  username: string;
  /** The Summit-only user of `username`, and their location user at Summit. */
  userId: number;
  locationUser: number;
}

describe.each(testDatabases())('reads by id at the caller’s locations (%s)', (kind) => {
  const { server: s } = useTestServer(kind);
  let vetadmin: RequestContext;
  let member: RequestContext;
  let support: RequestContext;
  let su: SummitIds;
  let shortcut: number;
  const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(s.database.db, q))[0];
  const contextOf = (username: string) => buildContext({ db: s.database.db, identity: { sub: username, username, claims: {} } });

  beforeAll(async () => {
    vetadmin = await contextOf('vetadmin@demo.vetrx.dev');
    member = await contextOf(SUMMIT_MEMBER);
    support = await contextOf('support@demo.vetrx.dev');
    su = await one<SummitIds>(
      sql`select (select id from prescriptions where location_id = ${SU} order by id limit 1) as rx,
                 (select id from prescription_tasks where location_id = ${SU} order by id limit 1) as task,
                 (select uuid from prescription_tasks where location_id = ${SU} order by id limit 1) as "taskUuid",
                 (select o.id from orders o join order_line_items li on li.order_id = o.id where o.location_id = ${SU} and li.prescription_id is not null order by o.id limit 1) as order,
                 (select li.prescription_id from orders o join order_line_items li on li.order_id = o.id where o.location_id = ${SU} and li.prescription_id is not null order by o.id limit 1) as "orderRx",
                 (select uuid from locations where id = ${SU}) as "locationUuid",
                 (select id from location_clients where location_id = ${SU} order by id limit 1) as client,
                 (select id from location_patients where location_id = ${SU} order by id limit 1) as patient,
                 (select d.id from delegations d join location_users lu on lu.id = d.location_user_id where lu.location_id = ${SU} order by d.id limit 1) as delegation,
                 (select u.username from users u where exists (select 1 from location_users lu where lu.user_id = u.id and lu.location_id = ${SU})
                    and not exists (select 1 from location_users lu where lu.user_id = u.id and lu.location_id <> ${SU}) order by u.id limit 1) as username`,
    );
    const owner = await one<{ userId: number; locationUser: number }>(
      sql`select u.id as "userId", lu.id as "locationUser" from users u join location_users lu on lu.user_id = u.id and lu.location_id = ${SU} where u.username = ${su.username}`,
    );
    su = { ...su, ...owner };
    expect(su).toEqual({
      rx: expect.any(Number),
      task: expect.any(Number),
      taskUuid: expect.any(String),
      order: expect.any(Number),
      orderRx: expect.any(Number),
      locationUuid: expect.any(String),
      client: expect.any(Number),
      patient: expect.any(Number),
      delegation: expect.any(Number),
      username: expect.any(String),
      userId: expect.any(Number),
      locationUser: expect.any(Number),
    });
    // A shortcut of Summit's alone (not global).
    shortcut = (await one<{ id: number }>(sql`insert into shortcuts (type, label, details, is_active, is_global) values ('SIG', 'Summit only', 'Give once.', true, false) returning id`)).id;
    await s.database.db.execute(sql`insert into shortcuts_locations (shortcut_id, location_id, is_active) values (${shortcut}, ${SU}, true)`);
  });

  it('prescriptions: another location’s prescription reads nothing', async () => {
    expect(await vetadmin.repos.prescriptions.byId(su.rx)).toBeNull();
    expect((await member.repos.prescriptions.byId(su.rx))?.id).toBe(su.rx);
  });

  it('tasks: another location’s task, by id or uuid, and a forged task’s prescription read nothing', async () => {
    expect(await vetadmin.repos.tasks.find({ id: su.task })).toBeNull();
    expect(await vetadmin.repos.tasks.find({ uuid: su.taskUuid })).toBeNull();
    expect((await member.repos.tasks.find({ uuid: su.taskUuid }))?.id).toBe(su.task);
    const linked = await mutate(vetadmin, 'ReadRecords', ({ repos }) =>
      repos.tasks.linkedPrescription({ id: su.task, locationId: SU, prescriptionId: su.rx } as Parameters<typeof repos.tasks.linkedPrescription>[0]),
    );
    expect(linked).toBeNull();
  });

  it('orders: another location’s order, and the line items of its prescription, read nothing', async () => {
    expect(await vetadmin.repos.orders.byId(su.order)).toBeNull();
    expect(await vetadmin.repos.orders.lineItemsOfPrescription(su.orderRx)).toBeNull();
    expect((await member.repos.orders.byId(su.order))?.id).toBe(su.order);
    expect((await member.repos.orders.lineItemsOfPrescription(su.orderRx))?.length).toBeGreaterThan(0);
  });

  it('pims: another location by its uuid reads nothing; support reads it', async () => {
    expect(await vetadmin.repos.pims.locationByUuid(su.locationUuid)).toBeNull();
    expect((await support.repos.pims.locationByUuid(su.locationUuid))?.id).toBe(SU);
    expect((await member.repos.pims.locationByUuid(su.locationUuid))?.id).toBe(SU);
  });

  it('shortcuts: a shortcut of another location alone reads nothing', async () => {
    expect(await vetadmin.repos.shortcuts.active(shortcut)).toBeNull();
    expect(await vetadmin.repos.shortcuts.atLocation(shortcut, MG)).toBeNull();
    expect((await member.repos.shortcuts.active(shortcut))?.row.id).toBe(shortcut);
    expect((await support.repos.shortcuts.active(shortcut))?.row.id).toBe(shortcut);
  });

  it('access: a user of another location alone, by username, reads nothing', async () => {
    expect(await vetadmin.repos.access.userByUsername(su.username)).toBeNull();
    expect((await member.repos.access.userByUsername(su.username))?.username).toBe(su.username);
    expect((await support.repos.access.userByUsername(su.username))?.username).toBe(su.username);
  });

  it('delegations: another location’s delegation, by id, reads nothing', async () => {
    expect(await vetadmin.repos.delegations.byIds([su.delegation])).toEqual([]);
    expect((await member.repos.delegations.byIds([su.delegation])).map((d) => d.id)).toEqual([su.delegation]);
    await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.delegations.remove([su.delegation]));
    expect((await member.repos.delegations.byIds([su.delegation])).map((d) => d.id)).toEqual([su.delegation]);
    // Adding one whose delegate is of another location is NOT_FOUND and leaves no row.
    const own = await one<{ id: number }>(sql`select lu.id from location_users lu join users u on u.id = lu.user_id where u.username = 'vetadmin@demo.vetrx.dev' and lu.location_id = ${MG}`);
    const pair = { locationUserId: own.id, delegatedLocationUserId: su.locationUser };
    await expect(mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.delegations.add(pair))).rejects.toBeInstanceOf(NotFound);
    const left = await one<{ n: number }>(sql`select count(*)::int as n from delegations where location_user_id = ${own.id} and delegated_location_user_id = ${su.locationUser}`);
    expect(left.n).toBe(0);
  });

  it('clientRecords: another location’s client (NOT_FOUND) and patient read nothing inside a write', async () => {
    await expect(mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.clientRecords.clientSnapshot(su.client))).rejects.toBeInstanceOf(NotFound);
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.clientRecords.patient(su.patient))).toBeUndefined();
    expect((await mutate(member, 'ReadRecords', ({ repos }) => repos.clientRecords.clientSnapshot(su.client))).id).toBe(su.client);
    expect((await mutate(member, 'ReadRecords', ({ repos }) => repos.clientRecords.patient(su.patient))).id).toBe(su.patient);
    // Writes by id, the automatic decline and a patient's links carry the caller's locations too.
    const declined = await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.clientRecords.declinePending({ locationId: SU }, 'clientInactive', new Date()));
    expect(declined.declinedTaskIds).toEqual([]);
    const byMember = mutate(member, 'ReadRecords', async ({ repos }) => {
      const { declinedTaskIds } = await repos.clientRecords.declinePending({ locationId: SU }, 'clientInactive', new Date());
      throw new Error(`declined ${declinedTaskIds.length > 0}`); // rolled back
    });
    await expect(byMember).rejects.toThrow('declined true');
    await expect(mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.clientRecords.updateClient(su.client, { lastName: 'Leaked' }, null, null))).rejects.toBeInstanceOf(NotFound);
    await expect(mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.clientRecords.updatePatient(su.patient, { name: 'Leaked' }))).rejects.toBeInstanceOf(NotFound);
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.clientRecords.patientLinks(su.patient))).toEqual([]);
    const links = await mutate(member, 'ReadRecords', ({ repos }) => repos.clientRecords.patientLinks(su.patient));
    expect(links.length).toBeGreaterThan(0);
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.clientRecords.patientLink(su.patient, links[0].locationClientId))).toBeNull();
    expect((await mutate(member, 'ReadRecords', ({ repos }) => repos.clientRecords.patientLink(su.patient, links[0].locationClientId)))?.id).toBe(links[0].id);
    const relink = [{ locationPatientId: su.patient, locationClientId: links[0].locationClientId, isActive: true, isPrimary: true }];
    await expect(mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.clientRecords.setPatientLinks(su.patient, relink))).rejects.toBeInstanceOf(NotFound);
    expect(await mutate(member, 'ReadRecords', ({ repos }) => repos.clientRecords.patientLinks(su.patient))).toEqual(links);
    // A link of the member's own patient to another location's client is NOT_FOUND and rolled back.
    const stranger = await one<{ id: number }>(sql`select id from location_clients where location_id = ${MG} order by id limit 1`);
    const crossLink = [{ locationPatientId: su.patient, locationClientId: stranger.id, isActive: true, isPrimary: false }];
    await expect(mutate(member, 'ReadRecords', ({ repos }) => repos.clientRecords.setPatientLinks(su.patient, crossLink))).rejects.toBeInstanceOf(NotFound);
    expect(await mutate(member, 'ReadRecords', ({ repos }) => repos.clientRecords.patientLinks(su.patient))).toEqual(links);
  });

  it('prescribing: another location’s task to attach is NOT_FOUND', async () => {
    await expect(vetadmin.repos.prescribing.taskToAttach({ id: String(su.task) } as Parameters<typeof vetadmin.repos.prescribing.taskToAttach>[0])).rejects.toBeInstanceOf(NotFound);
    expect((await member.repos.prescribing.taskToAttach({ id: String(su.task) } as Parameters<typeof member.repos.prescribing.taskToAttach>[0]))?.id).toBe(su.task);
  });

  it('prints, audit and bulk reviews: another location’s prescription, named as if at it, reads nothing', async () => {
    const forged = { id: su.rx, locationId: SU };
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.prints.lockForPrint(forged))).toBeNull();
    expect(await vetadmin.repos.audit.prescriptionTrail(forged)).toEqual([]);
    expect(await vetadmin.repos.bulkReviews.take('no-such-nonce', { sub: 'vetadmin@demo.vetrx.dev', locationId: SU })).toBeNull();
    expect(await mutate(member, 'ReadRecords', ({ repos }) => repos.prints.lockForPrint(forged))).toEqual(expect.any(Array));
  });

  it('practices: another location reads nothing; support reads it', async () => {
    expect(await vetadmin.repos.practices.location(SU)).toBeNull();
    expect((await support.repos.practices.location(SU))?.location.id).toBe(SU);
    expect((await member.repos.practices.location(SU))?.location.id).toBe(SU);
  });

  it('practices: another location, the writeback switch and an organization are not written outside their reach', async () => {
    const contacts = { phones: [], addresses: [], pharmacyCodes: [] };
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.practices.updateLocation(SU, { name: 'Leaked' }, contacts))).toBeNull();
    const stored = (await support.repos.practices.location(SU))!.location;
    await expect(mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.practices.setWriteback(SU, !stored.isEnabledForWriteback, new Date()))).rejects.toBeInstanceOf(NotFound);
    await expect(mutate(member, 'ReadRecords', ({ repos }) => repos.practices.setWriteback(SU, !stored.isEnabledForWriteback, new Date()))).rejects.toBeInstanceOf(NotFound);
    const org = stored.organizationId!;
    expect(await mutate(member, 'ReadRecords', ({ repos }) => repos.practices.updateOrganization(org, { name: 'Leaked' }, contacts))).toBeNull();
    const after = await one<{ location: string; writeback: boolean; organization: string }>(
      sql`select l.name as location, l.is_enabled_for_writeback as writeback, o.name as organization from locations l join organizations o on o.id = l.organization_id where l.id = ${SU}`,
    );
    expect(after).toEqual({ location: stored.name, writeback: stored.isEnabledForWriteback, organization: expect.not.stringMatching(/Leaked/) });
    // The same write by a member of the location does reach it (rolled back: the work throws after it).
    const reached = mutate(member, 'ReadRecords', async ({ repos }) => {
      const written = await repos.practices.updateLocation(SU, { name: stored.name }, contacts);
      throw new Error(`reached ${written?.row.id}`);
    });
    await expect(reached).rejects.toThrow(`reached ${SU}`);
  });

  it('shortcuts: another location’s shortcut is neither edited, unlinked nor deactivated', async () => {
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.shortcuts.updateText(shortcut, { label: 'Leaked', details: 'Leaked' }))).toBeNull();
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.shortcuts.unlink(shortcut, SU))).toBe(false);
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.shortcuts.deactivate(shortcut, { onlyIfActive: true, allLinks: true }))).toBeNull();
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.shortcuts.supportUpdate(shortcut, { label: 'Leaked', details: 'Leaked', isGlobal: true }, null))).toBeNull();
    expect(await one(sql`select s.label, s.is_active, s.is_global, sl.is_active as linked from shortcuts s join shortcuts_locations sl on sl.shortcut_id = s.id where s.id = ${shortcut}`)).toEqual({
      label: 'Summit only',
      is_active: true,
      is_global: false,
      linked: true,
    });
    const edited = mutate(member, 'ReadRecords', async ({ repos }) => {
      const row = await repos.shortcuts.updateText(shortcut, { label: 'Summit only', details: 'Give once.' });
      throw new Error(`reached ${row?.id}`);
    });
    await expect(edited).rejects.toThrow(`reached ${shortcut}`);
  });

  it('tasks, prescriptions and prescribing: conditional writes of another location’s rows, handed in whole, write nothing', async () => {
    const task = (await member.repos.tasks.find({ id: su.task }))!;
    const rx = (await member.repos.prescriptions.byId(su.rx))!;
    const now = new Date();
    const by = su.locationUser;
    const change = { status: task.status, action: task.action, actionReason: task.actionReason, actionedByLocationUserId: by, now };
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.tasks.change(task, change))).toBeNull();
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.tasks.declineLinkedPrescription(rx, { code: 'Declined', reason: 'Leaked', byLocationUserId: by, now }))).toBeNull();
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.prescriptions.decline(rx, { code: 'Declined', reason: 'Leaked', byLocationUserId: by, now }))).toBeNull();
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.prescriptions.archive(rx, { byLocationUserId: by, now }))).toBeNull();
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.prescribing.rejectDraft({ ...rx, rxStatusCode: 'Draft' }, { reason: 'Leaked', byLocationUserId: by, now }))).toBeNull();
    const status = (await one<{ id: number }>(sql`select id from workflow_statuses where is_active order by id limit 1`)).id;
    const columns = { currentWorkflowStatusId: status, workflowLocationUserId: by, assignDate: now, assignedByLocationUserId: by, internalNote: 'Leaked' };
    const steps = sql`select (select count(*) from prescription_task_workflows where prescription_task_id = ${su.task})::int as task,
      (select count(*) from prescription_workflows where prescription_id = ${su.rx})::int as rx`;
    const stepsBefore = await one(steps);
    await expect(mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.tasks.setWorkflow(task, columns))).rejects.toBeInstanceOf(NotFound);
    await expect(mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.prescribing.setWorkflow(rx, null, columns))).rejects.toBeInstanceOf(NotFound);
    expect(await one(steps)).toEqual(stepsBefore);
    expect(await one(sql`select version, status from prescription_tasks where id = ${su.task}`)).toEqual({ version: task.version, status: task.status });
    expect(await one(sql`select rx_status_code as code, archived from prescriptions where id = ${su.rx}`)).toEqual({ code: rx.rxStatusCode, archived: rx.archived });
    // The same task change by a member of the location is written (rolled back: the work throws after it).
    const reached = mutate(member, 'ReadRecords', async ({ repos }) => {
      const after = await repos.tasks.change(task, change);
      throw new Error(`reached version ${after?.version}`);
    });
    await expect(reached).rejects.toThrow(`reached version ${task.version + 1}`);
  });

  it('prescriptions: the orders the archive rule reads are none for another location’s prescription', async () => {
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.prescriptions.archiveOrders(su.orderRx))).toEqual([]);
    expect((await mutate(member, 'ReadRecords', ({ repos }) => repos.prescriptions.archiveOrders(su.orderRx))).length).toBeGreaterThan(0);
  });
  /** The refusal of `read` as it reaches the caller (class and message), or 'read' when it answered. */
  const refusalOf = async (read: () => Promise<unknown>) =>
    read().then(
      () => 'read',
      (e: unknown) => (e instanceof NotFound ? `NotFound: ${e.message}` : e),
    );
  const MISSING = 2_000_000_000;

  it('users: another location’s user and location user are NOT_FOUND, as a missing id is', async () => {
    const admin = await userAdminScope(vetadmin);
    const lu = (ctx: RequestContext, id: number) => async () => ctx.repos.users.visibleLocationUser(await userAdminScope(ctx), id);
    const user = (ctx: RequestContext, id: number) => async () => ctx.repos.users.visibleUser(await userAdminScope(ctx), id);
    expect(await refusalOf(lu(vetadmin, su.locationUser))).toBe(await refusalOf(lu(vetadmin, MISSING)));
    expect(await refusalOf(lu(vetadmin, su.locationUser))).toMatch(/^NotFound/);
    expect(await refusalOf(user(vetadmin, su.userId))).toBe(await refusalOf(user(vetadmin, MISSING)));
    expect(await refusalOf(user(vetadmin, su.userId))).toMatch(/^NotFound/);
    // A user-administration scope that claims every location does not widen the statement's.
    await expect(vetadmin.repos.users.visibleLocationUser({ ...admin, visible: null }, su.locationUser)).rejects.toBeInstanceOf(NotFound);
    await expect(vetadmin.repos.users.visibleUser({ ...admin, visible: null }, su.userId)).rejects.toBeInstanceOf(NotFound);
    expect((await vetadmin.repos.users.search({ filter: su.username, activeFilterType: 'all', take: 10, skip: 0 })).count).toBe(0);
    for (const reader of [member, support]) {
      expect((await lu(reader, su.locationUser)()).id).toBe(su.locationUser);
      expect((await user(reader, su.userId)()).user.id).toBe(su.userId);
    }
    expect((await support.repos.users.search({ filter: su.username, activeFilterType: 'all', take: 10, skip: 0 })).count).toBe(1);
  });

  it('userWrites: another location’s user, their assignments and the location itself read and write nothing', async () => {
    expect(await vetadmin.repos.userWrites.assignmentsOf(su.userId)).toEqual([]);
    expect(await vetadmin.repos.userWrites.existingLocationIds([SU, MG])).toEqual([MG]);
    const other = (ctx: RequestContext, work: Parameters<typeof mutate>[2]) => refusalOf(() => mutate(ctx, 'ReadRecords', work));
    expect(await other(vetadmin, ({ repos }) => repos.userWrites.user(su.userId))).toBe(await other(vetadmin, ({ repos }) => repos.userWrites.user(MISSING)));
    expect(await other(vetadmin, ({ repos }) => repos.userWrites.user(su.userId))).toMatch(/^NotFound/);
    expect(await other(vetadmin, ({ repos }) => repos.userWrites.updateUser(su.userId, { firstName: 'Leaked' }, null))).toMatch(/^NotFound/);
    expect(await other(vetadmin, ({ repos }) => repos.userWrites.updateLocationUser(su.locationUser, { title: 'Leaked' }))).toMatch(/^NotFound/);
    const before = await one<{ first_name: string; title: string | null }>(
      sql`select u.first_name, lu.title from users u join location_users lu on lu.user_id = u.id where lu.id = ${su.locationUser}`,
    );
    expect(before.first_name).not.toBe('Leaked');
    expect(before.title).not.toBe('Leaked');
    // Flags set on another practice's assignment (a forged sibling) change nothing.
    const stored = await member.repos.userWrites.assignmentsOf(su.userId);
    expect(stored.map((a) => a.id)).toContain(su.locationUser);
    const was = stored.find((a) => a.id === su.locationUser)!;
    await mutate(vetadmin, 'ReadRecords', ({ repos }) =>
      repos.userWrites.setAssignmentFlags([{ id: su.locationUser, isPrimary: !was.isPrimary }], stored, new Date()),
    );
    expect((await one<{ is_primary: boolean }>(sql`select is_primary from location_users where id = ${su.locationUser}`)).is_primary).toBe(was.isPrimary);
    expect((await mutate(member, 'ReadRecords', ({ repos }) => repos.userWrites.user(su.userId))).id).toBe(su.userId);
    expect(await support.repos.userWrites.existingLocationIds([SU])).toEqual([SU]);
  });

  it('organizations: another organization’s addresses, phones and pharmacies read nothing; support reads them', async () => {
    const org = (
      await one<{ id: number }>(
        sql`insert into organizations (name, accountno, email_address) values ('Elsewhere Vet Group', 'EVG-1', 'office@elsewhere.example.com') returning id`,
      )
    ).id;
    await s.database.db.execute(sql`insert into organization_addresses (organization_id, address_line1, city, state, zip) values (${org}, '1 Far Rd', 'Duluth', 'MN', '55802')`);
    await s.database.db.execute(sql`insert into organization_phones (organization_id, phone_number) values (${org}, '2185550100')`);
    await s.database.db.execute(
      sql`insert into organization_pharmacies (organization_id, pharmacy_code, is_primary) select ${org}, pharmacy_code, true from organization_pharmacies limit 1`,
    );
    const reads = async (ctx: RequestContext, id: number) => {
      const o = ctx.repos.organizations;
      const [addresses, phones, pharmacies] = await Promise.all([o.addresses(id), o.phones(id), o.pharmacies(id)]);
      return [addresses.length, phones.length, pharmacies.length];
    };
    expect(await reads(vetadmin, org)).toEqual([0, 0, 0]);
    expect(await reads(support, org)).toEqual([1, 1, 1]);
    const own = (await one<{ organization_id: number }>(sql`select organization_id from locations where id = ${MG}`)).organization_id;
    expect((await reads(vetadmin, own)).every((n) => n > 0)).toBe(true);
  });

  it('roles: a role changed outside support mode is NOT_FOUND, as a missing id is; support changes it', async () => {
    const role = (await one<{ id: number }>(sql`select id from roles order by id limit 1`)).id;
    const stored = (await support.repos.roles.snapshot(role))!;
    const value = { canAuthorize: stored.role.canAuthorize, isActive: stored.role.isActive };
    const update = (ctx: RequestContext, id: number) => () => mutate(ctx, 'ReadRecords', ({ repos }) => repos.roles.update(id, value, stored.audit.moduleIds));
    expect(await refusalOf(update(vetadmin, role))).toBe(await refusalOf(update(support, MISSING)));
    expect(await refusalOf(update(vetadmin, role))).toMatch(/^NotFound/);
    expect((await update(support, role)()).role.id).toBe(role);
  });

  it('impersonation: another user’s session is neither read nor ended; a user of another location by username reads nothing', async () => {
    expect(await vetadmin.repos.impersonation.userByUsername(su.username)).toBeNull();
    expect((await member.repos.impersonation.userByUsername(su.username))?.id).toBe(su.userId);
    expect((await support.repos.impersonation.userByUsername(su.username))?.id).toBe(su.userId);
    const now = new Date();
    const session = (
      await one<{ id: number }>(
        sql`insert into impersonation_sessions (support_user_id, target_user_id, reason, started_at, expires_at)
            values (${support.user!.id}, ${su.userId}, 'Checking the scope', ${now.toISOString()}, ${new Date(now.getTime() + 600_000).toISOString()}) returning id`,
      )
    ).id;
    expect(await vetadmin.repos.impersonation.active(now)).toBeNull();
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.impersonation.end(session, now))).toBeNull();
    expect((await one<{ ended_at: Date | null }>(sql`select ended_at from impersonation_sessions where id = ${session}`)).ended_at).toBeNull();
    expect((await support.repos.impersonation.active(now))?.id).toBe(session);
    expect((await mutate(support, 'ReadRecords', ({ repos }) => repos.impersonation.end(session, now)))?.id).toBe(session);
  });

  it('idempotency: a user’s key never reads another user’s answer, nor stores into another user’s row', async () => {
    const a = vetadmin.user!.id;
    const b = member.user!.id;
    const now = new Date();
    const claim = { key: 'scope-key-1', operation: 'addPrescription', requestHash: 'h', now, expiredBefore: new Date(now.getTime() - 3_600_000) };
    const ids = await s.database.db.transaction(async (tx) => {
      const mine = await idempotencyKeysOf(tx, a).claim(claim);
      const theirs = await idempotencyKeysOf(tx, b).claim(claim);
      return { mine, theirs };
    });
    expect(ids).toEqual({ mine: { claimed: expect.any(Number) }, theirs: { claimed: expect.any(Number) } });
    const mine = (ids.mine as { claimed: number }).claimed;
    const written = await s.database.db.transaction((tx) => idempotencyKeysOf(tx, b).store(mine, { leaked: true }));
    expect(written).toBe(false);
    expect((await one<{ response: unknown }>(sql`select response from idempotency_keys where id = ${mine}`)).response).toBeNull();
    expect(await s.database.db.transaction((tx) => idempotencyKeysOf(tx, a).store(mine, { ok: true }))).toBe(true);
  });
});
