import type { CartLineView } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { visuallyHidden } from '@pool/ui';
import { bundleList } from './line-kinds.css';

/** What one kit holds, under its line (docs/decisions/0065); its price is the sum of these. */
export function BundleItems({ line }: { line: CartLineView }) {
  if (!line.bundleItems?.length) return null;
  return (
    <ul className={bundleList} aria-label={`In ${line.title}`}>
      {line.bundleItems.map((item) => (
        <li key={item.sku}>
          {item.quantity} × {item.name}
          {line.priceHidden ? null : ` (${formatMoney(item.unitPrice)} each)`}
        </li>
      ))}
    </ul>
  );
}

/**
 * A sale or custom unit price with the price it replaces struck through (docs/decisions/0065).
 * Screen readers hear 'Sale price $19.99 each, was $24.99'.
 */
export function StruckPrice({ line }: { line: Pick<CartLineView, 'unitPrice' | 'wasPrice' | 'customPrice'> }) {
  return (
    <>
      <span className={visuallyHidden}>{line.customPrice ? 'Quoted price ' : 'Sale price '}</span>
      {formatMoney(line.unitPrice)} each{' '}
      <s data-testid="line-was-price">
        <span className={visuallyHidden}>was </span>
        {formatMoney(line.wasPrice ?? 0)}
      </s>
    </>
  );
}
