import { getTableName, sql, type SQL, type Table } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartLines, carts, customItems, customers, customerTokens, subscriptions, viewedProducts } from '../db/schema.js';

/** The tables requests change (carts, lines, accounts, tokens, sign-ups, recently viewed): their content is hashed. */
export const MUTABLE_TABLES: readonly Table[] = [carts, cartLines, customItems, customers, customerTokens, subscriptions, viewedProducts];

const COUNTER = 'test_row_writes';

/** The rows of a statement (both drivers answer `{ rows }`; drizzle types the result per driver). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A fingerprint of the database: the row count of every table of the public schema (new tables are
 * picked up by themselves) and an md5 of every row of the mutable ones, so an insert, a delete or an
 * update (a touched `updated_at` included) changes it. About 20 ms on PGlite: once per route, not per
 * request (see {@link installWriteCounter}).
 */
export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  const listed = await rowsOf<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public' and tablename <> ${COUNTER} order by tablename`);
  const tables = listed.map((row) => row.tablename);
  const mutable = new Set(MUTABLE_TABLES.map((table) => getTableName(table)));
  const parts = tables.map((name) =>
    mutable.has(name)
      ? sql`select ${name} as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as value from ${sql.identifier(name)} t`
      : sql`select ${name} as name, count(*)::text as value from ${sql.identifier(name)}`,
  );
  const result = await rowsOf<{ name: string; value: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(result.map((row) => [row.name, row.value]));
}

/** The tables whose fingerprint differs, as `table: before → after`, or null when none does. */
export function fingerprintChange(before: Record<string, string>, after: Record<string, string>): string | null {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const changed = names.filter((name) => before[name] !== after[name]).map((name) => `${name}: ${before[name] ?? '-'} → ${after[name] ?? '-'}`);
  return changed.length > 0 ? changed.join('; ') : null;
}

/**
 * Tests only: a row trigger on every table of the public schema counts each row inserted, updated or
 * deleted into one counter row, per table, so "did this request write?" is one cheap read after
 * every request. A write that is rolled back takes its count with it; a statement that changes no
 * row counts nothing. Install after seeding; {@link writeCounts} reads it.
 */
export async function installWriteCounter(db: Db): Promise<void> {
  await db.execute(sql.raw(`create table ${COUNTER} (table_name text primary key, n bigint not null)`));
  await db.execute(sql.raw(`
    create function ${COUNTER}_bump() returns trigger language plpgsql as $$
    begin
      insert into ${COUNTER} (table_name, n) values (TG_TABLE_NAME, 1)
        on conflict (table_name) do update set n = ${COUNTER}.n + 1;
      return null;
    end $$;
  `));
  const listed = await rowsOf<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public' and tablename <> ${COUNTER}`);
  for (const { tablename } of listed) {
    await db.execute(sql.raw(`create trigger ${COUNTER} after insert or update or delete on "${tablename}" for each row execute function ${COUNTER}_bump()`));
  }
}

/** Rows written so far, per table (see {@link installWriteCounter}). */
export async function writeCounts(db: Db): Promise<Record<string, number>> {
  const result = await rowsOf<{ table_name: string; n: string | number }>(db, sql.raw(`select table_name, n from ${COUNTER}`));
  return Object.fromEntries(result.map((row) => [row.table_name, Number(row.n)]));
}

/** The tables written to between two {@link writeCounts}, as `table: +n rows`, or null. */
export function writesBetween(before: Record<string, number>, after: Record<string, number>): string | null {
  const changed = Object.keys(after).sort().filter((name) => after[name] !== (before[name] ?? 0)).map((name) => `${name}: ${after[name]! - (before[name] ?? 0)} row(s) written`);
  return changed.length > 0 ? changed.join('; ') : null;
}
