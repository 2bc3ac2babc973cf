import { z } from 'zod';
import { LineQuantitySchema } from '../cart-quantity.js';

/**
 * Bodies of the cart's subscription and protection-plan calls (spec shopping.md section 7;
 * docs/decisions/0020). A period is sent as text and checked by the service, so an unknown one is a
 * 422 with the accepted periods named, like every other refused business value.
 */
const Sku = z.string().trim().min(1, 'sku is required').max(64, 'sku is too long');
const Period = z.string().max(32, 'unknown period');

export const CreateSubscriptionCartBodySchema = z.object({
  sku: Sku,
  quantity: LineQuantitySchema,
  sessionId: z.string().min(8).max(128),
  customer_id: z.number().int().positive().nullable().optional(),
  period: Period,
});
export const AddSubscriptionBodySchema = z.object({
  sku: Sku,
  quantity: LineQuantitySchema,
  period: Period,
  /** The signed-in customer adding the line; without one, `hide_price` products are refused (422). */
  customer_id: z.number().int().positive().nullable().optional(),
});
export const UpdateSubscriptionBodySchema = z.object({ quantity: LineQuantitySchema });

export const AddProtectionPlanBodySchema = z.object({
  /** The product the plan protects; added to the cart (quantity 1) when it holds no line of it. */
  product_id: z.number().int().positive(),
  /** The offer's id or sku as the warranty-offers service gave it; its price is looked up again. */
  plan: z.string().trim().min(1, 'plan is required').max(64, 'unknown plan'),
  customer_id: z.number().int().positive().nullable().optional(),
});
