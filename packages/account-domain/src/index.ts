/**
 * `@pool/account-domain`: the pure account rules of the pool-supplies store (session and
 * impersonation, orders, tracking, returns, forms, server errors, navigation, recent lists,
 * formatting and the account messages). No I/O, no framework, no clock.
 *
 * @packageDocumentation
 */

export * from './session.js';
export * from './orders.js';
export * from './tracking.js';
export * from './returns.js';
export * from './return-eligibility.js';
export * from './return-link.js';
export * from './forms.js';
export * from './errors.js';
export * from './navigation.js';
export * from './recent-lists.js';
export * from './format.js';
export * from './messages.js';
export * from './address.js';
export * from './password-rule.js';
export * from './account-content.js';
export * from './pool-volume.js';
export * from './profile.js';
