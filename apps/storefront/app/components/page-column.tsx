import { Heading } from '@pool/ui';
import type { ReactNode } from 'react';
import { page } from './layout.css';

/**
 * The column of a page of the default layout: the page's one `<h1>` (`title`), then its content,
 * stacked with the layout's gaps (the cart, the service and form pages).
 *
 * @example
 * ```tsx
 * <PageColumn title="Shopping Cart">
 *   <CartLines lines={cart.lines} />
 * </PageColumn>
 * ```
 */
export function PageColumn({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={page}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      {children}
    </div>
  );
}
