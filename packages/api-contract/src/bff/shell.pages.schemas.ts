import { z } from 'zod';
import { ImageSchema } from '../upstream/catalog.schemas.js';
import { CategoryTileSchema, ProductCardSchema } from './views.schemas.js';

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
