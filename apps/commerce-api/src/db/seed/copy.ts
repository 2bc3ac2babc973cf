import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../client.js';

/** From this many rows a table's secondary indexes are dropped for the COPY and built again after it. */
const REINDEX_FROM_ROWS = 50_000;

/** Rows a CSV chunk carries to the COPY stream (one write, so the stream's backpressure applies per chunk). */
const CHUNK_ROWS = 2_000;

/**
 * The node-postgres connection a drizzle transaction runs on, or null on PGlite. drizzle keeps it as
 * its session's client (a pooled `pg.Client` inside `db.transaction`); COPY must go through that very
 * connection to be part of the transaction.
 */
export function copyConnection(db: Db): pg.Client | null {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : null;
}

/** One CSV field: NULL is an unquoted empty field, every text is quoted (so '' stays an empty text). */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/** Columns computed for each row while it is streamed (a million values never held at once). */
export type DerivedColumns<T extends PgTable> = Partial<Record<keyof T['$inferInsert'] & string, (row: T['$inferInsert']) => unknown>>;

/**
 * Loads rows with `COPY … FROM STDIN (FORMAT csv)` on a node-postgres connection: the server parses a
 * stream instead of planning statements, which is what makes a million products fit in minutes.
 * The columns are those of the first row (as the batched insert does) and the derived ones.
 */
export async function copyRows<T extends PgTable>(client: pg.Client, table: T, rows: readonly T['$inferInsert'][], derived: DerivedColumns<T> = {}): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length >= REINDEX_FROM_ROWS) {
    await withIndexesBuiltAfter(client, getTableName(table), () => copyStream(client, table, rows, derived));
    return;
  }
  await copyStream(client, table, rows, derived);
}

/**
 * Runs a bulk load with the table's secondary indexes (not those of its constraints) and its foreign
 * keys dropped, then builds them again from their definitions: one sorted build instead of a million
 * insertions (the GIN index of the search vector above all), and one join checking each foreign key
 * instead of a lookup per row (docs/decisions/0069). Inside the seed's transaction, so nobody sees the
 * table without them.
 */
async function withIndexesBuiltAfter(client: pg.Client, table: string, load: () => Promise<void>): Promise<void> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = $1
        and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [table],
  );
  const { rows: foreignKeys } = await client.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = format('%I.%I', current_schema(), $1::text)::regclass and contype = 'f'`,
    [table],
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  for (const key of foreignKeys) await client.query(`alter table "${table}" drop constraint "${key.name}"`);
  await load();
  await client.query(`set local maintenance_work_mem = '1GB'`);
  for (const index of indexes) await client.query(index.definition);
  for (const key of foreignKeys) await client.query(`alter table "${table}" add constraint "${key.name}" ${key.definition}`);
}

async function copyStream<T extends PgTable>(client: pg.Client, table: T, rows: readonly T['$inferInsert'][], derived: DerivedColumns<T>): Promise<void> {
  const computed = derived as Record<string, ((row: T['$inferInsert']) => unknown) | undefined>;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in (rows[0] as object) || computed[key]);
  const names = columns.map(([, c]) => `"${c.name}"`).join(', ');
  const fields = columns.map(([key]) => computed[key] ?? ((row: T['$inferInsert']) => (row as Record<string, unknown>)[key]));
  function* chunks(): Generator<string> {
    for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
      let chunk = '';
      for (const row of rows.slice(i, i + CHUNK_ROWS)) {
        chunk += `${fields.map((field) => csvField(field(row))).join(',')}\n`;
      }
      yield chunk;
    }
  }
  await pipeline(Readable.from(chunks()), client.query(copyFrom(`COPY "${getTableName(table)}" (${names}) FROM STDIN WITH (FORMAT csv)`)));
}
