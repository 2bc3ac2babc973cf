import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { SiteConfig } from '@pool/api-contract';
import { requestTimeoutsFrom, type RequestTimeouts } from '@pool/http-kit';
import { z } from 'zod';
import { siteConfig, SiteEnvSchema } from './site/site-config.js';
import type { LoginLimits } from './http/login-guard.js';

/**
 * The repository root: `src/env.ts` and the bundled `dist/main.js` both sit three levels under it
 * (`<root>/apps/bff/{src,dist}/`), so the same relative URL works from source and from the bundle.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const OriginList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.string().url('each trusted origin must be a URL like https://shop.example.com')).min(1))
  .transform((origins) => origins.map((origin) => new URL(origin).origin));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /** Loopback by default: only the storefront, on the same machine, calls the BFF (docs/decisions/0010). */
  HOST: z.string().min(1).default('127.0.0.1'),
  COMMERCE_API_URL: z.string().url().default('http://127.0.0.1:4100').transform((url) => url.replace(/\/+$/, '')),
  /** The key the BFF sends commerce-api; unset = `SECRETS_DIR/commerce-api-key`, shared with commerce-api. */
  COMMERCE_API_KEY: z.string().optional(),
  /** The key the storefront must send the BFF; unset = `SECRETS_DIR/bff-service-key`. */
  BFF_SERVICE_KEY: z.string().optional(),
  SECRETS_DIR: z.string().min(1).default(path.join(repoRoot, '.data', 'secrets')),
  REDIS_URL: z.string().url().optional(),
  SESSION_DIR: z.string().min(1).default(path.join(repoRoot, '.data', 'bff-sessions')),
  /** A session unused this long ends (days); use slides it. */
  SESSION_IDLE_DAYS: z.coerce.number().min(0.01).max(400).default(7),
  /** Every session ends this long after it began (days), used or not. */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().min(0.01).max(400).default(30),
  /** Session files kept at most (no Redis): past it, the hourly sweep removes the guests least recently used. */
  SESSION_MAX_STORED: z.coerce.number().int().min(100).default(100_000),
  /**
   * The browser-facing origins (the storefront). The first one is the public origin: the session cookie
   * is Secure and `__Host-` unless it is http://localhost. Required in production, so a deployment
   * cannot fall back to a localhost origin and send its shoppers' session ids over plain http.
   */
  TRUSTED_ORIGINS: OriginList.optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Failed sign-ins allowed per address and account in 15 minutes. */
  LOGIN_ATTEMPTS_PER_15_MIN: z.coerce.number().int().min(1).max(1000).default(10),
  /** Failed sign-ins allowed per address over all accounts in 15 minutes. */
  LOGIN_FAILURES_PER_ADDRESS_PER_15_MIN: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Failed sign-ins at one account, from anywhere, after which browsers it does not know wait. */
  LOGIN_ACCOUNT_SLOW_AFTER: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Check every answer against the contract before sending it; default: on, except in production. */
  VALIDATE_RESPONSES: z.enum(['true', 'false']).optional(),
  /** Typeahead requests a throwaway instance answers at start, before the BFF reports ready (0 = none). */
  WARM_UP_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(1600),
  /** The admin site staff edit links lead to (overlay, spec site-shell.md 2.13). */
  ADMIN_URL: z.string().url().default('https://admin.poolsupplies.example').transform((url) => url.replace(/\/+$/, '')),
}).merge(SiteEnvSchema);

export interface Env {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  commerceApiUrl: string;
  /** Configured service keys (the key files in {@link Env.secretsDir} stand in for unset ones). */
  commerceApiKey: string | undefined;
  serviceKey: string | undefined;
  secretsDir: string;
  redisUrl: string | undefined;
  sessionDir: string;
  sessionIdleDays: number;
  sessionAbsoluteDays: number;
  sessionMaxStored: number;
  trustedOrigins: string[];
  publicOrigin: string;
  cookieSecure: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  loginLimits: Pick<LoginLimits, 'perAddressAndAccount' | 'perAddress' | 'accountSlowAfter'>;
  validateResponses: boolean;
  /** Typeahead requests of the start-up warm-up (`warm-up.ts`); 0 = none. */
  warmUpRequests: number;
  /** Footer, help and legal data of the shell view. */
  site: SiteConfig;
  /** The admin site's base URL, for the staff overlay's edit links. */
  adminUrl: string;
  /** HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, BODY_TIMEOUT_MS: how long a caller may take to send a request. */
  requestTimeouts: RequestTimeouts;
}

/** Raised at boot when the environment is invalid; lists every bad variable. */
export class EnvError extends Error {
  constructor(readonly fieldErrors: Record<string, string[] | undefined>) {
    super(
      `Invalid environment:\n${Object.entries(fieldErrors)
        .map(([name, messages]) => `  ${name}: ${(messages ?? []).join('; ')}`)
        .join('\n')}`,
    );
    this.name = 'EnvError';
  }
}

/**
 * Parses the BFF's environment (the only reader of `process.env`). Throws {@link EnvError} with every
 * invalid field, so a misconfigured process fails at boot instead of at the first request.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) throw new EnvError(parsed.error.flatten().fieldErrors);
  const env = parsed.data;
  if (!env.TRUSTED_ORIGINS && env.NODE_ENV === 'production') {
    throw new EnvError({ TRUSTED_ORIGINS: ['required in production: the storefront\'s public origin(s), e.g. https://shop.example.com'] });
  }
  const trustedOrigins = env.TRUSTED_ORIGINS ?? ['http://localhost:3000', 'http://127.0.0.1:3000'];
  const publicOrigin = trustedOrigins[0]!;
  const publicIsLocal = LOCAL_HOSTS.has(new URL(publicOrigin).hostname);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    commerceApiUrl: env.COMMERCE_API_URL,
    commerceApiKey: env.COMMERCE_API_KEY || undefined,
    serviceKey: env.BFF_SERVICE_KEY || undefined,
    secretsDir: path.resolve(env.SECRETS_DIR),
    redisUrl: env.REDIS_URL,
    sessionDir: path.resolve(env.SESSION_DIR),
    sessionIdleDays: env.SESSION_IDLE_DAYS,
    sessionAbsoluteDays: env.SESSION_ABSOLUTE_DAYS,
    sessionMaxStored: env.SESSION_MAX_STORED,
    trustedOrigins,
    publicOrigin,
    // A Secure cookie is never sent over plain http, which local development uses.
    cookieSecure: env.COOKIE_SECURE === 'auto' ? !publicIsLocal : env.COOKIE_SECURE === 'true',
    logLevel: env.LOG_LEVEL,
    loginLimits: {
      perAddressAndAccount: env.LOGIN_ATTEMPTS_PER_15_MIN,
      perAddress: env.LOGIN_FAILURES_PER_ADDRESS_PER_15_MIN,
      accountSlowAfter: env.LOGIN_ACCOUNT_SLOW_AFTER,
    },
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === 'true' : env.NODE_ENV !== 'production',
    warmUpRequests: env.WARM_UP_REQUESTS,
    site: siteConfig(env, publicOrigin),
    adminUrl: env.ADMIN_URL,
    requestTimeouts: requestTimeoutsFrom(source),
  };
}
