import type { RequestListener } from 'node:http';
import { SERVICE_KEY_HEADER, warmUp, type WarmUpResult } from '@pool/http-kit';
import type { Logger } from 'pino';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';

/**
 * What the start-up warm-up types into the search box: every letter and digit, then every pair of
 * letters and of digits (812 texts). Each answer carries products, suggestions and often diagrams, so
 * the whole path of a keystroke runs, and commerce-api answers such short texts from the prefixes it
 * merged when it built its index: the warm-up leaves nothing in its memory of words.
 */
export function typeaheadWarmUpTexts(): string[] {
  const pairs = (chars: string) => [...chars].flatMap((a) => [...chars].map((b) => `${a}${b}`));
  return [...LETTERS, ...DIGITS, ...pairs(LETTERS), ...pairs(DIGITS)];
}

export const typeaheadPath = (text: string): string => `/v1/catalog/typeahead?${new URLSearchParams({ q: text })}`;

/**
 * Polls `url` (an upstream's readiness) until it answers 2xx; false when `timeoutMs` passes first.
 */
export async function waitUntilReady(url: string, { timeoutMs, everyMs = 500 }: { timeoutMs: number; everyMs?: number }): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
      async (response) => {
        await response.body?.cancel();
        return response.ok;
      },
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}

export interface BffWarmUpOptions {
  /**
   * A throwaway BFF: the same code with its own caches, metrics and upstream wrapper (breakers,
   * connections), logging nothing. One per round, so every round's keystrokes miss its cache.
   */
  createApp: () => RequestListener;
  /** The storefront's key, which the throwaway BFF asks for like the serving one. */
  serviceKey: string;
  /** Typeahead requests in all (rounds of {@link typeaheadWarmUpTexts}). */
  requests: number;
  /** Whether commerce-api became ready (the answers come from it); no warm-up otherwise. */
  upstreamReady: () => Promise<boolean>;
  logger: Logger;
}

/**
 * The BFF's start-up warm-up: typeahead keystrokes through throwaway instances, against the real
 * commerce-api, before the BFF reports ready (see `warmUp` in @pool/http-kit for why). commerce-api
 * sees them as calls with request ids `warm-up-{n}`.
 */
export async function warmUpBff(options: BffWarmUpOptions): Promise<WarmUpResult | null> {
  const { logger } = options;
  if (!(await options.upstreamReady())) {
    logger.warn('commerce-api is not ready: starting without a warm-up');
    return null;
  }
  const texts = typeaheadWarmUpTexts();
  const total: WarmUpResult = { requests: 0, failed: 0, ms: 0, stoppedEarly: false };
  while (total.requests < options.requests && !total.stoppedEarly) {
    const round = await warmUp({
      handler: options.createApp(),
      paths: texts.slice(0, options.requests - total.requests).map(typeaheadPath),
      headers: { [SERVICE_KEY_HEADER]: options.serviceKey },
    });
    total.requests += round.requests;
    total.failed += round.failed;
    total.ms += round.ms;
    total.stoppedEarly = round.stoppedEarly;
  }
  logger.info(total, 'warmed up');
  return total;
}
