import { formatDateUtc } from '@pool/account-domain';
import type { PointsTransaction, PointsTransactions, RewardProduct } from '@pool/api-contract';
import { Button, Section } from '@pool/ui';
import { Form, Link as RemixLink } from '@remix-run/react';
import { Pager } from '../../../components/pager';
import { grid } from '../../../components/layout.css';
import { cell, rewardCard, rewardImage, table } from './rewards.css';
import { ColumnHeads } from '../../../components/column-heads';

/**
 * The reward products, each with its cost; with `balance`, a Redeem button (enabled when the points reach
 * the cost) whose form posts `attemptKey`, so a double submit redeems once.
 */
export function RewardProducts({ products, balance, attemptKey }: { products: readonly RewardProduct[]; balance: number | null; attemptKey?: string }) {
  if (products.length === 0) return <p>No reward products are available right now.</p>;
  return (
    <ul className={grid} aria-label="Reward products">
      {products.map((product) => (
        <li key={product.id} className={rewardCard}>
          <img className={rewardImage} src={product.image} alt="" width={120} height={120} loading="lazy" />
          <RemixLink to={`/${product.handle}.html`}>{product.title}</RemixLink>
          <p>{`${product.points.toLocaleString('en-US')} points`}</p>
          {balance === null ? null : (
            <Form method="post">
              <input type="hidden" name="intent" value="redeem" />
              <input type="hidden" name="productId" value={product.id} />
              {attemptKey ? <input type="hidden" name="attemptKey" value={attemptKey} /> : null}
              <Button type="submit" isDisabled={balance < product.points} aria-label={`Redeem ${product.title} for ${product.points} points`}>
                Redeem
              </Button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A ledger row's text, linked to its order: an earning is 'Order #N'; a redemption names the order that ships the reward. */
function HistoryDescription({ transaction: t }: { transaction: PointsTransaction }) {
  if (t.order_id === null) return <>{t.description}</>;
  const href = `/account/orders/${t.order_id}`;
  if (t.kind === 'order') return <RemixLink to={href}>{t.description}</RemixLink>;
  return (
    <>
      {t.description} (<RemixLink to={href}>{`order ${t.order_id}`}</RemixLink>)
    </>
  );
}

/** The points history (`emptyMessage`, the spec's 'No History Found.', when empty), newest first, with paging links. */
export function RewardsHistory({ history, pageHref, emptyMessage }: { history: PointsTransactions; pageHref: (page: number) => string; emptyMessage: string }) {
  return (
    <Section headingId="rewards-history" title="History" size="md">
      {history.points_transactions.length === 0 ? (
        <p>{emptyMessage}</p>
      ) : (
        <table className={table}>
          <ColumnHeads className={cell} columns={['Date', 'Description', 'Points']} />
          <tbody>
            {history.points_transactions.map((t) => (
              <tr key={t.id}>
                <td className={cell}>{formatDateUtc(t.created_at)}</td>
                <td className={cell}>
                  <HistoryDescription transaction={t} />
                </td>
                <td className={cell}>{t.points > 0 ? `+${t.points}` : String(t.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager current={history.meta.current_page} last={history.meta.last_page} href={pageHref} label="Rewards history pages" />
    </Section>
  );
}
