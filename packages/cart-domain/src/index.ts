export { CART_TOASTS, CART_MESSAGES, QUANTITY_DIGITS_ONLY_MESSAGE } from './messages.js';
export type { CartToast } from './messages.js';
export {
  FREE_SHIPPING_THRESHOLD,
  FREE_SHIPPING_THRESHOLD_CENTS,
  SHIPPING_FEE,
  SHIPPING_FEE_CENTS,
  freeShippingBanner,
  shippingFee,
  ECONOMY_FEE_CENTS,
  SAME_DAY_FEE_CENTS,
  shippingPrice,
} from './free-shipping.js';
export type { FreeShippingBanner, ShippingMethod } from './free-shipping.js';
export {
  PER_PRODUCT_LIMIT,
  MINI_CART_LINE_INVENTORY,
  lineQuantityCap,
  decideLineQuantity,
  quoteQuantity,
  cartItemCount,
  digitsOnly,
  isNumericKey,
} from './quantity.js';
export type { QuantityDecision } from './quantity.js';
export {
  SUBSCRIPTION_PERIODS,
  isSubscriptionPeriod,
  subscriptionPeriodLabel,
  PROTECTION_PLAN_PREFIX,
  isProtectionPlan,
  protectionPlanTerm,
  isServiceSku,
  lineKind,
  lineActions,
  bundleTotal,
} from './line-kinds.js';
export type { SubscriptionPeriod, CartLineKind, CartLineKindInput, BundledItem } from './line-kinds.js';
export { customLinePrice, struckLinePrice } from './line-price.js';
export { beginLineUpdate, endLineUpdate, isLineBusy } from './line-locks.js';
export type { LineLocks, LineUpdateStart } from './line-locks.js';
export {
  COUPON_ACTIVE_HOURS,
  COUPON_BANNER_MESSAGE,
  COUPON_REQUIRED_MESSAGE,
  applyCouponRequest,
  enterCoupon,
  stagedCouponAfterCartCreated,
  couponActiveUntil,
  isCouponActive,
  UNKNOWN_COUPON_TITLE,
  couponRefusal,
  couponDiscount,
  couponStackRefusal,
} from './coupons.js';
export type { CouponRequest, CouponEntry, CouponType, CouponTerms, CouponRefusal } from './coupons.js';
export { INITIAL_CART_ID_STATE, reduceCartId, cartIdForAdd } from './cart-id.js';
export type { CartIdState, CartIdEvent } from './cart-id.js';
export {
  DEFAULT_STORE_TIME_ZONE,
  SAME_DAY_CUTOFF_HOUR,
  NEXT_DAY_DELIVERY_HOUR,
  LOCATION_IMAGE_IDS,
  DELIVERY_SERVICES,
  hasShippingOptions,
  isSameDayEligible,
  hasLocationImage,
  deliveryHeader,
  deliveryMode,
  zonedDateTime,
  isBusinessDay,
  addBusinessDays,
  isoDate,
  sameDayWindow,
  deliveryEstimate,
  locationPageUrl,
  MAP_DEFAULT_ZOOM,
  storeMapUrl,
  cityPageLink,
  zonedInstant,
  sameDayCutoff,
  formatCountdown,
} from './delivery.js';
export type { ShippingOptions, Destination, InYourHands, DeliveryService, LocalDate, DeliveryHeader, SameDayWindow } from './delivery.js';
export {
  EMAIL_CART_MESSAGE_MIN_LENGTH,
  isValidEmail,
  emailError,
  validateEmailCart,
  canSubmit,
  validateNotifyMe,
  validateChatRequest,
  validateQuoteForm,
  validateQuoteRequest,
  checkZipInput,
  checkZipLookup,
  canAddToCart,
  normalizeZip,
} from './validation.js';
export type { FieldErrors, Validation, QuoteContact, QuoteProductLine } from './validation.js';
export { quoteResponseOutcome, emailCartErrorMessage, notifyMeErrorMessage } from './responses.js';
export type { QuoteOutcome } from './responses.js';
export { RELATED_TITLE_MAX_LENGTH, CROSS_SALE_LIMIT, TITLE_ELLIPSIS, truncateTitle, crossSaleList, isOutOfStock } from './related.js';
export type { RelatedProduct } from './related.js';
export { FRAUD_SESSION_ID_MAX_LENGTH, sanitizeFraudSessionId, fraudSessionId } from './fraud.js';
export { cardDigits, passesLuhn, cardBrand, isExpired, checkCard, parseExpiry } from './card.js';
export type { CardBrand, CardInput, CheckedCard, CardErrors } from './card.js';
export { SHIPPING_METHODS, isShippingMethod, CHECKOUT_MESSAGES, checkoutRefusal } from './checkout.js';
export type { CheckoutRefusal } from './checkout.js';
export { mergeCarts, combineLines, mergeCoupons, mergedLineCap } from './cart-merge.js';
export type { MergeCart, MergeLine, MergeCustomItem, MergeCoupon, MergeStock, MergedLine, MergedCart } from './cart-merge.js';
