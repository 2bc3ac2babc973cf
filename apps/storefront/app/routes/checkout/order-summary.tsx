import type { CheckoutView } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { Section } from '@pool/ui';
import { summaryBox, summaryImage, summaryLine, summaryLines, totalRow, totals as totalsClass } from './checkout.css';

type Totals = CheckoutView['totals'];
type Line = CheckoutView['lines'][number];

/**
 * The lines and totals of a checkout or a placed order, every amount as the server computed it.
 * `updating` (new totals on their way after the state, zip or shipping method changed) marks the
 * section `aria-busy`, so assistive technology waits for the new figures.
 */
export function OrderSummary({ lines, totals, couponCodes, title = 'Order Summary', updating = false }: { lines: Line[]; totals: Totals; couponCodes: string[]; title?: string; updating?: boolean }) {
  return (
    <Section headingId="order-summary-title" title={title} size="md" className={summaryBox} aria-busy={updating || undefined}>
      <ul className={summaryLines}>
        {lines.map((line) => (
          <li key={line.sku + (line.periodLabel ?? '')} className={summaryLine}>
            <img className={summaryImage} src={line.imageUrl} alt="" width={48} height={48} loading="lazy" />
            <span>
              <a href={line.href}>{line.title}</a>
              <br />
              Qty {line.quantity}
              {line.periodLabel ? ` · ${line.periodLabel}` : ''}
            </span>
            <span>{formatMoney(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={totalsClass}>
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
        {totals.discount > 0 ? (
          <>
            <dt>Discount{couponCodes.length > 0 ? ` (${couponCodes.join(', ')})` : ''}</dt>
            <dd>−{formatMoney(totals.discount)}</dd>
          </>
        ) : null}
        <dt>Shipping</dt>
        <dd>{totals.shipping === 0 ? 'Free' : formatMoney(totals.shipping)}</dd>
        <dt>Tax{totals.taxRate !== null ? ` (${totals.taxRate}%)` : ''}</dt>
        <dd>{totals.taxRate === null && totals.tax === 0 ? 'With your address' : formatMoney(totals.tax)}</dd>
        <dt className={totalRow}>Total</dt>
        <dd className={totalRow} data-testid="order-total">
          {formatMoney(totals.total)}
        </dd>
      </dl>
    </Section>
  );
}
