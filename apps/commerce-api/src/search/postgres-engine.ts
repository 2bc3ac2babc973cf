import type { Facet, IndexQuery, IndexSearchResult, TypeaheadResult } from '@pool/api-contract';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { loadSummaries } from '../catalog/products.js';
import type { Db } from '../db/client.js';
import { attributes as attributesTable, categories as categoriesTable } from '../db/schema.js';
import { HttpError } from '../http/problem.js';
import type { SearchEngine } from './engine.js';
import { buildCategoryFacetCounts, categoryFacetBuild, facetBuildUsable, REBUILD_AFTER_MS, STOCK_LABEL, stockLabelSql, type FacetBuild } from './category-facets.js';
import { byCountThenValue, rangeBuckets, requestedFilters, type FilterAttribute, type RequestedFilter } from './filters.js';
import { MAX_DIAGRAMS } from './product-index.js';
import { catalogVersion, loadDiagrams } from './search.service.js';
import { SideIndex, SuggestionCounter } from './side-index.js';
import { COST } from './term-index.js';
import { buildTypeaheadPrefixes, prefixBuild, prefixBuildStale, PREFIX_LIST, type PrefixBuild } from './typeahead-prefixes.js';
import { allowedTypos, boundedDistance, compactCode, normalize, tokenize } from './text.js';

/** The inventory facet's label of a base row's stock status. */
const stockLabelOfBase = stockLabelSql('status');
/**
 * The most products a text query reads (docs/decisions/0069): a text matching more (a one-letter
 * prefix, a word of every description) is answered from the `MATCH_CAP` most reviewed products it
 * matches (and every part number it starts), ranked, counted and faceted among themselves, and the
 * total says it is capped. Counting and ranking every match of a million products took seconds.
 */
export const MATCH_CAP = 1000;
/**
 * The dropdown's cap: its six products and its count come from the 100 most reviewed matches (a
 * keystroke must answer in tens of milliseconds; evaluating a match costs about 10 µs a product read).
 */
export const TYPEAHEAD_CAP = 100;
/**
 * A word matched only in a description (weight C) costs more than every typo of every word in titles,
 * brands and part numbers together: such products rank after all of those, in stock or not (the
 * in-process index does not read descriptions at all).
 */
const DESCRIPTION_COST = 1000;
/** Typo candidates remembered (query word → terms); forgotten when the catalogue changes. */
const MAX_REMEMBERED = 10_000;

interface Attribute extends FilterAttribute { id: number }
/** What the engine keeps of a candidate list of `search_prefix_top` (docs/decisions/0080). */
interface PrefixList { complete: boolean; total: number; length: number }
interface Catalogue {
  version: number;
  attributes: Attribute[];
  /** Category url → the category's id and its descendants'. */
  categoryIds: Map<string, number[]>;
  brands: string[];
  side: SideIndex;
  /** The typo vocabulary (`search_terms`: words of three letters or more without digits; 332 at a million products). */
  terms: string[];
}

export interface PostgresSearchOptions {
  logger?: Logger;
  /** How often to check the catalogue version (ms); 0 turns polling off (tests call refreshIfChanged). */
  pollMs?: number;
  /** MATCH_CAP and TYPEAHEAD_CAP by default (tests make them small). */
  caps?: { search: number; typeahead: number };
  /** The dropdown's candidate lists' length (PREFIX_LIST by default; tests make it small). */
  prefixList?: number;
  /** false: the dropdown never reads the candidate lists and walks the popularity index (tests compare with it). */
  typeaheadLists?: boolean;
}

/** An integer this module computed or the schema validated (ids, bits, costs), inlined: constants plan better than parameters. */
const int = (n: number): SQL => sql.raw(String(Math.trunc(n)));
const intList = (ns: readonly number[]): SQL => sql.raw(ns.map((n) => String(Math.trunc(n))).join(', '));
const normSql = (column: SQL): SQL => sql`trim(lower(regexp_replace(${column}, '[^[:alnum:]]+', ' ', 'g')))`;
const numberSql = (column: SQL): SQL => sql`substring(${column} from '^\\s*([-+]?(?:[0-9]+\\.?[0-9]*|\\.[0-9]+))')::float8`;

/** The text part of a query: which products it matches, and their relevance inputs. */
interface TextMatch {
  /** The words (weighted vector) and, for a code-like text, the part number's prefix (compact columns). */
  words: SQL;
  part: SQL | null;
  /** Part-number tier: 0 the whole compact code, 1 a longer one, 2 none. */
  tier: SQL;
  /** Summed word cost, as the in-process index counts it (exact 0, prefix 1, typo 2+), descriptions last. */
  cost: SQL;
  /** `words` for the GIN index: every word in the index condition but a last single letter. */
  indexed: SQL;
  /** Each word with the vocabulary terms it also matches (typos); the last one is a prefix. */
  alternatives: { word: string; terms: string[] }[];
}

/** How a typeahead window is read (docs/decisions/0080), for the tests. */
export type WindowPath = 'part' | 'lists' | 'index' | 'walk';

