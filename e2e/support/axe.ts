import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Resolves once the page's running animations (a dialog or menu opening) have finished. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * The serious and critical axe violations on the page (or only inside `include`), each as
 * "rule (impact): help at targets". With `settle`, running animations finish first, so a dialog or
 * menu being shown is checked as it ends up (not on pages with endless animations, such as loading
 * placeholders: they never finish).
 */
export async function seriousViolations(page: Page, options: { include?: readonly string[]; settle?: boolean } = {}): Promise<string[]> {
  if (options.settle) await settled(page);
  const axe = new AxeBuilder({ page });
  for (const selector of options.include ?? []) axe.include(selector);
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
