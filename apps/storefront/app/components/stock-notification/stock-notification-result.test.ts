import { describe, expect, it } from 'vitest';
import { STOCK_NOTIFICATION_FAILED, stockNotificationFailure, stockNotificationSuccess } from './stock-notification-result';

describe('stockNotificationSuccess', () => {
  it('confirms a new request and a repeat differently', () => {
    expect(stockNotificationSuccess({ email: 'pat@example.com', alreadyRequested: false })).toBe("Thanks! We'll email pat@example.com when this product is back in stock.");
    expect(stockNotificationSuccess({ email: 'pat@example.com', alreadyRequested: true })).toMatch(/^You're already on the list/);
  });
});

describe('stockNotificationFailure', () => {
  it('shows what the shopper can act on', () => {
    expect(stockNotificationFailure(422, { title: 'Invalid email address.', status: 422, errors: { email: ['Invalid email address.'] } })).toBe('Invalid email address.');
    expect(stockNotificationFailure(409, { title: 'This product is in stock: you can order it now.', status: 409 })).toBe('This product is in stock: you can order it now.');
  });

  it('is generic for everything else', () => {
    expect(stockNotificationFailure(503, { title: 'Service Unavailable', status: 503 })).toBe(STOCK_NOTIFICATION_FAILED);
    expect(stockNotificationFailure(404, { title: 'Not Found', status: 404 })).toBe(STOCK_NOTIFICATION_FAILED);
    expect(stockNotificationFailure(422, 'text')).toBe(STOCK_NOTIFICATION_FAILED);
  });
});