/**
 * Search in PostgreSQL (docs/decisions/0062): products matched by the weighted `search_vector` (GIN),
 * part numbers by the compact `part_code`/`sku_code` columns (btree prefix), typos through the
 * `search_terms` vocabulary, facets counted by aggregate queries. Ranked as the in-process index
 * ranks: exact part number, part-number prefix, in stock, word cost, most reviewed, id. Only the
 * small things stay in memory: attributes, categories, diagrams, query suggestions and the typo
 * vocabulary (docs/decisions/0080).
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly kind = 'postgres';
  private catalogue: Catalogue | null = null;
  private loading: Promise<Catalogue> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private readonly typoMemo = new Map<string, [string, number][]>();
  /** When category_facet_counts were counted (null: never, or not read yet). */
  private facetBuild: FacetBuild | null = null;
  /** The background builds running in this copy (`rebuild`). */
  private readonly rebuilding = new Set<string>();
  /** When the dropdown's candidate lists were built (null: never, or not read yet). */
  private prefixes: PrefixBuild | null = null;
  /** Each list's completeness, total and length, as of `listsOf` (the lists themselves are read live). */
  private lists = new Map<string, PrefixList>();
  private listsOf: number | null = null;
  private readonly caps: { search: number; typeahead: number };
  /** How the last typeahead window was read. */
  lastWindowPath: WindowPath | null = null;

  constructor(private readonly db: Db, private readonly options: PostgresSearchOptions = {}) {
    this.caps = options.caps ?? { search: MATCH_CAP, typeahead: TYPEAHEAD_CAP };
  }

  async start(): Promise<void> {
    await this.load();
    this.facetBuild = await categoryFacetBuild(this.db);
    // A database that never had the dropdown's lists (a catalogue loaded before migration 0034, or
    // without the seed) gets them in the background, off the start-up path (25 s at a million
    // products); until then every keystroke walks the popularity index, as before the lists.
    this.prefixes = await prefixBuild(this.db);
    if (this.prefixes !== null) await this.loadLists();
    else if (this.options.typeaheadLists !== false) {
      this.refreshTypeaheadPrefixes({ force: true }).catch((err: unknown) => this.options.logger?.warn({ err }, 'typeahead lists failed; keystrokes walk the popularity index'));
    }
    const pollMs = this.options.pollMs ?? 5_000;
    if (pollMs > 0 && !this.timer) {
      this.timer = setInterval(() => {
        this.refreshIfChanged().catch((err: unknown) => this.options.logger?.warn({ err }, 'search catalogue refresh failed; keeping the current one'));
        this.refreshFacetCounts().catch((err: unknown) => this.options.logger?.warn({ err }, 'category facet counts failed; pages count live'));
        this.refreshTypeaheadPrefixes().catch((err: unknown) => this.options.logger?.warn({ err }, 'typeahead lists failed; keeping the current ones'));
      }, pollMs);
      this.timer.unref();
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  isReady(): boolean {
    return this.catalogue !== null;
  }

  async whenReady(): Promise<void> {
    await this.ready();
  }

  async refreshIfChanged(): Promise<boolean> {
    const version = await catalogVersion(this.db);
    if (version === this.catalogue?.version || this.loading) return false;
    await this.load();
    return true;
  }

  /**
   * Reads when the category facet counts were taken and, when the catalogue has moved since and they
   * are a minute old, counts again (one copy at a time: the others skip the advisory lock). Called by
   * the poll; `force` counts now (the seed, tests).
   */
  async refreshFacetCounts({ force = false } = {}): Promise<void> {
    const build = await this.rebuild('category facet counts taken', force, () => categoryFacetBuild(this.db),
      (b, version) => b === null || (b.version !== version && Date.now() - b.builtAt.getTime() >= REBUILD_AFTER_MS),
      () => buildCategoryFacetCounts(this.db));
    if (build !== undefined) this.facetBuild = build;
  }

  /**
   * Reads when the dropdown's candidate lists were built and builds them again when they are stale
   * (products waiting, or the catalogue moved and an hour passed; one copy at a time). Called by the
   * poll; `force` builds now (start-up without lists, tests).
   */
  async refreshTypeaheadPrefixes({ force = false } = {}): Promise<void> {
    const build = await this.rebuild('typeahead lists built', force, () => prefixBuild(this.db), prefixBuildStale,
      () => buildTypeaheadPrefixes(this.db, this.options.prefixList ?? PREFIX_LIST));
    if (build === undefined) return;
    this.prefixes = build;
    if (build?.builtAt.getTime() !== this.listsOf) await this.loadLists();
  }

  /**
   * A table built in the background (facet counts, candidate lists), one build at a time in this copy:
   * reads its last build and builds it again when `stale` says so or `force`. Answers the build as
   * read afterwards, or undefined while another call of the same kind runs.
   */
  private async rebuild<B>(done: string, force: boolean, read: () => Promise<B>, stale: (build: B, version: number) => boolean, build: () => Promise<boolean>): Promise<B | undefined> {
    if (this.rebuilding.has(done)) return undefined;
    this.rebuilding.add(done);
    try {
      const version = await catalogVersion(this.db);
      const current = await read();
      if (!force && !stale(current, version)) return current;
      const started = performance.now();
      if (await build()) this.options.logger?.info({ version, ms: Math.round(performance.now() - started) }, done);
      return await read();
    } finally {
      this.rebuilding.delete(done);
    }
  }

  /** Reads what the dropdown decides by (a row a list, without its ids: about 1,300 at a million products). */
  private async loadLists(): Promise<void> {
    const builtAt = this.prefixes?.builtAt.getTime() ?? null;
    const rows = await this.rows<{ prefix: string; complete: boolean; total: number; length: number }>(sql`select prefix, complete, total,
      cardinality(ids) as length from search_prefix_top`);
    this.lists = new Map(rows.map((r) => [r.prefix, { complete: r.complete, total: r.total, length: r.length }]));
    this.listsOf = builtAt;
  }

  forgetWarmUp(): void {
    this.typoMemo.clear();
    this.catalogue?.side.forgetRemembered();
  }

  private async ready(): Promise<Catalogue> {
    return this.catalogue ?? this.load();
  }

  /** Reads what stays in memory (one load at a time) and swaps it in; the typo memo starts afresh. */
  private load(): Promise<Catalogue> {
    this.loading ??= (async () => {
      const started = performance.now();
      try {
        const version = await catalogVersion(this.db);
        const [attributeRows, categoryRows, diagrams, suggestions, brandRows, termRows] = await Promise.all([
          this.db.select().from(attributesTable).orderBy(asc(attributesTable.position)),
          this.db.select().from(categoriesTable).orderBy(asc(categoriesTable.position), asc(categoriesTable.id)),
          loadDiagrams(this.db),
          this.loadSuggestions(),
          this.rows<{ name: string }>(sql`select name from brands order by id`),
          this.rows<{ term: string }>(sql`select term from search_terms`),
        ]);
        const children = new Map<number, number[]>();
        for (const c of categoryRows) if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
        const categoryIds = new Map(categoryRows.map((c) => {
          const ids = [c.id];
          for (let i = 0; i < ids.length; i++) ids.push(...(children.get(ids[i]!) ?? []));
          return [c.url, ids] as const;
        }));
        const catalogue: Catalogue = {
          version,
          attributes: attributeRows.map((a) => ({ id: a.id, key: a.key, title: a.title, kind: a.kind, unit: a.unit })),
          categoryIds,
          brands: brandRows.map((b) => b.name),
          side: new SideIndex(diagrams, suggestions),
          terms: termRows.map((r) => r.term),
        };
        this.catalogue = catalogue;
        this.typoMemo.clear();
        this.options.logger?.info({ engine: this.kind, version, ms: Math.round(performance.now() - started) }, 'search catalogue loaded');
        return catalogue;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  private async rows<T>(query: SQL): Promise<T[]> {
    const result = (await this.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  /**
   * A listing walk without parallel workers: workers scan ahead of a walk that stops after a page
   * (49,000 index rows read instead of 4,000 for a category's third page at 200,000 products).
   */
  private async walk<T>(query: SQL, { noSeqScan = false } = {}): Promise<T[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      if (noSeqScan) await tx.execute(sql`set local enable_seqscan = off`);
      return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    });
  }

  /** Query suggestions counted by the database: product lines, categories, brands, brand + category. */
  private async loadSuggestions() {
    const [lines, perCategory, perBrand, categoryRows] = await Promise.all([
      this.rows<{ line: string; n: number }>(sql`
        select line, count(*)::int as n from (
          select p.id, case when right(t, length(p.mpn) + 1) = ' ' || p.mpn then left(t, length(t) - length(p.mpn) - 1) else t end as line
          from (select p.id, p.mpn, case when left(p.title, length(b.name) + 1) = b.name || ' ' then substr(p.title, length(b.name) + 2) else p.title end as t
                from products p join brands b on b.id = p.brand_id) p
        ) x group by line order by min(id)`),
      this.rows<{ category_id: number; brand: string; n: number }>(sql`
        select pc.category_id, b.name as brand, count(*)::int as n
        from product_categories pc join products p on p.id = pc.product_id join brands b on b.id = p.brand_id
        group by pc.category_id, b.name order by min(p.id)`),
      this.rows<{ brand: string; n: number }>(sql`select b.name as brand, count(*)::int as n from products p join brands b on b.id = p.brand_id group by b.name order by min(p.id)`),
      this.db.select({ id: categoriesTable.id, title: categoriesTable.title, parentId: categoriesTable.parentId }).from(categoriesTable),
    ]);
    const counter = new SuggestionCounter();
    for (const { line, n } of lines) counter.add(line, n);
    counter.addCategoriesAndBrands(
      categoryRows,
      perCategory.map((r) => ({ categoryId: r.category_id, brand: r.brand, count: r.n })),
      perBrand.map((r) => [r.brand, r.n] as [string, number]),
    );
    return counter.values();
  }

  /**
   * Vocabulary terms within the typos a word allows, with their costs as the in-process index gives
   * them (a whole word: 2 + distance - 1; the start of a longer word still being typed: 2 + distance).
   * The vocabulary is in memory (small whatever the catalogue's size); the bounded edit distance decides.
   */
  private async typoTerms(word: string, prefix: boolean): Promise<[string, number][]> {
    const typos = allowedTypos(word);
    if (typos === 0) return [];
    const key = `${prefix ? 'p' : 'w'}:${word}`;
    const remembered = this.typoMemo.get(key);
    if (remembered) return remembered;
    const candidates = (await this.ready()).terms;
    const found: [string, number][] = [];
    for (const term of candidates) {
      if (term === word || (prefix && term.startsWith(word))) continue;
      if (Math.abs(term.length - word.length) <= typos) {
        const distance = boundedDistance(word, term, typos);
        if (distance <= typos) {
          found.push([term, COST.typo + distance - 1]);
          continue;
        }
      }
      if (prefix && term.length > word.length) {
        const distance = boundedDistance(word, term, typos, word.length);
        if (distance <= typos) found.push([term, COST.typo + distance]);
      }
    }
    if (this.typoMemo.size >= MAX_REMEMBERED) this.typoMemo.delete(this.typoMemo.keys().next().value!);
    this.typoMemo.set(key, found);
    return found;
  }

  /** The match of a text (null without words): every word (the last one as a prefix), or the part number. */
  private async textMatch(text: string, { titles = false } = {}): Promise<TextMatch | null> {
    const words = tokenize(text);
    if (words.length === 0) return null;
    // The dropdown matches titles, brands and part numbers (weights A and B), as the in-process index
    // does; a search page also finds words in descriptions, ranked after them.
    const weights = titles ? 'AB' : '';
    const alternatives: TextMatch['alternatives'] = [];
    // Words are lower-case letters or digits only (tokenize), as the `simple` configuration stores
    // them: tsquery literals, parsed once per statement (to_tsquery in a CASE ran for every row).
    const groups: string[] = [];
    const costs: SQL[] = [];
    for (const [i, word] of words.entries()) {
      const prefix = i === words.length - 1;
      const typos = await this.typoTerms(word, prefix);
      alternatives.push({ word, terms: typos.map(([term]) => term) });
      const head = prefix ? `${word}:*${weights}` : weights ? `${word}:${weights}` : word;
      groups.push(`(${[head, ...typos.map(([term]) => (weights ? `${term}:${weights}` : term))].join(' | ')})`);
      const cases: SQL[] = [sql`when p.search_vector @@ ${`${word}:AB`}::tsquery then ${int(COST.exact)}`];
      if (prefix) cases.push(sql`when p.search_vector @@ ${`${word}:*AB`}::tsquery then ${int(COST.prefix)}`);
      for (const cost of [...new Set(typos.map(([, c]) => c))].sort((a, b) => a - b)) {
        const terms = typos.filter(([, c]) => c === cost).map(([term]) => `${term}:AB`).join(' | ');
        cases.push(sql`when p.search_vector @@ ${terms}::tsquery then ${int(cost)}`);
      }
      costs.push(sql`(case ${sql.join(cases, sql` `)} else ${int(DESCRIPTION_COST)} end)`);
    }
    const words_ = sql`p.search_vector @@ ${groups.join(' & ')}::tsquery`;
    const cost = sql`(case when ${words_} then ${sql.join(costs, sql` + `)} else 0 end)`;
    // A last word of one or two letters after others (`SL-2732-S`) is checked on the rows the other
    // words find, not looked up in the GIN index: its prefix would merge the postings of every word
    // starting so (most of the catalogue) before the AND (docs/decisions/0069).
    const last = words.at(-1)!;
    const checkLast = sql`p.search_vector @@ ${groups.slice(0, -1).join(' & ')}::tsquery and coalesce(p.search_vector @@ ${groups.at(-1)!}::tsquery, false)`;
    const matchSql = words.length > 1 && last.length <= 2 ? checkLast : words_;
    const indexed = words.length > 1 && last.length === 1 ? checkLast : words_;
    // Part numbers with or without separators: the compact text against the compact mpn and sku.
    const code = compactCode(text).toUpperCase();
    if (code.length < 3 || !/\d/.test(code)) return { words: matchSql, indexed, part: null, tier: sql`2`, cost, alternatives };
    const prefixOf = `${code}%`;
    const part = sql`(p.part_code like ${prefixOf} or p.sku_code like ${prefixOf})`;
    return {
      words: matchSql,
      indexed,
      part,
      tier: sql`(case when p.part_code = ${code} or p.sku_code = ${code} then 0 when ${part} then 1 else 2 end)`,
      cost,
      alternatives,
    };
  }

  /**
   * The products a query starts from (text, category, ids), one row each with what the filters,
   * facets and orders read: `with base as (…)`.
   */
  private baseSql(match: TextMatch | null, categoryIds: readonly number[] | null, ids: readonly number[] | undefined, cap = this.caps.search, window?: readonly number[] | SQL): SQL {
    const where: SQL[] = [];
    if (categoryIds) where.push(sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id in (${intList(categoryIds)}))`);
    if (ids) where.push(ids.length === 0 ? sql`false` : sql`p.id in (${intList(ids)})`);
    const and = (first: SQL) => sql.join([first, ...where], sql` and `);
    // A text reads at most `cap` products by words (the most reviewed: the popularity index walked for
    // a common word, the GIN index for a rare one) and `cap` by part-number prefix.
    // The dropdown's window comes read already (`window`, docs/decisions/0080).
    const words = Array.isArray(window)
      ? sql`(select unnest(array[${intList(window)}]::int[]) as id)`
      : window
      ? sql`(${window})`
      : match && sql`(select p.id from products p where ${and(match.words)} order by p.review_count desc nulls last, p.id limit ${int(cap)})`;
    const from = match
      ? sql`(${words}
          ${match.part ? sql`union (select p.id from products p where ${and(match.part)} limit ${int(cap)})` : sql``}) w
        join products p on p.id = w.id`
      : sql`products p`;
    return sql`base as not materialized (
      select p.id, b.name as brand, coalesce(i.status::text, 'out') as status, coalesce(i.status = 'in' and i.level > 0, false) as in_stock,
        p.review_count, p.review_star_rating, p.price, p.hide_price, p.created_at,
        ${match ? match.tier : sql`2`} as tier, ${match ? match.cost : sql`0`} as cost
      from ${from} join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
      ${!match && where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    )`;
  }

  /** Whether a base row (`base.*`) passes a filter. */
  private filterSql(filter: RequestedFilter, attribute: Attribute): SQL {
    if (filter.kind === 'range') {
      return sql`exists (select 1 from product_attribute_values v where v.product_id = base.id and v.attribute_id = ${int(attribute.id)}
        and ${numberSql(sql`v.value`)} between ${Math.max(filter.min, -Number.MAX_VALUE)} and ${Math.min(filter.max, Number.MAX_VALUE)})`;
    }
    const norms = filter.values.map(normalize);
    if (attribute.key === 'inventory_status') {
      const statuses = Object.entries(STOCK_LABEL).filter(([, label]) => norms.includes(normalize(label))).map(([status]) => status);
      return statuses.length === 0 ? sql`false` : sql`base.status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`;
    }
    const list = sql.join(norms.map((n) => sql`${n}`), sql`, `);
    if (attribute.key === 'brand') return sql`${normSql(sql`base.brand`)} in (${list})`;
    return sql`exists (select 1 from product_attribute_values v where v.product_id = base.id and v.attribute_id = ${int(attribute.id)}
      and ${normSql(sql`v.value`)} in (${list}))`;
  }

  private orderSql(sort: IndexQuery['sort'], withText: boolean): SQL {
    switch (sort) {
      // As the listing indexes are ordered (migration 0031), so a page walks one and stops.
      case 'price_asc': case 'price_desc': case 'rating': case 'newest': return this.listingOrder(sort, '');
      default: return withText
        ? sql`tier, cost >= ${int(DESCRIPTION_COST)}, not in_stock, cost, review_count desc nulls last, id`
        : sql`not in_stock, review_count desc nulls last, id`;
    }
  }

  /**
   * A page of an unfiltered listing (a category, or the whole catalogue), read from indexes alone
   * (docs/decisions/0074): by price, its categories' own price indexes; otherwise the sort's listing
   * index with membership and stock checked by primary keys (no brand or stock columns fetched). The
   * relevance order takes the in-stock products first and reads the others only when the page
   * reaches past them; a page wholly past them falls back to `generic` (it needs their count).
   */
  private async listingPage(categoryIds: readonly number[] | null, sort: IndexQuery['sort'], offset: number, perPage: number, generic: () => SQL): Promise<{ id: number }[]> {
    if (categoryIds && (sort === 'price_asc' || sort === 'price_desc')) {
      return this.rows<{ id: number }>(this.categoryByPriceSql(categoryIds, sort === 'price_desc', offset, perPage));
    }
    const member = categoryIds && sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id in (${intList(categoryIds)}))`;
    const page = (order: SQL, stock: SQL | null, limit: number, skip: number) => {
      const where = [member, stock].filter((c): c is SQL => c !== null);
      return this.walk<{ id: number }>(sql`select p.id from products p ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}
        order by ${order} limit ${int(limit)} offset ${int(skip)}`);
    };
    if (sort !== 'relevance') return page(this.listingOrder(sort), null, perPage, offset);
    const inStock = sql`exists (select 1 from inventory i where i.product_id = p.id and i.status = 'in' and i.level > 0)`;
    const popular = sql`p.review_count desc nulls last, p.id`;
    const first = await page(popular, inStock, perPage, offset);
    if (first.length === perPage) return first;
    if (first.length === 0 && offset > 0) return this.rows<{ id: number }>(generic());
    return [...first, ...(await page(popular, sql`not ${inStock}`, perPage - first.length, 0))];
  }

  /** The listing orders, of `products` columns under `alias` (as the listing indexes are ordered, migration 0031). */
  private listingOrder(sort: Exclude<IndexQuery['sort'], 'relevance'>, alias = 'p.'): SQL {
    const a = alias;
    switch (sort) {
      case 'price_asc': return sql.raw(`${a}hide_price, ${a}price, ${a}id`);
      case 'price_desc': return sql.raw(`${a}hide_price, ${a}price desc nulls last, ${a}id`);
      case 'rating': return sql.raw(`${a}review_star_rating desc nulls last, ${a}review_count desc nulls last, ${a}id`);
      default: return sql.raw(`${a}created_at desc nulls last, ${a}id`);
    }
  }

  /**
   * A page of a category's products by price, unfiltered: each of its categories' price index walked
   * for the first `offset + perPage` rows (product_categories keeps the product's price beside it,
   * migration 0032), merged. The global price index would be walked past every cheaper product of
   * the other categories first (price goes with category: a third of the catalogue for pumps).
   */
  private categoryByPriceSql(categoryIds: readonly number[], descending: boolean, offset: number, perPage: number): SQL {
    const order = descending ? sql`hide_price, price desc nulls last, product_id` : sql`hide_price, price, product_id`;
    const walks = categoryIds.map((id) => sql`(select product_id, hide_price, price from product_categories where category_id = ${int(id)}
      order by ${order} limit ${int(offset + perPage)})`);
    return sql`select product_id as id from (${sql.join(walks, sql` union `)}) c order by ${order} limit ${int(perPage)} offset ${int(offset)}`;
  }

  async search(query: IndexQuery): Promise<IndexSearchResult> {
    const catalogue = await this.ready();
    const text = query.q ?? '';
    const filters = requestedFilters(query.f, catalogue.attributes);
    let categoryIds: number[] | null = null;
    if (query.category) {
      categoryIds = catalogue.categoryIds.get(query.category) ?? null;
      if (!categoryIds) throw new HttpError(404, 'Not Found', { detail: `There is no category "${query.category}".` });
    }
    const match = await this.textMatch(text);
    const base = this.baseSql(match, categoryIds, query.ids);
    const failSql = filters.length === 0 ? sql`0` : sql.join(filters.map((f) =>
      sql`(case when ${this.filterSql(f, catalogue.attributes[f.index]!)} then 0 else ${int(f.bit)} end)`), sql` | `);
    const bitOf = new Map(filters.map((f) => [catalogue.attributes[f.index]!.id, f.bit]));
    const attributeBit = bitOf.size === 0 ? sql`0`
      : sql`(case v.attribute_id ${sql.join([...bitOf].map(([id, bit]) => sql`when ${int(id)} then ${int(bit)}`), sql` `)} else 0 end)`;
    const live = catalogue.attributes.filter((a) => a.key === 'brand' || a.key === 'inventory_status');
    const liveCounts = live.map((a) => {
      const bit = bitOf.get(a.id) ?? 0;
      return sql`union all select ${int(a.id)}, ${a.key === 'brand' ? sql`brand` : stockLabelOfBase}, count(*)::int from fails where (fail & ~${int(bit)}) = 0 group by 2`;
    });
    const perPage = query.per_page;
    const offset = (query.page - 1) * perPage;
    // A category page (or the whole catalogue) without filters reads its counts from
    // category_facet_counts while they are fresh enough (docs/decisions/0069).
    const countedCategory = match || filters.length > 0 || query.ids ? null : categoryIds ? categoryIds[0]! : 0;
    const counted = countedCategory !== null && facetBuildUsable(this.facetBuild, catalogue.version);
    const facetSql = counted
      ? sql`select attribute_id as attr, value, count as n from category_facet_counts where category_id = ${int(countedCategory!)}`
      : sql`with ${base}, fails as (select base.*, (${failSql}) as fail from base)
        select v.attribute_id as attr, v.value, count(*)::int as n from fails join product_attribute_values v on v.product_id = fails.id
          where ${live.length > 0 ? sql`v.attribute_id not in (${intList(live.map((a) => a.id))}) and` : sql``} (fails.fail & ~${attributeBit}) = 0
          group by 1, 2
        ${sql.join(liveCounts, sql` `)}
        union all select 0, null, count(*)::int from fails where fail = 0
        ${match ? sql`union all select -1, null, count(*)::int from fails` : sql``}`;
    const generic = (): SQL => (match === null && query.sort === 'relevance'
      // In stock first, then the most reviewed: each half walks the popularity index and stops.
      ? sql`with ${base}
        select id from ((select id, in_stock, review_count from base where in_stock and (${failSql}) = 0
            order by review_count desc nulls last, id limit ${int(offset + perPage)})
          union all (select id, in_stock, review_count from base where not in_stock and (${failSql}) = 0
            order by review_count desc nulls last, id limit ${int(offset + perPage)})) halves
        order by ${this.orderSql('relevance', false)} limit ${int(perPage)} offset ${int(offset)}`
      : sql`with ${base} select id from base where (${failSql}) = 0
        order by ${this.orderSql(query.sort, match !== null)} limit ${int(perPage)} offset ${int(offset)}`);
    const listing = match === null && filters.length === 0 && !query.ids;
    const [facetRows, hitRows] = await Promise.all([
      this.rows<{ attr: number; value: string | null; n: number }>(facetSql),
      listing ? this.listingPage(categoryIds, query.sort, offset, perPage, generic) : this.rows<{ id: number }>(generic()),
    ]);
    const total = facetRows.find((r) => r.attr === 0)?.n ?? 0;
    const pageCount = Math.ceil(total / perPage);
    if (query.page > Math.max(pageCount, 1)) {
      throw new HttpError(404, 'Page not found', {
        detail: total === 0 ? `There are no results, so there is no page ${query.page}.` : `Page ${query.page} is past the last page (${pageCount}).`,
      });
    }
    const { facets, applied } = this.facets(catalogue, facetRows, filters);
    const diagramMatches = text ? catalogue.side.matchDiagrams(text, false) : [];
    return {
      hits: await loadSummaries(this.db, hitRows.map((r) => r.id)),
      total,
      // The text read MATCH_CAP products or more (the window is full): more match than counted.
      ...((facetRows.find((r) => r.attr === -1)?.n ?? 0) >= this.caps.search ? { total_capped: true } : {}),
      page: query.page,
      per_page: perPage,
      facets,
      applied,
      diagrams: diagramMatches.slice(0, MAX_DIAGRAMS),
      diagram_total: diagramMatches.length,
    };
  }

  /** Facets in attribute order from the counted rows, and the applied filters as canonical tokens. */
  private facets(catalogue: Catalogue, rows: readonly { attr: number; value: string | null; n: number }[], filters: readonly RequestedFilter[]) {
    const byAttribute = new Map<number, { value: string; n: number }[]>();
    for (const row of rows) if (row.attr !== 0 && row.value !== null) (byAttribute.get(row.attr) ?? byAttribute.set(row.attr, []).get(row.attr)!).push({ value: row.value, n: row.n });
    const filtered = new Map(filters.map((f) => [f.index, f]));
    const applied: string[] = [];
    const facets = catalogue.attributes.flatMap((attribute, index): Facet[] => {
      const { key, title, unit } = attribute;
      const filter = filtered.get(index);
      const counted = byAttribute.get(attribute.id) ?? [];
      if (attribute.kind === 'range') {
        if (filter?.kind === 'range') applied.push(filter.token);
        const counts = new Map<number, number>();
        for (const { value, n } of counted) {
          const number = Number.parseFloat(value);
          if (Number.isFinite(number)) counts.set(number, (counts.get(number) ?? 0) + n);
        }
        if (counts.size === 0) return filter ? [{ kind: 'range', key, title, unit, min: 0, max: 0, buckets: [] }] : [];
        const distinct = [...counts.keys()].sort((a, b) => a - b);
        return [{ kind: 'range', key, title, unit, min: distinct[0]!, max: distinct.at(-1)!, buckets: rangeBuckets(distinct, counts) }];
      }
      const values = new Map<string, { value: string; count: number }>();
      for (const { value, n } of counted) {
        const norm = normalize(value);
        const entry = values.get(norm);
        if (entry) entry.count += n;
        else values.set(norm, { value, count: n });
      }
      if (filter?.kind === 'enum') {
        // Spelled as the catalogue spells them; an unknown value stays as asked (it matches nothing).
        const known = new Map([...(key === 'brand' ? catalogue.brands : key === 'inventory_status' ? Object.values(STOCK_LABEL) : [])
          .map((v) => [normalize(v), v] as const), ...[...values].map(([norm, v]) => [norm, v.value] as const)]);
        const tokens = [...new Set(filter.values.map((v) => `${key}:${known.get(normalize(v)) ?? v}`))].sort();
        applied.push(...tokens);
      }
      if (values.size === 0 && !filter) return [];
      return [{ kind: 'enum', key, title, values: [...values.values()].sort(byCountThenValue) }];
    });
    return { facets, applied };
  }

  async typeahead(text: string, limits: { products: number; suggestions: number }): Promise<TypeaheadResult> {
    const catalogue = await this.ready();
    const match = await this.textMatch(text, { titles: true });
    const { window, atLeast } = match ? await this.typeaheadWindow(match) : {};
    const base = this.baseSql(match, null, undefined, this.caps.typeahead, window);
    const rows = limits.products === 0 ? [] : await this.rows<{ id: number; total: number }>(sql`with ${base}
      select id, count(*) over ()::int as total from base order by ${this.orderSql('relevance', match !== null)} limit ${int(limits.products)}`);
    const diagrams = catalogue.side.matchDiagrams(text, true);
    const total = rows[0]?.total
      ?? (limits.products === 0 ? (await this.rows<{ n: number }>(sql`with ${base} select count(*)::int as n from base`))[0]?.n ?? 0 : 0);
    return {
      query: text,
      suggestions: catalogue.side.suggest(text, limits.suggestions),
      products: await loadSummaries(this.db, rows.map((r) => r.id)),
      total,
      ...(match && (total >= this.caps.typeahead || atLeast) ? { total_capped: true } : {}),
      has_diagrams: diagrams.length > 0,
      diagrams: diagrams.slice(0, 6),
    };
  }

  /**
   * The dropdown's window by words (docs/decisions/0080): the `caps.typeahead` most reviewed products
   * matching the text. The rarest word of letters picks the candidates: its prefix list and its typos'
   * lists (`search_prefix_top`) and the products waiting for the next build, checked against the whole
   * text. When those lists hold every product with such a word, or enough candidates match, that is
   * the window; a rare combination of common words keeps the matches found and says there may be more
   * (`atLeast`: the dropdown's count reads "23+"; the search page counts them all). A text of digits
   * alone is found by the GIN index and sorted, or, one or two digits (most products), by walking the
   * popularity index, as is every text before the lists are first built (`window` undefined).
   */
  private async typeaheadWindow(match: TextMatch): Promise<{ window?: number[] | SQL; atLeast?: boolean }> {
    const cap = this.caps.typeahead;
    const words = match.alternatives.filter((a) => /^[a-z]+$/.test(a.word));
    if (this.prefixes === null || this.options.typeaheadLists === false || (words.length === 0 && match.alternatives.length === 1 && match.alternatives[0]!.word.length <= 2)) {
      this.lastWindowPath = 'walk';
      return {};
    }
    // A part number typed so far that starts `cap` codes: those fill the window and rank before any
    // product found by its words (tier), so the words need not be read.
    if (match.part && (await this.rows<{ n: number }>(sql`select count(*)::int as n from (select 1 from products p where ${match.part} limit ${int(cap)}) x`))[0]!.n >= cap) {
      this.lastWindowPath = 'part';
      return { window: [] };
    }
    if (words.length > 0) {
      const { lists } = this;
      // A key without a list: no product has a word starting so (it adds nothing, and nothing is missed).
      const [driving, ...others] = words
        .map((a) => {
          const own = [a.word, ...a.terms];
          return {
            keys: own,
            total: own.reduce((n, k) => n + (lists.get(k)?.total ?? 0), 0),
            complete: own.every((k) => lists.get(k)?.complete ?? true),
            longest: Math.max(0, ...own.map((k) => lists.get(k)?.length ?? 0)),
          };
        })
        .sort((a, b) => a.total - b.total);
      // One word being typed, no typo of it, nothing waiting: its list is the window (every product on
      // it has a word starting so, most reviewed first).
      const only = match.alternatives.length === 1 && driving!.keys.length === 1 && this.prefixes.pending === 0 && lists.get(driving!.keys[0]!);
      if (only && (only.complete || only.length >= cap)) {
        this.lastWindowPath = 'lists';
        return { window: sql`select unnest(ids[1:${int(cap)}]) as id from search_prefix_top where prefix = ${driving!.keys[0]!}` };
      }
      // Each candidate is probed by its key (`offset 0` keeps the planner from turning the probes into
      // a GIN read of every product with the words anywhere, descriptions included): first the head of
      // the rarest word's lists, which is enough when the words go together; then more of its lists and
      // the heads of the other words' lists.
      const head = 2 * cap;
      const list = (keys: readonly string[], slice: string) =>
        sql`select unnest(ids${sql.raw(slice)}) as id from search_prefix_top where prefix in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`;
      const probe = (sources: SQL[]) => this.rows<{ id: number }>(sql`select p.id from (
          ${sql.join([...sources, sql`select product_id from search_prefix_pending`], sql` union `)}
        ) c cross join lateral (select p.id, p.review_count from products p where p.id = c.id and ${match.words} offset 0) p
        order by p.review_count desc nulls last, p.id limit ${int(cap)}`);
      let candidates = await probe([list(driving!.keys, `[1:${head}]`)]);
      let read = head;
      if (candidates.length < cap && (driving!.longest > head || (!driving!.complete && others.length > 0))) {
        // Complete lists are read whole (their window stays exact); others up to about 2 * head more
        // products in all, so a keystroke probes at most about a thousand.
        read = driving!.complete ? driving!.longest : head + Math.ceil((2 * head) / driving!.keys.length);
        candidates = await probe([list(driving!.keys, `[1:${read}]`), ...others.map((o) => list(o.keys, `[1:${head}]`))]);
      }
      this.lastWindowPath = 'lists';
      return { window: candidates.map((r) => r.id), atLeast: candidates.length < cap && !(driving!.complete && read >= driving!.longest) };
    }
    // Every match through the GIN index (every word in its condition, but a last single letter), then
    // sorted: `+ 0` keeps the planner off the popularity index, whose walk would pass every product that
    // does not match, and no sequential scan or parallel workers for a match it thinks is common.
    this.lastWindowPath = 'index';
    const found = await this.walk<{ id: number }>(sql`select p.id from products p where ${match.indexed}
      order by p.review_count + 0 desc nulls last, p.id limit ${int(cap)}`, { noSeqScan: true });
    return { window: found.map((r) => r.id) };
  }
}
