import type { ContentPage } from '@pool/api-contract';
import { locationPageUrl } from '@pool/cart-domain';
import type { Catalog } from './catalog.js';
import { DELIVERY_STORES, DELIVERY_ZONES } from './delivery.js';

/** `location/san-antonio-tx-4` for San Antonio: the handle behind cart-domain's location page URL. */
export function locationHandle(location: { city: string; state: string; id: number }): string {
  const url = locationPageUrl({ city: location.city, state_abbreviation: location.state, shipping_options: { delivery: [location.id] } });
  if (url === null) throw new Error(`no location page for ${location.city}`);
  return url.replace(/^\//, '').replace(/\.html$/, '');
}

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
        { kind: 'hero', heading: 'Pool season starts here', text: 'Free shipping over $75 and same-day delivery in select cities.', cta: { label: 'Shop Chemicals', href: '/category/chemicals.html' }, image: { url: '/images/categories/chemicals.svg', width: 600, height: 600, alt: 'Pool chemicals' } },
        { kind: 'categories', heading: 'Shop by category', urls: ['chemicals', 'pumps', 'filters', 'heaters', 'cleaners', 'covers', 'above-ground-pools', 'parts'] },
        { kind: 'products', heading: 'Popular products', skus: popular },
        { kind: 'links', heading: 'Popular searches', links: [
          { label: 'pool nets', href: '/search/pool-nets' },
          { label: 'automatic pool cleaners', href: '/search/automatic-pool-cleaners' },
          { label: 'aboveground pools', href: '/search/aboveground-pools' },
          { label: 'pool cleaner', href: '/search/pool-cleaner' },
        ] },
        { kind: 'links', heading: 'Pool care how-tos', links: [
          { label: "Read our How To's", href: '/blog/how-to.html' },
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
          { label: 'Pool Closing Checklist', href: '/blog/pool-closing-checklist' },
          { label: 'Pool Shock Explained', href: '/articles/pool-shock-explained' },
          { label: 'Salt Water Pools: Pros and Cons', href: '/articles/salt-water-pools' },
          { label: 'Sizing a Pool Heater', href: '/articles/sizing-a-pool-heater' },
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
    article('blog/pool-closing-checklist', 'Pool Closing Checklist', 'Everything to do before the winter cover goes on.', [
      'Balance the water a week before closing, then shock and let the chlorine fall back below 3 ppm.',
      'Lower the water below the skimmer, blow out the lines, plug them and add antifreeze where needed.',
    ]),
    article('articles/salt-water-pools', 'Salt Water Pools: Pros and Cons', 'What a salt chlorine generator changes about pool care.', [
      'A salt cell makes chlorine from dissolved salt, so there is less to buy and store, but the cell needs cleaning and replacing.',
    ]),
    article('articles/sizing-a-pool-heater', 'Sizing a Pool Heater', 'BTUs, surface area and the temperature rise you want.', [
      'Multiply the pool surface in square feet by the temperature rise and by 12 to estimate the BTU per hour you need.',
    ]),
    article('articles/pool-shock-explained', 'Pool Shock Explained', 'Cal-hypo, dichlor and non-chlorine shock compared.', [
      'Shock raises free chlorine high enough to destroy chloramines and organic contaminants.',
    ]),
    ...zonePages(),
  ];
}

/** Drafts: not published, so only staff see them, at `/preview/{handle}` (spec site-shell.md 2.3; 0066). */
export function buildDraftPages(): ContentPage[] {
  return [
    {
      handle: 'summer-sale',
      title: 'Summer Sale',
      description: 'Savings on pumps, filters and chemicals all summer long.',
      blocks: [
        { kind: 'heading', text: 'Summer Sale', level: 1 },
        { kind: 'paragraph', text: 'Up to 30% off pumps, filters and water-care kits, while stock lasts.' },
        { kind: 'links', heading: 'Shop the sale', links: [{ label: 'Pumps', href: '/category/pumps.html' }, { label: 'Chemicals', href: '/category/chemicals.html' }] },
      ],
    },
    {
      handle: 'blog/opening-your-pool',
      title: 'Opening Your Pool for the Season',
      description: 'Uncover, clean, balance and start up: the spring checklist.',
      blocks: [
        { kind: 'heading', text: 'Opening Your Pool for the Season', level: 1 },
        { kind: 'paragraph', text: 'Remove and clean the cover, top up the water, restart the equipment and balance the water before the first swim.' },
      ],
    },
  ];
}

export const REDIRECTS: readonly { fromPath: string; toPath: string }[] = [
  { fromPath: '/pool-chemicals', toPath: '/category/chemicals.html' },
  { fromPath: '/pool-pumps', toPath: '/category/pumps.html' },
  { fromPath: '/pool-filters', toPath: '/category/filters.html' },
  { fromPath: '/blog/how-to-open-a-pool', toPath: '/blog/how-to/open-your-pool' },
  { fromPath: '/contact', toPath: '/support' },
  { fromPath: '/how-to', toPath: '/blog/how-to.html' },
  { fromPath: '/locations/san-antonio', toPath: '/location/san-antonio-tx-4.html' },
];

const CITY_PAGES: Readonly<Record<string, string>> = { 'San Antonio': 'san-antonio-pool-supplies', Phoenix: 'phoenix' };

/**
 * The same-day pages of every delivery zone, from the zone seed (delivery.ts): its location page
 * (`/location/{city}-{state}-{first delivery id}.html`) and its city page (`/san-antonio-pool-supplies`,
 * `/phoenix`), with the zips served, the stores and the same-day rules.
 */
function zonePages(): ContentPage[] {
  return DELIVERY_ZONES.flatMap((zone) => {
    const stores = DELIVERY_STORES.filter((store) => store.zoneId === zone.id).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const deliveryIds = stores.filter((store) => store.kind === 'delivery' && store.enabled !== false).map((store) => store.id);
    const location = { city: zone.city, state: zone.state, id: deliveryIds[0]! };
    const place = `${zone.city}, ${zone.state}`;
    const cityHandle = CITY_PAGES[zone.city];
    const locationHref = `/${locationHandle(location)}.html`;
    const blocks = (heading: string, other: { label: string; href: string }) => [
      { kind: 'heading' as const, text: heading, level: 1 },
      { kind: 'paragraph' as const, text: `Same-day delivery to zip codes ${zone.zipFrom}-${zone.zipTo} in ${place}.` },
      { kind: 'paragraph' as const, text: `Order before 1 pm for same-day delivery. Orders after 1 pm arrive the next business day by 7pm (${zone.timeZone.replace('America/', '').replace('_', ' ')} time).` },
      { kind: 'heading' as const, text: 'Our stores', level: 2 },
      ...stores.map((store) => ({
        kind: 'paragraph' as const,
        text: `${store.name}: ${store.address}${store.kind === 'pickup' ? ' (store pickup coming soon)' : ' (same-day delivery hub)'}`,
      })),
      { kind: 'categories' as const, heading: 'Popular for same-day delivery', urls: ['chemicals', 'parts', 'cleaners'] },
      { kind: 'links' as const, heading: 'More', links: [other] },
    ];
    const pages: ContentPage[] = [{
      handle: locationHandle(location),
      title: `Same-Day Pool Supplies in ${place}`,
      description: `Same-day delivery of pool chemicals, parts and equipment in ${place}.`,
      blocks: blocks(`Same-day delivery in ${place}`, cityHandle ? { label: `${zone.city} pool supplies`, href: `/${cityHandle}` } : { label: 'All pool supplies', href: '/' }),
    }];
    if (cityHandle) {
      pages.push({
        handle: cityHandle,
        title: `${zone.city} Pool Supplies`,
        description: `Same-day delivery of pool supplies in ${zone.city}.`,
        blocks: blocks(`${zone.city} Pool Supplies`, { label: `Same-day delivery in ${place}`, href: locationHref }),
      });
    }
    return pages;
  });
}
