import { Button, Heading, TextField } from '@pool/ui';
import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { RouteErrorBoundary } from '../../../../components/error-page';
import { StripPhotoUpload } from '../../../../components/water-care/strip-photo';
import { errorText, message, muted, section } from '../../../../components/water-care/water-care.css';
import { SITE_NAME } from '../../../../seo';
import { scanAction, type ScanActionResult } from '../photo/photo.server';
import { PageColumn } from '../../../../components/page-column';

export const action = ({ request, context }: ActionFunctionArgs) => scanAction(request, context);

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction = () => [
  { title: `Test your water by photo | ${SITE_NAME}` },
  { name: 'description', content: 'Photograph a test strip on our printable card and get your readings and a treatment plan. No account needed.' },
];

/**
 * /scan: the page the texted link opens (docs/decisions/0031). A strip photo is read outside an
 * account; on a computer, the link can be texted to a phone instead.
 */
export default function ScanPage() {
  const result = useActionData<ScanActionResult>();
  const busy = useNavigation().state === 'submitting';
  return (
    <PageColumn title="Test your water by photo">
      <p className={muted}>No account needed. Prefer typing? <a href="/water-test/manual">Enter the readings by hand</a>.</p>
      <StripPhotoUpload cardHref="/water-test/card.svg" error={result?.intent === 'upload' ? result : null} busy={busy} />
      <section className={section} aria-labelledby="scan-send-link">
        <Heading level={2} size="md" id="scan-send-link">On a computer? Text this page to your phone</Heading>
        <Form method="post" className={section}>
          <input type="hidden" name="intent" value="send-link" />
          <TextField label="Mobile phone" name="phone" type="tel" errorMessage={result?.intent === 'send-link' ? result.error : null} />
          <div><Button type="submit" variant="secondary" isPending={busy}>Text me the link</Button></div>
        </Form>
        {result?.intent === 'send-link' && result.sent ? <p role="status" className={message}>We texted the link to {result.sent}.</p> : null}
        {result?.intent === 'send-link' && result.error ? <p role="alert" className={errorText}>{result.error}</p> : null}
      </section>
    </PageColumn>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
