/**
 * What a write changed, said by the write itself: an action whose answer leaves who is signed in and
 * the shell as they were (a cart write answers with the cart, a deliver-to write with the view, Email
 * Cart and notify me change neither) marks its answer with {@link leavingSession}. Remix hands that
 * answer to every `shouldRevalidate` (`actionResult`), so no list of form URLs is kept anywhere
 * (docs/decisions/0067, 0073).
 */
export interface SessionUnchanged {
  session: 'unchanged';
}

/** An action's answer, marked as leaving the session (viewer, shell, page data) as it was. */
export function leavingSession<T extends object>(answer: T): T & SessionUnchanged {
  return { ...answer, session: 'unchanged' };
}

/** Whether an action's answer says it left the session as it was ({@link leavingSession}). */
export function leftSession(actionResult: unknown): boolean {
  return typeof actionResult === 'object' && actionResult !== null && (actionResult as Partial<SessionUnchanged>).session === 'unchanged';
}

/**
 * `shouldRevalidate` of the catalogue pages, the cart and the session read: after a write whose answer
 * says it left the session as it was, nothing reloads (the answer carries what changed: one BFF call
 * per add to cart instead of one per loader on the page); otherwise Remix decides as it would.
 *
 * @example
 * ```ts
 * export { skipWhenSessionUnchanged as shouldRevalidate } from '../../routing/revalidation';
 * ```
 */
export function skipWhenSessionUnchanged({ actionResult, defaultShouldRevalidate }: { actionResult?: unknown; defaultShouldRevalidate: boolean }): boolean {
  return leftSession(actionResult) ? false : defaultShouldRevalidate;
}
