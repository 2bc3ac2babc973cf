import { MAX_PHOTO_BYTES, MAX_PHOTO_FORM_BYTES, type Pool } from '@pool/api-contract';
import { ACCOUNT_FAILURE_MESSAGES } from '@pool/account-domain';
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { bffFor, BffUnavailableError, pageData, type BffClient } from '../../../.server/bff';
import { answerStatus, shopperError } from '../../../lib/error-message';
import { flashHeaders, isNonFormRefusal, refusalToast } from '../../../.server/flash';

/** What a failed write shows: a message and the first message of each field. */
export interface FormProblem {
  message: string;
  fields: Record<string, string>;
}

/** A BFF refusal as a form problem (field messages from the problem's errors map). */
export function formProblem(status: number, body: unknown, fallback: string): FormProblem {
  const refused = shopperError({ status, body }, fallback);
  // A 401 is the spec's fixed text (the shaped message); anything else the server's title for a 4xx.
  return { message: status === 401 ? refused.message : refused.reason, fields: refused.fieldMessages };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
/** A number field: empty is null, anything not a number stays a string for the API to refuse with its message. */
const numberOrNull = (form: FormData, name: string): number | string | null => {
  const value = text(form, name);
  if (value === '') return null;
  const n = Number(value.replace(/,/g, ''));
  return Number.isFinite(n) ? n : value;
};

/** The pool form's fields as the BFF's pool body (the API checks and explains every field). */
export function poolBody(form: FormData) {
  const measured = text(form, 'volume') === 'dimensions';
  const equipment = Object.fromEntries(['pump', 'filter', 'heater', 'cleaner', 'salt_cell'].map((slot) => [slot, numberOrNull(form, `equipment_${slot}`)]));
  return {
    name: text(form, 'name'),
    gallons: measured ? null : numberOrNull(form, 'gallons'),
    dimensions: measured
      ? { shape: text(form, 'shape'), length: numberOrNull(form, 'length'), width: numberOrNull(form, 'width'), shallow_depth: numberOrNull(form, 'shallow_depth'), deep_depth: numberOrNull(form, 'deep_depth') }
      : null,
    surface: text(form, 'surface'),
    sanitizer_type: text(form, 'sanitizer_type'),
    location: text(form, 'location'),
    type: text(form, 'type'),
    equipment,
  };
}

/**
 * The pool an URL names: a number, or `default` (and no id) for the customer's first pool; null when
 * the customer has no pool yet. Another customer's id is the BFF's 404.
 */
export async function poolOf(bff: BffClient, headers: Headers, id: string | undefined): Promise<{ pools: Pool[]; pool: Pool | null }> {
  const { data: pools } = await pageData(bff.pools.list(), headers);
  if (id === undefined || id === 'default') return { pools, pool: pools[0] ?? null };
  if (!/^\d{1,10}$/.test(id)) throw new Response(null, { status: 404, headers });
  return { pools, pool: await pageData(bff.pools.get({ params: { id: Number(id) } }), headers) };
}

/** Largest multipart body a photo form may post: a 12 MB photo and the form around it (server/body-limits.ts lets it in). */
export const MAX_UPLOAD_BYTES = MAX_PHOTO_FORM_BYTES;
/** What a photo form answers for a larger body. */
export const UPLOAD_TOO_LARGE = `The image is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`;
/** What a photo form answers for a body that is not a readable form (a cut-off or malformed upload). */
export const UPLOAD_UNREADABLE = 'The upload could not be read.';

/** Whether a photo form's body is larger than {@link MAX_UPLOAD_BYTES}, by its `content-length`, before reading it. */
export function uploadTooLarge(request: Request): boolean {
  return Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES;
}

/** A photo form's multipart body, or null when it cannot be read as a form ({@link UPLOAD_UNREADABLE}). */
export async function uploadedForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** The `image` file of a multipart form as base64 (how photos travel to the BFF), or null when none was chosen. */
export async function uploadedImage(form: FormData): Promise<string | null> {
  const file = form.get('image');
  if (!(file instanceof File) || file.size === 0) return null;
  return Buffer.from(await file.arrayBuffer()).toString('base64');
}

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create') }),
  z.object({ intent: z.literal('update'), pool: z.coerce.number().int().min(1) }),
  z.object({ intent: z.literal('delete'), pool: z.coerce.number().int().min(1) }),
  z.object({ intent: z.literal('upload-photo'), pool: z.coerce.number().int().min(1) }),
  z.object({ intent: z.literal('delete-photo'), photo: z.coerce.number().int().min(1) }),
]);

