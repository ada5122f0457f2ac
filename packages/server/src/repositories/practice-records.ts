/**
 * What the sandbox PIMS reads of a practice: the location behind a PIMS account and its clients,
 * phones, addresses and patients (fixtures' `PracticeRecords`). Only a location with PIMS on (the
 * location and its organization) and this account id and connection type has records; any other
 * account has none. Read-only; not caller-bound (the sandbox PIMS answers any account's caller, as a
 * real PIMS would). pims/practice-records.ts re-exports it where the PIMS adapters look for it.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { isPimsEnabled, postalAddress, toConnectionType } from '@vetrx/core/common';
import type { PracticeRecords } from '@vetrx/fixtures';
import type { DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import type { PimsAccount } from '../pims/adapter.js';

/** Loads the records behind an account; null when no PIMS location has it. */
export type PracticeSource = (account: PimsAccount) => Promise<PracticeRecords | null>;

/** The location with PIMS on whose account this is (the lowest id when several share it), with its organization. */
export async function pimsLocationOf(db: DbOrTx, account: { pimsAccountId: string; pimsConnectionType: string }) {
  const type = toConnectionType(account.pimsConnectionType);
  if (!type) return null;
  const rows = await db
    .select({ location: t.locations, organization: t.organizations })
    .from(t.locations)
    .leftJoin(t.organizations, eq(t.organizations.id, t.locations.organizationId))
    .where(eq(t.locations.pimsAccountId, account.pimsAccountId.trim()))
    .orderBy(asc(t.locations.id));
  return (
    rows.find(
      (r) =>
        toConnectionType(r.location.pimsConnectionType) === type &&
        isPimsEnabled({ isPimsEnabled: r.location.isPimsEnabled, organization: { isPIMSEnabled: r.organization?.isPimsEnabled ?? false } }),
    ) ?? null
  );
}

/**
 * The practice records of the account's location, read from the database (every client of the
 * location, its phones and addresses with their types, its patients through active links).
 *
 * @example
 * const records = await practiceSource(db)({ pimsAccountId: 'ezyvet-acct-30417', pimsConnectionType: 'EZYVET', pimsAccountSecret: null });
 */
export function practiceSource(db: DbOrTx): PracticeSource {
  return async (account) => {
    const found = await pimsLocationOf(db, account);
    if (!found) return null;
    const { location } = found;
    const [address] = await db
      .select()
      .from(t.locationAddresses)
      .where(and(eq(t.locationAddresses.locationId, location.id), eq(t.locationAddresses.isActive, true)))
      .orderBy(asc(t.locationAddresses.id))
      .limit(1);
    const clients = await db.select().from(t.locationClients).where(eq(t.locationClients.locationId, location.id));
    const ids = clients.map((c) => c.id);
    const [phones, addresses, links, phoneTypes, allergies] = ids.length
      ? await Promise.all([
          db.select().from(t.locationClientPhones).where(inArray(t.locationClientPhones.locationClientId, ids)).orderBy(asc(t.locationClientPhones.id)),
          db.select().from(t.locationClientAddresses).where(inArray(t.locationClientAddresses.locationClientId, ids)).orderBy(asc(t.locationClientAddresses.id)),
          db
            .select({ link: t.locationPatientClients, patient: t.locationPatients })
            .from(t.locationPatientClients)
            .innerJoin(t.locationPatients, eq(t.locationPatients.id, t.locationPatientClients.locationPatientId))
            .where(and(inArray(t.locationPatientClients.locationClientId, ids), eq(t.locationPatientClients.isActive, true)))
            .orderBy(asc(t.locationPatients.id)),
          db.select().from(t.phoneTypes),
          db.select().from(t.allergies),
        ])
      : [[], [], [], [], []];
    const phoneType = new Map(phoneTypes.map((p) => [p.id, p.description]));
    const allergy = new Map(allergies.map((a) => [a.code, a.name]));
    const group = <T, K>(rows: T[], key: (r: T) => K) => {
      const m = new Map<K, T[]>();
      for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
      return m;
    };
    const phonesBy = group(phones, (p) => p.locationClientId);
    const addressesBy = group(addresses, (a) => a.locationClientId);
    const linksBy = group(links, (l) => l.link.locationClientId);
    return {
      location: {
        id: location.id,
        name: location.name,
        pimsAccountId: account.pimsAccountId,
        pimsConnectionType: toConnectionType(location.pimsConnectionType) ?? account.pimsConnectionType,
        city: address?.city ?? '',
        state: address?.state ?? '',
        zip: address?.zip ?? '',
      },
      clients: clients.map((c) => ({
        id: c.id,
        uuid: c.uuid,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        isActive: c.isActive,
        isOfficeUse: c.isOfficeUse,
        pimsId: c.pimsId,
        pimsProviderId: c.pimsProviderId,
        phones: (phonesBy.get(c.id) ?? []).map((p) => ({
          phoneNumber: p.phoneNumber,
          phoneType: p.phoneTypeId === null ? null : (phoneType.get(p.phoneTypeId) ?? null),
          isActive: p.isActive,
          isPrimary: p.isPrimary === true,
        })),
        addresses: (addressesBy.get(c.id) ?? []).map((a) => ({
          ...postalAddress(a),
          isActive: a.isActive,
        })),
        patients: (linksBy.get(c.id) ?? []).map(({ patient: p }) => ({
          id: p.id,
          uuid: p.uuid,
          name: p.name,
          speciesCode: p.speciesCode,
          breedCode: p.breedCode,
          gender: p.gender,
          birthdate: p.birthdate,
          weight: p.weight,
          weightUnit: p.weightUnit,
          isActive: p.isActive,
          isDeceased: p.isDeceased,
          deceasedDate: p.deceasedDate,
          pimsId: p.pimsId,
          pimsProviderId: p.pimsProviderId,
          createdAt: p.createdAt,
          allergies: p.allergies.map((code) => allergy.get(code) ?? code),
        })),
      })),
    };
  };
}
