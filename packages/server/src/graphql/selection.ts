/**
 * What an operation asks of a root field, as a plain tree a repository can read without GraphQL: for
 * each field selected (merged over aliases, fragments and the `@skip` / `@include` of the request's
 * variables), null for a leaf or the tree of its own selection. A repository that answers in the shape
 * of the answer (decision 0260) builds its statement from it, or answers plain rows when the tree asks
 * for anything its statement does not know.
 *
 * A field with arguments, or a fragment on another type than the one selected, is kept under a name no
 * type has (`name(…)`, `… on Type`): no statement covers it, so such a request is answered the plain way.
 */
import { getNamedType, isObjectType, Kind, type GraphQLNamedType, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

import type { Selection } from '../repositories/selection.js';

type Building = Map<string, Building | null>;

/** Whether `@skip` / `@include` leave a node out, with the request's variables. */
function skipped(node: { directives?: readonly { name: { value: string }; arguments?: readonly { name: { value: string }; value: unknown }[] }[] }, variables: Record<string, unknown>): boolean {
  for (const d of node.directives ?? []) {
    if (d.name.value !== 'skip' && d.name.value !== 'include') continue;
    const arg = d.arguments?.find((a) => a.name.value === 'if')?.value as { kind: string; value?: boolean; name?: { value: string } } | undefined;
    const value = arg?.kind === Kind.VARIABLE ? Boolean(variables[arg.name!.value]) : Boolean(arg?.value);
    if (d.name.value === 'skip' ? value : !value) return true;
  }
  return false;
}

function collect(into: Building, set: SelectionSetNode | undefined, type: GraphQLNamedType, info: GraphQLResolveInfo): void {
  if (!set) return;
  for (const node of set.selections) {
    if (skipped(node, info.variableValues)) continue;
    if (node.kind === Kind.FIELD) {
      const name = node.name.value;
      if (name === '__typename') continue;
      const key = node.arguments?.length ? `${name}(…)` : name;
      const field = isObjectType(type) ? type.getFields()[name] : undefined;
      const child = field ? getNamedType(field.type) : undefined;
      if (!node.selectionSet || !child) {
        if (!into.has(key)) into.set(key, null);
        continue;
      }
      let sub = into.get(key);
      if (!sub) into.set(key, (sub = new Map()));
      collect(sub, node.selectionSet, child, info);
      continue;
    }
    const condition = node.kind === Kind.INLINE_FRAGMENT ? node.typeCondition?.name.value : info.fragments[node.name.value]?.typeCondition.name.value;
    if (condition && condition !== type.name) {
      into.set(`… on ${condition}`, null);
      continue;
    }
    const fragmentSet = node.kind === Kind.INLINE_FRAGMENT ? node.selectionSet : info.fragments[node.name.value]?.selectionSet;
    collect(into, fragmentSet, type, info);
  }
}

/**
 * The selection of the field being resolved (every node of it the request holds, merged).
 *
 * @example
 * // query { getPrescriptionTasksGrouped(...) { count tasks { id } } }
 * selectionOf(info) // Map { 'count' => null, 'tasks' => Map { 'id' => null } }
 */
export function selectionOf(info: GraphQLResolveInfo): Selection {
  const out: Building = new Map();
  const type = getNamedType(info.returnType);
  for (const node of info.fieldNodes) collect(out, node.selectionSet, type, info);
  return out;
}
