import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Inventory and brand facets come from the live product fields, not a copied attribute value (as in-process). */
export const STOCK_LABEL = { in: 'In Stock', out: 'Out of Stock', backorder: 'Backorder' } as const;
/** The inventory facet's label of a stock status column. */
export const stockLabelSql = (column: string) =>
  sql.raw(`(case ${column} ${Object.entries(STOCK_LABEL).map(([status, label]) => `when '${status}' then '${label}'`).join(' ')} end)`);

/** The advisory lock one copy of commerce-api holds while it counts (any other copy skips). */
const BUILD_LOCK = 0x0069_fa;
/** A build at least this old is redone when the catalogue has changed since. */
export const REBUILD_AFTER_MS = 60_000;
/**
 * How long counts of an older catalogue version may still answer (docs/decisions/0069): a busy store
 * changes stock every few seconds, and a recount at a million products takes tens of seconds.
 */
export const USABLE_FOR_MS = 5 * 60_000;

export interface FacetBuild { version: number; builtAt: Date }

/** The catalogue version the counts were taken at, or null before the first build. */
export async function categoryFacetBuild(db: Db): Promise<FacetBuild | null> {
  const { rows } = (await db.execute(sql`select version, built_at from category_facet_build where id = 1`)) as unknown as {
    rows: { version: number; built_at: string | Date }[];
  };
  const row = rows[0];
  return row ? { version: Number(row.version), builtAt: new Date(row.built_at) } : null;
}

/** Whether counts built at `build` may answer for catalogue `version` now. */
export function facetBuildUsable(build: FacetBuild | null, version: number, now = Date.now()): boolean {
  return build !== null && (build.version === version || now - build.builtAt.getTime() < USABLE_FOR_MS);
}

/**
 * Counts the facets of every category page without filters, category 0 being the whole catalogue
 * (docs/decisions/0069), exactly as search in PostgreSQL counts them live: each product once per
 * category (its descendants' products included), attribute values as stored, brand and stock from the
 * live rows, attribute 0 the total. One transaction (readers keep the previous counts until it
 * commits), under an advisory lock so one copy counts; returns false when another copy is counting.
 */
export async function buildCategoryFacetCounts(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { rows } = (await t.execute(sql`select pg_try_advisory_xact_lock(${BUILD_LOCK}) as locked`)) as unknown as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return false;
    // The version first: a change committed while counting makes the counts newer than it, never older.
    const { rows: versions } = (await t.execute(sql`select version from catalog_version where id = 1`)) as unknown as { rows: { version: number }[] };
    await t.execute(sql`set local work_mem = '64MB'`);
    await t.execute(sql`delete from category_facet_counts`);
    await t.execute(sql`
      with recursive tree(root, id) as (
        select id, id from categories
        union all select tree.root, c.id from categories c join tree on c.parent_id = tree.id
      ), members as (
        select distinct tree.root as category_id, pc.product_id from tree join product_categories pc on pc.category_id = tree.id
        union all select 0, p.id from products p
      ), live as (
        select m.category_id, p.id, b.name as brand, coalesce(i.status::text, 'out') as status
        from members m join products p on p.id = m.product_id join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
      ), brand_attribute as (select id from attributes where key = 'brand'), stock_attribute as (select id from attributes where key = 'inventory_status')
      insert into category_facet_counts (category_id, attribute_id, value, count)
        select live.category_id, v.attribute_id, v.value, count(*)::int from live join product_attribute_values v on v.product_id = live.id
          where v.attribute_id not in (select id from brand_attribute union all select id from stock_attribute)
          group by 1, 2, 3
        union all select live.category_id, (select id from brand_attribute), live.brand, count(*)::int from live
          where exists (select 1 from brand_attribute) group by 1, 3
        union all select live.category_id, (select id from stock_attribute), ${stockLabelSql('live.status')}, count(*)::int from live
          where exists (select 1 from stock_attribute) group by 1, 3
        union all select live.category_id, 0, '', count(*)::int from live group by 1`);
    await t.execute(sql`insert into category_facet_build (id, version, built_at) values (1, ${Number(versions[0]?.version ?? 0)}, now())
      on conflict (id) do update set version = excluded.version, built_at = excluded.built_at`);
    return true;
  });
}
