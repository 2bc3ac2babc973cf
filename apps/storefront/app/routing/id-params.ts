/**
 * Row ids read from a page's address (a path segment, a query value). One that the BFF's contract
 * would refuse is a 404 here, thrown before any BFF call.
 */

const ORDER_ID = /^\d{1,10}$/;
const RETURN_ID = /^[1-9][0-9]{0,8}$/;

const notFound = () => new Response(null, { status: 404 });

/**
 * The order of `/account/orders/{orderId}` or `/tracking/{orderId}`, as the BFF takes it.
 *
 * @throws a 404 `Response` when `value` is not 1 to 10 digits.
 * @example
 * ```ts
 * orderIdParam('1042'); // 1042
 * orderIdParam('x'); // throws a 404
 * ```
 */
export function orderIdParam(value: string | undefined): number {
  if (value === undefined || !ORDER_ID.test(value)) throw notFound();
  return Number(value);
}

/**
 * A return's id (`/account/returns/{returnId}`, its label, the confirmation's `?id=`), as the BFF
 * takes it: text.
 *
 * @throws a 404 `Response` when `value` is not a positive whole number of at most 9 digits.
 * @example
 * ```ts
 * returnIdParam('17'); // '17'
 * returnIdParam('017'); // throws a 404
 * ```
 */
export function returnIdParam(value: string | null | undefined): string {
  if (value === undefined || value === null || !RETURN_ID.test(value)) throw notFound();
  return value;
}
