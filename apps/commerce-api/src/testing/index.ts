/**
 * `@pool/commerce-api/testing`: commerce-api for the tests of other apps (the BFF's). A real app on a
 * scratch database, listening on a free loopback port, and functions that read or arrange its data;
 * commerce-api's source and tables stay its own.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOKEN_TTL_MS } from '../customers/tokens.js';
import { KITS } from '../db/seed/bundles.js';
import { SERVICE_PRODUCTS } from '../db/seed/line-kinds.js';
import { WATER_CARE_PRODUCTS } from '../db/seed/water-care.js';
import type { Mailer } from '../mail/mailer.js';
import { createTestContext, TEST_CATALOG_SIZE, TEST_STAFF_PASSWORD } from '../test/test-app.js';
import { dbFingerprint, fingerprintChange, installWriteCounter, writeCounts, writesBetween } from '../test/db-fingerprint.js';
import { storeQueries, type StoreQueries } from './queries.js';

export type { BreakableTable, CountedRecord, ProductRow, StoredMail, StoreQueries } from './queries.js';
export type { ProtectionPlanOffer } from '../catalog/warranty.js';
export type { Mailer } from '../mail/mailer.js';
export { stripPhoto } from '../pools/strip-fixture.js';
export { redisChangePublisher, type ChangePublisher } from '../catalog/catalog-changes.js';
export { perTestFile } from '../test/per-test-file.js';
export { fingerprintChange, writesBetween, TEST_CATALOG_SIZE, TEST_STAFF_PASSWORD };

/** How long a customer's token lives (tests move the clock past it). */
export const CUSTOMER_TOKEN_TTL_MS = TOKEN_TTL_MS;

/** Products the seed adds beyond the catalogue of `size` (services, water-care chemicals and kits). */
export const EXTRA_SEEDED_PRODUCTS = SERVICE_PRODUCTS.length + WATER_CARE_PRODUCTS.length + KITS.length;

/** The seeded service products (installations: a line kind of their own). */
export const SERVICE_PRODUCTS_SEEDED: readonly { id: number; sku: string }[] = SERVICE_PRODUCTS.map(({ id, sku }) => ({ id, sku }));

export interface CommerceApiOptions {
  /** Products in the seeded catalogue (default {@link TEST_CATALOG_SIZE}). */
  size?: number;
  /** The storefront's address in mail links. */
  storefrontUrl?: string;
  /** Sends the mail (default: the outbox). */
  mailer?: Mailer;
  /** Sees every request before the app answers it (e.g. to record the writes that reach it). */
  observe?: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface CommerceApiUnderTest extends StoreQueries {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The key it expects in `x-service-key` (the BFF's `COMMERCE_API_KEY`). */
  serviceKey: string;
  /** The app's clock; tests move it to expire tokens. */
  clock: { now: Date };
  /** A one-time payment token of the test processor for a card number (the approved 4242 card by default). */
  paymentToken(number?: string): Promise<string>;
  /** Counts every row written from now on (per table), for "did this request write?"; see {@link writeCounts}. */
  installWriteCounter(): Promise<void>;
  /** Rows written per table since {@link installWriteCounter}. */
  writeCounts(): Promise<Record<string, number>>;
  /** A fingerprint of the database (row counts, and a hash of the rows requests change). */
  fingerprint(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * commerce-api on a migrated and seeded scratch database, listening on 127.0.0.1: in-memory PGlite by
 * default; with DATABASE_URL, a new `pool_test_<random>` database on that server, dropped on close.
 */
export async function startCommerceApi(options: CommerceApiOptions = {}): Promise<CommerceApiUnderTest> {
  const { mailer, storefrontUrl, observe } = options;
  const context = await createTestContext(options.size ?? TEST_CATALOG_SIZE, {
    ...(mailer ? { mailer: () => mailer } : {}),
    ...(storefrontUrl ? { storefrontUrl } : {}),
  });
  const server = createServer((req, res) => {
    observe?.(req, res);
    context.bareApp(req, res);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
  } catch (error) {
    await context.close();
    throw error;
  }
  const { db } = context;
  return {
    ...storeQueries(db),
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serviceKey: context.serviceKey,
    clock: context.clock,
    paymentToken: context.paymentToken,
    installWriteCounter: () => installWriteCounter(db),
    writeCounts: () => writeCounts(db),
    fingerprint: () => dbFingerprint(db),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await context.close();
    },
  };
}
