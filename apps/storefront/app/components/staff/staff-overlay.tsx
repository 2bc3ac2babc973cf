import type { StaffAuditEntry, StaffCustomer, StaffView } from '@pool/api-contract';
import { Button, Heading, Link, TextField } from '@pool/ui';
import { useFetcher, useLocation, useMatches } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { staffAtom } from '../../state/session.atoms';
import { cutTitle, pageInfo } from './page-info';
import type { StaffAnswer } from './staff-answer';
import * as css from './staff-overlay.css';

const STAFF_PATH = '/staff';

/**
 * The staff overlay (spec site-shell.md 2.13; docs/decisions/0030), a chunk of its own that only staff
 * load: the sales bar ('You are Logged in as {name}.' with Logout), the 'A' toggle, and, expanded, the
 * top bar 'You Are {name}' and the bottom panel (page type and name with the admin edit link, the cart
 * id with Unload and Create Quote, customer search, the audit of the customer acted for, Close). While
 * acting, a banner with the customer's name and the admin border show on every page.
 */
export default function StaffOverlay({ staff }: { staff: StaffView }) {
  const [open, setOpen] = useState(false);
  const acting = staff.actingAs;
  const location = useLocation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  // The bars sit over the top of the page: the page moves down by their height while they show.
  useEffect(() => {
    const previous = document.body.style.paddingTop;
    document.body.style.paddingTop = open ? '72px' : '36px';
    return () => {
      document.body.style.paddingTop = previous;
    };
  }, [open]);
  return (
    <>
      {acting && <div className={css.adminBorder} aria-hidden="true" data-testid="admin-border" />}
      <div className={css.bars}>
        {acting ? (
          <div role="region" aria-label="Acting as a customer" className={css.actingBanner}>
            <span>Acting as {acting.name} ({acting.email})</span>
            <WriteForm intent="unload" label="Unload" />
          </div>
        ) : (
          <div role="region" aria-label="Sales view" className={css.salesBar}>
            <span>You are Logged in as {staff.name}.</span>
            {staff.actingEnded && <span role="status">{staff.actingEnded}</span>}
            <form method="post" action="/logout">
              <input type="hidden" name="pathname" value={location.pathname} />
              <Button type="submit" size="sm" variant="secondary">Logout</Button>
            </form>
          </div>
        )}
        {open && <div className={css.topBar}>You Are {acting?.name ?? staff.name}</div>}
      </div>
      <button
        ref={toggleRef}
        type="button"
        className={css.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Staff tools"
        onClick={() => setOpen((was) => !was)}
      >
        A
      </button>
      {open && <StaffPanel id={panelId} staff={staff} onClose={close} />}
    </>
  );
}

function StaffPanel({ id, staff, onClose }: { id: string; staff: StaffView; onClose: () => void }) {
  const matches = useMatches();
  const info = pageInfo(matches, staff.adminUrl, typeof document === 'undefined' ? '' : document.title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div id={id} role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div className={css.panel}>
        <section className={css.section}>
          <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} style={{ margin: 0, fontSize: '1rem' }}>Staff tools</h2>
          <p style={{ margin: 0 }}>
            {info.type}: {cutTitle(info.name)}{' '}
            {info.edit && <a href={info.edit} target="_blank" rel="noreferrer">Edit</a>}
          </p>
          <CartTools staff={staff} />
          <div>
            <Button size="sm" variant="ghost" onPress={onClose}>Close</Button>
          </div>
        </section>
        <CustomerSearch actingAs={staff.actingAs} />
      </div>
    </div>
  );
}

/** A write to `/staff`; act-as and unload reload the page, so everything on it is the new view's. */
function WriteForm({ intent, label, customerId }: { intent: 'act-as' | 'unload'; label: string; customerId?: number }) {
  const fetcher = useFetcher<StaffAnswer>();
  const setStaff = useSetAtom(staffAtom);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok || !fetcher.data.staff) return;
    setStaff(fetcher.data.staff);
    window.location.reload();
  }, [fetcher.state, fetcher.data, setStaff]);
  return (
    <fetcher.Form method="post" action={STAFF_PATH} style={{ display: 'inline' }}>
      <input type="hidden" name="intent" value={intent} />
      {customerId !== undefined && <input type="hidden" name="customerId" value={customerId} />}
      <Button type="submit" size="sm" variant="secondary" isPending={fetcher.state !== 'idle'}>{label}</Button>
      {fetcher.data && !fetcher.data.ok && fetcher.data.message && <span role="alert" className={css.error}> {fetcher.data.message}</span>}
    </fetcher.Form>
  );
}

