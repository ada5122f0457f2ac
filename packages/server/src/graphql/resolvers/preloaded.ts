/**
 * Relations answered from what the parent carries: a record read by a statement
 * shaped like the answer (src/repositories/answer-shapes.ts) holds each selected relation under
 * `$` + the field's name, and the relation's resolver answers it as it is; a parent without it (a row
 * read the plain way) goes through the resolver as before, which reads through the caller's loaders.
 */
import { PRELOADED, preloadedRelations } from '../../repositories/answer-shapes.js';
import type { Resolvers } from '../generated/resolvers-types.js';

type FieldResolver = (parent: unknown, args: unknown, ctx: unknown, info: unknown) => unknown;
type ResolverMap = Record<string, Record<string, FieldResolver>>;

/**
 * The resolver map with every preloadable relation answering its parent's preloaded value first.
 *
 * @example
 * const resolvers = answerPreloaded(mergeResolvers(typeResolvers, approvalsResolvers));
 */
export function answerPreloaded(resolvers: Resolvers): Resolvers {
  const out: ResolverMap = { ...(resolvers as unknown as ResolverMap) };
  for (const [type, field] of preloadedRelations()) {
    const fields = (out[type] = { ...out[type] });
    const plain: FieldResolver = fields[field] ?? ((parent) => (parent as Record<string, unknown>)[field]);
    const carried = PRELOADED + field;
    fields[field] = (parent, args, ctx, info) =>
      parent !== null && typeof parent === 'object' && carried in parent ? (parent as Record<string, unknown>)[carried] : plain(parent, args, ctx, info);
  }
  return out as unknown as Resolvers;
}
