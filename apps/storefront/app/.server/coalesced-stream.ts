import { Transform, type TransformCallback } from 'node:stream';

export interface CoalescedStreamOptions {
  /**
   * Hold everything until the stream ends and hand it on as one buffer. For a document that waits on
   * nothing (no deferred loader data): what follows its shell is CPU work of the same request (React's
   * last chunks, Remix's serialised loader data), done a few turns later, so holding it delays no
   * byte that could have been useful on its own, and the document is one compression call instead
   * of one per turn (docs/decisions/0042).
   */
  whole?: boolean;
}

/**
 * A pass-through that hands on, once per turn of the event loop, everything written to it in that
 * turn as one buffer (or, `whole`, everything at the end as one).
 *
 * React writes a rendered document as a few dozen chunks of about 2 KiB, all in the same turn, and
 * Remix writes each chunk it reads to the response and flushes it: every chunk was one more brotli
 * flush (a compression call, a block in the output) and one more socket write, about 3 ms of CPU
 * for a category page (docs/decisions/0034). Coalesced, the shell is one write and one flush, and
 * whatever streams later (deferred data) still leaves at the end of the turn it was written in.
 */
/** How deep `waitsOnDeferredData` looks into a route's loader data (product pages defer at depth 2). */
const DEFERRED_SEARCH_DEPTH = 3;

/**
 * Whether any route's loader data holds a promise (Remix deferred data: the document streams it after
 * the shell, when it settles), looking through plain objects to `DEFERRED_SEARCH_DEPTH` levels; arrays
 * (product lists) are not searched. A promise deeper than that only costs latency: the document would
 * wait for it before leaving as one buffer.
 */
export function waitsOnDeferredData(loaderData: Record<string, unknown>): boolean {
  const search = (value: unknown, depth: number): boolean => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    if (typeof (value as { then?: unknown }).then === 'function') return true;
    if (depth === 0) return false;
    for (const key in value) {
      if (search((value as Record<string, unknown>)[key], depth - 1)) return true;
    }
    return false;
  };
  for (const routeId in loaderData) {
    if (search(loaderData[routeId], DEFERRED_SEARCH_DEPTH)) return true;
  }
  return false;
}

export class CoalescedStream extends Transform {
  #chunks: Buffer[] = [];
  #scheduled = false;
  readonly #whole: boolean;

  constructor({ whole = false }: CoalescedStreamOptions = {}) {
    super();
    this.#whole = whole;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#chunks.push(chunk);
    if (!this.#scheduled && !this.#whole) {
      this.#scheduled = true;
      setImmediate(this.#release);
    }
    callback();
  }

  /**
   * Ending a stream that has already ended does nothing. React ends its destination when the document
   * is complete and then again when the destination closes (its 'close' handler aborts the finished
   * render, which flushes and ends once more); Node's `end()` would make an ERR_STREAM_ALREADY_FINISHED
   * error for that second call, stack trace and all, on every page.
   */
  override end(...args: unknown[]): this {
    if (!this.writableEnded) return super.end(...(args as Parameters<Transform['end']>));
    const callback = args.find((arg): arg is () => void => typeof arg === 'function');
    if (callback) process.nextTick(callback);
    return this;
  }

  override _flush(callback: TransformCallback) {
    this.#release();
    callback();
  }

  readonly #release = () => {
    this.#scheduled = false;
    const chunks = this.#chunks;
    if (chunks.length === 0) return;
    this.#chunks = [];
    this.push(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  };
}
