import { style } from '@vanilla-extract/css';

/**
 * A list without bullets or indent whose items stack `gap` apart (cart lines, coupons, orders, the
 * footer's links, the account sidebar...). Called from a `.css.ts` file, like `style` itself.
 *
 * @example
 * ```ts
 * export const orderList = stackedList(vars.space.sm);
 * ```
 */
export function stackedList(gap?: string): string {
  return style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', ...(gap === undefined ? {} : { gap }) });
}
