import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Resolves once the page's running animations (a dialog or menu opening) have finished. Endless
 * ones (a spinner, even a hidden one such as Primer's SelectPanel keeps) never finish and are not
 * waited for, nor are scroll-driven ones (a Primer Dialog's scroll shadows, the side panel's too),
 * which finish only when scrolled to their end.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline && animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The serious and critical axe violations on the page (or only inside `include`), each as
 * "rule (impact): help at targets". With `settle`, running animations finish first, so a dialog or
 * menu being shown is checked as it ends up (endless animations, such as loading placeholders, are
 * not waited for). `disableRules` leaves out rules the calling test explains it cannot meet.
 */
export async function seriousViolations(
  page: Page,
  options: { include?: readonly string[]; settle?: boolean; disableRules?: readonly string[] } = {},
): Promise<string[]> {
  if (options.settle) await settled(page);
  // One axe.run in the page: the app has no cross-origin frames, and the default (a partial run
  // per frame finished in a new blank page) costs a page per call, about twice the time.
  const axe = new AxeBuilder({ page }).setLegacyMode(true);
  for (const selector of options.include ?? []) axe.include(selector);
  if (options.disableRules?.length) axe.disableRules([...options.disableRules]);
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
