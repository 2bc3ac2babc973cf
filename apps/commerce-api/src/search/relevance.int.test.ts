import type { IndexQuery } from '@pool/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, loadFixtureCatalogue, partsSource, source } from '../test/search-fixtures.js';
import { useTestContext } from '../test/test-app.js';
import { createSearchEngine } from './create-engine.js';
import type { SearchEngine } from './engine.js';
import { PostgresSearchEngine } from './postgres-engine.js';
import { buildTypeaheadPrefixes } from './typeahead-prefixes.js';
import { SearchService } from './search.service.js';

/**
 * The shared relevance suite (docs/decisions/0062): the engine the database calls for answers the
 * store's relevance fixtures. In the normal run that is the in-process index over PGlite; with
 * DATABASE_URL (the PostgreSQL pass of `pnpm test`) it is search in PostgreSQL. Same fixtures, same
 * expected answers: an engine that ranks differently fails here.
 */
const expectedKind = process.env.DATABASE_URL ? 'postgres' : 'in-process';

async function engineOver(fixture: typeof source) {
  const database = await emptyDatabase();
  await loadFixtureCatalogue(database.db, fixture);
  const engine = createSearchEngine(database.db, { pollMs: 0 });
  await engine.start();
  return { engine, close: database.close };
}

let engine: SearchEngine;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ engine, close } = await engineOver(source));
});
afterAll(async () => {
  engine?.stop();
  await close?.();
});

const search = (query: Partial<IndexQuery>) => engine.search({ f: [], sort: 'relevance', page: 1, per_page: 24, ...query });
const ids = (hits: readonly { id: number }[]) => hits.map((h) => h.id);
const hitIds = async (query: Partial<IndexQuery>) => ids((await search(query)).hits);

it(`runs on the ${expectedKind} engine`, () => {
  expect(engine.kind).toBe(expectedKind);
});

describe('product search', () => {
  it.each(['SP-1600-S', 'sp1600s', 'sp 1600 s', 'Sp-1600 s'])('finds the exact part number %s first, even out of stock', async (q) => {
    const found = await hitIds({ q });
    expect(found[0]).toBe(1);
    expect(found).toContain(2);
  });

  it('tolerates one typo in a longer word and two in a long one, but none in part numbers', async () => {
    expect(await hitIds({ q: 'hayward supr pump' })).toEqual([3]);
    expect(await hitIds({ q: 'automatc pool cleanr' })).toEqual([7]);
    expect(await hitIds({ q: 'clorinatr' })).toEqual([6]);
    expect(await hitIds({ q: 'hayward pmup' })).toEqual([3, 2, 1]);
    expect((await search({ q: 'SP-1601-S' })).total).toBe(0);
    expect((await search({ q: 'lud' })).total).toBe(0);
  });

  it('ranks in-stock products before out-of-stock ones, then the most reviewed', async () => {
    expect(await hitIds({ q: 'pentair' })).toEqual([4, 5]);
    expect(await hitIds({ q: 'pump' })).toEqual([3, 4, 2, 1]);
  });

  it('finds by brand, title prefix and sku', async () => {
    expect(await hitIds({ q: 'polar' })).toEqual([7]);
    expect(await hitIds({ q: 'SKU000004' })).toEqual([4]);
  });

  it('limits to a category and its descendants', async () => {
    expect((await hitIds({ category: 'parts' })).sort()).toEqual([1, 2, 5, 6, 7]);
    expect((await hitIds({ category: 'pump-parts', q: 'lid' })).sort()).toEqual([1, 2]);
  });

  it('sorts by price (hidden prices last), rating and newest', async () => {
    expect(await hitIds({ sort: 'price_asc' })).toEqual([4, 1, 2, 3, 5, 7, 6]);
    expect((await hitIds({ sort: 'price_desc' })).at(-1)).toBe(6);
    expect(await hitIds({ category: 'parts', sort: 'price_asc' })).toEqual([1, 2, 5, 7, 6]);
    expect(await hitIds({ category: 'parts', sort: 'price_desc' })).toEqual([7, 5, 2, 1, 6]);
    expect((await hitIds({ sort: 'newest' }))[0]).toBe(7);
    expect(await hitIds({})).toEqual([3, 7, 6, 4, 2, 5, 1]);
  });

  it('pages, and refuses a page past the end', async () => {
    const second = await search({ per_page: 3, page: 2 });
    expect(second.hits).toHaveLength(3);
    expect(second.total).toBe(7);
    await expect(search({ per_page: 3, page: 4 })).rejects.toMatchObject({ status: 404 });
    // Page by page, in stock first: pages before, across and after the last in-stock product.
    const onePerPage = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(async (page) => (await hitIds({ per_page: 1, page }))[0]));
    expect(onePerPage).toEqual([3, 7, 6, 4, 2, 5, 1]);
    expect(await search({ q: 'nothing-like-it' })).toMatchObject({ total: 0, hits: [] });
  });

  it('refuses unknown filters and malformed ranges with 400, unknown categories with 404', async () => {
    await expect(search({ f: ['colour:red'] })).rejects.toMatchObject({ status: 400 });
    await expect(search({ f: ['length:big'] })).rejects.toMatchObject({ status: 400 });
    await expect(search({ f: ['length:9..3'] })).rejects.toMatchObject({ status: 400 });
    await expect(search({ category: 'nope' })).rejects.toMatchObject({ status: 404 });
  });

  it('finds diagrams among the results', async () => {
    expect((await search({ q: 'super pump' })).diagrams.map((d) => d.handle)).toEqual(['hayward-super-pump-parts-diagram']);
    expect((await search({ q: 'impeller' })).diagram_total).toBe(0);
  });
});

