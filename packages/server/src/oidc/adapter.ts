import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oidcPayloads } from '../db/schema/index.js';
import { deleteGrantRow, endGrantWrite } from './grants.js';

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'ClientCredentials',
  'BackchannelAuthenticationRequest',
]);

/**
 * oidc-provider storage adapter over our database (table oidc_payloads), so sessions, grants and
 * device codes of the embedded development provider survive a restart. Destroying a Grant is shared
 * with the other instances (grants.ts): the API refuses that grant's access tokens on every one.
 */
export function databaseAdapter(db: Db) {
  return class DatabaseAdapter {
    constructor(readonly type: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        id,
        type: this.type,
        payload,
        grantId: GRANTABLE.has(this.type) ? (payload.grantId ?? null) : null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.id, oidcPayloads.type], set: { ...row } });
      if (Math.random() < 0.02) {
        await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
      }
    }

    async findBy(where: ReturnType<typeof eq>): Promise<Payload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), where))
        .limit(1);
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() < Date.now()) return undefined;
      return {
        ...(row.payload as Payload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findBy(eq(oidcPayloads.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findBy(eq(oidcPayloads.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findBy(eq(oidcPayloads.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.type)));
    }

    async destroy(id: string): Promise<void> {
      // A grant ends (sign-out, a refresh token used twice): every instance hears it.
      if (this.type === 'Grant') return endGrantWrite(db, (tx) => deleteGrantRow(tx, id));
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.type)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}
