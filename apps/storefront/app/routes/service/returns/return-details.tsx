import { formatDateUtc } from '@pool/account-domain';
import { RETURN_CONDITIONS, RETURN_REASONS, type Return } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { Heading } from '@pool/ui';
import * as css from './returns.css';
import { ColumnHeads } from '../../../components/column-heads';

const labelOf = (options: readonly (readonly [string, string])[], value: string) => options.find(([v]) => v === value)?.[1] ?? value;

/** Where a return's printable label is served (the storefront's own origin; the owner's session only). */
export const returnLabelHref = (id: number) => `/returns/${id}/label.svg`;

/** A return: its number, order, lines, carrier and the printable label (shared by the confirmation and the account page). */
export function ReturnDetails({ ret, headingLevel }: { ret: Return; headingLevel: 2 | 3 }) {
  return (
    <div className={css.stepSection}>
      <p>
        Return <strong>#{ret.id}</strong> for order #{ret.order_id}, requested {formatDateUtc(ret.created_at)}. Status: {ret.status === 'requested' ? 'Requested' : ret.status}.
      </p>
      <table className={css.table}>
        <caption className={css.muted} style={{ textAlign: 'left' }}>Products of return #{ret.id}</caption>
        <ColumnHeads className={css.cell} columns={['Product', 'Quantity', 'Reason', 'Condition', 'Comment']} />
        <tbody>
          {ret.lines.map((line) => (
            <tr key={line.sku}>
              <th className={css.cell} scope="row">{line.title} ({line.sku})</th>
              <td className={css.cell}>{line.quantity}</td>
              <td className={css.cell}>{labelOf(RETURN_REASONS, line.reason)}</td>
              <td className={css.cell}>{labelOf(RETURN_CONDITIONS, line.condition)}</td>
              <td className={css.cell}>{line.comment}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Ship with {ret.carrier} {ret.service} ({formatMoney(Math.round(ret.shipping_amount * 100))}), tracking number {ret.tracking_number}.
      </p>
      <Heading level={headingLevel} size="md">
        Return label
      </Heading>
      <img src={returnLabelHref(ret.id)} alt={`Return shipping label for return #${ret.id}, tracking number ${ret.tracking_number}`} className={css.label} width={400} height={600} />
      <p>
        <a href={returnLabelHref(ret.id)} target="_blank" rel="noreferrer">
          Print the return label
        </a>{' '}
        <span className={css.muted}>(opens the label to print; tape it to the outside of the package)</span>
      </p>
    </div>
  );
}
