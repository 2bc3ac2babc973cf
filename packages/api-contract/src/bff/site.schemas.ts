import { z } from 'zod';
import { QuestionsPageSchema, ReviewsPageSchema } from '../upstream/account-content.schemas.js';
import { ImageSchema } from '../upstream/catalog.schemas.js';
import { CarriedShellSchema } from './shell.schemas.js';
import { CategoryTileSchema, DiagramPageViewSchema, ProductCardSchema, ProductDetailViewSchema, WarrantyOffersViewSchema } from './catalog.schemas.js';
import { EmailTextSchema } from '../email-text.js';

/** Pages addressed by path (product, diagram, content, redirect), the sitemap and the newsletter. */

/** Newsletter sign-up; the BFF answers 422 with `errors.email` = ['Email is required.'] or ['Invalid email address.']. */
export const NewsletterBodySchema = z.object({
  email: EmailTextSchema.default(''),
});
export const NewsletterResultSchema = z.object({
  message: z.literal("Success! You're now subscribed to receive savings and tips."),
});

/** A storefront path: leading `/`, no scheme or host, at most 2 KiB. */
export const StorefrontPathSchema = z
  .string()
  .min(1)
  .max(2048, 'path is too long')
  .regex(/^\/(?!\/)[^\s?#\\]*$/, 'path must be a site path such as /about');

/**
 * One page of the sitemap: URLs of content pages, categories and products. At most 50,000 entries a
 * page (the sitemap protocol's limit); with `pageCount > 1`, `/sitemap.xml` is an index of
 * `/sitemap.xml?page=N`. Paths are absolute paths; prefix `origin` for the `<loc>`.
 */
export const SitemapViewSchema = z.object({
  origin: z.string().url(),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(1),
  entries: z.array(
    z.object({
      path: z.string(),
      kind: z.enum(['page', 'category', 'product']),
      lastModified: z.string().nullable(),
    }),
  ),
});
export type SitemapView = z.infer<typeof SitemapViewSchema>;

const LinkSchema = z.object({ label: z.string(), href: z.string() });

/** A content block as the page renders it: product and category references come resolved. */
export const ContentBlockViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hero'), heading: z.string(), text: z.string(), cta: LinkSchema.nullable(), image: ImageSchema.nullable() }),
  z.object({ kind: z.literal('heading'), text: z.string(), level: z.number().int().min(1).max(4) }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('links'), heading: z.string(), links: z.array(LinkSchema) }),
  z.object({ kind: z.literal('categories'), heading: z.string(), categories: z.array(CategoryTileSchema) }),
  z.object({ kind: z.literal('products'), heading: z.string(), products: z.array(ProductCardSchema) }),
]);
export type ContentBlockView = z.infer<typeof ContentBlockViewSchema>;

/**
 * A content page (about, support, rewards, blog, articles, location and city pages). `title` and
 * `description` are the document title and meta description; `canonicalPath` the `<link rel=canonical>`
 * path; `openGraph.url` is absolute. `degraded` when product or category blocks fell back to empty.
 */
export const ContentPageViewSchema = z.object({
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  canonicalPath: z.string(),
  openGraph: z.object({
    type: z.enum(['website', 'article']),
    title: z.string(),
    description: z.string(),
    url: z.string().url(),
    image: ImageSchema.nullable(),
  }),
  blocks: z.array(ContentBlockViewSchema),
  degraded: z.boolean(),
});
export type ContentPageView = z.infer<typeof ContentPageViewSchema>;

/**
 * The first page of a product's reviews and the first page of its questions, as `GET /v1/reviews` and
 * `GET /v1/questions` answer them for `page=1`.
 */
export const ProductFeedbackSchema = z.object({ reviews: ReviewsPageSchema, questions: QuestionsPageSchema });
export type ProductFeedback = z.infer<typeof ProductFeedbackSchema>;

/**
 * The product page as one read: the product view; its warranty offers when the BFF already held
 * them (fresh), absent, the page asks `GET /v1/catalog/products/{productId}/warranty-offers` after the
 * product (deferred); and the first page of its reviews and questions, read fresh for this answer
 * (`null` when commerce-api could not answer them: the answer is then degraded, `private`). Other
 * pages of reviews are `GET /v1/reviews?page=N` (docs/decisions/0037).
 */
export const ProductPageReadSchema = z.object({
  product: ProductDetailViewSchema,
  warranty: WarrantyOffersViewSchema.optional(),
  feedback: ProductFeedbackSchema.nullable(),
});
export type ProductPageRead = z.infer<typeof ProductPageReadSchema>;

/**
 * The page at a storefront path (`GET /v1/page?path=`), in one call: the BFF resolves the path and
 * reads the page. Nothing there is a 404 problem; a category page is read by `catalog.category`
 * (its canonical address is a 404 here, any other address of it a redirect there).
 * - product: `/{handle}.html`; diagram: `/{handle}.html`, also `/diagram/{handle}` and `/diagram/{handle}.html`;
 * - content: a content page (`/` is `home`; `/about`, `/blog/how-to.html`, `/location/san-antonio-tx-4.html`...);
 * - redirect: the redirects table's target, or the canonical address of a page asked for at another one.
 */
export const PageAtPathViewSchema = z.discriminatedUnion('kind', [
  CarriedShellSchema.extend({ kind: z.literal('product'), page: ProductPageReadSchema }),
  CarriedShellSchema.extend({ kind: z.literal('diagram'), page: DiagramPageViewSchema }),
  CarriedShellSchema.extend({ kind: z.literal('content'), page: ContentPageViewSchema }),
  CarriedShellSchema.extend({ kind: z.literal('redirect'), to: z.string(), status: z.union([z.literal(301), z.literal(308)]) }),
]);
export type PageAtPathView = z.infer<typeof PageAtPathViewSchema>;
