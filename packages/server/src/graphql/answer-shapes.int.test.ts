/**
 * The approvals queue's page read by one statement in the shape of its answer (decision 0260) answers
 * exactly what the plain way — rows, then the field resolvers and their loaders — answers: the same
 * groups, counts, clients and task cards with every relation and duplicate, for every filter.
 */
import { describe, expect, it, vi } from 'vitest';
import { Kind, parse, print, visit, type FieldNode } from 'graphql';
import { sql } from 'drizzle-orm';
import { GetPrescriptionTasksGroupedDocument } from '@vetrx/core/api';
import { LOCATION } from '@vetrx/fixtures';
import { ShapeBuilder } from '../repositories/answer-shapes.js';
import { DEMO_NOW, testDatabases, useTestServer } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove);

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
  const { server: s, tokens } = useTestServer(kind, { users: ['vet'] });
  const ask = async (document: string, variables: Record<string, unknown>) => {
    const r = await s.gql(document, variables, { token: tokens.vet });
    expect(r.errors).toBeUndefined();
    return r.data.getPrescriptionTasksGrouped as Group[];
  };

  it('the plain document names a relation no shape knows (so it is answered the plain way)', () => {
    const selection = new Map([['addresses', new Map([['id', null]])]]);
    expect(new ShapeBuilder({ locationIds: [1], userId: 1 }).object('LocationClient', selection, sql`c`)).toBeNull();
  });

  it('the shipped document is answered in its shape: its cards are built by the statement', async () => {
    const built = vi.spyOn(ShapeBuilder.prototype, 'object');
    try {
      await ask(GetPrescriptionTasksGroupedDocument.toString(), { locationId: MG, status: ['PENDING'], take: 10, skip: 0 });
      const cards = built.mock.calls.map((c, i) => [c[0], built.mock.results[i].value] as const).filter(([type]) => type === 'PrescriptionTask');
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every(([, statement]) => statement !== null)).toBe(true);
    } finally {
      built.mockRestore();
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
    if (filter.nameFilter !== 'zzzzqqq') expect(shaped.length).toBeGreaterThan(0);
  });
});
