import { Transform } from 'node:stream';

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

/** `bytes` with ` fetchpriority="low"` after every `<link rel="modulepreload"`; `bytes` itself when there is none. */
function lowered(bytes: Buffer): Buffer {
  let at = bytes.indexOf(PRELOAD);
  if (at < 0) return bytes;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    const end = at + PRELOAD.length;
    parts.push(bytes.subarray(from, end), LOW_PRIORITY);
    from = end;
    at = bytes.indexOf(PRELOAD, end);
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/**
 * Marks the document's module preloads (`<link rel="modulepreload">`, which Remix's `<Scripts>` writes
 * without a way to set attributes) `fetchpriority="low"`: on a phone's connection the page's
 * stylesheets, its text and its main image then get the bandwidth first, and the hydration scripts
 * follow (docs/decisions/0035). Works on the UTF-8 bytes without decoding them (the tag is ASCII,
 * whose bytes never occur inside another character's): a chunk without a preload passes through as
 * it is (docs/decisions/0038), and a tag split across two chunks is still found whole.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry: Buffer | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const bytes = carry ? Buffer.concat([carry, chunk]) : chunk;
      // Keep back what could be the start of a tag the next chunk completes.
      let keep = 0;
      for (let n = Math.min(PRELOAD.length - 1, bytes.length); n > 0; n -= 1) {
        if (bytes.compare(PRELOAD, 0, n, bytes.length - n) === 0) {
          keep = n;
          break;
        }
      }
      carry = keep > 0 ? Buffer.from(bytes.subarray(bytes.length - keep)) : null;
      if (keep === bytes.length) callback();
      else callback(null, lowered(keep === 0 ? bytes : bytes.subarray(0, bytes.length - keep)));
    },
    flush(callback) {
      if (carry) callback(null, carry);
      else callback();
    },
  });
}
