import { WARRANTY_MEDIA_TYPE, type WarrantyOffers } from '@pool/api-contract';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import type { SwrCache } from './swr-cache.js';

/** The spec's deadline for the warranty service. */
const WARRANTY_DEADLINE_MS = 3_000;
const WARRANTY_FRESH_MS = 300_000;

/**
 * A product's warranty offers through the catalogue cache, shared by the product page (which takes
 * them inline when they are already held) and the deferred `warrantyOffers` read.
 */
export class WarrantyReads {
  constructor(
    private readonly client: CommerceClient,
    private readonly cache: SwrCache,
    /** The warranty service's store id. */
    private readonly storeId = 'web',
  ) {}

  private key(productId: number): string {
    return `warranty:${productId}`;
  }

  /** The offers (`null`: the service does not know the product); single-flight, stale on failure. */
  async offers(productId: number, requestId: string): Promise<WarrantyOffers | null> {
    const { value } = await this.cache.get<WarrantyOffers | null>(this.key(productId), async () => {
      const response = await this.client.warranty.offers({
        query: { productId, storeId: this.storeId, locale: 'en-US' },
        headers: { accept: WARRANTY_MEDIA_TYPE },
        requestId,
        deadlineMs: WARRANTY_DEADLINE_MS,
      });
      return statusOf(response) === 404 ? null : expectStatus(response, 200);
    }, () => WARRANTY_FRESH_MS);
    return value;
  }

  /** The offers already held, without asking (`undefined`: none held yet). */
  held(productId: number): WarrantyOffers | null | undefined {
    return this.cache.peek<WarrantyOffers | null>(this.key(productId));
  }
}
