import type { SiteConfig } from '@pool/api-contract';
import { CUSTOMER_SERVICE_HOURS, CUSTOMER_SERVICE_PHONE } from '@pool/account-domain';
import { z } from 'zod';

type Network = SiteConfig['social'][number]['network'];

const NETWORK_LABELS: Record<Network, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  twitter: 'X (Twitter)',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

const SISTER_SITES = {
  pool: { name: 'Pool Supplies', tagline: 'Pool and spa supplies, parts and equipment.', url: 'https://www.poolsupplies.example' },
  sprinkler: { name: 'Sprinkler Supplies', tagline: 'Irrigation and sprinkler parts for your yard.', url: 'https://www.sprinklersupplies.example' },
} as const;

/** The footer/help variables of the BFF's environment, with the spec's values as defaults. */
export const SiteEnvSchema = z.object({
  SUPPORT_PHONE: z.string().regex(/^[0-9 ()+.-]{7,20}$/, 'a phone number such as 888 756 9666').default(CUSTOMER_SERVICE_PHONE.display),
  SUPPORT_EMAIL: z.string().email().default('help@poolsupplies.example'),
  SUPPORT_HOURS: z.string().min(1).default(CUSTOMER_SERVICE_HOURS),
  SUPPORT_CENTER_URL: z.string().url().default('https://support.poolsupplies.example').transform((url) => url.replace(/\/+$/, '')),
  LEGAL_NOTICE: z.string().min(1).default('© Pool Supplies. All rights reserved.'),
  LEGAL_ADDRESS: z.string().min(1).default('1200 Commerce St, San Antonio, TX 78205'),
  /** Which sister site the footer promotes: the pool site or the sprinkler site, or none. */
  SISTER_SITE: z.enum(['pool', 'sprinkler', 'none']).default('sprinkler'),
  SISTER_SITE_URL: z.string().url().optional(),
  /** `network=url` pairs, comma-separated. */
  SOCIAL_LINKS: z
    .string()
    .default(
      'facebook=https://www.facebook.com/poolsupplies,instagram=https://www.instagram.com/poolsupplies,' +
        'youtube=https://www.youtube.com/@poolsupplies,pinterest=https://www.pinterest.com/poolsupplies',
    )
    .transform((value, ctx) => {
      const links: SiteConfig['social'] = [];
      for (const pair of value.split(',').map((item) => item.trim()).filter(Boolean)) {
        const [network, url] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
        const parsedUrl = z.string().url().safeParse(url);
        if (!(network in NETWORK_LABELS) || !parsedUrl.success) {
          ctx.addIssue({ code: 'custom', message: `expected network=https://… with a network of ${Object.keys(NETWORK_LABELS).join(', ')}; got "${pair}"` });
          return z.NEVER;
        }
        links.push({ network: network as Network, label: NETWORK_LABELS[network as Network], url: parsedUrl.data });
      }
      return links;
    }),
});
export type SiteEnv = z.infer<typeof SiteEnvSchema>;

/** The shell's site configuration from the parsed environment and the public origin. */
export function siteConfig(env: SiteEnv, origin: string): SiteConfig {
  const sister = env.SISTER_SITE === 'none' ? null : { kind: env.SISTER_SITE, ...SISTER_SITES[env.SISTER_SITE] };
  return {
    origin,
    support: {
      phone: { display: env.SUPPORT_PHONE, href: `tel:${env.SUPPORT_PHONE.replace(/[^0-9+]/g, '')}` },
      email: env.SUPPORT_EMAIL,
      hours: env.SUPPORT_HOURS,
    },
    supportCenter: {
      helpCenter: env.SUPPORT_CENTER_URL,
      newRequest: `${env.SUPPORT_CENTER_URL}/requests/new`,
      returnPolicy: `${env.SUPPORT_CENTER_URL}/return-policy`,
      shippingInfo: `${env.SUPPORT_CENTER_URL}/shipping-and-tracking`,
      privacyPolicy: `${env.SUPPORT_CENTER_URL}/privacy-policy`,
    },
    legal: { notice: env.LEGAL_NOTICE, address: env.LEGAL_ADDRESS },
    sisterSite: sister && { ...sister, url: env.SISTER_SITE_URL ?? sister.url },
    social: env.SOCIAL_LINKS,
  };
}

/** The defaults, for tests and tools that build the app without an environment. */
export function defaultSiteConfig(origin = 'http://localhost:3000'): SiteConfig {
  return siteConfig(SiteEnvSchema.parse({}), origin);
}
