import { z } from 'zod';
import { EmailTextSchema } from '../email-text.js';

/**
 * Newsletter sign-up body. `email` is checked by the server with the spec's rules (trimmed; 'Email is
 * required.', 'Invalid email address.' as a 422 with an errors map), so only its type is checked here.
 */
export const SubscribeBodySchema = z.object({
  email: EmailTextSchema.optional(),
});

/** A newsletter subscription: the stored (trimmed, lower-cased) email and when it first signed up. */
export const SubscriptionSchema = z.object({
  email: z.string(),
  subscribed_at: z.string().datetime({ offset: true }),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** `GET /api/redirects?url=`: the path to look up, as requested (leading `/`, no origin). */
export const RedirectQuerySchema = z.object({
  url: z.string().min(1, 'url is required').max(2048, 'url is too long'),
});

/** A permanent redirect of the redirects table. */
export const RedirectSchema = z.object({
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(308)]),
});
export type Redirect = z.infer<typeof RedirectSchema>;

/** One sitemap entry: a handle (or category url) and when it last changed, if the upstream knows. */
const SitemapEntrySchema = z.object({ handle: z.string(), updated_at: z.string().datetime({ offset: true }).nullable() });

/** `GET /api/sitemap`: content pages and categories (small), and how many products there are. */
export const SitemapSchema = z.object({
  pages: z.array(SitemapEntrySchema),
  categories: z.array(SitemapEntrySchema),
  products_total: z.number().int().nonnegative(),
});
export type Sitemap = z.infer<typeof SitemapSchema>;

/** Products are paged (50,000 entries at most a page, the sitemap protocol's limit), ordered by id. */
export const SitemapProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50_000).default(10_000),
});

export const SitemapProductsSchema = z.object({
  products: z.array(SitemapEntrySchema),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().nonnegative(),
});
export type SitemapProducts = z.infer<typeof SitemapProductsSchema>;
