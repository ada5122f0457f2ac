/**
 * Practice setup persistence (administration-and-access.md §2.4, §2.5, §7): the support area's location
 * and organization queries, the contact lists (phones, addresses, pharmacies) written by the location
 * and organization forms, role modules, and the office-use client. Callers check access first (support,
 * `ctx.requireLocation`, the role's module); every write takes the mutation's transaction.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MenuContext } from '@vetrx/core/access';
import { OFFICE_USE_NAME, officeUseClientValues, withParentModules } from '@vetrx/core/admin';
import { featuresFromList, phoneDigits, postalAddress } from '@vetrx/core/common';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { likePattern } from './clients.js';

export type ActiveFilter = 'active' | 'all' | 'non_active';
export type LocationRow = typeof t.locations.$inferSelect;
export type OrganizationRow = typeof t.organizations.$inferSelect;

/** Largest page the support lists answer (admin §9: the global page-size constant). */
export const ADMIN_MAX_TAKE = 500;

export interface LocationListQuery {
  filter?: string | null;
  activeFilterType?: ActiveFilter | null;
  includeOrganization?: boolean | null;
  organizationId?: number | null;
  feature?: string | null;
}

/** The WHERE of the support location list: name (and organization name), active state, organization, feature. */
function locationConditions(q: LocationListQuery): SQL | undefined {
  const l = t.locations;
  const conditions: (SQL | undefined)[] = [];
  const filter = q.filter?.trim();
  if (filter) {
    const pattern = likePattern(filter);
    conditions.push(
      q.includeOrganization
        ? sql`(lower(${l.name}) like ${pattern} or lower(${t.organizations.name}) like ${pattern})`
        : sql`lower(${l.name}) like ${pattern}`,
    );
  }
  if (q.activeFilterType === 'active') conditions.push(eq(l.isActive, true));
  if (q.activeFilterType === 'non_active') conditions.push(eq(l.isActive, false));
  if (q.organizationId != null) conditions.push(eq(l.organizationId, q.organizationId));
  if (q.feature) {
    conditions.push(sql`exists (select 1 from ${t.locationFeatures} f where f.location_id = ${l.id} and f.feature = ${q.feature} and f.enabled)`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Locations for the support area, ordered by organization name (a location without one by its own
 * name), then location name: the practice search keeps the groups in this order.
 */
export async function listLocations(db: DbOrTx, q: LocationListQuery & { skip?: number | null; take?: number | null }): Promise<LocationRow[]> {
  const rows = await db
    .select({ location: t.locations })
    .from(t.locations)
    .leftJoin(t.organizations, eq(t.organizations.id, t.locations.organizationId))
    .where(locationConditions(q))
    .orderBy(sql`lower(coalesce(${t.organizations.name}, ${t.locations.name}))`, sql`lower(${t.locations.name})`, asc(t.locations.id))
    .limit(Math.min(Math.max(q.take ?? ADMIN_MAX_TAKE, 0), ADMIN_MAX_TAKE))
    .offset(Math.max(q.skip ?? 0, 0));
  return rows.map((r) => r.location);
}

/** How many locations the same conditions match (LocationCount). */
export async function countLocations(db: DbOrTx, q: LocationListQuery): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(t.locations)
    .leftJoin(t.organizations, eq(t.organizations.id, t.locations.organizationId))
    .where(locationConditions(q));
  return Number(n);
}

/** Organizations by name for the support area. */
export async function listOrganizations(
  db: DbOrTx,
  q: { filter?: string | null; activeFilterType?: ActiveFilter | null; skip?: number | null; take?: number | null },
): Promise<OrganizationRow[]> {
  const o = t.organizations;
  const filter = q.filter?.trim();
  return db
    .select()
    .from(o)
    .where(
      and(
        filter ? sql`lower(${o.name}) like ${likePattern(filter)}` : undefined,
        q.activeFilterType === 'active' ? eq(o.isActive, true) : q.activeFilterType === 'non_active' ? eq(o.isActive, false) : undefined,
      ),
    )
    .orderBy(sql`lower(${o.name})`, asc(o.id))
    .limit(Math.min(Math.max(q.take ?? ADMIN_MAX_TAKE, 0), ADMIN_MAX_TAKE))
    .offset(Math.max(q.skip ?? 0, 0));
}

/** A phone of a validated write payload. */
export interface PhoneWrite {
  uuid: string | null;
  phoneTypeId: string | number;
  phoneNumber: string;
}

/** An address of a validated write payload. */
export interface AddressWrite {
  uuid: string | null;
  addressTypeId: string | number | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
}

type ContactTable = typeof t.locationPhones | typeof t.organizationPhones | typeof t.locationAddresses | typeof t.organizationAddresses;

/**
 * Writes a phone or address list of an owner: rows named by uuid are updated (and reactivated), new
 * ones inserted, and stored rows missing from the list deactivated (kept for the record).
 */
async function syncList<W extends { uuid: string | null }>(
  tx: DbOrTx,
  table: ContactTable,
  ownerColumn: 'locationId' | 'organizationId',
  ownerId: number,
  list: readonly W[],
  values: (w: W) => Record<string, unknown>,
): Promise<void> {
  // Drizzle cannot type one write over a union of four tables: the columns every one of them has, and
  // each caller passes a matching `values`.
  const tbl = table as unknown as PgTable & { id: PgColumn } & Record<typeof ownerColumn, PgColumn>;
  const stored = (await tx.select().from(tbl).where(eq(tbl[ownerColumn], ownerId))) as { id: number; uuid: string }[];
  const byUuid = new Map(stored.map((r) => [r.uuid, r]));
  const kept = new Set<number>();
  for (const item of list) {
    const row = item.uuid ? byUuid.get(item.uuid) : undefined;
    if (row && !kept.has(row.id)) {
      kept.add(row.id);
      await tx.update(tbl).set({ ...values(item), isActive: true }).where(eq(tbl.id, row.id));
    } else {
      await tx.insert(tbl).values({ ...values(item), [ownerColumn]: ownerId, isActive: true });
    }
  }
  const dropped = stored.filter((r) => !kept.has(r.id)).map((r) => r.id);
  if (dropped.length) await tx.update(tbl).set({ isActive: false }).where(inArray(tbl.id, dropped));
}

const phoneValues = (p: PhoneWrite) => ({ phoneTypeId: Number(p.phoneTypeId), phoneNumber: p.phoneNumber });
const addressValues = (a: AddressWrite) => ({
  addressTypeId: a.addressTypeId == null ? null : Number(a.addressTypeId),
  ...postalAddress(a),
});

/** Writes a location's phones and addresses. */
export async function syncLocationContacts(tx: DbOrTx, locationId: number, phones: readonly PhoneWrite[], addresses: readonly AddressWrite[]): Promise<void> {
  await syncList(tx, t.locationPhones, 'locationId', locationId, phones, phoneValues);
  await syncList(tx, t.locationAddresses, 'locationId', locationId, addresses, addressValues);
}

/** Writes an organization's phones and addresses. */
export async function syncOrganizationContacts(tx: DbOrTx, organizationId: number, phones: readonly PhoneWrite[], addresses: readonly AddressWrite[]): Promise<void> {
  await syncList(tx, t.organizationPhones, 'organizationId', organizationId, phones, phoneValues);
  await syncList(tx, t.organizationAddresses, 'organizationId', organizationId, addresses, addressValues);
}

/** The pharmacy codes of the list that are not known pharmacies. */
export async function unknownPharmacyCodes(db: DbOrTx, codes: readonly string[]): Promise<string[]> {
  if (!codes.length) return [];
  const known = new Set((await db.select({ code: t.pharmacies.code }).from(t.pharmacies).where(inArray(t.pharmacies.code, [...codes]))).map((r) => r.code));
  return codes.filter((c) => !known.has(c));
}

/** Replaces a location's pharmacies; the first code is the primary one. */
export async function setLocationPharmacies(tx: DbOrTx, locationId: number, codes: readonly string[]): Promise<void> {
  await tx.delete(t.locationPharmacies).where(eq(t.locationPharmacies.locationId, locationId));
  if (codes.length) await tx.insert(t.locationPharmacies).values(codes.map((pharmacyCode, i) => ({ locationId, pharmacyCode, isPrimary: i === 0 })));
}

/** Replaces an organization's pharmacies; the first code is the primary one. */
export async function setOrganizationPharmacies(tx: DbOrTx, organizationId: number, codes: readonly string[]): Promise<void> {
  await tx.delete(t.organizationPharmacies).where(eq(t.organizationPharmacies.organizationId, organizationId));
  if (codes.length) await tx.insert(t.organizationPharmacies).values(codes.map((pharmacyCode, i) => ({ organizationId, pharmacyCode, isPrimary: i === 0 })));
}

/** Pharmacy codes of a location, the primary first. */
export async function locationPharmacyCodes(db: DbOrTx, locationId: number): Promise<string[]> {
  const rows = await db.select().from(t.locationPharmacies).where(eq(t.locationPharmacies.locationId, locationId));
  return rows.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.pharmacyCode.localeCompare(b.pharmacyCode)).map((r) => r.pharmacyCode);
}

/** Pharmacy codes of an organization, the primary first. */
export async function organizationPharmacyCodes(db: DbOrTx, organizationId: number): Promise<string[]> {
  const rows = await db.select().from(t.organizationPharmacies).where(eq(t.organizationPharmacies.organizationId, organizationId));
  return rows.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.pharmacyCode.localeCompare(b.pharmacyCode)).map((r) => r.pharmacyCode);
}

