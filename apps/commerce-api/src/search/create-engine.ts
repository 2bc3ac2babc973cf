import type { Logger } from 'pino';
import { onPostgresServer, type Db } from '../db/client.js';
import type { SearchEngine } from './engine.js';
import { PostgresSearchEngine } from './postgres-engine.js';
import { SearchService } from './search.service.js';

export interface SearchEngineOptions {
  logger?: Logger;
  /** How often to check the catalogue version (ms); 0 turns polling off (tests call refreshIfChanged). */
  pollMs?: number;
}

/**
 * The search engine for a database (docs/decisions/0062): PostgreSQL full-text search on a server
 * (DATABASE_URL), the in-process index on the embedded PGlite.
 */
export function createSearchEngine(db: Db, options: SearchEngineOptions = {}): SearchEngine {
  return onPostgresServer(db) ? new PostgresSearchEngine(db, options) : new SearchService(db, options);
}
