/** Where the inline script keeps the presses it caught (a property of `window`). */
const QUEUE = '__pressesBeforeHydration';

/** At most this many presses are kept: a shopper's few, not a stuck key's hundreds. */
const MAX_PRESSES = 8;

/**
 * A tiny inline script, in the document's head (with the response's CSP nonce), for the controls
 * that can be neither a link nor a form (a `type="button"` that opens a panel, a gallery thumbnail):
 * marked `data-replay="{key}"`, a press on one before the page has hydrated (`<html data-hydrated>`
 * unset) is caught and kept, and {@link replayPresses} makes it again once React has taken over.
 * Without it such a press would do nothing: the server's HTML has no handler. Key presses are
 * caught too, as the click a button's Enter or Space makes. A form marked so is held the same way when
 * submitted (Enter in its field): a navigation begun before hydration can be cancelled by the router's
 * start-up, so it is submitted again once hydrated. The press is stopped at the window, so
 * React, hydrating meanwhile, does not see it as well; everything else passes untouched.
 */
export const CAPTURE_PRESSES_SCRIPT = `(()=>{const h=document.documentElement,q=window.${QUEUE}=[];addEventListener("click",e=>{if(h.hasAttribute("data-hydrated"))return;const t=e.target instanceof Element?e.target.closest("[data-replay]"):null;if(!t)return;e.preventDefault();e.stopImmediatePropagation();if(q.length<${MAX_PRESSES})q.push(t)},true);addEventListener("submit",e=>{if(h.hasAttribute("data-hydrated"))return;const t=e.target;if(!(t instanceof HTMLFormElement)||!t.hasAttribute("data-replay"))return;e.preventDefault();e.stopImmediatePropagation();if(q.length<${MAX_PRESSES})q.push(t)},true)})()`;

/**
 * Makes again, in order, the presses the inline script caught before hydration (see
 * {@link CAPTURE_PRESSES_SCRIPT}), on the element pressed or, had hydration replaced it, on the one
 * with the same `data-replay` key. Runs once the document is marked hydrated; answers how many it made.
 */
export function replayPresses(win: Window = window): number {
  const queue = (win as unknown as Record<string, unknown>)[QUEUE];
  if (!Array.isArray(queue)) return 0;
  let made = 0;
  for (const pressed of queue.splice(0) as Element[]) {
    const key = pressed.getAttribute('data-replay') ?? '';
    const target = pressed.isConnected ? pressed : Array.from(win.document.querySelectorAll('[data-replay]')).find((element) => element.getAttribute('data-replay') === key);
    if (target && target.tagName === 'FORM') {
      (target as HTMLFormElement).requestSubmit();
      made += 1;
    } else if (target && 'click' in target && typeof target.click === 'function') {
      target.click();
      made += 1;
    }
  }
  return made;
}