/**
 * A location with its active phones, addresses and pharmacy codes, for audit rows and comparisons;
 * `readable` keeps the read to the caller's locations in its statement.
 */
export async function locationSnapshot(db: DbOrTx, locationId: number, readable?: SQL) {
  const [location] = await db.select().from(t.locations).where(and(eq(t.locations.id, locationId), readable));
  if (!location) return null;
  const [phones, addresses, pharmacyCodes] = await Promise.all([
    db.select().from(t.locationPhones).where(and(eq(t.locationPhones.locationId, locationId), eq(t.locationPhones.isActive, true))),
    db.select().from(t.locationAddresses).where(and(eq(t.locationAddresses.locationId, locationId), eq(t.locationAddresses.isActive, true))),
    locationPharmacyCodes(db, locationId),
  ]);
  const { pimsAccountSecret, ...rest } = location;
  return { location, audit: { ...rest, isPimsAccountSecretSet: Boolean(pimsAccountSecret), phones, addresses, pharmacyCodes } };
}

/** An organization with its active phones, addresses and pharmacy codes, for audit rows. */
export async function organizationSnapshot(db: DbOrTx, organizationId: number) {
  const [organization] = await db.select().from(t.organizations).where(eq(t.organizations.id, organizationId));
  if (!organization) return null;
  const [phones, addresses, pharmacyCodes] = await Promise.all([
    db.select().from(t.organizationPhones).where(and(eq(t.organizationPhones.organizationId, organizationId), eq(t.organizationPhones.isActive, true))),
    db.select().from(t.organizationAddresses).where(and(eq(t.organizationAddresses.organizationId, organizationId), eq(t.organizationAddresses.isActive, true))),
    organizationPharmacyCodes(db, organizationId),
  ]);
  return { organization, audit: { ...organization, phones, addresses, pharmacyCodes } };
}

