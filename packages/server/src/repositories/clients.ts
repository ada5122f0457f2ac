/**
 * Client queries: the local client search (LocationClientSearch), the unlinked-client list and count,
 * the patient list. `clientsRepository` binds them to the caller's locations (`ctx.repos.clients`); the
 * plain functions take a location the caller was already checked against.
 *
 * Search terms use `%term%` LIKE on lower-cased columns — a word of the search box on the stored search
 * text (first name, last name and e-mail) — which the trigram GIN indexes
 * (`location_clients_location_search_trgm`, `location_clients_location_*_name_trgm`,
 * `location_patients_location_name_trgm`: the location and the text in one index, decisions 0379 and
 * 0381; `location_client_phones_digits_trgm`) answer: a rare term's ids are a UNION of index scans; a
 * common term is tested on the list's rows in order, which meets its first matches soon.
 */
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { clientSearchBoxTerms, clientSearchCountLimit, parseLocalClientSearchFilter, phoneSearchDigits } from '@vetrx/core/client';
import { rowsOf, type DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { unlinkedClientCondition } from '../db/schema/clients.js';
import { worksAt, type RepositoryScope } from './scope.js';
import { shapedList, shapedText, type ShapeScope } from './answer-shapes.js';
import type { Selection } from './selection.js';

/** Largest page a list query answers. */
export const MAX_TAKE = 200;

/** Escapes LIKE wildcards so user text matches literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const c = t.locationClients;

/**
 * Client ids of the location whose first name, last name or e-mail contains a word (no white space):
 * one trigram index scan of the stored search text, which holds the three lower-cased and a space
 * between them, so a word found in it is found in one of them.
 */
function nameOrEmailIds(pattern: string, locationId: number) {
  return sql`select ${c.id} from ${c} where ${c.searchText} like ${pattern} and ${c.locationId} = ${locationId}`;
}

/** Client ids of a patient (active link) whose name contains the text. */
function patientNameIds(pattern: string, locationId: number) {
  return sql`select lpc.location_client_id from ${t.locationPatients} p
    join ${t.locationPatientClients} lpc on lpc.location_patient_id = p.id and lpc.is_active
    where lower(p.name) like ${pattern} and p.location_id = ${locationId}`;
}

/**
 * The client ids of each patient-name pattern, read before the search when they are few: at most `cap`
 * links each, else null (the statements then keep the subquery). A search reads them in up to three
 * statements; each recomputed the set (~10 ms for a name 1,200 pets share on the 1M practice).
 */
type PatientNameSets = ReadonlyMap<string, readonly number[] | null>;

async function patientNameSets(db: DbOrTx, patterns: readonly string[], locationId: number, cap: number): Promise<PatientNameSets> {
  const distinct = [...new Set(patterns)];
  if (distinct.length === 0) return new Map();
  const columns = distinct.map((pattern, i) => sql`array(${patientNameIds(pattern, locationId)} limit ${cap + 1}) as ${sql.identifier(`p${i}`)}`);
  // node-postgres and PGlite both parse an int[] column into an array.
  const [row] = rowsOf<Record<string, number[]>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  return new Map(
    distinct.map((pattern, i) => {
      const ids = row[`p${i}`].map(Number);
      return [pattern, ids.length > cap ? null : ids] as const;
    }),
  );
}

/** A pattern's client ids read before the search, as an int[] literal, or null when it keeps its subquery. */
function knownPatientIds(pattern: string, sets?: PatientNameSets): SQL | null {
  const ids = sets?.get(pattern);
  return ids ? sql`${`{${ids.join(',')}}`}::int[]` : null;
}

/** The clients of a patient-name pattern: its ids read before the search when few, else the subquery. */
function patientNameIn(pattern: string, locationId: number, sets?: PatientNameSets): SQL {
  const ids = knownPatientIds(pattern, sets);
  return ids ? sql`${c.id} = any(${ids})` : sql`${c.id} in (${patientNameIds(pattern, locationId)})`;
}

/** Client ids with an active phone whose digits contain these digits. */
function phoneIds(digits: string) {
  return sql`select location_client_id from ${t.locationClientPhones} where phone_digits like ${likePattern(digits)} and is_active`;
}

/**
 * A free term of the search box, as a set of ids: first name / last name / e-mail containing it, one of
 * its patients named so, or (digits) a phone — a UNION of trigram index scans, as cheap as the matches
 * are few.
 */
function freeTermIds(term: string, locationId: number, sets?: PatientNameSets): SQL {
  const pattern = likePattern(term);
  const ids = knownPatientIds(pattern, sets);
  const pets = ids ? sql`select unnest(${ids})` : patientNameIds(pattern, locationId);
  const parts = [nameOrEmailIds(pattern, locationId), pets];
  const digits = phoneSearchDigits(term);
  if (digits) parts.push(phoneIds(digits));
  return sql.join(parts, sql` union `);
}

/**
 * The same free term as a test of one client row, for reading the list in its order and keeping the
 * rows that match — as cheap as the matches are many.
 */
function freeTermRow(term: string, locationId: number, sets?: PatientNameSets): SQL {
  const pattern = likePattern(term);
  const digits = phoneSearchDigits(term);
  return or(
    // The first name, last name or e-mail, in one stored text.
    sql`${c.searchText} like ${pattern}`,
    patientNameIn(pattern, locationId, sets),
    digits ? sql`${c.id} in (${phoneIds(digits)})` : undefined,
  )!;
}

export type ActiveFilter = 'active' | 'all' | 'non_active';

export interface ClientSearchQuery {
  locationId: number;
  organizationId: number | null;
  filter: string | null | undefined;
  activeFilterType: ActiveFilter | null | undefined;
  take: number;
  skip: number;
}

/**
 * The WHERE clause of LocationClientSearch (clients §5).
 *
 * - A filter with `|` is the Add Client modal's: e-mail | first name | last name | patient name | phone
 *   digits, by position; every non-empty part must match (contains, case-insensitive).
 * - Any other filter is the list's search box: each word must match a first name, last name, e-mail or
 *   patient name, or — for a number — the digits of an active phone.
 * - Office-use clients are never listed; `activeFilterType` active (default) / non_active / all.
 */
export function clientSearchWhere(q: Omit<ClientSearchQuery, 'take' | 'skip'>, terms: 'sets' | 'rows' = 'sets'): SQL | undefined {
  const p = clientSearchParts(q);
  return and(p.base, ...p.terms.map((term) => term[terms]));
}

/** The patient-name patterns of a filter: one per word of the search box, or the modal's patient name. */
function patientNamePatterns(filter: string | null | undefined): string[] {
  const text = (filter ?? '').trim();
  if (text.includes('|')) {
    const { patientName } = parseLocalClientSearchFilter(text);
    return patientName ? [likePattern(patientName)] : [];
  }
  return clientSearchBoxTerms(text).map(likePattern);
}

/** A term of the filter: the clients it matches as a set of ids and as a test of a row (the same clients), and its text's length. */
interface SearchTerm {
  sets: SQL;
  rows: SQL;
  length: number;
}

/**
 * The conditions every listed client meets, and each term of the filter as a set of ids and as a row
 * test; with `sets`, a patient name's clients are the ids read before the search where they were few.
 */
function clientSearchParts(q: Omit<ClientSearchQuery, 'take' | 'skip'>, sets?: PatientNameSets): { base: SQL; terms: SearchTerm[] } {
  const base: (SQL | undefined)[] = [eq(c.locationId, q.locationId), eq(c.isOfficeUse, false)];
  if (q.organizationId != null) base.push(eq(c.organizationId, q.organizationId));
  const active = q.activeFilterType ?? 'active';
  if (active === 'active') base.push(eq(c.isActive, true));
  if (active === 'non_active') base.push(eq(c.isActive, false));
  const terms: SearchTerm[] = [];
  const both = (condition: SQL, text: string) => terms.push({ sets: condition, rows: condition, length: text.length });
  const filter = (q.filter ?? '').trim();
  if (filter.includes('|')) {
    const p = parseLocalClientSearchFilter(filter);
    if (p.email) both(sql`lower(${c.email}) like ${likePattern(p.email)}`, p.email);
    if (p.firstName) both(sql`lower(${c.firstName}) like ${likePattern(p.firstName)}`, p.firstName);
    if (p.lastName) both(sql`lower(${c.lastName}) like ${likePattern(p.lastName)}`, p.lastName);
    if (p.patientName) both(patientNameIn(likePattern(p.patientName), q.locationId, sets), p.patientName);
    if (p.phoneDigits) both(sql`${c.id} in (${phoneIds(p.phoneDigits)})`, p.phoneDigits);
  } else if (filter) {
    for (const term of clientSearchBoxTerms(filter)) {
      terms.push({ sets: sql`${c.id} in (${freeTermIds(term, q.locationId, sets)})`, rows: freeTermRow(term, q.locationId, sets), length: term.length });
    }
  }
  return { base: and(...base)!, terms };
}

/** A listed client: its row, or as a shaped statement answers it (the properties its selected fields read, its relations under `$`). */
type ClientRow = typeof t.locationClients.$inferSelect;

/** The list's page as the operation asks for it: what it selects of each client, and whose scope their children are read with. */
export interface ShapedClients {
  selection: Selection;
  scope: ShapeScope;
}

/** The JSON of one listed client (the row under the table's own name) with the fields `selection` names; null when a shape does not know one. */
function shapedClientText(selection: Selection): SQL | null {
  return shapedText('client list', selection, (build) => build.object('LocationClient', selection, sql`${c}`));
}

/** Sort of client lists: last name, first name (nameless last), then id. */
export const clientOrder = [sql`lower(${c.lastName}) asc nulls last`, sql`lower(${c.firstName}) asc nulls last`, asc(c.id)];

/**
 * How many clients a search reads: `page`, of the list in its order, before it looks its
 * terms up by index instead; `sample`, in storage order, to tell a common term from a rare one; `count`,
 * at most, to count a common term up to the limit; `patients`, the most clients a patient name's set may
 * hold to be read once before the search rather than again in each statement.
 */
export const CLIENT_SEARCH_WINDOWS = { page: 1_000, sample: 2_000, count: 10_000, patients: 5_000 };

/**
 * One page of LocationClientSearch and how many clients match: exactly up to
 * `clientSearchCountLimit(skip, take)` — at that many the count stops, and the list
 * shows "More than …".
 *
 * Without search terms the page reads the list's order index. With terms the cost of a
 * plan depends on how common the terms are, which PostgreSQL's estimates for `%term%` get wrong both
 * ways (a rare term walked the whole list in 1.7 s, a common one sorted 23,000 index matches). So the
 * page first reads the first `windows.page` clients of the list in order and keeps those that match:
 * when they fill the page, that is the page (the list's first matches are the first matches); when they
 * do not, the terms are rare and their trigram index scans (a UNION per term) are cheap. The count
 * first tests a sample of `windows.sample` clients: a small practice is counted whole by it; a term
 * common enough to reach the limit within `windows.count` clients is counted there, stopping at the
 * limit; any other term's index matches are counted.
 */
export async function searchClients(db: DbOrTx, q: ClientSearchQuery, windows = CLIENT_SEARCH_WINDOWS, shaped?: ShapedClients): Promise<{ data: ClientRow[]; count: number }> {
  const take = Math.min(Math.max(q.take, 0), MAX_TAKE);
  const skip = Math.max(q.skip, 0);
  const limit = clientSearchCountLimit(skip, take);
  const parts = clientSearchParts(q, await patientNameSets(db, patientNamePatterns(q.filter), q.locationId, windows.patients));
  const countSets = (where: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(db.select({ id: c.id }).from(c).where(where).limit(limit).as('counted'))
      .then(([row]) => Number(row.n));
  // With a selection a statement can build, each page is read as its answer.
  const listed = shaped ? shapedClientText(shaped.selection) : null;
  /** The clients of `rows` (a statement of whole client rows) as the selection asks for them, in the list's order. */
  // `generic` for rows whose plan does not depend on the values: the page by ids, and
  // the list's page without words (the list's order index); a page of words' index sets plans per run.
  const answered = (rows: SQL, plan: 'per-run' | 'generic' = 'per-run') => shapedList<ClientRow>(db, shaped!.scope, listed!, rows, c, clientOrder, plan);
  const pageSets = (where: SQL | undefined, plan: 'per-run' | 'generic' = 'per-run'): Promise<ClientRow[]> => {
    if (take === 0) return Promise.resolve([]);
    const rows = db.select().from(c).where(where).orderBy(...clientOrder).limit(take).offset(skip);
    return listed ? answered(sql`${rows}`, plan) : rows;
  };
  if (parts.terms.length === 0) {
    const [n, data] = await Promise.all([countSets(parts.base), pageSets(parts.base, 'generic')]);
    return { data, count: n };
  }
  const rows = and(...parts.terms.map((term) => term.rows));
  const order = sql.join(clientOrder, sql`, `);
  /**
   * The filter as the indexes answer it: one term as its set of ids (a UNION of index scans), every
   * other term tested on those clients' rows. Reading each term's set and intersecting them cost a
   * full name on the 1M practice 20 ms, most of it the common first name's 2,300 matches; reading one
   * set is never more work than reading them all. The longest term is taken (a longer text matches
   * fewer names): counting each term in the sample to find the rarest cost more (4 ms a term) than a
   * wrong pick.
   */
  const [longest, ...others] = [...parts.terms].sort((a, b) => b.length - a.length);
  const indexed = (): SQL | undefined => and(parts.base, longest.sets, ...others.map((term) => term.rows));
  /**
   * How many clients the filter matches, counted as {@link indexed} reads them — the other terms kept
   * as tests of the set's rows (`offset 0` keeps PostgreSQL from reading them as index sets too and
   * joining the sets: for a full name that cost twice the time of testing the surname's rows).
   */
  const countIndexed = async (): Promise<number> => {
    if (others.length === 0) return countSets(indexed());
    const [r] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*) as n from (select 1 from (select * from ${c} where ${and(parts.base, longest.sets)} offset 0) as ${c}
        where ${and(...others.map((term) => term.rows))} limit ${limit}) as counted`),
    );
    return Number(r.n);
  };
  // The windows keep the table's name, so the terms' column references read their rows.
  const countOf = async () => {
    // A sample of the location's clients (in storage order, unrelated to names) tells a common term
    // from a rare one; a common term then reaches the limit within the count window.
    const [{ matched, read }] = rowsOf<{ matched: number; read: number }>(
      await db.execute(sql`select count(*) filter (where ${rows}) as matched, count(*) as read
        from (select * from ${c} where ${parts.base} limit ${windows.sample}) as ${c}`),
    );
    if (Number(read) < windows.sample) return Math.min(Number(matched), limit);
    if (Number(matched) * windows.count < limit * windows.sample) return countIndexed();
    const [r] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*) as n from (select 1 from (select * from ${c} where ${parts.base} limit ${windows.count}) as ${c}
        where ${rows} limit ${limit}) as counted`),
    );
    return Number(r.n) >= limit ? limit : countIndexed();
  };
  const pageOf = async () => {
    if (take === 0) return [];
    if (skip + take > windows.page) return pageSets(indexed());
    const walked = rowsOf<{ id: number }>(
      await db.execute(sql`select ${c}.id from (select * from ${c} where ${parts.base} order by ${order} limit ${windows.page}) as ${c}
        where ${rows} order by ${order} limit ${skip + take}`),
    );
    if (walked.length < skip + take) return pageSets(indexed());
    const ids = walked.slice(skip).map((r) => Number(r.id));
    if (listed) return answered(sql`select * from ${c} where ${c.id} = any(${sql.param(ids)}::int[])`, 'generic');
    return db.select().from(c).where(inArray(c.id, ids)).orderBy(...clientOrder);
  };
  const [n, data] = await Promise.all([countOf(), pageOf()]);
  return { data, count: n };
}

