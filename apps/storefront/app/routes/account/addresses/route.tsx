import { ADDRESS_BOOK_LIMIT } from '@pool/account-domain';
import type { SavedAddress } from '@pool/api-contract';
import { shopperError } from '../../../lib/error-message';
import { Button, Heading, Link, Section } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { loadAccount } from '../../../.server/account';
import { bffFor, BffUnavailableError } from '../../../.server/bff';
import { AddressLines } from '../../../components/account/address-card';
import { AddressFields, type AddressFormErrors, type AddressFormValues } from '../../../components/account/address-fields';
import { accountPage, accountSection, card, cardActions, cardGrid, checkboxRow, defaultTag, formMessage, formStack, statusText } from '../../../components/account/account.css';
import { RouteErrorBoundary } from '../../../components/error-page';
import { addressBody, AddressIntentSchema, type AddressForm } from './address-intent';

export const meta: MetaFunction = () => [{ title: 'Addresses | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

/** The address book; `?new` opens the add form, `?edit={id}` the edit form of one address (no JavaScript needed). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, headers } = await loadAccount(request, context);
  const url = new URL(request.url);
  const editId = Number(url.searchParams.get('edit'));
  const editing = account.addresses.find((address) => address.id === editId) ?? null;
  const adding = !editing && (url.searchParams.has('new') || account.addresses.length === 0);
  return data({ addresses: account.addresses, editing, adding }, { headers });
}

interface AddressActionData {
  intent: 'create' | 'update';
  id: number | null;
  values: Partial<AddressFormValues>;
  errors: AddressFormErrors;
  message: string | null;
}

const formValues = (form: AddressForm): Partial<AddressFormValues> => {
  const { isDefault: _isDefault, ...values } = form;
  return values;
};

/**
 * POST /account/addresses: create, update, delete, default. Success goes back to the list (303). As
 * the spec says, failures are silent (no toast): a refused form comes back with its field messages;
 * anything else (an unknown id, the BFF down) simply shows the list again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = AddressIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  const { bff, headers } = bffFor(request, context);
  const back = () => redirect('/account/addresses', { status: 303, headers });
  if (!parsed.success) return back();
  const intent = parsed.data;
  try {
    let response: { status: number; body: unknown };
    switch (intent.intent) {
      case 'create':
        response = await bff.account.createAddress({ body: addressBody(intent) });
        break;
      case 'update':
        response = await bff.account.updateAddress({ params: { id: intent.id }, body: addressBody(intent) });
        break;
      case 'delete':
        response = await bff.account.deleteAddress({ params: { id: intent.id } });
        break;
      case 'default': {
        const current = await bff.account.get();
        const address = current.status === 200 ? current.body.addresses.find((a) => String(a.id) === intent.id) : undefined;
        if (!address) return back();
        const { id: _id, isDefault: _isDefault, ...fields } = address;
        response = await bff.account.updateAddress({ params: { id: intent.id }, body: { ...fields, isDefault: true } });
        break;
      }
    }
    if (response.status === 200) return back();
    if (response.status === 401) return redirect('/login?returnUrl=%2Faccount%2Faddresses', { status: 303, headers });
    if ((intent.intent === 'create' || intent.intent === 'update') && response.status === 422) {
      const errors = shopperError(response, '').fields;
      const fieldErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => field !== 'address')) as AddressFormErrors;
      return data<AddressActionData>({
        intent: intent.intent, id: intent.intent === 'update' ? Number(intent.id) : null, values: formValues(intent), errors: fieldErrors,
        message: errors.address?.[0] ?? null,
      }, { status: 422, headers });
    }
    context.log.info({ status: response.status, intent: intent.intent }, 'address change refused');
    return back();
  } catch (error) {
    if (error instanceof BffUnavailableError) return back();
    throw error;
  }
}

/** A saved address as form values (absent optional parts as empty fields). */
function savedValues(address: SavedAddress): Partial<AddressFormValues> {
  const { id: _id, isDefault: _isDefault, ...fields } = address;
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? ''])) as Partial<AddressFormValues>;
}

function AddressForm({ intent, address, result, isOnlyAddress }: {
  intent: 'create' | 'update';
  address: SavedAddress | null;
  result: AddressActionData | undefined;
  isOnlyAddress: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const values: Partial<AddressFormValues> = result?.values ?? (address ? savedValues(address) : {});
  const title = intent === 'create' ? 'Add an address' : 'Edit address';
  return (
    <Section headingId="address-form-title" title={title} size="md" className={accountSection}>
      <Form method="post" action="/account/addresses" noValidate className={formStack} aria-labelledby="address-form-title">
        <input type="hidden" name="intent" value={intent} />
        {address ? <input type="hidden" name="id" value={address.id} /> : null}
        {result?.message ? (
          <p role="alert" className={formMessage}>
            {result.message}
          </p>
        ) : null}
        <AddressFields values={values} errors={result?.errors ?? {}} />
        {address?.isDefault || isOnlyAddress ? null : (
          <label className={checkboxRow}>
            <input type="checkbox" name="isDefault" defaultChecked={false} />
            Make this my default address
          </label>
        )}
        <div className={cardActions}>
          <Button type="submit" isPending={busy}>
            {intent === 'create' ? 'Save address' : 'Save changes'}
          </Button>
          <Link href="/account/addresses">Cancel</Link>
        </div>
      </Form>
    </Section>
  );
}

/** Saved addresses (spec account.md 2): list, add, edit, delete, choose the default. */
export default function AddressesPage() {
  const { addresses, editing, adding } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formIntent = result?.intent ?? (editing ? 'update' : adding ? 'create' : null);
  const formAddress = result?.intent === 'update' ? (addresses.find((a) => a.id === result.id) ?? null) : editing;
  const full = addresses.length >= ADDRESS_BOOK_LIMIT;
  return (
    <div className={accountPage}>
      <Heading level={1} size="lg">
        Addresses
      </Heading>
      {addresses.length === 0 ? (
        <p className={statusText}>You have no saved addresses yet.</p>
      ) : (
        <ul className={cardGrid} aria-label="Saved addresses">
          {addresses.map((address) => (
            <li key={address.id} className={card} aria-label={`${address.street1}, ${address.city}`}>
              {address.isDefault ? <span className={defaultTag}>Default address</span> : null}
              <AddressLines address={address} />
              <div className={cardActions}>
                <Link href={`/account/addresses?edit=${address.id}`} aria-label={`Edit ${address.street1}`}>
                  Edit
                </Link>
                {address.isDefault ? null : (
                  <Form method="post" action="/account/addresses">
                    <input type="hidden" name="intent" value="default" />
                    <input type="hidden" name="id" value={address.id} />
                    <Button type="submit" variant="secondary" size="sm" aria-label={`Make ${address.street1} the default address`}>
                      Set as default
                    </Button>
                  </Form>
                )}
                <Form method="post" action="/account/addresses">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={address.id} />
                  <Button type="submit" variant="secondary" size="sm" aria-label={`Delete ${address.street1}`}>
                    Delete
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {formIntent ? (
        <AddressForm
          key={`${formIntent}-${formAddress?.id ?? 'new'}`}
          intent={formIntent}
          address={formIntent === 'update' ? formAddress : null}
          result={result}
          isOnlyAddress={formIntent === 'create' ? addresses.length === 0 : addresses.length === 1}
        />
      ) : full ? (
        <p className={statusText}>You have saved {ADDRESS_BOOK_LIMIT} addresses, the most an account can keep. Delete one to add another.</p>
      ) : (
        <p>
          <Link href="/account/addresses?new">Add a new address</Link>
        </p>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