/** Every module (for the role module closure and module checks). */
export function allModules(db: DbOrTx) {
  return db.select().from(t.modules).orderBy(asc(t.modules.orderBy), asc(t.modules.id));
}

/** The module ids to store for a role: the known ones, closed over parents (core's withParentModules). */
export async function roleModuleIds(db: DbOrTx, requested: readonly (string | number)[]): Promise<number[]> {
  const modules = await allModules(db);
  return withParentModules(requested, modules).map(Number);
}

/** Stores a role's module selection: selected links active (inserted when new), others inactive. */
export async function setRoleModules(tx: DbOrTx, roleId: number, moduleIds: readonly number[]): Promise<void> {
  const stored = await tx.select().from(t.rolesModules).where(eq(t.rolesModules.roleId, roleId));
  const wanted = new Set(moduleIds);
  for (const row of stored) {
    const active = wanted.has(row.moduleId);
    if (row.isActive !== active) await tx.update(t.rolesModules).set({ isActive: active }).where(eq(t.rolesModules.id, row.id));
    wanted.delete(row.moduleId);
  }
  if (wanted.size) await tx.insert(t.rolesModules).values([...wanted].map((moduleId) => ({ roleId, moduleId, isActive: true })));
}

/**
 * The menu context of a role at a location, as the web builds it from Me: the role's assignments with
 * each module's children, the location's flags and features. Core's `canUseModule` reads it.
 */
export async function roleMenuContext(db: DbOrTx, roleId: number, location: LocationRow, features: Set<string>): Promise<MenuContext> {
  const [assignments, modules, organization] = await Promise.all([
    db.select().from(t.rolesModules).where(eq(t.rolesModules.roleId, roleId)),
    allModules(db),
    location.organizationId ? db.select().from(t.organizations).where(eq(t.organizations.id, location.organizationId)) : Promise.resolve([]),
  ]);
  const byId = new Map(modules.map((m) => [m.id, m]));
  return {
    roleId,
    rolesModules: assignments
      .filter((a) => byId.has(a.moduleId))
      .map((a) => {
        const module = byId.get(a.moduleId)!;
        return { isActive: a.isActive, module: { ...module, childModules: modules.filter((c) => c.parentModuleId === module.id) } };
      }),
    location: {
      isOfficeUseEnabled: location.isOfficeUseEnabled,
      isPimsEnabled: location.isPimsEnabled,
      organization: organization[0] ? { isPIMSEnabled: organization[0].isPimsEnabled } : null,
    },
    features: featuresFromList([...features]),
  };
}

/** The location's active office-use client, if any. */
export async function findOfficeUseClient(db: DbOrTx, locationId: number) {
  const [row] = await db
    .select()
    .from(t.locationClients)
    .where(and(eq(t.locationClients.locationId, locationId), eq(t.locationClients.isOfficeUse, true), eq(t.locationClients.isActive, true)))
    .orderBy(asc(t.locationClients.id))
    .limit(1);
  return row ?? null;
}

