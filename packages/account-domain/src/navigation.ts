/**
 * Account navigation: the account sidebar, the account drawer and the help drawer.
 *
 * Items are plain data (label, kind, href) so any UI can render them; labels match the spec exactly.
 *
 * @packageDocumentation
 */

/**
 * An internal link.
 *
 * @example
 * ```ts
 * import type { NavLink } from '@pool/account-domain';
 * const link: NavLink = { kind: 'link', label: 'Orders', href: '/account/orders' };
 * ```
 */
export interface NavLink {
  readonly kind: 'link';
  readonly label: string;
  readonly href: string;
}

/** The pool profile's saved-products tab: the sidebar's Pool Profile and the drawer's Saved Products. */
const SAVED_PRODUCTS_HREF = '/account/pool-profiles/default?tab=saved_products';
// The account pages that the sidebar and the signed-in account drawer both list, under the same labels.
const ORDERS_LINK: NavLink = { kind: 'link', label: 'Orders', href: '/account/orders' };
const RETURNS_LINK: NavLink = { kind: 'link', label: 'Returns', href: '/account/returns' };
const REWARDS_LINK: NavLink = { kind: 'link', label: 'Rewards', href: '/account/rewards' };
const ADDRESSES_LINK: NavLink = { kind: 'link', label: 'Addresses', href: '/account/addresses' };
const SETTINGS_LINK: NavLink = { kind: 'link', label: 'Settings', href: '/account/settings' };

/**
 * The account sidebar, in the spec's order. Pool Profile opens the saved-products tab.
 *
 * @example
 * ```ts
 * import { ACCOUNT_SIDEBAR_LINKS } from '@pool/account-domain';
 * ACCOUNT_SIDEBAR_LINKS.map((l) => l.label);
 * // ['Account Dashboard', 'Orders', 'Returns', 'Pool Profile', 'Rewards', 'Addresses', 'Settings', 'Quotes']
 * ```
 */
export const ACCOUNT_SIDEBAR_LINKS: readonly NavLink[] = [
  { kind: 'link', label: 'Account Dashboard', href: '/account/dashboard' },
  ORDERS_LINK,
  RETURNS_LINK,
  { kind: 'link', label: 'Pool Profile', href: SAVED_PRODUCTS_HREF },
  REWARDS_LINK,
  ADDRESSES_LINK,
  SETTINGS_LINK,
  { kind: 'link', label: 'Quotes', href: '/account/quotes' },
];

/**
 * One entry of the account drawer: a link (optionally with sub-links), a button-styled link, or the
 * logout button.
 *
 * @example
 * ```ts
 * import type { AccountDrawerItem } from '@pool/account-domain';
 * const item: AccountDrawerItem = { kind: 'button', label: 'Sign In', href: '/login' };
 * ```
 */
export type AccountDrawerItem =
  | (NavLink & { readonly children?: readonly NavLink[] })
  | { readonly kind: 'button'; readonly label: string; readonly href: string }
  | { readonly kind: 'logout'; readonly label: 'Logout' };

/**
 * The account drawer as rendered: its title and items.
 *
 * @example
 * ```ts
 * import type { AccountDrawer } from '@pool/account-domain';
 * const drawer: AccountDrawer = { title: 'Account', items: [] };
 * ```
 */
export interface AccountDrawer {
  readonly title: string;
  readonly items: readonly AccountDrawerItem[];
}

/**
 * The signed-in customer as the drawers need them.
 *
 * @example
 * ```ts
 * import type { DrawerViewer } from '@pool/account-domain';
 * const viewer: DrawerViewer = { firstName: 'Sam', poolCount: 2 };
 * ```
 */
export interface DrawerViewer {
  readonly firstName: string;
  readonly poolCount: number;
}

/**
 * The pools entry label: 'My Pool' for exactly one pool, 'My Pools' for any other count (zero too).
 *
 * @throws RangeError when `poolCount` is not a non-negative integer.
 * @example
 * ```ts
 * import { poolsLabel } from '@pool/account-domain';
 * poolsLabel(1); // 'My Pool'
 * poolsLabel(0); // 'My Pools'
 * ```
 */
