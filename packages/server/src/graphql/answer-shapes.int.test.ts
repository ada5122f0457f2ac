/**
 * The approvals queue's page read by one statement in the shape of its answer answers
 * exactly what the plain way — rows, then the field resolvers and their loaders — answers: the same
 * groups, counts, clients and task cards with every relation and duplicate, for every filter.
 */
import { describe, expect, it, vi } from 'vitest';
import { Kind, parse, print, visit, type FieldNode } from 'graphql';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { GetPrescriptionTasksGroupedDocument } from '@vetrx/core/operations/GetPrescriptionTasksGrouped';
import { LOCATION, USER } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { ShapeBuilder } from '../repositories/answer-shapes.js';
import { DEMO_NOW, testDatabases, useTestServer } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove);
const dialect = new PgDialect({ casing: 'snake_case' });

/** The shipped document with the groups' client also asking for its addresses: a relation no shape knows. */
const plainDocument = print(
  visit(parse(GetPrescriptionTasksGroupedDocument.toString()), {
    OperationDefinition(op) {
      return visit(op, {
        Field(field: FieldNode) {
          if (field.name.value !== 'locationClient' || !field.selectionSet) return undefined;
          const addresses: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'addresses' }, selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'id' } }] } };
          return { ...field, selectionSet: { ...field.selectionSet, selections: [...field.selectionSet.selections, addresses] } };
        },
      });
    },
  }),
);

type Group = { locationClient: Record<string, unknown> & { addresses?: unknown[] }; tasks: unknown[] };

