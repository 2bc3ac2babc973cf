/** drizzle's operators, for tests of other apps (the BFF) that seed their cases into commerce-api's database. */
export { and, eq, sql } from 'drizzle-orm';
