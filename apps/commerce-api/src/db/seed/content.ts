import type { ContentPage } from '@pool/api-contract';
import type { Catalog } from './catalog.js';

/** Content pages: home, about, support, rewards, the blog and a few articles, and the city pages. */
export function buildContentPages(catalog: Catalog): ContentPage[] {
  const popular = catalog.products
    .filter((p) => !p.hidePrice && (p.reviewCount ?? 0) > 0)
    .sort((a, b) => (b.reviewCount ?? 0) - (a.reviewCount ?? 0) || a.id - b.id)
    .slice(0, 8)
    .map((p) => p.sku);
  const article = (handle: string, title: string, description: string, paragraphs: string[], skus: string[] = []): ContentPage => ({
    handle,
    title,
    description,
    blocks: [
      { kind: 'heading', text: title, level: 1 },
      ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
      ...(skus.length ? [{ kind: 'products' as const, heading: 'Products in this guide', skus }] : []),
    ],
  });
  const pumpSkus = catalog.products.filter((p) => p.handle.includes('pump')).slice(0, 4).map((p) => p.sku);

  return [
    {
      handle: 'home',
      title: 'Pool Supplies, Parts & Equipment',
      description: 'Everything for your pool: chemicals, pumps, filters, heaters, cleaners and parts, shipped fast.',
      blocks: [
        { kind: 'hero', heading: 'Pool season starts here', text: 'Free shipping over $75 and same-day delivery in select cities.', cta: { label: 'Shop Chemicals', href: '/category/chemicals' }, image: { url: '/images/categories/chemicals.svg', width: 600, height: 600, alt: 'Pool chemicals' } },
        { kind: 'categories', heading: 'Shop by category', urls: ['chemicals', 'pumps', 'filters', 'heaters', 'cleaners', 'covers', 'above-ground-pools', 'parts'] },
        { kind: 'products', heading: 'Popular products', skus: popular },
        { kind: 'links', heading: 'Popular searches', links: [
          { label: 'pool nets', href: '/search/pool-nets' },
          { label: 'automatic pool cleaners', href: '/search/automatic-pool-cleaners' },
          { label: 'aboveground pools', href: '/search/aboveground-pools' },
          { label: 'pool cleaner', href: '/search/pool-cleaner' },
        ] },
      ],
    },
    article('about', 'About Us', 'Pool experts since 1998.', [
      'We are a family of pool owners and technicians who ship the parts and chemicals you need, fast.',
      'Our support team answers by phone at 888 756 9666, Monday-Friday 8AM-8PM CT and Saturday 8AM-4PM.',
    ]),
    article('support', 'Support', 'Help with orders, returns and products.', [
      'Returns are accepted within 30 days. Start a return from your account or with your order number and email.',
      'Call 888 756 9666 or chat with us for help choosing a part.',
    ]),
    article('rewards', 'Rewards', 'Earn points on every order.', [
      'Earn one point for every dollar you spend and redeem points on future orders.',
    ]),
    {
      handle: 'blog',
      title: 'Pool Care Blog',
      description: 'Guides and how-tos for pool owners.',
      blocks: [
        { kind: 'heading', text: 'Pool Care Blog', level: 1 },
        { kind: 'links', heading: 'Latest articles', links: [
          { label: 'How to Open Your Pool', href: '/blog/how-to/open-your-pool' },
          { label: 'How to Balance Pool Water', href: '/blog/how-to/balance-pool-water' },
          { label: 'How to Choose a Pool Pump', href: '/blog/how-to/choose-a-pool-pump' },
          { label: 'Pool Shock Explained', href: '/articles/pool-shock-explained' },
        ] },
      ],
    },
    {
      handle: 'blog/how-to',
      title: 'How-To Guides',
      description: 'Step-by-step pool care guides.',
      blocks: [
        { kind: 'heading', text: 'How-To Guides', level: 1 },
        { kind: 'links', heading: 'Guides', links: [
          { label: 'How to Open Your Pool', href: '/blog/how-to/open-your-pool' },
          { label: 'How to Balance Pool Water', href: '/blog/how-to/balance-pool-water' },
          { label: 'How to Choose a Pool Pump', href: '/blog/how-to/choose-a-pool-pump' },
        ] },
      ],
    },
    article('blog/how-to/open-your-pool', 'How to Open Your Pool', 'Spring opening in seven steps.', [
      'Remove and clean the winter cover, then raise the water to the middle of the skimmer.',
      'Reconnect the equipment, start the pump and check for leaks.',
      'Test the water, balance alkalinity and pH, then shock and run the filter for 24 hours.',
    ]),
    article('blog/how-to/balance-pool-water', 'How to Balance Pool Water', 'Alkalinity, pH and hardness in the right order.', [
      'Adjust total alkalinity first (80-120 ppm), then pH (7.4-7.6), then calcium hardness (200-400 ppm).',
    ]),
    article('blog/how-to/choose-a-pool-pump', 'How to Choose a Pool Pump', 'Size a pump for your pool and plumbing.', [
      'Variable speed pumps use far less energy than single speed pumps and are required in many states.',
    ], pumpSkus),
    article('articles/pool-shock-explained', 'Pool Shock Explained', 'Cal-hypo, dichlor and non-chlorine shock compared.', [
      'Shock raises free chlorine high enough to destroy chloramines and organic contaminants.',
    ]),
    article('san-antonio-pool-supplies', 'San Antonio Pool Supplies', 'Same-day delivery of pool supplies in San Antonio.', [
      'Order before 1 pm for same-day delivery anywhere in San Antonio.',
    ]),
    article('phoenix', 'Phoenix Pool Supplies', 'Same-day delivery of pool supplies in Phoenix.', [
      'Order before 1 pm for same-day delivery anywhere in Phoenix.',
    ]),
  ];
}

export const REDIRECTS: readonly { fromPath: string; toPath: string }[] = [
  { fromPath: '/pool-chemicals', toPath: '/category/chemicals' },
  { fromPath: '/pool-pumps', toPath: '/category/pumps' },
  { fromPath: '/pool-filters', toPath: '/category/filters' },
  { fromPath: '/blog/how-to-open-a-pool', toPath: '/blog/how-to/open-your-pool' },
  { fromPath: '/contact', toPath: '/support' },
];
