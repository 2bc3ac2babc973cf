import { requestTimeoutsFrom, type RequestTimeouts } from '@pool/http-kit';
import { z } from 'zod';

/**
 * The storefront's configuration, read from `process.env` once. This is the only module that reads
 * `process.env`; a bad value stops the server at boot with the field errors.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Port and interface the Express host listens on. All interfaces by default: the storefront is the
   * one server that faces shoppers (the BFF and commerce-api listen on loopback; docs/decisions/0010).
   */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * The address shoppers reach the store at (scheme, host, port). Canonical links, og:url, JSON-LD,
   * robots.txt and the sitemap are absolute on it; the request's Host header is never used. Default:
   * `http://localhost:{PORT}`.
   */
  PUBLIC_ORIGIN: z.string().url().transform((value) => new URL(value).origin).optional(),
  /**
   * Which peers' X-Forwarded-For / -Proto to believe (Express `trust proxy`): `loopback` by default; a
   * comma-separated list of addresses or subnets of the load balancers in front of the store, or a hop
   * count. The shopper's address (rate limits) comes from the first untrusted hop.
   */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  /** Base URL of the BFF, the storefront's only API. */
  BFF_URL: z.string().url().default('http://127.0.0.1:4000'),
  /** The key sent to the BFF in `x-service-key`; unset = the key file `bff-service-key` in SECRETS_DIR. */
  BFF_SERVICE_KEY: z.string().optional(),
  /** Where key files are kept; default `<repo>/.data/secrets` (resolved by server/main.ts). */
  SECRETS_DIR: z.string().min(1).optional(),
  /** The private metrics listener (`/metrics` for Prometheus); never the shoppers' port. 0 turns it off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Largest form body an action accepts (KiB); larger posts get 413 before they are read. */
  FORM_BODY_LIMIT_KB: z.coerce.number().int().min(1).max(10_240).default(64),
  /** Deadline of one BFF call. */
  BFF_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Longest time a guest's public page is kept in the in-process page cache (seconds; the page's own
   * Cache-Control may be shorter). 0 turns the cache off.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Redis shared by every copy: the page cache drops the pages of a changed product (price, stock,
   * content) when commerce-api publishes its tags (docs/decisions/0064, 0068). Unset: pages live their
   * PAGE_CACHE_SECONDS.
   */
  REDIS_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The card processor's browser side (docs/decisions/0061), the same choice as commerce-api's:
   * `test` sends the card from the browser to the test processor's listener at TEST_PROCESSOR_URL;
   * `stripe` loads Stripe.js's Payment Element with STRIPE_PUBLISHABLE_KEY. Either way the checkout
   * form posts a one-time token, never a card number.
   */
  PAYMENTS_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  TEST_PROCESSOR_URL: z.string().url().default('http://localhost:4242'),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_[A-Za-z0-9_]+$/, 'must be a Stripe publishable key (pk_...)').optional(),
  /**
   * A live chat provider's widget script (docs/decisions/0070): /chat, where 'Chat with us' leads, loads
   * it (and the page's policy allows its origin). Unset: /chat is a request form the store answers by email.
   */
  CHAT_SCRIPT_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().refine((url) => url.startsWith('https://'), 'must be an https:// URL').optional()),
  /** The chat provider's name, shown on /chat while its widget loads. */
  CHAT_PROVIDER: z.string().min(1).max(60).default('live chat'),
}).superRefine((env, ctx) => {
  if (env.PAYMENTS_PROVIDER === 'stripe' && !env.STRIPE_PUBLISHABLE_KEY) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['STRIPE_PUBLISHABLE_KEY'], message: 'PAYMENTS_PROVIDER=stripe needs STRIPE_PUBLISHABLE_KEY' });
  }
});

/** The browser side of the configured processor. */
export function paymentClient(env: Pick<Env, 'PAYMENTS_PROVIDER' | 'TEST_PROCESSOR_URL' | 'STRIPE_PUBLISHABLE_KEY'>): PaymentClient {
  return env.PAYMENTS_PROVIDER === 'stripe'
    ? { provider: 'stripe', publishableKey: env.STRIPE_PUBLISHABLE_KEY! }
    : { provider: 'test', tokenUrl: new URL('/v1/tokens', env.TEST_PROCESSOR_URL).href };
}

/** The origins the page's Content-Security-Policy must allow for the processor's browser side. */
export function paymentCsp(env: Pick<Env, 'PAYMENTS_PROVIDER' | 'TEST_PROCESSOR_URL'>): { script: string[]; frame: string[]; connect: string[] } {
  if (env.PAYMENTS_PROVIDER === 'stripe') {
    return { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] };
  }
  // The test processor's listener: tokenization, and its 3-D Secure challenge page framed by checkout (0078).
  const processor = new URL(env.TEST_PROCESSOR_URL).origin;
  return { script: [], frame: [processor], connect: [processor] };
}

import type { PaymentClient } from '../routes/checkout/payment-token';

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_ORIGIN: string; requestTimeouts: RequestTimeouts };

/**
 * Parses an environment (defaults to `process.env`); throws with every field error at once.
 *
 * @example
 * ```ts
 * parseEnv({ BFF_URL: 'http://bff:4000' }).PORT; // 3000
 * ```
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const fields = Object.entries(result.error.flatten().fieldErrors)
      .map(([field, errors]) => `${field}: ${errors?.join(', ')}`)
      .join('; ');
    throw new Error(`Invalid storefront environment: ${fields}`);
  }
  return {
    ...result.data,
    PUBLIC_ORIGIN: result.data.PUBLIC_ORIGIN ?? `http://localhost:${result.data.PORT}`,
    // HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, BODY_TIMEOUT_MS (http-kit): a trickling client is cut off.
    requestTimeouts: requestTimeoutsFrom(source),
  };
}

/** The parsed environment of this process. */
export const env: Env = parseEnv();
