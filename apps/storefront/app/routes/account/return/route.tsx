import { Heading } from '@pool/ui';
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../../components/error-page';
import { returnIdParam } from '../../../routing/id-params';
import { SITE_NAME } from '../../../seo';
import { ReturnDetails } from '../../service/returns/return-details';
import * as css from '../../service/returns/returns.css';

/** `/account/returns/{id}`: one of the customer's returns with its label; anyone else's is a 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = returnIdParam(params.returnId);
  const { bff, headers } = bffFor(request, context);
  const ret = await pageData(bff.returns.get({ params: { id } }), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ ret }, { headers });
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Return #${loaded.ret.id} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

export default function AccountReturnPage() {
  const { ret } = useLoaderData<typeof loader>();
  return (
    <div className={css.stepSection}>
      <Heading level={1} size="lg">
        Return #{ret.id}
      </Heading>
      <ReturnDetails ret={ret} headingLevel={2} />
      <p>
        <a href="/account/returns">All returns</a>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
