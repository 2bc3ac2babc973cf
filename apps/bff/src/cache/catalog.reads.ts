import type { Handle, Menu, ProductSummary } from '@pool/api-contract';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { handleTags, productTags } from '../http/cache-control.js';
import type { Cached, SwrCache } from './swr-cache.js';

/** A cached "no such handle" lives briefly, so random URLs do not each cost an upstream call. */
const NOT_FOUND_TTL_MS = 30_000;

/**
 * Catalogue and content reads through the SWR cache. Upstream data is viewer-independent; prices
 * are resolved per viewer afterwards, in the view mappers.
 */
export class CatalogReads {
  constructor(
    private readonly client: CommerceClient,
    private readonly cache: SwrCache,
    private readonly freshMs: number,
  ) {}

  menu(requestId: string): Promise<Cached<Menu>> {
    return this.cache.get('menu', async () =>
      expectStatus(await this.client.catalog.menu({ requestId }), 200),
    );
  }

  /** The page behind a handle; `null` when the upstream does not know it (404). */
  handle(handle: string, requestId: string): Promise<Cached<Handle | null>> {
    return this.cache.get(
      `handle:${handle}`,
      async () => {
        const response = await this.client.catalog.handle({
          params: { file: `${encodeURIComponent(handle)}.json` },
          requestId,
        });
        return statusOf(response) === 404 ? null : expectStatus(response, 200);
      },
      (value) => (value === null ? NOT_FOUND_TTL_MS : this.freshMs),
      handleTags,
    );
  }

  /** Products by skus, in the order asked for (skus the upstream does not know are left out). */
  async collection(skus: readonly string[], requestId: string): Promise<ProductSummary[]> {
    if (skus.length === 0) return [];
    const { value } = await this.cache.get(
      `collection:${skus.join(',')}`,
      async () => expectStatus(await this.client.catalog.productCollection({ body: { products: [...skus] }, requestId }), 200),
      undefined,
      (answer) => productTags(answer.products),
    );
    return value.products;
  }
}
