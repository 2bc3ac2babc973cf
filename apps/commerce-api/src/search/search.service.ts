import type { DiagramHit, IndexQuery, IndexSearchResult, TypeaheadResult } from '@pool/api-contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import {
  attributes, brands, catalogVersion as catalogVersionTable, categories, diagramParts, diagrams, productAttributeValues, productCategories, products,
} from '../db/schema.js';
import { loadAllSummaries } from '../catalog/products.js';
import type { SearchEngine } from './engine.js';
import { ProductIndex, type IndexSource } from './product-index.js';

/** Reads the whole catalogue in the shape the index is built from (a handful of full scans). */
export async function loadIndexSource(db: Db): Promise<IndexSource> {
  const [summaries, created, links, values, attributeRows, categoryRows, diagramRows] = await Promise.all([
    loadAllSummaries(db),
    db.select({ id: products.id, createdAt: products.createdAt }).from(products),
    db.select().from(productCategories),
    db.select({ productId: productAttributeValues.productId, key: attributes.key, value: productAttributeValues.value })
      .from(productAttributeValues).innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId)),
    db.select().from(attributes).orderBy(asc(attributes.position)),
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    loadDiagrams(db),
  ]);
  const createdAt = new Map(created.map((r) => [r.id, r.createdAt.getTime()]));
  const categoriesOf = new Map<number, number[]>();
  for (const link of links) categoriesOf.set(link.productId, [...(categoriesOf.get(link.productId) ?? []), link.categoryId]);
  const attributesOf = new Map<number, Record<string, string>>();
  for (const v of values) (attributesOf.get(v.productId) ?? attributesOf.set(v.productId, {}).get(v.productId)!)[v.key] = v.value;
  return {
    products: summaries.map((summary) => ({
      summary,
      categoryIds: categoriesOf.get(summary.id) ?? [],
      attributes: attributesOf.get(summary.id) ?? {},
      createdAt: createdAt.get(summary.id) ?? 0,
    })),
    attributes: attributeRows.map((a) => ({ key: a.key, title: a.title, kind: a.kind, unit: a.unit })),
    categories: categoryRows.map((c) => ({ id: c.id, url: c.url, title: c.title, parentId: c.parentId })),
    diagrams: diagramRows,
  };
}

/** The parts diagrams as search hits, by name. */
export async function loadDiagrams(db: Db): Promise<DiagramHit[]> {
  const rows = await db.select({ name: diagrams.name, handle: diagrams.handle, type: diagrams.equipmentType, brand: brands.name, parts: count(diagramParts.callout) })
    .from(diagrams).innerJoin(brands, eq(brands.id, diagrams.brandId)).leftJoin(diagramParts, eq(diagramParts.diagramId, diagrams.id))
    .groupBy(diagrams.id, brands.name).orderBy(asc(diagrams.name));
  return rows.map((d) => ({
    name: d.name, handle: d.handle, type: d.type, brand: d.brand, url: `/${d.handle}.html`,
    image_url: `/images/diagrams/${encodeURIComponent(d.handle)}.svg`, part_count: Number(d.parts),
  }));
}

/** The catalogue version, bumped by a statement trigger on every catalogue table (migration 0003). */
export async function catalogVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogVersionTable.version }).from(catalogVersionTable);
  return row?.version ?? 0;
}

export interface SearchServiceOptions {
  logger?: Logger;
  /** How often to check the catalogue version (ms); 0 turns polling off (tests call refreshIfChanged). */
  pollMs?: number;
}

/**
 * The in-process search engine, the embedded default: owns the product index, builds it at start,
 * then rebuilds it in the background when the catalogue version changes, and swaps it in whole
 * (searches never see a half-built index).
 */
export class SearchService implements SearchEngine {
  readonly kind = 'in-process';
  private index: ProductIndex | null = null;
  private building: Promise<ProductIndex> | null = null;
  private version = -1;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db, private readonly options: SearchServiceOptions = {}) {}

  /** Builds the first index and starts watching the catalogue version. */
  async start(): Promise<void> {
    await this.startIndex();
  }

  /** {@link start}, resolving to the first index. */
  startIndex(): Promise<ProductIndex> {
    const first = this.ready();
    const pollMs = this.options.pollMs ?? 5_000;
    if (pollMs > 0 && !this.timer) {
      this.timer = setInterval(() => {
        this.refreshIfChanged().catch((err: unknown) => this.options.logger?.warn({ err }, 'search index refresh failed; keeping the current index'));
      }, pollMs);
      this.timer.unref();
    }
    return first;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The current index, waiting for the first build. */
  async ready(): Promise<ProductIndex> {
    return this.index ?? this.rebuild();
  }

  /** The current index, or null before the first build finished. */
  current(): ProductIndex | null {
    return this.index;
  }

  isReady(): boolean {
    return this.index !== null;
  }

  async whenReady(): Promise<void> {
    await this.ready();
  }

  async search(query: IndexQuery): Promise<IndexSearchResult> {
    return (this.index ?? (await this.ready())).search(query);
  }

  async typeahead(text: string, limits: { products: number; suggestions: number }): Promise<TypeaheadResult> {
    return (this.index ?? (await this.ready())).typeahead(text, limits);
  }

  forgetWarmUp(): void {
    this.index?.forgetRemembered();
  }

  /** Rebuilds when the catalogue changed since the last build; true when it did. */
  async refreshIfChanged(): Promise<boolean> {
    const version = await catalogVersion(this.db);
    if (version === this.version || this.building) return false;
    await this.rebuild();
    return true;
  }

  /** Builds a new index from the database (one build at a time) and swaps it in. */
  rebuild(): Promise<ProductIndex> {
    this.building ??= (async () => {
      const started = performance.now();
      try {
        const version = await catalogVersion(this.db);
        const source = await loadIndexSource(this.db);
        const loaded = performance.now();
        const index = new ProductIndex(source);
        this.index = index;
        this.version = version;
        this.options.logger?.info({
          products: index.size, version, loadMs: Math.round(loaded - started), buildMs: Math.round(performance.now() - loaded),
        }, 'search index built');
        return index;
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }
}
