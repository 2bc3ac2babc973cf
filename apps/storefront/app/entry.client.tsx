import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates the document as soon as this module runs: Remix's `<Scripts>` loads it right after the
 * route modules, with nothing waiting for a paint or an idle moment (docs/decisions/0056). The mark
 * lets monitoring and the e2e tests see when hydration started.
 */
performance.mark('pool:hydration-start');
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
