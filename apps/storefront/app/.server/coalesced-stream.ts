import { Transform, type TransformCallback } from 'node:stream';

/**
 * A pass-through that hands on, once per turn of the event loop, everything written to it in that
 * turn as one buffer.
 *
 * React writes a rendered document as a few dozen chunks of about 2 KiB, all in the same turn, and
 * Remix writes each chunk it reads to the response and flushes it: every chunk was one more brotli
 * flush (a compression call, a block in the output) and one more socket write, about 3 ms of CPU
 * for a category page (docs/decisions/0034). Coalesced, the shell is one write and one flush, and
 * whatever streams later (deferred data) still leaves at the end of the turn it was written in.
 */
export class CoalescedStream extends Transform {
  #chunks: Buffer[] = [];
  #scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#chunks.push(chunk);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(this.#release);
    }
    callback();
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
