import { z } from 'zod';

/**
 * RFC 9457 problem details, the error body between all servers of the store.
 * `errors` maps a field to its messages (the spec's "errors map").
 *
 * @example
 * ProblemSchema.parse({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No product "x"' });
 */
const problemObject = z.object({
  type: z.string().default('about:blank'),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.record(z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
/**
 * The problem schema's type under a name: every route spreads {@link errorResponses}, and declaration
 * emit would otherwise write the whole zod type out once per status per route (TS7056 on the contracts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the name is the point (see above)
export interface ProblemSchemaType extends ProblemObject {}
type ProblemObject = typeof problemObject;
export const ProblemSchema: ProblemSchemaType = problemObject;
export type Problem = z.infer<typeof ProblemSchema>;

/** The media type of a problem body. */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * Error responses every route may answer with, declared once and spread into each route's `responses`.
 * Spread rather than given to the routers as ts-rest's `commonResponses`: the answers are the same at
 * run time, but with 3.52 that types every error status of every client answer, which changes the
 * published types (code that narrows on `status !== 200`, as the BFF's does, stops compiling).
 *
 * @example
 * const route = { method: 'GET', path: '/x', responses: { 200: z.object({}), ...errorResponses } };
 */
export const errorResponses = {
  400: ProblemSchema,
  401: ProblemSchema,
  403: ProblemSchema,
  404: ProblemSchema,
  409: ProblemSchema,
  413: ProblemSchema,
  415: ProblemSchema,
  422: ProblemSchema,
  429: ProblemSchema,
  500: ProblemSchema,
  502: ProblemSchema,
  503: ProblemSchema,
  504: ProblemSchema,
} as const;

/**
 * The `Idempotency-Key` request header of a write that must happen at most once (cart adds; checkout
 * will use it too): a retry with the same key and the same request gets the first answer, the same
 * key with another request is a 422. Keys are kept 24 hours. Clients send a fresh random id (a UUID)
 * per action the shopper takes, and the same one on every retry of it.
 */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(16, 'idempotency-key must have 16 to 128 characters')
    .max(128, 'idempotency-key must have 16 to 128 characters')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'idempotency-key may hold letters, digits and _ . : - only')
    .optional(),
});
