import { atom } from 'jotai';

/**
 * The coupon banner the shopper dismissed, by the `couponActiveUntil` it was shown for: a coupon
 * applied later shows the banner again.
 */
export const dismissedCouponBannerAtom = atom<string | null>(null);
