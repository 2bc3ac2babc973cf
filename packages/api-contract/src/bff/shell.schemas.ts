import { z } from 'zod';

/** The page frame every shopper shares: site configuration and the menu. */

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

/** A category of the header's menu: `href` is its category page. */
export interface MenuItemView {
  id: number;
  title: string;
  href: string;
  children: MenuItemView[];
}
export const MenuItemViewSchema: z.ZodType<MenuItemView> = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string(), href: z.string(), children: z.array(MenuItemViewSchema) }),
);
export const MenuViewSchema = z.object({ items: z.array(MenuItemViewSchema) });
export type MenuView = z.infer<typeof MenuViewSchema>;

/**
 * What every page's frame needs and every shopper shares: the menu and the configured footer/help
 * data. Nothing personal, so pages built on it can be cached per audience; the personal bits are the
 * session view (session.schemas.ts), loaded after the page.
 */
export const ShellViewSchema = z.object({
  menu: MenuViewSchema,
  site: SiteConfigSchema,
  degraded: z.boolean(),
});
export type ShellView = z.infer<typeof ShellViewSchema>;

/**
 * `include=shell` on a page read (`site.page`, `catalog.category`): the answer carries the shell as
 * well, so a page view is one BFF call (docs/decisions/0043). Without it the answer has no `shell`.
 */
export const IncludeShellQuerySchema = z.object({ include: z.literal('shell').optional() });

/** The part of a page read's answer that carries the shell when `include=shell` asked for it. */
export const CarriedShellSchema = z.object({ shell: ShellViewSchema.optional() });
