// The lab interaction measure of `pnpm bench:web`: a click → the next paint, the way INP counts it.
//
// Method. Playwright (the e2e package's @playwright/test, on the given Chromium) opens the page in a
// fresh browser context (a new guest) with a phone's viewport (412 × 823, as Lighthouse's mobile
// emulation) and Chromium's CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`, rate 4; the network
// is loopback, unthrottled). Before the page's own scripts run, a PerformanceObserver listens for Event
// Timing entries (`type: 'event'`, `durationThreshold: 16`, the smallest the API allows). The bench
// waits until the page has loaded, the clicked element is hydrated (React has attached its props to
// it) and the network has been quiet for half a second, then clicks it as a mouse does (hover, press,
// release) and waits for what the click does to show (see SCENARIOS). The figure is the longest
// `duration` of the click's entries (pointerdown, pointerup, click: one `interactionId`), i.e. from
// the press to the next frame painted after its handlers ran; durations are rounded by the browser
// to 8 ms. No entry means the interaction took less than the 16 ms threshold: it counts as 16.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './stack.mjs';

// Playwright is the e2e package's dependency, not the repository root's.
const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))('@playwright/test');

export const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };
const THRESHOLD_MS = 16;

/** Records the page's Event Timing entries of interactions from the start, on `window`. */
const OBSERVE = `
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__benchEvents.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: ${THRESHOLD_MS}, buffered: true });
`;

/**
 * What is clicked on which page, and what shows once the click has done its work.
 * `prepare` runs before the measured click (not measured); `target` is the clicked locator; `done`
 * resolves once the click's effect is on screen.
 * @typedef {{ key: string, label: string, page: 'product' | 'category' | 'search', prepare?: (page: any) => Promise<void>, target: (page: any) => any, done: (page: any, before: string) => Promise<unknown> }} Scenario
 */
/** @type {Scenario[]} */
export const SCENARIOS = [
  {
    key: 'add-to-cart',
    label: 'Add to Cart (product page)',
    page: 'product',
    target: (page) => page.locator('main').getByRole('button', { name: 'Add to Cart', exact: true }).first(),
    // The header's count shows the line ("Cart, 1 item").
    done: (page) => page.getByRole('button', { name: /^Cart, 1 item/ }).waitFor({ timeout: 15_000 }),
  },
  {
    key: 'cart-button',
    label: "header's cart button (mini cart)",
    page: 'product',
    target: (page) => page.locator('header').getByRole('button', { name: /^Cart\b/ }),
    done: (page) => page.getByRole('dialog', { name: 'My Cart' }).waitFor({ timeout: 15_000 }),
  },
  ...['category', 'search'].map((kind) => ({
    key: `${kind}-facet`,
    label: `${kind} facet (filter link)`,
    page: /** @type {'category' | 'search'} */ (kind),
    // The first filter group is closed: open it first (its own click, not measured).
    prepare: async (page) => {
      const group = page.getByRole('complementary', { name: 'Filters' }).locator('details').first();
      await group.locator('summary').click();
      await group.locator('a').first().waitFor({ state: 'visible', timeout: 5_000 });
    },
    target: (page) => page.getByRole('complementary', { name: 'Filters' }).locator('details').first().locator('a').first(),
    // The filtered listing's address.
    done: (page, before) => page.waitForURL((u) => u.href !== before, { timeout: 15_000 }),
  })),
];

/** Starts the Chromium the interaction runs share (each run has a context of its own). */
export function launchBrowser(executablePath) {
  return chromium.launch({ executablePath, args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
}

/**
 * One measured click of `scenario` on `url` in a fresh context of `browser`.
 * @returns {Promise<{ ms: number, belowThreshold: boolean, entries: { name: string, duration: number }[] }>}
 */
export async function measureInteraction(browser, scenario, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (scenario.prepare) {
      await waitUntilHydrated(page, page.getByRole('complementary', { name: 'Filters' }).locator('summary').first());
      await scenario.prepare(page);
    }
    const target = scenario.target(page);
    await waitUntilHydrated(page, target);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const before = page.url();
    const startedAt = await page.evaluate(() => performance.now());
    await target.click({ timeout: 15_000 });
    await scenario.done(page, before);
    // Entries are delivered after the frame they end on: let two more frames pass (on a page that may
    // be navigating, so evaluate again if the context is replaced).
    const entries = await page.evaluate(
      (since) => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(window.__benchEvents.filter((e) => e.startTime >= since)), 50)))),
      startedAt,
    );
    const ids = new Set(entries.map((e) => e.interactionId));
    if (ids.size > 1) {
      // Only the first interaction after the click is the click (a later one would be the page's own).
      const first = Math.min(...ids);
      entries.splice(0, entries.length, ...entries.filter((e) => e.interactionId === first));
    }
    const longest = Math.max(0, ...entries.map((e) => e.duration));
    return { ms: entries.length ? longest : THRESHOLD_MS, belowThreshold: entries.length === 0, entries: entries.map(({ name, duration }) => ({ name, duration })) };
  } finally {
    await context.close();
  }
}

/** Waits until React has hydrated the element (its props are attached to the DOM node). */
async function waitUntilHydrated(page, locator) {
  const handle = await locator.elementHandle({ timeout: 30_000 });
  await page.waitForFunction((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')), handle, { timeout: 30_000 });
  await handle.dispose();
}
