/**
 * User-visible texts of the cart area, exactly as spec shopping.md writes them (typos, spacing and
 * punctuation included: they are matched by tests and by other teams).
 */

/**
 * The cart toasts of spec shopping.md section 8, keyed by the event that shows them. Note that
 * `addedToCart` starts with a space, as in the spec.
 *
 * @example
 * ```ts
 * toast.success(CART_TOASTS.addedToCart); // ' Added to cart successfully!'
 * ```
 */
export const CART_TOASTS = {
  addedToCart: ' Added to cart successfully!',
  addToCartFailed: 'Added to cart failed!',
  updateFailed: 'Updated to cart failed!',
  deleteFailed: 'Deleted from cart failed!',
  couponAdded: 'Successfully add a coupon',
  couponApplied: 'Successfully added coupon',
  couponApplyFailed: 'Failed to apply coupon',
  couponRemoving: 'Removing a coupon...',
  couponRemoved: 'Successfully removed a coupon',
  couponRemoveFailed: 'Failure removed a coupon',
  subscriptionAdded: 'Subscription added to cart successfully!',
  subscriptionCartCreateFailed: 'Failed to create subscription cart',
  subscriptionAddFailed: 'Failed to add subscription to cart',
  subscriptionUpdateFailed: 'Failed to update subscription',
  subscriptionRemoveFailed: 'Failed to remove subscription',
} as const;

/**
 * Any one of the cart toast texts.
 *
 * @example
 * ```ts
 * const text: CartToast = CART_TOASTS.deleteFailed;
 * ```
 */
export type CartToast = (typeof CART_TOASTS)[keyof typeof CART_TOASTS];

/**
 * Validation and status messages of the cart area (spec shopping.md sections 2, 5 and 8).
 *
 * @example
 * ```ts
 * errors.email = CART_MESSAGES.emailRequired; // 'Email is required.'
 * ```
 */
export const CART_MESSAGES = {
  freeShipping: 'You get Free Shipping!',
  cartEmpty: 'Your cart is empty',
  couponAndCartRequired: 'Coupon and cart id are required',
  couponBanner: "We've added your discount to your cart! It will be active for the next 72 hours.",
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address.',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must have at least 8 letters.',
  nameRequired: 'Name is required.',
  productRequired: 'At least one product is required.',
  invalidZip: 'Please enter a valid zip code',
  emailCartFailed: 'Oops, there was a problem, please try again later',
  sendingEmail: 'Sending Email...',
  notifyMeSuccess: "Done! We'll notify you when zoom+ delivery is available in your area!",
  quoteServerSuccess: 'Quote request submitted successfully',
  quoteUnexpectedResponse: 'Unexpected response from server',
  quoteFailed: 'An error occurred while submitting your request. Please try again.',
  quoteThanks: 'Thank you for your request! We have received your quote request and will contact you soon.',
  quoteSubmitting: 'Submitting...',
  addToCart: 'Add to Cart',
  addingToCart: 'Adding to Cart...',
  addingRelated: 'Adding...',
  deliveryUpdating: 'Updating',
  enterLocation: 'Enter a location',
  delivery: 'Delivery',
  deliveryTo: 'Delivery to',
  open: 'Open',
} as const;

/**
 * Message shown when a quantity typed into a cart line is not a whole number. The spec only says that
 * quantity inputs accept digits only; this text is the store's choice.
 *
 * @example
 * ```ts
 * decideLineQuantity('2.5'); // { kind: 'invalid', message: QUANTITY_DIGITS_ONLY_MESSAGE }
 * ```
 */
export const QUANTITY_DIGITS_ONLY_MESSAGE = 'Quantity must be a whole number';
