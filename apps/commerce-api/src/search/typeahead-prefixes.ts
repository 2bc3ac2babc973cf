import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * The dropdown's candidate lists (docs/decisions/0080): for each prefix of each word without digits
 * in products' titles, brands and part numbers (search vector weights A and B), the ids of the
 * `PREFIX_LIST` most reviewed products having such a word. A keystroke checks its rarest word's list
 * instead of walking the popularity index past every product that does not match (3 s for a text
 * matching nothing at a million products).
 */
export const PREFIX_LIST = 1000;
/** The advisory lock one copy of commerce-api holds while it builds (any other copy skips). */
const BUILD_LOCK = 0x0080_fa;
/** A build is redone when products wait in `search_prefix_pending` and it is this old… */
export const PENDING_REBUILD_MS = 10 * 60_000;
/** …or sooner when this many wait (each is checked on every keystroke until then)… */
export const PENDING_MAX = 1_000;
/** …and at least this often while the catalogue changes (review counts move the lists' order). */
export const REBUILD_MS = 60 * 60_000;

export interface PrefixBuild { version: number; builtAt: Date; pending: number }

/** When the lists were built, at which catalogue version, and how many products wait; null before the first build. */
export async function prefixBuild(db: Db): Promise<PrefixBuild | null> {
  const { rows } = (await db.execute(sql`select b.version, b.built_at, (select count(*)::int from search_prefix_pending) as pending
    from search_prefix_build b where b.id = 1`)) as unknown as { rows: { version: number; built_at: string | Date; pending: number }[] };
  const row = rows[0];
  return row ? { version: Number(row.version), builtAt: new Date(row.built_at), pending: Number(row.pending) } : null;
}

/** Whether lists built at `build` should be built again for catalogue `version` now. */
export function prefixBuildStale(build: PrefixBuild | null, version: number, now = Date.now()): boolean {
  if (build === null) return true;
  const age = now - build.builtAt.getTime();
  if (build.pending >= PENDING_MAX && age >= 60_000) return true;
  if (build.pending > 0 && age >= PENDING_REBUILD_MS) return true;
  return build.version !== version && age >= REBUILD_MS;
}

/**
 * Builds the lists from the products' search vectors in one transaction (readers keep the previous
 * lists until it commits), under an advisory lock so one copy builds; returns false when another copy
 * is building. Top lists compose: a prefix's list is the best of its words' lists, so each word is
 * ranked once (one sort of every product's words, 14 s at a million products) and the prefixes are
 * rolled up from the words' lists. Pending products taken in are cleared (only those seen before the
 * build read the products: a later one stays pending).
 */
export async function buildTypeaheadPrefixes(db: Db, listSize = PREFIX_LIST): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { rows } = (await t.execute(sql`select pg_try_advisory_xact_lock(${BUILD_LOCK}) as locked`)) as unknown as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return false;
    const { rows: [seen] } = (await t.execute(sql`select coalesce(max(seq), 0)::bigint as seq, (select version from catalog_version where id = 1) as version
      from search_prefix_pending`)) as unknown as { rows: { seq: string; version: number }[] };
    await t.execute(sql`set local work_mem = '256MB'`);
    await t.execute(sql`delete from search_prefix_top`);
    const size = sql.raw(String(Math.trunc(listSize)));
    await t.execute(sql`
      with word_products as (
        select w.word, p.id, p.review_count,
          row_number() over (partition by w.word order by p.review_count desc nulls last, p.id) as rank,
          count(*) over (partition by w.word) as products
        from products p, unnest(tsvector_to_array(ts_filter(p.search_vector, '{a,b}'))) as w(word)
        where w.word !~ '[[:digit:]]'
      ), tops as (select word, id, review_count, products from word_products where rank <= ${size}),
      words as (select distinct word, products from tops),
      prefixes as (
        select left(word, k) as prefix, bool_and(products <= ${size}) as complete, sum(products)::bigint as total
        from words, generate_series(1, length(word)) as k group by 1
      ), members as (
        select distinct left(word, k) as prefix, id, review_count from tops, generate_series(1, length(word)) as k
      ), lists as (
        select prefix, array_agg(id order by review_count desc nulls last, id) as ids from members group by prefix
      )
      insert into search_prefix_top (prefix, ids, complete, total)
        select l.prefix, l.ids[1:${size}], x.complete and cardinality(l.ids) <= ${size},
          (case when x.complete then cardinality(l.ids) else least(x.total, 2147483647) end)::int
        from lists l join prefixes x on x.prefix = l.prefix`);
    await t.execute(sql`delete from search_prefix_pending where seq <= ${seen?.seq ?? '0'}::bigint`);
    await t.execute(sql`insert into search_prefix_build (id, version, built_at) values (1, ${Number(seen?.version ?? 0)}, now())
      on conflict (id) do update set version = excluded.version, built_at = excluded.built_at`);
    return true;
  });
}
