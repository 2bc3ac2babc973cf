import { initContract } from '@ts-rest/core';
import { errorResponses } from '../problem.js';
import {
  DeliveryAvailabilityQuerySchema, DeliveryAvailabilitySchema, DeliveryNotifyBodySchema, DeliveryNotifyResultSchema, DeliveryViewSchema,
  DeliveryZipBodySchema,
} from './delivery.schemas.js';

const c = initContract();

/** Delivery by zip: the shopper's zip (kept in the BFF session), the panel's view, availability, notify-me. All private. */
export const bffDeliveryContract = c.router({
  current: {
    method: 'GET',
    path: '/v1/delivery',
    responses: { 200: DeliveryViewSchema, ...errorResponses },
    summary: "The shopper's deliver-to view (header wording, same-day or standard panel)",
  },
  setZip: {
    method: 'PUT',
    path: '/v1/delivery',
    body: DeliveryZipBodySchema,
    responses: { 200: DeliveryViewSchema, ...errorResponses },
    summary: "Deliver to a zip: kept in the session (guests too); 422 'Please enter a valid zip code' leaves the session as it was",
  },
  availability: {
    method: 'GET',
    path: '/v1/delivery/availability',
    query: DeliveryAvailabilityQuerySchema,
    responses: { 200: DeliveryAvailabilitySchema, ...errorResponses },
    summary: "A product's same-day availability for the shopper's zip",
  },
  notify: {
    method: 'POST',
    path: '/v1/delivery/notify',
    body: DeliveryNotifyBodySchema,
    responses: { 200: DeliveryNotifyResultSchema, ...errorResponses },
    summary: 'Notify me when same-day delivery reaches my zip; 422 with errors keyed by field',
  },
});
