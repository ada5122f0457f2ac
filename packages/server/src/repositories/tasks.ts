/**
 * Prescription-task queries of the approvals queue: the filtered list, the page of client groups
 * (GROUP BY client with counts, then the newest tasks of those clients in one query) and counts. Every
 * query is scoped to a location the caller's membership was checked for.
 */
import { and, count, countDistinct, desc, eq, gte, inArray, lte, max, or, sql, type Column, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { taskStatusCriteria } from '@vetrx/core/task';
import { PAGE_TAKE_MAX } from '@vetrx/core/common';
import * as t from '../db/schema/index.js';
import { onGenericPlan, rowsOf, type DbOrTx } from '../db/client.js';
import { parseId } from '../ids.js';
import type { PrescriptionTaskRow } from './rows.js';
import type { Selection } from './selection.js';
import { column, keptStatement, parsedJson, PRELOADED, shapedText, shapeScope, shapeScopeValues, type ShapeBuilder, type ShapeScope } from './answer-shapes.js';
import { likePattern } from './clients.js';
import { carryCandidates, duplicateCandidatesJson, type DuplicateCandidateRow } from './task-duplicates.js';
import { carrySafety, pageSafetyJson } from './patient-safety.js';

/** What the task queries read through: the caller-bound repositories' database (or transaction). */
export interface TaskReads {
  db: DbOrTx;
}

type Maybe<T> = T | null | undefined;
type Id = string | number;

/**
 * Filters of the task lists and counts (GetPrescriptionTasks*), without the location: the arguments of
 * those fields (the resolvers pass them as codegen typed them; written out here so the repository does
 * not import the GraphQL layer).
 */
export interface TaskFilter {
  assignedToLocationUserId?: Maybe<Id>;
  assignedVeterinarianIds?: Maybe<Id[]>;
  currentWorkflowStatusId?: Maybe<Id>;
  endDateTime?: Maybe<string | Date>;
  expirationDateEnd?: Maybe<string>;
  expirationDateStart?: Maybe<string>;
  isAutoship?: Maybe<boolean>;
  locationClientId?: Maybe<Id>;
  locationPatientId?: Maybe<Id>;
  nameFilter?: Maybe<string>;
  nextOrderDateEnd?: Maybe<string>;
  nextOrderDateStart?: Maybe<string>;
  productClassification?: Maybe<string>;
  startDateTime?: Maybe<string | Date>;
  status?: Maybe<string[]>;
  type?: Maybe<string[]>;
}

/** A value of a task statement: the value itself, or — in a kept statement's text — the placeholder that names it. */
type V<T> = T | Placeholder;

/**
 * A filter as the task statements spell it: ids parsed (one that is not an id is not
 * found), instants as Dates, the status list as core's criteria, the name search as its LIKE pattern and
 * whether its text holds white space. Read once per request ({@link spell}); {@link placeheld} gives the
 * same filter with every value a placeholder, so a statement built from it is built once per shape.
 */
interface SpelledFilter {
  locationId: V<number>;
  type: V<string>[] | null;
  productClassification: V<string> | null;
  isAutoship: V<boolean> | null;
  vetIds: V<number>[] | null;
  assigneeId: V<number> | null;
  workflowStatusId: V<number> | null;
  nextOrderDateStart: V<string> | null;
  nextOrderDateEnd: V<string> | null;
  expirationDateStart: V<string> | null;
  expirationDateEnd: V<string> | null;
  start: V<Date> | null;
  end: V<Date> | null;
  clientId: V<number> | null;
  patientId: V<number> | null;
  /** Core's reading of the status list (null: no list; empty: only unknown values, which match nothing). */
  criteria: { status: V<string>; actions: V<string>[] | null }[] | null;
  name: { like: V<string>; spaced: boolean } | null;
}

/** The filter of a location's task statements, read once ({@link SpelledFilter}). */
function spell(locationId: number, a: TaskFilter): SpelledFilter {
  const text = a.nameFilter?.trim();
  return {
    locationId,
    type: a.type?.length ? [...a.type] : null,
    productClassification: a.productClassification || null,
    isAutoship: a.isAutoship ?? null,
    vetIds: a.assignedVeterinarianIds?.length ? a.assignedVeterinarianIds.map((id) => parseId(id, 'Vet')) : null,
    assigneeId: a.assignedToLocationUserId != null ? parseId(a.assignedToLocationUserId, 'User') : null,
    workflowStatusId: a.currentWorkflowStatusId != null ? parseId(a.currentWorkflowStatusId, 'Workflow status') : null,
    nextOrderDateStart: a.nextOrderDateStart || null,
    nextOrderDateEnd: a.nextOrderDateEnd || null,
    expirationDateStart: a.expirationDateStart || null,
    expirationDateEnd: a.expirationDateEnd || null,
    start: a.startDateTime ? new Date(a.startDateTime) : null,
    end: a.endDateTime ? new Date(a.endDateTime) : null,
    clientId: a.locationClientId != null ? parseId(a.locationClientId, 'Client') : null,
    patientId: a.locationPatientId != null ? parseId(a.locationPatientId, 'Patient') : null,
    criteria: taskStatusCriteria(a.status)?.map((c) => ({ status: c.status, actions: c.actions ? [...c.actions] : null })) ?? null,
    name: text ? { like: likePattern(text), spaced: /\s/.test(text) } : null,
  };
}

/**
 * The filter with every value a placeholder (its value mapped as the column it is compared with maps
 * it, so it reaches the driver as before), the values by placeholder name, and the filter's shape:
 * which filters are set, how many values each list holds, each status's actions, whether the name has
 * a space. Two filters of one shape spell one text.
 */
function placeheld(s: SpelledFilter): { filter: SpelledFilter; values: Record<string, unknown>; shape: string } {
  const p = t.prescriptionTasks;
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  const one = <T>(name: string, value: V<T> | null, column: Column | null): V<T> | null => {
    shape.push(value === null ? '-' : 'v');
    if (value === null) return null;
    values[name] = column ? column.mapToDriverValue(value) : value;
    return sql.placeholder(name);
  };
  const all = <T>(name: string, list: V<T>[] | null, column: Column): V<T>[] | null => {
    shape.push(list === null ? '-' : String(list.length));
    return list && list.map((value, i) => one(`${name}_${i}`, value, column)!);
  };
  const w = t.prescriptionTaskWorkflows;
  const filter: SpelledFilter = {
    locationId: one('location', s.locationId, p.locationId)!,
    type: all('type', s.type, p.type),
    productClassification: one('classification', s.productClassification, t.products.classification),
    isAutoship: one('autoship', s.isAutoship, p.isAutoship),
    vetIds: all('vet', s.vetIds, p.assignedToLocationUserId),
    assigneeId: one('assignee', s.assigneeId, w.workflowLocationUserId),
    workflowStatusId: one('workflowStatus', s.workflowStatusId, w.currentWorkflowStatusId),
    nextOrderDateStart: one('nextOrderFrom', s.nextOrderDateStart, p.nextOrderDate),
    nextOrderDateEnd: one('nextOrderTo', s.nextOrderDateEnd, p.nextOrderDate),
    expirationDateStart: one('expiresFrom', s.expirationDateStart, p.expirationDate),
    expirationDateEnd: one('expiresTo', s.expirationDateEnd, p.expirationDate),
    start: one('createdFrom', s.start, p.createdTimestamp),
    end: one('createdTo', s.end, p.createdTimestamp),
    clientId: one('client', s.clientId, p.locationClientId),
    patientId: one('patient', s.patientId, p.locationPatientId),
    criteria: s.criteria && s.criteria.map((c, i) => ({ status: one(`status_${i}`, c.status, p.status)!, actions: all(`action_${i}`, c.actions, p.action) })),
    name: s.name && { like: one('like', s.name.like, null)!, spaced: s.name.spaced },
  };
  // How many statuses, and the name's kind, said outright: each list's length is in the shape already.
  shape.push(s.criteria === null ? 'no status' : `${s.criteria.length} statuses`, s.name === null ? 'no name' : s.name.spaced ? 'spaced name' : 'name');
  return { filter, values, shape: shape.join(',') };
}

/** The filters of the task lists other than status and name (those are read by core's criteria below). */
function taskWhere(a: SpelledFilter): SQL | undefined {
  const p = t.prescriptionTasks;
  const c: (SQL | undefined)[] = [eq(p.locationId, a.locationId), eq(p.archived, false)];
  if (a.type) c.push(inArray(p.type, a.type));
  if (a.productClassification !== null) c.push(eq(t.products.classification, a.productClassification));
  if (a.isAutoship !== null) c.push(eq(p.isAutoship, a.isAutoship));
  if (a.vetIds) c.push(inArray(p.assignedToLocationUserId, a.vetIds));
  if (a.assigneeId !== null) c.push(eq(t.prescriptionTaskWorkflows.workflowLocationUserId, a.assigneeId));
  if (a.workflowStatusId !== null) c.push(eq(t.prescriptionTaskWorkflows.currentWorkflowStatusId, a.workflowStatusId));
  if (a.nextOrderDateStart !== null) c.push(gte(p.nextOrderDate, a.nextOrderDateStart));
  if (a.nextOrderDateEnd !== null) c.push(lte(p.nextOrderDate, a.nextOrderDateEnd));
  if (a.expirationDateStart !== null) c.push(gte(p.expirationDate, a.expirationDateStart));
  if (a.expirationDateEnd !== null) c.push(lte(p.expirationDate, a.expirationDateEnd));
  if (a.start !== null) c.push(gte(p.createdTimestamp, a.start));
  if (a.end !== null) c.push(lte(p.createdTimestamp, a.end));
  if (a.clientId !== null) c.push(eq(p.locationClientId, a.clientId));
  if (a.patientId !== null) c.push(eq(p.locationPatientId, a.patientId));
  return and(...c);
}

/**
 * How a name search is written: `sets` tests the task's client, patient and product ids
 * against the ids whose names match (trigram index scans, no joins) — for queries over a whole
 * location; `rows` joins the task's client, patient and product and tests their names — for queries
 * over a few tasks (a walk of the queue's head, a page of clients).
 */
export type NameSpelling = 'sets' | 'rows';

/**
 * The task query with only the joins its filter needs: products for the classification (or a name
 * search spelled on rows), clients and patients for a name search spelled on rows, workflows for the
 * assignee or workflow status. Every join is to at most one row (not-null foreign keys, one workflow
 * per task), so leaving one out never changes which tasks match; it keeps a location's whole client
 * list out of the plan.
 */
function taskQuery<T extends Record<string, unknown>>(ctx: TaskReads, select: T, filter: SpelledFilter, names: NameSpelling = 'sets') {
  const joinNames = names === 'rows' && filter.name !== null;
  let q = ctx.db
    .select(select as never)
    .from(t.prescriptionTasks)
    .$dynamic();
  if (joinNames || filter.productClassification !== null) q = q.innerJoin(t.products, eq(t.products.id, t.prescriptionTasks.productId));
  if (joinNames) {
    q = q
      .innerJoin(t.locationClients, eq(t.locationClients.id, t.prescriptionTasks.locationClientId))
      .leftJoin(t.locationPatients, eq(t.locationPatients.id, t.prescriptionTasks.locationPatientId));
  }
  if (filter.assigneeId !== null || filter.workflowStatusId !== null) {
    q = q.leftJoin(t.prescriptionTaskWorkflows, eq(t.prescriptionTaskWorkflows.prescriptionTaskId, t.prescriptionTasks.id));
  }
  return q;
}

/** Most tasks or groups one page may ask for. */
export const MAX_TAKE = 200;
/** Default number of tasks shown per group of the grouped list. */
export const DEFAULT_GROUP_TAKE = 10;

/**
 * The status condition of a `status` list as core reads it (task statuses, or approval-status filter
 * values that also look at the action, {@link SpelledFilter}'s criteria): `undefined` without a list; a
 * list of only unknown values matches nothing.
 */
function taskStatusCondition(criteria: SpelledFilter['criteria']): SQL | undefined {
  if (criteria === null) return undefined;
  if (criteria.length === 0) return sql`false`;
  return or(...criteria.map(criterionCondition));
}

/** One status of a status list (with the actions it requires, e.g. vet-declined). */
function criterionCondition(c: NonNullable<SpelledFilter['criteria']>[number]): SQL | undefined {
  return c.actions ? and(eq(t.prescriptionTasks.status, c.status), inArray(t.prescriptionTasks.action, c.actions)) : eq(t.prescriptionTasks.status, c.status);
}

/**
 * The name search of the approvals page: the text (LIKE wildcards taken literally) in the client's
 * first, last or full name, the patient's name or the product's title, ignoring case — spelled as
 * sets of matching ids or as tests of the joined rows ({@link NameSpelling}). A text without white space
 * found in "first last" is found in the first or the last name, so the full name is read only for a text
 * with a space (it has no index).
 */
function taskNameCondition(filter: SpelledFilter, names: NameSpelling = 'sets'): SQL | undefined {
  if (!filter.name) return undefined;
  const { like, spaced } = filter.name;
  const c = t.locationClients;
  const fullName = spaced ? sql`lower(concat_ws(' ', ${c.firstName}, ${c.lastName})) like ${like}` : undefined;
  const clientName = or(sql`lower(${c.firstName}) like ${like}`, sql`lower(${c.lastName}) like ${like}`, fullName);
  const patientName = sql`lower(${t.locationPatients.name}) like ${like}`;
  const productName = sql`lower(${t.products.title}) like ${like}`;
  if (names === 'rows') return or(clientName, patientName, productName);
  const p = t.prescriptionTasks;
  return or(
    inArray(p.locationClientId, sql`(select ${c.id} from ${c} where ${c.locationId} = ${filter.locationId} and (${clientName}))`),
    inArray(p.locationPatientId, sql`(select ${t.locationPatients.id} from ${t.locationPatients} where ${t.locationPatients.locationId} = ${filter.locationId} and ${patientName})`),
    inArray(p.productId, sql`(select ${t.products.id} from ${t.products} where ${productName})`),
  );
}

/** The WHERE clause of the approvals lists: the dashboard's task filter, with statuses and names read here. */
function spelledWhere(filter: SpelledFilter, names: NameSpelling = 'sets'): SQL | undefined {
  return and(taskWhere(filter), taskStatusCondition(filter.criteria), taskNameCondition(filter, names));
}

/** {@link spelledWhere} of a location's filter as the resolvers pass it. */
export function approvalsTaskWhere(locationId: number, filter: TaskFilter, names: NameSpelling = 'sets'): SQL | undefined {
  return spelledWhere(spell(locationId, filter), names);
}

const clampTake = (take: number | null | undefined, fallback: number) => Math.max(0, Math.min(take ?? fallback, MAX_TAKE));
/**
 * A page's skip: at least 0, and at most what leaves room for a page within int4 (the statements add a
 * page's take to it as an `int`); a page that far out is empty either way.
 */
const clampSkip = (skip: number | null | undefined) => Math.min(Math.max(0, skip ?? 0), INT4_MAX - PAGE_TAKE_MAX);

/** PostgreSQL's largest `int`. */
const INT4_MAX = 2_147_483_647;

/**
 * Newest first, spelled as the queue index is (`desc nulls last`; both columns are not null, so the
 * order is the same): written as plain `desc` (nulls first) the index cannot serve it, and the queue
 * sorted every matching task.
 */
const NEWEST_FIRST = [sql`${t.prescriptionTasks.createdTimestamp} desc nulls last`, sql`${t.prescriptionTasks.id} desc nulls last`];

/** A page of tasks, newest first. */
export async function listTasks(ctx: TaskReads, locationId: number, filter: TaskFilter, skip?: number | null, take?: number | null): Promise<PrescriptionTaskRow[]> {
  const spelled = spell(locationId, filter);
  const rows = (await taskQuery(ctx, { task: t.prescriptionTasks }, spelled)
    .where(spelledWhere(spelled))
    .orderBy(...NEWEST_FIRST)
    .limit(clampTake(take, 10))
    .offset(clampSkip(skip))) as unknown as { task: PrescriptionTaskRow }[];
  return rows.map((r) => r.task);
}

/** How many tasks match. */
export async function countTasks(ctx: TaskReads, locationId: number, filter: TaskFilter): Promise<number> {
  const spelled = spell(locationId, filter);
  const [row] = (await taskQuery(ctx, { n: count() }, spelled).where(spelledWhere(spelled))) as unknown as { n: number }[];
  return Number(row?.n ?? 0);
}

/** How many clients have matching tasks. */
export async function countTaskGroups(ctx: TaskReads, locationId: number, filter: TaskFilter): Promise<number> {
  const spelled = spell(locationId, filter);
  const [row] = (await taskQuery(ctx, { n: countDistinct(t.prescriptionTasks.locationClientId) }, spelled).where(spelledWhere(spelled))) as unknown as { n: number }[];
  return Number(row?.n ?? 0);
}

/** One client group of the approvals page. */
export interface TaskGroupRow {
  locationClientId: number;
  count: number;
  tasks: PrescriptionTaskRow[];
}

type GroupHead = { clientId: number; n: number };

/** The page of groups by GROUP BY over every matching task: any filter, any page. */
async function groupsByAggregate(ctx: TaskReads, filter: SpelledFilter, skip: number, take: number): Promise<GroupHead[]> {
  const newest = max(t.prescriptionTasks.createdTimestamp);
  return (await taskQuery(ctx, { clientId: t.prescriptionTasks.locationClientId, n: count(), newest }, filter)
    .where(spelledWhere(filter))
    .groupBy(t.prescriptionTasks.locationClientId)
    .orderBy(desc(newest), t.prescriptionTasks.locationClientId)
    .limit(take)
    .offset(skip)) as unknown as GroupHead[];
}

/** Most tasks {@link groupsByWalking} reads before leaving the page to the GROUP BY. */
export const GROUP_WALK_LIMIT = 4_000;

/** A walk of the queue index newest first that finds a page of groups. */
interface Walk {
  /** A name search walked from the queue's head: only the tasks whose names match count. */
  named: boolean;
  /** Clients the walk must meet: the page's and those before it. */
  wanted: number;
  /** Tasks the first statement reads (with its last instant's ties). */
  batch: number;
}

/**
 * How a page of groups is walked: for a list of statuses (or a status with actions), not for the
 * workflow filters, whose join the index does not order; a name search only for a single plain
 * status. Null: the GROUP BY finds the page.
 */
function walkOf(filter: SpelledFilter, skip: number, take: number, nameWindow: number): Walk | null {
  const { criteria } = filter;
  if (!criteria || criteria.length === 0 || filter.assigneeId !== null || filter.workflowStatusId !== null) return null;
  const wanted = skip + take;
  if (!filter.name) return { named: false, wanted, batch: Math.min(Math.max(wanted * 4, 100), 1_000) };
  if (criteria.length !== 1 || criteria[0].actions) return null;
  // A common text fills the page from a few hundred tasks: a small batch first, then larger ones.
  const batch = Math.min(nameWindow, Math.max(Math.ceil(nameWindow / 10), wanted * 20));
  return batch > 0 ? { named: true, wanted, batch } : null;
}

/**
 * The page of groups by walking the queue index newest first: a client's first task
 * met is its newest, so the walk stops once it has met `skip + take` clients and passed the newest
 * task of the last of them (ties of that instant are all read, then ordered by client id as the
 * GROUP BY orders them): the page's client ids, counted by {@link countsOf}. For a list of statuses (or
 * a status with actions) one index range per status, merged ({@link newestTasks}); only
 * while the walk stays short ({@link GROUP_WALK_LIMIT}): `null` means "use the GROUP BY". A name search
 * walks the queue's head the same way, each task's client, patient and product
 * names tested on its row in the same statement, and counts only the clients of the tasks that match;
 * it gives up (`null`) once it has read `nameWindow` tasks: the text is rare in the queue's head, and
 * the GROUP BY over the name sets answers. `from`: where the page's statement left the walk's first
 * batch.
 */
async function groupsByWalking(
  ctx: TaskReads,
  filter: SpelledFilter,
  walk: Walk,
  skip: number,
  take: number,
  nameWindow: number,
  from?: WalkProgress,
): Promise<number[] | null> {
  if (walk.wanted === 0) return [];
  // The batch after a full one that did not meet the page (0: give up).
  const next = walk.named
    ? (batch: number, read: number) => Math.min(batch * 2, nameWindow - read)
    : (batch: number, read: number) => (read >= GROUP_WALK_LIMIT ? 0 : Math.min(batch * 2, GROUP_WALK_LIMIT));
  const newest = new Map<number, string>(from?.newest);
  let after: WalkedTask | null = from?.last ?? null;
  let read = from?.read ?? 0;
  let batch = from ? next(from.batch, read) : walk.batch;
  while (batch > 0) {
    const rows = walkedRows<{ hit?: boolean }>(await ctx.db.execute(walkStatement(ctx, filter, walk, after, batch)));
    read += rows.length;
    for (const r of rows) if ((!walk.named || r.hit) && !newest.has(r.clientId)) newest.set(r.clientId, r.instant);
    // Every task of the last one's instant is read: a client not met yet is newest at an
    // older instant, after the page's last; so once the page's clients are met, nothing unread changes it.
    if (rows.length < batch || newest.size >= walk.wanted) return pageOf(newest, skip, take);
    after = rows.at(-1)!;
    batch = next(batch, read);
  }
  return null;
}

/**
 * One statement of a walk: the next `batch` tasks of the queue newest first after `after`, with every
 * other task of the last one's instant, as rows (client_id, instant, task_id) — and `hit` for a name
 * walk, whether the task's names match. `batch` a number is a value of the statement; SQL (a literal)
 * is part of its text.
 */
function walkStatement(ctx: TaskReads, filter: SpelledFilter, walk: Walk, after: WalkedTask | null, batch: number | SQL): SQL {
  if (!walk.named) return newestTasks(ctx, filter, after, batch);
  const hit = and(filter.productClassification !== null ? eq(t.products.classification, filter.productClassification) : undefined, taskNameCondition(filter, 'rows'));
  return newestWithTies(
    taskQuery(ctx, { ...walkColumns(), hit: sql<boolean>`coalesce(${hit}, false)`.as('hit') }, filter, 'rows').where(
      and(taskWhere({ ...filter, productClassification: null }), taskStatusCondition(filter.criteria), walkedPast(after)),
    ),
    batch,
  );
}

/** Where a walk of the queue goes on, newest first: past its last task. */
function walkedPast(after: WalkedTask | null): SQL | undefined {
  const p = t.prescriptionTasks;
  return after ? sql`(${p.createdTimestamp}, ${p.id}) < ((${after.instant} || '+00')::timestamptz, ${after.id})` : undefined;
}

type WalkedTask = { clientId: number; instant: string; id: number };

/**
 * The columns a walk reads of a task, named as {@link walkedRows} reads them: its client, its instant
 * as fixed-width UTC text, its id.
 */
const walkColumns = () => {
  const p = t.prescriptionTasks;
  return { clientId: sql<number>`${p.locationClientId}`.as('client_id'), instant: utcInstant(p.createdTimestamp).as('instant'), id: sql<number>`${p.id}`.as('task_id') };
};

/**
 * The first `batch` tasks of `query` newest first and every other task of the last one's instant
 * (`fetch first … rows with ties`): a walk never stops inside an instant, so the tasks
 * that share it — all of them — are in one statement, not in a second one bounded by that instant.
 */
const newestWithTies = (query: SQLWrapper, batch: number | SQL): SQL => sql`${query} order by ${t.prescriptionTasks.createdTimestamp} desc nulls last fetch first (${batch}) rows with ties`;

/** A walk's rows newest first, ties of an instant by task id, newest first (the queue index's order). */
function walkedRows<R extends object = object>(result: unknown): (WalkedTask & R)[] {
  return rowsOf<{ client_id: number; instant: string; task_id: number } & R>(result)
    .map(({ client_id, instant, task_id, ...rest }) => ({ ...(rest as unknown as R), clientId: Number(client_id), instant, id: Number(task_id) }))
    .sort((a, b) => (a.instant === b.instant ? b.id - a.id : a.instant < b.instant ? 1 : -1));
}

/**
 * The next `batch` tasks of the queue, newest first, after `after`, with the rest of the last one's
 * instant: for one status a range of the queue index; for several (e.g. vet-approved and vet-declined)
 * one such range per status, merged — `status in (…)` ordered by date would sort every
 * match instead. Each range holds every task of its own last instant, so the merge holds every task of
 * its last.
 */
function newestTasks(ctx: TaskReads, filter: SpelledFilter, after: WalkedTask | null, batch: number | SQL): SQL {
  const criteria = filter.criteria!;
  const range = (where: SQL | undefined) => newestWithTies(taskQuery(ctx, walkColumns(), filter).where(and(taskWhere(filter), where, walkedPast(after))), batch);
  return criteria.length === 1
    ? range(criterionCondition(criteria[0]))
    : sql`select client_id, instant, task_id from (${sql.join(
        criteria.map((c) => sql`(${range(criterionCondition(c))})`),
        sql` union all `,
      )}) merged order by instant desc fetch first (${batch}) rows with ties`;
}

/** An instant as fixed-width UTC text: ordered as text, exact to the microsecond. */
const utcInstant = (column: SQL | typeof t.prescriptionTasks.createdTimestamp) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`;

/** Clients by their newest task's instant, newest first (ties by client id, as the GROUP BY orders them). */
const byNewest = (newest: Map<number, string>) => [...newest.entries()].sort((a, b) => (a[1] === b[1] ? a[0] - b[0] : a[1] < b[1] ? 1 : -1));

/** The page's client ids of a walk. */
const pageOf = (newest: Map<number, string>, skip: number, take: number) => byNewest(newest).slice(skip, skip + take).map(([clientId]) => clientId);

/** The page's clients with their numbers of matching tasks, in the page's order (a few clients: names spelled on rows). */
async function countsOf(ctx: TaskReads, filter: SpelledFilter, page: number[]): Promise<GroupHead[]> {
  if (page.length === 0) return [];
  const p = t.prescriptionTasks;
  const counts = (await taskQuery(ctx, { clientId: p.locationClientId, n: count() }, filter, 'rows')
    .where(and(spelledWhere(filter, 'rows'), inArray(p.locationClientId, page)))
    .groupBy(p.locationClientId)) as GroupHead[];
  const byClient = new Map(counts.map((c) => [c.clientId, Number(c.n)]));
  return page.map((clientId) => ({ clientId, n: byClient.get(clientId) ?? 0 }));
}

/** How many of the queue's newest tasks a name search reads before it asks the name indexes instead. */
export const NAME_WALK_WINDOW = 2_000;

/**
 * The answer the operation asks for, when a statement can build it: what it selects
 * of the groups, and whose scope their children are read with.
 */
export interface ShapedRequest {
  selection: Selection;
  scope: ShapeScope;
  /** The caller's day (YYYY-MM-DD): what a card's checks count as active and expired on. */
  today: string;
}

/**
 * A page of client groups: clients ordered by their newest matching task (ties by client id), each
 * with its count and its newest `groupTake` tasks. The page of clients (a walk of the queue index, or
 * the GROUP BY with its counts), then together its counts (after a walk) and its ranked tasks, read
 * in one statement. With `shaped` whose selection a statement can build, that one statement answers
 * the groups as the operation asks for them — each client, each task card with its relations and
 * duplicate candidates — as JSON ({@link shapedGroups}); plain rows otherwise. A page found by walking
 * is then one statement when the walk's first batch meets it: the page's statement reads that batch
 * itself.
 */
export async function listTaskGroups(
  ctx: TaskReads,
  locationId: number,
  filter: TaskFilter,
  skip?: number | null,
  take?: number | null,
  groupTake?: number | null,
  nameWindow = NAME_WALK_WINDOW,
  shaped?: ShapedRequest,
): Promise<TaskGroupRow[]> {
  const [from, size, perGroup] = [clampSkip(skip), clampTake(take, 10), clampTake(groupTake, DEFAULT_GROUP_TAKE)];
  const spelled = spell(locationId, filter);
  const walk = walkOf(spelled, from, size, nameWindow);
  // The walk's first statement inside the page's: the page in one statement when its first batch meets it.
  let progress: WalkProgress | undefined;
  if (shaped && walk && walk.wanted > 0) {
    const answer = await shapedGroups(ctx, spelled, { walk, skip: from, take: size, window: nameWindow }, perGroup, shaped);
    if (Array.isArray(answer)) return answer;
    // Its batch did not meet the page: the walk goes on from where that batch ended.
    if (answer) progress = answer;
  }
  const walked = walk && (await groupsByWalking(ctx, spelled, walk, from, size, nameWindow, progress));
  const aggregated = walked ? null : await groupsByAggregate(ctx, spelled, from, size);
  const clientIds = walked ?? aggregated!.map((g) => g.clientId);
  if (clientIds.length === 0) return [];
  const answer = shaped && (await shapedGroups(ctx, spelled, { ids: clientIds }, perGroup, shaped));
  if (Array.isArray(answer)) return answer;
  const [groups, rows] = await Promise.all([aggregated ?? countsOf(ctx, spelled, clientIds), newestOfClients(ctx, spelled, clientIds, perGroup)]);
  const byClient = new Map<number, PrescriptionTaskRow[]>(clientIds.map((id) => [id, []]));
  for (const task of rows) byClient.get(task.locationClientId)?.push(task);
  return groups.map((g) => ({ locationClientId: g.clientId, count: Number(g.n), tasks: byClient.get(g.clientId) ?? [] }));
}

/**
 * The clients of a page of groups: chosen before (a walk's or the GROUP BY's), or a walk's first batch
 * read in the page's own statement — its clients met, ordered by their newest task met
 * (ties by client id), the page sliced from them when the batch met `skip + take` clients or the
 * queue's end.
 */
type PageOfClients = { ids: number[] } | { walk: Walk; skip: number; take: number; window: number };

/**
 * A walk's first batch when it is part of the page's statement: rounded up to 100, 200, 400 or 800 tasks
 * (at most 1,000, and a name walk's window), written in the text — so a few texts, each planned once
 * per connection on its generic plan, whose walk is the queue index's range however many tasks match.
 * Reading more tasks than the walk's own first batch only makes meeting the page likelier.
 */
function firstBatch(page: { walk: Walk; window: number }): number {
  const rounded = 100 * 2 ** Math.max(0, Math.ceil(Math.log2(page.walk.batch / 100)));
  return Math.min(rounded, page.walk.named ? page.window : 1_000);
}

/**
 * Where a walk's first batch, read in the page's statement, ended without meeting the page: the tasks it
 * read, its last one (in the queue index's order), the clients it met with their newest task's instant,
 * and the batch's size — all the walk needs to go on past it.
 */
interface WalkProgress {
  read: number;
  last: WalkedTask;
  newest: [number, string][];
  batch: number;
}

/**
 * The statement's CTEs `page` (client_id, ord), the page's client ids as an int[] expression, and for a
 * walk, as JSON, where its batch ended when it did not meet the page (null when it did, or for given ids).
 * The page's values are placeholders ({@link pageValues}): `ids`, or a walk's `wanted`, `skip` and `take`.
 */
function pageOfClients(ctx: TaskReads, filter: SpelledFilter, page: PageOfClients): { ctes: SQL; ids: SQL; progress: SQL } {
  if ('ids' in page) {
    const ids = sql.placeholder('ids');
    return {
      ctes: sql`page as (select client_id, ord from unnest(${ids}::int[]) with ordinality as page(client_id, ord))`,
      ids: sql`${ids}::int[]`,
      progress: sql`null::json`,
    };
  }
  const batch = sql.raw(String(firstBatch(page)));
  return {
    ctes: sql`walk as (${walkStatement(ctx, filter, page.walk, null, batch)}),
    heads as (select client_id, max(instant) as newest from walk${page.walk.named ? sql` where hit` : sql``} group by client_id),
    reached as (select (select count(*) from walk) < ${batch} or (select count(*) from heads) >= ${sql.placeholder('wanted')}::int as ok),
    page as (select client_id, row_number() over (order by newest desc, client_id) as ord from heads where (select ok from reached) order by newest desc, client_id offset ${sql.placeholder('skip')}::int limit ${sql.placeholder('take')}::int)`,
    ids: sql`array(select client_id from page)`,
    progress: sql`case when (select ok from reached) then null else json_build_object(
      'read', (select count(*) from walk),
      'last', (select json_build_array(client_id, instant, task_id) from walk order by instant, task_id limit 1),
      'heads', (select coalesce(json_agg(json_build_array(client_id, newest)), '[]'::json) from heads)) end`,
  };
}

/** The values of {@link pageOfClients}' placeholders, and the shape of its text (the page's clients given, or a walk's kind and first batch). */
function pageValues(page: PageOfClients): { values: Record<string, unknown>; shape: string } {
  if ('ids' in page) return { values: { ids: page.ids }, shape: 'ids' };
  return { values: { wanted: page.walk.wanted, skip: page.skip, take: page.take }, shape: `${page.walk.named ? 'name walk' : 'walk'} ${firstBatch(page)}` };
}

/** A walk's progress from the page's statement ({@link pageOfClients}). */
function progressOf(value: unknown, batch: number): WalkProgress {
  const json = (typeof value === 'string' ? JSON.parse(value) : value) as { read: number | string; last: [number, string, number]; heads: [number, string][] };
  const [clientId, instant, id] = json.last;
  return { read: Number(json.read), last: { clientId: Number(clientId), instant, id: Number(id) }, newest: json.heads.map(([c, at]) => [Number(c), at]), batch };
}

/** The fields of a group a statement answers besides its client and tasks. */
const GROUP_FIELDS = new Set(['locationClientId', 'count']);

/**
 * The groups of these clients (in this order) as the selection asks for them, in one statement
 * (decision 0260): each group's count and newest `perGroup` matching tasks (the filter spelled on
 * rows, as {@link newestOfClients} and {@link countsOf} spell it), its client, each task as its card
 * with the relations the selection names (answer-shapes.ts), and — when the cards ask for their
 * duplicates — the duplicate candidates of the page's pending tasks (task-duplicates.ts), which each
 * task then carries for core's check; when they ask for their safety findings, what those checks read
 * (patient-safety.ts: the patients, linked drafts and medication lists), which each
 * pending task carries likewise. Null when the selection names anything the shapes do not know; for a
 * walk's first batch that did not meet the page, where it ended ({@link WalkProgress}).
 */
async function shapedGroups(
  ctx: TaskReads,
  filter: SpelledFilter,
  clients: PageOfClients,
  perGroup: number,
  shaped: ShapedRequest,
): Promise<TaskGroupRow[] | WalkProgress | null> {
  const { selection } = shaped;
  const groups = shapedText('queue groups', selection, (build) => groupsJson(build, selection));
  if (!groups) return null;
  const p = t.prescriptionTasks;
  const duplicates = Boolean(selection.get('tasks')?.has('duplicates'));
  const safety = Boolean(selection.get('tasks')?.has('safetyFindings'));
  const held = placeheld(filter);
  const page = pageValues(clients);
  // Built once per shape of filter and page, every value a placeholder; planned once per
  // connection: the page's clients are known, or walked from the queue index's range with
  // a batch in the text, so its plan does not depend on the values.
  const build = () => {
    const { ctes, ids, progress } = pageOfClients(ctx, held.filter, clients);
    const rank = sql`row_number() over (partition by ${p.locationClientId} order by ${p.createdTimestamp} desc, ${p.id} desc)`;
    const matching = taskQuery(ctx, { id: p.id, clientId: sql`${p.locationClientId}`.as('client_id'), rank: rank.as('rank'), n: sql`count(*) over (partition by ${p.locationClientId})`.as('n') }, held.filter, 'rows').where(
      and(spelledWhere(held.filter, 'rows'), sql`${p.locationClientId} = any(${ids})`),
    );
    const location = sql.placeholder('location');
    return onGenericPlan(sql`with ${shapeScope('placeholders')},
    ${ctes},
    matching as (${matching}),
    shown as (select ${p}.* from ${p} join matching on matching.id = ${p}.id where matching.rank <= ${sql.placeholder('perGroup')})
    select ${groups} as groups${duplicates ? sql`, ${duplicateCandidatesJson(location, sql`shown`)} as candidates` : sql``}${
      safety ? sql`, ${pageSafetyJson(location, sql`shown`, sql.placeholder('today'))} as safety` : sql``
    }, ${progress} as walked
    from page`);
  };
  const values = { ...held.values, ...page.values, ...shapeScopeValues(shaped.scope), perGroup, today: shaped.today };
  const statement = keptStatement(selection, `queue page:${held.shape}:${page.shape}`, build, values);
  const [row] = rowsOf<{ groups: TaskGroupRow[] | string; candidates?: DuplicateCandidateRow[] | string; safety?: Parameters<typeof carrySafety>[1]; walked: unknown }>(
    await ctx.db.execute(statement),
  );
  if ('walk' in clients && row.walked !== null) return progressOf(row.walked, firstBatch(clients));
  const answer = parsedJson(row.groups);
  if (safety) carrySafety(answer.flatMap((g) => g.tasks), row.safety!);
  if (duplicates) {
    const candidates = parsedJson(row.candidates ?? []);
    for (const g of answer) for (const task of g.tasks) carryCandidates(task, candidates);
  }
  return answer;
}

/**
 * The page's groups as JSON over `page` (the clients in order), `matching` (their matching tasks with
 * rank and count) and `shown` (the tasks shown): each group's id and count, and the client and task
 * cards the selection asks for; null when it names anything else.
 */
function groupsJson(build: ShapeBuilder, selection: Selection): SQL | null {
  const p = t.prescriptionTasks;
  const client = build.alias();
  const task = build.alias();
  const pairs: SQL[] = [];
  for (const [field, sub] of selection) {
    if (GROUP_FIELDS.has(field) && !sub) continue;
    if (field === 'locationClient' && sub) {
      const json = build.object('LocationClient', sub, client);
      if (!json) return null;
      pairs.push(
        sql.raw(`'${PRELOADED}locationClient'`),
        sql`(select ${json} from ${t.locationClients} ${client} where ${column(client, t.locationClients.id)} = page.client_id and ${column(client, t.locationClients.locationId)} = any((select works from shape_scope)::int[]))`,
      );
      continue;
    }
    if (field === 'tasks' && sub) {
      const json = build.object('PrescriptionTask', sub, task);
      if (!json) return null;
      pairs.push(
        sql`'tasks'`,
        sql`(select coalesce(json_agg(${json} order by ${column(task, p.createdTimestamp)} desc, ${column(task, p.id)} desc), '[]'::json) from shown ${task} where ${column(task, p.locationClientId)} = page.client_id)`,
      );
      continue;
    }
    return null;
  }
  return sql`coalesce(json_agg(json_build_object('locationClientId', page.client_id, 'count', coalesce((select max(matching.n) from matching where matching.client_id = page.client_id), 0)${
    pairs.length ? sql`, ${sql.join(pairs, sql`, `)}` : sql``
  }) order by page.ord), '[]'::json)`;
}

/** The newest `perGroup` matching tasks of each of these clients, newest first: one statement. */
async function newestOfClients(ctx: TaskReads, filter: SpelledFilter, clientIds: number[], perGroup: number): Promise<PrescriptionTaskRow[]> {
  if (perGroup === 0) return [];
  const p = t.prescriptionTasks;
  const rank = sql<number>`row_number() over (partition by ${p.locationClientId} order by ${p.createdTimestamp} desc, ${p.id} desc)`;
  const ranked = (taskQuery(ctx, { id: p.id, rank: rank.as('rank') }, filter, 'rows') as unknown as { where(w: SQL | undefined): { as(alias: string): never } })
    .where(and(spelledWhere(filter, 'rows'), inArray(p.locationClientId, clientIds)))
    .as('ranked');
  const rows = (await ctx.db
    .select({ task: p })
    .from(p)
    .where(inArray(p.id, ctx.db.select({ id: sql<number>`"ranked"."id"` }).from(ranked).where(sql`"ranked"."rank" <= ${perGroup}`)))
    .orderBy(...NEWEST_FIRST)) as { task: PrescriptionTaskRow }[];
  return rows.map((r) => r.task);
}

/** A task by id or uuid at one of `atLocations` — in the statement — or null. */
export async function findTask(ctx: TaskReads, by: { id?: number; uuid?: string }, atLocations: SQL): Promise<PrescriptionTaskRow | null> {
  const where = by.id !== undefined ? eq(t.prescriptionTasks.id, by.id) : eq(t.prescriptionTasks.uuid, by.uuid!);
  const [row] = await ctx.db.select().from(t.prescriptionTasks).where(and(where, atLocations)).limit(1);
  return row ?? null;
}
