/**
 * Decision 0383: no request reads through the pool while it holds a transaction's connection, so a
 * pool of any size serves mutations at once — each waits for a connection, none waits for another
 * while holding one. With one connection, writes (plain, and idempotent ones in their outer
 * transaction) and reads sent together are all answered; a read inside a transaction
 * through the pool would wait forever here (and the test setup's guard names it, testing/pool-reads.ts).
 */
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@vetrx/core/api';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { GetPrescriptionTasksDocument } from '@vetrx/core/operations/GetPrescriptionTasks';
import { MeDocument } from '@vetrx/core/operations/Me';
import { LOCATION } from '@vetrx/fixtures';
import * as t from './schema/index.js';
import { gabapentinInput, useTestServer } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove);

describe.runIf(process.env.TEST_DATABASE_URL)('a server whose pool keeps one connection (PostgreSQL)', () => {
  const { server: s, tokens } = useTestServer('postgres', { poolMax: 1, users: ['vet', 'staff'] });
  let input: Record<string, unknown>;
  const prescriptions = async () => Number((await s.database.db.select({ n: count() }).from(t.prescriptions))[0].n);

  beforeAll(async () => {
    input = await gabapentinInput(s.database.db, LOCATION.mapleGrove, { plain: true });
  });

  it('answers writes and reads sent together, each write once', async () => {
    const before = await prescriptions();
    const add = (type: string, key?: string) =>
      s.gql(AddPrescriptionDocument.toString(), { input, addPrescriptionType: type }, { token: tokens.vet, headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {} });
    const key = randomUUID();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => add('AuthorizeRx')),
      ...Array.from({ length: 3 }, () => add('SaveAsDraft', randomUUID())),
      add('SaveAsDraft', key),
      add('SaveAsDraft', key),
      s.gql(MeDocument.toString(), {}, { token: tokens.staff }),
      s.gql(GetPrescriptionTasksDocument.toString(), { locationId: MG, status: ['pending'], take: 20 }, { token: tokens.vet }),
      s.gql(GetPrescriptionHistoryDocument.toString(), { locationId: MG, locationPatientId: String(input.locationPatientId), take: 5 }, { token: tokens.staff }),
    ]);
    for (const a of answers) expect(a.errors, JSON.stringify(a.errors)).toBeUndefined();
    // 4 authorized, 3 drafts, and one for the key sent twice.
    expect(await prescriptions()).toBe(before + 8);
    expect(answers[7].data.addPrescription.id).toBe(answers[8].data.addPrescription.id);
    expect(answers[9].data.me).toBeTruthy();
    expect(answers[11].data.getPrescriptionHistory.length).toBeGreaterThan(0);
  });
});
