import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

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
 * Works on a stream of UTF-8 bytes: a tag, or a character, split across chunks is still found whole
 * (text after the last `<` whose tag has not closed yet waits for the next chunk).
 */
export function hydrateAfterFirstPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  /** The nonce attribute of the module script being passed through, until its end tag. */
  let openModule: string | null = null;

  const rewrite = (text: string) =>
    text.replaceAll(PRELOAD, DEFERRED_PRELOAD).replace(SCRIPT_TAGS, (tag, nonceAttribute: string | undefined) => {
      if (tag === '</script>') {
        if (openModule === null) return tag;
        const nonce = openModule;
        openModule = null;
        return `</script><script${nonce}>${LAUNCHER}</script>`;
      }
      openModule = nonceAttribute ?? '';
      return `<script${openModule} type="${DEFERRED_SCRIPT_TYPE}">`;
    });

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const lastOpen = text.lastIndexOf('<');
      const complete = lastOpen === -1 || text.indexOf('>', lastOpen) !== -1 ? text.length : lastOpen;
      carry = text.slice(complete);
      callback(null, rewrite(text.slice(0, complete)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}
