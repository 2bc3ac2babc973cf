// Lighthouse runs for `pnpm bench:web`: one fresh headless Chromium per run (Debian's, through
// chrome-launcher), Lighthouse's default config (mobile emulation, simulated throttling) with the
// performance category only, a deadline per run, and the figures the bench reports read off the result.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

/**
 * Chromium's flags. Without the background-networking ones Chromium opens connections of its own
 * (component updates, sync...), which a closed network refuses.
 */
export const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * Kills every Chromium still running, a launch under way included (on exit, Ctrl-C or an error);
 * safe to call more than once.
 */
export function killChromes() {
  chromeLauncher.killAll();
}

/**
 * @typedef {object} RunSummary
 * @property {number} score performance score, 0-100
 * @property {number} tbtMs Total Blocking Time
 * @property {number} lcpMs Largest Contentful Paint
 * @property {number} cls Cumulative Layout Shift
 * @property {number} fcpMs First Contentful Paint
 * @property {number} jsBytes scripts transferred (compressed, as sent)
 * @property {number} totalBytes everything transferred
 * @property {number} benchmarkIndex Lighthouse's measure of the host CPU (higher is faster)
 * @property {{ url: string, transferSize: number }[]} scripts the page's scripts, largest first
 * @property {{ url: string, total: number }[]} bootup JavaScript execution time by script (ms, throttled), largest first
 * @property {string[]} warnings Lighthouse's run warnings
 */

/**
 * The bench's figures from one Lighthouse result (LHR).
 * @param {any} lhr
 * @returns {RunSummary}
 */
export function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const resources = audit('resource-summary')?.details?.items ?? [];
  const requests = audit('network-requests')?.details?.items ?? [];
  const transferred = (type) => resources.find((item) => item.resourceType === type)?.transferSize
    // Fallback if the summary is missing: add the requests up.
    ?? requests.filter((r) => type === 'total' || r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    tbtMs: audit('total-blocking-time').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    fcpMs: audit('first-contentful-paint').numericValue,
    jsBytes: transferred('script'),
    totalBytes: transferred('total'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => ({ url: r.url, transferSize: r.transferSize ?? 0 })).sort((a, b) => b.transferSize - a.transferSize),
    bootup: (audit('bootup-time')?.details?.items ?? []).map((item) => ({ url: item.url, total: item.total })).sort((a, b) => b.total - a.total),
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * One Lighthouse run of `url` in a Chromium of its own, killed after `timeoutMs` at the latest.
 * Rejects on a timeout, a Lighthouse error or a page Lighthouse could not measure (its
 * `runtimeError`, e.g. a document answering 500).
 * @param {string} url
 * @param {{ chromePath: string, timeoutMs: number, headers?: Record<string, string> }} options `headers`
 *   go with every request of the page (Lighthouse's `extraHeaders`, e.g. a session cookie).
 * @returns {Promise<{ lhr: any, summary: RunSummary }>}
 */
export async function runLighthouse(url, { chromePath, timeoutMs, headers }) {
  // chrome-launcher's own SIGINT handler would exit the process before the bench stops its servers.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  let timer;
  try {
    const deadline = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse run of ${url} took more than ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const result = await Promise.race([
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(headers ? { extraHeaders: headers } : {}) }),
      deadline,
    ]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { lhr, summary: summarise(lhr) };
  } finally {
    clearTimeout(timer);
    // Also what ends a run past its deadline: Lighthouse's connection closes and its promise settles.
    try {
      chrome.kill();
    } catch {
      // Already gone.
    }
  }
}

/**
 * The median run by performance score (ties: the higher TBT first); with an even count the lower of
 * the two middle runs.
 * @template {{ summary: RunSummary }} T
 * @param {T[]} runs
 * @returns {T | undefined}
 */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.summary.score - b.summary.score || b.summary.tbtMs - a.summary.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