describe.each(testDatabases())('the queue page in the shape of its answer (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'vet2'] });
  const ask = async (document: string, variables: Record<string, unknown>, token = tokens.vet) => {
    const r = await s.gql(document, variables, { token });
    expect(r.errors).toBeUndefined();
    return r.data.getPrescriptionTasksGrouped as Group[];
  };

  it('the plain document names a relation no shape knows (so it is answered the plain way)', () => {
    const selection = new Map([['addresses', new Map([['id', null]])]]);
    expect(new ShapeBuilder().object('LocationClient', selection, sql`c`)).toBeNull();
  });

  it('the shipped document is answered by one shaped statement that walks the queue itself, the plain one is not', async () => {
    const executed = vi.spyOn(s.database.db, 'execute');
    const texts = () => executed.mock.calls.map(([q]) => dialect.sqlToQuery(q as SQL).sql);
    const shapedStatements = () => texts().filter((text) => text.includes('shape_scope')).length;
    // A walk of the queue sent on its own, not inside the page's statement.
    const walks = () => texts().filter((text) => text.includes('rows with ties') && !text.includes('shape_scope')).length;
    try {
      const variables = { locationId: MG, status: ['PENDING'], take: 10, skip: 0 };
      await ask(GetPrescriptionTasksGroupedDocument.toString(), variables);
      expect([shapedStatements(), walks()]).toEqual([1, 0]);
      await ask(plainDocument, variables);
      expect([shapedStatements(), walks()]).toEqual([1, 1]);
    } finally {
      executed.mockRestore();
    }
  });

  it('reads the page\'s safety findings with its cards: no statement of their own, the same findings as the plain way', async () => {
    // Every statement the database is sent, whichever driver (PGlite's client or node-postgres's pool).
    const client = (s.database.db as unknown as { session: { client: { query: (...args: unknown[]) => Promise<unknown> } } }).session.client;
    const original = client.query.bind(client);
    const sent: string[] = [];
    const kindOf = (text: string) =>
      text.includes('shape_scope') ? 'shape' : /"products"\."ingredients"/.test(text) ? 'list' : /^select .* from "(location_patients|prescriptions)"/s.test(text) ? 'record' : 'other';
    const query = vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
      const first = args[0];
      sent.push(kindOf(typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '')));
      return original(...args);
    });
    const variables = { locationId: MG, status: ['PENDING'], take: 25, skip: 0 };
    type Card = { prescriptionId: string | null; safetyFindings: unknown[] };
    try {
      const groups = await ask(GetPrescriptionTasksGroupedDocument.toString(), variables);
      const cards = groups.flatMap((g) => g.tasks as Card[]);
      // Requests with a linked draft and without one, and cards with findings.
      expect(cards.some((c) => c.prescriptionId) && cards.some((c) => !c.prescriptionId)).toBe(true);
      expect(cards.filter((c) => c.safetyFindings.length > 0).length).toBeGreaterThan(0);
      // The page's keys, then one statement: no patient, draft or medication list read apart.
      expect(sent.filter((k) => k === 'shape')).toHaveLength(1);
      expect(sent.filter((k) => k === 'list' || k === 'record')).toEqual([]);
    } finally {
      query.mockRestore();
    }
    const [shaped, plain] = await Promise.all([ask(GetPrescriptionTasksGroupedDocument.toString(), variables), ask(plainDocument, variables)]);
    for (const g of plain) delete g.locationClient.addresses;
    expect(shaped).toEqual(plain);
  });

  it('reads children with the caller\'s scope, as the loaders do: records of a location they do not work at answer null', async () => {
    // vet2 works at Maple Grove and Summit, not Riverside: a Maple Grove task pointed at Riverside's records.
    const db = s.database.db;
    const [task] = await db.select().from(t.prescriptionTasks).where(and(eq(t.prescriptionTasks.locationId, LOCATION.mapleGrove), eq(t.prescriptionTasks.status, 'PENDING'), eq(t.prescriptionTasks.archived, false))).orderBy(desc(t.prescriptionTasks.createdTimestamp)).limit(1);
    const [elsewhereUser] = await db.select().from(t.locationUsers).where(and(eq(t.locationUsers.locationId, LOCATION.riverside), ne(t.locationUsers.userId, USER.vet2))).limit(1);
    const [elsewherePatient] = await db.select().from(t.locationPatients).where(eq(t.locationPatients.locationId, LOCATION.riverside)).limit(1);
    const [elsewhereRx] = await db.select().from(t.prescriptions).where(eq(t.prescriptions.locationId, LOCATION.riverside)).limit(1);
    await db
      .update(t.prescriptionTasks)
      .set({ assignedToLocationUserId: elsewhereUser.id, locationPatientId: elsewherePatient.id, prescriptionId: elsewhereRx.id })
      .where(eq(t.prescriptionTasks.id, task.id));
    try {
      const variables = { locationId: MG, status: ['PENDING'], take: 10, groupTake: 10, skip: 0, locationClientId: String(task.locationClientId) };
      const [shaped, plain] = await Promise.all([ask(GetPrescriptionTasksGroupedDocument.toString(), variables, tokens.vet2), ask(plainDocument, variables, tokens.vet2)]);
      for (const g of plain) delete g.locationClient.addresses;
      expect(shaped).toEqual(plain);
      const card = shaped.flatMap((g) => g.tasks as Array<Record<string, unknown>>).find((c) => c.id === String(task.id))!;
      expect(card).toMatchObject({ assignedToLocationUserId: String(elsewhereUser.id), assignedToLocationUser: null, locationPatient: null, prescription: null });
    } finally {
      await db
        .update(t.prescriptionTasks)
        .set({ assignedToLocationUserId: task.assignedToLocationUserId, locationPatientId: task.locationPatientId, prescriptionId: task.prescriptionId })
        .where(eq(t.prescriptionTasks.id, task.id));
    }
  });

  const week = { startDateTime: new Date(DEMO_NOW.getTime() - 7 * 86_400_000).toISOString(), endDateTime: DEMO_NOW.toISOString() };
  it.each([
    ['pending, page 1', { status: ['PENDING'] }],
    ['pending, 60 groups, 3 tasks each', { status: ['PENDING'], take: 60, groupTake: 3 }],
    ['a request type', { status: ['PENDING'], type: ['approval', 'draft', 'renewal'] }],
    ['a name search', { status: ['PENDING'], nameFilter: 'ma' }],
    ['a name with a space', { status: ['PENDING'], nameFilter: 'a m' }],
    ['vet-approved and vet-declined, page 2', { status: ['VET_APPROVED', 'vet-declined'], skip: 10 }],
    ['any status, the last week, page 2', { ...week, skip: 10, take: 20 }],
    ['autoship, one task per group', { status: ['PENDING'], isAutoship: true, groupTake: 1, take: 100 }],
    ['a workflow status', { status: ['PENDING'], currentWorkflowStatusId: '1' }],
    ['no task at all', { status: ['PENDING'], nameFilter: 'zzzzqqq' }],
  ])('%s: the same groups, counts, clients and cards as the plain way', async (_name, filter) => {
    const variables = { locationId: MG, take: 10, groupTake: 10, skip: 0, ...filter };
    const [shaped, plain] = await Promise.all([ask(GetPrescriptionTasksGroupedDocument.toString(), variables), ask(plainDocument, variables)]);
    for (const g of plain) {
      expect(Array.isArray(g.locationClient.addresses)).toBe(true);
      delete g.locationClient.addresses;
    }
    expect(shaped).toEqual(plain);
    if (!('nameFilter' in filter && filter.nameFilter === 'zzzzqqq')) expect(shaped.length).toBeGreaterThan(0);
  });
});
