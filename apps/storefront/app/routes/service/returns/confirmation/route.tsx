import { Heading } from '@pool/ui';
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../../../components/error-page';
import { returnIdParam } from '../../../../routing/id-params';
import { SITE_NAME } from '../../../../seo';
import { ReturnDetails } from '../return-details';
import * as css from '../returns.css';
import { useReturnStepReset } from '../use-return-step-reset';

/**
 * `/returns/return-an-order?id={return}`: the confirmation of a return with its label. The mail's link
 * adds `order` (the return link of the order) so a guest's new session may see it too.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = returnIdParam(url.searchParams.get('id'));
  const { bff, headers } = bffFor(request, context);
  const link = url.searchParams.get('order');
  if (link) await bff.returns.link({ params: { encoded: link } }).catch(() => null);
  const [session, ret] = await Promise.all([pageData(bff.session.current(), headers), pageData(bff.returns.get({ params: { id } }), headers)]);
  headers.set('cache-control', 'private, no-store');
  return data({ ret, signedIn: session.viewer.signedIn }, { headers });
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Return #${loaded.ret.id} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

export default function ReturnConfirmationPage() {
  const { ret, signedIn } = useLoaderData<typeof loader>();
  useReturnStepReset();
  return (
    <div className={css.returnsPage}>
      <Heading level={2} size="lg">
        Your return is requested
      </Heading>
      <p role="status">Thank you! We emailed you the details of return #{ret.id}.</p>
      <ReturnDetails ret={ret} headingLevel={3} />
      {signedIn ? (
        <p>
          <a href="/account/returns">See all your returns</a>
        </p>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