export function poolsLabel(poolCount: number): 'My Pool' | 'My Pools' {
  if (!Number.isInteger(poolCount) || poolCount < 0) {
    throw new RangeError(`poolCount must be a non-negative integer, got ${poolCount}`);
  }
  return poolCount === 1 ? 'My Pool' : 'My Pools';
}

/**
 * The account drawer title (also the header's account button): 'Hi {name}!' when signed in, else 'Account'.
 *
 * @example
 * ```ts
 * import { accountDrawerTitle } from '@pool/account-domain';
 * accountDrawerTitle({ firstName: 'Sam', poolCount: 1 }); // 'Hi Sam!'
 * accountDrawerTitle(null); // 'Account'
 * ```
 */
export function accountDrawerTitle(viewer: Pick<DrawerViewer, 'firstName'> | null): string {
  return viewer === null ? 'Account' : `Hi ${viewer.firstName}!`;
}

const GUEST_DRAWER_ITEMS: readonly AccountDrawerItem[] = [
  { kind: 'link', label: 'My Account', href: '/account/dashboard' },
  { kind: 'link', label: 'My Orders', href: '/account/orders' },
  { kind: 'button', label: 'Sign In', href: '/login' },
  { kind: 'button', label: 'Create an Account', href: '/register' },
];

function customerDrawerItems(poolCount: number): readonly AccountDrawerItem[] {
  return [
    { kind: 'link', label: 'My Account Dashboard', href: '/account/dashboard' },
    ORDERS_LINK,
    RETURNS_LINK,
    {
      kind: 'link',
      label: poolsLabel(poolCount),
      href: '/account/pool-profiles',
      children: [
        { kind: 'link', label: 'Water Tests', href: '/account/pool-profiles/default?tab=water_tests' },
        { kind: 'link', label: 'Saved Products', href: SAVED_PRODUCTS_HREF },
      ],
    },
    REWARDS_LINK,
    ADDRESSES_LINK,
    SETTINGS_LINK,
    { kind: 'logout', label: 'Logout' },
  ];
}

/**
 * The account drawer for a guest (`null`) or a signed-in customer.
 *
 * Guests get My Account and My Orders (account pages, which send a guest on to /login) plus the Sign
 * In (/login) and Create an Account (/register) buttons. Customers get the dashboard, orders, returns,
 * their pools (with Water Tests and Saved Products), rewards, addresses, settings and Logout.
 *
 * @example
 * ```ts
 * import { accountDrawer } from '@pool/account-domain';
 * accountDrawer(null).items.map((i) => i.label); // ['My Account', 'My Orders', 'Sign In', 'Create an Account']
 * accountDrawer({ firstName: 'Sam', poolCount: 3 }).items[3]?.label; // 'My Pools'
 * ```
 */
export function accountDrawer(viewer: DrawerViewer | null): AccountDrawer {
  return { title: accountDrawerTitle(viewer), items: viewer === null ? GUEST_DRAWER_ITEMS : customerDrawerItems(viewer.poolCount) };
}

/**
 * Customer service hours as displayed.
 *
 * @example
 * ```ts
 * import { CUSTOMER_SERVICE_HOURS } from '@pool/account-domain';
 * CUSTOMER_SERVICE_HOURS; // 'Monday-Friday 8AM-8PM CT, Saturday 8AM-4PM'
 * ```
 */
export const CUSTOMER_SERVICE_HOURS = 'Monday-Friday 8AM-8PM CT, Saturday 8AM-4PM';

/**
 * The customer service phone number, as displayed and as a `tel:` link.
 *
 * @example
 * ```ts
 * import { CUSTOMER_SERVICE_PHONE } from '@pool/account-domain';
 * `<a href="${CUSTOMER_SERVICE_PHONE.href}">${CUSTOMER_SERVICE_PHONE.display}</a>`;
 * ```
 */
export const CUSTOMER_SERVICE_PHONE = { display: '888 756 9666', href: 'tel:8887569666' } as const;

/**
 * One entry of the help drawer. Support-centre pages (`external`) and the email/chat actions are
 * resolved by the app from its configuration, since their addresses are deployment settings.
 *
 * @example
 * ```ts
 * import type { HelpDrawerItem } from '@pool/account-domain';
 * const item: HelpDrawerItem = { kind: 'external', label: 'Help Center', target: 'help-center' };
 * ```
 */
