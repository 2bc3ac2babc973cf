import { Link } from '@pool/ui';
import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { mailFormAction } from '../../../.server/mail-form';
import { EmailCartForm } from '../../../components/email-cart/email-cart-form';
import { RouteErrorBoundary } from '../../../components/error-page';
import { SITE_NAME } from '../../../seo';
import { PageColumn } from '../../../components/page-column';

/**
 * POST /cart/email: Email Cart (spec shopping.md sections 2, 5 and 8). The modal's fetcher posts here,
 * and so does this page's form without JavaScript. The BFF mails the session's own cart.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return mailFormAction(request, context, true, (bff, body, headers) => bff.mail.emailCart({ body, ...(headers ? { headers } : {}) }));
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction = () => [{ title: `Email Cart | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

/** The Email Cart page: the modal's form as a page, for shoppers without JavaScript (linked from /cart). */
export default function EmailCartPage() {
  const result = useActionData<typeof action>();
  return (
    <PageColumn title="Email Cart">
      <p>Send the items in your cart and a message to someone.</p>
      <EmailCartForm fetcherKey="email-cart-page" initial={result} />
      <p>
        <Link href="/cart">Back to the cart</Link>
      </p>
    </PageColumn>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
