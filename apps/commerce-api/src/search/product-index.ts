import type { DiagramHit, Facet, IndexQuery, IndexSearchResult, ProductSummary, TypeaheadResult } from '@pool/api-contract';
import { HttpError } from '../http/problem.js';
import { byCountThenValue, rangeBuckets, requestedFilters, type FilterAttribute } from './filters.js';
import { productLine, SideIndex, SuggestionCounter, type Suggestion } from './side-index.js';
import { TermIndex } from './term-index.js';
import { compactCode, normalize, tokenize } from './text.js';

export interface IndexedProduct {
  summary: ProductSummary;
  categoryIds: readonly number[];
  /** Attribute key → value (from product_attribute_values). */
  attributes: Readonly<Record<string, string>>;
  createdAt: number;
}
export type IndexAttribute = FilterAttribute;
export interface IndexCategory { id: number; url: string; title: string; parentId: number | null }

export interface IndexSource {
  products: readonly IndexedProduct[];
  attributes: readonly IndexAttribute[];
  categories: readonly IndexCategory[];
  diagrams: readonly DiagramHit[];
}

type Sort = IndexQuery['sort'];
export const MAX_DIAGRAMS = 12;
/** Up to this many hits a comparison sort is cheaper than a walk of the whole catalogue. */
const SORT_LIMIT = 2_000;
/** Up to this many wanted hits a bounded insertion beats bucketing the whole hit set. */
const TOP_K_LIMIT = 480;

/** Inventory and brand facets come from the live product fields, not a copied attribute value. */
const STOCK_LABEL = { in: 'In Stock', out: 'Out of Stock', backorder: 'Backorder' } as const;

interface EnumColumn { kind: 'enum'; attribute: IndexAttribute; values: string[]; idByNorm: Map<string, number>; docValue: Int32Array }
interface RangeColumn { kind: 'range'; attribute: IndexAttribute; docValue: Float64Array }
type Column = EnumColumn | RangeColumn;

interface ParsedFilter { column: Column; bit: number; tokens: string[]; accepts: (doc: number) => boolean }


/** What relevance ranks a list of hits by, one entry per hit (parallel to the list). */
interface Relevance {
  /** Summed word cost (0 = every word exact). Read-only: it may be the term index's own list. */
  cost: Uint8Array | Uint16Array;
  /** Part-number tier; null when no hit is a part-number hit (all 2). */
  tier: Uint8Array | null;
}

/** Documents matching a text, ascending, with their relevance inputs (null without text). */
interface BaseSet {
  docs: Uint32Array;
  relevance: Relevance | null;
}

/**
 * The in-process product index: built once from a catalogue snapshot, then answers searches,
 * facets and typeahead from memory. Immutable; a catalogue change builds a new one.
 */
export class ProductIndex {
  readonly size: number;
  readonly builtAt = Date.now();
  private readonly products: readonly IndexedProduct[];
  private readonly terms: TermIndex;
  /** Compact mpn and sku codes, sorted, each with its document: prefix lookups by binary search. */
  private readonly codes: { code: string; doc: number }[];
  private readonly columns: Column[];
  private readonly columnByKey: Map<string, Column>;
  private readonly categoryByUrl: Map<string, IndexCategory>;
  private readonly categoryDocs = new Map<number, Uint32Array>();
  /** Browse order (in stock first, most reviewed, id) and each document's place in it. */
  private readonly browseOrder: Uint32Array;
  private readonly browseRank: Uint32Array;
  /** 1 for a product not in stock: read in the hot ranking loops instead of the summary objects. */
  private readonly outOfStock: Uint8Array;
  private readonly orders = new Map<Exclude<Sort, 'relevance'>, Uint32Array>();
  private readonly side: SideIndex;