/** The active office-use patient of an office-use client (its primary active link first), if any. */
export async function findOfficeUsePatient(db: DbOrTx, locationClientId: number) {
  const [row] = await db
    .select({ patient: t.locationPatients })
    .from(t.locationPatientClients)
    .innerJoin(t.locationPatients, eq(t.locationPatients.id, t.locationPatientClients.locationPatientId))
    .where(
      and(
        eq(t.locationPatientClients.locationClientId, locationClientId),
        eq(t.locationPatientClients.isActive, true),
        eq(t.locationPatients.isOfficeUse, true),
        eq(t.locationPatients.isActive, true),
      ),
    )
    .orderBy(desc(t.locationPatientClients.isPrimary), asc(t.locationPatientClients.id))
    .limit(1);
  return row?.patient ?? null;
}

/** The location's office-use client and its office-use patient, as stored (either may be missing). */
export async function findOfficeUseParty(db: DbOrTx, locationId: number) {
  const client = await findOfficeUseClient(db, locationId);
  return { client, patient: client ? await findOfficeUsePatient(db, client.id) : null };
}

/**
 * The location's office-use client and patient, creating what is missing in the caller's transaction
 * (admin §2.5: "created automatically if missing"). Concurrent first uses are serialised
 * on the location row, so one client and one patient are made. `created` tells whether anything was
 * written; `null` when the location does not exist.
 */
export async function ensureOfficeUseParty(tx: DbOrTx, locationId: number) {
  const found = await findOfficeUseParty(tx, locationId);
  if (found.client && found.patient) return { client: found.client, patient: found.patient, created: false };
  const [location] = await tx.select().from(t.locations).where(eq(t.locations.id, locationId)).for('update');
  if (!location) return null;
  const again = await findOfficeUseParty(tx, locationId);
  if (again.client && again.patient) return { client: again.client, patient: again.patient, created: false };
  if (again.client) return { client: again.client, patient: await createOfficeUsePatient(tx, location, again.client.id), created: true };
  return { ...(await createOfficeUseClient(tx, location)), created: true };
}

/** Creates the office-use patient 'Office Use' of an office-use client, linked as its primary patient. */
async function createOfficeUsePatient(tx: DbOrTx, location: LocationRow, locationClientId: number) {
  const [patient] = await tx
    .insert(t.locationPatients)
    .values({ locationId: location.id, name: OFFICE_USE_NAME, isActive: true, isOfficeUse: true })
    .returning();
  await tx.insert(t.locationPatientClients).values({ locationPatientId: patient.id, locationClientId, isActive: true, isPrimary: true });
  return patient;
}

/**
 * Creates the location's office-use client (name, e-mail, phones and office address of the location —
 * core's officeUseClientValues) and its office-use patient, linked as primary.
 */
export async function createOfficeUseClient(tx: DbOrTx, location: LocationRow) {
  const [phones, addresses, phoneTypes, addressTypes] = await Promise.all([
    tx.select().from(t.locationPhones).where(eq(t.locationPhones.locationId, location.id)),
    tx.select().from(t.locationAddresses).where(eq(t.locationAddresses.locationId, location.id)),
    tx.select().from(t.phoneTypes),
    tx.select().from(t.addressTypes),
  ]);
  const officeId = (list: { id: number; description: string }[]) => list.find((x) => x.description.toLowerCase() === 'office')?.id ?? null;
  const values = officeUseClientValues(
    { name: location.name, emailAddress: location.emailAddress, locationPhones: phones, locationAddresses: addresses },
    { phone: officeId(phoneTypes), address: officeId(addressTypes) },
  );
  const [client] = await tx
    .insert(t.locationClients)
    .values({
      locationId: location.id,
      organizationId: location.organizationId,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      isActive: true,
      isOfficeUse: true,
    })
    .returning();
  if (values.phones.length) {
    await tx.insert(t.locationClientPhones).values(
      values.phones.map((p) => ({
        locationClientId: client.id,
        phoneTypeId: p.phoneTypeId == null ? null : Number(p.phoneTypeId),
        phoneNumber: p.phoneNumber,
        phoneDigits: phoneDigits(p.phoneNumber),
        isActive: true,
        isPrimary: p.isPrimary,
      })),
    );
  }
  if (values.address) {
    await tx.insert(t.locationClientAddresses).values({
      ...values.address,
      addressTypeId: values.address.addressTypeId == null ? null : Number(values.address.addressTypeId),
      locationClientId: client.id,
      isActive: true,
    });
  }
  const patient = await createOfficeUsePatient(tx, location, client.id);
  return { client, patient };
}
