/**
 * Pages kept for later responses (the page cache's, server/page-cache.ts). A stored page differs
 * between responses only by its CSP nonce: it is kept cut at its nonce and joined with each
 * response's own, so a nonce is never sent twice.
 *
 * Gzip without compressing the page again per response: its parts around the nonce are compressed
 * once, each on its own (RFC 1951 raw deflate, ended byte-aligned by a sync flush
 * and never final), and every response is stitched together: the gzip header (RFC 1952), the
 * compressed parts with the nonce between them as uncompressed "stored" blocks, a final empty stored
 * block, and the trailer (CRC-32 and length of this response's bytes). Compressing a 95 KB page cost
 * about 2 ms of CPU per response; stitching costs a CRC over the page.
 */
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

/** gzip header: magic, deflate, no flags, no mtime, no extra flags, OS unknown. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** A final, empty stored block: BFINAL=1 BTYPE=00, LEN 0, NLEN 0xffff. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** Longest stored block. */
const STORED_MAX = 0xffff;

/**
 * Cuts a page at each `nonce="…"` attribute value, so it can be joined with another nonce.
 *
 * @example
 * ```ts
 * joinAtNonce(splitAtNonce(Buffer.from('<script nonce="a">'), 'a'), 'b').toString(); // '<script nonce="b">'
 * ```
 */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  const marker = Buffer.from(`nonce="${nonce}"`);
  const segments: Buffer[] = [];
  let start = 0;
  for (let at = nonce ? body.indexOf(marker, start) : -1; at !== -1; at = body.indexOf(marker, start)) {
    segments.push(body.subarray(start, at + 'nonce="'.length));
    start = at + marker.length - 1;
  }
  segments.push(body.subarray(start));
  return segments;
}

/** The page of {@link splitAtNonce} with `nonce` in every nonce attribute. */
export function joinAtNonce(segments: Buffer[], nonce: string): Buffer<ArrayBuffer> {
  const value = Buffer.from(nonce);
  const parts: Buffer[] = [];
  segments.forEach((segment, i) => {
    if (i > 0) parts.push(value);
    parts.push(segment);
  });
  return Buffer.concat(parts);
}

/** A page kept for later responses: its parts around the nonce, and their gzip once asked for. */
export interface StoredPage {
  parts: Buffer[];
  deflated?: Buffer[];
  /** What it holds in memory, counting a quarter more for its gzip (for the caches' budgets). */
  size: number;
}

/**
 * A page to keep, rendered with `nonce` (an own copy: the response's chunks may be reused).
 *
 * @example
 * ```ts
 * pageBody(storedPage(Buffer.from('<script nonce="a">'), 'a'), 'b', false).toString(); // '<script nonce="b">'
 * ```
 */
export function storedPage(body: Buffer, nonce: string): StoredPage {
  return { parts: splitAtNonce(Buffer.from(body), nonce), size: body.length + Math.ceil(body.length / 4) };
}

/** The bytes of a stored page for a response with `nonce`: gzip (made once, then kept) or plain. */
export function pageBody(page: StoredPage, nonce: string, gzip: boolean): Buffer<ArrayBuffer> {
  if (!gzip) return joinAtNonce(page.parts, nonce);
  page.deflated ??= deflateParts(page.parts);
  return gzipJoin(page.parts, page.deflated, nonce);
}

/**
 * A stored page as the answer to a request with this `Accept-Encoding`: gzipped when the client takes
 * it (the caller sets `Content-Encoding: gzip`; the compression middleware leaves encoded bodies
 * alone), plain otherwise or when `acceptEncoding` is `null` (a response that must stay plain).
 */
export function encodedPageBody(page: StoredPage, nonce: string, acceptEncoding: string | null | undefined): { body: Buffer<ArrayBuffer>; gzip: boolean } {
  const gzip = acceptsGzip(acceptEncoding);
  return { body: pageBody(page, nonce, gzip), gzip };
}

/**
 * Each part compressed on its own, ready for {@link gzipJoin}.
 *
 * @example
 * ```ts
 * const deflated = deflateParts(splitAtNonce(page, nonce));
 * ```
 */
export function deflateParts(parts: Buffer[]): Buffer[] {
  return parts.map((part) => zlib.deflateRawSync(part, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
}

/** `bytes` as non-final stored blocks (the stream is byte-aligned after a sync flush). */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_MAX) {
    const chunk = bytes.subarray(start, start + STORED_MAX);
    const head = Buffer.alloc(5);
    head[0] = 0x00;
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return blocks;
}

/**
 * The gzip of `parts` joined with `nonce` between them (what `joinAtNonce(parts, nonce)` is, compressed).
 *
 * @example
 * ```ts
 * zlib.gunzipSync(gzipJoin(parts, deflateParts(parts), 'n2')).equals(joinAtNonce(parts, 'n2')); // true
 * ```
 */
export function gzipJoin(parts: Buffer[], deflated: Buffer[], nonce: string): Buffer<ArrayBuffer> {
  const value = Buffer.from(nonce);
  const nonceBlocks = storedBlocks(value);
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      out.push(...nonceBlocks);
      crc = zlib.crc32(value, crc);
      size += value.length;
    }
    out.push(deflated[i]!);
    crc = zlib.crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(FINAL_BLOCK, trailer);
  return Buffer.concat(out);
}

/**
 * Whether the client takes gzip (its `Accept-Encoding`, with q-values, as the compression middleware
 * reads it).
 *
 * @example
 * ```ts
 * acceptsGzip('gzip, deflate, br'); // true
 * acceptsGzip('gzip;q=0'); // false
 * ```
 */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  if (!acceptEncoding) return false;
  return new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['gzip']).includes('gzip');
}