  constructor(source: IndexSource) {
    this.products = source.products;
    const n = (this.size = source.products.length);
    const docs = source.products;

    this.terms = new TermIndex(n, (doc) => productTerms(docs[doc]!.summary));
    this.codes = docs.flatMap((p, doc) => [
      { code: compactCode(p.summary.mpn), doc },
      { code: compactCode(p.summary.sku), doc },
    ]).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.doc - b.doc));

    this.columns = source.attributes.map((attribute, index): Column => {
      if (index >= 31) throw new Error('the index supports at most 31 filterable attributes');
      const valueOf = (p: IndexedProduct): string | undefined =>
        attribute.key === 'inventory_status' ? STOCK_LABEL[p.summary.inventory_status]
          : attribute.key === 'brand' ? p.summary.brand.name
            : p.attributes[attribute.key];
      if (attribute.kind === 'range') {
        const docValue = new Float64Array(n).fill(Number.NaN);
        docs.forEach((p, doc) => {
          const raw = valueOf(p);
          const value = raw === undefined ? Number.NaN : Number.parseFloat(raw);
          if (Number.isFinite(value)) docValue[doc] = value;
        });
        return { kind: 'range', attribute, docValue };
      }
      const values: string[] = [];
      const idByNorm = new Map<string, number>();
      const docValue = new Int32Array(n).fill(-1);
      docs.forEach((p, doc) => {
        const raw = valueOf(p);
        if (raw === undefined) return;
        const norm = normalize(raw);
        let id = idByNorm.get(norm);
        if (id === undefined) {
          id = values.push(raw) - 1;
          idByNorm.set(norm, id);
        }
        docValue[doc] = id;
      });
      return { kind: 'enum', attribute, values, idByNorm, docValue };
    });
    this.columnByKey = new Map(this.columns.map((c) => [c.attribute.key, c]));

    this.categoryByUrl = new Map(source.categories.map((c) => [c.url, c]));
    const children = new Map<number, number[]>();
    for (const c of source.categories) if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
    const direct = new Map<number, number[]>();
    docs.forEach((p, doc) => {
      for (const id of p.categoryIds) direct.set(id, [...(direct.get(id) ?? []), doc]);
    });
    for (const c of source.categories) {
      const ids = [c.id];
      for (let i = 0; i < ids.length; i++) ids.push(...(children.get(ids[i]!) ?? []));
      const members = new Set(ids.flatMap((id) => direct.get(id) ?? []));
      this.categoryDocs.set(c.id, Uint32Array.from(members).sort());
    }

    const all = Array.from({ length: n }, (_, doc) => doc);
    const s = (doc: number) => docs[doc]!.summary;
    const byId = (a: number, b: number) => s(a).id - s(b).id;
    this.browseOrder = Uint32Array.from([...all].sort((a, b) =>
      Number(s(b).in_stock) - Number(s(a).in_stock) || s(b).review_count - s(a).review_count || byId(a, b)));
    this.outOfStock = Uint8Array.from(docs, (p) => (p.summary.in_stock ? 0 : 1));
    this.browseRank = new Uint32Array(n);
    this.browseOrder.forEach((doc, rank) => { this.browseRank[doc] = rank; });
    // A hidden price sorts last either way, so a price sort does not reveal it.
    const hidden = (doc: number) => Number(s(doc).hide_price);
    this.orders.set('price_asc', Uint32Array.from([...all].sort((a, b) => hidden(a) - hidden(b) || s(a).price - s(b).price || byId(a, b))));
    this.orders.set('price_desc', Uint32Array.from([...all].sort((a, b) => hidden(a) - hidden(b) || s(b).price - s(a).price || byId(a, b))));
    this.orders.set('rating', Uint32Array.from([...all].sort((a, b) =>
      s(b).review_star_rating - s(a).review_star_rating || s(b).review_count - s(a).review_count || byId(a, b))));
    this.orders.set('newest', Uint32Array.from([...all].sort((a, b) => docs[b]!.createdAt - docs[a]!.createdAt || byId(a, b))));

    this.side = new SideIndex(source.diagrams, buildSuggestions(source));
  }

  /**
   * Forgets the words and their documents remembered since the index was built, as if it had just
   * been built (the start-up warm-up's words are not shoppers').
   */
  forgetRemembered(): void {
    this.terms.forgetRemembered();
    this.side.forgetRemembered();
  }

  /** The filterable attributes, in `/attributes.json` order. */
  get attributeKeys(): string[] {
    return this.columns.map((c) => c.attribute.key);
  }

  /**
   * A search page: text (optional), category (optional), filters, sort and paging, with disjunctive
   * facet counts (a facet's counts ignore its own filter, so other values stay selectable).
   * @throws HttpError 400 for an unknown or malformed filter, 404 for an unknown category or a page past the end.
   */
  search(query: IndexQuery): IndexSearchResult {
    const text = query.q ?? '';
    const filters = this.parseFilters(query.f);
    let category: IndexCategory | undefined;
    if (query.category) {
      category = this.categoryByUrl.get(query.category);
      if (!category) throw new HttpError(404, 'Not Found', { detail: `There is no category "${query.category}".` });
    }
    const base = query.ids ? this.only(this.baseSet(text, category), new Set(query.ids)) : this.baseSet(text, category);

    // One pass: which filters each base document fails (a bit per attribute column).
    const failMask = new Uint32Array(base.docs.length);
    let total = 0;
    for (let i = 0; i < base.docs.length; i++) {
      const doc = base.docs[i]!;
      let mask = 0;
      for (const f of filters) if (!f.accepts(doc)) mask |= f.bit;
      failMask[i] = mask;
      if (mask === 0) total++;
    }

    const perPage = query.per_page;
    const pageCount = Math.ceil(total / perPage);
    if (query.page > Math.max(pageCount, 1)) {
      throw new HttpError(404, 'Page not found', {
        detail: total === 0 ? `There are no results, so there is no page ${query.page}.` : `Page ${query.page} is past the last page (${pageCount}).`,
      });
    }
    const hitDocs = total === base.docs.length ? base.docs : new Uint32Array(total);
    let relevance = base.relevance;
    if (hitDocs !== base.docs && relevance) {
      const from = relevance;
      relevance = { cost: new Uint16Array(total), tier: from.tier && new Uint8Array(total) };
      for (let i = 0, k = 0; i < base.docs.length; i++) {
        if (failMask[i] !== 0) continue;
        hitDocs[k] = base.docs[i]!;
        relevance.cost[k] = from.cost[i]!;
        if (relevance.tier) relevance.tier[k] = from.tier![i]!;
        k++;
      }
    } else if (hitDocs !== base.docs) {
      for (let i = 0, k = 0; i < base.docs.length; i++) if (failMask[i] === 0) hitDocs[k++] = base.docs[i]!;
    }
    const ordered = this.ordered(hitDocs, relevance, text, query.sort, query.page * perPage);
    const pageDocs = ordered.slice((query.page - 1) * perPage, query.page * perPage);

    const diagramMatches = text ? this.side.matchDiagrams(text, false) : [];
    return {
      hits: pageDocs.map((doc) => this.products[doc]!.summary),
      total,
      page: query.page,
      per_page: perPage,
      facets: this.facets(base.docs, failMask, filters),
      applied: filters.flatMap((f) => f.tokens),
      diagrams: diagramMatches.slice(0, MAX_DIAGRAMS),
      diagram_total: diagramMatches.length,
    };
  }

  /** The documents of a base set whose product is one of `ids` (the 'Fits my pool' filter), relevance kept. */
  private only(base: BaseSet, ids: ReadonlySet<number>): BaseSet {
    const keep: number[] = [];
    for (let i = 0; i < base.docs.length; i++) if (ids.has(this.products[base.docs[i]!]!.summary.id)) keep.push(i);
    const relevance = base.relevance;
    return {
      docs: Uint32Array.from(keep, (i) => base.docs[i]!),
      relevance: relevance && {
        cost: Uint16Array.from(keep, (i) => relevance.cost[i]!),
        tier: relevance.tier && Uint8Array.from(keep, (i) => relevance.tier![i]!),
      },
    };
  }

  /** The search dropdown: suggestions, the best products, the total and diagram hits. */
  typeahead(text: string, limits: { products: number; suggestions: number }): TypeaheadResult {
    const base = this.baseSet(text, undefined, true);
    const best = this.ordered(base.docs, base.relevance, text, 'relevance', limits.products);
    const diagrams = this.side.matchDiagrams(text, true);
    return {
      query: text,
      suggestions: this.side.suggest(text, limits.suggestions),
      products: best.slice(0, limits.products).map((doc) => this.products[doc]!.summary),
      total: base.docs.length,
      has_diagrams: diagrams.length > 0,
      diagrams: diagrams.slice(0, 6),
    };
  }

  /**
   * Documents matching the text (all without text) within the category, with their word cost and
   * part-number tier. Built from sorted lists (word matches, part-number hits, the category), never
   * from tables of the whole catalogue, so a keystroke costs in proportion to its hits.
   */
  private baseSet(text: string, category: IndexCategory | undefined, prefixLast = true): BaseSet {
    const inCategory = category ? this.categoryDocs.get(category.id)! : null;
    const words = tokenize(text);
    if (words.length === 0) {
      return { docs: inCategory ?? Uint32Array.from({ length: this.size }, (_, i) => i), relevance: null };
    }
    const matched = this.terms.match(words, { prefixLast });
    // Part numbers with or without separators: the compact text against compact mpn and sku codes.
    const code = compactCode(text);
    const parts = code.length >= 3 && /\d/.test(code) ? this.partHits(code) : null;
    let docs = matched.docs;
    let cost = matched.cost;
    let tier: Uint8Array | null = null;
    if (parts) {
      // The union of two ascending lists: part-number hits that no word matched join with cost 0;
      // documents only words matched are tier 2.
      const union = new Uint32Array(matched.docs.length + parts.docs.length);
      const unionCost = new Uint16Array(union.length);
      const unionTier = new Uint8Array(union.length);
      let d = 0;
      for (let i = 0, p = 0; i < matched.docs.length || p < parts.docs.length; d++) {
        if (p < parts.docs.length && (i === matched.docs.length || parts.docs[p]! < matched.docs[i]!)) {
          union[d] = parts.docs[p]!;
          unionTier[d] = parts.tiers[p++]!;
          continue;
        }
        union[d] = matched.docs[i]!;
        unionCost[d] = matched.cost[i]!;
        unionTier[d] = p < parts.docs.length && parts.docs[p] === matched.docs[i] ? parts.tiers[p++]! : 2;
        i++;
      }
      docs = union.subarray(0, d);
      cost = unionCost.subarray(0, d);
      tier = unionTier.subarray(0, d);
    }
    if (inCategory) {
      // Both lists are ascending: keep the entries whose document is in the category.
      const kept: number[] = [];
      for (let i = 0, c = 0; i < docs.length && c < inCategory.length; ) {
        if (docs[i]! < inCategory[c]!) i++;
        else if (docs[i]! > inCategory[c]!) c++;
        else {
          kept.push(i);
          i++;
          c++;
        }
      }
      const source = { docs, cost, tier };
      docs = Uint32Array.from(kept, (i) => source.docs[i]!);
      cost = Uint16Array.from(kept, (i) => source.cost[i]!);
      tier = source.tier && Uint8Array.from(kept, (i) => source.tier![i]!);
    }
    return { docs, relevance: { cost, tier } };
  }

  /**
   * Documents whose compact mpn or sku starts with `code`, ascending, each with its best tier (0 the
   * whole code, 1 a longer one); null when none does. Typed arrays, not a map per keystroke: a
   * three-character code stands for hundreds of documents.
   */
  private partHits(code: string): { docs: Uint32Array; tiers: Uint8Array } | null {
    const from = lowerBoundCode(this.codes, code);
    let to = from;
    while (to < this.codes.length && this.codes[to]!.code.startsWith(code)) to++;
    if (to === from) return null;
    // doc * 2 + tier, sorted: each document's first entry carries its best tier.
    const packed = new Uint32Array(to - from);
    for (let i = from; i < to; i++) packed[i - from] = this.codes[i]!.doc * 2 + (this.codes[i]!.code === code ? 0 : 1);
    packed.sort();
    const docs = new Uint32Array(packed.length);
    const tiers = new Uint8Array(packed.length);
    let count = 0;
    for (let i = 0; i < packed.length; i++) {
      const doc = packed[i]! >>> 1;
      if (count > 0 && docs[count - 1] === doc) continue;
      docs[count] = doc;
      tiers[count++] = packed[i]! & 1;
    }
    return { docs: docs.subarray(0, count), tiers: tiers.subarray(0, count) };
  }

  /** The first `limit` hits in the order of `sort`. */
  private ordered(
    /** The hits, ascending. */
    hitDocs: Uint32Array,
    /** Relevance inputs parallel to `hitDocs` (none without text). */
    relevance: Relevance | null,
    text: string,
    sort: Sort,
    limit: number,
  ): number[] {
    const out: number[] = [];
    const total = hitDocs.length;
    if (limit <= 0 || total === 0) return out;
    if (sort !== 'relevance' || !relevance || !text) {
      const hits = new Uint8Array(this.size);
      for (let i = 0; i < total; i++) hits[hitDocs[i]!] = 1;
      const order = sort === 'relevance' ? this.browseOrder : this.orders.get(sort)!;
      for (const doc of order) {
        if (hits[doc]) out.push(doc);
        if (out.length >= limit) break;
      }
      return out;
    }
    // Relevance: exact part number, then part-number prefix, then in stock, then fewer typos/prefixes,
    // then the browse order (most reviewed, id).
    const { cost, tier } = relevance;
    const outOfStock = this.outOfStock;
    const rank = this.browseRank;
    // Key of the i-th hit: part-number tier, then stock, then word cost (the browse order breaks ties).
    const keyAt = (i: number) => ((tier ? tier[i]! : 2) * 2 + outOfStock[hitDocs[i]!]!) * 1024 + (cost[i]! > 1023 ? 1023 : cost[i]!);
    if (total <= SORT_LIMIT && limit > TOP_K_LIMIT) {
      const list = Array.from({ length: total }, (_, i) => i);
      list.sort((a, b) => keyAt(a) - keyAt(b) || rank[hitDocs[a]!]! - rank[hitDocs[b]!]!);
      return list.slice(0, limit).map((i) => hitDocs[i]!);
    }
    if (limit <= TOP_K_LIMIT) {
      // Few wanted (the dropdown, the first pages): one pass over the hits keeping the best `limit`
      // by (key, browse rank) with a bounded insertion.
      const top = new Uint32Array(limit);
      const keys = new Float64Array(limit);
      let size = 0;
      for (let i = 0; i < total; i++) {
        const doc = hitDocs[i]!;
        const key = keyAt(i) * 1e6 + rank[doc]!;
        if (size === limit && key >= keys[limit - 1]!) continue;
        let j = size === limit ? limit - 1 : size++;
        while (j > 0 && keys[j - 1]! > key) {
          keys[j] = keys[j - 1]!;
          top[j] = top[j - 1]!;
          j--;
        }
        keys[j] = key;
        top[j] = doc;
      }
      return Array.from(top.subarray(0, size));
    }
    // Many hits, deep pages: one walk of the browse order (in stock, most reviewed, id) into buckets by part tier,
    // stock and cost keeps that order inside each bucket, so no comparison sort is needed.
    const keyOfDoc = new Int32Array(this.size).fill(-1);
    for (let i = 0; i < total; i++) keyOfDoc[hitDocs[i]!] = keyAt(i);
    const buckets = new Map<number, number[]>();
    for (const doc of this.browseOrder) {
      const key = keyOfDoc[doc]!;
      if (key < 0) continue;
      const bucket = buckets.get(key);
      if (bucket) bucket.push(doc);
      else buckets.set(key, [doc]);
    }
    for (const key of [...buckets.keys()].sort((a, b) => a - b)) {
      for (const doc of buckets.get(key)!) {
        out.push(doc);
        if (out.length >= limit) return out;
      }
    }
    return out;
  }

  /** Filter tokens grouped by attribute, in attribute order, each with its test. */
  private parseFilters(tokens: readonly string[]): ParsedFilter[] {
    return requestedFilters(tokens, this.columns.map((c) => c.attribute)).map((filter): ParsedFilter => {
      const column = this.columns[filter.index]!;
      if (filter.kind === 'range' && column.kind === 'range') {
        const { min, max } = filter;
        const docValue = column.docValue;
        return { column, bit: filter.bit, tokens: [filter.token], accepts: (doc) => docValue[doc]! >= min && docValue[doc]! <= max };
      }
      if (filter.kind !== 'enum' || column.kind !== 'enum') throw new Error('filter and column kinds differ');
      const { key } = column.attribute;
      const ids = new Set<number>();
      const canonical: string[] = [];
      for (const value of filter.values) {
        const id = column.idByNorm.get(normalize(value));
        // An unknown value (a shared link to a brand no longer sold) matches nothing rather than failing.
        if (id !== undefined) ids.add(id);
        const token = `${key}:${id === undefined ? value : column.values[id]!}`;
        if (!canonical.includes(token)) canonical.push(token);
      }
      const docValue = column.docValue;
      return { column, bit: filter.bit, tokens: canonical.sort(), accepts: (doc) => ids.has(docValue[doc]!) };
    });
  }

  private facets(docs: Uint32Array, failMask: Uint32Array, filters: readonly ParsedFilter[]): Facet[] {
    const filtered = new Set(filters.map((f) => f.column));
    return this.columns.flatMap((column, index): Facet[] => {
      const bit = 1 << index;
      const eligible = (i: number) => failMask[i] === 0 || failMask[i] === bit;
      const { key, title, unit } = column.attribute;
      if (column.kind === 'enum') {
        const counts = new Map<number, number>();
        for (let i = 0; i < docs.length; i++) {
          if (!eligible(i)) continue;
          const id = column.docValue[docs[i]!]!;
          if (id >= 0) counts.set(id, (counts.get(id) ?? 0) + 1);
        }
        if (counts.size === 0 && !filtered.has(column)) return [];
        const values = [...counts].map(([id, count]) => ({ value: column.values[id]!, count })).sort(byCountThenValue);
        return [{ kind: 'enum', key, title, values }];
      }
      const counts = new Map<number, number>();
      for (let i = 0; i < docs.length; i++) {
        if (!eligible(i)) continue;
        const value = column.docValue[docs[i]!]!;
        if (!Number.isNaN(value)) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      if (counts.size === 0) return filtered.has(column) ? [{ kind: 'range', key, title, unit, min: 0, max: 0, buckets: [] }] : [];
      const distinct = [...counts.keys()].sort((a, b) => a - b);
      return [{ kind: 'range', key, title, unit, min: distinct[0]!, max: distinct.at(-1)!, buckets: rangeBuckets(distinct, counts) }];
    });
  }
}

