// Every page in each of its states (tests/e2e/support/page-tour.ts lists them), at desktop and
// phone width, visited once for three checks: axe finds no serious or critical violation and
// the headings are in order; on the phone the page fits the screen's width (no sideways
// scrolling); and a full-page screenshot goes to docs/screenshots/ (git-ignored) for people to
// look at (README, "Tests").
import { test } from './support/fixtures';
import { TOUR, VIEWPORTS, walkTour } from './support/page-tour';
import { addLongNamesTrip, removeLongNamesTrip } from './support/long-names-trip';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoHorizontalScroll } from './pages/layout';

const SCREENSHOT_DIR = 'docs/screenshots';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// A tour visits up to a dozen pages with an axe check and a full-page screenshot each: 20–45 s on
// an idle machine, and npm test runs it beside the functions tests on two cores. The default 60 s
// would fail a tour for the machine's load, not for anything it checks.
test.describe.configure({ timeout: 150_000 });
test.beforeAll(addLongNamesTrip);
test.afterAll(removeLongNamesTrip);

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(size, () => {
    test.use(options);
    for (const group of TOUR) {
      test(`every page the ${group.who} sees passes axe and is screenshotted`, async ({ page }) => {
        // Collect every page's failures first, so one run reports them all.
        const failures: string[] = [];
        await walkTour(page, group, async (state) => {
          await expectNoSeriousA11yViolations(page, `${state.name} (${size})`).catch((error: Error) =>
            failures.push(error.message),
          );
          if (size === 'phone')
            await expectNoHorizontalScroll(page).catch((error: Error) =>
              failures.push(`${state.name}: ${error.message}`),
            );
          // From the top, so the sticky header sits where people see it.
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await page.screenshot({
            path: `${SCREENSHOT_DIR}/${size}/${group.who}-${state.name}.png`,
            fullPage: true,
            animations: 'disabled',
          });
        });
        test.expect(failures).toEqual([]);
      });
    }
  });
}

test('the axe check fails on a page with known problems', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
    <h1>Broken form</h1><input type="text"><p style="color:#bbb;background:#fff">Low contrast</p>
  </main></body></html>`);
  const failure = await expectNoSeriousA11yViolations(page, 'a broken page').then(
    () => null,
    (error: Error) => error.message,
  );
  test.expect(failure).toContain('label (critical)');
  test.expect(failure).toContain('color-contrast (serious)');
});
