import { ACCOUNT_FAILURE_MESSAGES } from '@pool/account-domain';
import { Heading, Section } from '@pool/ui';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { bffFor, BffUnavailableError, pageData } from '../../../.server/bff';
import { isNonFormRefusal, refusalToast } from '../../../.server/flash';
import { section } from '../../../components/layout.css';
import { answerStatus, shopperError } from '../../../lib/error-message';
import { RewardProducts, RewardsHistory } from '../../service/rewards/rewards-parts';
import { balance as balanceClass, failure, notice } from '../../service/rewards/rewards.css';

const pageOf = (url: URL) => Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));

/** /account/rewards: the customer's points, history and the products points can buy. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const [account, products] = await Promise.all([
    pageData(bff.accountContent.rewards({ query: { page: pageOf(new URL(request.url)) } }), headers),
    pageData(bff.accountContent.rewardProducts(), headers),
  ]);
  headers.set('cache-control', 'private, no-store');
  // The spec's empty-history text travels with the data (the message tables stay out of the page's code).
  // A new attempt key per rendering: the forms post it, so a double submit redeems once (decision 0036).
  return data({ account, products: products.data, noHistory: ACCOUNT_FAILURE_MESSAGES.rewardsHistory, attemptKey: crypto.randomUUID() }, { headers });
}

export const meta: MetaFunction = () => [{ title: 'Rewards | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

const RedeemSchema = z.object({
  intent: z.literal('redeem'),
  productId: z.coerce.number().int().min(1).max(2_147_483_647),
  attemptKey: z.string().uuid().optional(),
});
type RedeemResult =
  | { notice: string; order: { id: number; number: string }; error?: undefined }
  // `error` is null for a refusal that is not the form's: a toast says it (spec site-shell.md 8).
  | { error: string | null; addAddress?: boolean; notice?: undefined };

const REDEEM_FAILED = 'The reward could not be redeemed.';

/**
 * Redeem: the BFF debits the session customer's points (never a customer the browser names) and places
 * the reward's order; the notice names it with a link. No default address: the message links to the book.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = RedeemSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<RedeemResult>({ error: 'Please choose a reward.' }, { status: 400 });
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.accountContent.buyReward({ body: { productId: parsed.data.productId, attemptKey: parsed.data.attemptKey } });
    if (response.status === 200) {
      const { product, points, order } = response.body;
      return data<RedeemResult>({ notice: `Redeemed ${product.title} for ${product.points} points. You have ${points} points left.`, order }, { headers });
    }
    if (isNonFormRefusal(response.status)) {
      return data<RedeemResult>({ error: null }, { status: answerStatus(response.status), headers: refusalToast(request, context, headers, response, REDEEM_FAILED) });
    }
    const refused = shopperError(response, REDEEM_FAILED);
    return data<RedeemResult>(
      { error: refused.message, addAddress: refused.fields.address !== undefined },
      { status: answerStatus(response.status), headers },
    );
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<RedeemResult>({ error: null }, { status: 503, headers: refusalToast(request, context, headers, error, REDEEM_FAILED) });
    throw error;
  }
}

export default function AccountRewardsPage() {
  const { account, products, noHistory, attemptKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Section headingId="rewards-title" title="Rewards" level={1} size="lg" className={section}>
      <p className={balanceClass}>{`${account.user.points.toLocaleString('en-US')} points`}</p>
      <div role="status">
        {result?.notice ? (
          <p className={notice}>
            {result.notice} It ships with your order{' '}
            <Link to={`/account/orders/${result.order.id}`}>{`#${result.order.number}`}</Link>.
          </p>
        ) : null}
      </div>
      <div role="alert">
        {result?.error ? (
          <p className={failure}>
            {result.error}
            {result.addAddress ? (
              <>
                {' '}
                <Link to="/account/addresses">Add an address</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="reward-products">
        <Heading level={2} size="md" id="reward-products">
          Spend your points
        </Heading>
        <RewardProducts products={products} balance={account.user.points} attemptKey={attemptKey} />
      </section>
      <RewardsHistory history={account.history} pageHref={(n) => `/account/rewards?page=${n}`} emptyMessage={noHistory} />
    </Section>
  );
}