/** `problem` is null when a toast says it (a 403, a server failure: spec site-shell.md 8). */
export type PoolActionResult = { intent: string; problem: FormProblem | null };

/** One action for the pool page: create, update, delete a pool; upload or delete a photo. */
export async function poolAction(request: Request, context: AppLoadContext) {
  const { bff, headers } = bffFor(request, context);
  // A refusal that is not the form's is a toast in the fallback's words (a 5xx) or the spec's (401, 403).
  const refused = (name: string, response: { status: number; body: unknown }, problem: FormProblem) =>
    isNonFormRefusal(response.status)
      ? data<PoolActionResult>({ intent: name, problem: null }, { status: answerStatus(response.status), headers: refusalToast(request, context, headers, response, problem.message) })
      : data<PoolActionResult>({ intent: name, problem }, { status: response.status, headers });
  const failedImage = (status: number): ReturnType<typeof data<PoolActionResult>> =>
    data({ intent: 'upload-photo', problem: { message: ACCOUNT_FAILURE_MESSAGES.imageUpload, fields: {} } }, { status, headers });
  if (uploadTooLarge(request)) return failedImage(413);
  const form = await uploadedForm(request);
  if (!form) return failedImage(400);
  const parsed = Intent.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
  if (!parsed.success) throw new Response(null, { status: 400 });
  const intent = parsed.data;
  try {
    switch (intent.intent) {
      case 'create':
      case 'update': {
        const body = poolBody(form) as never;
        const response = intent.intent === 'create' ? await bff.pools.create({ body }) : await bff.pools.update({ params: { id: intent.pool }, body });
        if (response.status === 200) return redirect(`/account/pool-profiles/${response.body.id}`, { headers });
        return refused(intent.intent, response, formProblem(response.status, response.body, 'The pool could not be saved.'));
      }
      case 'delete': {
        const response = await bff.pools.remove({ params: { id: intent.pool } });
        if (response.status === 200) return redirect('/account/pool-profiles/default', { headers });
        return refused('delete', response, formProblem(response.status, response.body, 'The pool could not be deleted.'));
      }
      case 'upload-photo': {
        const image = await uploadedImage(form);
        if (!image) return data<PoolActionResult>({ intent: 'upload-photo', problem: { message: ACCOUNT_FAILURE_MESSAGES.imageUpload, fields: { image: 'Choose an image.' } } }, { status: 400, headers });
        const response = await bff.pools.addPhoto({ params: { id: intent.pool }, body: { image } });
        if (response.status === 200) {
          flashHeaders(headers, 'imageUploaded');
          return redirect(`/account/pool-profiles/${intent.pool}`, { headers });
        }
        const problem = formProblem(response.status, response.body, ACCOUNT_FAILURE_MESSAGES.imageUpload);
        return refused('upload-photo', response, { message: ACCOUNT_FAILURE_MESSAGES.imageUpload, fields: { image: shopperError(response, problem.message).detail ?? problem.message } });
      }
      case 'delete-photo': {
        const response = await bff.pools.removePhoto({ params: { id: intent.photo } });
        if (response.status === 200) return redirect(new URL(request.url).pathname, { headers });
        // The spec uses the upload failure message for a failed delete too (account.md 8).
        return refused('delete-photo', response, { message: ACCOUNT_FAILURE_MESSAGES.imageUpload, fields: {} });
      }
    }
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<PoolActionResult>({ intent: intent.intent, problem: null }, { status: 503, headers: refusalToast(request, context, headers, error, 'Oops, there was a problem, please try again later.') });
    throw error;
  }
}
