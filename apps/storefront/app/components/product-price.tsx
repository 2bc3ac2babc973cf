import { formatMoney } from '@pool/pricing';
import { Link, Price } from '@pool/ui';
import type { CardPrice } from './product-card-view';
import { useShell } from './shell/use-shell';
import { hidden, hiddenMessage } from './product-price.css';

/** A hidden price: the in-store texts and a link to the configured phone line (the shell's `site`). */
function HiddenPrice({ price }: { price: Extract<CardPrice, { visibility: 'hidden' }> }) {
  const phone = useShell()?.site.support.phone;
  return (
    <span className={hidden}>
      <span className={hiddenMessage}>{price.message}</span>
      <span>
        {price.phoneLabel}
        {phone ? (
          <>
            :{' '}
            <Link href={phone.href}>{phone.display}</Link>
          </>
        ) : null}
      </span>
    </span>
  );
}

/**
 * A product price as the BFF resolved it for this viewer: the amount with a list price and savings
 * when the rules of @pool/pricing kept them, or, for a hidden price, the in-store texts and a link to
 * the configured phone line. Only a hidden price reads the shell (a listing renders 24 prices).
 */
export function ProductPrice({ price, size }: { price: CardPrice; size?: 'md' | 'lg' }) {
  if (price.visibility === 'hidden') return <HiddenPrice price={price} />;
  return (
    <Price
      size={size}
      price={formatMoney(price.price)}
      listPrice={price.listPrice !== null ? formatMoney(price.listPrice) : null}
      savings={price.savingsPercent !== null ? `Save ${price.savingsPercent}%` : null}
    />
  );
}