/**
 * Clients of the location not yet linked to PIMS (GetUnlinkedLocationClients): active, not office
 * use, not Linked (no pimsId, and no provider id for the provider-id connection type — core's
 * isPimsLinked); every word of the filter (the link page sends "first last") found in the first name,
 * last name or e-mail; with `activeRequestFilter`, only clients with a pending request. The same rule
 * as getUnlinkedLocationClientsCount.
 */
export function unlinkedClientsWhere(
  locationId: number,
  a: { activeRequestFilter?: boolean | null; filter?: string | null; nameFilter?: string | null },
): SQL | undefined {
  const words = (a.nameFilter ?? a.filter ?? '').trim().split(/\s+/).filter(Boolean);
  return and(
    eq(c.locationId, locationId),
    // The partial index's own predicate, so the count reads only that index.
    unlinkedClientCondition(c),
    ...words.map((word) => {
      const pattern = likePattern(word);
      return sql`(lower(${c.firstName}) like ${pattern} or lower(${c.lastName}) like ${pattern} or lower(${c.email}) like ${pattern})`;
    }),
    a.activeRequestFilter
      ? inArray(
          c.id,
          sql`(select location_client_id from ${t.prescriptionTasks} where location_id = ${locationId} and status = 'PENDING')`,
        )
      : undefined,
  );
}

