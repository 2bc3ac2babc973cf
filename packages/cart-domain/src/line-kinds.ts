/**
 * Kinds of cart lines: subscriptions and their periods, protection plans, service add-ons, bundles.
 */
import { toCents, type Cents } from '@pool/pricing';

/**
 * Subscription periods and the labels the cart shows for them.
 *
 * @example
 * ```ts
 * SUBSCRIPTION_PERIODS.QUARTERLY; // 'Every 3 Months'
 * ```
 */
export const SUBSCRIPTION_PERIODS = {
  MONTHLY: 'Monthly',
  QUARTERLY: 'Every 3 Months',
  SEMI_ANNUALLY: 'Every 6 Months',
  ANNUALLY: 'Every 12 Months',
} as const;

/**
 * One of the four subscription periods.
 *
 * @example
 * ```ts
 * const period: SubscriptionPeriod = 'MONTHLY';
 * ```
 */
export type SubscriptionPeriod = keyof typeof SUBSCRIPTION_PERIODS;

/**
 * Type guard for upstream period strings.
 *
 * @example
 * ```ts
 * isSubscriptionPeriod('ANNUALLY'); // true
 * isSubscriptionPeriod('WEEKLY'); // false
 * ```
 */
export function isSubscriptionPeriod(value: unknown): value is SubscriptionPeriod {
  return typeof value === 'string' && Object.hasOwn(SUBSCRIPTION_PERIODS, value);
}

/**
 * Label of a subscription period; `null` for a missing or unknown period.
 *
 * @example
 * ```ts
 * subscriptionPeriodLabel('SEMI_ANNUALLY'); // 'Every 6 Months'
 * subscriptionPeriodLabel(null); // null
 * ```
 */
export function subscriptionPeriodLabel(period: string | null | undefined): string | null {
  return isSubscriptionPeriod(period) ? SUBSCRIPTION_PERIODS[period] : null;
}

/**
 * Prefix of extended-protection-plan product names; the cart drops it to show the plan's term.
 *
 * @example
 * ```ts
 * name.startsWith(PROTECTION_PLAN_PREFIX);
 * ```
 */
export const PROTECTION_PLAN_PREFIX = 'Extend Protection Plan';

/**
 * Whether a line's name is an extended protection plan.
 *
 * @example
 * ```ts
 * isProtectionPlan('Extend Protection Plan - 3 Years'); // true
 * ```
 */
export function isProtectionPlan(name: string | null | undefined): boolean {
  return typeof name === 'string' && name.trimStart().startsWith(PROTECTION_PLAN_PREFIX);
}

/**
 * A protection plan's name without the 'Extend Protection Plan' prefix, i.e. its term, with the
 * separator after the prefix (spaces, '-', '–', '—', ':', '|') dropped. Other names come back unchanged.
 *
 * @example
 * ```ts
 * protectionPlanTerm('Extend Protection Plan - 3 Years'); // '3 Years'
 * protectionPlanTerm('Pool Pump'); // 'Pool Pump'
 * ```
 */
export function protectionPlanTerm(name: string): string {
  if (!isProtectionPlan(name)) return name;
  return name
    .trimStart()
    .slice(PROTECTION_PLAN_PREFIX.length)
    .replace(/^[\s\-–—:|]+/, '')
    .trimEnd();
}

/**
 * Whether a sku is a service add-on: its sku contains 'service' (in any letter case).
 *
 * @example
 * ```ts
 * isServiceSku('pump-install-service'); // true
 * isServiceSku('PUMP-1'); // false
 * ```
 */
export function isServiceSku(sku: string | null | undefined): boolean {
  return typeof sku === 'string' && sku.toLowerCase().includes('service');
}

/**
 * The kinds of line a cart shows differently.
 *
 * @example
 * ```ts
 * const kind: CartLineKind = lineKind({ sku: 'CHLOR-25', is_subscription: true });
 * ```
 */
export type CartLineKind = 'subscription' | 'bundle' | 'protection_plan' | 'service' | 'product';

/**
 * What {@link lineKind} reads of a line: its sku, its name (`product_view.title` or the bundled
 * item's name), whether it is a subscription and whether it comes from the cart's bundled products.
 *
 * @example
 * ```ts
 * const line: CartLineKindInput = { sku: 'EXT-3Y', name: 'Extend Protection Plan - 3 Years' };
 * ```
 */
export interface CartLineKindInput {
  sku: string;
  name?: string | null;
  is_subscription?: boolean;
  bundled?: boolean;
}

/**
 * Classifies a cart line. A subscription flag wins, then bundle membership, then the
 * protection-plan name, then a service sku; anything else is a plain product.
 *
 * @example
 * ```ts
 * lineKind({ sku: 'EXT-3Y', name: 'Extend Protection Plan - 3 Years' }); // 'protection_plan'
 * lineKind({ sku: 'install-service' }); // 'service'
 * lineKind({ sku: 'PUMP-1', name: 'Pump' }); // 'product'
 * ```
 */
export function lineKind(line: CartLineKindInput): CartLineKind {
  if (line.is_subscription) return 'subscription';
  if (line.bundled) return 'bundle';
  if (isProtectionPlan(line.name)) return 'protection_plan';
  if (isServiceSku(line.sku)) return 'service';
  return 'product';
}

/**
 * Which store actions change a line: subscription lines use their own update and delete actions.
 *
 * @example
 * ```ts
 * lineActions({ is_subscription: true }); // { update: 'updateSubscriptionInCart', remove: 'deleteSubscriptionFromCart' }
 * ```
 */
export function lineActions(line: { is_subscription?: boolean }):
  | { update: 'updateSubscriptionInCart'; remove: 'deleteSubscriptionFromCart' }
  | { update: 'updateCartItem'; remove: 'deleteCartItem' } {
  return line.is_subscription
    ? { update: 'updateSubscriptionInCart', remove: 'deleteSubscriptionFromCart' }
    : { update: 'updateCartItem', remove: 'deleteCartItem' };
}

/**
 * An item of a bundle line as upstream sends it (price in dollars).
 *
 * @example
 * ```ts
 * const item: BundledItem = { id: 'b1', sku: 'FILTER-1', name: 'Filter', price: 49.99, quantity: 1, is_subscription: false };
 * ```
 */
export interface BundledItem {
  id: string;
  sku: string;
  name: string;
  price: number;
  quantity: number;
  is_subscription: boolean;
}

/**
 * Total of a bundle in cents: the sum of its items' price times quantity.
 *
 * @example
 * ```ts
 * bundleTotal([{ id: 'a', sku: 'A', name: 'A', price: 9.99, quantity: 2, is_subscription: false }]); // 1998
 * ```
 */
export function bundleTotal(items: readonly BundledItem[]): Cents {
  return items.reduce((sum, item) => sum + toCents(item.price) * Math.max(0, item.quantity), 0);
}
