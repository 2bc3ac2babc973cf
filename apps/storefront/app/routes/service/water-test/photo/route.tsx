import { SubmitButton } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { bffFor, pageData } from '../../../../.server/bff';
import { RouteErrorBoundary } from '../../../../components/error-page';
import { StripProposals } from '../../../../components/water-care/strip-photo';
import { muted } from '../../../../components/water-care/water-care.css';
import { WaterTestFields } from '../../../../components/water-care/water-test-fields';
import { SITE_NAME } from '../../../../seo';
import { PageColumn } from '../../../../components/page-column';

/**
 * /water-test/{id}: a photo test outside an account (the scan link): the kept photo, the proposed
 * readings, and the guest water-test form filled with them, which posts to /water-test/manual for the
 * plan, so the shopper confirms or corrects every reading first.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  if (!z.string().uuid().safeParse(params.id).success) throw new Response(null, { status: 404, headers });
  const photo = await pageData(bff.waterTestPhotos.outsideGet({ params: { id: params.id! } }), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ photo }, { headers });
}

export const meta: MetaFunction = () => [{ title: `Your photo water test | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function OutsidePhotoTestPage() {
  const { photo } = useLoaderData<typeof loader>();
  const proposed = Object.fromEntries(photo.readings.map((r) => [r.key, String(r.value)]));
  return (
    <PageColumn title="Your photo water test">
      <StripProposals photo={photo} />
      <p className={muted}>{photo.problem ? 'Enter your pool and the readings by hand:' : 'Check your pool and the readings, correct any, then see your plan:'}</p>
      <Form method="post" action="/water-test/manual" noValidate>
        <input type="hidden" name="intent" value="plan" />
        <WaterTestFields values={proposed} errors={{}} />
        <p><SubmitButton>See my treatment plan</SubmitButton></p>
      </Form>
      <p><a href="/scan">Try another photo</a></p>
    </PageColumn>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
