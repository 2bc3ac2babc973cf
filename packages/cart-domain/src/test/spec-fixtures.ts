/**
 * Test fixture: the spec's lists of texts of the cart area (spec shopping.md), copied letter for letter,
 * typos, spacing and punctuation included. The tests compare the package's constants against these, so a
 * constant that drifts from the spec fails; change a text here only when the spec changes it.
 */

/** The cart toasts of section 8, in the spec's order; the first starts with a space. */
export const SPEC_CART_TOASTS = [
  ' Added to cart successfully!',
  'Added to cart failed!',
  'Updated to cart failed!',
  'Deleted from cart failed!',
  'Successfully add a coupon',
  'Successfully added coupon',
  'Failed to apply coupon',
  'Removing a coupon...',
  'Successfully removed a coupon',
  'Failure removed a coupon',
  'Subscription added to cart successfully!',
  'Failed to create subscription cart',
  'Failed to add subscription to cart',
  'Failed to update subscription',
  'Failed to remove subscription',
];

/** Validation and status texts of sections 2, 5 and 8, under the keys of `CART_MESSAGES`. */
export const SPEC_CART_MESSAGES = {
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
};

/** The four subscription periods and their labels, section 3 ("Subscription periods"). */
export const SPEC_SUBSCRIPTION_PERIODS = {
  MONTHLY: 'Monthly',
  QUARTERLY: 'Every 3 Months',
  SEMI_ANNUALLY: 'Every 6 Months',
  ANNUALLY: 'Every 12 Months',
};
