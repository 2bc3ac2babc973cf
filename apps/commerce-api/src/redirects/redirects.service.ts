import type { Redirect } from '@pool/api-contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { redirects } from '../db/schema.js';

/**
 * The path part of a looked-up url: `/pool-chemicals?x=1` and `https://shop.example/pool-chemicals`
 * both look up `/pool-chemicals`. `null` when it is not a path at all.
 */
export function redirectKey(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://placeholder.invalid').pathname;
  } catch {
    return null;
  }
  return path.startsWith('/') ? path : null;
}

/** Redirect lookups in the seeded redirects table (old addresses of moved pages). */
export function createRedirectService(db: Db) {
  return {
    async lookup(url: string): Promise<Redirect | null> {
      const key = redirectKey(url);
      if (key === null) return null;
      const [row] = await db.select().from(redirects).where(eq(redirects.fromPath, key));
      if (!row) return null;
      // Only permanent redirects are kept in the table; anything else is served as a 301.
      return { to: row.toPath, status: row.status === 308 ? 308 : 301 };
    },
  };
}
export type RedirectService = ReturnType<typeof createRedirectService>;
