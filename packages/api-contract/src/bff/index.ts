import { initContract } from '@ts-rest/core';
import { pagesContract } from './pages.contract.js';
import { bffCartContract } from './cart.contract.js';
import { sessionContract, siteContract } from './shell.contract.js';
import { bffCatalogContract } from './catalog.contract.js';

const c = initContract();

/** storefront ⇄ BFF: the storefront's only API. */
export const bffContract = c.router({ pages: pagesContract, cart: bffCartContract, site: siteContract, session: sessionContract, catalog: bffCatalogContract }, { strictStatusCodes: true });
export type BffContract = typeof bffContract;

export * from './views.schemas.js';
export * from './shell.schemas.js';
export * from './shell.pages.schemas.js';
export * from './catalog.schemas.js';
export { pagesContract } from './pages.contract.js';
export { bffCartContract } from './cart.contract.js';
export { sessionContract, siteContract } from './shell.contract.js';
export { bffCatalogContract } from './catalog.contract.js';
