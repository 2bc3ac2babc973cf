import type { RequestListener } from 'node:http';
import { IndexSearchResultSchema, type ProductSummary } from '@pool/api-contract';
import { SERVICE_KEY_HEADER } from '@pool/http-kit';
import { perTestFile, startCommerceApi, type CommerceApiOptions, type CommerceApiUnderTest } from '@pool/commerce-api/testing';
import { FaultProxy } from './fault-proxy.js';
import { buildTestApp, type TestAppOptions } from './test-app.js';

/** How the stack's BFF is built (commerce-api's address and key are the stack's). */
export type StackBffOptions = Omit<TestAppOptions, 'baseUrl' | 'commerceApiKey' | 'fetch'>;

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export interface StackOptions {
  commerce?: CommerceApiOptions;
  bff?: StackBffOptions;
  /** A fault proxy between the BFF and commerce-api (`stack.proxy`), for tests of upstream failures. */
  faultProxy?: boolean;
}

export interface TestStack {
  /** The real commerce-api on a scratch database, with its test functions. */
  commerce: CommerceApiUnderTest;
  /** The BFF as the storefront calls it (every request carries the storefront's key). */
  bff: RequestListener;
  /** The whole test BFF (`bareApp`, metrics, session dir ...). */
  built: TestApp;
  /** Where the BFF reaches commerce-api: its own address, or the fault proxy's. */
  upstreamUrl: string;
  proxy: FaultProxy | null;
  /** Another BFF over the same commerce-api (other limits, or a restart on the same session dir). */
  buildBff(options?: StackBffOptions): Promise<TestApp>;
  /** A read straight from commerce-api, with the BFF's key: its JSON. */
  upstreamGet(pathAndQuery: string): Promise<unknown>;
  /** commerce-api's catalogue search (`query`: its query string), as the BFF reads it. */
  catalogue(query?: string): Promise<ProductSummary[]>;
  close(): Promise<void>;
}

/**
 * commerce-api (in-process, on a scratch database: PGlite, or PostgreSQL with DATABASE_URL) and a
 * BFF wired to it, as one test file needs them; `close` stops both.
 */
export async function startStack(options: StackOptions = {}): Promise<TestStack> {
  const commerce = await startCommerceApi(options.commerce);
  let proxy: FaultProxy | null = null;
  try {
    if (options.faultProxy) {
      const { hostname, port } = new URL(commerce.url);
      proxy = await FaultProxy.start({ host: hostname, port: Number(port) });
    }
    const upstreamUrl = proxy?.url ?? commerce.url;
    const buildBff = (bffOptions: StackBffOptions = {}) => buildTestApp({ ...bffOptions, baseUrl: upstreamUrl, commerceApiKey: commerce.serviceKey });
    const built = await buildBff(options.bff);
    const upstreamGet = async (pathAndQuery: string) => {
      const response = await fetch(`${commerce.url}${pathAndQuery}`, { headers: { [SERVICE_KEY_HEADER]: commerce.serviceKey } });
      if (!response.ok) throw new Error(`commerce-api answered ${response.status} for ${pathAndQuery}`);
      return response.json() as Promise<unknown>;
    };
    return {
      commerce,
      bff: built.app,
      built,
      upstreamUrl,
      proxy,
      buildBff,
      upstreamGet,
      async catalogue(query = 'per_page=100&page=1') {
        return IndexSearchResultSchema.parse(await upstreamGet(`/search/products/query?${query}`)).hits;
      },
      async close() {
        await proxy?.close();
        await commerce.close();
      },
    };
  } catch (error) {
    await proxy?.close();
    await commerce.close();
    throw error;
  }
}

/**
 * The test file's {@link startStack}, started in a `beforeAll` and closed in an `afterAll` that this
 * registers (see `perTestFile`: read it inside tests and later hooks).
 */
export function useStack(options: StackOptions & { faultProxy: true }): TestStack & { proxy: FaultProxy };
export function useStack(options?: StackOptions): TestStack;
export function useStack(options: StackOptions = {}): TestStack {
  return perTestFile(() => startStack(options));
}
