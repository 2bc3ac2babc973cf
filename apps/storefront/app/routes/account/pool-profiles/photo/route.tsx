import { ACCOUNT_FAILURE_MESSAGES } from '@pool/account-domain';
import { Button, Heading, Link } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { bffFor, BffUnavailableError, pageData } from '../../../../.server/bff';
import { answerStatus, shopperError } from '../../../../lib/error-message';
import { WaterTestReadingFields } from '../../../../components/water-care/water-test-fields';
import { StripPhotoUpload, StripProposals } from '../../../../components/water-care/strip-photo';
import { flashHeaders, isNonFormRefusal, refusalToast } from '../../../../.server/flash';
import { poolOf, UPLOAD_TOO_LARGE, UPLOAD_UNREADABLE, uploadedForm, uploadedImage, uploadTooLarge } from '../pools.server';
import { alert, hint, stack } from '../pools.css';
import { profileOfPool } from '../pool-water';
import { saveWaterTest, type SaveTestResult } from '../water-test-save.server';

const UNREADABLE = 'The photo could not be read.';

const PhotoId = z.string().uuid();

/**
 * /account/pool-profiles/{id}/photo: a water test from a photo of a strip on the printed reference
 * card (docs/decisions/0031). `?photo={id}` shows what the reader proposed (or why it could not read
 * the photo, with the manual form); the shopper confirms or corrects the readings before they are saved.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const { pool } = await poolOf(bff, headers, params.id);
  if (!pool) throw new Response(null, { status: 404, headers });
  const photoParam = new URL(request.url).searchParams.get('photo');
  let photo = null;
  if (photoParam !== null) {
    if (!PhotoId.safeParse(photoParam).success) throw new Response(null, { status: 404, headers });
    photo = await pageData(bff.waterTestPhotos.get({ params: { id: pool.id, photoId: photoParam } }), headers);
  }
  headers.set('cache-control', 'private, no-store');
  return data({ pool, photo }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `Photo water test${loaded ? ` for ${loaded.pool.name}` : ''} | Pool Supplies` }, { name: 'robots', content: 'noindex' }];

type UploadResult = { intent: 'upload'; message: string; detail: string };
/** A refusal that is not the photo's (a 403, a server failure): a toast says it (spec site-shell.md 8). */
type RefusedResult = { intent: 'refused' };
type ActionResult = UploadResult | SaveTestResult | RefusedResult;

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('upload') }),
  z.object({ intent: z.literal('save'), type: z.enum(['photo', 'manual']) }),
]);

/** `upload`: the photo is read and the proposals shown (PRG to `?photo=`); `save`: the confirmed readings are saved as a test. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const failed = (status: number, detail: string) =>
    data<ActionResult>({ intent: 'upload', message: ACCOUNT_FAILURE_MESSAGES.imageUpload, detail }, { status, headers });
  if (uploadTooLarge(request)) return failed(413, UPLOAD_TOO_LARGE);
  const { pool } = await poolOf(bff, headers, params.id);
  if (!pool) throw new Response(null, { status: 404, headers });
  const form = await uploadedForm(request);
  if (!form) return failed(400, UPLOAD_UNREADABLE);
  const intent = Intent.safeParse({ intent: form.get('intent'), type: form.get('type') ?? undefined });
  if (!intent.success) throw new Response(null, { status: 400, headers });
  if (intent.data.intent === 'save') {
    return saveWaterTest({ request, context, bff, headers }, pool, form, intent.data.type);
  }
  const image = await uploadedImage(form);
  if (!image) return failed(400, 'Choose an image.');
  try {
    const response = await bff.waterTestPhotos.read({ params: { id: pool.id }, body: { image } });
    if (response.status === 200) {
      flashHeaders(headers, 'imageUploaded');
      return redirect(`/account/pool-profiles/${pool.id}/photo?photo=${response.body.id}`, { headers });
    }
    if (response.status === 404) throw new Response(null, { status: 404, headers });
    if (isNonFormRefusal(response.status)) {
      return data<ActionResult>({ intent: 'refused' }, { status: answerStatus(response.status), headers: refusalToast(request, context, headers, response, ACCOUNT_FAILURE_MESSAGES.imageUpload) });
    }
    return failed(response.status, shopperError(response, UNREADABLE).detail ?? UNREADABLE);
  } catch (error) {
    if (error instanceof BffUnavailableError) {
      return data<ActionResult>({ intent: 'refused' }, { status: 503, headers: refusalToast(request, context, headers, error, ACCOUNT_FAILURE_MESSAGES.imageUpload) });
    }
    throw error;
  }
}

export default function PhotoTestPage() {
  const { pool, photo } = useLoaderData<typeof loader>();
  const result = useActionData<ActionResult>();
  const busy = useNavigation().state === 'submitting';
  const saveResult = result?.intent === 'save' ? result : null;
  const proposed = Object.fromEntries((photo?.readings ?? []).map((r) => [r.key, String(r.value)]));
  return (
    <div className={stack}>
      <Heading level={1} size="lg">Photo water test: {pool.name}</Heading>
      {photo === null ? (
        <StripPhotoUpload cardHref="/water-test/card.svg" error={result?.intent === 'upload' ? result : null} busy={busy} />
      ) : (
        <>
          <StripProposals photo={photo} />
          {saveResult?.message ? <p role="alert" className={alert}>{saveResult.message}</p> : null}
          <Form method="post" noValidate className={stack}>
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="type" value={photo.problem ? 'manual' : 'photo'} />
            <Heading level={2} size="md">{photo.problem ? 'Enter the readings by hand' : 'Confirm or correct the readings'}</Heading>
            <WaterTestReadingFields profile={profileOfPool(pool)} values={saveResult?.values ?? proposed} errors={saveResult?.errors ?? {}} />
            <Button type="submit" isPending={busy}>Save test</Button>
          </Form>
          <p className={hint}><Link href={`/account/pool-profiles/${pool.id}/photo`}>Try another photo</Link></p>
        </>
      )}
    </div>
  );
}
