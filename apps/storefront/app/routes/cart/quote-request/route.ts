import { QuoteRequestFormSchema } from '@pool/api-contract';
import { CART_MESSAGES } from '@pool/cart-domain';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { bffFor, BffUnavailableError } from '../../../.server/bff';
import { quoteRequestResult, type QuoteRequestResult } from '../../../components/quote/quote-result';

/**
 * POST /resources/quote-request: the Request a Quote flyout's submit (a form post; `products` is a JSON list of {id, sku, quantity}), passed to the BFF; the
 * browser never calls the BFF itself. Answers a {@link QuoteRequestResult}; the BFF's success message
 * is checked here with cart-domain's `quoteResponseOutcome`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  let products: unknown;
  try {
    products = JSON.parse(field('products') || '[]');
  } catch {
    products = null;
  }
  const parsed = QuoteRequestFormSchema.safeParse({
    name: field('name'), company: field('company'), email: field('email'), phone: field('phone'), message: field('message'), products,
  });
  if (!parsed.success) {
    return data<QuoteRequestResult>({ ok: false, message: CART_MESSAGES.quoteFailed, fieldErrors: {} }, { status: 400 });
  }
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.quotes.request({ body: parsed.data });
    if (response.status !== 200) context.log.info({ status: response.status }, 'quote request refused');
    const result = quoteRequestResult(response.status, response.body);
    return data<QuoteRequestResult>(result, { status: result.ok ? 200 : response.status >= 500 ? 503 : response.status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<QuoteRequestResult>(quoteRequestResult(503, null), { status: 503 });
    throw error;
  }
}
