/**
 * Practice setup: roles, shortcut edits and deletes, the reports embed and office use
 * (administration-and-access.md §2.4, §2.5, §4, §5, §7). Every refusal is checked to write nothing.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AddOfficeUseClientDocument } from '@vetrx/core/operations/AddOfficeUseClient';
import { AddRoleDocument } from '@vetrx/core/operations/AddRole';
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { DeleteShortcutDocument } from '@vetrx/core/operations/DeleteShortcut';
import { GetOfficeUseClientDocument } from '@vetrx/core/operations/GetOfficeUseClient';
import { GetReportEmbedUrlDocument } from '@vetrx/core/operations/GetReportEmbedUrl';
import { RolesDocument } from '@vetrx/core/operations/Roles';
import { ShortcutDocument } from '@vetrx/core/operations/Shortcut';
import { UpdateRoleDocument } from '@vetrx/core/operations/UpdateRole';
import { UpdateShortcutDocument } from '@vetrx/core/operations/UpdateShortcut';
import * as t from '../db/schema/index.js';
import { signReportToken } from '../repositories/admin-practice-report.js';
import { reportSecret } from '../repositories/admin-practice-report.js';
import { testDatabases, useTestServer } from '../testing/index.js';
import { noteWrite } from '../repositories/process-cache.js';

const MAPLE = '1';
const RIVERSIDE = '2';
const SUMMIT = '3';
/** Shortcut ids of the demo (fixtures/src/shortcuts.ts). */
const SC = { globalBid: '1', earDrops: '11', eyeDrops: '15', refillReminder: '17' };

