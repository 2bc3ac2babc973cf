import type { DeliveryView } from '@pool/api-contract';
import { CART_MESSAGES, addBusinessDays, checkZipInput, isoDate, storeMapUrl, validateNotifyMe } from '@pool/cart-domain';
import { Button, Link, TextField } from '@pool/ui';
import { useFetcher } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useHydrated } from '../../hydrated';
import type { DeliveryActionResult } from './delivery-answer';
import { cutoffOnThisClock } from '../../state/delivery.atoms';
import { sessionReadRequestAtom } from '../../state/session.atoms';
import { Countdown } from './countdown';
import * as css from './delivery.css';

const STORE_PICKUP_TITLE = 'Store Pickup';

function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}

/** A drawing of the delivery area (no photo of the location is shipped with the store). */
function LocationImage({ id, name }: { id: number; name: string }) {
  return (
    <svg className={css.image} viewBox="0 0 320 120" role="img" aria-label={`${name} delivery area`} data-location-image={id}>
      <rect width="320" height="120" fill="#e6f1f8" />
      <path d="M0 80 Q80 60 160 82 T320 76 V120 H0Z" fill="#bcd9ec" />
      <path d="M40 20 L40 120 M120 0 L120 120 M0 50 L320 50 M220 0 L200 120" stroke="#fff" strokeWidth="6" />
      <circle cx="160" cy="50" r="16" fill="#005a9c" />
      <circle cx="160" cy="50" r="6" fill="#fff" />
      <text x="12" y="112" fontSize="14" fill="#00426f" fontFamily="sans-serif">{name}</text>
    </svg>
  );
}

