import { CART_TOASTS } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { SubmitButton } from '@pool/ui';
import { useCartAddFetcher } from '../cart-add-fetcher';
import { error as errorClass, offer as offerClass } from './line-kinds.css';
import { CartFailure } from './cart-failure';

/**
 * One protection-plan offer of the product page with its 'Add' button: a POST form to /cart
 * (`intent=addPlan`) that ties the plan to the product's cart line, adding the product when the cart
 * lacks it (docs/decisions/0020). Only the offer id is sent: the price is commerce-api's.
 */
export function PlanOfferForm({ productId, offer, canAddToCart }: { productId: number; offer: { id: string; term: string; price: number }; canAddToCart: boolean }) {
  const { fetcher, busy, failure, onSubmit, redirectTo } = useCartAddFetcher({ key: `plan-${offer.id}`, successToast: CART_TOASTS.addedToCart });

  return (
    <fetcher.Form method="post" action="/cart" className={offerClass} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="addPlan" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="plan" value={offer.id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <span>
        {offer.term}: {formatMoney(offer.price)}
      </span>
      <SubmitButton variant="secondary" size="sm" isPending={busy} isDisabled={!canAddToCart} aria-label={`Add the ${offer.term} protection plan`}>
        Add plan
      </SubmitButton>
      <CartFailure message={failure} className={errorClass} />
    </fetcher.Form>
  );
}
