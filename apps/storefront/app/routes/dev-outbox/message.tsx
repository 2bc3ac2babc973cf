import { Heading, Link } from '@pool/ui';
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { page } from '../../components/layout.css';
import { framedMail, linkify, MAIL_FRAME_SANDBOX, OUTBOX_HEADERS, outboxDate } from './outbox-view';
import { frame, headers as headersClass, note, text as textClass } from './outbox.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /dev/outbox/{id}: one message as sent; 404 for an unknown id or when mail goes to an SMTP server. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!UUID.test(id)) throw new Response(null, { status: 404, headers: OUTBOX_HEADERS });
  const { bff, headers } = bffFor(request, context);
  const message = await pageData(bff.mail.outboxMessage({ params: { id } }), headers);
  for (const [name, value] of Object.entries(OUTBOX_HEADERS)) headers.set(name, value);
  return data(message, { headers });
}

export const headers: HeadersFunction = () => OUTBOX_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `${loaded.subject} | Outbox (development)` }, { name: 'robots', content: 'noindex, nofollow' }] : errorMeta(error);

/**
 * The message: its headers, its HTML in a sandboxed frame (the mail's markup never becomes part of
 * this page; its links open in the tab) and its text version with working links.
 */
export default function OutboxMessagePage() {
  const message = useLoaderData<typeof loader>();
  return (
    <div className={page}>
      <p>
        <Link href="/dev/outbox">Back to the outbox</Link>
      </p>
      <Heading level={1} size="xl">
        {message.subject}
      </Heading>
      <dl className={headersClass}>
        <dt>From</dt>
        <dd>{message.from}</dd>
        <dt>To</dt>
        <dd>{message.to}</dd>
        {message.reply_to ? (
          <>
            <dt>Reply-To</dt>
            <dd>{message.reply_to}</dd>
          </>
        ) : null}
        <dt>Date</dt>
        <dd>
          <time dateTime={message.created_at}>{outboxDate(message.created_at)}</time>
        </dd>
      </dl>
      {message.html ? (
        <section aria-labelledby="outbox-html">
          <Heading level={2} size="lg" id="outbox-html">
            HTML
          </Heading>
          <iframe className={frame} title={`The message: ${message.subject}`} sandbox={MAIL_FRAME_SANDBOX} srcDoc={framedMail(message.html)} />
        </section>
      ) : null}
      <section aria-labelledby="outbox-text">
        <Heading level={2} size="lg" id="outbox-text">
          Text
        </Heading>
        <p className={note}>The plain-text version, as a mail program without HTML shows it.</p>
        <pre className={textClass}>
          {linkify(message.text).map((part, index) =>
            part.kind === 'link' ? (
              <a key={index} href={part.href}>
                {part.href}
              </a>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </pre>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
