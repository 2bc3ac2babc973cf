import { Transform } from 'node:stream';

/** What Remix's `<Scripts>` writes for each module of the page, and the inert form it leaves as. */
const PRELOAD = '<link rel="modulepreload"';
export const DEFERRED_PRELOAD_REL = 'modulepreload-after-paint';
const DEFERRED_PRELOAD = `<link rel="${DEFERRED_PRELOAD_REL}" fetchpriority="low"`;
/** The inert type Remix's module script is sent with until the page has painted. */
export const DEFERRED_SCRIPT_TYPE = 'text/x-after-paint';

/** Remix's inline module script (it imports the route modules and then the client entry, which hydrates), and any script's end. */
const SCRIPT_TAGS = /<script((?: nonce="[^"]*")?) type="module" async="">|<\/script>/g;

/**
 * Runs right after the inert module script, removes itself (React hydrates the document as the
 * server rendered it, so nothing may be left over), and once the browser has painted the page
 * (the frame after `requestAnimationFrame`; at once in a hidden tab, which paints nothing) turns the
 * preloads back on and puts a live copy of the module script, with its nonce, in the inert one's place.
 */
export const LAUNCHER = `(()=>{const me=document.currentScript,inert=me.previousElementSibling;me.remove();const start=()=>{for(const link of document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]'))link.rel="modulepreload";const live=document.createElement("script");live.type="module";live.async=true;live.nonce=inert.nonce;live.textContent=inert.textContent;inert.replaceWith(live)};document.visibilityState==="hidden"?start():requestAnimationFrame(()=>setTimeout(start,0))})()`;

/** The first preload as bytes: everything before it leaves as it came, without decoding. */
const PRELOAD_BYTES = Buffer.from(PRELOAD);
/** The module script's opening tag ends so (its nonce comes before), and any script so. */
const MODULE_SCRIPT_BYTES = Buffer.from(' type="module" async="">');
const SCRIPT_END_BYTES = Buffer.from('</script>');
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;

/** How many of `bytes` form whole UTF-8 characters (the rest is the start of one the next chunk ends). */
function completeCharacters(bytes: Buffer): number {
  let start = bytes.length - 1;
  // Step back over continuation bytes (10xxxxxx) to the last character's first byte.
  while (start >= 0 && bytes.length - start <= 4 && ((bytes[start] ?? 0) & 0xc0) === 0x80) start -= 1;
  if (start < 0) return bytes.length;
  const lead = bytes[start] ?? 0;
  const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return bytes.length - start < length ? start : bytes.length;
}

/** How many bytes at the end of `bytes` could be the start of `pattern` (completed by the next chunk). */
function partialMatchAtEnd(bytes: Buffer, pattern: Buffer): number {
  for (let n = Math.min(pattern.length - 1, bytes.length); n > 0; n -= 1) {
    if (bytes.compare(pattern, 0, n, bytes.length - n) === 0) return n;
  }
  return 0;
}

/**
 * Starts the page's hydration after its first paint (docs/decisions/0039). Remix's `<Scripts>` writes
 * a `<link rel="modulepreload">` per module and an inline module script that imports them and
 * hydrates; it has no way to set attributes or to wait, so this transform on the streamed document
 * sends the preloads with an unknown `rel` (the browser ignores them) and the module script with an
 * inert type, followed by a small launcher that turns both back on after the paint. The page's
 * stylesheets, text and main image get the connection and the main thread first; a phone shows the
 * page before it spends a second hydrating it. Without JavaScript nothing changes: the pages work as
 * plain links and forms.
 *
 * The document up to the first preload (nearly all of it) passes through as the bytes it came as, and
 * so does everything after the launcher; only `<Scripts>`' own output is decoded and rewritten. A tag,
 * or a character, split across chunks is still found whole.
 */
export function hydrateAfterFirstPaint(): Transform {
  /** Before the first preload; rewriting `<Scripts>`' output; past the launcher. */
  let state: 'before' | 'scripts' | 'after' = 'before';
  /** Bytes kept back for the next chunk: a possible start of the first preload, or an unfinished tag or character. */
  let carry: Buffer | null = null;
  /** The nonce attribute of the module script being passed through, until its end tag. */
  let openModule: string | null = null;

  const rewrite = (text: string) =>
    text.replaceAll(PRELOAD, DEFERRED_PRELOAD).replace(SCRIPT_TAGS, (tag, nonceAttribute: string | undefined) => {
      if (tag === '</script>') {
        if (openModule === null) return tag;
        const nonce = openModule;
        openModule = null;
        state = 'after';
        return `</script><script${nonce}>${LAUNCHER}</script>`;
      }
      openModule = nonceAttribute ?? '';
      return `<script${openModule} type="${DEFERRED_SCRIPT_TYPE}">`;
    });

  /**
   * Rewrites `<Scripts>`' output, keeping back an unfinished tag or character for the next chunk. Only
   * the bytes up to the module script's end are decoded: what follows (the loader data's scripts, tens
   * of kilobytes when the document comes as one chunk) passes on as it came.
   */
  const scripts = (bytes: Buffer): Buffer => {
    const module = bytes.indexOf(MODULE_SCRIPT_BYTES);
    const moduleEnd = module < 0 ? -1 : bytes.indexOf(SCRIPT_END_BYTES, module);
    if (moduleEnd >= 0) {
      const end = moduleEnd + SCRIPT_END_BYTES.length;
      const out = Buffer.from(rewrite(bytes.toString('utf8', 0, end)));
      if (state === 'after') return Buffer.concat([out, bytes.subarray(end)]);
    }
    const lastOpen = bytes.lastIndexOf(LESS_THAN);
    const complete = lastOpen >= 0 && bytes.indexOf(GREATER_THAN, lastOpen) < 0 ? lastOpen : completeCharacters(bytes);
    const out = Buffer.from(rewrite(bytes.toString('utf8', 0, complete)));
    const rest = bytes.subarray(complete);
    // Past the launcher the rest leaves as it is, this chunk's too.
    if (state === 'after') return Buffer.concat([out, rest]);
    carry = rest.length > 0 ? Buffer.from(rest) : null;
    return out;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const bytes = carry ? Buffer.concat([carry, chunk]) : chunk;
      carry = null;
      if (state === 'after') {
        callback(null, bytes);
        return;
      }
      if (state === 'scripts') {
        callback(null, scripts(bytes));
        return;
      }
      const at = bytes.indexOf(PRELOAD_BYTES);
      if (at < 0) {
        const keep = partialMatchAtEnd(bytes, PRELOAD_BYTES);
        if (keep > 0) carry = Buffer.from(bytes.subarray(bytes.length - keep));
        callback(null, keep > 0 ? bytes.subarray(0, bytes.length - keep) : bytes);
        return;
      }
      state = 'scripts';
      callback(null, Buffer.concat([bytes.subarray(0, at), scripts(bytes.subarray(at))]));
    },
    flush(callback) {
      const rest = carry;
      carry = null;
      callback(null, rest && state === 'scripts' ? Buffer.from(rewrite(rest.toString('utf8'))) : (rest ?? undefined));
    },
  });
}
