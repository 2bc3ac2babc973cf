import type { FitsView } from '@pool/api-contract';

/*
 * The 'Fits your {model}' badges (docs/decisions/0032), loaded on demand: only once the session read
 * says the customer's pools name equipment (components/shell/session-sync.ts). Catalogue pages are
 * shared by every signed-in customer, so they carry only an empty slot per product,
 * `<span data-fits="{productId}" hidden>` (product cards, diagram rows, the product page); this fills the slots from the customer's own,
 * private answer (`GET /resources/fits?products=…`), on this page and on every page or list rendered
 * after it (a MutationObserver: client navigations, "load more").
 */

/**
 * The badge's looks, set through the CSSOM (allowed by the CSP, unlike a style attribute): no
 * stylesheet, so importing this chunk fetches one file. No `display`, so `hidden` still hides an empty slot.
 */
const BADGE: Partial<CSSStyleDeclaration> = {
  alignSelf: 'flex-start', padding: '2px 8px', borderRadius: '4px', background: '#e7f3eb', color: '#1b6f35',
  fontSize: '12px', fontWeight: '700', lineHeight: '1.5',
};

/** Most products one question names (the BFF's limit). */
const MAX_PRODUCTS = 200;

/** Product id → the model it fits, or null when it fits nothing of the customer's. */
const known = new Map<number, string | null>();
let observer: MutationObserver | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let asking = false;

const slots = () => [...document.querySelectorAll<HTMLElement>('[data-fits]')];
const idOf = (slot: HTMLElement) => Number(slot.dataset.fits);

/** Asks about the products of the page not asked about yet. */
async function ask(ids: number[]): Promise<void> {
  const response = await fetch(`/resources/fits?products=${ids.join(',')}`, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) return;
  const { data } = (await response.json()) as FitsView;
  for (const id of ids) known.set(id, null);
  for (const fit of data) known.set(fit.productId, fit.model);
}

function paint(): void {
  for (const slot of slots()) {
    const model = known.get(idOf(slot));
    const text = model ? `Fits your ${model}` : '';
    if (slot.textContent === text) continue;
    slot.textContent = text;
    if (model) Object.assign(slot.style, BADGE);
    slot.hidden = !model;
  }
}

async function fill(): Promise<void> {
  // Turned off since it was scheduled: nothing to ask about.
  if (asking || !observer) return;
  const ids = [...new Set(slots().map(idOf))].filter((id) => Number.isInteger(id) && id > 0 && !known.has(id)).slice(0, MAX_PRODUCTS);
  if (ids.length > 0) {
    asking = true;
    try {
      await ask(ids);
    } catch {
      // Badges are a nicety: a failed read leaves the slots empty until the next page.
    } finally {
      asking = false;
    }
  }
  if (observer) paint();
}

function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void fill(), 30);
}

/**
 * Turns the badges on (the customer has equipment) or off (signed out, or no equipment any more: the
 * slots are emptied and forgotten).
 */
export function syncFits(on: boolean): void {
  if (!on) {
    observer?.disconnect();
    observer = null;
    // A fill scheduled by the last changes would ask about slots that are being emptied.
    clearTimeout(timer);
    timer = undefined;
    known.clear();
    for (const slot of slots()) {
      slot.textContent = '';
      slot.hidden = true;
    }
    return;
  }
  // Asked afresh on each session read (a page load, a submitted form): equipment may have changed.
  known.clear();
  if (!observer) {
    observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-fits'] });
  }
  schedule();
}
