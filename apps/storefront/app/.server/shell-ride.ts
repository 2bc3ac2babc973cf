import type { ShellView } from '@pool/api-contract';

/**
 * One BFF call per page view (docs/decisions/0043). On a document request the root loader needs the
 * shell (menu, site configuration) while a page loader reads its page: the page's read asks for the
 * shell as well (`include=shell`), and the root loader takes it from that answer instead of calling
 * `GET /v1/shell`.
 *
 * Remix starts a request's loaders root first, each running until its first `await`. The root loader
 * says it wants the shell ({@link ShellRide.shell}); a page loader that starts after it sees that and
 * has its read carry the shell ({@link ShellRide.carry}); the root loader waits one turn of the event
 * loop, by which time every loader has started, and takes what the read carried. Whatever else
 * happens (no page loader, its read failing or answering without the shell, a client navigation that
 * runs no root loader, loaders started in another order) the root loader reads the shell itself, as
 * it always did: the ride only ever saves a call.
 */
export class ShellRide {
  #wanted = false;
  #carried: Promise<ShellView | null> | null = null;

  /**
   * The root loader's shell: the one a page read carried, else `read()`'s.
   *
   * @example
   * ```ts
   * const shell = await context.shellRide.shell(() => pageData(bff.shell.get(), headers));
   * ```
   */
  async shell(read: () => Promise<ShellView>): Promise<ShellView> {
    this.#wanted = true;
    await new Promise<void>((resolve) => setImmediate(resolve));
    const carried = this.#carried ? await this.#carried : null;
    return carried ?? read();
  }

  /**
   * A page loader's read, asked to carry the shell (`include` is `'shell'`) when the root loader of
   * this request wants it and no other read carries it already; `read` resolves to the BFF's answer,
   * whose `shell` the root loader then takes. Its result and failure are the loader's as they are.
   *
   * @example
   * ```ts
   * const view = await context.shellRide.carry((include) => pageData(bff.site.page({ query: { path, ...(include && { include }) } }), headers));
   * ```
   */
  carry<T extends { shell?: ShellView }>(read: (include: 'shell' | undefined) => Promise<T>): Promise<T> {
    if (!this.#wanted || this.#carried) return read(undefined);
    const pending = read('shell');
    this.#carried = pending.then((answer) => answer.shell ?? null, () => null);
    return pending;
  }
}
