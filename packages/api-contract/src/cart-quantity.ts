import { PER_PRODUCT_LIMIT } from '@pool/cart-domain';
import { z } from 'zod';

/**
 * The quantities the cart's writes take, with the messages of their refusals: the BFF's routes and
 * commerce-api's refuse a quantity in the same words. Not exported from the package (the routes'
 * schemas are).
 */

/** A whole number of units. */
export const QuantitySchema = z.number({ invalid_type_error: 'quantity must be a number' }).int('quantity must be a whole number');

/** Units of one product a line may hold: 1 to cart-domain's per-product cap. */
export const LineQuantitySchema = QuantitySchema.min(1, 'quantity must be at least 1').max(PER_PRODUCT_LIMIT, `quantity may be at most ${PER_PRODUCT_LIMIT}`);

/** A line's new quantity as the storefront sets it: 0 removes the line; the BFF caps the rest. */
export const QuantityToSetSchema = QuantitySchema.min(0, 'quantity may not be negative').max(100_000);
