/**
 * Practice setup: organizations and locations (administration-and-access.md §2.4, §2.5, §5, §7) —
 * the support lists, the organization and location writes, the writeback switch, and who may do what.
 * Every refusal is checked to write nothing.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AddLocationDocument } from '@vetrx/core/operations/AddLocation';
import { AddOrganizationDocument } from '@vetrx/core/operations/AddOrganization';
import { GetOrganizationDocument } from '@vetrx/core/operations/GetOrganization';
import { LocationCountDocument } from '@vetrx/core/operations/LocationCount';
import { LocationsDocument } from '@vetrx/core/operations/Locations';
import { OrganizationsDocument } from '@vetrx/core/operations/Organizations';
import { UpdateLocationDocument } from '@vetrx/core/operations/UpdateLocation';
import { UpdateLocationWritebackEnabledDocument } from '@vetrx/core/operations/UpdateLocationWritebackEnabled';
import { UpdateOrganizationDocument } from '@vetrx/core/operations/UpdateOrganization';
import { PIMS_SECRET_MASK } from '@vetrx/core/admin';
import { PRACTICE_SETUP_REFUSALS } from '@vetrx/core/messages';
import * as t from '../db/schema/index.js';
import { isSealed, openSecret } from '../pims/secret.js';
import { testDatabases, useTestServer } from '../testing/index.js';

const MAPLE = '1';
const RIVERSIDE = '2';
const SUMMIT = '3';

const phone = { phoneTypeId: '3', phoneNumber: '612 555 0199' };
const address = { addressTypeId: '2', addressLine1: '10 Elm St', city: 'Saint Paul', state: 'MN', zip: '55101' };

describe.each(testDatabases())('practice setup: organizations and locations (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['support', 'admin', 'vet'] });

  const db = () => s.database.db;
  const rows = async (table: typeof t.organizations | typeof t.locations | typeof t.auditLog) => Number((await db().select({ n: count() }).from(table))[0].n);
  const audits = async (operation: string) => Number((await db().select({ n: count() }).from(t.auditLog).where(eq(t.auditLog.operation, operation)))[0].n);
  const gql = (doc: { toString(): string }, variables: Record<string, unknown>, token: string) => s.gql(doc.toString(), variables, { token });
  const code = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => r.errors?.[0]?.extensions?.code;

  async function readLocation(id: string) {
    const r = await gql(LocationsDocument, { take: 500, activeFilterType: 'all' }, tokens.support);
    return (r.data.locations as Array<Record<string, any>>).find((l) => l.id === id)!;
  }

  const updateInputOf = (l: Record<string, any>) => ({
    name: l.name,
    emailAddress: l.emailAddress,
    HIN: l.HIN,
    website: l.website,
    isActive: l.isActive,
    isOfficeUseEnabled: l.isOfficeUseEnabled,
    locationAccountId: l.locationAccountId,
    locationPortalTypeId: l.locationPortalTypeId,
    pimsAccountSecret: l.isPimsAccountSecretSet ? PIMS_SECRET_MASK : null,
    locationPhones: l.locationPhones.filter((p: any) => p.isActive).map((p: any) => ({ uuid: p.uuid, phoneTypeId: p.phoneTypeId, phoneNumber: p.phoneNumber })),
    locationAddresses: l.locationAddresses
      .filter((a: any) => a.isActive)
      .map((a: any) => ({ uuid: a.uuid, addressTypeId: a.addressTypeId, addressLine1: a.addressLine1, addressLine2: a.addressLine2, city: a.city, state: a.state, zip: a.zip })),
  });

  describe('support lists', () => {
    it('searches locations by name, and by organization name with includeOrganization', async () => {
      const byName = await gql(LocationsDocument, { filter: 'summit', activeFilterType: 'active' }, tokens.support);
      expect(byName.data.locations.map((l: any) => l.name)).toEqual(['Summit Pet Care']);
      const byOrg = await gql(LocationsDocument, { filter: 'EVERGREEN', includeOrganization: true, activeFilterType: 'active' }, tokens.support);
      expect(byOrg.data.locations.map((l: any) => l.id).sort()).toEqual([MAPLE, RIVERSIDE, SUMMIT]);
      expect(byOrg.data.locations[0].organization).toMatchObject({ name: 'Evergreen Veterinary Partners', emailAddress: expect.any(String) });
      const withoutOrg = await gql(LocationsDocument, { filter: 'evergreen', activeFilterType: 'active' }, tokens.support);
      expect(withoutOrg.data.locations).toEqual([]);
      const literal = await gql(LocationsDocument, { filter: '%', activeFilterType: 'all' }, tokens.support);
      expect(literal.data.locations).toEqual([]);
    });

    it('pages the organization locations and counts them, by feature too', async () => {
      const page = await gql(LocationsDocument, { organization: '1', skip: 1, take: 1, activeFilterType: 'all' }, tokens.support);
      expect(page.data.locations).toHaveLength(1);
      const all = await gql(LocationCountDocument, { organization: '1', activeFilterType: 'all' }, tokens.support);
      expect(all.data.locationCount).toBe(3);
      const reporting = await gql(LocationCountDocument, { feature: 'hasReportingPage' }, tokens.support);
      expect(reporting.data.locationCount).toBe(1);
      const sf = await gql(LocationCountDocument, { feature: 'salesforce2Way' }, tokens.support);
      expect(sf.data.locationCount).toBe(0);
      const orgs = await gql(OrganizationsDocument, { filter: 'green' }, tokens.support);
      expect(orgs.data.organizations.map((o: any) => o.name)).toEqual(['Evergreen Veterinary Partners']);
    });

    it('refuses practice users the support lists (FORBIDDEN)', async () => {
      for (const [doc, vars] of [
        [LocationsDocument, { filter: 'summit' }],
        [LocationCountDocument, {}],
        [OrganizationsDocument, {}],
      ] as const) {
        const r = await gql(doc, vars, tokens.admin);
        expect(code(r)).toBe('FORBIDDEN');
        expect(r.errors?.[0]?.message).toBe("you can't access this link");
      }
    });
  });

  const orgInput = {
    name: '  Lakeside Animal Group ',
    accountno: '77001',
    emailAddress: 'HQ@Lakeside.example.com',
    website: 'lakeside.example.com',
    isPIMSEnabled: false,
    organizationPhones: [phone],
    organizationAddresses: [address],
    pharmacyCodes: ['GGVCP', 'RVP'],
    createMatchingLocation: true,
  };

  describe('organizations', () => {
    it('adds an organization with its matching location, trimmed, with an audit row', async () => {
      const before = { orgs: await rows(t.organizations), locations: await rows(t.locations), audits: await audits('AddOrganization') };
      const r = await gql(AddOrganizationDocument, { input: orgInput }, tokens.support);
      expect(r.errors).toBeUndefined();
      const org = r.data.addOrganization;
      expect(org).toMatchObject({ name: 'Lakeside Animal Group', emailAddress: 'hq@lakeside.example.com', isActive: true });
      expect(org.organizationPharmacies.find((p: any) => p.isPrimary).code).toBe('GGVCP');
      expect(await rows(t.organizations)).toBe(before.orgs + 1);
      expect(await rows(t.locations)).toBe(before.locations + 1);
      expect(await audits('AddOrganization')).toBe(before.audits + 1);
      const matching = await gql(LocationsDocument, { organization: org.id, activeFilterType: 'all' }, tokens.support);
      expect(matching.data.locations).toHaveLength(1);
      expect(matching.data.locations[0]).toMatchObject({ name: 'Lakeside Animal Group', emailAddress: 'hq@lakeside.example.com', locationPortalType: { code: 'vetrx' } });
      expect(matching.data.locations[0].locationPhones.map((p: any) => p.phoneNumber)).toEqual(['6125550199']);
    });

    it('refuses invalid input with the spec messages and writes nothing', async () => {
      const before = { orgs: await rows(t.organizations), audit: await rows(t.auditLog) };
      const r = await gql(AddOrganizationDocument, { input: { ...orgInput, accountno: '12a', organizationPhones: [], website: 'not a url', pharmacyCodes: [] } }, tokens.support);
      expect(code(r)).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions?.fields).toEqual({
        accountno: 'Only digits are allowed.',
        website: 'This field must be a valid url.',
        organizationPhones: 'At least 1 phone number is required',
        pharmacyCodes: 'Please select a primary pharmacy',
      });
      const unknown = await gql(AddOrganizationDocument, { input: { ...orgInput, pharmacyCodes: ['NOPE'] } }, tokens.support);
      expect(unknown.errors?.[0]?.extensions?.fields).toEqual({ pharmacyCodes: 'Please select a pharmacy from the list.' });
      expect(await rows(t.organizations)).toBe(before.orgs);
      expect(await rows(t.auditLog)).toBe(before.audit);
    });

    it('lets only support users add and update organizations', async () => {
      const before = await rows(t.organizations);
      const add = await gql(AddOrganizationDocument, { input: orgInput }, tokens.admin);
      expect(code(add)).toBe('FORBIDDEN');
      const update = await gql(UpdateOrganizationDocument, { id: '1', input: { name: 'Taken Over' } }, tokens.admin);
      expect(code(update)).toBe('FORBIDDEN');
      expect(await rows(t.organizations)).toBe(before);
      const [org] = await db().select().from(t.organizations).where(eq(t.organizations.id, 1));
      expect(org.name).toBe('Evergreen Veterinary Partners');
    });

    it('updates the fields it is sent and keeps the others', async () => {
      const r = await gql(UpdateOrganizationDocument, { id: '1', input: { dbaName: ' Evergreen Vets ', isActive: true } }, tokens.support);
      expect(r.errors).toBeUndefined();
      expect(r.data.updateOrganization).toMatchObject({ name: 'Evergreen Veterinary Partners', dbaName: 'Evergreen Vets', isPIMSEnabled: true });
      const missing = await gql(UpdateOrganizationDocument, { id: '999', input: { name: 'X' } }, tokens.support);
      expect(code(missing)).toBe('NOT_FOUND');
    });

    it('GetOrganization: support any, a practice user only their own organization', async () => {
      const own = await gql(GetOrganizationDocument, { id: '1' }, tokens.admin);
      expect(own.data.getOrganization.name).toBe('Evergreen Veterinary Partners');
      const [other] = await db().select().from(t.organizations).where(eq(t.organizations.name, 'Lakeside Animal Group'));
      const foreign = await gql(GetOrganizationDocument, { id: String(other.id) }, tokens.admin);
      expect(code(foreign)).toBe('NOT_FOUND');
      const bySupport = await gql(GetOrganizationDocument, { id: String(other.id) }, tokens.support);
      expect(bySupport.data.getOrganization.accountno).toBe('77001');
    });
  });

  describe('locations', () => {
    const locationInput = {
      name: 'Lakeview Clinic',
      organizationId: '1',
      emailAddress: 'lakeview@evergreen.example.com',
      isOfficeUseEnabled: false,
      portalType: '2',
      locationPhones: [phone],
      locationAddresses: [address],
    };

    it('adds a location to an organization with the organization pharmacies', async () => {
      const r = await gql(AddLocationDocument, { input: locationInput }, tokens.support);
      expect(r.errors).toBeUndefined();
      expect(r.data.addLocation).toMatchObject({ name: 'Lakeview Clinic', organizationId: '1', isActive: true, HIN: null, website: null });
      const orgPharmacies = await db().select().from(t.organizationPharmacies).where(eq(t.organizationPharmacies.organizationId, 1));
      expect(r.data.addLocation.locationPharmacies.map((p: any) => p.code).sort()).toEqual(orgPharmacies.map((p) => p.pharmacyCode).sort());
    });

    it('refuses a short name, an unknown portal type and missing office use, writing nothing', async () => {
      const before = { locations: await rows(t.locations), audit: await rows(t.auditLog) };
      const short = await gql(AddLocationDocument, { input: { ...locationInput, name: ' a b ', isOfficeUseEnabled: null } }, tokens.support);
      expect(short.errors?.[0]?.extensions?.fields).toEqual({
        name: 'Location name must be minimum 3 characters.',
        isOfficeUseEnabled: 'Please select whether enabled office use',
      });
      const portal = await gql(AddLocationDocument, { input: { ...locationInput, portalType: '99' } }, tokens.support);
      expect(portal.errors?.[0]?.extensions?.fields).toEqual({ portalType: 'Please indicate product display' });
      const noOrg = await gql(AddLocationDocument, { input: { ...locationInput, organizationId: null } }, tokens.support);
      expect(noOrg.errors?.[0]?.extensions?.fields).toEqual({ pharmacyCodes: 'Please select a primary pharmacy' });
      const byAdmin = await gql(AddLocationDocument, { input: locationInput }, tokens.admin);
      expect(code(byAdmin)).toBe('FORBIDDEN');
      expect(await rows(t.locations)).toBe(before.locations);
      expect(await rows(t.auditLog)).toBe(before.audit);
    });

    it('refuses adding while a location in scope is mastered in Salesforce (salesforce2Way), writing nothing', async () => {
      const [evergreen] = await db().select().from(t.locations).where(eq(t.locations.organizationId, 1)).limit(1);
      const [lakeside] = await db().select().from(t.organizations).where(eq(t.organizations.name, 'Lakeside Animal Group'));
      await db().insert(t.locationFeatures).values({ locationId: evergreen.id, feature: 'salesforce2Way', enabled: true });
      try {
        const before = { orgs: await rows(t.organizations), locations: await rows(t.locations), audit: await rows(t.auditLog) };
        // Add location: the organization's locations are the scope.
        const inOrg = await gql(AddLocationDocument, { input: { ...locationInput, name: 'Mastered Clinic' } }, tokens.support);
        expect(code(inOrg)).toBe('FORBIDDEN');
        expect(inOrg.errors?.[0]?.message).toBe(PRACTICE_SETUP_REFUSALS.masteredInSalesforce);
        // Add Organization and a location without an organization: every location is the scope.
        const org = await gql(AddOrganizationDocument, { input: { ...orgInput, name: 'Mastered Group' } }, tokens.support);
        expect(org.errors?.[0]?.message).toBe(PRACTICE_SETUP_REFUSALS.masteredInSalesforce);
        const alone = await gql(AddLocationDocument, { input: { ...locationInput, name: 'Alone Clinic', organizationId: null, pharmacyCodes: ['RVP'] } }, tokens.support);
        expect(alone.errors?.[0]?.message).toBe(PRACTICE_SETUP_REFUSALS.masteredInSalesforce);
        expect({ orgs: await rows(t.organizations), locations: await rows(t.locations), audit: await rows(t.auditLog) }).toEqual(before);
        // Another organization, none of whose locations has the feature, still takes a location.
        const elsewhere = await gql(AddLocationDocument, { input: { ...locationInput, name: 'Lakeside North', organizationId: String(lakeside.id) } }, tokens.support);
        expect(elsewhere.errors).toBeUndefined();
      } finally {
        await db().delete(t.locationFeatures).where(and(eq(t.locationFeatures.locationId, evergreen.id), eq(t.locationFeatures.feature, 'salesforce2Way')));
      }
    });

    it('support edits a location: fields sent change, the mask keeps the secret, empty clears it', async () => {
      await db().update(t.locations).set({ pimsAccountSecret: 's3cret' }).where(eq(t.locations.id, 3));
      const summit = await readLocation(SUMMIT);
      expect(summit.isPimsAccountSecretSet).toBe(true);
      const before = await audits('UpdateLocation');
      const r = await gql(UpdateLocationDocument, { updateLocationId: SUMMIT, input: { ...updateInputOf(summit), name: 'Summit Pet Care ', HIN: ' H-1 ' } }, tokens.support);
      expect(r.errors).toBeUndefined();
      expect(r.data.updateLocation).toMatchObject({ name: 'Summit Pet Care', HIN: 'H-1', isPimsAccountSecretSet: true, pimsConnectionType: 'VETSPIRE' });
      const [stored] = await db().select().from(t.locations).where(eq(t.locations.id, 3));
      expect(stored.pimsAccountSecret).toBe('s3cret');
      expect(await audits('UpdateLocation')).toBe(before + 1);
      const [row] = await db().select().from(t.auditLog).where(eq(t.auditLog.operation, 'UpdateLocation')).orderBy(t.auditLog.id);
      expect(JSON.stringify(row.after)).not.toContain('s3cret');

      const replaced = await gql(UpdateLocationDocument, { updateLocationId: SUMMIT, input: { pimsAccountSecret: 'n3w' } }, tokens.support);
      expect(replaced.errors).toBeUndefined();
      // Stored sealed (AES-256-GCM), never as sent; it opens to what support typed; answers and audit never carry it.
      const sealed = (await db().select().from(t.locations).where(eq(t.locations.id, 3)))[0].pimsAccountSecret!;
      expect(isSealed(sealed)).toBe(true);
      expect(sealed).not.toContain('n3w');
      expect(openSecret(sealed)).toBe('n3w');
      expect(JSON.stringify(replaced)).not.toContain('n3w');
      const [replacedAudit] = await db().select().from(t.auditLog).where(eq(t.auditLog.operation, 'UpdateLocation')).orderBy(desc(t.auditLog.id)).limit(1);
      expect(JSON.stringify(replacedAudit)).not.toContain('n3w');
      expect(JSON.stringify(replacedAudit)).not.toContain(sealed);
      // Sending the same secret again keeps the stored one (compared open).
      await gql(UpdateLocationDocument, { updateLocationId: SUMMIT, input: { pimsAccountSecret: 'n3w' } }, tokens.support);
      expect((await db().select().from(t.locations).where(eq(t.locations.id, 3)))[0].pimsAccountSecret).toBe(sealed);
      const cleared = await gql(UpdateLocationDocument, { updateLocationId: SUMMIT, input: { pimsAccountSecret: null } }, tokens.support);
      expect(cleared.data.updateLocation.isPimsAccountSecretSet).toBe(false);
      const tooLong = await gql(UpdateLocationDocument, { updateLocationId: SUMMIT, input: { pimsAccountSecret: 'x'.repeat(201) } }, tokens.support);
      expect(tooLong.errors?.[0]?.extensions?.fields).toEqual({ pimsAccountSecret: 'Must be 200 characters or fewer' });
    });

    it('refuses an invalid edit with the spec messages and writes nothing', async () => {
      const riverside = await readLocation(RIVERSIDE);
      const before = await rows(t.auditLog);
      const r = await gql(
        UpdateLocationDocument,
        { updateLocationId: RIVERSIDE, input: { ...updateInputOf(riverside), name: '', website: 'nope', locationPhones: [], locationAddresses: [] } },
        tokens.support,
      );
      expect(r.errors?.[0]?.extensions?.fields).toEqual({
        name: 'This field is required',
        website: 'This field must be a valid url.',
        locationPhones: 'At least 1 phone number is required',
        locationAddresses: 'Please enter at least 1 address',
      });
      expect(await rows(t.auditLog)).toBe(before);
      expect((await readLocation(RIVERSIDE)).name).toBe('Riverside Veterinary Clinic');
    });

    it('a practice admin edits their own location, but not its e-mail, pharmacies or PIMS settings', async () => {
      const maple = await readLocation(MAPLE);
      const ok = await gql(UpdateLocationDocument, { updateLocationId: MAPLE, input: { ...updateInputOf(maple), website: 'maplegrove.example.com' } }, tokens.admin);
      expect(ok.errors).toBeUndefined();
      expect(ok.data.updateLocation.website).toBe('maplegrove.example.com');
      const before = await rows(t.auditLog);
      const email = await gql(UpdateLocationDocument, { updateLocationId: MAPLE, input: { emailAddress: 'new@maple.example.com' } }, tokens.admin);
      expect(email.errors?.[0]?.extensions?.fields).toEqual({ emailAddress: 'Only support users can change this e-mail address.' });
      const pharmacies = await gql(UpdateLocationDocument, { updateLocationId: MAPLE, input: { pharmacyCodes: ['NWVD'] } }, tokens.admin);
      expect(pharmacies.errors?.[0]?.extensions?.fields).toEqual({ pharmacyCodes: 'Only support users can change the pharmacies.' });
      const pims = await gql(UpdateLocationDocument, { updateLocationId: MAPLE, input: { pimsConnectionType: 'VETSPIRE', isEnabledForWriteback: false } }, tokens.admin);
      expect(pims.errors?.[0]?.extensions?.fields).toEqual({
        pimsConnectionType: 'Only support users can change PIMS settings.',
        isEnabledForWriteback: 'Only support users can change PIMS settings.',
      });
      expect(await rows(t.auditLog)).toBe(before);
    });

    it('refuses a role without Practice Settings (FORBIDDEN) and another location (NOT_FOUND)', async () => {
      const maple = await readLocation(MAPLE);
      const byVet = await gql(UpdateLocationDocument, { updateLocationId: MAPLE, input: updateInputOf(maple) }, tokens.vet);
      expect(code(byVet)).toBe('FORBIDDEN');
      expect(byVet.errors?.[0]?.message).toBe('Your role does not allow this change.');
      const [lakeview] = await db().select().from(t.locations).where(eq(t.locations.name, 'Lakeview Clinic'));
      const foreign = await gql(UpdateLocationDocument, { updateLocationId: String(lakeview.id), input: { name: 'Mine now' } }, tokens.admin);
      expect(code(foreign)).toBe('NOT_FOUND');
      expect((await db().select().from(t.locations).where(eq(t.locations.id, lakeview.id)))[0].name).toBe('Lakeview Clinic');
    });
  });

  describe('writeback switch', () => {
    it('is support-only and needs a PIMS account id', async () => {
      const before = await audits('UpdateLocationWritebackEnabled');
      const noAccount = await gql(UpdateLocationWritebackEnabledDocument, { id: RIVERSIDE, isEnabledForWriteback: true }, tokens.support);
      expect(code(noAccount)).toBe('BAD_USER_INPUT');
      expect(noAccount.errors?.[0]?.extensions?.fields).toEqual({ isEnabledForWriteback: 'Writeback needs a PIMS account id.' });
      const byAdmin = await gql(UpdateLocationWritebackEnabledDocument, { id: SUMMIT, isEnabledForWriteback: true }, tokens.admin);
      expect(code(byAdmin)).toBe('FORBIDDEN');
      expect(await audits('UpdateLocationWritebackEnabled')).toBe(before);

      const on = await gql(UpdateLocationWritebackEnabledDocument, { id: SUMMIT, isEnabledForWriteback: true }, tokens.support);
      expect(on.data.updateLocationWritebackEnabled.isEnabledForWriteback).toBe(true);
      const off = await gql(UpdateLocationWritebackEnabledDocument, { id: SUMMIT, isEnabledForWriteback: false }, tokens.support);
      expect(off.data.updateLocationWritebackEnabled.isEnabledForWriteback).toBe(false);
      expect(await audits('UpdateLocationWritebackEnabled')).toBe(before + 2);
      const disableWithout = await gql(UpdateLocationWritebackEnabledDocument, { id: RIVERSIDE, isEnabledForWriteback: false }, tokens.support);
      expect(disableWithout.errors).toBeUndefined();
    });
  });
});
