/**
 * selectionOf: the tree of what an operation asks of a root field, merged over aliases and fragments,
 * kept per document (the same syntax tree answers the same object) unless a `@skip` / `@include` reads
 * a variable, when each request gets the tree its variables make.
 */
import { buildSchema, execute, parse, type DocumentNode, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Selection } from '../repositories/selection.js';
import { selectionOf } from './selection.js';

const schema = buildSchema(`
  type Pet { id: ID! name: String owner: Client }
  type Client { id: ID! firstName: String lastName: String }
  type Query { pets(take: Int): [Pet!]! }
`);

/** The selection the root field's resolver saw, running `document` with `variables`. */
async function seen(document: DocumentNode, variables: Record<string, unknown> = {}): Promise<Selection> {
  let selection: Selection | undefined;
  const result = await execute({
    schema,
    document,
    variableValues: variables,
    rootValue: {
      pets: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
        selection = selectionOf(info);
        return [];
      },
    },
  });
  expect(result.errors).toBeUndefined();
  return selection!;
}

/** A selection as plain nested objects, to compare. */
const plain = (s: Selection): unknown => Object.fromEntries([...s].map(([k, v]) => [k, v && plain(v)]));

describe('selectionOf', () => {
  it('merges fields, aliases and fragments, and keeps one tree for every run of the same document', async () => {
    const document = parse(`query { pets(take: 5) { id n: name ...P owner { id } } } fragment P on Pet { owner { firstName } name }`);
    const first = await seen(document);
    expect(plain(first)).toEqual({ id: null, name: null, owner: { id: null, firstName: null } });
    expect(await seen(document)).toBe(first);
    // The same text parsed again is another tree: built again, equal.
    const again = await seen(parse(`query { pets(take: 5) { id n: name ...P owner { id } } } fragment P on Pet { owner { firstName } name }`));
    expect(again).not.toBe(first);
    expect(plain(again)).toEqual(plain(first));
  });

  it('builds the tree each run when an @include reads a variable, as the variables say', async () => {
    const document = parse(`query ($withOwner: Boolean!) { pets { id owner @include(if: $withOwner) { lastName } } }`);
    expect(plain(await seen(document, { withOwner: true }))).toEqual({ id: null, owner: { lastName: null } });
    expect(plain(await seen(document, { withOwner: false }))).toEqual({ id: null });
    expect(plain(await seen(document, { withOwner: true }))).toEqual({ id: null, owner: { lastName: null } });
  });

  it('keeps a tree whose @skip reads a literal', async () => {
    const document = parse(`query { pets { id name @skip(if: true) owner @skip(if: false) { id } } }`);
    const first = await seen(document);
    expect(plain(first)).toEqual({ id: null, owner: { id: null } });
    expect(await seen(document)).toBe(first);
  });
});
