/** Largest value of a Postgres `integer`: the type of every numeric id column (products, customers). */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * Whether a number can be the id of a row at all. The contract's ids are any positive integer, but
 * Postgres refuses a parameter beyond the `integer` range with an error (a 500) instead of finding
 * nothing: such an id names nothing, and callers answer it as unknown without asking the database.
 *
 * @example
 * isRowId(42); // true
 * isRowId(2 ** 31); // false
 */
export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}
