/**
 * Product catalogue queries: family search with facets (SearchProductFamilies, ProductFamilies,
 * getSearchFilters and the counts), presentations of a family, and the classification → strength →
 * products map. The catalogue is shared by every location; what a location changes is its price book
 * (price range), its fuzzy-search flag and the office-use variant.
 *
 * Everything is computed by the database: text matching (pg_trgm word similarity under
 * fuzzyProductSearch, ILIKE otherwise), facet counts (GROUP BY over the filtered families, each facet
 * ignoring its own filter), paging (LIMIT/OFFSET) and the total; SearchProductFamilies matches the text once
 * for its page, total and facets.
 */
import { and, asc, eq, exists, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_RX_DELIVERY_DAYS_FILTER,
  DELIVERY_SHIP_BUCKET,
  deliveryForShipBucket,
  type parseSearchFilters,
  SEARCH_FILTER_LABELS,
  SEARCH_FILTER_TYPES,
  weightRangeLabel,
  PRODUCT_LIMITS,
} from '@vetrx/core/product';
import { PRESCRIBING_OPTION_LABELS } from '@vetrx/core/messages';
import { rowsOf, type DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { keptPromise, writeScopedCache } from './process-cache.js';
import type { RepositoryScope } from './scope.js';

/** Words shorter than this never match fuzzily (a typo in 2 letters is a different word). */
export const FUZZY_MIN_LENGTH = 3;
/** pg_trgm word similarity at or above which a family matches a fuzzy search. */
export const FUZZY_WORD_SIMILARITY = 0.45;

export interface FamilySearchScope {
  /** The location's price book (Generic or MVP) for the price range. */
  priceBookType: string;
  /** The office-use variant: office-use families and products only, office delivery days. */
  isOfficeUse: boolean;
  /** pg_trgm similarity (fuzzyProductSearch) instead of plain substring matching. */
  fuzzy: boolean;
  /** false leaves compounds out (showComboCompoundProducts). */
  includeCompounds?: boolean;
}

export interface FamilySearchArgs extends FamilySearchScope {
  text: string | null | undefined;
  filters: ReturnType<typeof parseSearchFilters>;
  limit: number;
  offset: number;
}

export interface FamilyRow {
  id: number;
  uuid: string;
  product_family: string;
  name: string;
  description: string | null;
  classification: string;
  species: string[];
  is_office_use: boolean;
  sku: string | null;
  srp: string | number | null;
  when_ship_office_min: number | null;
  when_ship_office_max: number | null;
  when_ship_rx_min: number | null;
  when_ship_rx_max: number | null;
  image_url: string | null;
  dosage: string | null;
  brands: string[];
  compound: boolean;
  is_out_of_stock: boolean;
  is_active: boolean;
  is_preferred_prescribed: boolean;
  is_prn_only: boolean;
  ingredients: string | null;
  facilities: string[];
  origin: string | null;
  lowest_product_id: number | null;
  presentation_fid: number | null;
  price_min: string | number | null;
  price_max: string | number | null;
  total: number;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
const likeEscape = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const list = <T>(values: readonly T[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** The products of a family that the scope may offer (active; office-use ones in the office-use variant). */
function productScope(scope: Pick<FamilySearchScope, 'isOfficeUse'>, alias = sql.raw('p')): SQL {
  return scope.isOfficeUse ? sql`${alias}.is_active and ${alias}.is_office_use` : sql`${alias}.is_active`;
}

/**
 * Text condition and relevance score of a family for the search text, over the stored, trigram-indexed
 * `search_text` (name, brands, ingredients, keywords, lower-cased). The substring test
 * and the `<%` operator (word similarity at or above the session's pg_trgm.word_similarity_threshold,
 * FUZZY_WORD_SIMILARITY) are what the index answers; the exact similarity test then keeps the families
 * the score accepts. The name is a prefix of `search_text`, so a family whose name matches also passes
 * the index test. The name is read lower-cased as stored (`name_lower`).
 */
function textMatch(text: string, fuzzy: boolean, row = 'f'): { where: SQL; prefix: SQL } {
  const q = text.trim().toLowerCase();
  const like = `%${likeEscape(q)}%`;
  const name = sql`${sql.raw(row)}.name_lower`;
  const haystack = sql`${sql.raw(row)}.search_text`;
  const substring = sql`${haystack} like ${like}`;
  const prefix = sql`(case when ${name} like ${`${likeEscape(q)}%`} then 1 when ${name} like ${like} then 0.9 when ${substring} then 0.7 else 0 end)`;
  if (!fuzzy || q.length < FUZZY_MIN_LENGTH) return { where: substring, prefix };
  const similarity = sql`greatest(word_similarity(${q}, ${name}), word_similarity(${q}, ${haystack}) * 0.95)`;
  return { where: sql`(${substring} or (${q} <% ${haystack} and ${similarity} >= ${FUZZY_WORD_SIMILARITY}))`, prefix };
}

/**
 * The relevance of a matched family `m` (its name and search text are columns of `matched`), computed
 * for the families that pass the filters only: with filters, a few of the matches.
 */
function matchedScore(args: Pick<FamilySearchArgs, 'text' | 'fuzzy'>): SQL {
  const text = (args.text ?? '').trim();
  if (!text) return sql`0`;
  const q = text.toLowerCase();
  if (!args.fuzzy || q.length < FUZZY_MIN_LENGTH) return textMatch(text, args.fuzzy, 'm').prefix;
  // Fuzzy: the greatest of the prefix score, the name's word similarity and 0.95 × the search text's. No
  // part passes 1: a name that starts with the text, or holds it as a whole word (name similarity 1),
  // scores 1 without the costlier similarities. A text of one word of letters and digits is found as a
  // whole word of the name by a regular expression, a fifth of the cost of the similarity that would
  // say the same; the others' name similarity is computed once per family (`n`;
  // `offset 0` keeps the planner from copying it back into each use). The lower-cased name is stored
  // (`name_lower`).
  const like = `%${likeEscape(q)}%`;
  const pattern = wholeWordPattern(q);
  const wholeWord = pattern ? sql` when m.name_lower ~ ${pattern} then 1` : sql``;
  return sql`(case when m.name_lower like ${`${likeEscape(q)}%`} then 1${wholeWord} else (
    select case when n.wn = 1 then 1 else greatest(case when m.name_lower like ${like} then 0.9 when m.search_text like ${like} then 0.7 else 0 end, n.wn, word_similarity(${q}, m.search_text) * 0.95) end
    from (select word_similarity(${q}, m.name_lower) as wn offset 0) n) end)`;
}

/**
 * The regular expression that finds a lower-cased search text as a whole word of a name, for a text that
 * is one word of pg_trgm's (ASCII letters and digits; null for any other): where a name holds it bounded
 * by anything else, its word similarity to the name is 1. A regular expression's word
 * characters add the underscore, which only makes it find fewer such names, never more.
 */
export function wholeWordPattern(q: string): string | null {
  return /^[a-z0-9]+$/.test(q) ? `\\m${q}\\M` : null;
}

type FacetKey = 'species' | 'flavor' | 'timeToShip' | 'preferred' | 'delivery' | 'weight';

/**
 * Each filter as a condition on a row `m` of the matched families (see {@link matchedFamilies});
 * `except` leaves one out (a facet counts without its own filter). The product-level facts are arrays
 * the CTE aggregated once per family, so filters and facets are array operations.
 */
function filterConditions(args: Pick<FamilySearchArgs, 'filters' | 'isOfficeUse'>, except?: FacetKey): SQL[] {
  const f = args.filters;
  const out: SQL[] = [];
  const texts = (values: readonly string[]) => sql`array[${list(values)}]::text[]`;
  if (except !== 'species' && f.species.length) out.push(sql`m.species && ${texts(f.species)}`);
  if (except !== 'flavor' && f.flavor.length) out.push(sql`m.flavor_ids && array[${list(f.flavor)}]::int[]`);
  if (except !== 'timeToShip' && f.timeToShip.length) out.push(sql`m.ship_buckets && ${texts(f.timeToShip)}`);
  if (except !== 'preferred' && f.preferred !== null) out.push(sql`m.is_preferred_prescribed = ${f.preferred}`);
  if (except !== 'delivery' && f.delivery.length) out.push(sql`m.ship_buckets && ${texts(f.delivery.map((d) => DELIVERY_SHIP_BUCKET[d]))}`);
  if (except !== 'weight' && weightFiltered(f)) out.push(sql`m.in_weight_range`);
  return out;
}

const weightFiltered = (f: FamilySearchArgs['filters']) => f.weightMin !== null || f.weightMax !== null;

/**
 * Whether the species, flavor, time-to-ship and delivery facets all count the same families (none of
 * them is filtered): then they read one count of the families' facet tokens.
 */
const facetTokensShared = (f: FamilySearchArgs['filters']) => !f.species.length && !f.flavor.length && !f.timeToShip.length && !f.delivery.length;

/**
 * Whether a family `f` has an offered product for the weight range: a column of `matched`, so the page,
 * the total and every facet but weight read it instead of each looking the products up again. Read
 * from the family row: its offered products' weights as one multirange, tested for an
 * overlap — a product [weight_min or 0, weight_max or open] meets the range exactly when that union
 * does. Where that reading would differ — a range whose low end passes its high end or the open
 * maximum (PRODUCT_LIMITS.weightOpenMax, which a product without a weight_max stands for), or a family with a
 * product whose weight_min passes its weight_max — the family's products are looked up as before.
 */
function inWeightRange(args: Pick<FamilySearchArgs, 'filters' | 'isOfficeUse'>): SQL {
  const lo = args.filters.weightMin ?? 0;
  const hi = args.filters.weightMax ?? PRODUCT_LIMITS.weightOpenMax;
  // A correlated `limit 1` rather than `exists`: the planner may not turn it into a hashed scan of every product.
  const products = sql`coalesce((select true from products p where p.product_family_id = f.id and ${productScope(args)} and coalesce(p.weight_min, 0) <= ${hi} and coalesce(p.weight_max, ${PRODUCT_LIMITS.weightOpenMax}) >= ${lo} limit 1), false)`;
  if (lo > hi || lo > PRODUCT_LIMITS.weightOpenMax) return products;
  const [ranges, irregular] = args.isOfficeUse ? [sql`f.office_weight_ranges`, sql`f.office_weight_irregular`] : [sql`f.rx_weight_ranges`, sql`f.rx_weight_irregular`];
  return sql`(case when ${irregular} then ${products} else ${ranges} && numrange(${lo}::numeric, ${hi}::numeric, '[]') end)`;
}

/** Families the scope offers at all: active, with an offered product; office-use families in that variant. */
function scopeConditions(args: Omit<FamilySearchScope, 'priceBookType'>): SQL[] {
  const out: SQL[] = [sql`f.is_active`, args.isOfficeUse ? sql`f.offers_office` : sql`f.offers_rx`];
  if (args.isOfficeUse) out.push(sql`f.is_office_use`);
  if (args.includeCompounds === false) out.push(sql`not f.compound`);
  return out;
}

const andAll = (conds: SQL[]): SQL => (conds.length ? sql.join(conds, sql` and `) : sql`true`);

/**
 * The CTE `matched`: the families the scope offers that match the text (computed once, materialized),
 * with their name and search text (the page scores the few that pass the filters) and what the filters
 * and facets read of their offered products — shipping buckets, flavor ids and weight bounds, stored on
 * the family for each scope — and, under a weight filter, whether one of them
 * fits it. For `facets` with none of the array facets filtered, the family's facet tokens stand for
 * its species, buckets and flavors: nothing else reads those then.
 */
function matchedFamilies(args: Omit<FamilySearchArgs, 'limit' | 'offset' | 'priceBookType'>, facets = false): SQL {
  const text = (args.text ?? '').trim();
  const match = text ? textMatch(text, args.fuzzy) : null;
  const scope = args.isOfficeUse ? 'office' : 'rx';
  const weights = sql.raw(`f.${scope}_weight_min as weight_min, f.${scope}_weight_max as weight_max`);
  const arrays = sql.raw(
    facets && facetTokensShared(args.filters)
      ? `f.${scope}_facet_tokens as facet_tokens`
      : `f.species, f.${scope}_ship_buckets as ship_buckets, f.${scope}_flavor_ids as flavor_ids`,
  );
  return sql`matched as materialized (
    select f.id, f.is_preferred_prescribed, f.name, ${match ? sql`f.name_lower, f.search_text, ` : sql``}${arrays}, ${weights}${weightFiltered(args.filters) ? sql`, ${inWeightRange(args)} as in_weight_range` : sql``}
    from product_families f
    where ${andAll([...scopeConditions(args), ...(match ? [match.where] : [])])}
  )`;
}

/** The families of one page, in order: relevance, then name. The price range and first product are read for the page's rows only. */
function pageOfFamilies(args: FamilySearchArgs): SQL {
  const scope = productScope(args);
  const score = matchedScore(args);
  return sql`
    page as (
      select m.id, ${score} as score from matched m
      where ${andAll(filterConditions(args))}
      order by score desc, m.name asc, m.id asc
      limit ${args.limit} offset ${args.offset}
    ),
    page_rows as (
      select f.id, f.uuid, f.product_family, f.name, f.description, f.classification, f.species, f.is_office_use, f.sku, f.srp,
        f.when_ship_office_min, f.when_ship_office_max, f.when_ship_rx_min, f.when_ship_rx_max, f.image_url, f.dosage, f.brands,
        f.compound, f.is_out_of_stock, f.is_active, f.is_preferred_prescribed, f.is_prn_only, f.ingredients, f.facilities, f.origin,
        lp.id as lowest_product_id, lp.product_presentation_id as presentation_fid,
        pr.price_min, pr.price_max, pg.score
      from page pg
      join product_families f on f.id = pg.id
      left join lateral (
        select p.id, p.product_presentation_id from products p where p.product_family_id = f.id and ${scope} order by p.id limit 1
      ) lp on true
      left join lateral (
        select min(pb.caretaker_price) as price_min, max(pb.caretaker_price) as price_max
        from products p join price_books pb on pb.product_id = p.id
        where p.product_family_id = f.id and ${scope} and lower(pb.name) = lower(${args.priceBookType})
      ) pr on true
    )`;
}

/** How many matched families pass every filter: a scalar over the materialized `matched`. */
const matchedTotal = (args: Pick<FamilySearchArgs, 'filters' | 'isOfficeUse'>): SQL =>
  sql`(select count(*)::int from matched m where ${andAll(filterConditions(args))})`;

/** One page of families for a text and filters, with the total, ordered by relevance then name. */
export async function searchFamilies(db: DbOrTx, args: FamilySearchArgs): Promise<{ rows: FamilyRow[]; total: number }> {
  const result = await db.execute(sql`
    with ${matchedFamilies(args)}, ${pageOfFamilies(args)}
    select r.*, ${matchedTotal(args)} as total from page_rows r order by r.score desc, r.name asc, r.id asc
  `);
  const rows = rowsOf<FamilyRow>(result);
  const total = rows.length ? Number(rows[0].total) : args.offset > 0 ? await countFamilies(db, args) : 0;
  return { rows, total };
}

/** How many families a text and filters match. */
export async function countFamilies(db: DbOrTx, args: Omit<FamilySearchArgs, 'limit' | 'offset' | 'priceBookType'>): Promise<number> {
  const result = await db.execute(sql`with ${matchedFamilies(args)} select count(*)::int as n from matched m where ${andAll(filterConditions(args))}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export interface FacetOption {
  count: number;
  name: string;
  value: string;
  selected: boolean;
}

export interface Facet {
  key: string;
  label: string;
  type: string;
  options: FacetOption[];
}

interface FacetRow {
  facet: string;
  value: string | null;
  name: string | null;
  n: number;
}

/**
 * The facets' rows (facet, value, name, n) as the CTE `facet_rows` over `matched`: each facet over the
 * matched families that pass every other filter (so choosing a species still shows the other species'
 * counts). The weight bounds are the families' stored bounds (migration 0019), not their products'.
 *
 * Facets whose own filter is not set count over the same families (those passing every filter), so they
 * share passes over `matched`: time to ship and delivery read one count of the ship
 * buckets (`ship_counts`), and preferred and the weight bounds one aggregate, when neither of the pair
 * is filtered. Otherwise each has its own pass, as before. With none of species, flavor, time to ship
 * and delivery filtered, those four read one count of the matched families' facet tokens
 * (`token_counts`) instead of unnesting three arrays in three passes.
 */
function facetRows(args: Omit<FamilySearchArgs, 'limit' | 'offset' | 'priceBookType'>): SQL {
  const where = (except: FacetKey) => andAll(filterConditions(args, except));
  const f = args.filters;
  const shipShared = !f.timeToShip.length && !f.delivery.length;
  const deliveryBuckets = sql`(${list(Object.values(DELIVERY_SHIP_BUCKET))})`;
  const aggregateShared = f.preferred === null && !weightFiltered(f);
  const preferredAggregate = sql`count(*) filter (where m.is_preferred_prescribed)::int as yes, count(*) filter (where not m.is_preferred_prescribed)::int as no`;
  const weightAggregate = sql`coalesce(min(m.weight_min), 0) as lo, coalesce(least(max(m.weight_max), ${PRODUCT_LIMITS.weightOpenMax}), 0) as hi`;
  const weightRows = (from: SQL) => sql`select 'weight', w.bound, null, w.value::int from ${from} cross join lateral (values ('min', a.lo), ('max', a.hi)) as w(bound, value)`;
  // Arrays are unnested in the select list, not by a lateral join per row: half the time over a few
  // thousand matched families. With none of the array facets filtered, one count of the
  // families' facet tokens answers species, flavor and the ship buckets.
  const tokens = facetTokensShared(f);
  const token = (prefix: 's' | 'f' | 't') => sql.raw(`c.token like '${prefix}:%'`);
  const species = tokens
    ? sql`select 'species' as facet, substr(c.token, 3) as value, coalesce(sp.name, substr(c.token, 3)) as name, c.n
      from token_counts c left join species sp on sp.code = substr(c.token, 3) where ${token('s')}`
    : sql`select 'species' as facet, s.code as value, coalesce(sp.name, s.code) as name, count(*)::int as n
      from (select unnest(m.species) as code from matched m where ${where('species')}) s left join species sp on sp.code = s.code
      group by s.code, sp.name`;
  const flavor = tokens
    ? sql`select 'flavor', fl.id::text, fl.name, c.n from token_counts c join flavors fl on fl.id = substr(c.token, 3)::int where ${token('f')}`
    : sql`select 'flavor', fl.id::text, fl.name, count(*)::int
      from (select unnest(m.flavor_ids) as flavor_id from matched m where ${where('flavor')}) x join flavors fl on fl.id = x.flavor_id
      group by fl.id, fl.name`;
  const shipCounts = tokens
    ? sql`select substr(c.token, 3) as bucket, c.n from token_counts c where ${token('t')}`
    : sql`select b.bucket, count(*)::int as n from (select unnest(m.ship_buckets) as bucket from matched m where ${where('timeToShip')}) b group by b.bucket`;
  return sql`${tokens ? sql`token_counts as (
    select x.token, count(*)::int as n from (select unnest(m.facet_tokens) as token from matched m where ${where('species')}) x group by x.token
  ),
  ` : sql``}ship_counts as (
    ${shipCounts}
  ),
  facet_aggregate as (
    select ${aggregateShared ? sql`${preferredAggregate}, ${weightAggregate}` : sql`${preferredAggregate}`} from matched m where ${where('preferred')}
  ),
  facet_rows as (
    ${species}
    union all
    ${flavor}
    union all
    select 'timeToShip', c.bucket, c.bucket, c.n from ship_counts c
    union all
    ${
      shipShared
        ? sql`select 'delivery', c.bucket, c.bucket, c.n from ship_counts c where c.bucket in ${deliveryBuckets}`
        : sql`select 'delivery', b.bucket, b.bucket, count(*)::int
      from (select unnest(m.ship_buckets) as bucket from matched m where ${where('delivery')}) b
      where b.bucket in ${deliveryBuckets} group by b.bucket`
    }
    union all
    select 'preferred', x.value, null, x.n from facet_aggregate a cross join lateral (values ('yes', a.yes), ('no', a.no)) as x(value, n) where x.n > 0
    union all
    ${weightRows(aggregateShared ? sql`facet_aggregate a` : sql`(select ${weightAggregate} from matched m where ${where('weight')}) a`)}
  )`;
}

/**
 * The total beside the facets: without a preferred filter, the preferred facet's aggregate counts the
 * families passing every filter already (yes and no), so no other pass over `matched` is made.
 */
const facetsTotal = (args: Pick<FamilySearchArgs, 'filters' | 'isOfficeUse'>): SQL =>
  args.filters.preferred === null ? sql`(select a.yes + a.no from facet_aggregate a)` : matchedTotal(args);

/** The facets of a search, counted by the database in one statement (see {@link facetRows}). */
export async function searchFacets(
  db: DbOrTx,
  args: Omit<FamilySearchArgs, 'limit' | 'offset' | 'priceBookType'>,
): Promise<Facet[]> {
  const result = await db.execute(sql`with ${matchedFamilies(args, true)}, ${facetRows(args)} select * from facet_rows`);
  return facetsOf(rowsOf<FacetRow>(result), args.filters);
}

/**
 * A page of families, its total and the facets in ONE statement: the text is matched once (the
 * `matched` CTE, the costly part of a search) for all three, where two statements matched it twice
 * (decision 0201). The row without a family carries the total and facets when the page is empty.
 */
export async function searchFamiliesWithFacets(db: DbOrTx, args: FamilySearchArgs): Promise<{ rows: FamilyRow[]; total: number; facets: Facet[] }> {
  const result = await db.execute(sql`
    with ${matchedFamilies(args, true)}, ${pageOfFamilies(args)}, ${facetRows(args)}
    select r.*, t.total, t.facets
    from (select ${facetsTotal(args)} as total, (select coalesce(json_agg(x), '[]'::json) from facet_rows x) as facets) t
    left join page_rows r on true
    order by r.score desc, r.name asc, r.id asc
  `);
  const all = rowsOf<FamilyRow & { facets: FacetRow[] | string }>(result);
  const first = all[0];
  const facetList = typeof first.facets === 'string' ? (JSON.parse(first.facets) as FacetRow[]) : first.facets;
  return { rows: all.filter((r) => r.id !== null), total: Number(first.total), facets: facetsOf(facetList, args.filters) };
}

type FoundFamilies = Awaited<ReturnType<typeof searchFamiliesWithFacets>>;

/**
 * SearchProductFamilies answers kept between requests, like the catalogue rows they are
 * made of: until the next committed write on the database or five minutes. Vets type
 * the same drug names letter by letter; each answer depends only on the catalogue and on the key below.
 * The promise is kept ({@link keptPromise}), so searches that arrive together while one runs share its
 * statement; a failed search is not kept. Answers are frozen: requests share them.
 */
const keptSearches = writeScopedCache<Promise<FoundFamilies>>({ ttlMs: 300_000, max: 500 });

/**
 * The largest page an answer is kept for: the screens' page (PRODUCT_LIMITS.searchPageSize). An answer of 10
 * families with facets is 18–27 KB as JSON (1M practice's catalogue), about twice that in memory, so the
 * 500 kept answers stay under ~30 MB; a caller asking for up to 100 families at a time (the API allows
 * it) runs the statement each time.
 */
const KEPT_PAGE_MAX = PRODUCT_LIMITS.searchPageSize;

/** Everything a search's answer depends on, with the text as the statement reads it (trimmed, lower case). */
function searchKey(args: FamilySearchArgs): string {
  const text = (args.text ?? '').trim().toLowerCase();
  return JSON.stringify([text, args.fuzzy, args.isOfficeUse, args.includeCompounds !== false, args.priceBookType.toLowerCase(), args.limit, args.offset, args.filters]);
}

function frozen(found: FoundFamilies): FoundFamilies {
  for (const row of found.rows) Object.freeze(row);
  for (const facet of found.facets) {
    for (const option of facet.options) Object.freeze(option);
    Object.freeze(facet.options);
    Object.freeze(facet);
  }
  Object.freeze(found.rows);
  Object.freeze(found.facets);
  return Object.freeze(found);
}

/** {@link searchFamiliesWithFacets}, answered from the kept searches when the same one ran since the last write. */
function keptSearch(db: DbOrTx, args: FamilySearchArgs): Promise<FoundFamilies> {
  // Kept under the write generation it started in: a write committed while it runs moves every later
  // request to a new generation, which does not see it.
  return keptPromise(keptSearches, db, searchKey(args), () => searchFamiliesWithFacets(db, args).then(frozen));
}

/** Forgets the kept searches of a database: the benchmarks time the statement itself (bench/run.ts). */
export function forgetKeptSearches(db: object): void {
  keptSearches.clear(db);
}

/** Facet rows as the contract's facets: options in a fixed order (time to ship, preferred, delivery) or by name. */
function facetsOf(rows: FacetRow[], f: FamilySearchArgs['filters']): Facet[] {
  const of = (facet: string) => rows.filter((r) => r.facet === facet);
  const byName = (a: FacetOption, b: FacetOption) => a.name.localeCompare(b.name);
  const facet = (key: keyof typeof SEARCH_FILTER_TYPES, options: FacetOption[]): Facet => ({
    key,
    label: SEARCH_FILTER_LABELS[key],
    type: SEARCH_FILTER_TYPES[key],
    options,
  });
  const shipOrder = ['1-2', '2-3', '3-5', '5+'] as const;
  const timeToShip = of('timeToShip');
  const deliveryRows = of('delivery');
  const preferred = of('preferred');
  const weight = of('weight');
  return [
    facet(
      'species',
      of('species')
        .map((r) => ({ count: Number(r.n), name: r.name ?? String(r.value), value: String(r.value), selected: f.species.includes(String(r.value)) }))
        .sort(byName),
    ),
    facet(
      'flavor',
      of('flavor')
        .map((r) => ({ count: Number(r.n), name: r.name ?? String(r.value), value: String(r.value), selected: f.flavor.includes(Number(r.value)) }))
        .sort(byName),
    ),
    facet(
      'timeToShip',
      shipOrder.map((bucket) => ({
        count: Number(timeToShip.find((r) => r.value === bucket)?.n ?? 0),
        name: PRESCRIBING_OPTION_LABELS.timeToShip[bucket],
        value: bucket,
        selected: f.timeToShip.includes(bucket),
      })),
    ),
    facet(
      'preferred',
      (['yes', 'no'] as const).map((v) => ({
        count: Number(preferred.find((r) => r.value === v)?.n ?? 0),
        name: PRESCRIBING_OPTION_LABELS.preferred[v],
        value: v,
        selected: f.preferred === (v === 'yes'),
      })),
    ),
    facet(
      'delivery',
      (Object.keys(DELIVERY_SHIP_BUCKET) as Array<keyof typeof DELIVERY_SHIP_BUCKET>).map((d) => ({
        count: Number(deliveryRows.find((r) => deliveryForShipBucket(r.value) === d)?.n ?? 0),
        name: PRESCRIBING_OPTION_LABELS.delivery[d],
        value: d,
        selected: f.delivery.includes(d),
      })),
    ),
    facet('weightRange', [
      { count: Number(weight.find((r) => r.value === 'min')?.n ?? 0), name: 'min', value: f.weightMin === null ? '' : String(f.weightMin), selected: f.weightMin !== null },
      { count: Number(weight.find((r) => r.value === 'max')?.n ?? 0), name: 'max', value: f.weightMax === null ? '' : String(f.weightMax), selected: f.weightMax !== null },
    ]),
  ];
}

/** A search result row as the contract's ProductFamilySearchResult. */
export function familyResult(r: FamilyRow) {
  const min = num(r.price_min);
  const max = num(r.price_max);
  return {
    id: String(r.id),
    productFamily: r.product_family,
    name: r.name,
    description: r.description,
    classification: r.classification,
    species: r.species,
    isOfficeUse: r.is_office_use,
    sku: r.sku,
    srp: num(r.srp),
    whenShipOffice: r.when_ship_office_min === null && r.when_ship_office_max === null ? null : { min: r.when_ship_office_min, max: r.when_ship_office_max },
    whenShipRx: r.when_ship_rx_min === null && r.when_ship_rx_max === null ? null : { min: r.when_ship_rx_min, max: r.when_ship_rx_max },
    imageURL: r.image_url,
    dosage: r.dosage,
    presentationFID: r.presentation_fid === null ? null : String(r.presentation_fid),
    brands: r.brands,
    compound: r.compound,
    lowestFamilyId: r.lowest_product_id === null ? null : String(r.lowest_product_id),
    isOutOfStock: r.is_out_of_stock,
    isActive: r.is_active,
    isPreferredPrescribed: r.is_preferred_prescribed,
    isPrnOnly: r.is_prn_only,
    ingredients: r.ingredients,
    facilities: r.facilities,
    origin: r.origin,
    parentUuid: r.uuid,
    priceRange: min === null || max === null ? null : { min, max },
  };
}

export interface ProductListScope {
  isOfficeUse: boolean;
  flavorIds?: readonly number[] | null;
  deliveryDays?: readonly string[] | null;
}

/** Conditions on `products` for a family's products under the filters (drizzle form). */
function productConditions(familyId: number, scope: ProductListScope): SQL[] {
  const c: SQL[] = [eq(t.products.productFamilyId, familyId), eq(t.products.isActive, true)];
  if (scope.isOfficeUse) c.push(eq(t.products.isOfficeUse, true));
  const days = scope.deliveryDays?.filter((d) => d.trim() !== '') ?? [];
  if (days.length) c.push(inArray(scope.isOfficeUse ? t.products.officeUseDeliveryDays : t.products.rxDeliveryDays, days));
  if (scope.flavorIds?.length) {
    c.push(
      exists(
        sql`(select 1 from ${t.productFlavors} where ${t.productFlavors.productId} = ${t.products.id} and ${inArray(t.productFlavors.flavorId, [...scope.flavorIds])})`,
      ),
    );
  }
  return c;
}

/** The family row of a family key, or null. */
export async function familyByKey(db: DbOrTx, productFamily: string) {
  const [row] = await db.select().from(t.productFamilies).where(eq(t.productFamilies.productFamily, productFamily)).limit(1);
  return row ?? null;
}

/** Presentations of a family that have products under the filters, with their product counts. */
export async function familyPresentations(db: DbOrTx, familyId: number, scope: ProductListScope) {
  const rows = await db
    .select({
      id: t.productPresentations.id,
      description: t.productPresentations.description,
      dosageForm: t.productPresentations.dosageForm,
      image: t.productPresentations.image,
      productCount: sql<number>`count(${t.products.id})::int`,
      isOutOfStock: sql<boolean>`bool_and(${t.products.isOutOfStock})`,
    })
    .from(t.products)
    .innerJoin(t.productPresentations, eq(t.productPresentations.id, t.products.productPresentationId))
    .where(and(...productConditions(familyId, scope)))
    .groupBy(t.productPresentations.id)
    .orderBy(asc(sql`min(${t.products.id})`));
  return rows.map((r) => ({ ...r, id: String(r.id), productCount: Number(r.productCount), isOutOfStock: Boolean(r.isOutOfStock) }));
}

export interface ExtendedDataArgs extends ProductListScope {
  familyId: number;
  productPresentationId: number | null;
  selectedStrength?: string | null;
  minProductWeight?: number | null;
  maxProductWeight?: number | null;
}

/**
 * The classification → strength → products map of a family (and presentation) under the configure
 * filter; the delivery filter defaults to 1-2, 2-3, 3-5. The flavor map lists the flavors of the
 * presentation's products before the flavor filter, so every flavor stays choosable.
 */
export async function extendedData(db: DbOrTx, args: ExtendedDataArgs) {
  const deliveryDays = args.deliveryDays?.length ? args.deliveryDays : DEFAULT_RX_DELIVERY_DAYS_FILTER;
  const conds = productConditions(args.familyId, { ...args, deliveryDays });
  if (args.productPresentationId !== null) conds.push(eq(t.products.productPresentationId, args.productPresentationId));
  if (args.selectedStrength) conds.push(eq(t.products.strengthDisplay, args.selectedStrength));
  if (args.minProductWeight != null || args.maxProductWeight != null) {
    const lo = args.minProductWeight ?? 0;
    const hi = args.maxProductWeight ?? PRODUCT_LIMITS.weightOpenMax;
    conds.push(lte(sql`coalesce(${t.products.weightMin}, 0)`, hi), gte(sql`coalesce(${t.products.weightMax}, ${PRODUCT_LIMITS.weightOpenMax})`, lo));
  }
  const flavorConds = productConditions(args.familyId, { isOfficeUse: args.isOfficeUse, deliveryDays });
  if (args.productPresentationId !== null) flavorConds.push(eq(t.products.productPresentationId, args.productPresentationId));
  const [products, flavors] = await Promise.all([
    db.select().from(t.products).where(and(...conds)).orderBy(asc(t.products.id)),
    db
      .selectDistinct({ id: t.flavors.id, name: t.flavors.name })
      .from(t.products)
      .innerJoin(t.productFlavors, eq(t.productFlavors.productId, t.products.id))
      .innerJoin(t.flavors, eq(t.flavors.id, t.productFlavors.flavorId))
      .where(and(...flavorConds))
      .orderBy(asc(t.flavors.name)),
  ]);
  const classes = new Map<string, Map<string, typeof products>>();
  for (const p of products) {
    const strength = p.strengthDisplay ?? '';
    if (!classes.has(p.classification)) classes.set(p.classification, new Map());
    const strengths = classes.get(p.classification)!;
    if (!strengths.has(strength)) strengths.set(strength, []);
    strengths.get(strength)!.push(p);
  }
  return {
    flavorProductMap: flavors.map((f) => ({ flavorId: String(f.id), flavor: f.name })),
    classificationProductMap: [...classes].map(([classification, strengths]) => ({
      classification,
      strengthProductMap: [...strengths].map(([strength, rows]) => {
        const sorted = [...rows].sort((a, b) => a.packsizeQty - b.packsizeQty || a.id - b.id);
        const mins = rows.map((r) => r.weightMin).filter((v): v is number => v !== null);
        const maxs = rows.map((r) => r.weightMax).filter((v): v is number => v !== null);
        const weightMin = mins.length ? Math.min(...mins) : null;
        const weightMax = maxs.length ? Math.max(...maxs) : null;
        return {
          strength,
          weightMin,
          weightMax,
          productWeightRange: rows[0]?.productWeightRange ?? weightRangeLabel(weightMin, weightMax),
          products: sorted,
        };
      }),
    })),
  };
}

/**
 * The product catalogue of one request. The catalogue is shared by every practice; what a location
 * changes (price book, office use, fuzzy search) comes from the location the resolver checked.
 */
export function productsRepository(scope: RepositoryScope) {
  const db = scope.db;
  return {
    searchFamilies: (args: FamilySearchArgs) => searchFamilies(db, args),
    countFamilies: (args: Parameters<typeof countFamilies>[1]) => countFamilies(db, args),
    searchFacets: (args: Parameters<typeof searchFacets>[1]) => searchFacets(db, args),
    /** Outside a mutation's transaction, a page of the screens' size is answered from the kept searches. */
    searchFamiliesWithFacets: (args: FamilySearchArgs) =>
      scope.tx || args.limit > KEPT_PAGE_MAX ? searchFamiliesWithFacets(db, args) : keptSearch(db, args),
    familyByKey: (productFamily: string) => familyByKey(db, productFamily),
    familyPresentations: (familyId: number, list: ProductListScope) => familyPresentations(db, familyId, list),
    extendedData: (args: ExtendedDataArgs) => extendedData(db, args),
  };
}
