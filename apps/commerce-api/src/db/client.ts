import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

/** The drizzle API shared by both drivers; modules depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs the drizzle migrator of the underlying driver. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** `onError` receives errors of idle pooled connections (a server restart), which would otherwise crash the process. */
  | { databaseUrl: string; onError?: (error: Error) => void }
  /** `dataDir` undefined means in-memory (tests). */
  | { dataDir?: string };

/** Opens Postgres (node-postgres pool) when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    // No JIT: the store's statements are short, and compiling one whose estimate crosses
    // jit_above_cost took 10-25 ms, more than the statement (a dropdown keystroke, docs/decisions/0080).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    pool.on('error', options.onError ?? (() => {}));
    const db = drizzleNodePg(pool, { schema });
    const migrate = async (migrationsFolder: string) => (await import('drizzle-orm/node-postgres/migrator')).migrate(db, { migrationsFolder });
    return database(db, 'postgres', migrate, () => pool.end());
  }
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  const migrate = async (migrationsFolder: string) => (await import('drizzle-orm/pglite/migrator')).migrate(db, { migrationsFolder });
  return database(db, 'pglite', migrate, () => client.close());
}

/** A {@link Database} over a drizzle database of either driver, its migrator and its close. */
function database(db: unknown, driver: Database['driver'], migrate: Database['migrate'], close: Database['close']): Database {
  return { db: db as Db, driver, migrate, close };
}

/** Whether `db` runs on a PostgreSQL server (node-postgres) rather than the embedded PGlite. */
export function onPostgresServer(db: Db): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;
}

/** `select 1`, for readiness. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
