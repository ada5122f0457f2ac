/**
 * Helpers of the tests that compare a page read in the shape of its answer with the plain way
 * (decisions 0260, 0377): the same document made plain, and a count of the shaped statements sent.
 */
import { vi } from 'vitest';
import { Kind, parse, print, visit, type FieldNode } from 'graphql';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

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

/** How many shaped statements (those reading `shape_scope`) `run` sends through `db.execute`. */
export async function shapedStatementsSent(db: Db, run: () => Promise<unknown>): Promise<number> {
  const executed = vi.spyOn(db, 'execute');
  try {
    await run();
    return executed.mock.calls.filter(([q]) => dialect.sqlToQuery(q as SQL).sql.includes('shape_scope')).length;
  } finally {
    executed.mockRestore();
  }
}
