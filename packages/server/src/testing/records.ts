/**
 * Lookups of demo records that integration tests share: a location user by username (or as Me lists
 * it), an active dog of an active client that any ordinary product suits, a product by family name;
 * and the draft a vet leaves on a request.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { MeDocument } from '@vetrx/core/operations/Me';
import type { DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { inMonths } from './dates.js';
import type { TestServer } from './harness.js';

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

/** The signed-in user's location user at a location, as Me answers it to that user. */
export async function myLocationUser(s: TestServer, token: string, locationId: number | string): Promise<{ id: string; uuid: string }> {
  const me = await s.gql(MeDocument.toString(), {}, { token });
  const lu = (me.data?.me.user.locationsUsers as Array<{ id: string; uuid: string; locationId: string }> | undefined)?.find((x) => x.locationId === String(locationId));
  if (!lu) throw new Error(`The signed-in user has no location user at location ${locationId}`);
  return lu;
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

/**
 * Pending, unarchived approval requests at a location for plain Rx products (active, not controlled,
 * not compound) of active patients, oldest first; `withoutDraft`, only those without a prescription.
 */
export async function plainPendingTasks(db: DbOrTx, locationId: number, n: number, opts: { withoutDraft?: boolean } = {}) {
  return db
    .select({ task: t.prescriptionTasks, product: t.products })
    .from(t.prescriptionTasks)
    .innerJoin(t.products, eq(t.products.id, t.prescriptionTasks.productId))
    .innerJoin(t.locationPatients, eq(t.locationPatients.id, t.prescriptionTasks.locationPatientId))
    .where(
      and(
        eq(t.prescriptionTasks.locationId, locationId),
        eq(t.prescriptionTasks.status, 'PENDING'),
        eq(t.prescriptionTasks.type, 'approval'),
        eq(t.prescriptionTasks.archived, false),
        eq(t.products.isControlled, false),
        eq(t.products.compound, false),
        eq(t.products.isActive, true),
        eq(t.products.productApprovalType, 'Rx'),
        eq(t.locationPatients.isActive, true),
        ...(opts.withoutDraft ? [isNull(t.prescriptionTasks.prescriptionId)] : []),
      ),
    )
    .orderBy(t.prescriptionTasks.id)
    .limit(n);
}

/**
 * Gives a request a complete draft prescription signed by `vetLocationUserId` (one pack, once daily
 * with food) and attaches it to the request, as a vet's saved draft on the approval card does.
 * Returns the draft's id.
 */
export async function attachDraft(
  db: DbOrTx,
  task: Pick<typeof t.prescriptionTasks.$inferSelect, 'id' | 'locationId' | 'locationClientId' | 'locationPatientId' | 'productId'>,
  opts: { vetLocationUserId: number; refills: number },
): Promise<number> {
  const [draft] = await db
    .insert(t.prescriptions)
    .values({
      locationId: task.locationId,
      locationClientId: task.locationClientId,
      locationPatientId: task.locationPatientId,
      productId: task.productId,
      rxStatusCode: 'Draft',
      directions: 'Give 1 tablet by mouth once daily with food.',
      unitPerFill: await productPack(db, task.productId),
      refills: opts.refills,
      authorizingVetLocationUserId: opts.vetLocationUserId,
    })
    .returning();
  await db.update(t.prescriptionTasks).set({ prescriptionId: draft.id }).where(eq(t.prescriptionTasks.id, task.id));
  return draft.id;
}

/**
 * An AddPrescription input: the vet's Gabapentin prescription (one pack, every 12 hours, one refill,
 * expiring in five months) for the first active dog at a location (`plain`: see {@link activeDog}).
 */
export async function gabapentinInput(db: DbOrTx, locationId: number, opts: { plain?: boolean } = {}): Promise<Record<string, unknown>> {
  const dog = await activeDog(db, locationId, opts);
  const product = await activeProduct(db, 'Gabapentin');
  return {
    locationId: String(locationId),
    locationClientId: String(dog.client),
    locationPatientId: String(dog.patient),
    productId: String(product.id),
    unitPerFill: product.pack,
    directions: 'Give 1 capsule by mouth every 12 hours.',
    refills: 1,
    prnFlag: false,
    prescExpiryDate: inMonths(5),
    authorizingVet: String(await locationUserId(db, 'vet@demo.vetrx.dev', locationId)),
    notifyClientDate: inMonths(0),
  };
}
