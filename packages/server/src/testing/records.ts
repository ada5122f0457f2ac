/**
 * Lookups of demo records that integration tests share: a location user by username, an active dog of
 * an active client that any ordinary product suits, a product by family name.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';

/** The location user id of `username` at a location. */
export async function locationUserId(db: DbOrTx, username: string, locationId: number): Promise<number> {
  const [r] = await db
    .select({ id: t.locationUsers.id })
    .from(t.locationUsers)
    .innerJoin(t.users, eq(t.users.id, t.locationUsers.userId))
    .where(and(eq(t.users.username, username), eq(t.locationUsers.locationId, locationId)));
  if (!r) throw new Error(`${username} has no location user at location ${locationId}`);
  return r.id;
}

/**
 * The first active dog (30–60 lb) of an active client at a location. `plain` also asks for no
 * allergies, health conditions or medications, so that no product conflicts with it.
 */
export async function activeDog(db: DbOrTx, locationId: number, opts: { plain?: boolean } = {}): Promise<{ client: number; patient: number }> {
  const plain = opts.plain
    ? [
        sql`cardinality(${t.locationPatients.allergies}) = 0`,
        sql`cardinality(${t.locationPatients.healthConditions}) = 0`,
        sql`cardinality(${t.locationPatients.medications}) = 0`,
      ]
    : [];
  const [r] = await db
    .select({ client: t.locationClients.id, patient: t.locationPatients.id })
    .from(t.locationPatients)
    .innerJoin(t.locationPatientClients, eq(t.locationPatientClients.locationPatientId, t.locationPatients.id))
    .innerJoin(t.locationClients, eq(t.locationClients.id, t.locationPatientClients.locationClientId))
    .where(
      and(
        eq(t.locationPatients.locationId, locationId),
        eq(t.locationPatients.speciesCode, 'canine'),
        eq(t.locationPatients.isActive, true),
        eq(t.locationClients.isActive, true),
        ...plain,
        sql`${t.locationPatients.weight} between 30 and 60`,
      ),
    )
    .orderBy(t.locationPatients.id)
    .limit(1);
  if (!r) throw new Error(`No active dog at location ${locationId}`);
  return r;
}

/** The first active product of a family (and `where`), with its pack size. */
export async function activeProduct(db: DbOrTx, family: string, where: SQL = sql`true`): Promise<{ id: number; pack: number }> {
  const [r] = await db
    .select({ id: t.products.id, pack: t.products.packsizeQty })
    .from(t.products)
    .innerJoin(t.productFamilies, eq(t.productFamilies.id, t.products.productFamilyId))
    .where(and(eq(t.productFamilies.name, family), eq(t.products.isActive, true), where))
    .orderBy(t.products.id)
    .limit(1);
  if (!r) throw new Error(`No active product of ${family}`);
  return r;
}

/** The pack size of a product. */
export async function productPack(db: DbOrTx, productId: number): Promise<number> {
  const [r] = await db.select({ n: t.products.packsizeQty }).from(t.products).where(eq(t.products.id, productId));
  if (!r) throw new Error(`No product ${productId}`);
  return r.n;
}
