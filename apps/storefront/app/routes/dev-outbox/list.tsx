import { Heading, Link } from '@pool/ui';
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { page } from '../../components/layout.css';
import { OUTBOX_HEADERS, outboxDate } from './outbox-view';
import { cell, note, pager, table } from './outbox.css';

const PER_PAGE = 25;

/**
 * /dev/outbox: the mail the store sent while no SMTP server is configured, newest first (the BFF
 * answers 404, and so does this page, once commerce-api has `SMTP_URL`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = Number(url.searchParams.get('page') ?? '1');
  const pageNumber = Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
  const { bff, headers } = bffFor(request, context);
  const outbox = await pageData(bff.mail.outbox({ query: { page: pageNumber, per_page: PER_PAGE } }), headers);
  for (const [name, value] of Object.entries(OUTBOX_HEADERS)) headers.set(name, value);
  return data(outbox, { headers });
}

export const headers: HeadersFunction = () => OUTBOX_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: 'Outbox (development)' }, { name: 'robots', content: 'noindex, nofollow' }] : errorMeta(error);

export default function OutboxPage() {
  const outbox = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(outbox.total / outbox.per_page));
  return (
    <div className={page}>
      <Heading level={1} size="xl">
        Outbox
      </Heading>
      <p className={note}>
        Mail the store sent while no SMTP server is configured (set <code>SMTP_URL</code> to send real mail). Newest first.
      </p>
      {outbox.messages.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <table className={table}>
          <thead>
            <tr>
              <th className={cell} scope="col">
                Date
              </th>
              <th className={cell} scope="col">
                To
              </th>
              <th className={cell} scope="col">
                Subject
              </th>
            </tr>
          </thead>
          <tbody>
            {outbox.messages.map((message) => (
              <tr key={message.id}>
                <td className={cell}>
                  <time dateTime={message.created_at}>{outboxDate(message.created_at)}</time>
                </td>
                <td className={cell}>{message.to}</td>
                <td className={cell}>
                  <Link href={`/dev/outbox/${message.id}`}>{message.subject}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav aria-label="Outbox pages" className={pager}>
          {outbox.page > 1 ? <Link href={`/dev/outbox?page=${outbox.page - 1}`}>Newer</Link> : null}
          <span>
            Page {outbox.page} of {pages}
          </span>
          {outbox.page < pages ? <Link href={`/dev/outbox?page=${outbox.page + 1}`}>Older</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
