import { z } from 'zod';

const digits = (field: string) =>
  z
    .string({ required_error: `${field} is required` })
    .trim()
    .regex(/^\d{1,6}$/, `${field} must be a whole number`)
    .transform(Number);

const redirectTo = z.string().optional();
const productId = digits('productId').pipe(z.number().int().positive('Unknown product'));
const addedQuantity = digits('Quantity').pipe(z.number().min(1, 'Quantity must be at least 1')).default('1');
/** Set by the hydrated form, one per add the shopper makes: a retry of it adds nothing twice. */
const idempotencyKey = z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'Invalid request').optional();
const lineId = z.string().uuid('Unknown cart line');
/** A line's new quantity: a product line's and a subscription line's alike. */
const lineQuantity = { lineId, quantity: digits('Quantity'), redirectTo };
/** A line to remove: a product line or a subscription line. */
const lineRemoval = { lineId, redirectTo };

/**
 * The cart mutations a form can ask for, by `intent`. Quantities arrive as form text and are checked
 * here only for shape; the BFF applies the business limits (caps, stock) and answers problem+json.
 */
export const CartIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), productId, quantity: addedQuantity, redirectTo, idempotencyKey }),
  z.object({ intent: z.literal('update'), ...lineQuantity }),
  z.object({ intent: z.literal('remove'), ...lineRemoval }),
  // Subscription and protection-plan lines (docs/decisions/0020): their own intents and BFF routes.
  z.object({
    intent: z.literal('subscribe'),
    sku: z.string({ required_error: 'Unknown product' }).trim().min(1, 'Unknown product').max(64, 'Unknown product'),
    quantity: addedQuantity,
    period: z.enum(['MONTHLY', 'QUARTERLY', 'SEMI_ANNUALLY', 'ANNUALLY'], { errorMap: () => ({ message: 'Choose how often to receive it' }) }),
    redirectTo,
    idempotencyKey,
  }),
  z.object({ intent: z.literal('updateSubscription'), ...lineQuantity }),
  z.object({ intent: z.literal('removeSubscription'), ...lineRemoval }),
  z.object({
    intent: z.literal('addPlan'),
    productId,
    plan: z.string({ required_error: 'Unknown protection plan' }).trim().min(1, 'Unknown protection plan').max(64, 'Unknown protection plan'),
    redirectTo,
  }),
  z.object({ intent: z.literal('removePlan'), planId: z.string().uuid('Unknown protection plan'), redirectTo }),
  z.object({
    intent: z.literal('apply-coupon'),
    // An empty code reaches the BFF, which answers 'Coupon and cart id are required' (cart-domain).
    coupon: z.string().trim().max(64, 'Coupon codes have at most 64 characters').default(''),
    redirectTo,
  }),
  z.object({ intent: z.literal('remove-coupon'), coupon: z.string().trim().min(1, 'Coupon and cart id are required').max(64), redirectTo }),
]);

export type CartIntent = z.infer<typeof CartIntentSchema>;

/**
 * Reads a cart form: the intent, or the first validation message.
 *
 * @example
 * ```ts
 * const form = new FormData();
 * form.set('intent', 'add'); form.set('productId', '12'); form.set('quantity', '2');
 * parseCartIntent(form); // { ok: true, intent: { intent: 'add', productId: 12, quantity: 2 } }
 * ```
 */
export function parseCartIntent(form: FormData): { ok: true; intent: CartIntent } | { ok: false; message: string } {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
  const result = CartIntentSchema.safeParse(fields);
  if (result.success) return { ok: true, intent: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid request' };
}
