import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { savedProductAction } from '../save-product.server';

/**
 * POST /resources/saved-product: the saved-product forms' target (save, move, remove; save-product.server.ts).
 * A resource route answers with a Response: Remix drops the status and headers of a `data()` here (a
 * refused form read 200), so an answer that is not already a Response is sent as JSON with its own.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await savedProductAction(request, context, await request.formData());
  return 'init' in result ? Response.json(result.data, result.init ?? undefined) : result;
}

export function loader() {
  return redirect('/account/saved-products');
}