export type HelpDrawerItem =
  | NavLink
  | { readonly kind: 'external'; readonly label: string; readonly target: 'return-policy' | 'help-center' }
  | { readonly kind: 'text'; readonly label: string; readonly text: string }
  | { readonly kind: 'phone'; readonly label: string; readonly href: string }
  | { readonly kind: 'action'; readonly label: string; readonly action: 'email' | 'chat' };

/**
 * A titled section of the help drawer.
 *
 * @example
 * ```ts
 * import type { HelpDrawerSection } from '@pool/account-domain';
 * const section: HelpDrawerSection = { title: 'Questions?', items: [] };
 * ```
 */
export interface HelpDrawerSection {
  readonly title: string;
  readonly items: readonly HelpDrawerItem[];
}

/**
 * Where 'Track an order' leads: the order list when signed in, else guest tracking.
 *
 * @example
 * ```ts
 * import { trackOrderHref } from '@pool/account-domain';
 * trackOrderHref(true); // '/account/orders'
 * trackOrderHref(false); // '/tracking/status'
 * ```
 */
export function trackOrderHref(loggedIn: boolean): '/account/orders' | '/tracking/status' {
  return loggedIn ? '/account/orders' : '/tracking/status';
}

/**
 * Where 'Return an order' leads: order selection when signed in, else the guest return.
 *
 * @example
 * ```ts
 * import { returnOrderHref } from '@pool/account-domain';
 * returnOrderHref(true); // '/return-an-order/select-an-order'
 * returnOrderHref(false); // '/return-an-order'
 * ```
 */
export function returnOrderHref(loggedIn: boolean): '/return-an-order/select-an-order' | '/return-an-order' {
  return loggedIn ? '/return-an-order/select-an-order' : '/return-an-order';
}

/**
 * The support line and hours the help drawer shows: a deployment's configured ones (an app passes its
 * configuration), by default {@link CUSTOMER_SERVICE_PHONE} and {@link CUSTOMER_SERVICE_HOURS}.
 */
export interface SupportContact {
  readonly phone: { readonly display: string; readonly href: string };
  readonly hours: string;
}

/**
 * The help drawer's sections (spec site-shell.md 2.9) for a signed-in user or a guest: 'Help with an
 * order', 'Help with a product', 'Questions?' and 'Contact us directly' (with `contact`'s hours and
 * phone line: pass the deployment's configured ones).
 *
 * @example
 * ```ts
 * import { helpDrawerSections } from '@pool/account-domain';
 * helpDrawerSections({ loggedIn: false })[0]?.items[0];
 * // { kind: 'link', label: 'Track an order', href: '/tracking/status' }
 * helpDrawerSections({ loggedIn: false }, { phone: { display: '800 555 0100', href: 'tel:8005550100' }, hours: '24/7' })[3]?.items[1];
 * // { kind: 'phone', label: '800 555 0100', href: 'tel:8005550100' }
 * ```
 */
export function helpDrawerSections(
  viewer: { readonly loggedIn: boolean },
  contact: SupportContact = { phone: CUSTOMER_SERVICE_PHONE, hours: CUSTOMER_SERVICE_HOURS },
): HelpDrawerSection[] {
  return [
    {
      title: 'Help with an order',
      items: [
        { kind: 'link', label: 'Track an order', href: trackOrderHref(viewer.loggedIn) },
        { kind: 'link', label: 'Return an order', href: returnOrderHref(viewer.loggedIn) },
        { kind: 'external', label: 'Return Policy', target: 'return-policy' },
      ],
    },
    { title: 'Help with a product', items: [{ kind: 'link', label: "How To's", href: '/blog/how-to.html' }] },
    { title: 'Questions?', items: [{ kind: 'external', label: 'Help Center', target: 'help-center' }] },
    {
      title: 'Contact us directly',
      items: [
        { kind: 'text', label: 'Customer service hours', text: contact.hours },
        { kind: 'phone', label: contact.phone.display, href: contact.phone.href },
        { kind: 'action', label: 'Email Us', action: 'email' },
        { kind: 'action', label: 'Chat with us', action: 'chat' },
      ],
    },
  ];
}