function CartTools({ staff }: { staff: StaffView }) {
  const quote = useFetcher<StaffAnswer>();
  const made = quote.data?.ok ? quote.data.quote : undefined;
  // Create Quote hands off to the admin site's quote creation for the quote just made from the cart
  // (spec site-shell.md 2.13; docs/decisions/0066); the link below stays for a blocked navigation.
  useEffect(() => {
    if (made) window.location.assign(made.adminUrl);
  }, [made]);
  return (
    <div className={css.section}>
      <p style={{ margin: 0 }}>
        Cart: <span className={css.mono} data-testid="staff-cart-id">{staff.cartId ?? 'none'}</span>
      </p>
      <div className={css.row}>
        {staff.actingAs && <WriteForm intent="unload" label="Unload" />}
        <quote.Form method="post" action={STAFF_PATH} style={{ display: 'inline' }}>
          <input type="hidden" name="intent" value="create-quote" />
          <Button type="submit" size="sm" variant="secondary" isPending={quote.state !== 'idle'} isDisabled={!staff.cartId}>Create Quote</Button>
        </quote.Form>
      </div>
      {made && (
        <p role="status" style={{ margin: 0 }}>
          Quote created: <Link href={made.path}>{made.path}</Link>. Opening the admin site's quote creation… <a href={made.adminUrl}>Continue in the admin site</a>
        </p>
      )}
      {quote.data && !quote.data.ok && quote.data.message && <p role="alert" className={css.error}>{quote.data.message}</p>}
    </div>
  );
}

/** Customer search (spec site-shell.md 2.13, 8: a failure shows the message and clears the results). */
function CustomerSearch({ actingAs }: { actingAs: StaffView['actingAs'] }) {
  const search = useFetcher<StaffAnswer>();
  const [auditOf, setAuditOf] = useState<{ id: number; name: string } | null>(actingAs);
  const answer = search.data;
  const results: StaffCustomer[] = answer?.ok ? (answer.search?.data ?? []) : [];
  const meta = answer?.ok ? answer.search : undefined;
  const [q, setQ] = useState('');
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.perPage)) : 1;
  return (
    <section className={css.section} aria-labelledby="staff-search-title">
      <Heading level={3} id="staff-search-title">Customer search</Heading>
      <search.Form method="get" action={STAFF_PATH} role="search">
        <TextField label="Name, email, phone or order number" name="q" type="search" value={q} onChange={setQ} isRequired />
        <Button type="submit" size="sm" isPending={search.state !== 'idle'}>Search</Button>
      </search.Form>
      {answer && !answer.ok && <p role="alert" className={css.error}>{answer.message}</p>}
      {meta && meta.total === 0 && <p role="status">No customers found.</p>}
      {results.length > 0 && (
        <ul className={css.list} aria-label="Customers found">
          {results.map((customer) => (
            <li key={customer.id} className={css.row}>
              <span>{customer.name} · {customer.email}{customer.phone ? ` · ${customer.phone}` : ''}</span>
              <WriteForm intent="act-as" label={`Act as ${customer.name}`} customerId={customer.id} />
              <Button size="sm" variant="ghost" onPress={() => setAuditOf({ id: customer.id, name: customer.name })}>{`Audit of ${customer.name}`}</Button>
            </li>
          ))}
        </ul>
      )}
      {meta && pages > 1 && (
        <div className={css.row}>
          {meta.page > 1 && <Button size="sm" variant="ghost" onPress={() => search.load(`${STAFF_PATH}?${new URLSearchParams({ q, page: String(meta.page - 1) })}`)}>Previous</Button>}
          <span>Page {meta.page} of {pages}</span>
          {meta.page < pages && <Button size="sm" variant="ghost" onPress={() => search.load(`${STAFF_PATH}?${new URLSearchParams({ q, page: String(meta.page + 1) })}`)}>Next</Button>}
        </div>
      )}
      {auditOf && <AuditList customer={auditOf} />}
    </section>
  );
}

/** A customer's audit (act-as starts and stops, writes made while acting), newest first. */
function AuditList({ customer }: { customer: { id: number; name: string } }) {
  const audit = useFetcher<StaffAnswer>();
  const entries: StaffAuditEntry[] = audit.data?.ok ? (audit.data.audit ?? []) : [];
  const load = audit.load;
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    void loadRef.current(`${STAFF_PATH}?audit=${customer.id}`);
  }, [customer.id]);
  return (
    <section className={css.section} aria-labelledby="staff-audit-title">
      <Heading level={3} id="staff-audit-title">{`Audit of ${customer.name}`}</Heading>
      <div>
        <Button size="sm" variant="secondary" onPress={() => void load(`${STAFF_PATH}?audit=${customer.id}`)} isPending={audit.state !== 'idle'}>Refresh audit</Button>
      </div>
      {audit.data && !audit.data.ok && <p role="alert" className={css.error}>{audit.data.message}</p>}
      {audit.data?.ok && (
        <ol className={css.list} aria-label="Audit entries">
          {entries.map((entry) => (
            <li key={entry.id}>
              {new Date(entry.at).toISOString().slice(0, 16).replace('T', ' ')} UTC · {entry.staffName} · {entry.action}{entry.detail ? ` · ${entry.detail}` : ''}{entry.status === null ? '' : ` → ${entry.status}`}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
