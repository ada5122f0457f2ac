/**
 * Helpers of the tests that compare a page read in the shape of its answer with the plain way
 * (decisions 0260, 0377): the same document made plain, and the shaped statements sent (how many, and
 * which run on their generic plan).
 */
import { vi } from 'vitest';
import { Kind, parse, print, visit, type FieldNode } from 'graphql';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { GENERIC_PLAN_MARK, type Db } from '../db/client.js';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * The document with every `field` (a client-valued field with a selection) also asking for its
 * addresses — a relation no shape knows — so the page is answered the plain way.
 *
 * @example
 * const plain = withUnshapedAddresses(GetOrdersByLocationIdDocument, 'locationClient');
 */
export function withUnshapedAddresses(document: { toString(): string }, field: string): string {
  return print(
    visit(parse(document.toString()), {
      Field(node: FieldNode) {
        if (node.name.value !== field || !node.selectionSet) return undefined;
        const addresses: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'addresses' }, selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'id' } }] } };
        return { ...node, selectionSet: { ...node.selectionSet, selections: [...node.selectionSet.selections, addresses] } };
      },
    }),
  );
}

/** The texts of the shaped statements (those reading `shape_scope`) `run` sends through `db.execute`. */
async function shapedTextsSent(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const executed = vi.spyOn(db, 'execute');
  try {
    await run();
    return executed.mock.calls.map(([q]) => dialect.sqlToQuery(q as SQL).sql).filter((text) => text.includes('shape_scope'));
  } finally {
    executed.mockRestore();
  }
}

/** How many shaped statements (those reading `shape_scope`) `run` sends through `db.execute`. */
export async function shapedStatementsSent(db: Db, run: () => Promise<unknown>): Promise<number> {
  return (await shapedTextsSent(db, run)).length;
}

/** For each shaped statement `run` sends, whether it is marked to run on its generic plan. */
export async function shapedStatementsMarked(db: Db, run: () => Promise<unknown>): Promise<boolean[]> {
  return (await shapedTextsSent(db, run)).map((text) => text.startsWith(GENERIC_PLAN_MARK));
}
