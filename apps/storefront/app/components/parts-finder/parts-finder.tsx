import { Heading } from '@pool/ui';
import { lazy, Suspense } from 'react';
import { panel } from './parts-finder.css';

// The dropdowns (react-aria's ComboBox, Popover, ListBox) load with the panel, not with every page.
const PartsFinderForm = lazy(() => import('./parts-finder-form').then((module) => ({ default: module.PartsFinderForm })));

/**
 * The 'Parts Finder' panel (spec 2.11): Equipment Type → Equipment Brand (enabled after a type) →
 * Diagram (enabled after a brand), 'Go to Diagram' once a diagram is chosen, and the last 5 diagrams
 * viewed in this browser. Placed by the shell in its drawer and the mobile menu; pass
 * `showTitle={false}` where the container already shows the title.
 */
export function PartsFinderPanel({ headingLevel = 2, showTitle = true }: { headingLevel?: 2 | 3; showTitle?: boolean }) {
  return (
    <section className={panel} aria-label={showTitle ? undefined : 'Parts Finder'} aria-labelledby={showTitle ? 'parts-finder-title' : undefined}>
      {showTitle ? (
        <Heading level={headingLevel} size="lg" id="parts-finder-title">
          Parts Finder
        </Heading>
      ) : null}
      <Suspense fallback={<p role="status">Loading the parts finder…</p>}>
        <PartsFinderForm headingLevel={headingLevel === 2 ? 3 : 4} />
      </Suspense>
    </section>
  );
}
