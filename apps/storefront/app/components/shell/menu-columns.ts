/**
 * Rows per column of a category submenu (spec site-shell.md 2.7): 4 rows for short lists, then 7,
 * then 16, and a third of the list when it has over 40 items, so a submenu never needs more than
 * three columns (a 40-item list fills 16 + 16 + 8).
 *
 * @example
 * ```ts
 * menuRowsPerColumn(9); // 4
 * menuRowsPerColumn(20); // 7
 * menuRowsPerColumn(40); // 16
 * menuRowsPerColumn(45); // 15
 * ```
 */
export function menuRowsPerColumn(count: number): number {
  if (count <= 12) return 4;
  if (count <= 21) return 7;
  if (count <= 40) return 16;
  return Math.ceil(count / 3);
}

/**
 * Splits a submenu's items into columns of {@link menuRowsPerColumn} rows, in reading order (down
 * the first column, then the next).
 *
 * @example
 * ```ts
 * menuColumns(['a', 'b', 'c', 'd', 'e']); // [['a', 'b', 'c', 'd'], ['e']]
 * ```
 */
export function menuColumns<T>(items: readonly T[]): T[][] {
  const rows = menuRowsPerColumn(items.length);
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += rows) columns.push(items.slice(start, start + rows));
  return columns;
}
