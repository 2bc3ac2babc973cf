import { Heading } from '@pool/ui';

/**
 * The 'Parts Finder' panel (spec 2.11): Equipment Type → Equipment Brand → Diagram, then
 * 'Go to Diagram'. Placed by the shell in its drawer and mobile menu.
 */
export function PartsFinderPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  return (
    <section aria-labelledby="parts-finder-title">
      <Heading level={headingLevel} size="lg" id="parts-finder-title">
        Parts Finder
      </Heading>
    </section>
  );
}