describe.each(testDatabases())('practice setup: roles, shortcuts, reports, office use (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['support', 'adminsupport', 'admin', 'vet', 'vet2', 'staff'] });

  const db = () => s.database.db;
  const auditRows = async () => Number((await db().select({ n: count() }).from(t.auditLog))[0].n);
  const gql = (doc: { toString(): string }, variables: Record<string, unknown>, token: string) => s.gql(doc.toString(), variables, { token });
  const code = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => r.errors?.[0]?.extensions?.code;
  const fields = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => r.errors?.[0]?.extensions?.fields;

  async function role(name: string) {
    const r = await gql(RolesDocument, { filter: name }, tokens.adminsupport);
    return (r.data.roles as Array<any>).find((x) => x.name === name);
  }
  const activeModules = (r: any) => r.rolesModules.filter((m: any) => m.isActive).map((m: any) => m.moduleId).sort((a: string, b: string) => Number(a) - Number(b));

  describe('roles', () => {
    it('the admin support group adds a role; a child module brings its parent', async () => {
      const r = await gql(AddRoleDocument, { input: { name: ' Technician ', canAuthorize: false }, rolesModules: [{ moduleId: '1' }, { moduleId: '13' }] }, tokens.adminsupport);
      expect(r.errors).toBeUndefined();
      expect(r.data.addRole).toMatchObject({ name: 'Technician', canAuthorize: false, isActive: true });
      expect(activeModules(r.data.addRole)).toEqual(['1', '11', '13']);
    });

    it('refuses other support users and practice users, writing nothing', async () => {
      const before = await auditRows();
      for (const token of [tokens.support, tokens.admin]) {
        const r = await gql(AddRoleDocument, { input: { name: 'Intruder' }, rolesModules: [{ moduleId: '1' }] }, token);
        expect(code(r)).toBe('FORBIDDEN');
        const u = await gql(UpdateRoleDocument, { id: '2', input: { isActive: false }, rolesModules: [{ moduleId: '1' }] }, token);
        expect(code(u)).toBe('FORBIDDEN');
      }
      expect(await auditRows()).toBe(before);
      expect(await role('Intruder')).toBeUndefined();
    });

    it('validates the role form with the spec messages', async () => {
      const before = await auditRows();
      const small = await gql(AddRoleDocument, { input: { name: 'ab' }, rolesModules: [] }, tokens.adminsupport);
      expect(fields(small)).toEqual({ name: 'Role name is too small.', rolesModules: 'Please select at least one module.' });
      const empty = await gql(AddRoleDocument, { input: { name: '  ' }, rolesModules: [{ moduleId: '1' }] }, tokens.adminsupport);
      expect(fields(empty)).toEqual({ name: 'Role is required.' });
      const digits = await gql(AddRoleDocument, { input: { name: 'Tech 2' }, rolesModules: [{ moduleId: '1' }] }, tokens.adminsupport);
      expect(fields(digits)).toEqual({ name: 'Should be alphabetical characters and Space' });
      const taken = await gql(AddRoleDocument, { input: { name: 'vet' }, rolesModules: [{ moduleId: '1' }] }, tokens.adminsupport);
      expect(fields(taken)).toEqual({ name: 'A role with this name already exists.' });
      const unknown = await gql(AddRoleDocument, { input: { name: 'Ghost' }, rolesModules: [{ moduleId: '999' }] }, tokens.adminsupport);
      expect(fields(unknown)).toEqual({ rolesModules: 'Please select at least one module.' });
      expect(await auditRows()).toBe(before);
    });

    it('toggles active and canAuthorize from the table; canAuthorize is locked for Vet; the name is fixed', async () => {
      const staffRole = await role('STAFF');
      const modules = staffRole.rolesModules.filter((m: any) => m.isActive).map((m: any) => ({ moduleId: m.moduleId }));
      const off = await gql(UpdateRoleDocument, { id: staffRole.id, input: { isActive: false }, rolesModules: modules }, tokens.adminsupport);
      expect(off.data.updateRole).toMatchObject({ isActive: false, canAuthorize: false });
      expect(activeModules(off.data.updateRole)).toEqual(activeModules(staffRole));
      const auth = await gql(UpdateRoleDocument, { id: staffRole.id, input: { canAuthorize: true, isActive: true }, rolesModules: modules }, tokens.adminsupport);
      expect(auth.data.updateRole).toMatchObject({ isActive: true, canAuthorize: true });

      const vetRole = await role('VET');
      const before = await auditRows();
      const locked = await gql(
        UpdateRoleDocument,
        { id: vetRole.id, input: { canAuthorize: false }, rolesModules: vetRole.rolesModules.map((m: any) => ({ moduleId: m.moduleId })) },
        tokens.adminsupport,
      );
      expect(fields(locked)).toEqual({ canAuthorize: 'Can authorize cannot be changed for the Vet role.' });
      const renamed = await gql(UpdateRoleDocument, { id: vetRole.id, input: { name: 'Doctor' }, rolesModules: [{ moduleId: '1' }] }, tokens.adminsupport);
      expect(fields(renamed)).toEqual({ name: 'The role name cannot be changed.' });
      expect(await auditRows()).toBe(before);
      expect((await role('VET')).canAuthorize).toBe(true);
    });

    it('replaces the module selection: unselected links become inactive', async () => {
      const tech = await role('Technician');
      const r = await gql(UpdateRoleDocument, { id: tech.id, input: {}, rolesModules: [{ moduleId: '10' }] }, tokens.adminsupport);
      expect(activeModules(r.data.updateRole)).toEqual(['10']);
      const missing = await gql(UpdateRoleDocument, { id: '999', input: {}, rolesModules: [{ moduleId: '1' }] }, tokens.adminsupport);
      expect(code(missing)).toBe('NOT_FOUND');
    });
  });

  describe('shortcuts', () => {
    const list = async (locationId: string, token = tokens.admin) =>
      ((await gql(ShortcutDocument, { locationId }, token)).data.shortcut as Array<{ id: string; label: string; details: string; isGlobal: boolean }>);
    type Listed = { id: string; type: string; label: string; isGlobal: boolean; locationId: string | null; shortcutsLocation: Array<{ locationId: string; isActive: boolean; location: { name: string } }> };
    const shortcuts = async (variables: Record<string, unknown>, token = tokens.support) => {
      const r = await gql(ShortcutDocument, variables, token);
      expect(r.errors).toBeUndefined();
      return r.data.shortcut as Listed[];
    };

    it('support lists every active shortcut with its locations; filter from 3 characters; type filter', async () => {
      const all = await shortcuts({});
      const [{ n }] = await db().select({ n: count() }).from(t.shortcuts).where(eq(t.shortcuts.isActive, true));
      expect(all).toHaveLength(Number(n));
      const refill = all.find((x) => x.id === SC.refillReminder)!;
      expect(refill).toMatchObject({ isGlobal: false, locationId: RIVERSIDE });
      expect(refill.shortcutsLocation.map((l) => [l.locationId, l.isActive, l.location.name])).toEqual([
        [RIVERSIDE, true, 'Riverside Veterinary Clinic'],
        [SUMMIT, true, 'Summit Pet Care'],
      ]);
      expect(all.find((x) => x.id === SC.globalBid)).toMatchObject({ isGlobal: true, locationId: null, shortcutsLocation: [] });
      expect(all.map((x) => x.type)).toEqual([...all.map((x) => x.type)].sort((a, b) => ['SIG', 'NP', 'NC'].indexOf(a) - ['SIG', 'NP', 'NC'].indexOf(b)));

      expect((await shortcuts({ filter: 'REMIND' })).map((x) => x.label)).toEqual(['Altitude reminder', 'Refill reminder']);
      expect((await shortcuts({ filter: ' refill REM ' })).map((x) => x.label)).toEqual(['Refill reminder']);
      expect(await shortcuts({ filter: 're' })).toHaveLength(all.length);
      const nc = await shortcuts({ shortcutType: 'nc' });
      expect(nc.length).toBeGreaterThan(0);
      expect(nc.every((x) => x.type === 'NC')).toBe(true);
      expect(await shortcuts({ shortcutType: 'XX' })).toEqual([]);
      const summit = await shortcuts({ locationId: SUMMIT });
      expect(summit.some((x) => x.id === SC.eyeDrops)).toBe(false);
      expect(summit.some((x) => x.id === SC.refillReminder)).toBe(true);
      expect(code(await gql(ShortcutDocument, { locationId: '999' }, tokens.support))).toBe('NOT_FOUND');
    });

    it('a practice user lists one of their locations only, and sees only the links at their locations', async () => {
      expect(code(await gql(ShortcutDocument, {}, tokens.vet2))).toBe('NOT_FOUND');
      expect(code(await gql(ShortcutDocument, { locationId: RIVERSIDE }, tokens.vet2))).toBe('NOT_FOUND');
      // Refill reminder is linked to Riverside and Summit; vet2 works at Maple Grove and Summit.
      const r = await gql(ShortcutDocument, { locationId: SUMMIT, filter: 'refill rem', shortcutType: 'NC' }, tokens.vet2);
      const refill = (r.data.shortcut as Listed[])[0];
      expect(refill).toMatchObject({ id: SC.refillReminder, locationId: SUMMIT });
      expect(refill.shortcutsLocation.map((l) => l.locationId)).toEqual([SUMMIT]);
    });

    it('AddShortcut from a location: the location form (details up to 620, label over 2 characters), never global', async () => {
      const details = 'Shake well. '.repeat(50).trim();
      expect(details.length).toBeGreaterThan(250);
      const r = await gql(AddShortcutDocument, { locationId: MAPLE, shortcutType: 'NC', label: ' Shake well ', details }, tokens.admin);
      expect(r.errors).toBeUndefined();
      expect(r.data.addShortcut).toMatchObject({ type: 'NC', label: 'Shake well', details, isGlobal: false, locationId: MAPLE });
      expect(r.data.addShortcut.shortcutsLocation).toEqual([{ locationId: MAPLE, isActive: true, location: { id: MAPLE, name: 'Maple Grove Animal Hospital' } }]);

      const before = await auditRows();
      // Details past the longest any form allows are refused before the rules run.
      const invalid = await gql(AddShortcutDocument, { locationId: MAPLE, shortcutType: 'NC', label: 'ab', details: 'x'.repeat(620) }, tokens.admin);
      expect(fields(invalid)).toEqual({ label: 'Label field is too small.' });
      const tooLong = await gql(AddShortcutDocument, { locationId: MAPLE, shortcutType: 'NC', label: 'Shake', details: 'x'.repeat(621) }, tokens.admin);
      expect(fields(tooLong)).toEqual({ details: 'Must be 620 characters or fewer' });
      const global = await gql(AddShortcutDocument, { locationId: MAPLE, shortcutType: 'NC', label: 'Mine', details: 'x', isGlobal: true }, tokens.admin);
      expect(code(global)).toBe('FORBIDDEN');
      expect(code(await gql(AddShortcutDocument, { shortcutType: 'NC', label: 'Mine', details: 'x' }, tokens.admin))).toBe('NOT_FOUND');
      expect(code(await gql(AddShortcutDocument, { locationId: RIVERSIDE, shortcutType: 'NC', label: 'Mine', details: 'x' }, tokens.vet2))).toBe('NOT_FOUND');
      expect(await auditRows()).toBe(before);
    });

    it('AddShortcut by support: the support form — the global choice required, a location when not global, details up to 250', async () => {
      const before = await auditRows();
      const base = { shortcutType: 'SIG', label: 'Support taper', details: 'Give 1 tablet daily for 5 days.' };
      expect(fields(await gql(AddShortcutDocument, base, tokens.support))).toEqual({ isGlobal: 'Please select whether the shortcut is global' });
      expect(fields(await gql(AddShortcutDocument, { ...base, isGlobal: false }, tokens.support))).toEqual({ locationId: 'Location is required' });
      expect(fields(await gql(AddShortcutDocument, { ...base, isGlobal: true, details: 'x'.repeat(251) }, tokens.support))).toEqual({ details: 'Must be 250 characters or fewer' });
      expect(fields(await gql(AddShortcutDocument, { ...base, isGlobal: true, label: '  ' }, tokens.support))).toEqual({ label: 'Label is required.' });
      expect(code(await gql(AddShortcutDocument, { ...base, isGlobal: false, locationId: '999' }, tokens.support))).toBe('NOT_FOUND');
      expect(await auditRows()).toBe(before);

      const global = await gql(AddShortcutDocument, { ...base, isGlobal: true, locationId: SUMMIT }, tokens.support);
      expect(global.data.addShortcut).toMatchObject({ isGlobal: true, locationId: null, shortcutsLocation: [] });
      expect((await list(MAPLE)).some((x) => x.id === global.data.addShortcut.id)).toBe(true);
      const local = await gql(AddShortcutDocument, { ...base, label: 'Summit taper', isGlobal: false, locationId: SUMMIT }, tokens.support);
      expect(local.data.addShortcut).toMatchObject({ isGlobal: false, locationId: SUMMIT });
      expect((await list(SUMMIT)).some((x) => x.id === local.data.addShortcut.id)).toBe(true);
      expect((await list(MAPLE)).some((x) => x.id === local.data.addShortcut.id)).toBe(false);
      expect(await auditRows()).toBe(before + 2);
      for (const id of [global.data.addShortcut.id, local.data.addShortcut.id]) expect((await gql(DeleteShortcutDocument, { id }, tokens.support)).errors).toBeUndefined();
    });

    it('a practice admin edits a shortcut of their location (details up to 620)', async () => {
      const details = 'Clean the ears. '.repeat(38).trim();
      expect(details.length).toBeGreaterThan(250);
      const r = await gql(UpdateShortcutDocument, { id: SC.earDrops, locationId: MAPLE, shortcutType: 'SIG', label: ' Ear drops ', details }, tokens.admin);
      expect(r.errors).toBeUndefined();
      expect(r.data.updateShortcut).toMatchObject({ id: SC.earDrops, label: 'Ear drops', details, isGlobal: false, locationId: MAPLE });
      expect((await list(MAPLE)).find((x) => x.id === SC.earDrops)?.label).toBe('Ear drops');
    });

    it('refuses invalid input with the spec messages and writes nothing', async () => {
      const before = await auditRows();
      const base = { id: SC.earDrops, locationId: MAPLE, shortcutType: 'SIG' };
      const small = await gql(UpdateShortcutDocument, { ...base, label: 'ab', details: 'x'.repeat(620) }, tokens.admin);
      expect(fields(small)).toEqual({ label: 'Label field is too small.' });
      const long = await gql(UpdateShortcutDocument, { ...base, label: 'Ear drops', details: 'x'.repeat(621) }, tokens.admin);
      expect(fields(long)).toEqual({ details: 'Must be 620 characters or fewer' });
      const blank = await gql(UpdateShortcutDocument, { ...base, label: '   ', details: 'ok' }, tokens.admin);
      expect(fields(blank)).toEqual({ label: 'Label is required.' });
      const retyped = await gql(UpdateShortcutDocument, { ...base, shortcutType: 'NC', label: 'Ear drops', details: 'ok' }, tokens.admin);
      expect(fields(retyped)).toEqual({ shortcutType: 'The shortcut type cannot be changed.' });
      expect(await auditRows()).toBe(before);
    });

    it('global shortcuts are not editable from a location; another location answers NOT_FOUND; the module is required', async () => {
      const before = await auditRows();
      const global = await gql(UpdateShortcutDocument, { id: SC.globalBid, locationId: MAPLE, shortcutType: 'SIG', label: 'Mine', details: 'x' }, tokens.admin);
      expect(code(global)).toBe('FORBIDDEN');
      expect(global.errors?.[0]?.message).toBe('Global shortcuts cannot be edited here.');
      const globalDelete = await gql(DeleteShortcutDocument, { id: SC.globalBid, locationId: MAPLE }, tokens.admin);
      expect(code(globalDelete)).toBe('FORBIDDEN');
      const otherLocation = await gql(UpdateShortcutDocument, { id: SC.eyeDrops, locationId: MAPLE, shortcutType: 'SIG', label: 'Mine', details: 'x' }, tokens.admin);
      expect(code(otherLocation)).toBe('NOT_FOUND');
      const notMember = await gql(UpdateShortcutDocument, { id: SC.eyeDrops, locationId: RIVERSIDE, shortcutType: 'SIG', label: 'Mine', details: 'x' }, tokens.vet2);
      expect(code(notMember)).toBe('NOT_FOUND');
      const noModule = await gql(DeleteShortcutDocument, { id: SC.eyeDrops, locationId: RIVERSIDE }, tokens.staff);
      expect(code(noModule)).toBe('FORBIDDEN');
      expect(await auditRows()).toBe(before);
      expect((await list(RIVERSIDE)).some((x) => x.id === SC.eyeDrops)).toBe(true);
    });

    it('editing a shortcut shared with another location gives this location its own copy', async () => {
      const r = await gql(UpdateShortcutDocument, { id: SC.refillReminder, locationId: RIVERSIDE, shortcutType: 'NC', label: 'Refill reminder', details: 'Riverside text' }, tokens.admin);
      expect(r.errors).toBeUndefined();
      expect(r.data.updateShortcut.id).not.toBe(SC.refillReminder);
      const riverside = await list(RIVERSIDE);
      expect(riverside.filter((x) => x.label === 'Refill reminder').map((x) => x.details)).toEqual(['Riverside text']);
      const summit = await list(SUMMIT);
      expect(summit.find((x) => x.id === SC.refillReminder)?.details).toBe('We will remind you two weeks before this prescription runs out.');
    });

    it('deletes a location shortcut: gone from the list, kept as inactive', async () => {
      const r = await gql(DeleteShortcutDocument, { id: SC.earDrops, locationId: MAPLE }, tokens.admin);
      expect(r.data.deleteShortcut).toMatchObject({ id: SC.earDrops, isActive: false });
      expect((await list(MAPLE)).some((x) => x.id === SC.earDrops)).toBe(false);
      const again = await gql(DeleteShortcutDocument, { id: SC.earDrops, locationId: MAPLE }, tokens.admin);
      expect(code(again)).toBe('NOT_FOUND');
      const [row] = await db().select().from(t.shortcuts).where(eq(t.shortcuts.id, Number(SC.earDrops)));
      expect(row.isActive).toBe(false);
    });

    it('support edits any shortcut with the support form: global or one location, details up to 250', async () => {
      const tooLong = await gql(UpdateShortcutDocument, { id: SC.globalBid, shortcutType: 'SIG', label: 'BID with food', details: 'x'.repeat(251), isGlobal: true }, tokens.support);
      expect(fields(tooLong)).toEqual({ details: 'Must be 250 characters or fewer' });
      const noChoice = await gql(UpdateShortcutDocument, { id: SC.globalBid, shortcutType: 'SIG', label: 'BID with food', details: 'x' }, tokens.support);
      expect(fields(noChoice)).toEqual({ isGlobal: 'Please select whether the shortcut is global' });
      const local = await gql(UpdateShortcutDocument, { id: SC.globalBid, shortcutType: 'SIG', label: 'BID with food', details: 'Summit only', isGlobal: false, locationId: SUMMIT }, tokens.support);
      expect(local.data.updateShortcut).toMatchObject({ isGlobal: false, locationId: SUMMIT });
      expect((await list(MAPLE)).some((x) => x.id === SC.globalBid)).toBe(false);
      expect((await list(SUMMIT)).find((x) => x.id === SC.globalBid)?.details).toBe('Summit only');
      const global = await gql(UpdateShortcutDocument, { id: SC.globalBid, shortcutType: 'SIG', label: 'BID with food', details: 'Everyone', isGlobal: true }, tokens.support);
      expect(global.data.updateShortcut).toMatchObject({ isGlobal: true, locationId: null });
      expect((await list(MAPLE)).find((x) => x.id === SC.globalBid)?.details).toBe('Everyone');
      const del = await gql(DeleteShortcutDocument, { id: SC.globalBid }, tokens.support);
      expect(del.data.deleteShortcut.isActive).toBe(false);
      expect((await list(SUMMIT)).some((x) => x.id === SC.globalBid)).toBe(false);
    });
  });

  describe('reports', () => {
    it('issues a short-lived embed for a location with a report; the page shows its figures', async () => {
      const r = await gql(GetReportEmbedUrlDocument, { locationId: SUMMIT }, tokens.admin);
      expect(r.errors).toBeUndefined();
      const { embedUrl, expiresAt } = r.data.getReportEmbedUrl;
      expect(embedUrl).toMatch(/^\/report-embeds\/[\w-]+\.[\w-]+$/);
      expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
      const page = await fetch(`${s.url}${embedUrl}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      const html = await page.text();
      expect(html).toContain('Summit Pet Care · Practice report');
      expect(html).toContain('Pending requests');
      const [{ n: pending }] = await db()
        .select({ n: count() })
        .from(t.prescriptionTasks)
        .where(and(eq(t.prescriptionTasks.locationId, 3), eq(t.prescriptionTasks.status, 'PENDING'), eq(t.prescriptionTasks.archived, false)));
      expect(html).toContain(`data-figure="Pending requests">${Number(pending)}<`);
    });

    it('refuses tampered and expired tokens', async () => {
      const r = await gql(GetReportEmbedUrlDocument, { locationId: SUMMIT }, tokens.vet);
      const url: string = r.data.getReportEmbedUrl.embedUrl;
      const [payload, sig] = url.replace('/report-embeds/', '').split('.');
      const other = Buffer.from(JSON.stringify({ l: 1, e: 9_999_999_999 })).toString('base64url');
      for (const bad of [`${other}.${sig}`, `${payload}.${sig.slice(0, -2)}xx`, 'garbage']) {
        const res = await fetch(`${s.url}/report-embeds/${bad}`);
        expect(res.status).toBe(403);
        expect(await res.text()).toContain('This report link has expired.');
      }
      const expired = signReportToken(await reportSecret(s.database.db, s.app.config.dataDir), 3, new Date(Date.now() - 3_600_000));
      expect((await fetch(`${s.url}/report-embeds/${expired.token}`)).status).toBe(403);
    });

    it('needs the location, the Reports module and hasReportingPage; no configured report answers null', async () => {
      expect(code(await gql(GetReportEmbedUrlDocument, { locationId: MAPLE }, tokens.admin))).toBe('FORBIDDEN');
      expect(code(await gql(GetReportEmbedUrlDocument, { locationId: SUMMIT }, tokens.staff))).toBe('FORBIDDEN');
      expect(code(await gql(GetReportEmbedUrlDocument, { locationId: RIVERSIDE }, tokens.vet2))).toBe('NOT_FOUND');
      expect(code(await gql(GetReportEmbedUrlDocument, { locationId: SUMMIT }, tokens.support))).toBe('NOT_FOUND');
      await db().update(t.locations).set({ reportEmbedUrl: null }).where(eq(t.locations.id, 3));
      // Written beside the app: the caller's own location is kept with their access until a write is noted.
      noteWrite(db());
      const none = await gql(GetReportEmbedUrlDocument, { locationId: SUMMIT }, tokens.admin);
      expect(none.errors).toBeUndefined();
      expect(none.data.getReportEmbedUrl).toBeNull();
    });
  });

  describe('office use', () => {
    it('answers the office-use client of an office-use location, with its patient', async () => {
      const r = await gql(GetOfficeUseClientDocument, { locationId: RIVERSIDE }, tokens.staff);
      expect(r.data.getOfficeUseClient).toMatchObject({ firstName: 'Riverside Veterinary Clinic', lastName: 'Office Use', isOfficeUse: true });
      expect(r.data.getOfficeUseClient.locationPatientClients[0].locationPatient).toMatchObject({ isOfficeUse: true });
      expect(code(await gql(GetOfficeUseClientDocument, { locationId: MAPLE }, tokens.staff))).toBe('FORBIDDEN');
      expect(code(await gql(GetOfficeUseClientDocument, { locationId: RIVERSIDE }, tokens.vet2))).toBe('NOT_FOUND');
    });

    it('AddOfficeUseClient returns the existing client, or creates one (once) from the location', async () => {
      const existing = (await gql(GetOfficeUseClientDocument, { locationId: RIVERSIDE }, tokens.staff)).data.getOfficeUseClient;
      const before = await auditRows();
      const same = await gql(AddOfficeUseClientDocument, { locationId: RIVERSIDE }, tokens.staff);
      expect(same.data.addOfficeUseClient.id).toBe(existing.id);
      expect(await auditRows()).toBe(before);

      await db().update(t.locationClients).set({ isActive: false }).where(eq(t.locationClients.id, Number(existing.id)));
      expect((await gql(GetOfficeUseClientDocument, { locationId: RIVERSIDE }, tokens.staff)).data.getOfficeUseClient).toBeNull();
      const [a, b] = await Promise.all([
        gql(AddOfficeUseClientDocument, { locationId: RIVERSIDE }, tokens.staff),
        gql(AddOfficeUseClientDocument, { locationId: RIVERSIDE }, tokens.vet),
      ]);
      expect(a.errors).toBeUndefined();
      expect(b.errors).toBeUndefined();
      expect(a.data.addOfficeUseClient.id).toBe(b.data.addOfficeUseClient.id);
      const created = a.data.addOfficeUseClient;
      expect(created).toMatchObject({ firstName: 'Riverside Veterinary Clinic', lastName: 'Office Use', email: expect.stringMatching(/@/) });
      expect(created.phones.length).toBeGreaterThan(0);
      expect(created.addresses).toHaveLength(1);
      expect(created.locationPatientClients[0]).toMatchObject({ isPrimary: true, locationPatient: { name: 'Office Use', isOfficeUse: true } });
      const clients = await db()
        .select({ n: count() })
        .from(t.locationClients)
        .where(and(eq(t.locationClients.locationId, 2), eq(t.locationClients.isOfficeUse, true), eq(t.locationClients.isActive, true)));
      expect(Number(clients[0].n)).toBe(1);
      expect(code(await gql(AddOfficeUseClientDocument, { locationId: MAPLE }, tokens.admin))).toBe('FORBIDDEN');
    });

    it('AddOfficeUseClient gives an office-use client without an active office-use patient a new one', async () => {
      const client = (await gql(GetOfficeUseClientDocument, { locationId: RIVERSIDE }, tokens.staff)).data.getOfficeUseClient;
      const oldPatient = client.locationPatientClients[0].locationPatient.id;
      await db().update(t.locationPatients).set({ isActive: false }).where(eq(t.locationPatients.id, Number(oldPatient)));
      const before = await auditRows();
      const r = await gql(AddOfficeUseClientDocument, { locationId: RIVERSIDE }, tokens.staff);
      expect(r.errors).toBeUndefined();
      expect(r.data.addOfficeUseClient.id).toBe(client.id);
      const active = r.data.addOfficeUseClient.locationPatientClients.filter((l: any) => l.isActive && l.locationPatient.isActive);
      expect(active).toHaveLength(1);
      expect(active[0].locationPatient).toMatchObject({ name: 'Office Use', isOfficeUse: true });
      expect(active[0].locationPatient.id).not.toBe(oldPatient);
      expect(await auditRows()).toBe(before + 1);
      const again = await gql(AddOfficeUseClientDocument, { locationId: RIVERSIDE }, tokens.staff);
      expect(again.data.addOfficeUseClient.id).toBe(client.id);
      expect(await auditRows()).toBe(before + 1);
    });
  });
});
