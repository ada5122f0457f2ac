/**
 * The family search reads the stored, trigram-indexed `search_text`. These tests prove
 * the column holds what the search matched before (name, brands, ingredients, keywords, lower-cased),
 * follows every write, and that results, order, scores, totals and facets are those of the
 * straightforward query over the joined text, for exact, fuzzy (typos), short and absent texts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DELIVERY_SHIP_BUCKET, parseSearchFilters, PRODUCT_LIMITS } from '@vetrx/core/product';

const WEIGHT_OPEN_MAX = PRODUCT_LIMITS.weightOpenMax;
import { testDatabases, useTestDatabase } from '../testing/index.js';
import { FUZZY_MIN_LENGTH, FUZZY_WORD_SIMILARITY, searchFacets, searchFamilies, searchFamiliesWithFacets, wholeWordPattern } from './products.js';

const texts = ['carprofen', 'carprofn', 'gabapentn', 'tab', 'chew', 'a', 'ch', 'heartgard', 'beef', 'Dogs', 'xqzv', 'predniso', 'ear solution'];
const rowsOf = <R>(r: unknown) => (r as { rows: R[] }).rows;

describe.each(testDatabases())('family search over the indexed search text (%s)', (kind) => {
  const h = useTestDatabase(kind, { demo: true });

  const haystack = `lower(f.name || ' ' || array_to_string(f.brands, ' ') || ' ' || coalesce(f.ingredients, '') || ' ' || array_to_string(f.keywords, ' '))`;

  /** The families the search matched before, with their scores, as the straightforward query computed them. */
  async function reference(text: string, fuzzy: boolean): Promise<Array<{ id: number; score: number }>> {
    const q = text.trim().toLowerCase();
    const like = `%${q}%`;
    const prefix = `(case when lower(f.name) like $2 then 1 when lower(f.name) like $1 then 0.9 when ${haystack} like $1 then 0.7 else 0 end)`;
    const similarity = `greatest(word_similarity($3, lower(f.name)), word_similarity($3, ${haystack}) * 0.95)`;
    const useFuzzy = fuzzy && q.length >= FUZZY_MIN_LENGTH;
    const where = useFuzzy ? `(${haystack} like $1 or ${similarity} >= ${FUZZY_WORD_SIMILARITY})` : `${haystack} like $1 and $3 = $3`;
    const score = useFuzzy ? `greatest(${prefix}, ${similarity})` : prefix;
    const result = await h.db.execute(
      sql.raw(
        `select f.id, ${score} as score from product_families f where f.is_active and exists (select 1 from products p where p.product_family_id = f.id and p.is_active) and ${where} order by 2 desc, f.name, f.id`
          .replaceAll('$1', `'${like.replaceAll("'", "''")}'`)
          .replaceAll('$2', `'${`${q}%`.replaceAll("'", "''")}'`)
          .replaceAll('$3', `'${q.replaceAll("'", "''")}'`),
      ),
    );
    return rowsOf<{ id: number; score: number }>(result).map((r) => ({ id: Number(r.id), score: Number(r.score) }));
  }

  it('stores the joined, lower-cased text and the lower-cased name of every family', async () => {
    const r = await h.db.execute(
      sql.raw(`select count(*)::int as n, count(*) filter (where f.search_text is distinct from ${haystack})::int as differ,
        count(*) filter (where f.name_lower is distinct from lower(f.name))::int as names_differ from product_families f`),
    );
    const [row] = rowsOf<{ n: number; differ: number; names_differ: number }>(r);
    expect(Number(row.n)).toBeGreaterThan(100);
    expect(Number(row.differ)).toBe(0);
    expect(Number(row.names_differ)).toBe(0);
  });

  it('keeps the search text\'s statistics sample at ten entries (migration 0021), which a re-created column would silently lose', async () => {
    const result = await h.db.execute(sql`select attstattarget from pg_attribute where attrelid = 'product_families'::regclass and attname = 'search_text'`);
    expect(rowsOf<{ attstattarget: number }>(result).map((r) => Number(r.attstattarget))).toEqual([10]);
  });

  it('follows a write to a family', async () => {
    await h.db.execute(sql`update product_families set brands = array['Zyxwvu'], keywords = array['Qwertz'] where id = 1`);
    const [row] = rowsOf<{ search_text: string }>(await h.db.execute(sql`select search_text from product_families where id = 1`));
    expect(row.search_text).toContain('zyxwvu');
    expect(row.search_text).toContain('qwertz');
    const found = await searchFamilies(h.db, { text: 'zyxwvu', fuzzy: true, isOfficeUse: false, priceBookType: 'Generic', filters: parseSearchFilters([]), limit: 10, offset: 0 });
    expect(found.rows.map((r) => Number(r.id))).toContain(1);
    // A renamed family is found, and scored, by its new name.
    await h.db.execute(sql`update product_families set name = 'Ÿnexpected Ärgon Chews' where id = 1`);
    const [named] = rowsOf<{ name_lower: string }>(await h.db.execute(sql`select name_lower from product_families where id = 1`));
    expect(named.name_lower).toBe('ÿnexpected ärgon chews');
    const renamed = await searchFamilies(h.db, { text: 'Ÿnexp', fuzzy: false, isOfficeUse: false, priceBookType: 'Generic', filters: parseSearchFilters([]), limit: 10, offset: 0 });
    expect(renamed.rows.map((r) => [Number(r.id), Number((r as typeof r & { score: number }).score)])).toEqual([[1, 1]]);
  });

  /** Families whose stored offer facts differ from the products' own, with both. */
  async function staleFacts(): Promise<unknown[]> {
    const facts = (office: boolean) => {
      const scope = office ? 'p.is_active and p.is_office_use' : 'p.is_active';
      const days = office ? 'p.office_use_delivery_days' : 'p.rx_delivery_days';
      return `exists (select 1 from products p where p.product_family_id = f.id and ${scope}),
        coalesce((select array_agg(distinct ${days} order by ${days}) from products p where p.product_family_id = f.id and ${scope} and ${days} is not null), '{}'),
        coalesce((select array_agg(distinct pf.flavor_id order by pf.flavor_id) from products p join product_flavors pf on pf.product_id = p.id where p.product_family_id = f.id and ${scope}), '{}'),
        (select min(p.weight_min) from products p where p.product_family_id = f.id and ${scope} and p.weight_max is not null),
        (select max(p.weight_max) from products p where p.product_family_id = f.id and ${scope})`;
    };
    const rx = 'f.offers_rx, f.rx_ship_buckets, f.rx_flavor_ids, f.rx_weight_min, f.rx_weight_max';
    const office = 'f.offers_office, f.office_ship_buckets, f.office_flavor_ids, f.office_weight_min, f.office_weight_max';
    return rowsOf(
      await h.db.execute(
        sql.raw(`select f.id, (${rx}) as rx, (${facts(false)}) as rx_expected, (${office}) as office, (${facts(true)}) as office_expected
          from product_families f
          where (${rx}) is distinct from (${facts(false)}) or (${office}) is distinct from (${facts(true)})`),
      ),
    );
  }

  it('keeps each family\'s offer facts equal to its products\' through inserts, updates and deletes', async () => {
    const [{ n }] = rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from product_families where offers_rx and cardinality(rx_ship_buckets) > 0 and cardinality(rx_flavor_ids) > 0 and rx_weight_max is not null`));
    expect(Number(n)).toBeGreaterThan(0);
    expect(await staleFacts()).toEqual([]);
    const [a, b] = rowsOf<{ id: number }>(await h.db.execute(sql`select id from product_families order by id limit 2`)).map((r) => Number(r.id));
    const [flavor] = rowsOf<{ id: number }>(await h.db.execute(sql`select id from flavors order by id desc limit 1`)).map((r) => Number(r.id));
    // A new office-use product of family a, with a new delivery bucket and a flavor.
    const [p] = rowsOf<{ id: number }>(
      await h.db.execute(sql`insert into products (sku, title, product_family_id, classification, product_presentation_id, product_approval_type, is_office_use, rx_delivery_days, office_use_delivery_days, weight_min, weight_max)
        select 'FACTS-1', 'Facts test', ${a}, classification, product_presentation_id, 'Rx', true, '9-9', '8-8', 0.25, 987.5 from products where product_family_id = ${a} limit 1 returning id`),
    ).map((r) => Number(r.id));
    await h.db.execute(sql`insert into product_flavors (product_id, flavor_id) values (${p}, ${flavor}) on conflict do nothing`);
    expect(await staleFacts()).toEqual([]);
    const [fa] = rowsOf<{ rx: string[]; office: string[]; lo: string; hi: string }>(
      await h.db.execute(sql`select rx_ship_buckets as rx, office_ship_buckets as office, office_weight_min as lo, office_weight_max as hi from product_families where id = ${a}`),
    );
    expect(fa.rx).toContain('9-9');
    expect(fa.office).toContain('8-8');
    expect([Number(fa.lo), Number(fa.hi)]).toEqual([0.25, 987.5]);
    // Moved to family b, switched off, its flavor dropped, then deleted; and a whole family's products switched off.
    await h.db.execute(sql`update products set product_family_id = ${b} where id = ${p}`);
    expect(await staleFacts()).toEqual([]);
    await h.db.execute(sql`update products set is_active = false where id = ${p}`);
    expect(await staleFacts()).toEqual([]);
    await h.db.execute(sql`delete from product_flavors where product_id = ${p}`);
    await h.db.execute(sql`delete from products where id = ${p}`);
    expect(await staleFacts()).toEqual([]);
    await h.db.execute(sql`update products set is_active = false where product_family_id = ${a}`);
    expect(await staleFacts()).toEqual([]);
    const [off] = rowsOf<{ offers_rx: boolean }>(await h.db.execute(sql`select offers_rx from product_families where id = ${a}`));
    expect(off.offers_rx).toBe(false);
    const found = await searchFamilies(h.db, { text: '', fuzzy: false, isOfficeUse: false, priceBookType: 'Generic', filters: parseSearchFilters([]), limit: 100_000, offset: 0 });
    expect(found.rows.map((r) => Number(r.id))).not.toContain(a);
    await h.db.execute(sql`update products set is_active = true where product_family_id = ${a}`);
    expect(await staleFacts()).toEqual([]);
  });

  describe.each([true, false])('fuzzy %s', (fuzzy) => {
    it.each(texts)('"%s": the same families, order, scores and total', async (text) => {
      const expected = await reference(text, fuzzy);
      const { rows, total } = await searchFamilies(h.db, { text, fuzzy, isOfficeUse: false, priceBookType: 'Generic', filters: parseSearchFilters([]), limit: 1000, offset: 0 });
      expect(total).toBe(expected.length);
      expect(rows.map((r) => Number(r.id))).toEqual(expected.map((r) => r.id));
      const rounded = (score: unknown) => Math.round(Number(score) * 1e6) / 1e6;
      expect(rows.map((r) => rounded((r as { score?: unknown }).score))).toEqual(expected.map((r) => rounded(r.score)));
      const page = await searchFamilies(h.db, { text, fuzzy, isOfficeUse: false, priceBookType: 'Generic', filters: parseSearchFilters([]), limit: 10, offset: 10 });
      expect(page.rows.map((r) => Number(r.id))).toEqual(expected.slice(10, 20).map((r) => r.id));
      // The species facet counts the matched families.
      const facets = await searchFacets(h.db, { text, fuzzy, isOfficeUse: false, filters: parseSearchFilters([]) });
      const species = facets.find((f) => f.key === 'species')!;
      const bySpecies = new Map<string, number>();
      for (const r of rows) for (const s of r.species) bySpecies.set(s, (bySpecies.get(s) ?? 0) + 1);
      expect(Object.fromEntries(species.options.map((o) => [o.value, o.count]))).toEqual(Object.fromEntries(bySpecies));
    });
  });

  it('the array facets (flavor, time to ship) count the families the scope offers, as a plain GROUP BY does', async () => {
    const facets = await searchFacets(h.db, { text: '', fuzzy: false, isOfficeUse: false, filters: parseSearchFilters([]) });
    const counted = async (column: 'rx_flavor_ids' | 'rx_ship_buckets') =>
      Object.fromEntries(
        rowsOf<{ value: string; n: number }>(
          await h.db.execute(sql`select v::text as value, count(*)::int as n from product_families f, unnest(f.${sql.raw(column)}) v where f.is_active and f.offers_rx group by v`),
        ).map((r) => [r.value, Number(r.n)]),
      );
    const options = (key: string) => Object.fromEntries(facets.find((f) => f.key === key)!.options.map((o) => [o.value, o.count]));
    expect(options('flavor')).toEqual(await counted('rx_flavor_ids'));
    expect(options('timeToShip')).toEqual(await counted('rx_ship_buckets'));
    expect(Object.keys(options('flavor')).length).toBeGreaterThan(1);
  });

  describe.each([
    ['no filter', []],
    ['species dog', [{ key: 'species', values: ['dog'] }]],
    ['ships in 1-2 days, not preferred', [{ key: 'timeToShip', values: ['1-2'] }, { key: 'preferred', values: ['no'] }]],
    ['weight 30-45', [{ key: 'weightMin', values: ['30'] }, { key: 'weightMax', values: ['45'] }]],
  ] as const)('one statement for page, total and facets, %s', (_name, filterInput) => {
    it.each(['', 'tab', 'carprofn', 'a', 'xqzv'])('"%s": what the page and facet statements answer apart, first, last and past-the-end pages', async (text) => {
      const filters = parseSearchFilters(filterInput as never);
      const args = { text, fuzzy: true, isOfficeUse: false, priceBookType: 'Generic', filters };
      const facets = await searchFacets(h.db, args);
      const { total } = await searchFamilies(h.db, { ...args, limit: 1, offset: 0 });
      // The first pages, the last, and one past it: the empty page still carries the total and the facets.
      const last = total - (total % 7);
      for (const offset of new Set([0, 7, 14, Math.max(0, last - 7), last, last + 7])) {
        const apart = await searchFamilies(h.db, { ...args, limit: 7, offset });
        const together = await searchFamiliesWithFacets(h.db, { ...args, limit: 7, offset });
        expect(together.rows.map((r) => Number(r.id))).toEqual(apart.rows.map((r) => Number(r.id)));
        expect(together.rows.map((r) => [r.price_min, r.price_max, r.lowest_product_id])).toEqual(apart.rows.map((r) => [r.price_min, r.price_max, r.lowest_product_id]));
        expect(together.total).toBe(total);
        expect(together.facets).toEqual(facets);
      }
    });
  });

  /** A matched family's facts, as the facets read them for its scope. */
  interface Facts {
    id: number;
    species: string[];
    flavors: number[];
    buckets: string[];
    preferred: boolean;
    lo: number | null;
    hi: number | null;
    inWeight: boolean;
  }

  /**
   * The facets as their definition says, counted here: for each facet, the families the text matches in
   * the scope that pass every filter but that facet's own (the repository counts them in SQL, one
   * union branch per facet).
   */
  async function facetsByDefinition(text: string, isOfficeUse: boolean, filters: ReturnType<typeof parseSearchFilters>) {
    const scope = { text, fuzzy: true, isOfficeUse, priceBookType: 'Generic' };
    const { rows } = await searchFamilies(h.db, { ...scope, filters: parseSearchFilters([]), limit: 100_000, offset: 0 });
    const ids = rows.map((r) => Number(r.id));
    const pre = isOfficeUse ? 'office' : 'rx';
    const lo = filters.weightMin ?? 0;
    const hi = filters.weightMax ?? WEIGHT_OPEN_MAX;
    const products = isOfficeUse ? 'p.is_active and p.is_office_use' : 'p.is_active';
    const facts = rowsOf<{ id: number; species: string[]; flavors: number[]; buckets: string[]; preferred: boolean; lo: string | null; hi: string | null; in_weight: boolean }>(
      await h.db.execute(
        sql.raw(`select f.id, f.species, f.${pre}_flavor_ids as flavors, f.${pre}_ship_buckets as buckets, f.is_preferred_prescribed as preferred,
          f.${pre}_weight_min as lo, f.${pre}_weight_max as hi,
          exists (select 1 from products p where p.product_family_id = f.id and ${products} and coalesce(p.weight_min, 0) <= ${hi} and coalesce(p.weight_max, ${WEIGHT_OPEN_MAX}) >= ${lo}) as in_weight
          from product_families f where f.id = any(array[${ids.join(',') || 'null'}]::int[])`),
      ),
    ).map((r): Facts => ({ ...r, id: Number(r.id), flavors: r.flavors.map(Number), lo: r.lo === null ? null : Number(r.lo), hi: r.hi === null ? null : Number(r.hi), inWeight: r.in_weight }));
    const deliveryBuckets = filters.delivery.map((d) => DELIVERY_SHIP_BUCKET[d]);
    const passes: Record<string, (f: Facts) => boolean> = {
      species: (f) => !filters.species.length || f.species.some((s) => filters.species.includes(s)),
      flavor: (f) => !filters.flavor.length || f.flavors.some((x) => filters.flavor.includes(x)),
      timeToShip: (f) => !filters.timeToShip.length || f.buckets.some((b) => filters.timeToShip.includes(b)),
      preferred: (f) => filters.preferred === null || f.preferred === filters.preferred,
      delivery: (f) => !deliveryBuckets.length || f.buckets.some((b) => deliveryBuckets.includes(b)),
      weight: (f) => (filters.weightMin === null && filters.weightMax === null) || f.inWeight,
    };
    const counting = (except: string) => facts.filter((f) => Object.entries(passes).every(([k, ok]) => k === except || ok(f)));
    const tally = (values: Array<string | number>) => {
      const out: Record<string, number> = {};
      for (const v of values) out[String(v)] = (out[String(v)] ?? 0) + 1;
      return out;
    };
    const ship = tally(counting('timeToShip').flatMap((f) => f.buckets));
    const delivery = tally(counting('delivery').flatMap((f) => f.buckets));
    const preferred = tally(counting('preferred').map((f) => (f.preferred ? 'yes' : 'no')));
    // PostgreSQL's least() passes over a null: with no family's upper bound, the open maximum.
    const weighed = counting('weight');
    const los = weighed.map((f) => f.lo).filter((v): v is number => v !== null);
    const his = weighed.map((f) => f.hi).filter((v): v is number => v !== null);
    return {
      matched: facts.length,
      species: tally(counting('species').flatMap((f) => f.species)),
      flavor: tally(counting('flavor').flatMap((f) => f.flavors)),
      timeToShip: Object.fromEntries(['1-2', '2-3', '3-5', '5+'].map((b) => [b, ship[b] ?? 0])),
      preferred: { yes: preferred.yes ?? 0, no: preferred.no ?? 0 },
      delivery: Object.fromEntries(Object.entries(DELIVERY_SHIP_BUCKET).map(([d, b]) => [d, delivery[b] ?? 0])),
      weightRange: { min: los.length ? Math.round(Math.min(...los)) : 0, max: Math.round(Math.min(his.length ? Math.max(...his) : WEIGHT_OPEN_MAX, WEIGHT_OPEN_MAX)) },
    };
  }

  /** Filter values the practice has: its most common species, two of its flavors, and the flavor whose weighed families end lightest. */
  interface Common {
    species: string;
    flavors: string[];
    lightest: string;
  }

  describe.each([
    ['no filter', () => []],
    ['a species', (d: Common) => [{ key: 'species', values: [d.species] }]],
    ['two flavors', (d: Common) => [{ key: 'flavor', values: d.flavors }]],
    ['the flavor whose weighed families end lightest (its weight bounds are not every family\'s)', (d: Common) => [{ key: 'flavor', values: [d.lightest] }]],
    ['ships in 1-2 days, not preferred', () => [{ key: 'timeToShip', values: ['1-2'] }, { key: 'preferred', values: ['no'] }]],
    ['delivered in 2-3 days, preferred', () => [{ key: 'delivery', values: ['2-3'] }, { key: 'preferred', values: ['yes'] }]],
    ['weight 30-45', () => [{ key: 'weightMin', values: ['30'] }, { key: 'weightMax', values: ['45'] }]],
    [
      'every filter together',
      (d: Common) => [
        { key: 'species', values: [d.species] },
        { key: 'flavor', values: d.flavors },
        { key: 'timeToShip', values: ['1-2', '2-3'] },
        { key: 'delivery', values: ['2-3', '3-4'] },
        { key: 'preferred', values: ['no'] },
        { key: 'weightMin', values: ['10'] },
      ],
    ],
    ['filters no family passes', () => [{ key: 'species', values: ['no-such-species'] }, { key: 'timeToShip', values: ['5+'] }, { key: 'weightMin', values: ['99999'] }]],
  ] as const)('the facets are each facet over the families passing every other filter, as counted here: %s', (_name, filtersOf) => {
    it.each([
      ['', false],
      ['tab', false],
      ['a', false],
      ['carprofn', false],
      ['xqzv', false],
      ['', true],
      ['a', true],
    ] as const)('"%s", office use %s', async (text, isOfficeUse) => {
      const common = rowsOf<{ species: string | null; flavors: number[] | null; lightest: number | null }>(
        await h.db.execute(sql`select (select s from product_families f, unnest(f.species) s group by s order by count(*) desc, s limit 1) as species,
          (select array_agg(x order by x) from (select v as x from product_families f, unnest(f.rx_flavor_ids) v group by v order by count(*) desc, v limit 2) t) as flavors,
          (select v from product_families f, unnest(f.rx_flavor_ids) v where f.rx_weight_max is not null group by v order by max(f.rx_weight_max), v limit 1) as lightest`),
      )[0];
      const filters = parseSearchFilters(filtersOf({ species: common.species ?? 'dog', flavors: (common.flavors ?? []).map(String), lightest: String(common.lightest ?? 0) }) as never);
      const expected = await facetsByDefinition(text, isOfficeUse, filters);
      // That flavor's families end below the open maximum some other family reaches: the weight facet counts them alone.
      if (_name.startsWith('the flavor whose') && text === '' && !isOfficeUse) expect(expected.weightRange.max).toBeLessThan(WEIGHT_OPEN_MAX);
      const facets = await searchFacets(h.db, { text, fuzzy: true, isOfficeUse, filters });
      const counts = (key: string) => Object.fromEntries(facets.find((f) => f.key === key)!.options.map((o) => [o.name === 'min' || o.name === 'max' ? o.name : o.value, o.count]));
      expect({
        species: counts('species'),
        flavor: counts('flavor'),
        timeToShip: counts('timeToShip'),
        preferred: counts('preferred'),
        delivery: counts('delivery'),
        weightRange: counts('weightRange'),
      }).toEqual({ species: expected.species, flavor: expected.flavor, timeToShip: expected.timeToShip, preferred: expected.preferred, delivery: expected.delivery, weightRange: expected.weightRange });
      // The same facets come with a page (the one statement of decision 0201).
      expect((await searchFamiliesWithFacets(h.db, { text, fuzzy: true, isOfficeUse, priceBookType: 'Generic', filters, limit: 10, offset: 0 })).facets).toEqual(facets);
      if (text !== 'xqzv') expect(expected.matched).toBeGreaterThan(0);
    });
  });

  it('the texts above find families, typos included (the comparison is not of empty lists)', async () => {
    expect((await reference('carprofn', true)).length).toBeGreaterThan(0);
    expect((await reference('gabapentn', true)).length).toBeGreaterThan(0);
    expect((await reference('tab', false)).length).toBeGreaterThan(10);
  });

  it('any page of any search is that slice of the whole ordered list, scores included', async () => {
    // A family that scores 1 for "tablets" though its name neither starts with it nor holds it as a whole
    // word to a regular expression (decision 0384's shortcut): pg_trgm parts words at the underscore, a
    // regular expression does not. By name it comes before every other "tablets" family.
    const [family] = rowsOf<{ id: number }>(
      await h.db.execute(sql`insert into product_families (product_family, name, classification) values ('aa-underscore-tablets', 'Aa_tablets Underscore', 'Test') returning id`),
    ).map((r) => Number(r.id));
    await h.db.execute(sql`insert into products (sku, title, product_family_id, classification, product_presentation_id, product_approval_type)
      select 'UNDERSCORE-1', 'Underscore test', ${family}, classification, product_presentation_id, 'Rx' from products where is_active limit 1`);
    try {
      const [{ found }] = rowsOf<{ found: boolean }>(await h.db.execute(sql`select name_lower ~ ${wholeWordPattern('tablets')} as found from product_families where id = ${family}`));
      expect(found).toBe(false);
      const whole = new Map<string, Array<{ id: number; score: number }>>();
      const ordered = async (text: string, fuzzy: boolean) => {
        const k = `${fuzzy}:${text}`;
        if (!whole.has(k)) whole.set(k, await reference(text, fuzzy));
        return whole.get(k)!;
      };
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('tablets', 'c', 'a', 'ch', 'chew', 'tab', 'carprofen', 'carprofn', 'ear solution', 'xqzv'),
          fc.boolean(),
          fc.integer({ min: 1, max: 12 }),
          fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 60 })),
          async (text, fuzzy, limit, offset) => {
            const expected = await ordered(text, fuzzy);
            const { rows, total } = await searchFamilies(h.db, { text, fuzzy, isOfficeUse: false, priceBookType: 'Generic', filters: parseSearchFilters([]), limit, offset });
            const rounded = (score: unknown) => Math.round(Number(score) * 1e6) / 1e6;
            expect(rows.map((r) => [Number(r.id), rounded((r as typeof r & { score: number }).score)])).toEqual(expected.slice(offset, offset + limit).map((r) => [r.id, rounded(r.score)]));
            expect(total).toBe(expected.length);
          },
        ),
        { numRuns: 60 },
      );
      expect((await ordered('tablets', true))[0]).toEqual({ id: family, score: 1 });
    } finally {
      await h.db.execute(sql`delete from products where product_family_id = ${family}`);
      await h.db.execute(sql`delete from product_families where id = ${family}`);
    }
  });

  it('a family\'s facet tokens are its species, flavors and ship buckets, each behind its own prefix, whatever they hold', async () => {
    // Any text (a colon, a prefix of another kind, spaces, letters beyond ASCII); PostgreSQL text holds no NUL.
    const value = fc.string({ maxLength: 12, unit: 'grapheme' }).filter((v) => !v.includes('\u0000'));
    const facts = fc.record({ species: fc.array(value, { maxLength: 4 }), flavors: fc.array(fc.integer({ min: -5, max: 2 ** 31 - 1 }), { maxLength: 4 }), buckets: fc.array(value, { maxLength: 4 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(facts, { minLength: 1, maxLength: 20 }), async (cases) => {
        const rows = rowsOf<{ tokens: string[] }>(
          await h.db.execute(sql`select vetrx_family_facet_tokens(
              array(select jsonb_array_elements_text(x.c->'species')),
              array(select jsonb_array_elements_text(x.c->'flavors')::int),
              array(select jsonb_array_elements_text(x.c->'buckets'))) as tokens
            from jsonb_array_elements(${JSON.stringify(cases)}::jsonb) with ordinality as x(c, i) order by x.i`),
        );
        rows.forEach((r, i) => {
          const c = cases[i];
          expect(r.tokens).toEqual([...c.species.map((v) => `s:${v}`), ...c.flavors.map((v) => `f:${v}`), ...c.buckets.map((v) => `t:${v}`)]);
          // What the facet statement reads back: the kind from the first two characters, the value after them.
          const of = (kind: string) => r.tokens.filter((tk) => tk.startsWith(`${kind}:`)).map((tk) => tk.slice(2));
          expect([of('s'), of('f').map(Number), of('t')]).toEqual([c.species, c.flavors, c.buckets]);
        });
      }),
      { numRuns: 30 },
    );
  });

  it('keeps each family\'s facet tokens equal to its facts in both scopes through a write to its products', async () => {
    const tokensDiffer = async () =>
      Number(
        rowsOf<{ n: number }>(
          await h.db.execute(sql`select count(*)::int as n from product_families f
            where f.rx_facet_tokens is distinct from vetrx_family_facet_tokens(f.species, f.rx_flavor_ids, f.rx_ship_buckets)
               or f.office_facet_tokens is distinct from vetrx_family_facet_tokens(f.species, f.office_flavor_ids, f.office_ship_buckets)
               or cardinality(f.rx_facet_tokens) <> cardinality(f.species) + cardinality(f.rx_flavor_ids) + cardinality(f.rx_ship_buckets)`),
        )[0].n,
      );
    expect(await tokensDiffer()).toBe(0);
    // A product of a family ships in another bucket: the family's facts change, and its tokens with them.
    const [p] = rowsOf<{ id: number; family: number; days: string | null }>(
      await h.db.execute(sql`select p.id, p.product_family_id as family, p.rx_delivery_days as days from products p where p.is_active order by p.id limit 1`),
    );
    const days = p.days === '5+' ? '1-2' : '5+';
    await h.db.execute(sql`update products set rx_delivery_days = ${days} where id = ${p.id}`);
    const [f] = rowsOf<{ tokens: string[] }>(await h.db.execute(sql`select rx_facet_tokens as tokens from product_families where id = ${p.family}`));
    expect(f.tokens).toContain(`t:${days}`);
    expect(await tokensDiffer()).toBe(0);
    await h.db.execute(sql`update products set rx_delivery_days = ${p.days} where id = ${p.id}`);
  });

  it('a name holding the text as a whole word (the score\'s shortcut) has a word similarity of 1 to it', async () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    // Beside the text: nothing, pg_trgm's separators, the underscore, letters and digits (ASCII or not).
    const neighbour = fc.constantFrom('', ' ', '-', '/', '(', ')', '.', ',', '%', '_', 'x', '7', 'é', 'ß', 'ü');
    const named = fc.record({ q: fc.stringMatching(/^[a-z0-9]{3,8}$/), before: fc.array(word, { maxLength: 3 }), left: neighbour, right: neighbour, after: fc.array(word, { maxLength: 3 }) });
    let shortcuts = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(named, { minLength: 1, maxLength: 40 }), async (cases) => {
        const names = cases.map((c) => `${c.before.join(' ')}${c.before.length ? ' ' : ''}${c.left}${c.q}${c.right}${c.after.length ? ' ' : ''}${c.after.join(' ')}`);
        const patterns = cases.map((c) => wholeWordPattern(c.q)!);
        const rows = rowsOf<{ name: string; q: string; whole: boolean; similarity: number }>(
          await h.db.execute(sql`select x.name, x.q, x.name ~ x.pattern as whole, word_similarity(x.q, x.name) as similarity
            from unnest(${sql.param(names)}::text[], ${sql.param(cases.map((c) => c.q))}::text[], ${sql.param(patterns)}::text[]) as x(name, q, pattern)`),
        );
        for (const r of rows) {
          if (!r.whole) continue;
          shortcuts++;
          expect(Number(r.similarity), `"${r.q}" in "${r.name}"`).toBe(1);
        }
      }),
      { numRuns: 40 },
    );
    expect(shortcuts).toBeGreaterThan(20);
    expect(wholeWordPattern('ear solution')).toBeNull();
    expect(wholeWordPattern('50%')).toBeNull();
  });
});
