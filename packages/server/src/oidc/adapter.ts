import type { Db } from '../db/client.js';
import {
  consumeOidcPayload,
  deleteExpiredOidcPayloads,
  deleteGrantRow,
  deleteOidcPayload,
  deleteOidcPayloadsOfGrant,
  findOidcPayload,
  upsertOidcPayload,
  type OidcPayloadKey,
} from '../repositories/oidc-payloads.js';
import { endGrantWrite } from './grants.js';

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
      await upsertOidcPayload(db, row);
      if (Math.random() < 0.02) {
        await deleteExpiredOidcPayloads(db);
      }
    }

    async findBy(key: OidcPayloadKey, value: string): Promise<Payload | undefined> {
      const row = await findOidcPayload(db, this.type, key, value);
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() < Date.now()) return undefined;
      return {
        ...(row.payload as Payload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findBy('id', id);
    }

    findByUserCode(userCode: string) {
      return this.findBy('userCode', userCode);
    }

    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await consumeOidcPayload(db, this.type, id);
    }

    async destroy(id: string): Promise<void> {
      // A grant ends (sign-out, a refresh token used twice): every instance hears it.
      if (this.type === 'Grant') return endGrantWrite(db, (tx) => deleteGrantRow(tx, id));
      await deleteOidcPayload(db, this.type, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await deleteOidcPayloadsOfGrant(db, grantId);
    }
  };
}
