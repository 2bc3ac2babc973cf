import { price as priceClass, priceNow, priceSale, priceSavings, priceWas } from './display.css';
import { visuallyHidden } from './button.css';
import { cachedRecipe } from './recipe-cache';

const priceClassOf = cachedRecipe(priceClass);

/** Props of {@link Price}. All amounts arrive already formatted (the rules live in @pool/pricing). */
export interface PriceProps {
  /** The price to pay, formatted ("$19.99"). */
  price: string;
  /** The former price, shown struck through; pass it only when it should show (above `price`). */
  listPrice?: string | null;
  /** The savings text ("Save 20%"). */
  savings?: string | null;
  /** `md` for cards and lines, `lg` for the product page. */
  size?: 'md' | 'lg';
}

/**
 * A price with an optional struck-through list price and savings. Screen readers hear
 * "Sale price $19.99, was $24.99". A plain price is one element (a listing shows 24).
 *
 * @example
 * ```tsx
 * <Price price="$19.99" listPrice="$24.99" savings="Save 20%" />
 * ```
 */
export function Price({ price, listPrice, savings, size }: PriceProps) {
  const reduced = Boolean(listPrice);
  if (!reduced && !savings) return <span className={`${priceClassOf({ size })} ${priceNow}`}>{price}</span>;
  return (
    <span className={priceClassOf({ size })}>
      <span className={reduced ? priceSale : priceNow}>
        {reduced ? <span className={visuallyHidden}>Sale price </span> : null}
        {price}
      </span>
      {reduced ? (
        <s className={priceWas}>
          <span className={visuallyHidden}>was </span>
          {listPrice}
        </s>
      ) : null}
      {savings ? <span className={priceSavings}>{savings}</span> : null}
    </span>
  );
}
