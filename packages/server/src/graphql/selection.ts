/**
 * What an operation asks of a root field, as a plain tree a repository can read without GraphQL: for
 * each field selected (merged over aliases, fragments and the `@skip` / `@include` of the request's
 * variables), null for a leaf or the tree of its own selection. A repository that answers in the shape
 * of the answer builds its statement from it, or answers plain rows when the tree asks
 * for anything its statement does not know.
 *
 * A field with arguments, or a fragment on another type than the one selected, is kept under a name no
 * type has (`name(…)`, `… on Type`): no statement covers it, so such a request is answered the plain way.
 */
import { getNamedType, isObjectType, Kind, type FieldNode, type GraphQLNamedType, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

import type { Selection } from '../repositories/selection.js';

type Building = Map<string, Building | null>;

/** What a walk of the selection met: whether a `@skip` / `@include` read one of the request's variables. */
interface Walk {
  info: GraphQLResolveInfo;
  readVariables: boolean;
}

/** Whether `@skip` / `@include` leave a node out, with the request's variables. */
function skipped(node: { directives?: readonly { name: { value: string }; arguments?: readonly { name: { value: string }; value: unknown }[] }[] }, walk: Walk): boolean {
  for (const d of node.directives ?? []) {
    if (d.name.value !== 'skip' && d.name.value !== 'include') continue;
    const arg = d.arguments?.find((a) => a.name.value === 'if')?.value as { kind: string; value?: boolean; name?: { value: string } } | undefined;
    if (arg?.kind === Kind.VARIABLE) walk.readVariables = true;
    const value = arg?.kind === Kind.VARIABLE ? Boolean(walk.info.variableValues[arg.name!.value]) : Boolean(arg?.value);
    if (d.name.value === 'skip' ? value : !value) return true;
  }
  return false;
}

function collect(into: Building, set: SelectionSetNode | undefined, type: GraphQLNamedType, walk: Walk): void {
  if (!set) return;
  const { info } = walk;
  for (const node of set.selections) {
    if (skipped(node, walk)) continue;
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
      collect(sub, node.selectionSet, child, walk);
      continue;
    }
    const condition = node.kind === Kind.INLINE_FRAGMENT ? node.typeCondition?.name.value : info.fragments[node.name.value]?.typeCondition.name.value;
    if (condition && condition !== type.name) {
      into.set(`… on ${condition}`, null);
      continue;
    }
    const fragmentSet = node.kind === Kind.INLINE_FRAGMENT ? node.selectionSet : info.fragments[node.name.value]?.selectionSet;
    collect(into, fragmentSet, type, walk);
  }
}

/**
 * Selections kept by the field's first node. A document's syntax tree is one object for every request
 * that sends the same text (yoga's parser cache), so a root field's tree is built once per document —
 * a page of task cards selects some hundred fields, ~0.2 ms to walk — unless a `@skip` / `@include`
 * read a variable, and the tree then depends on the request. Read only: a Selection is never changed.
 */
const kept = new WeakMap<FieldNode, { info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'returnType'>; selection: Selection }>();

/**
 * The selection of the field being resolved (every node of it the request holds, merged).
 *
 * @example
 * // query { getPrescriptionTasksGrouped(...) { count tasks { id } } }
 * selectionOf(info) // Map { 'count' => null, 'tasks' => Map { 'id' => null } }
 */
export function selectionOf(info: GraphQLResolveInfo): Selection {
  const first = info.fieldNodes[0];
  const known = first ? kept.get(first) : undefined;
  if (known && known.info.returnType === info.returnType && known.info.fieldNodes.length === info.fieldNodes.length && known.info.fieldNodes.every((n, i) => n === info.fieldNodes[i])) {
    return known.selection;
  }
  const out: Building = new Map();
  const type = getNamedType(info.returnType);
  const walk: Walk = { info, readVariables: false };
  for (const node of info.fieldNodes) collect(out, node.selectionSet, type, walk);
  if (first && !walk.readVariables) kept.set(first, { info: { fieldNodes: info.fieldNodes, returnType: info.returnType }, selection: out });
  return out;
}
