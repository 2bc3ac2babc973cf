import { initContract } from '@ts-rest/core';
import { catalogContract } from './catalog.contract.js';
import { cartContract } from './cart.contract.js';
import { checkoutContract } from './checkout.contract.js';
import { cartLinesContract } from './cart-lines.contract.js';
import { customerContract } from './customer.contract.js';
import { contentContract } from './content.contract.js';
import { searchContract, viewedContract, warrantyContract } from './search.contract.js';
import { mailContract } from './mail.contract.js';
import { deliveryContract } from './delivery.contract.js';
import { accountAccessContract } from './account-access.contract.js';
import { quotesContract } from './quotes.contract.js';
import { poolsContract } from './pools.contract.js';
import { waterTestPhotosContract } from './water-test-photos.contract.js';
import { waterCareContract } from './water-care.contract.js';
import { ordersContract } from './orders.contract.js';
import { returnsContract } from './returns.contract.js';
import { reviewsContract, rewardsContract, savedProductsContract } from './account-content.contract.js';
import { staffContract } from './staff.contract.js';
import { moderationContract } from './moderation.contract.js';
import { accountContract } from './account.contract.js';

const c = initContract();

/** BFF ⇄ commerce-api: the upstream contract. A company with its own upstream implements this. */
export const upstreamContract = c.router(
  {
    catalog: catalogContract, cart: cartContract, customer: customerContract, content: contentContract,
    search: searchContract, warranty: warrantyContract, viewed: viewedContract, checkout: checkoutContract,
    mail: mailContract,
    delivery: deliveryContract,
    cartLines: cartLinesContract,
    accountAccess: accountAccessContract,
    quotes: quotesContract,
    waterTestPhotos: waterTestPhotosContract,
    pools: poolsContract,
    waterCare: waterCareContract,
    orders: ordersContract,
    returns: returnsContract,
    savedProducts: savedProductsContract,
    rewards: rewardsContract,
    reviews: reviewsContract,
    staff: staffContract,
    moderation: moderationContract,
    account: accountContract,
  },
  { strictStatusCodes: true },
);
export type UpstreamContract = typeof upstreamContract;

export * from './cache-purge.schemas.js';
export * from './catalog.schemas.js';
export * from './cart.schemas.js';
export * from './checkout.schemas.js';
export * from './cart-lines.schemas.js';
export * from './customer.schemas.js';
export * from './content.schemas.js';
export * from './search.schemas.js';
export * from './mail.schemas.js';
export * from './delivery.schemas.js';
export * from './quotes.schemas.js';
export * from './pools.schemas.js';
export * from './water-care.schemas.js';
export * from './orders.schemas.js';
export * from './returns.schemas.js';
export * from './account-content.schemas.js';
export * from './staff.schemas.js';
export * from './account.schemas.js';
export { catalogContract, HandleFileSchema } from './catalog.contract.js';
export { cartContract } from './cart.contract.js';
export { checkoutContract } from './checkout.contract.js';
export { cartLinesContract } from './cart-lines.contract.js';
export { customerContract, AuthHeadersSchema } from './customer.contract.js';
export { contentContract } from './content.contract.js';
export { searchContract, viewedContract, warrantyContract } from './search.contract.js';
export { mailContract } from './mail.contract.js';
export { deliveryContract } from './delivery.contract.js';
export * from './account-access.contract.js';
export { quotesContract } from './quotes.contract.js';
export { poolsContract } from './pools.contract.js';
export { waterCareContract } from './water-care.contract.js';
export { ordersContract, TrackingAccessHeadersSchema } from './orders.contract.js';
export { returnsContract } from './returns.contract.js';
export { reviewsContract, rewardsContract, savedProductsContract } from './account-content.contract.js';
export { staffContract } from './staff.contract.js';
export { moderationContract } from './moderation.contract.js';
export { accountContract } from './account.contract.js';
