import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../client.js';

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

/**
 * Loads rows with `COPY … FROM STDIN (FORMAT csv)` on a node-postgres connection: the server parses a
 * stream instead of planning statements, which is what makes a million products fit in minutes.
 * The columns are those of the first row (as the batched insert does).
 */
export async function copyRows<T extends PgTable>(client: pg.Client, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in (rows[0] as object));
  const names = columns.map(([, c]) => `"${c.name}"`).join(', ');
  const keys = columns.map(([key]) => key);
  function* chunks(): Generator<string> {
    for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
      let chunk = '';
      for (const row of rows.slice(i, i + CHUNK_ROWS) as Record<string, unknown>[]) {
        chunk += `${keys.map((key) => csvField(row[key])).join(',')}\n`;
      }
      yield chunk;
    }
  }
  await pipeline(Readable.from(chunks()), client.query(copyFrom(`COPY "${getTableName(table)}" (${names}) FROM STDIN WITH (FORMAT csv)`)));
}
