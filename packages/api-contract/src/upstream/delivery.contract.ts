import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import { InYourHandsBodySchema, InYourHandsSchema, LocationNotificationBodySchema, LocationNotificationSchema } from './delivery.schemas.js';

const c = initContract();

/** Delivery calls of the main API (spec shopping.md 7 "Delivery"). */
export const deliveryContract = c.router({
  inYourHands: {
    method: 'POST',
    path: '/api/delivery/in-your-hands',
    body: InYourHandsBodySchema,
    responses: { 200: InYourHandsSchema, ...errorResponses },
    summary: "What a zip gets: its city, the same-day zone's delivery and pickup ids, and a product's stock there; 422 'Please enter a valid zip code' for a zip that does not exist",
  },
  notify: {
    method: 'POST',
    path: '/api/location-notifications',
    body: LocationNotificationBodySchema,
    responses: { 201: LocationNotificationSchema, 200: LocationNotificationSchema, ...errorResponses },
    summary: 'Notify me when same-day delivery reaches my zip: 201 stored, 200 already stored, 422 with errors keyed by field',
  },
});
