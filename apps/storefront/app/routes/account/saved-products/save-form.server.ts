import { z } from 'zod';

/**
 * The fields every saved-product form posts to /resources/saved-product (decision 0033): the product
 * page's and cards' Save (sku only: those pages are cached for all signed-in customers and carry no
 * pool), the pool chooser's Save and the saved lists' Move (`pool`), and Remove.
 * `pool` is a pool id, or `none` for no pool.
 */
export const SaveFormSchema = z.object({
  intent: z.enum(['save', 'remove']).default('save'),
  sku: z.string().min(1).max(64),
  redirectTo: z.string().max(2000).optional(),
  pool: z.string().regex(/^(none|[1-9]\d{0,9})$/).optional(),
});
export type SaveForm = z.infer<typeof SaveFormSchema>;

/**
 * What the form says of the pool: `undefined` when it named none (the Save of a product page or card:
 * the customer has not chosen yet), `null` for "no pool", else the pool id.
 *
 * @example
 * poolChoice(undefined); // undefined
 * poolChoice('none'); // null
 * poolChoice('12'); // 12
 */
export function poolChoice(pool: SaveForm['pool']): number | null | undefined {
  if (pool === undefined) return undefined;
  return pool === 'none' ? null : Number(pool);
}

/** The pool chooser for a product, coming back to `back` afterwards. */
export function chooserHref(sku: string, back: string): string {
  return `/account/saved-products/save?${new URLSearchParams({ sku, redirectTo: back })}`;
}
