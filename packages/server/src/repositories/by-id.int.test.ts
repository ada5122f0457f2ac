/**
 * Reads by id keep to the caller's locations in their own statement (issue 62 item 5):
 * for every repository that reads a record by its id (or uuid, or username), another location's id
 * reads nothing — and the same id read by a member of that location, or by support where support
 * reads it, does read the row (so the nothing is the scope, not a missing row). Rows handed in as a
 * buggy resolver might hand them (another location's, named as if at it) read nothing either.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATION } from '@vetrx/fixtures';
import { mutate } from '../unit-of-work.js';
import { buildContext, type RequestContext } from '../context/context.js';
import { queryRows, testDatabases, useTestServer } from '../testing/index.js';
import { NotFound } from './errors.js';

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
  });

  it('clientRecords: another location’s client (NOT_FOUND) and patient read nothing inside a write', async () => {
    await expect(mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.clientRecords.clientSnapshot(su.client))).rejects.toBeInstanceOf(NotFound);
    expect(await mutate(vetadmin, 'ReadRecords', ({ repos }) => repos.clientRecords.patient(su.patient))).toBeUndefined();
    expect((await mutate(member, 'ReadRecords', ({ repos }) => repos.clientRecords.clientSnapshot(su.client))).id).toBe(su.client);
    expect((await mutate(member, 'ReadRecords', ({ repos }) => repos.clientRecords.patient(su.patient))).id).toBe(su.patient);
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
});
