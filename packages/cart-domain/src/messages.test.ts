import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, CART_TOASTS } from './messages.js';

describe('cart toasts', () => {
  it('are the texts of spec shopping.md section 8, in order and verbatim', () => {
    expect(Object.values(CART_TOASTS)).toEqual([
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
    ]);
  });

  it('keeps the leading space of the add-to-cart success toast', () => {
    expect(CART_TOASTS.addedToCart.startsWith(' ')).toBe(true);
  });
});

describe('cart messages', () => {
  it('match the spec wording', () => {
    expect(CART_MESSAGES).toMatchObject({
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
    });
  });
});
