/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505). drizzle wraps the driver's error
 * on node-postgres (the code is on `cause`), PGlite's reaches us bare: both are read here, so that every
 * "two at once, the unique index decides" path answers its 409 on either database.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}