describe('facets', () => {
  it('counts each value as the hits its filter would give (disjunctive within a facet)', async () => {
    const base = await search({ q: 'pump' });
    for (const facet of base.facets) {
      if (facet.kind === 'enum') {
        for (const { value, count } of facet.values) expect((await search({ q: 'pump', f: [`${facet.key}:${value}`] })).total).toBe(count);
      } else {
        for (const b of facet.buckets) expect((await search({ q: 'pump', f: [`${facet.key}:${b.min}..${b.max}`] })).total).toBe(b.count);
      }
    }
    const hayward = await search({ q: 'pump', f: ['brand:hayward'] });
    expect(hayward.total).toBe(3);
    expect(hayward.applied).toEqual(['brand:Hayward']);
    const brand = hayward.facets.find((f) => f.key === 'brand');
    expect(brand).toMatchObject({ kind: 'enum', values: [{ value: 'Hayward', count: 3 }, { value: 'Pentair', count: 1 }] });
  });

  it('ANDs different facets, ORs values of one, and takes the inventory facet from live stock', async () => {
    expect((await search({ f: ['brand:Hayward', 'brand:Pentair', 'inventory_status:Out of Stock'] })).total).toBe(2);
    expect((await hitIds({ f: ['length:..5'] })).sort()).toEqual([1, 5]);
    expect((await hitIds({ f: ['length:7.5..'] })).sort()).toEqual([2, 3, 4]);
  });

  it('gives numeric facets as ranges with buckets', async () => {
    const length = (await search({})).facets.find((f) => f.key === 'length');
    expect(length).toMatchObject({ kind: 'range', min: 3, max: 12, unit: 'in' });
    expect(length?.kind === 'range' && length.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(5);
    expect(length?.kind === 'range' && length.buckets.map((b) => [b.min, b.max])).toEqual([[3, 5], [7.5, 10], [12, 12]]);
  });

  it('lists the facets in attribute order, each engine the same', async () => {
    expect((await search({})).facets.map((f) => f.key)).toEqual(['inventory_status', 'brand', 'part_type', 'length']);
  });
});

describe('typeahead', () => {
  it('answers suggestions, products, the total and whether diagrams match', async () => {
    const result = await engine.typeahead('pum', { products: 2, suggestions: 8 });
    expect(ids(result.products)).toEqual([3, 4]);
    expect(result.total).toBe(4);
    expect(result.has_diagrams).toBe(true);
    expect(result.suggestions.map((s) => s.text)).toContain('pumps');
    expect(result.suggestions.length).toBeLessThanOrEqual(8);
  });

  it('puts the exact part number first and reports no diagrams when none match', async () => {
    const result = await engine.typeahead('sp1600s', { products: 6, suggestions: 8 });
    expect(result.products[0]?.id).toBe(1);
    expect(result.has_diagrams).toBe(false);
  });

  it('ranks the whole part number, then longer ones, then word matches, and finds a part number no word matches', async () => {
    const parts = await engineOver(partsSource);
    try {
      // Doc 1 and 4 are the whole code (out of stock last within it), 2 starts with it, 3 only has the words.
      const typed = await parts.engine.typeahead('AB 100', { products: 6, suggestions: 0 });
      expect(ids(typed.products)).toEqual([1, 4, 2, 3]);
      expect(typed.total).toBe(4);
      expect(ids((await parts.engine.search({ q: 'ab-100', f: [], sort: 'relevance', page: 1, per_page: 24 })).hits)).toEqual([1, 4, 2, 3]);
      // `AB10 00`: no product has the word 10, but AB-1000 is the code typed.
      const codeOnly = await parts.engine.typeahead('AB10 00', { products: 6, suggestions: 0 });
      expect(ids(codeOnly.products)).toEqual([2]);
      expect(codeOnly.total).toBe(1);
    } finally {
      parts.engine.stop();
      await parts.close();
    }
  });
});

describe('on the seeded store catalogue', () => {
  const store = useTestContext();
  let reference: SearchService;
  let tested: SearchEngine;
  beforeAll(async () => {
    // The in-process index over the same database is the reference; on PGlite it is also the engine tested.
    reference = new SearchService(store.db, { pollMs: 0 });
    tested = createSearchEngine(store.db, { pollMs: 0 });
    await Promise.all([reference.start(), tested.start()]);
  });
  afterAll(async () => {
    reference?.stop();
    tested?.stop();
  });

  it('gives the in-process index\'s top results for typed words, typos, part numbers and category pages', async () => {
    const [first] = (await reference.search({ f: [], sort: 'rating', page: 1, per_page: 1 })).hits;
    const queries: Partial<IndexQuery>[] = [
      { q: 'pump' }, { q: 'hayward pump' }, { q: 'pool cleaner' }, { q: 'chlorine tab' }, { q: 'filter cartridge' },
      { q: 'hayward pmup' }, { q: 'automatic pool clenaer' }, { q: first!.mpn }, { q: first!.mpn.replace(/[^A-Za-z0-9]/g, '').toLowerCase() },
      { category: 'parts' }, { category: 'parts', q: 'lid' }, { q: 'pump', f: ['inventory_status:In Stock'] },
      { category: 'parts', sort: 'price_asc' }, { category: 'pumps', sort: 'price_desc', page: 2 }, { category: 'pump-parts', sort: 'price_asc' },
      { category: 'parts', page: 3 }, { category: 'parts', sort: 'rating', page: 2 }, { category: 'pumps', sort: 'newest', page: 2 }, { sort: 'rating', page: 2 },
    ];
    for (const query of queries) {
      const full: IndexQuery = { f: [], sort: 'relevance', page: 1, per_page: 6, ...query };
      const [want, got] = await Promise.all([reference.search(full), tested.search(full)]);
      // PostgreSQL also finds words in descriptions, ranked after every title, brand and part-number
      // match: the in-process answer is the start of its answer.
      expect(ids(got.hits).slice(0, want.hits.length), JSON.stringify(query)).toEqual(ids(want.hits));
    }
    for (const text of ['p', 'po', 'pool', 'pool c', 'hayw', 'hawy', first!.mpn.slice(0, 4)]) {
      const limits = { products: 6, suggestions: 8 };
      const [want, got] = await Promise.all([reference.typeahead(text, limits), tested.typeahead(text, limits)]);
      expect(ids(got.products).slice(0, want.products.length), text).toEqual(ids(want.products));
      expect(got.suggestions, text).toEqual(want.suggestions);
    }
  });
});

describe.skipIf(expectedKind !== 'postgres')('at scale, in PostgreSQL (docs/decisions/0069)', () => {
  const store = useTestContext();

  it('answers a broad text from its most reviewed matches and says the total is capped', async () => {
    const capped = new PostgresSearchEngine(store.db, { pollMs: 0, caps: { search: 12, typeahead: 5 } });
    const full = new PostgresSearchEngine(store.db, { pollMs: 0, caps: { search: 10_000, typeahead: 10_000 } });
    await Promise.all([capped.start(), full.start()]);
    const dropdown = await capped.typeahead('p', { products: 6, suggestions: 0 });
    expect(dropdown).toMatchObject({ total: 5, total_capped: true });
    expect((await full.typeahead('p', { products: 6, suggestions: 0 })).total_capped).toBeUndefined();
    const page = await capped.search({ q: 'pump', f: [], sort: 'relevance', page: 1, per_page: 24 });
    expect(page.total_capped).toBe(true);
    expect(page.total).toBe(12);
    // The read products are the most reviewed of every match.
    const everyMatch = await full.search({ q: 'pump', f: [], sort: 'rating', page: 1, per_page: 200 });
    const reviewed = everyMatch.hits.map((h) => h.review_count).sort((a, b) => b - a);
    expect(Math.min(...page.hits.map((h) => h.review_count))).toBeGreaterThanOrEqual(reviewed[11]!);
    // Facets count what the filters give among them, as without a cap.
    for (const facet of page.facets) {
      if (facet.kind !== 'enum') continue;
      for (const { value, count } of facet.values) {
        const filtered = await capped.search({ q: 'pump', f: [`${facet.key}:${value}`], sort: 'relevance', page: 1, per_page: 24 });
        expect(filtered.total, `${facet.key}:${value}`).toBe(count);
        expect(filtered.total_capped).toBe(true);
      }
    }
  });

  it('walks a category\'s own price index, which follows price changes and new category rows', async () => {
    const engine = new PostgresSearchEngine(store.db, { pollMs: 0 });
    await engine.start();
    const byPrice = async (category: string, sort: 'price_asc' | 'price_desc' = 'price_asc') =>
      ids((await engine.search({ f: [], sort, page: 1, per_page: 200, category })).hits);
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await store.db.execute(query)) as unknown as { rows: T[] }).rows;
    // The same order as the whole catalogue's price index, restricted to the category.
    const [pumps] = await rows<{ ids: number[] }>(sql`select array_agg(p.id order by p.hide_price, p.price, p.id)::int[] as ids from products p
      where exists (select 1 from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id and (c.url = 'pumps' or c.parent_id = (select id from categories where url = 'pumps')))`);
    expect(await byPrice('pumps')).toEqual(pumps!.ids.slice(0, 200));
    const [last] = (await byPrice('pump-parts')).slice(-1);
    await store.db.execute(sql`update products set price = 1, hide_price = false where id = ${last!}`);
    expect((await byPrice('pump-parts'))[0]).toBe(last);
    await store.db.execute(sql`update products set hide_price = true where id = ${last!}`);
    expect((await byPrice('pump-parts', 'price_desc')).at(-1)).toBe(last);
    // A row added without the sort keys takes them from its product.
    await store.db.execute(sql`insert into product_categories (product_id, category_id) values (${last!}, (select id from categories where url = 'chlorine'))`);
    const [added] = await rows<{ price: number; hide_price: boolean }>(sql`select price, hide_price from product_categories
      where product_id = ${last!} and category_id = (select id from categories where url = 'chlorine')`);
    expect(added).toEqual({ price: 1, hide_price: true });
    engine.stop();
  });

  it('reads category pages\' counts from category_facet_counts, the same as counted live', async () => {
    const engine = new PostgresSearchEngine(store.db, { pollMs: 0 });
    await engine.start();
    await store.db.execute(sql`delete from category_facet_build`);
    await engine.refreshFacetCounts();
    const pages = [{ category: 'parts' }, { category: 'pump-parts' }, {}];
    const live = await Promise.all(pages.map((p) => engine.search({ f: [], sort: 'relevance', page: 1, per_page: 24, ...p })));
    await store.db.execute(sql`delete from category_facet_counts`);
    await engine.refreshFacetCounts();
    expect((await store.db.execute(sql`select count(*)::int as n from category_facet_counts`) as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    await engine.refreshFacetCounts({ force: true });
    for (const [i, p] of pages.entries()) {
      const counted = await engine.search({ f: [], sort: 'relevance', page: 1, per_page: 24, ...p });
      expect(counted, JSON.stringify(p)).toEqual(live[i]);
    }
    // Counted at the current catalogue version: a change makes them stale, and a minute later recounted.
    await store.db.execute(sql`update inventory set level = 0, status = 'out' where product_id = (select min(product_id) from product_categories where category_id = (select id from categories where url = 'pump-parts'))`);
    await engine.refreshIfChanged();
    await engine.refreshFacetCounts();
    await store.db.execute(sql`update category_facet_build set built_at = now() - interval '10 minutes'`);
    await engine.refreshFacetCounts();
    const versions = (await store.db.execute(sql`select (select version from category_facet_build) as counted, (select version from catalog_version) as now`)) as unknown as { rows: { counted: number; now: number }[] };
    expect(versions.rows[0]!.counted).toBe(versions.rows[0]!.now);
    const after = await engine.search({ f: [], sort: 'relevance', page: 1, per_page: 24, category: 'pump-parts' });
    const stock = after.facets.find((f) => f.key === 'inventory_status');
    const before = live[1]!.facets.find((f) => f.key === 'inventory_status');
    const outOf = (f: typeof stock) => (f?.kind === 'enum' ? f.values.find((v) => v.value === 'Out of Stock')?.count ?? 0 : 0);
    expect(outOf(stock)).toBe(outOf(before) + 1);
    engine.stop();
  });
  describe('the dropdown\'s candidate lists (docs/decisions/0080)', () => {
    const limits = { products: 6, suggestions: 0 };
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await store.db.execute(query)) as unknown as { rows: T[] }).rows;
    let walked: PostgresSearchEngine;
    beforeAll(async () => {
      walked = new PostgresSearchEngine(store.db, { pollMs: 0, typeaheadLists: false });
      await walked.start();
    });
    afterAll(async () => {
      walked?.stop();
      // Later tests read the lists the seed built.
      await buildTypeaheadPrefixes(store.db);
    });

    it('are built from titles, brands and part numbers, most reviewed first, and complete when they hold every such product', async () => {
      await buildTypeaheadPrefixes(store.db);
      for (const prefix of ['p', 'pum', 'hayward', 'c']) {
        const [list] = await rows<{ ids: number[]; complete: boolean; total: number }>(sql`select ids, complete, total from search_prefix_top where prefix = ${prefix}`);
        const [every] = await rows<{ ids: number[] }>(sql`select array_agg(id order by review_count desc nulls last, id)::int[] as ids from products
          where search_vector @@ ${`${prefix}:*AB`}::tsquery`);
        expect(list, prefix).toEqual({ ids: every!.ids, complete: true, total: every!.ids.length });
      }
      await buildTypeaheadPrefixes(store.db, 10);
      const [short] = await rows<{ ids: number[]; complete: boolean; total: number }>(sql`select ids, complete, total from search_prefix_top where prefix = 'p'`);
      const [every] = await rows<{ ids: number[] }>(sql`select array_agg(id order by review_count desc nulls last, id)::int[] as ids from products where search_vector @@ 'p:*AB'::tsquery`);
      expect(short!.ids).toEqual(every!.ids.slice(0, 10));
      expect(short!.complete).toBe(false);
      expect(short!.total).toBeGreaterThanOrEqual(every!.ids.length);
    });

    it('give the same dropdown as walking the popularity index, whichever way a text is read', async () => {
      await buildTypeaheadPrefixes(store.db);
      const listed = new PostgresSearchEngine(store.db, { pollMs: 0 });
      await listed.start();
      const [first] = (await walked.search({ f: [], sort: 'rating', page: 1, per_page: 1 })).hits;
      const texts = ['p', 'po', 'pool', 'pool c', 'hayw', 'hawy', 'hayward pmup', 'chlorine tab', 'pump li', 'automatc pool cleanr', '2', '27', '273',
        first!.mpn.slice(0, 4), first!.mpn, first!.mpn.replace(/[^A-Za-z0-9]/g, '').toLowerCase(), 'zzzz', 'pool zzzz'];
      const paths = new Set<string>();
      for (const text of texts) {
        const [want, got] = [await walked.typeahead(text, limits), await listed.typeahead(text, limits)];
        paths.add(listed.lastWindowPath!);
        expect({ ids: ids(got.products), total: got.total, capped: got.total_capped }, text).toEqual({ ids: ids(want.products), total: want.total, capped: want.total_capped });
      }
      expect([...paths].sort()).toEqual(['index', 'lists', 'walk']);
      listed.stop();
    });

    it('answer a part number that starts a full window from the part numbers alone', async () => {
      const listed = new PostgresSearchEngine(store.db, { pollMs: 0, caps: { search: 1000, typeahead: 3 } });
      await listed.start();
      const [{ code }] = await rows<{ code: string }>(sql`select left(part_code, 3) as code from products where part_code ~ '^[A-Z]+[0-9]'
        group by 1 having count(*) >= 3 order by count(*) desc limit 1`) as [{ code: string }];
      const got = await listed.typeahead(code.toLowerCase(), limits);
      expect(listed.lastWindowPath).toBe('part');
      expect(got).toMatchObject({ total: 3, total_capped: true });
      // Those products rank before any found by words alone (their part numbers start with the text).
      for (const product of got.products) expect(product.mpn.replace(/[^A-Za-z0-9]/g, '').toUpperCase().startsWith(code)).toBe(true);
      // The whole part number typed is among them, first.
      const [exact] = await rows<{ id: number; part_code: string }>(sql`select id, part_code from products where part_code like ${`${code}%`} order by part_code limit 1`);
      expect((await listed.typeahead(exact!.part_code, limits)).products[0]?.id).toBe(exact!.id);
      listed.stop();
    });

    it('find a product renamed since they were built, and the next build takes it in', async () => {
      const listed = new PostgresSearchEngine(store.db, { pollMs: 0 });
      await listed.start();
      const [product] = await rows<{ id: number }>(sql`select id from products order by id desc limit 1`);
      expect((await listed.typeahead('zyxwidget', limits)).total).toBe(0);
      await store.db.execute(sql`update products set title = title || ' Zyxwidget' where id = ${product!.id}`);
      const [{ pending }] = await rows<{ pending: number }>(sql`select count(*)::int as pending from search_prefix_pending`) as [{ pending: number }];
      expect(pending).toBe(1);
      expect(ids((await listed.typeahead('zyxw', limits)).products)).toEqual([product!.id]);
      // Stale once a product waits ten minutes; built again, nothing waits and the lists have it.
      await store.db.execute(sql`update search_prefix_build set built_at = now() - interval '11 minutes'`);
      await listed.refreshTypeaheadPrefixes();
      expect(await rows(sql`select product_id from search_prefix_pending`)).toEqual([]);
      expect(await rows(sql`select 1 from search_prefix_top where prefix = 'zyxw' and ids = array[${product!.id}]::int[]`)).toHaveLength(1);
      expect(ids((await listed.typeahead('zyxwidget', limits)).products)).toEqual([product!.id]);
      // A removed product waits too (its id may still be on a list); rolled back.
      await store.db.transaction(async (tx) => {
        await tx.execute(sql`delete from products where id = ${product!.id}`);
        const queued = (await tx.execute(sql`select product_id from search_prefix_pending`)) as unknown as { rows: { product_id: number }[] };
        expect(queued.rows).toEqual([{ product_id: product!.id }]);
        tx.rollback();
      }).catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
      });
      listed.stop();
    });

    it('keep what a rare combination of common words found, and say there may be more', async () => {
      await buildTypeaheadPrefixes(store.db, 4);
      const listed = new PostgresSearchEngine(store.db, { pollMs: 0, prefixList: 4 });
      await listed.start();
      const every = new PostgresSearchEngine(store.db, { pollMs: 0, caps: { search: 10_000, typeahead: 10_000 }, typeaheadLists: false });
      await every.start();
      const text = 'pool c';
      const all = await every.typeahead(text, { products: 10_000, suggestions: 0 });
      const got = await listed.typeahead(text, { products: 10_000, suggestions: 0 });
      expect(listed.lastWindowPath).toBe('lists');
      expect(got.total).toBeLessThan(all.total);
      expect(got.total_capped).toBe(true);
      expect(got.total).toBeGreaterThan(0);
      expect(ids(all.products)).toEqual(expect.arrayContaining(ids(got.products)));
      listed.stop();
      every.stop();
    });
  });
});
