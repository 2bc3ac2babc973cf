export { toCents, toDollars, formatMoney, parseMoney } from './money.js';
export type { Cents } from './money.js';
export {
  HIDDEN_PRICE_MESSAGE,
  HIDDEN_PRICE_PHONE_LABEL,
  resolvePrice,
  unitPrice,
  isPriceHiddenFrom,
  rewardPoints,
  savingsPercent,
  findTier,
  isOnSale,
} from './price.js';
export type { PricingTier, PricingInput, Viewer, PriceView } from './price.js';
export { BADGE_TYPES, OUT_OF_STOCK_BADGE, ON_SALE_BADGE, isBadgeType, badgeFromFields, productBadge } from './badge.js';
export type { BadgeType, Badge, BadgeInput } from './badge.js';
