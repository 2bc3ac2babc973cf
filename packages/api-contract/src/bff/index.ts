import { initContract } from '@ts-rest/core';
import { bffCartContract } from './cart.contract.js';
import { bffCartLinesContract } from './cart-lines.contract.js';
import { bffCatalogContract } from './catalog.contract.js';
import { bffCheckoutContract } from './checkout.contract.js';
import { sessionContract } from './session.contract.js';
import { shellContract } from './shell.contract.js';
import { siteContract } from './site.contract.js';
import { bffMailContract } from './mail.contract.js';
import { bffDeliveryContract } from './delivery.contract.js';
import { accountAccessContract as bffAccountAccessContract } from './account-access.contract.js';
import { bffQuotesContract } from './quotes.contract.js';
import { bffPoolsContract } from './pools.contract.js';
import { bffWaterTestPhotosContract } from './water-test-photos.contract.js';
import { bffWaterCareContract } from './water-care.contract.js';
import { bffOrdersContract } from './orders.contract.js';
import { bffReturnsContract } from './returns.contract.js';
import { bffAccountContentContract } from './account-content.contract.js';
import { bffStaffContract } from './staff.contract.js';
import { bffModerationContract } from './moderation.contract.js';
import { bffAccountContract } from './account.contract.js';

const c = initContract();

/** storefront ⇄ BFF: the storefront's only API. */
export const bffContract = c.router(
  {
    shell: shellContract, site: siteContract, session: sessionContract, cart: bffCartContract, catalog: bffCatalogContract, mail: bffMailContract,
    delivery: bffDeliveryContract, cartLines: bffCartLinesContract, checkout: bffCheckoutContract,
    accountAccess: bffAccountAccessContract,
    quotes: bffQuotesContract,
    pools: bffPoolsContract,
    waterTestPhotos: bffWaterTestPhotosContract,
    waterCare: bffWaterCareContract,
    orders: bffOrdersContract,
    returns: bffReturnsContract,
    accountContent: bffAccountContentContract,
    staff: bffStaffContract,
    moderation: bffModerationContract,
    account: bffAccountContract,
  },
  { strictStatusCodes: true },
);
export type BffContract = typeof bffContract;

export * from './shell.schemas.js';
export * from './site.schemas.js';
export * from './session.schemas.js';
export * from './catalog.schemas.js';
export * from './cart.schemas.js';
export * from './checkout.schemas.js';
export * from './delivery.schemas.js';
export * from './staff.schemas.js';
export * from './account.schemas.js';
export { bffModerationContract } from './moderation.contract.js';
export { shellContract } from './shell.contract.js';
export { siteContract } from './site.contract.js';
export { sessionContract } from './session.contract.js';
export { bffCartContract } from './cart.contract.js';
export { bffCartLinesContract } from './cart-lines.contract.js';
export { bffCatalogContract } from './catalog.contract.js';
export { bffCheckoutContract } from './checkout.contract.js';
export { bffMailContract, EmailCartFormSchema, EmailCartSentSchema, StockNotificationViewSchema } from './mail.contract.js';
export type { EmailCartSent, StockNotificationView } from './mail.contract.js';
export { bffDeliveryContract };
export {
  accountAccessContract as bffAccountAccessContract, SessionRegisterBodySchema, SessionRegisterResultSchema, SessionForgotBodySchema,
  SessionMailSentSchema, SessionResetBodySchema, SessionSignedInSchema, SessionLoginLinkBodySchema, SessionAutoLoginBodySchema,
} from './account-access.contract.js';
export { bffQuotesContract, QuoteRequestFormSchema, QuoteViewSchema, type QuoteView } from './quotes.contract.js';
export { bffPoolsContract, FitsQuerySchema, FitsViewSchema, PoolPartsViewSchema, type FitsView, type PoolPartsView } from './pools.contract.js';
export { bffWaterTestPhotosContract } from './water-test-photos.contract.js';
export { bffWaterCareContract, WaterCarePlanViewSchema, WaterCarePlanCartBodySchema } from './water-care.contract.js';
export type { WaterCarePlanView, WaterCarePlanCartBody } from './water-care.contract.js';
export { bffOrdersContract, OrderListFormSchema, ReorderResultSchema, OrderFoundSchema } from './orders.contract.js';
export type { ReorderResult } from './orders.contract.js';
export { bffReturnsContract, ReturnFormBodySchema, ReturnLookupBodySchema } from './returns.contract.js';
export type { ReturnFormBody, ReturnLookupBody } from './returns.contract.js';
export { bffAccountContentContract, SavedProductsViewSchema, RewardsAccountViewSchema } from './account-content.contract.js';
export type { SavedProductsView, RewardsAccountView } from './account-content.contract.js';
export { bffStaffContract } from './staff.contract.js';
export { bffAccountContract } from './account.contract.js';
