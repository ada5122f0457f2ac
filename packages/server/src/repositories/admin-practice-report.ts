/**
 * The reports page (administration-and-access.md §2.5): signed, short-lived embed tokens and the
 * figures of a location's report.
 *
 * A token is `base64url({"l":locationId,"e":expiresAtSeconds}).base64url(HMAC-SHA256)`, signed with a
 * secret every instance shares, kept in the database (`server_secrets`, created on first start;
 * decision 0253). The app binds the secret to its database handle; GetReportEmbedUrl signs with the
 * secret bound to the request's database, the HTTP route (`src/http/report-embed.ts`) verifies with it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { reportMonth, ADMIN_LIMITS } from '@vetrx/core/admin';
import { rxStatusDisplay } from '@vetrx/core/record';
import type { Db, DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { sharedSecret } from './server-secrets.js';

const SECRET_NAME = 'report-embed';
/** Where servers kept the secret before it moved to the database. */
const LEGACY_SECRET_FILE = 'report-embed-secret';
const bound = new WeakMap<object, Buffer>();

/**
 * The report secret of a deployment: in the database, shared by every instance; made
 * on first use — from `<dataDir>/report-embed-secret` when a server kept one there before, so links
 * already handed out stay valid.
 */
export async function reportSecret(db: Db, dataDir: string): Promise<Buffer> {
  const stored = await sharedSecret(db, SECRET_NAME, () => {
    const file = join(dataDir, LEGACY_SECRET_FILE);
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : randomBytes(32).toString('base64url');
  });
  return Buffer.from(stored, 'base64url');
}

/** Binds a database handle to the secret that signs its report tokens. */
export function bindReportSecret(db: Db, secret: Buffer): void {
  if (bound.get(db) !== secret) bound.set(db, secret);
}

/** The secret bound to a database handle (see {@link bindReportSecret}). */
export function boundReportSecret(db: Db): Buffer | null {
  return bound.get(db) ?? null;
}

const mac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** Signs an embed token for a location, valid for ADMIN_LIMITS.reportEmbedTtlSeconds from `now`. */
export function signReportToken(secret: Buffer, locationId: number, now: Date): { token: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + ADMIN_LIMITS.reportEmbedTtlSeconds;
  const payload = Buffer.from(JSON.stringify({ l: locationId, e: exp })).toString('base64url');
  return { token: `${payload}.${mac(secret, payload)}`, expiresAt: new Date(exp * 1000) };
}

/** The location id of a valid, unexpired token; `null` for anything else (tampered, expired, malformed). */
export function verifyReportToken(secret: Buffer, token: string, now: Date): number | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { l, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { l?: unknown; e?: unknown };
    if (typeof l !== 'number' || !Number.isSafeInteger(l) || typeof e !== 'number') return null;
    return e * 1000 > now.getTime() ? l : null;
  } catch {
    return null;
  }
}

/** The figures of a location's report for the month of `now`. */
export interface ReportFigures {
  locationName: string;
  periodLabel: string;
  generatedAt: Date;
  prescriptionsByStatus: { label: string; count: number }[];
  prescriptionsTotal: number;
  pendingRequests: number;
  topProducts: { title: string; count: number }[];
  ordersByStatus: { label: string; count: number; amount: number }[];
  ordersTotal: number;
}

/** Computes a location's report: this month's prescriptions by status and top products, pending requests, this month's orders by status. */
export async function reportFigures(db: DbOrTx, locationId: number, now: Date): Promise<ReportFigures | null> {
  const [location] = await db.select({ name: t.locations.name }).from(t.locations).where(eq(t.locations.id, locationId));
  if (!location) return null;
  const period = reportMonth(now);
  const p = t.prescriptions;
  const when = sql`coalesce(${p.issuedDate}, ${p.createdAt})`;
  const inMonth = and(eq(p.locationId, locationId), sql`${when} >= ${period.start.toISOString()}`, sql`${when} < ${period.end.toISOString()}`);
  const [byStatus, pending, top, orders] = await Promise.all([
    db
      .select({ code: p.rxStatusCode, archived: p.archived, isFillable: p.isFillable, n: count() })
      .from(p)
      .where(inMonth)
      .groupBy(p.rxStatusCode, p.archived, p.isFillable)
      .orderBy(desc(count()), p.rxStatusCode),
    db
      .select({ n: count() })
      .from(t.prescriptionTasks)
      .where(and(eq(t.prescriptionTasks.locationId, locationId), eq(t.prescriptionTasks.status, 'PENDING'), eq(t.prescriptionTasks.archived, false))),
    db
      .select({ title: t.products.title, n: count() })
      .from(p)
      .innerJoin(t.products, eq(t.products.id, p.productId))
      .where(inMonth)
      .groupBy(t.products.title)
      .orderBy(desc(count()), t.products.title)
      .limit(5),
    db
      .select({ code: t.orders.statusCode, description: t.orderStatuses.description, n: count(), amount: sum(t.orders.amount) })
      .from(t.orders)
      .leftJoin(t.orderStatuses, eq(t.orderStatuses.code, t.orders.statusCode))
      .where(and(eq(t.orders.locationId, locationId), gte(t.orders.createdAt, period.start), lt(t.orders.createdAt, period.end)))
      .groupBy(t.orders.statusCode, t.orderStatuses.description)
      .orderBy(desc(count()), t.orders.statusCode),
  ]);
  // Statuses are shown as the screens name them; codes that share a name are counted together.
  const labelled = new Map<string, { label: string; count: number }>();
  for (const r of byStatus) {
    const label = rxStatusDisplay({ rxStatus: { code: r.code }, archived: r.archived, isFillable: r.isFillable }).label;
    const entry = labelled.get(label) ?? { label, count: 0 };
    entry.count += Number(r.n);
    labelled.set(label, entry);
  }
  const prescriptionsByStatus = [...labelled.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const ordersByStatus = orders.map((r) => ({ label: r.description ?? r.code, count: Number(r.n), amount: Number(r.amount ?? 0) }));
  return {
    locationName: location.name,
    periodLabel: period.label,
    generatedAt: now,
    prescriptionsByStatus,
    prescriptionsTotal: prescriptionsByStatus.reduce((s, r) => s + r.count, 0),
    pendingRequests: Number(pending[0]?.n ?? 0),
    topProducts: top.map((r) => ({ title: r.title, count: Number(r.n) })),
    ordersByStatus,
    ordersTotal: ordersByStatus.reduce((s, r) => s + r.count, 0),
  };
}