/** The patient list filter of GetLocationPatientsByFilter. */
export interface PatientListFilter {
  search?: string | null;
  species?: readonly string[] | null;
  isActive?: boolean | null;
  locationClientId?: number | null;
}

/** The clients and patients repository of one request, bound to the caller's locations. */
export function clientsRepository(scope: RepositoryScope) {
  /** Records support reads too (Pims Lookup): a location the caller works at, or any in support mode. */
  const reads = (locationId: number) => scope.supportMode || worksAt(scope, locationId);
  return {
    /**
     * One page of LocationClientSearch with its total (nothing for a location out of reach). With the
     * operation's selection of each client, a location the caller works at answers its page in that
     * shape; a support user's search of another practice reads rows, whose children the
     * loaders leave out as before.
     */
    search(q: ClientSearchQuery, selection?: Selection) {
      if (!reads(q.locationId)) return Promise.resolve({ data: [], count: 0 });
      const shaped = selection && worksAt(scope, q.locationId) ? { selection, scope } : undefined;
      return searchClients(scope.db, q, CLIENT_SEARCH_WINDOWS, shaped);
    },
    /** A page of the location's clients not linked to PIMS (see {@link unlinkedClientsWhere}). */
    unlinked(locationId: number, a: Parameters<typeof unlinkedClientsWhere>[1], page: { limit: number; offset: number }) {
      if (!worksAt(scope, locationId)) return Promise.resolve([]);
      return scope.db.select().from(c).where(unlinkedClientsWhere(locationId, a)).orderBy(...clientOrder).limit(page.limit).offset(page.offset);
    },
    /** How many clients {@link unlinked} lists in all. */
    async countUnlinked(locationId: number, a: Parameters<typeof unlinkedClientsWhere>[1]): Promise<number> {
      if (!worksAt(scope, locationId)) return 0;
      const [{ n }] = await scope.db.select({ n: count() }).from(c).where(unlinkedClientsWhere(locationId, a));
      return Number(n);
    },
    /**
     * Patients (not office use) of some of the caller's locations, by name, or a client's name, species,
     * active flag or client, ordered by name.
     */
    patients(locationIds: readonly number[], f: PatientListFilter, page: { limit: number; offset: number }) {
      const ids = locationIds.filter((id) => worksAt(scope, id));
      if (ids.length === 0) return Promise.resolve([]);
      const p = t.locationPatients;
      const conditions: (SQL | undefined)[] = [inArray(p.locationId, ids), eq(p.isOfficeUse, false)];
      const search = f.search?.trim();
      if (search) {
        const pattern = likePattern(search);
        conditions.push(
          or(
            sql`lower(${p.name}) like ${pattern}`,
            // A patient's clients are of its location: the listed locations' clients named so, from
            // the (location, name) indexes.
            sql`${p.id} in (select lpc.location_patient_id from ${t.locationPatientClients} lpc
              join ${t.locationClients} c on c.id = lpc.location_client_id
              where ${inArray(sql`c.location_id`, ids)} and (lower(c.first_name) like ${pattern} or lower(c.last_name) like ${pattern}))`,
          ),
        );
      }
      if (f.species) conditions.push(f.species.length ? inArray(p.speciesCode, [...f.species]) : sql`false`);
      if (f.isActive != null) conditions.push(eq(p.isActive, f.isActive));
      if (f.locationClientId != null) {
        conditions.push(
          inArray(
            p.id,
            scope.db
              .select({ id: t.locationPatientClients.locationPatientId })
              .from(t.locationPatientClients)
              .where(eq(t.locationPatientClients.locationClientId, f.locationClientId)),
          ),
        );
      }
      return scope.db
        .select()
        .from(p)
        .where(and(...conditions))
        .orderBy(sql`lower(${p.name})`, p.id)
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}
