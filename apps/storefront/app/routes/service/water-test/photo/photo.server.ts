import { ACCOUNT_FAILURE_MESSAGES } from '@pool/account-domain';
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { bffFor, BffUnavailableError } from '../../../../.server/bff';
import { shopperError } from '../../../../lib/error-message';
import { flashHeaders } from '../../../../.server/flash';
import { UPLOAD_TOO_LARGE, UPLOAD_UNREADABLE, uploadedForm, uploadedImage, uploadTooLarge } from '../../../account/pool-profiles/pools.server';

const UNREADABLE = 'The photo could not be read.';

export type ScanActionResult =
  | { intent: 'upload'; message: string; detail: string }
  | { intent: 'send-link'; sent: string | null; error: string | null };

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('upload') }),
  z.object({ intent: z.literal('send-link'), phone: z.string().max(40) }),
]);

/**
 * The /scan page's one action: `upload` reads a strip photo outside an account and shows its
 * proposals at /water-test/{id}; `send-link` texts this page's link to a phone (digits only).
 */
export async function scanAction(request: Request, context: AppLoadContext) {
  const { bff, headers } = bffFor(request, context);
  const failed = (status: number, detail: string) =>
    data<ScanActionResult>({ intent: 'upload', message: ACCOUNT_FAILURE_MESSAGES.imageUpload, detail }, { status, headers });
  if (uploadTooLarge(request)) return failed(413, UPLOAD_TOO_LARGE);
  const form = await uploadedForm(request);
  if (!form) return failed(400, UPLOAD_UNREADABLE);
  const intent = Intent.safeParse({ intent: form.get('intent'), phone: form.get('phone') ?? undefined });
  if (!intent.success) return data<ScanActionResult>({ intent: 'send-link', sent: null, error: 'Enter a phone number with 10 to 15 digits.' }, { status: 400, headers });
  try {
    if (intent.data.intent === 'send-link') {
      const response = await bff.waterTestPhotos.sendLink({ body: { phone: intent.data.phone } });
      if (response.status === 200) return data<ScanActionResult>({ intent: 'send-link', sent: response.body.phone, error: null }, { headers });
      const refused = shopperError(response, 'The link could not be sent.');
      const error = Object.values(refused.fieldMessages)[0] ?? refused.title ?? 'The link could not be sent.';
      return data<ScanActionResult>({ intent: 'send-link', sent: null, error }, { status: response.status, headers });
    }
    const image = await uploadedImage(form);
    if (!image) return failed(400, 'Choose an image.');
    const response = await bff.waterTestPhotos.outsideRead({ body: { image } });
    if (response.status === 200) {
      flashHeaders(headers, 'imageUploaded');
      return redirect(`/water-test/${response.body.id}`, { headers });
    }
    return failed(response.status, shopperError(response, UNREADABLE).detail ?? UNREADABLE);
  } catch (error) {
    if (error instanceof BffUnavailableError) return failed(503, 'Oops, there was a problem, please try again later.');
    throw error;
  }
}
