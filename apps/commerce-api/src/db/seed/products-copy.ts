import type pg from 'pg';
import * as schema from '../schema.js';
import { copyRows } from './copy.js';
import { productSearchVector } from './search-vector.js';

type ProductRow = typeof schema.products.$inferInsert;

/** The product triggers (migrations 0025, 0034) the bulk load does the work of: the row's vector, the statement's vocabulary, the dropdown's pending list (the seed builds the lists). */
const SEARCH_TRIGGERS = ['products_set_search_vector', 'products_add_search_terms_insert', 'products_search_prefix_pending_insert'];

/** Rows checked against the database's own function after the load (evenly spread). */
const CHECKED_ROWS = 1_000;

/**
 * Loads the products on a PostgreSQL server with their search vectors in the COPY stream
 * (docs/decisions/0074): the search triggers are off for the load (inside the seed's transaction, so
 * no other writer runs without them), the vectors and the typo vocabulary are computed here, a row the
 * seed cannot split exactly (`productSearchVector` gives null) is computed by the database's
 * `product_search_vector()` after the load, and a spread sample is compared with that function; a
 * difference aborts the seed.
 */
export async function copyProducts(client: pg.Client, products: readonly ProductRow[], brands: readonly { id: number; name: string }[]): Promise<void> {
  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  const terms = new Set<string>();
  const byDatabase: number[] = [];
  // Computed as each row is streamed: a million vectors are never held at once.
  const searchVector = (product: ProductRow): string | null => {
    const computed = productSearchVector(product, brandName.get(product.brandId) ?? null);
    if (computed) for (const term of computed.terms) terms.add(term);
    else byDatabase.push(product.id!);
    return computed?.vector ?? null;
  };
  const triggers = SEARCH_TRIGGERS.map((name) => `trigger "${name}"`);
  await client.query(`alter table products ${triggers.map((t) => `disable ${t}`).join(', ')}`);
  await copyRows(client, schema.products, products, { searchVector });
  await client.query(`alter table products ${triggers.map((t) => `enable ${t}`).join(', ')}`);
  if (byDatabase.length > 0) {
    // Setting the vector alone fires no row trigger (it watches the texts), and the statement
    // trigger adds this update's vocabulary.
    await client.query(`update products p set search_vector = product_search_vector(p.title, p.mpn, p.sku,
        (select b.name from brands b where b.id = p.brand_id), p.short_description, p.description)
      where p.id = any($1::int[])`, [byDatabase]);
  }
  await client.query('insert into search_terms (term) select unnest($1::text[]) on conflict do nothing', [[...terms]]);
  const step = Math.max(1, Math.floor(products.length / CHECKED_ROWS));
  const sample = products.filter((_, i) => i % step === 0).map((p) => p.id!);
  const { rows: differing } = await client.query<{ id: number }>(`select p.id from products p
    where p.id = any($1::int[]) and p.search_vector::text is distinct from product_search_vector(p.title, p.mpn, p.sku,
      (select b.name from brands b where b.id = p.brand_id), p.short_description, p.description)::text`, [sample]);
  if (differing.length > 0) {
    throw new Error(`the seed's search vectors differ from product_search_vector() for products ${differing.slice(0, 10).map((r) => r.id).join(', ')}`);
  }
}
