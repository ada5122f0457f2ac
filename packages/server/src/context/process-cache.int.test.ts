/**
 * The signed-in user's access, the reference lists, catalogue rows and product searches are kept between requests until the next
 * committed write. These tests prove a change made by a mutation is seen by the very
 * next request, that a change the process did not write is seen once a write is noted, and that the
 * cache is in use at all (a change nobody noted is not seen yet).
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { APPLICATION_HEADER, APPLICATION_NAME, LIVE_UPDATES_PATH } from '@vetrx/core/api';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { MeDocument } from '@vetrx/core/operations/Me';
import {
  SearchProductFamiliesDocument,
  type SearchProductFamiliesQuery,
} from '@vetrx/core/operations/SearchProductFamilies';
import { UpdateLocationUserActiveDocument } from '@vetrx/core/operations/UpdateLocationUserActive';
import { UpdateUserDocument } from '@vetrx/core/operations/UpdateUser';
import { HasFeatureDocument } from '@vetrx/core/operations/hasFeature';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { testDatabases, useTestServer } from '../testing/index.js';
import { noteWrite } from '../repositories/process-cache.js';
import { createLoaders } from '../repositories/loaders.js';
import { buildContext } from './context.js';

const MG = LOCATION.mapleGrove;
const RIVERSIDE = LOCATION.riverside;
const SUMMIT = LOCATION.summit;

describe.each(testDatabases())('what the process keeps between requests (%s)', (kind) => {
  const { server: s } = useTestServer(kind);
  const db = () => s.database.db;

  /** A staff user working at Riverside and elsewhere, and their (not primary) Riverside membership. */
  async function multiLocationUser() {
    const rows = await db().execute(sql`select u.username, lu.id as location_user_id from users u
      join location_users lu on lu.user_id = u.id and lu.location_id = ${RIVERSIDE} and lu.is_active and not lu.is_primary
      where u.username = 'staff@demo.vetrx.dev' and (select count(*) from location_users o where o.user_id = u.id and o.is_active) > 1
      order by u.id limit 1`);
    const [row] = (rows as unknown as { rows: Array<{ username: string; location_user_id: number }> }).rows;
    return row;
  }

  it('a membership a mutation deactivates stops working on the next request', async () => {
    const target = await multiLocationUser();
    expect(target).toBeTruthy();
    const token = await s.token(target.username);
    const count = () => s.gql(GetPrescriptionCountDocument.toString(), { locationId: String(RIVERSIDE) }, { token });
    expect((await count()).errors).toBeUndefined();
    expect((await count()).errors).toBeUndefined(); // now served from the kept access
    const admin = await s.token('vetadmin@demo.vetrx.dev');
    const r = await s.gql(UpdateLocationUserActiveDocument.toString(), { id: String(target.location_user_id), isActive: false }, { token: admin });
    expect(r.errors).toBeUndefined();
    const after = await count();
    expect(after.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
  });

  it('a user whose sign-in is disabled through the app is signed out on the very next request, REST included', async () => {
    const username = 'vet2@demo.vetrx.dev';
    const token = await s.token(username);
    const me = () => s.gql(MeDocument.toString(), {}, { token });
    const events = () =>
      fetch(`${s.url}${LIVE_UPDATES_PATH}`, { headers: { authorization: `Bearer ${token}`, [APPLICATION_HEADER]: APPLICATION_NAME } }).then(async (r) => {
        await r.body?.cancel();
        return r.status;
      });
    expect((await me()).data?.me?.user?.username).toBe(username);
    expect((await me()).errors).toBeUndefined(); // served from the kept access
    const [user] = await db().select().from(t.users).where(eq(t.users.username, username));
    const admin = await s.token('vetadmin@demo.vetrx.dev');
    const off = await s.gql(UpdateUserDocument.toString(), { input: { id: String(user.id), isEnabledInOkta: false } }, { token: admin });
    expect(off.errors).toBeUndefined();
    const after = await me();
    expect(after.data?.me ?? null).toBeNull();
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await events()).toBe(401);
    const on = await s.gql(UpdateUserDocument.toString(), { input: { id: String(user.id), isEnabledInOkta: true } }, { token: admin });
    expect(on.errors).toBeUndefined();
    expect((await me()).data?.me?.user?.username).toBe(username);
  });

  it('a change outside the process is seen once a write is noted, and not before (the cache is in use)', async () => {
    const token = await s.token('vet@demo.vetrx.dev');
    const me = async () => (await s.gql(MeDocument.toString(), {}, { token })).data?.me;
    const before = await me();
    expect(before).toBeTruthy();
    const [vet] = await db().select().from(t.users).where(eq(t.users.username, 'vet@demo.vetrx.dev'));
    const [membership] = await db()
      .select()
      .from(t.locationUsers)
      .where(and(eq(t.locationUsers.userId, vet.id), eq(t.locationUsers.locationId, MG)));
    const countAt = () => s.gql(GetPrescriptionCountDocument.toString(), { locationId: String(MG) }, { token });
    expect((await countAt()).errors).toBeUndefined();
    await db().update(t.locationUsers).set({ isActive: false }).where(eq(t.locationUsers.id, membership.id));
    expect((await countAt()).errors).toBeUndefined(); // kept: nobody noted the write
    noteWrite(db());
    expect((await countAt()).errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    await db().update(t.locationUsers).set({ isActive: true }).where(eq(t.locationUsers.id, membership.id));
    noteWrite(db());
    expect((await countAt()).errors).toBeUndefined();
  });

  it("the caller's own user, location, location users, role and features come with their kept access, read again once a write is noted", async () => {
    const token = await s.token('vet@demo.vetrx.dev');
    const mapleGrove = async () => {
      const r = await s.gql(MeDocument.toString(), {}, { token });
      const membership = (r.data?.me.user.locationsUsers as Array<{ locationId: string; location: { name: string }; role: { name: string } }>).find((m) => m.locationId === String(MG));
      return { location: membership?.location.name, role: membership?.role.name };
    };
    const [location] = await db().select().from(t.locations).where(eq(t.locations.id, MG));
    await mapleGrove(); // the access is kept from here on
    try {
      await db().update(t.locations).set({ name: 'Renamed elsewhere' }).where(eq(t.locations.id, MG));
      expect((await mapleGrove()).location).toBe(location.name); // kept with the access: nobody noted the write
      noteWrite(db());
      expect((await mapleGrove()).location).toBe('Renamed elsewhere');
    } finally {
      await db().update(t.locations).set({ name: location.name }).where(eq(t.locations.id, MG));
      noteWrite(db());
    }
    expect(await mapleGrove()).toEqual({ location: location.name, role: expect.any(String) });

    const [vet] = await db().select().from(t.users).where(eq(t.users.username, 'vet@demo.vetrx.dev'));
    // The user of each of their location users (LocationUserFields), loaded by id.
    const firstName = async () => (await s.gql(MeDocument.toString(), {}, { token })).data?.me.user.locationsUsers[0].user.firstName;
    try {
      await db().update(t.users).set({ firstName: 'Renamed' }).where(eq(t.users.id, vet.id));
      expect(await firstName()).toBe(vet.firstName); // kept with the access
      noteWrite(db());
      expect(await firstName()).toBe('Renamed');
    } finally {
      await db().update(t.users).set({ firstName: vet.firstName }).where(eq(t.users.id, vet.id));
      noteWrite(db());
    }

    const feature = 'keptWithAccessTest';
    const has = async () => (await s.gql(HasFeatureDocument.toString(), { feature, locationId: String(MG) }, { token })).data?.hasFeature;
    expect(await has()).toBe(false);
    try {
      await db().insert(t.locationFeatures).values({ locationId: MG, feature, enabled: true });
      expect(await has()).toBe(false); // kept with the access
      noteWrite(db());
      expect(await has()).toBe(true);
    } finally {
      await db().delete(t.locationFeatures).where(and(eq(t.locationFeatures.locationId, MG), eq(t.locationFeatures.feature, feature)));
      noteWrite(db());
    }
  });

  it('with VETRX_ACCESS_CACHE_SECONDS=0 a change written outside the app (SQL by hand) counts on the next request', async () => {
    const username = 'vet@demo.vetrx.dev';
    const identity = { sub: username, username, claims: {} };
    const [vet] = await db().select().from(t.users).where(eq(t.users.username, username));
    const [membership] = await db()
      .select()
      .from(t.locationUsers)
      .where(and(eq(t.locationUsers.userId, vet.id), eq(t.locationUsers.locationId, MG)));
    const worksAt = async (accessCacheSeconds: number) => (await buildContext({ db: db(), identity, accessCacheSeconds })).locationIds.includes(MG);
    expect(await worksAt(30)).toBe(true); // kept from here on
    await db().update(t.locationUsers).set({ isActive: false }).where(eq(t.locationUsers.id, membership.id));
    try {
      expect(await worksAt(30)).toBe(true); // a write nobody announced: the kept access still counts
      expect(await worksAt(0)).toBe(false); // read every request
    } finally {
      await db().update(t.locationUsers).set({ isActive: true }).where(eq(t.locationUsers.id, membership.id));
      noteWrite(db());
    }
    expect(await worksAt(0)).toBe(true);
  });

  it('reference lists are read once, and again after a write', async () => {
    const first = await createLoaders({ db: db(), locationIds: [], supportMode: false, userId: null, ownLocationIds: [] }).reference();
    expect(await createLoaders({ db: db(), locationIds: [], supportMode: false, userId: null, ownLocationIds: [] }).reference()).toBe(first);
    const [row] = await db().select().from(t.phoneTypes).limit(1);
    await db().update(t.phoneTypes).set({ description: 'Renamed type' }).where(eq(t.phoneTypes.id, row.id));
    noteWrite(db());
    const again = await createLoaders({ db: db(), locationIds: [], supportMode: false, userId: null, ownLocationIds: [] }).reference();
    expect(again).not.toBe(first);
    expect(again.phoneTypes.get(row.id)?.description).toBe('Renamed type');
  });

  it('catalogue rows are read once and shared frozen, read again after a write, and read through a mutation\'s transaction', async () => {
    const loaders = (over = db(), tx: object | null = null) => createLoaders({ db: over, tx, locationIds: [], supportMode: false, userId: null, ownLocationIds: [] });
    const [product] = await db().select().from(t.products).limit(1);
    const first = await loaders().product.load(product.id);
    expect(first?.title).toBe(product.title);
    expect(await loaders().product.load(product.id)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(await loaders().product.load(-5)).toBeNull();
    try {
      await db().update(t.products).set({ title: 'Renamed product' }).where(eq(t.products.id, product.id));
      expect((await loaders().product.load(product.id))?.title).toBe(product.title); // kept: nobody noted the write
      await db().transaction(async (tx) => {
        await tx.update(t.products).set({ title: 'Inside the transaction' }).where(eq(t.products.id, product.id));
        expect((await loaders(tx as never, tx).product.load(product.id))?.title).toBe('Inside the transaction');
      });
      expect((await loaders().product.load(product.id))?.title).toBe(product.title); // what the transaction read is not kept
      noteWrite(db());
      expect((await loaders().product.load(product.id))?.title).toBe('Inside the transaction');
    } finally {
      await db().update(t.products).set({ title: product.title }).where(eq(t.products.id, product.id));
      noteWrite(db());
    }
  });

  it("a product search's answer is kept until a write is noted, shared by the same search typed otherwise, computed apart for another location's scope", async () => {
    const token = await s.token('vet@demo.vetrx.dev');
    const names = async (locationId: number, text: string, limit = 10) => {
      const r = await s.gql<SearchProductFamiliesQuery>(SearchProductFamiliesDocument.toString(), { locationId: String(locationId), text, limit }, { token });
      expect(r.errors).toBeUndefined();
      return r.data!.searchProductFamilies.results.map((f) => f.name);
    };
    noteWrite(db()); // nothing an earlier test searched is kept
    expect(await names(MG, 'Gabapentin')).toContain('Gabapentin');
    expect(await names(MG, 'Gabapentin', 50)).toContain('Gabapentin');
    const [family] = await db().select().from(t.productFamilies).where(eq(t.productFamilies.name, 'Gabapentin'));
    try {
      await db().update(t.productFamilies).set({ name: 'Gabapentin Renamed' }).where(eq(t.productFamilies.id, family.id));
      // Kept: nobody noted the write; the same search in other case and spacing is the same answer.
      expect(await names(MG, '  GABAPENTIN ')).toContain('Gabapentin');
      // A page larger than the screens' is never kept: it reads the catalogue again.
      expect(await names(MG, 'Gabapentin', 50)).toContain('Gabapentin Renamed');
      // Summit searches without fuzzy matching and with another price book: its own statement.
      const summit = await names(SUMMIT, 'Gabapentin');
      expect(summit).toContain('Gabapentin Renamed');
      expect(summit).not.toContain('Gabapentin');
      noteWrite(db());
      const after = await names(MG, 'Gabapentin');
      expect(after).toContain('Gabapentin Renamed');
      expect(after).not.toContain('Gabapentin');
    } finally {
      await db().update(t.productFamilies).set({ name: family.name }).where(eq(t.productFamilies.id, family.id));
      noteWrite(db());
    }
  });
});
