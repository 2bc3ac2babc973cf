import { z } from 'zod';

/**
 * The footer, help drawer and checkout layout data that comes from the deployment's configuration
 * (the BFF's environment), so one build serves several brands or environments.
 */
export const SiteConfigSchema = z.object({
  /** The public origin of the storefront (absolute URLs: canonical links, sitemap, Open Graph). */
  origin: z.string().url(),
  support: z.object({
    /** e.g. `{ display: '888 756 9666', href: 'tel:8887569666' }`. */
    phone: z.object({ display: z.string(), href: z.string() }),
    email: z.string().email(),
    /** e.g. 'Monday-Friday 8AM-8PM CT, Saturday 8AM-4PM'. */
    hours: z.string(),
  }),
  /** External support-centre pages (spec 2.4). */
  supportCenter: z.object({
    helpCenter: z.string().url(),
    newRequest: z.string().url(),
    returnPolicy: z.string().url(),
    shippingInfo: z.string().url(),
    privacyPolicy: z.string().url(),
  }),
  legal: z.object({ notice: z.string(), address: z.string() }),
  /** The sister-site promo: the pool site or the sprinkler site; `null` when switched off. */
  sisterSite: z
    .object({ kind: z.enum(['pool', 'sprinkler']), name: z.string(), url: z.string().url(), tagline: z.string() })
    .nullable(),
  social: z.array(
    z.object({
      network: z.enum(['facebook', 'instagram', 'youtube', 'pinterest', 'twitter', 'tiktok', 'linkedin']),
      label: z.string(),
      url: z.string().url(),
    }),
  ),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/**
 * Who is signed in, as the header and drawers show it. No token or customer id: those stay in the
 * BFF's session. `poolCount` is `null` while the upstream does not report pools ('My Pools' then).
 */
export const ViewerSchema = z.object({
  signedIn: z.boolean(),
  firstName: z.string().nullable(),
  isAdmin: z.boolean(),
  poolCount: z.number().int().nonnegative().nullable(),
});
export type ViewerView = z.infer<typeof ViewerSchema>;

/** Newsletter sign-up; the BFF answers 422 with `errors.email` = ['Email is required.'] or ['Invalid email address.']. */
export const NewsletterBodySchema = z.object({
  email: z.string({ invalid_type_error: 'Invalid email address.' }).max(320, 'Invalid email address.').default(''),
});
export const NewsletterResultSchema = z.object({
  message: z.literal("Success! You're now subscribed to receive savings and tips."),
});

/** Sign in. A refused login is 422 'Email or Password is incorrect. Try again or reset your password.'; too many tries 429. */
export const SessionLoginBodySchema = z.object({
  email: z.string({ required_error: 'Email is required.' }).trim().min(1, 'Email is required.').max(254, 'Invalid email address.'),
  password: z.string({ required_error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
});
export const SessionLoginResultSchema = z.object({
  viewer: ViewerSchema,
  message: z.literal('Logged in successfully'),
});

/** Sign out; `pathname` is the page the shopper was on (leaving `/account*` sends them to `/`). */
export const SessionLogoutBodySchema = z
  .object({ pathname: z.string().max(2048).regex(/^\//, 'pathname must start with /').optional() })
  .default({});
/**
 * The session is cleared either way; `message` is 'Logout successfully!' or, when the upstream call
 * failed, 'Failed to logout.' (spec account.md 4: logout clears locally even when the call fails).
 */
export const SessionLogoutResultSchema = z.object({
  viewer: ViewerSchema,
  message: z.enum(['Logout successfully!', 'Failed to logout.']),
  redirectTo: z.literal('/').nullable(),
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
