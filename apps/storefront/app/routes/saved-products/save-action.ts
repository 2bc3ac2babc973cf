import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { savedProductAction } from './save-product.server';

/** POST /resources/saved-product: the saved-product forms' target (save, move, remove; save-product.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return savedProductAction(request, context, await request.formData());
}

export function loader() {
  return redirect('/account/saved-products');
}
