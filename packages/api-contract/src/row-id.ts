import { z } from 'zod';

/**
 * A path segment that names a row by its id (staff routes: a customer, a product, an audit entry):
 * digits without a leading zero, up to 2147483647 (a PostgreSQL `integer`), read as a number.
 * Anything else fails with `message`, the route's words for an id no row has ('unknown customer').
 * Shared by the BFF's and commerce-api's contracts; not exported from the package.
 */
export const rowIdSegment = (message: string) =>
  z.string().regex(/^[1-9]\d{0,9}$/, message).transform(Number).pipe(z.number().max(2_147_483_647, message));
