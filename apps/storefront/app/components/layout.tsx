import { Link as RemixLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { main, minimalHeader, minimalHeaderInner, shell as shellClass, skipLink } from './layout.css';
import { useMobileAppMode } from './shell/app-mode';
import type { ShellPageView } from './shell/menu-tree';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Skip link target and main landmark shared by every layout. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={main} tabIndex={-1}>
      {children}
    </main>
  );
}

export function SkipLink() {
  return (
    <a href="#main" className={skipLink}>
      Skip to content
    </a>
  );
}

/**
 * The default layout (spec site-shell.md 2.5): header, the page and footer; toasts live in the root.
 * In mobile app mode (`?app`) the header and footer are hidden. The spec's staff bars (2.13: admin
 * overlay, sales bar; before the header) and quote-request flyout (after the footer) come with the
 * staff and quotes work.
 */
export function DefaultFrame({ shell, children }: { shell: ShellPageView | null; children: ReactNode }) {
  const appMode = useMobileAppMode();
  return (
    <div className={shellClass}>
      <SkipLink />
      {appMode ? null : <SiteHeader shell={shell} />}
      <MainContent>{children}</MainContent>
      {appMode ? null : <SiteFooter site={shell?.site ?? null} />}
    </div>
  );
}

/** The logo link of the minimal layouts. */
export function HomeLogo() {
  return (
    <RemixLink to="/" aria-label="Pool Supplies home" style={{ display: 'inline-flex' }}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="17" fill="#005a9c" />
        <path d="M6 21c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2M6 26c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2" stroke="#fff" strokeWidth="2" fill="none" />
      </svg>
    </RemixLink>
  );
}

/** The error layout (spec site-shell.md 2.5): minimal, a logo home and the message. */
export function MinimalFrame({ children }: { children: ReactNode }) {
  return (
    <div className={shellClass}>
      <SkipLink />
      <header className={minimalHeader}>
        <div className={minimalHeaderInner}>
          <HomeLogo />
        </div>
      </header>
      <MainContent>{children}</MainContent>
    </div>
  );
}
