import type { Locator } from '@playwright/test';

/**
 * The labels ("1 of 8") of a product carousel's slides wholly inside its viewport (the element around
 * its list); none while its list is not rendered yet.
 */
export function slidesInView(carousel: Locator): Promise<string[]> {
  return carousel.getByRole('listitem').evaluateAll((slides) => {
    const frame = slides[0]?.closest('ul')?.parentElement;
    if (!frame || !frame.isConnected) return [];
    const viewport = frame.getBoundingClientRect();
    return slides
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '');
  });
}
