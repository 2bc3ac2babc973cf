import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks the document's module preloads (`<link rel="modulepreload">`, which Remix's `<Scripts>` writes
 * without a way to set attributes) `fetchpriority="low"`: on a phone's connection the page's
 * stylesheets, its text and its main image then get the bandwidth first, and the hydration scripts
 * follow (docs/decisions/0035). Works on a stream of UTF-8 bytes: a tag, or a character, split across two
 * chunks is still found whole.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = '';
  // A character whose bytes are split between chunks is decoded once the rest arrives.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      // Keep back what could be the start of a tag the next chunk completes.
      let keep = 0;
      for (let n = Math.min(PRELOAD.length - 1, text.length); n > 0; n -= 1) {
        if (PRELOAD.startsWith(text.slice(text.length - n))) {
          keep = n;
          break;
        }
      }
      carry = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
    flush(callback) {
      callback(null, (carry + decoder.end()).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
  });
}
