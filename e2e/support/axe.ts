import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe-core violations (WCAG 2.x A and AA rules) of the page as it is painted, or
 * of the part matching `selector`. Transitions and animations are let finish first: axe measures
 * colour contrast as painted, and a drawer still fading in is partly transparent (a machine fast
 * enough to check mid-fade reported the mini cart's green "You get Free Shipping!").
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity));
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
