import type { Redirect, Sitemap, SitemapProducts } from '@pool/api-contract';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import type { Cached, SwrCache } from './swr-cache.js';

/** A cached "no redirect here" lives briefly, so random URLs do not each cost an upstream call. */
const NOT_FOUND_TTL_MS = 30_000;

/** Redirect lookups and sitemap listings through the SWR cache (anonymous, viewer-independent reads). */
export class ContentReads {
  constructor(
    private readonly client: CommerceClient,
    private readonly cache: SwrCache,
    private readonly freshMs: number,
  ) {}

  /** The redirect of a path; `null` when there is none (404). */
  redirect(path: string, requestId: string): Promise<Cached<Redirect | null>> {
    return this.cache.get(
      `redirect:${path}`,
      async () => {
        const response = await this.client.content.redirect({ query: { url: path }, requestId });
        return statusOf(response) === 404 ? null : expectStatus(response, 200);
      },
      (value) => (value === null ? NOT_FOUND_TTL_MS : this.freshMs),
    );
  }

  async sitemap(requestId: string): Promise<Sitemap> {
    const { value } = await this.cache.get('sitemap', async () =>
      expectStatus(await this.client.content.sitemap({ requestId }), 200),
    );
    return value;
  }

  async sitemapProducts(page: number, perPage: number, requestId: string): Promise<SitemapProducts> {
    const { value } = await this.cache.get(`sitemap:products:${page}:${perPage}`, async () =>
      expectStatus(await this.client.content.sitemapProducts({ query: { page, per_page: perPage }, requestId }), 200),
    );
    return value;
  }
}
