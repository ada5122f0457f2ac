import { GROUP_OPEN_BELOW } from './constants.js';

type Id = string | number;

/**
 * The fields of a task that grouping reads.
 *
 * @example
 * const task: GroupableTask = { locationClientId: 7 };
 */
export interface GroupableTask {
  readonly locationClientId?: Id | null;
  readonly locationClient?: { readonly id?: Id | null } | null;
}

/**
 * The tasks of one client, as the approvals page shows them.
 *
 * @example
 * const [group]: TaskGroup<GroupableTask>[] = groupTasksByClient([{ locationClientId: 7 }]);
 * group.defaultOpen // true
 */
export interface TaskGroup<T> {
  /** The client's id, or `null` for tasks without a client (office use). */
  readonly locationClientId: Id | null;
  readonly tasks: T[];
  /** Whether the group's panel starts open (fewer than 10 tasks). */
  readonly defaultOpen: boolean;
}

/**
 * Does a client's group start open? Only when it holds fewer than 10 tasks (prescribing §2). For the
 * grouped query, pass the group's task count.
 *
 * @example
 * isGroupOpenByDefault(9) // true
 * isGroupOpenByDefault(10) // false
 */
export function isGroupOpenByDefault(taskCount: number): boolean {
  return taskCount < GROUP_OPEN_BELOW;
}

/**
 * Groups tasks by client, keeping the order in which each client first appears and the order of
 * tasks within a group. A task's client is `locationClientId`, else `locationClient.id`; tasks with
 * neither form one group with `locationClientId: null`. Ids compare as strings, so 7 and '7' are
 * the same client.
 *
 * @example
 * groupTasksByClient([{ locationClientId: 1 }, { locationClientId: 2 }, { locationClientId: 1 }])
 * // [{ locationClientId: 1, tasks: [t0, t2], defaultOpen: true }, { locationClientId: 2, tasks: [t1], defaultOpen: true }]
 */
export function groupTasksByClient<T extends GroupableTask>(tasks: readonly T[]): TaskGroup<T>[] {
  const groups = new Map<string, { locationClientId: Id | null; tasks: T[] }>();
  for (const task of tasks) {
    const id = task.locationClientId ?? task.locationClient?.id ?? null;
    const key = id === null ? '\u0000none' : String(id);
    let group = groups.get(key);
    if (!group) {
      group = { locationClientId: id, tasks: [] };
      groups.set(key, group);
    }
    group.tasks.push(task);
  }
  return [...groups.values()].map((g) => ({ ...g, defaultOpen: isGroupOpenByDefault(g.tasks.length) }));
}
