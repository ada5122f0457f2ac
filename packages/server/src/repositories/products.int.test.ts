/**
 * The family search reads the stored, trigram-indexed `search_text` (decision 0132). These tests prove
 * the column holds what the search matched before (name, brands, ingredients, keywords, lower-cased),
 * follows every write, and that results, order, scores, totals and facets are those of the
 * straightforward query over the joined text, for exact, fuzzy (typos), short and absent texts.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parseSearchFilters } from '@vetrx/core/product';
import { testDatabases, useTestDatabase } from '../testing/index.js';
import { FUZZY_MIN_LENGTH, FUZZY_WORD_SIMILARITY, searchFacets, searchFamilies, searchFamiliesWithFacets } from './products.js';

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

  it('stores the joined, lower-cased text of every family', async () => {
    const r = await h.db.execute(sql.raw(`select count(*)::int as n, count(*) filter (where f.search_text is distinct from ${haystack})::int as differ from product_families f`));
    const [row] = rowsOf<{ n: number; differ: number }>(r);
    expect(Number(row.n)).toBeGreaterThan(100);
    expect(Number(row.differ)).toBe(0);
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
  });

  /** Families whose stored offer facts differ from the products' own (decision 0199), with both. */
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
  ] as const)('one statement for page, total and facets (decision 0201), %s', (_name, filterInput) => {
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

  it('the texts above find families, typos included (the comparison is not of empty lists)', async () => {
    expect((await reference('carprofn', true)).length).toBeGreaterThan(0);
    expect((await reference('gabapentn', true)).length).toBeGreaterThan(0);
    expect((await reference('tab', false)).length).toBeGreaterThan(10);
  });
});
