import type { PriceViewWire } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { Link, Price } from '@pool/ui';
import { hidden, hiddenMessage } from './product-price.css';

/** The store's phone line for in-store sales (spec: customer service phone 888 756 9666). */
export const STORE_PHONE = { display: '888 756 9666', href: 'tel:+18887569666' } as const;

/**
 * A product price as the BFF resolved it for this viewer: the amount with a list price and savings
 * when the rules of @pool/pricing kept them, or, for a hidden price, the in-store texts and a phone link.
 */
export function ProductPrice({ price, size }: { price: PriceViewWire; size?: 'md' | 'lg' }) {
  if (price.visibility === 'hidden') {
    return (
      <span className={hidden}>
        <span className={hiddenMessage}>{price.message}</span>
        <span>
          {price.phoneLabel}:{' '}
          <Link href={STORE_PHONE.href}>{STORE_PHONE.display}</Link>
        </span>
      </span>
    );
  }
  return (
    <Price
      size={size}
      price={formatMoney(price.price)}
      listPrice={price.listPrice !== null ? formatMoney(price.listPrice) : null}
      savings={price.savingsPercent !== null ? `Save ${price.savingsPercent}%` : null}
    />
  );
}
