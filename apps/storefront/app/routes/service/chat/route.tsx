import { validateChatRequest } from '@pool/cart-domain';
import { Button, TextAreaField, TextField } from '@pool/ui';
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { bffFor, BffUnavailableError } from '../../../.server/bff';
import { env } from '../../../.server/env';
import { sendKeyFor } from '../../../.server/send-key';
import { emailCartFailureMessage } from '../../../components/email-cart/email-cart-result';
import { form as formClass, formError, success } from '../../../components/email-cart/email-cart.css';
import { newSendKey } from '../../../components/email-cart/send-key';
import { answerStatus, firstFieldErrors } from '../../../lib/error-message';
import { useNonce } from '../../../nonce';
import { safeRedirectTarget } from '../../../routing/safe-redirect';
import { SITE_NAME } from '../../../seo';
import { PageColumn } from '../../../components/page-column';

type ChatResult = { ok: true; to: string } | { ok: false; error: string | null; fields: Record<string, string> };

/** Where the shopper came from (`?from=`, a store path), sent with the request. */
const fromOf = (request: Request) => safeRedirectTarget(new URL(request.url).searchParams.get('from'), '/');

/**
 * /chat, where 'Chat with us' leads (the help drawer, the checkout layout; docs/decisions/0070). With a
 * live chat configured (`CHAT_SCRIPT_URL`) it loads the provider's widget; without, it is a request
 * form: the question goes to the store by email, which answers the shopper by email.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const chat = env.CHAT_SCRIPT_URL ? { provider: env.CHAT_PROVIDER, scriptUrl: env.CHAT_SCRIPT_URL } : null;
  return data({ chat, from: fromOf(request) }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** POST /chat: the request form, through the BFF to the store's mail (one mail per send key). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const checked = validateChatRequest({ name: field('name'), email: field('email'), message: field('message') });
  if (!checked.ok) return data<ChatResult>({ ok: false, error: null, fields: checked.errors }, { status: 422 });
  const { bff, headers } = bffFor(request, context);
  try {
    const key = sendKeyFor(field('idempotencyKey'), { email: checked.value.email, message: `${checked.value.name}\n${checked.value.message}` });
    const response = await bff.mail.chatRequest({ body: { ...checked.value, page: fromOf(request) }, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
    if (response.status === 200) return data<ChatResult>({ ok: true, to: response.body.to }, { headers });
    return data<ChatResult>(
      { ok: false, error: emailCartFailureMessage(response.status, response.body), fields: firstFieldErrors(response.body) },
      { status: answerStatus(response.status), headers },
    );
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<ChatResult>({ ok: false, error: emailCartFailureMessage(503, null), fields: {} }, { status: 503 });
    throw error;
  }
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction = () => [{ title: `Chat with us | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

/** The provider's widget: its script, allowed by the page's policy (server/main.ts). */
function LiveChat({ provider, scriptUrl }: { provider: string; scriptUrl: string }) {
  const nonce = useNonce();
  return (
    <>
      <p role="status">{`Opening ${provider}: the chat window appears at the bottom of the page.`}</p>
      <script src={scriptUrl} nonce={nonce} async />
    </>
  );
}

function ChatRequestForm({ from }: { from: string }) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const [sendKey] = useState(() => newSendKey('chat-request'));
  if (result?.ok) {
    return (
      <p role="status" className={success}>
        {`Thanks! We'll get back to you at ${result.to}.`}
      </p>
    );
  }
  const fields = result && !result.ok ? result.fields : {};
  return (
    <Form method="post" action={`/chat?from=${encodeURIComponent(from)}`} className={formClass} noValidate>
      <input type="hidden" name="idempotencyKey" value={sendKey} readOnly suppressHydrationWarning />
      <TextField label="Name" name="name" autoComplete="name" errorMessage={fields.name ?? null} isRequired fullWidth />
      <TextField label="Email" name="email" type="email" autoComplete="email" errorMessage={fields.email ?? null} isRequired fullWidth />
      <TextAreaField label="Message" name="message" rows={5} errorMessage={fields.message ?? null} isRequired fullWidth />
      {result && !result.ok && result.error ? (
        <p role="alert" className={formError}>
          {result.error}
        </p>
      ) : null}
      <Button type="submit" isPending={busy}>
        {busy ? 'Sending...' : 'Send'}
      </Button>
    </Form>
  );
}

export default function ChatPage() {
  const { chat, from } = useLoaderData<typeof loader>();
  return (
    <PageColumn title="Chat with us">
      {chat ? (
        <LiveChat provider={chat.provider} scriptUrl={chat.scriptUrl} />
      ) : (
        <>
          <p>Nobody is on chat right now. Leave your question and we&apos;ll get back to you by email.</p>
          <ChatRequestForm from={from} />
        </>
      )}
    </PageColumn>
  );
}
