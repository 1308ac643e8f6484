import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Rules that fail the check whatever impact axe gives them: headings must go in order. */
const ALWAYS_FAIL = new Set([
  'heading-order',
  'page-has-heading-one',
  'landmark-one-main',
  'label',
  'aria-input-field-name',
]);

/**
 * Frames whose origin differs from the page's. The check runs axe in "legacy" mode: one
 * `axe.run` in the page (same-origin frames included) instead of a partial run per frame
 * merged in a blank page opened for each check, which took about half of the page tour's
 * time for the same results. Legacy mode skips cross-origin frames, so a page with one fails.
 */
function crossOriginFrames(page: Page): string[] {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url.startsWith('http') && new URL(url).origin !== origin);
}

/** Runs axe (WCAG 2.1 A/AA and best practices) on the page as it is; no serious or critical violation may remain. */
export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  expect(crossOriginFrames(page), `axe on ${where}: frames from another origin go unchecked`).toEqual([]);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  const failing = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS_FAIL.has(v.id))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n    ')}`,
    );
  expect(failing, `axe on ${where}`).toEqual([]);
}