/** The words a product is found by: title (which carries brand and mpn), brand, and whole mpn/sku codes. */
function productTerms(p: ProductSummary): string[] {
  return [
    ...tokenize(p.title),
    ...tokenize(p.brand.name),
    ...tokenize(p.mpn),
    ...tokenize(p.sku),
    compactCode(p.mpn),
    compactCode(p.sku),
  ];
}

function lowerBoundCode(codes: readonly { code: string }[], value: string): number {
  let lo = 0;
  let hi = codes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (codes[mid]!.code < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The query-suggestions index: phrases shoppers search for, each with how many products it stands
 * for: category titles, brands, brand + category, and product lines (a title without its brand and
 * part number).
 */
export function buildSuggestions(source: IndexSource): Suggestion[] {
  const counter = new SuggestionCounter();
  const perProduct: { categoryId: number; brand: string; count: number }[] = [];
  const brandCounts = new Map<string, number>();
  for (const p of source.products) {
    const brand = p.summary.brand.name;
    brandCounts.set(brand, (brandCounts.get(brand) ?? 0) + 1);
    for (const categoryId of p.categoryIds) perProduct.push({ categoryId, brand, count: 1 });
    counter.add(productLine(p.summary.title, brand, p.summary.mpn));
  }
  counter.addCategoriesAndBrands(source.categories, perProduct, brandCounts);
  return counter.values();
}
