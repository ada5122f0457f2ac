import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { auditChanges } from '@vetrx/core/audit';
import { AddDelegatedUserDocument } from '@vetrx/core/operations/AddDelegatedUser';
import { AddUserDocument } from '@vetrx/core/operations/AddUser';
import { ChangePrimaryLocationDocument } from '@vetrx/core/operations/ChangePrimaryLocation';
import { DeleteDelegatedUserDocument } from '@vetrx/core/operations/DeleteDelegatedUser';
import { EndImpersonationDocument } from '@vetrx/core/operations/EndImpersonation';
import { GetAdminLocationUserDocument } from '@vetrx/core/operations/GetAdminLocationUser';
import { GetUserDocument } from '@vetrx/core/operations/GetUser';
import { LocationUserProfilePictureUploadDocument } from '@vetrx/core/operations/LocationUserProfilePictureUpload';
import { MeDocument } from '@vetrx/core/operations/Me';
import { RemoveLocationUserProfilePictureDocument } from '@vetrx/core/operations/RemoveLocationUserProfilePicture';
import { UpdateLocationUserDocument } from '@vetrx/core/operations/UpdateLocationUser';
import { UpdateLocationUserActiveDocument } from '@vetrx/core/operations/UpdateLocationUserActive';
import { UpdateLocationUserNotificationDocument } from '@vetrx/core/operations/UpdateLocationUserNotification';
import { UpdateUserDocument } from '@vetrx/core/operations/UpdateUser';
import { UpdateUserAccountDocument } from '@vetrx/core/operations/UpdateUserAccount';
import { UsersDocument } from '@vetrx/core/operations/Users';
import { GetLocationUserByLocationIdAndRoleDocument } from '@vetrx/core/operations/getLocationUserByLocationIdAndRole';
import { GetPimsUserDocument } from '@vetrx/core/operations/getPimsUser';
import { SearchPimsUsersDocument } from '@vetrx/core/operations/searchPimsUsers';
import { LOCATION, ROLE, USER } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { inMonths, queryRows, testDatabases, useTestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;
const RV = LOCATION.riverside;
const SU = LOCATION.summit;
const OFFICE = '3';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(testDatabases())('user administration (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'vetadmin', 'staff', 'admin', 'vet2', 'support'] });

  const db = () => s.database.db;
  const gql = (doc: { toString(): string }, variables: Record<string, unknown>, who: keyof typeof tokens = 'vetadmin', impersonate?: string) =>
    s.gql(doc.toString(), variables, { token: tokens[who], impersonate });
  const audits = async (operation?: string) =>
    Number((await db().select({ n: count() }).from(t.auditLog).where(operation ? eq(t.auditLog.operation, operation) : undefined))[0].n);
  const lu = async (userId: number, locationId: number) =>
    (await db().select().from(t.locationUsers).where(and(eq(t.locationUsers.userId, userId), eq(t.locationUsers.locationId, locationId))))[0];
  const userRow = async (id: number) => (await db().select().from(t.users).where(eq(t.users.id, id)))[0];
  const code = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => r.errors?.[0]?.extensions?.code;
  const fields = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => r.errors?.[0]?.extensions?.fields;
  const phones = [{ phoneTypeId: OFFICE, phoneNumber: '612 555 0199' }];

  /** Runs a refused call and proves nothing was written: no audit row, the rows unchanged. */
  async function refusedWithoutWrites(call: () => Promise<{ errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>, snapshot: () => Promise<unknown>) {
    const [auditsBefore, before] = [await audits(), await snapshot()];
    const r = await call();
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(await audits()).toBe(auditsBefore);
    expect(await snapshot()).toEqual(before);
    return r;
  }

  describe('Users (support user search)', () => {
    it('finds users by name, e-mail or location name from 3 characters, paged with a count', async () => {
      const byName = await gql(UsersDocument, { filter: 'lindq', take: 10 }, 'support');
      expect(byName.data.users.data.map((u: { email: string }) => u.email)).toEqual(['vet2@demo.vetrx.dev']);
      expect(byName.data.users.data[0].locationsUsers).toHaveLength(2);
      const byLocation = await gql(UsersDocument, { filter: 'Summit Pet', take: 3 }, 'support');
      expect(byLocation.data.users.count).toBeGreaterThan(3);
      expect(byLocation.data.users.data).toHaveLength(3);
      const next = await gql(UsersDocument, { filter: 'Summit Pet', take: 3, skip: 3 }, 'support');
      const ids = [...byLocation.data.users.data, ...next.data.users.data].map((u: { id: string }) => u.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect((await gql(UsersDocument, { filter: 'li' }, 'support')).data.users).toEqual({ data: [], count: 0 });
      const support = await gql(UsersDocument, { filter: 'okafor', activeFilterType: 'active' }, 'support');
      expect(support.data.users.data[0]).toMatchObject({ email: 'support@demo.vetrx.dev', isSupport: true, locationsUsers: [] });
      const inactive = await gql(UsersDocument, { filter: 'evergreenvet', activeFilterType: 'non_active' }, 'support');
      expect(inactive.data.users.data.map((u: { lastName: string }) => u.lastName)).toEqual(['Lam']);
    });

    it('is for support users only', async () => {
      const r = await gql(UsersDocument, { filter: 'carter' }, 'vetadmin');
      expect(code(r)).toBe('FORBIDDEN');
      expect(r.errors?.[0]?.message).toBe("you can't access this link");
    });
  });

  describe('reads', () => {
    it('GetUser: a user sharing a location; another location answers NOT_FOUND', async () => {
      const r = await gql(GetUserDocument, { id: String(USER.vet) });
      expect(r.data.getUser).toMatchObject({ email: 'vet@demo.vetrx.dev', isEnabledInOkta: true });
      // Only the assignments at the caller's locations (Maple Grove, Riverside): the vet's Summit
      // membership is another location's record; support sees all three.
      expect(r.data.getUser.locationsUsers.map((a: { locationId: string }) => Number(a.locationId)).sort()).toEqual([MG, RV].sort());
      expect((await gql(GetUserDocument, { id: String(USER.vet) }, 'support')).data.getUser.locationsUsers).toHaveLength(3);
      expect(code(await gql(GetUserDocument, { id: String(USER.fitzgerald) }))).toBe('NOT_FOUND');
      expect(code(await gql(GetUserDocument, { id: String(USER.support) }))).toBe('NOT_FOUND');
      expect((await gql(GetUserDocument, { id: String(USER.fitzgerald) }, 'support')).data.getUser.lastName).toBe('Fitzgerald');
    });

    it('getLocationUserByLocationIdAndRole: the active holders of a role at the caller\'s location', async () => {
      const r = await gql(GetLocationUserByLocationIdAndRoleDocument, { locationId: String(MG), roleId: String(ROLE.VET) });
      const names = r.data.getLocationUserByLocationIdAndRole.map((x: { displayName: string }) => x.displayName);
      expect(names).toEqual(['Dr. Emily Carter', 'Dr. Sofia Lindqvist']);
      const all = await gql(GetLocationUserByLocationIdAndRoleDocument, { locationId: String(MG), roleId: String(ROLE.VET), activeFilterType: 'all' });
      expect(all.data.getLocationUserByLocationIdAndRole).toHaveLength(3);
      expect(code(await gql(GetLocationUserByLocationIdAndRoleDocument, { locationId: String(SU), roleId: String(ROLE.VET) }))).toBe('NOT_FOUND');
    });

    it('delegations read both ways with the delegator on delegatedAccess', async () => {
      const staffMg = await lu(USER.staff, MG);
      const r = await gql(GetAdminLocationUserDocument, { id: String(staffMg.id) });
      expect(r.data.getLocationUser.delegatedUsers).toEqual([]);
      expect(r.data.getLocationUser.delegatedAccess[0].locationUser.displayName).toBe('Dr. Emily Carter');
    });
  });

  describe('AddUser', () => {
    const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
      firstName: 'Hugo',
      lastName: 'Bright',
      email,
      phones,
      locationsUsers: [{ locationId: String(MG), roleId: String(ROLE.VET), isPrimary: true, vetLicenseNumber: 'MN-1', vetLicenseState: 'Minnesota', vetLicenseExpiration: inMonths(12), employeeId: 'E-77' }],
      ...extra,
    });

    it('adds the user, the assignment with its profile and phones, and one audit row', async () => {
      const before = await audits('AddUser');
      const r = await gql(AddUserDocument, { input: newUser(' Hugo.Bright@Example.com ') });
      expect(r.errors).toBeUndefined();
      expect(r.data.addUser).toMatchObject({ username: 'hugo.bright@example.com', email: 'hugo.bright@example.com', isEnabledInOkta: true });
      const [assignment] = r.data.addUser.locationsUsers;
      expect(assignment).toMatchObject({ displayName: 'Dr. Hugo Bright', vetLicenseState: 'MN', isPrimary: true, isActive: true, employeeId: 'E-77' });
      const row = await lu(Number(r.data.addUser.id), MG);
      expect(row).toMatchObject({ title: 'Dr.', email: 'hugo.bright@example.com', notificationEmail: 'hugo.bright@example.com' });
      expect(await db().select().from(t.locationUserPhones).where(eq(t.locationUserPhones.locationUserId, row.id))).toHaveLength(1);
      expect(await audits('AddUser')).toBe(before + 1);
      const [audit] = await db().select().from(t.auditLog).where(eq(t.auditLog.operation, 'AddUser'));
      expect(audit).toMatchObject({ actorUsername: 'vetadmin@demo.vetrx.dev', entity: 'User', locationId: MG });
    });

    it('refuses with the spec messages and writes nothing', async () => {
      const users = async () => Number((await db().select({ n: count() }).from(t.users))[0].n);
      const noPhone = await refusedWithoutWrites(() => gql(AddUserDocument, { input: newUser('a1@example.com', { phones: [] }) }), users);
      expect(code(noPhone)).toBe('BAD_USER_INPUT');
      expect(fields(noPhone)).toEqual({ phones: 'At least 1 phone number is required' });
      const licence = await refusedWithoutWrites(
        () =>
          gql(AddUserDocument, {
            input: newUser('a2@example.com', { locationsUsers: [{ locationId: String(MG), roleId: String(ROLE.VET), isPrimary: true, vetLicenseExpiration: '2031-01-01' }] }),
          }),
        users,
      );
      expect(fields(licence)).toEqual({
        'locationsUsers.0.vetLicenseState': 'Please select state',
        'locationsUsers.0.vetLicenseNumber': 'Vet License is required',
        'locationsUsers.0.vetLicenseExpiration': 'The expiration date cannot be after 12-31-2030.',
      });
      const none = await refusedWithoutWrites(() => gql(AddUserDocument, { input: newUser('a3@example.com', { locationsUsers: [] }) }), users);
      expect(fields(none)).toEqual({ locationsUsers: 'At least 1 active location is required' });
      const taken = await refusedWithoutWrites(() => gql(AddUserDocument, { input: newUser('staff@demo.vetrx.dev') }), users);
      expect(fields(taken)).toEqual({ email: 'A user with this e-mail address already exists.' });
    });

    it('another location answers NOT_FOUND; a role without User Management FORBIDDEN', async () => {
      const users = async () => Number((await db().select({ n: count() }).from(t.users))[0].n);
      const foreign = await refusedWithoutWrites(
        () => gql(AddUserDocument, { input: newUser('f1@example.com', { locationsUsers: [{ locationId: String(SU), roleId: String(ROLE.STAFF), isPrimary: true }] }) }),
        users,
      );
      expect(code(foreign)).toBe('NOT_FOUND');
      const vet = await refusedWithoutWrites(() => gql(AddUserDocument, { input: newUser('f2@example.com') }, 'vet'), users);
      expect(code(vet)).toBe('FORBIDDEN');
      expect(vet.errors?.[0]?.message).toBe('You do not have permission to manage users at this location.');
      const support = await gql(AddUserDocument, { input: newUser('f3@example.com', { locationsUsers: [{ locationId: String(SU), roleId: String(ROLE.STAFF), isPrimary: true }] }) }, 'support');
      expect(support.data.addUser.locationsUsers[0]).toMatchObject({ locationId: String(SU), displayName: 'Hugo Bright', vetLicenseNumber: null });
    });
  });

  describe('UpdateUser', () => {
    async function vetInput(overrides: (rows: Array<Record<string, unknown>>) => void = () => undefined, extra: Record<string, unknown> = {}) {
      const user = (await gql(GetUserDocument, { id: String(USER.vet) })).data.getUser;
      const rows = user.locationsUsers.map((a: Record<string, unknown>) => ({
        id: a.id,
        locationId: a.locationId,
        roleId: a.roleId,
        employeeId: a.employeeId,
        vetLicenseNumber: a.vetLicenseNumber,
        vetLicenseState: a.vetLicenseState,
        vetLicenseExpiration: a.vetLicenseExpiration,
        isPrimary: a.isPrimary,
        isActive: a.isActive,
      }));
      overrides(rows);
      return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, isEnabledInOkta: true, phones: user.userPhones.map((p: Record<string, unknown>) => ({ uuid: p.uuid, phoneTypeId: p.phoneTypeId, phoneNumber: p.phoneNumber })), locationsUsers: rows, ...extra };
    }
    const vetRows = async () => db().select().from(t.locationUsers).where(eq(t.locationUsers.userId, USER.vet)).orderBy(t.locationUsers.id);

    it('shows the licence messages, then saves the licence and keeps the DEA number', async () => {
      const mgIndex = (rows: Array<Record<string, unknown>>) => rows.findIndex((r) => Number(r.locationId) === MG);
      const bad = await refusedWithoutWrites(
        async () =>
          gql(UpdateUserDocument, {
            input: await vetInput((rows) => {
              rows[mgIndex(rows)].vetLicenseNumber = '';
              rows[mgIndex(rows)].vetLicenseExpiration = '2031-02-01';
            }),
          }),
        vetRows,
      );
      const i = (await vetInput()).locationsUsers.findIndex((r: Record<string, unknown>) => Number(r.locationId) === MG);
      expect(fields(bad)).toEqual({
        [`locationsUsers.${i}.vetLicenseNumber`]: 'Vet License is required',
        [`locationsUsers.${i}.vetLicenseExpiration`]: 'The expiration date cannot be after 12-31-2030.',
      });
      const deaBefore = (await lu(USER.vet, MG)).deaLicense;
      const ok = await gql(UpdateUserDocument, { input: await vetInput((rows) => void (rows[mgIndex(rows)].vetLicenseNumber = 'MN-DVM-99999')) });
      expect(ok.errors).toBeUndefined();
      expect(await lu(USER.vet, MG)).toMatchObject({ vetLicenseNumber: 'MN-DVM-99999', deaLicense: deaBefore });
    });

    it('keeps assignments at locations the saver does not manage as stored', async () => {
      const before = await lu(USER.vet, SU);
      const r = await gql(
        UpdateUserDocument,
        { input: await vetInput((rows) => rows.forEach((row) => Number(row.locationId) === SU && Object.assign(row, { employeeId: 'HACKED', isActive: false }))) },
      );
      expect(r.errors).toBeUndefined();
      expect(await lu(USER.vet, SU)).toEqual(before);
    });

    it('e-mail: not one\'s own unless support; nobody deactivates themselves', async () => {
      const me = (await gql(GetUserDocument, { id: String(USER.vetadmin) })).data.getUser;
      const own = (extra: Record<string, unknown>, rows?: (r: Array<Record<string, unknown>>) => void) => {
        const list = me.locationsUsers.map((a: Record<string, unknown>) => ({ id: a.id, locationId: a.locationId, roleId: a.roleId, vetLicenseNumber: a.vetLicenseNumber, vetLicenseState: a.vetLicenseState, vetLicenseExpiration: a.vetLicenseExpiration, isPrimary: a.isPrimary, isActive: a.isActive }));
        rows?.(list);
        return { id: me.id, firstName: me.firstName, lastName: me.lastName, email: me.email, phones: me.userPhones.map((p: Record<string, unknown>) => ({ uuid: p.uuid, phoneTypeId: p.phoneTypeId, phoneNumber: p.phoneNumber })), locationsUsers: list, ...extra };
      };
      const snapshot = async () => [await userRow(USER.vetadmin), await db().select().from(t.locationUsers).where(eq(t.locationUsers.userId, USER.vetadmin)).orderBy(t.locationUsers.id)];
      const email = await refusedWithoutWrites(() => gql(UpdateUserDocument, { input: own({ email: 'marcus@example.com' }) }), snapshot);
      expect(fields(email)).toEqual({ email: 'Only support users can change this e-mail address.' });
      const deactivate = await refusedWithoutWrites(() => gql(UpdateUserDocument, { input: own({}, (rows) => void (rows[1].isActive = false)) }), snapshot);
      expect(fields(deactivate)).toEqual({ 'locationsUsers.1.isActive': 'You cannot deactivate your own account.' });
      const signIn = await refusedWithoutWrites(() => gql(UpdateUserDocument, { input: own({ isEnabledInOkta: false }) }), snapshot);
      expect(fields(signIn)).toEqual({ isEnabledInOkta: 'You cannot deactivate your own account.' });
      // support may change it; the username follows the e-mail
      const bySupport = await gql(UpdateUserDocument, { input: { id: String(USER.gonzalez), email: 'Maria.G@Example.com' } }, 'support');
      expect(bySupport.data.updateUser).toMatchObject({ email: 'maria.g@example.com', username: 'maria.g@example.com' });
    });

    it('nobody changes their own role or adds themself to a location; their other own changes save', async () => {
      const me = (await gql(GetUserDocument, { id: String(USER.admin) }, 'admin')).data.getUser;
      const rows = () =>
        me.locationsUsers.map((a: Record<string, unknown>) => ({ id: a.id, locationId: a.locationId, roleId: a.roleId, employeeId: a.employeeId, isPrimary: a.isPrimary, isActive: a.isActive }));
      const input = (change: (r: Array<Record<string, unknown>>) => void = () => undefined, extra: Record<string, unknown> = {}) => {
        const list = rows();
        change(list);
        return { id: me.id, firstName: me.firstName, lastName: me.lastName, email: me.email, phones: me.userPhones.map((p: Record<string, unknown>) => ({ uuid: p.uuid, phoneTypeId: p.phoneTypeId, phoneNumber: p.phoneNumber })), locationsUsers: list, ...extra };
      };
      const snapshot = async () => [await userRow(USER.admin), await db().select().from(t.locationUsers).where(eq(t.locationUsers.userId, USER.admin)).orderBy(t.locationUsers.id)];
      const mg = rows().findIndex((r: Record<string, unknown>) => Number(r.locationId) === MG);
      // ADMIN cannot authorize; VETADMIN can: the practice administrator would sign prescriptions after this save
      const promote = await refusedWithoutWrites(
        () => gql(UpdateUserDocument, { input: input((r) => Object.assign(r[mg], { roleId: String(ROLE.VETADMIN), vetLicenseNumber: 'MN-DVM-12345', vetLicenseState: 'MN', vetLicenseExpiration: inMonths(12) })) }, 'admin'),
        snapshot,
      );
      expect(fields(promote)).toEqual({ [`locationsUsers.${mg}.roleId`]: 'You cannot change your own role or add yourself to a location. Ask another administrator or support.' });
      const unchanged = await gql(UpdateUserDocument, { input: input(() => undefined, { firstName: 'Priyanka' }) }, 'admin');
      expect(unchanged.errors).toBeUndefined();
      expect((await userRow(USER.admin)).firstName).toBe('Priyanka');
      await gql(UpdateUserDocument, { input: input() }, 'admin');
    });

    it('a practice user of another location gets NOT_FOUND; a role without User Management FORBIDDEN', async () => {
      const snapshot = () => userRow(USER.fitzgerald);
      expect(code(await refusedWithoutWrites(() => gql(UpdateUserDocument, { input: { id: String(USER.fitzgerald), firstName: 'X' } }), snapshot))).toBe('NOT_FOUND');
      expect(code(await refusedWithoutWrites(() => gql(UpdateUserDocument, { input: { id: String(USER.staff), firstName: 'X' } }, 'vet'), () => userRow(USER.staff)))).toBe('FORBIDDEN');
    });

    it('deactivating the primary in the table hands primary to another active assignment', async () => {
      const r = await gql(
        UpdateUserDocument,
        { input: { id: String(USER.staff), locationsUsers: [{ id: String((await lu(USER.staff, MG)).id), isActive: false }] } },
        'admin',
      );
      expect(r.errors).toBeUndefined();
      const rows = await db().select().from(t.locationUsers).where(eq(t.locationUsers.userId, USER.staff)).orderBy(t.locationUsers.id);
      expect(rows.map((x) => [x.locationId, x.isActive, x.isPrimary])).toEqual([
        [MG, false, false],
        [RV, true, true],
        [SU, true, false],
      ]);
      await gql(UpdateLocationUserActiveDocument, { id: String(rows[0].id), isActive: true }, 'admin');
      await gql(ChangePrimaryLocationDocument, { locationUserId: String(rows[0].id), userId: String(USER.staff) }, 'admin');
    });
  });

  describe('UpdateUserAccount (My Account)', () => {
    it('updates the caller\'s own names and phones with the account rules', async () => {
      const bad = await gql(UpdateUserAccountDocument, { input: { firstName: 'Jordan (J)', lastName: 'Ellis', phones: [] } }, 'staff');
      expect(fields(bad)).toEqual({ firstName: 'Should be alphabetical characters and Space', phones: 'At least 1 phone number is required' });
      const ok = await gql(UpdateUserAccountDocument, { input: { firstName: 'Jordan', lastName: "Ellis-O'Neil", phones } }, 'staff');
      expect(ok.data.updateUserAccount).toMatchObject({ lastName: "Ellis-O'Neil", userPhones: [{ phoneNumber: '6125550199' }] });
    });
  });

  describe('UpdateLocationUser (profile)', () => {
    it('applies licence rules, support-only e-mail, self-deactivation, and links a PIMS user', async () => {
      const vet2 = await lu(USER.vet2, MG);
      const snapshot = () => lu(USER.vet2, MG);
      const licence = await refusedWithoutWrites(() => gql(UpdateLocationUserDocument, { id: String(vet2.id), input: { vetLicenseState: null, deaLicenseExpiration: '2020-01-01' } }), snapshot);
      expect(fields(licence)).toEqual({ vetLicenseState: 'Please provide vet license state', deaLicenseExpiration: 'The expiration date cannot be in the past.' });
      const email = await refusedWithoutWrites(() => gql(UpdateLocationUserDocument, { id: String(vet2.id), input: { email: 'sofia@example.com' } }), snapshot);
      expect(fields(email)).toEqual({ email: 'Only support users can change this e-mail address.' });
      const self = await lu(USER.vetadmin, MG);
      const selfOff = await refusedWithoutWrites(() => gql(UpdateLocationUserDocument, { id: String(self.id), input: { isActive: false } }), () => lu(USER.vetadmin, MG));
      expect(fields(selfOff)).toEqual({ isActive: 'You cannot deactivate your own account.' });
      const linked = await gql(UpdateLocationUserDocument, { id: String(vet2.id), input: { pimsId: 'EZ-U-1005', title: 'Dr.', phones } });
      expect(linked.data.updateLocationUser).toMatchObject({ pimsId: 'EZ-U-1005', title: 'Dr.', locationUserPhones: [{ phoneNumber: '6125550199' }] });
      const bySupport = await gql(UpdateLocationUserDocument, { id: String(vet2.id), input: { email: 'Sofia@Example.com' } }, 'support');
      expect(bySupport.data.updateLocationUser.email).toBe('sofia@example.com');
      // Its audit row lists what changed, not the fields the form did not send as cleared.
      const [row] = await queryRows<{ before: unknown; after: unknown }>(s.database.db, sql`select before, after from audit_log where operation = 'UpdateLocationUser' order by id desc limit 1`);
      expect(auditChanges(row.before, row.after).map((c) => c.field)).toEqual(['email']);
      expect(code(await gql(UpdateLocationUserDocument, { id: String((await lu(USER.fitzgerald, SU)).id), input: { title: 'Dr.' } }))).toBe('NOT_FOUND');
      expect(code(await gql(UpdateLocationUserDocument, { id: String(vet2.id), input: { title: 'Dr.' } }, 'vet'))).toBe('FORBIDDEN');
    });

    it('deactivating the primary profile hands primary on; licence fields stay clear for a role that cannot authorize', async () => {
      const relief = (await db().select().from(t.locationUsers).where(eq(t.locationUsers.userId, USER.relief)).orderBy(t.locationUsers.id));
      const primary = relief.find((r) => r.isPrimary)!;
      await gql(UpdateLocationUserActiveDocument, { id: String(relief.find((r) => !r.isActive)!.id), isActive: true }, 'support');
      const r = await gql(UpdateLocationUserDocument, { id: String(primary.id), input: { isActive: false } }, 'support');
      expect(r.data.updateLocationUser).toMatchObject({ isActive: false, isPrimary: false });
      const after = await db().select().from(t.locationUsers).where(eq(t.locationUsers.userId, USER.relief));
      expect(after.filter((x) => x.isPrimary).map((x) => x.isActive)).toEqual([true]);
      const staff = await lu(USER.staff, RV);
      const cleared = await gql(UpdateLocationUserDocument, { id: String(staff.id), input: { vetLicenseNumber: 'X-1', deaLicense: 'D-1' } }, 'admin');
      expect(cleared.data.updateLocationUser).toMatchObject({ vetLicenseNumber: null, deaLicense: null });
    });
  });

  describe('notification, active switch, picture, primary', () => {
    it('notification: own settings; the e-mail is support-only; others\' need User Management', async () => {
      const own = await lu(USER.staff, MG);
      const ok = await gql(UpdateLocationUserNotificationDocument, { id: String(own.id), input: { isPendingAuth: true } }, 'staff');
      expect(ok.data.updateLocationUserNotification.isPendingAuth).toBe(true);
      const email = await refusedWithoutWrites(
        () => gql(UpdateLocationUserNotificationDocument, { id: String(own.id), input: { notificationEmail: 'x@example.com' } }, 'staff'),
        () => lu(USER.staff, MG),
      );
      expect(fields(email)).toEqual({ notificationEmail: 'Only support users can change this e-mail address.' });
      const other = await lu(USER.vet, MG);
      expect(code(await gql(UpdateLocationUserNotificationDocument, { id: String(other.id), input: { isPendingAuth: true } }, 'staff'))).toBe('FORBIDDEN');
      const bySupport = await gql(UpdateLocationUserNotificationDocument, { id: String(other.id), input: { notificationEmail: 'bad' } }, 'support');
      expect(fields(bySupport)).toEqual({ notificationEmail: 'The input is not valid E-mail!' });
    });

    it('active switch: saved at once, primary handed on, never oneself, scoped', async () => {
      const walsh = await lu(USER.walsh, SU);
      const r = await gql(UpdateLocationUserActiveDocument, { id: String(walsh.id), isActive: false }, 'support');
      expect(r.data.updateLocationUserActive.locationsUsers[0]).toMatchObject({ isActive: false, isPrimary: false });
      const back = await gql(UpdateLocationUserActiveDocument, { id: String(walsh.id), isActive: true }, 'support');
      expect(back.data.updateLocationUserActive.locationsUsers[0]).toMatchObject({ isActive: true, isPrimary: true });
      // The audit row says what changed (its before and after were lists, which show no field).
      const [audit] = await queryRows<{ before: unknown; after: unknown }>(s.database.db, sql`select before, after from audit_log where operation = 'UpdateLocationUserActive' order by id desc limit 1`);
      expect(auditChanges(audit.before, audit.after).find((c) => c.field === 'isActive')).toEqual({ field: 'isActive', before: 'false', after: 'true' });
      const self = await lu(USER.admin, MG);
      const refused = await refusedWithoutWrites(() => gql(UpdateLocationUserActiveDocument, { id: String(self.id), isActive: false }, 'admin'), () => lu(USER.admin, MG));
      expect(fields(refused)).toEqual({ isActive: 'You cannot deactivate your own account.' });
      expect(code(await gql(UpdateLocationUserActiveDocument, { id: String(walsh.id), isActive: false }))).toBe('NOT_FOUND');
      expect(code(await gql(UpdateLocationUserActiveDocument, { id: String((await lu(USER.gonzalez, MG)).id), isActive: false }, 'vet'))).toBe('FORBIDDEN');
    });

    it('profile picture: PNG stored and served back; wrong type and size refused; removed', async () => {
      const own = await lu(USER.staff, RV);
      const ok = await gql(LocationUserProfilePictureUploadDocument, { locationUserId: String(own.id), file: { fileName: 'me.png', contentType: 'image/png', base64: PNG.toString('base64') } }, 'staff');
      expect(ok.data.locationUserProfilePictureUpload.profilePictureUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
      expect(ok.data.locationUserProfilePictureUpload.profilePictureThumbnailUrl).toMatch(/^data:image\/png;base64,/);
      const snapshot = () => lu(USER.staff, RV);
      const type = await refusedWithoutWrites(
        () => gql(LocationUserProfilePictureUploadDocument, { locationUserId: String(own.id), file: { fileName: 'me.svg', contentType: 'image/png', base64: Buffer.from('<svg/>').toString('base64') } }, 'staff'),
        snapshot,
      );
      expect(fields(type)).toEqual({ file: 'The picture must be a PNG, JPEG, WebP or GIF image.' });
      const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
      const size = await refusedWithoutWrites(
        () => gql(LocationUserProfilePictureUploadDocument, { locationUserId: String(own.id), file: { fileName: 'big.png', contentType: 'image/png', base64: big.toString('base64') } }, 'staff'),
        snapshot,
      );
      expect(fields(size)).toEqual({ file: 'The picture must be 512 KB or smaller.' });
      const other = await lu(USER.vet, RV);
      expect(code(await gql(RemoveLocationUserProfilePictureDocument, { locationUserId: String(other.id) }, 'staff'))).toBe('FORBIDDEN');
      const removed = await gql(RemoveLocationUserProfilePictureDocument, { locationUserId: String(own.id) }, 'staff');
      expect(removed.data.removeLocationUserProfilePicture).toMatchObject({ profilePictureUrl: null, profilePictureThumbnailUrl: null });
    });

    it('ChangePrimaryLocation: one\'s own active assignment; inactive and other people\'s refused', async () => {
      const rv = await lu(USER.vet, RV);
      const r = await gql(ChangePrimaryLocationDocument, { locationUserId: String(rv.id), userId: String(USER.vet) }, 'vet');
      expect(r.data.changePrimaryLocation.locationsUsers.filter((x: { isPrimary: boolean }) => x.isPrimary).map((x: { locationId: string }) => x.locationId)).toEqual([String(RV)]);
      const me = await s.gql(MeDocument.toString(), {}, { token: tokens.vet });
      expect(me.data.me.user.locationsUsers.find((x: { isPrimary: boolean }) => x.isPrimary).locationId).toBe(String(RV));
      const inactive = (await db().select().from(t.locationUsers).where(and(eq(t.locationUsers.userId, USER.lam))))[0];
      expect(fields(await gql(ChangePrimaryLocationDocument, { locationUserId: String(inactive.id), userId: String(USER.lam) }))).toEqual({
        locationUserId: 'Only an active location can be the primary location.',
      });
      const vetSu = await lu(USER.vet, SU);
      expect(fields(await gql(ChangePrimaryLocationDocument, { locationUserId: String(vetSu.id), userId: String(USER.vet2) }, 'vet2'))).toEqual({
        locationUserId: 'This location does not belong to the user.',
      });
      await gql(ChangePrimaryLocationDocument, { locationUserId: String((await lu(USER.vet, MG)).id), userId: String(USER.vet) }, 'vet');
    });
  });

  describe('delegations', () => {
    it('adds and deletes delegates of a vet; one audit row each', async () => {
      const vet = await lu(USER.vet, MG);
      const admin = await lu(USER.admin, MG);
      const before = await audits();
      const added = await gql(AddDelegatedUserDocument, { input: [{ locationUserId: String(vet.id), delegatedLocationUserId: String(admin.id) }] });
      expect(added.data.addDelegatedUser[0]).toMatchObject({ locationUserId: String(vet.id), delegatedLocationsUsers: { displayName: 'Priya Natarajan' } });
      const again = await gql(AddDelegatedUserDocument, { input: [{ locationUserId: String(vet.id), delegatedLocationUserId: String(admin.id) }] });
      expect(again.data.addDelegatedUser[0].id).toBe(added.data.addDelegatedUser[0].id);
      const deleted = await gql(DeleteDelegatedUserDocument, { ids: [added.data.addDelegatedUser[0].id] });
      expect(deleted.data.deleteDelegatedUser).toEqual([added.data.addDelegatedUser[0].id]);
      expect(await audits()).toBe(before + 3);
      expect(await db().select().from(t.delegations).where(and(eq(t.delegations.locationUserId, vet.id), eq(t.delegations.delegatedLocationUserId, admin.id)))).toEqual([]);
    });

    it('refuses oneself, other locations, non-vet roles, other vets\' lists without User Management', async () => {
      const vet = await lu(USER.vet, MG);
      const vet2 = await lu(USER.vet2, MG);
      const staffRv = await lu(USER.staff, RV);
      const snapshot = () => db().select().from(t.delegations).orderBy(t.delegations.id);
      const self = await refusedWithoutWrites(() => gql(AddDelegatedUserDocument, { input: [{ locationUserId: String(vet.id), delegatedLocationUserId: String(vet.id) }] }), snapshot);
      expect(fields(self)).toEqual({ delegatedLocationUserId: 'A user cannot be their own delegate.' });
      const other = await refusedWithoutWrites(() => gql(AddDelegatedUserDocument, { input: [{ locationUserId: String(vet.id), delegatedLocationUserId: String(staffRv.id) }] }), snapshot);
      expect(fields(other)).toEqual({ delegatedLocationUserId: 'A delegate must work at the same location.' });
      const byAdmin = await refusedWithoutWrites(() => gql(AddDelegatedUserDocument, { input: [{ locationUserId: String(vet.id), delegatedLocationUserId: String(vet2.id) }] }, 'admin'), snapshot);
      expect(code(byAdmin)).toBe('FORBIDDEN');
      expect(byAdmin.errors?.[0]?.message).toBe('Your role cannot edit delegations.');
      const byOtherVet = await refusedWithoutWrites(() => gql(AddDelegatedUserDocument, { input: [{ locationUserId: String(vet2.id), delegatedLocationUserId: String(vet.id) }] }, 'vet'), snapshot);
      expect(code(byOtherVet)).toBe('FORBIDDEN');
      const stored = (await snapshot())[0];
      expect(code(await refusedWithoutWrites(() => gql(DeleteDelegatedUserDocument, { ids: [String(stored.id)] }, 'admin'), snapshot))).toBe('FORBIDDEN');
      expect(code(await refusedWithoutWrites(() => gql(DeleteDelegatedUserDocument, { ids: ['999999'] }), snapshot))).toBe('NOT_FOUND');
      // a vet edits their own list
      const own = await gql(AddDelegatedUserDocument, { input: [{ locationUserId: String(vet.id), delegatedLocationUserId: String(vet2.id) }] }, 'vet');
      expect(own.errors).toBeUndefined();
      await gql(DeleteDelegatedUserDocument, { ids: [own.data.addDelegatedUser[0].id] }, 'vet');
    });

    it("nobody makes themself a vet's delegate — a vet admin neither, nor a support user impersonating one", async () => {
      const vet = await lu(USER.vet, MG);
      const vetadmin = await lu(USER.vetadmin, MG);
      const snapshot = () => db().select().from(t.delegations).orderBy(t.delegations.id);
      const message = "You cannot make yourself another vet's delegate. The vet, another administrator or support must add you.";
      const taken = await refusedWithoutWrites(() => gql(AddDelegatedUserDocument, { input: [{ locationUserId: String(vet.id), delegatedLocationUserId: String(vetadmin.id) }] }), snapshot);
      expect(code(taken)).toBe('FORBIDDEN');
      expect(taken.errors?.[0]?.message).toBe(message);
      await s.impersonate(tokens.support, 'vetadmin@demo.vetrx.dev', { reason: 'Ticket 4410: delegates' });
      try {
        const impersonated = await refusedWithoutWrites(
          () => gql(AddDelegatedUserDocument, { input: [{ locationUserId: String(vet.id), delegatedLocationUserId: String(vetadmin.id) }] }, 'support', 'vetadmin@demo.vetrx.dev'),
          snapshot,
        );
        expect(impersonated.errors?.[0]?.message).toBe(message);
      } finally {
        expect((await gql(EndImpersonationDocument, {}, 'support')).errors).toBeUndefined();
      }
      // support acting as themselves may still give it, and the vet admin may give it to someone else
      const bySupport = await gql(AddDelegatedUserDocument, { input: [{ locationUserId: String(vet.id), delegatedLocationUserId: String(vetadmin.id) }] }, 'support');
      expect(bySupport.errors).toBeUndefined();
      await gql(DeleteDelegatedUserDocument, { ids: [bySupport.data.addDelegatedUser[0].id] }, 'support');
    });
  });

  describe('PIMS users', () => {
    const mgPims = { pimsAccountId: 'ezyvet-acct-30417', pimsConnectionType: 'EZYVET' };
    it('searches and reads the users of the caller\'s PIMS account; another account answers NOT_FOUND', async () => {
      const all = await gql(SearchPimsUsersDocument, { pimsInput: mgPims });
      expect(all.data.searchPimsUsers.length).toBeGreaterThan(5);
      const found = await gql(SearchPimsUsersDocument, { pimsInput: mgPims, searchText: 'lindq' });
      expect(found.data.searchPimsUsers).toEqual([expect.objectContaining({ displayName: 'Dr. Sofia Lindqvist', pimsId: 'EZ-U-1005', isProvider: true, pimsConnectionType: 'EZYVET' })]);
      const one = await gql(GetPimsUserDocument, { pimsInput: mgPims, pimsId: 'EZ-U-1001' });
      expect(one.data.getPimsUser.displayName).toBe('Dr. Emily Carter');
      expect((await gql(GetPimsUserDocument, { pimsInput: mgPims, pimsId: 'nope' })).data.getPimsUser).toBeNull();
      const summit = { pimsAccountId: 'vetspire-acct-8812', pimsConnectionType: 'VETSPIRE' };
      expect(code(await gql(SearchPimsUsersDocument, { pimsInput: summit }))).toBe('NOT_FOUND');
      expect((await gql(SearchPimsUsersDocument, { pimsInput: summit }, 'support')).data.searchPimsUsers.length).toBeGreaterThan(3);
    });
  });

  describe('impersonation', () => {
    it('a support user impersonating works in the impersonated user\'s scope; the audit row names both', async () => {
      const walsh = await lu(USER.walsh, SU);
      await s.impersonate(tokens.support, 'vetadmin@demo.vetrx.dev', { reason: 'Ticket 881: notification settings' });
      expect(code(await gql(UpdateLocationUserNotificationDocument, { id: String(walsh.id), input: { isPendingAuth: true } }, 'support', 'vetadmin@demo.vetrx.dev'))).toBe('NOT_FOUND');
      const gonzalez = await lu(USER.gonzalez, MG);
      const r = await gql(UpdateLocationUserNotificationDocument, { id: String(gonzalez.id), input: { isPendingAuth: true } }, 'support', 'vetadmin@demo.vetrx.dev');
      expect(r.errors).toBeUndefined();
      const [audit] = await db().select().from(t.auditLog).where(eq(t.auditLog.operation, 'UpdateLocationUserNotification')).orderBy(t.auditLog.id).then((rows) => rows.slice(-1));
      expect(audit).toMatchObject({ actorUsername: 'vetadmin@demo.vetrx.dev', impersonatorUsername: 'support@demo.vetrx.dev', impersonationReason: 'Ticket 881: notification settings' });
      expect(code(await gql(UsersDocument, { filter: 'carter' }, 'vet', 'staff@demo.vetrx.dev'))).toBe('FORBIDDEN');
    });
  });
});
