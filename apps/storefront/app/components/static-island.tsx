import { Suspense, useState, type ComponentType } from 'react';
import { useHydrated } from '../hydrated';

/** What `keepWhile` is compared with when the island was not hydrated from the server's HTML. */
const RENDERED_IN_BROWSER = Symbol('rendered in the browser');

/**
 * A section that only shows data (links at most, no state, no handlers) and is never hydrated
 * (docs/decisions/0039): the server renders `component`; in the browser, the page's first render
 * keeps that HTML as it is (an element React does not look inside), so the section's code is not
 * loaded with the page. When the data changes (`keepWhile` is another value, as after a client-side
 * navigation to another product) or the section is first rendered in the browser, `component` renders
 * it, its code loaded then (pass a `lazy` one in the browser).
 *
 * Only for markup that needs no JavaScript: a control inside would stay dead until the data changes.
 */
export function StaticIsland<P extends object>({
  component: Section,
  props,
  keepWhile,
  className,
}: {
  component: ComponentType<P>;
  props: P;
  /** The data the server rendered the section from: the island stays as the server sent it while this is the same value. */
  keepWhile: unknown;
  className?: string;
}) {
  // `useHydrated` is false only while React hydrates the server's HTML (and on the server, which
  // renders the section anyway): what the first render saw decides for good.
  const hydrating = !useHydrated() && typeof document !== 'undefined';
  const [hydratedWith] = useState<unknown>(() => (hydrating ? keepWhile : RENDERED_IN_BROWSER));
  if (hydratedWith === keepWhile) {
    // React neither compares nor replaces what is inside an element with `dangerouslySetInnerHTML`.
    return <div key="server" className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return (
    <div key="browser" className={className}>
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    </div>
  );
}
