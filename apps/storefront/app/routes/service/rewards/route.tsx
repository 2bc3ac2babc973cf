import { Link, Section } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../../.server/bff';
import { section } from '../../../components/layout.css';
import { RewardProducts } from './rewards-parts';
import { balance as balanceClass } from './rewards.css';
import { canonicalUrl, seoMeta, SITE_NAME } from '../../../seo';
import { PageColumn } from '../../../components/page-column';

/** /rewards: the programme explained, the products points buy, and a signed-in customer's balance. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const [session, products] = await Promise.all([pageData(bff.session.current(), headers), pageData(bff.accountContent.rewardProducts(), headers)]);
  let points: number | null = null;
  if (session.viewer.signedIn) {
    const account = await bff.accountContent.rewards({ query: { page: 1 } });
    if (account.status === 200) points = account.body.user.points;
    headers.set('cache-control', 'private, no-store');
  }
  return data({ points, signedIn: session.viewer.signedIn, products: products.data, canonical: canonicalUrl(request, '/rewards') }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  seoMeta({
    title: `Rewards | ${SITE_NAME}`,
    description: 'Earn a reward point for every whole dollar you spend, and spend points on pool supplies.',
    canonical: loaded?.canonical ?? '/rewards',
  });

export default function RewardsPage() {
  const { points, signedIn, products } = useLoaderData<typeof loader>();
  return (
    <PageColumn title="Rewards">
      <Section headingId="how-it-works" title="How it works" size="lg" className={section}>
        <p>
          Every order earns reward points: one point for each whole dollar of each item's price (a $19.99 item earns 19 points). Points are added to
          your account when the order is placed, and you can spend them on the products below.
        </p>
        {signedIn && points !== null ? (
          <>
            <p className={balanceClass}>{`You have ${points.toLocaleString('en-US')} points`}</p>
            <Link href="/account/rewards">See your history and redeem</Link>
          </>
        ) : (
          <p>
            <Link href="/login?returnUrl=%2Faccount%2Frewards">Sign in</Link> or <Link href="/register">create an account</Link> to earn and spend points.
          </p>
        )}
      </Section>
      <Section headingId="reward-products" title="Products you can buy with points" size="lg" className={section}>
        <RewardProducts products={products} balance={null} />
      </Section>
    </PageColumn>
  );
}
