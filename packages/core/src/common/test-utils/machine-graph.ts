/**
 * Test helper for the machines: every transition the machine defines (from `toDirectedGraph`) and the
 * transitions a set of graph paths (`getShortestPaths` / `getSimplePaths`) actually takes, so a test can
 * assert that the paths cover every state and every transition. Only tests import this folder;
 * `tsconfig.build.json` leaves test-utils out of the build.
 */
import { transition, type AnyStateMachine, type EventObject } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

/** A transition as `source -event-> target` (state node ids). */
export interface Edge {
  readonly source: string;
  readonly event: string;
  readonly target: string;
}

const edgeKey = (e: Edge): string => `${e.source} -${e.event}-> ${e.target}`;

/** Every transition the machine defines, as keys. */
export function definedEdges(machine: AnyStateMachine): Set<string> {
  const out = new Set<string>();
  const walk = (node: DirectedGraphNode): void => {
    for (const e of node.edges) out.add(edgeKey({ source: e.source.id, event: e.label.text, target: e.target.id }));
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  return out;
}

/** Every state node id of the machine (the root included). */
export function stateIds(machine: AnyStateMachine): Set<string> {
  const out = new Set<string>();
  const walk = (node: DirectedGraphNode): void => {
    out.add(node.id);
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  return out;
}

/** The active state node ids of a snapshot value. */
export function activeIds(rootId: string, value: unknown, prefix = rootId): string[] {
  if (typeof value === 'string') return [prefix, `${prefix}.${value}`];
  return [prefix, ...Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => activeIds(rootId, v, `${prefix}.${k}`))];
}

interface PathLike {
  readonly state: AnySnapshotLike;
  readonly steps: readonly { readonly event: EventObject; readonly state: AnySnapshotLike }[];
}

interface AnySnapshotLike {
  readonly value: unknown;
}

interface EdgeWalk {
  /** Skip the events a snapshot does not accept (`snapshot.can`). */
  readonly onlyAccepted: boolean;
  /** Match an edge into a state with eventless (always) transitions by its source alone: it is left at once. */
  readonly passThroughAlways: boolean;
}

function taken(machine: AnyStateMachine, snapshots: readonly AcceptingSnapshotLike[], events: readonly EventObject[], walk: EdgeWalk): Set<string> {
  const defined = [...definedEdges(machine)].map((key) => {
    const [, source, event, target] = /^(.*) -(.*)-> (.*)$/.exec(key) as RegExpExecArray;
    const passedThrough = walk.passThroughAlways && (machine.getStateNodeById(target).always ?? []).length > 0;
    return { key, source, event, target, passedThrough };
  });
  const out = new Set<string>();
  for (const snapshot of snapshots) {
    for (const event of events) {
      if (walk.onlyAccepted && !snapshot.can?.(event as never)) continue;
      const [next] = transition(machine, snapshot as never, event);
      const from = activeIds(machine.id, snapshot.value);
      const to = activeIds(machine.id, next.value);
      for (const d of defined) {
        if (d.event === event.type && from.includes(d.source) && (d.passedThrough || to.includes(d.target))) out.add(d.key);
      }
    }
  }
  return out;
}

interface AcceptingSnapshotLike extends AnySnapshotLike {
  readonly can?: (event: never) => boolean;
}

/**
 * The defined transitions taken from the end states of graph paths: every event is applied with
 * `transition`, and an edge counts when its source is active before and its target after. Guarded
 * alternatives of one event are told apart by their targets; a targetless transition is its own
 * source. (`snapshot.can` is not used: it reports false for a targetless transition without actions,
 * such as one that swallows an event.)
 */
export function takenEdges(machine: AnyStateMachine, paths: readonly PathLike[], events: readonly EventObject[]): Set<string> {
  return taken(
    machine,
    paths.map((p) => p.state),
    events,
    { onlyAccepted: false, passThroughAlways: false },
  );
}

/**
 * The defined transitions the given snapshots take by the events they accept (`snapshot.can`): an edge
 * counts when its source is active before and its target after, or, when its target has eventless
 * (always) transitions and so is left at once, by its source alone.
 */
export function acceptedEdges(
  machine: AnyStateMachine,
  snapshots: readonly { readonly value: unknown; readonly can: (event: never) => boolean }[],
  events: readonly EventObject[],
): Set<string> {
  return taken(machine, snapshots, events, { onlyAccepted: true, passThroughAlways: true });
}

/** The state ids visited by the paths. */
export function visitedStates(machine: AnyStateMachine, paths: readonly PathLike[]): Set<string> {
  const out = new Set<string>();
  for (const path of paths) for (const step of path.steps) for (const id of activeIds(machine.id, step.state.value)) out.add(id);
  return out;
}