/** Same-day panel (spec shopping.md 2): before 1 pm same day with a live countdown; after, next business day by 7pm. */
function SameDayPanel({ view, cutoff }: { view: DeliveryView; cutoff: number | null }) {
  const sameDay = view.sameDay!;
  const place = view.destination ? `${view.destination.city}, ${view.destination.stateAbbreviation}` : view.zip;
  const hubs = sameDay.stores.filter((s) => s.kind === 'delivery' && s.enabled);
  const pickup = sameDay.stores.find((s) => s.kind === 'pickup');
  const [elapsed, setElapsed] = useState(false);
  const readSession = useSetAtom(sessionReadRequestAtom);
  const sameDayNow = sameDay.window.kind === 'same_day' && sameDay.cutoffAt && cutoff !== null && !elapsed;
  // Once today's cut-off has passed, the order arrives the next business day after today.
  const [year, month, day] = sameDay.window.date.split('-').map(Number);
  const nextDay = sameDay.window.kind === 'same_day' ? isoDate(addBusinessDays({ year: year!, month: month!, day: day! }, 1)) : sameDay.window.date;
  return (
    <>
      <section className={css.block} aria-labelledby="same-day-title" data-testid="same-day-panel">
        <h3 id="same-day-title" className={css.blockTitle}>
          Same-Day Delivery to {place}
        </h3>
        {sameDay.imageIds[0] !== undefined ? <LocationImage id={sameDay.imageIds[0]} name={hubs[0]?.name ?? place ?? ''} /> : null}
        <p className={css.text}>Order before 1 pm for same day delivery.</p>
        <p className={css.text}>Orders after 1 pm arrive the next business day by 7pm.</p>
        {sameDayNow ? (
          <p className={css.text}>
            Order within{' '}
            <Countdown cutoffAt={sameDay.cutoffAt!} cutoff={cutoff!} onElapsed={() => {
                setElapsed(true);
                // The header's 'Open' marker goes: the session's view is read again.
                readSession((n) => n + 1);
              }} /> to get it today,{' '}
            {formatDate(sameDay.window.date)}.
          </p>
        ) : (
          <p className={css.text} data-testid="next-day-note">
            Order now to get it {formatDate(nextDay)} by 7pm.
          </p>
        )}
        {hubs.length > 0 ? (
          <ul className={css.list} aria-label="Delivering from">
            {hubs.map((store) => (
              <li key={store.id} className={css.muted}>
                {store.name}: {store.address}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={css.links}>
          {sameDay.cityPage ? <Link href={sameDay.cityPage}>{`Shop ${view.destination?.city ?? ''} pool supplies`}</Link> : null}
          {sameDay.locationPage ? <Link href={sameDay.locationPage}>Same-day delivery details</Link> : null}
        </p>
      </section>
      {pickup ? (
        <section className={css.disabledBlock} aria-labelledby="pickup-title" aria-disabled="true" data-testid="pickup-block">
          <h3 id="pickup-title" className={css.blockTitle}>
            {STORE_PICKUP_TITLE}
          </h3>
          <p className={css.text}>
            {pickup.name}: {pickup.address}
          </p>
          <p className={css.links}>
            <Link href={storeMapUrl(pickup.address)}>View on map</Link>
          </p>
          <Button variant="secondary" size="sm" isDisabled>
            Pick up in store (coming soon)
          </Button>
        </section>
      ) : null}
    </>
  );
}

/** Notify-me (spec shopping.md 2 and 5): the first submit expands the form, the next sends. */
function NotifyMe({ zip, initial }: { zip: string | null; initial?: DeliveryActionResult | undefined }) {
  const fetcher = useFetcher<DeliveryActionResult>({ key: 'delivery-notify' });
  const hydrated = useHydrated();
  const fromServer = fetcher.data ?? (initial?.intent === 'notify' ? initial : undefined);
  const [expanded, setExpanded] = useState(Boolean(fromServer));
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const sending = fetcher.state !== 'idle';
  const done = fromServer?.intent === 'notify' && fromServer.ok && !sending;
  const serverError = fromServer?.intent === 'notify' && !fromServer.ok && !sending ? fromServer.error : null;

  if (done) {
    return (
      <p role="status" className={css.success}>
        {fromServer.message}
      </p>
    );
  }
  // Without JavaScript the form is shown expanded: one post sends it.
  const open = expanded || !hydrated;
  return (
    <fetcher.Form
      method="post"
      action="/delivery"
      noValidate
      className={css.block}
      aria-labelledby="notify-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!expanded) {
          setExpanded(true);
          return;
        }
        if (sending) return;
        const checked = validateNotifyMe({ email });
        if (!checked.ok) {
          setClientError(checked.errors.email ?? null);
          return;
        }
        setClientError(null);
        fetcher.submit({ intent: 'notify', email: checked.value.email, zipCode: zip ?? '', js: '1' }, { method: 'post', action: '/delivery' });
      }}
    >
      <h3 id="notify-title" className={css.blockTitle}>
        Same-day delivery is not available here yet
      </h3>
      <input type="hidden" name="intent" value="notify" />
      <input type="hidden" name="zipCode" value={zip ?? ''} />
      {open ? (
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} errorMessage={clientError ?? serverError} fullWidth />
      ) : (
        <p className={css.muted}>Get an email when zoom+ same-day delivery reaches your area.</p>
      )}
      <div>
        <Button type="submit" variant="secondary" isPending={sending}>
          Notify Me
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Standard panel (spec shopping.md 2): Standard 2-5 days, Economy 3-7 days, and notify-me. */
function StandardPanel({ view, initial }: { view: DeliveryView; initial?: DeliveryActionResult | undefined }) {
  return (
    <>
      <section className={css.block} aria-labelledby="standard-title" data-testid="standard-panel">
        <h3 id="standard-title" className={css.blockTitle}>
          {view.destination ? `Delivery to ${view.destination.city}, ${view.destination.stateAbbreviation} ${view.destination.zip}` : 'Delivery'}
        </h3>
        <ul className={css.list}>
          {view.estimates.map((estimate) => (
            <li key={estimate.service} className={css.text}>
              <strong>{`${estimate.label} ${estimate.minDays}-${estimate.maxDays} days`}</strong>{' '}
              <span className={css.muted}>{`(${formatDate(estimate.earliest)} - ${formatDate(estimate.latest)})`}</span>
            </li>
          ))}
        </ul>
      </section>
      {view.destination ? <NotifyMe zip={view.zip} initial={initial} /> : null}
    </>
  );
}

/**
 * The deliver-to panel (spec shopping.md 2): a zip field with Update ('Updating' while running), then
 * the same-day panel or the standard panel. With JavaScript the zip goes through a fetcher and the
 * header follows at once; without, the form posts to /delivery, which returns to `returnTo`.
 */
export function DeliverToPanel({ view, cutoff, returnTo, initial }: { view: DeliveryView; cutoff?: number | null; returnTo: string; initial?: DeliveryActionResult | undefined }) {
  const fetcher = useFetcher<DeliveryActionResult>({ key: 'delivery-zip' });
  const hydrated = useHydrated();
  const id = useId();
  const [zip, setZip] = useState(view.zip ?? '');
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data ?? (initial?.intent === 'zip' ? initial : undefined);
  const error = result?.intent === 'zip' && !result.ok && !busy ? result.error : null;

  // The /delivery page's own view (no session read behind it) counts from when the page rendered.
  const [pageCutoff] = useState(() => (cutoff === undefined ? cutoffOnThisClock(view) : null));
  return (
    <div className={css.panel}>
      <fetcher.Form
        method="post"
        action="/delivery"
        noValidate
        aria-describedby={`${id}-zip`}
        onSubmit={(event) => {
          event.preventDefault();
          const input = checkZipInput(zip);
          // An empty zip cannot be saved (spec shopping.md 5).
          if (input.kind === 'empty' || busy) return;
          fetcher.submit({ intent: 'zip', zip: input.zip, js: '1' }, { method: 'post', action: '/delivery' });
        }}
      >
        <p id={`${id}-zip`} className={css.muted}>
          Enter your ZIP to see delivery options.
        </p>
        <input type="hidden" name="intent" value="zip" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className={css.zipRow}>
          <div className={css.zipField}>
            <TextField label="Zip code" name="zip" autoComplete="postal-code" value={zip} onChange={setZip} errorMessage={error} fullWidth />
          </div>
          <Button type="submit" isDisabled={hydrated && zip.trim() === ''} aria-busy={busy}>
            {busy ? CART_MESSAGES.deliveryUpdating : 'Update'}
          </Button>
        </div>
      </fetcher.Form>
      {view.sameDay ? <SameDayPanel key={view.zip} view={view} cutoff={cutoff === undefined ? pageCutoff : cutoff} /> : <StandardPanel key={view.zip ?? ''} view={view} initial={initial} />}
    </div>
  );
}
