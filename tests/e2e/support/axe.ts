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

/** Runs axe (WCAG 2.1 A/AA and best practices) on the page as it is; no serious or critical violation may remain. */
export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const failing = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS_FAIL.has(v.id))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n    ')}`,
    );
  expect(failing, `axe on ${where}`).toEqual([]);
}
