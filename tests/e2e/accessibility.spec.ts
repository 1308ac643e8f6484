// axe on every page in each of its states, at desktop and phone width: no serious or critical
// violation, headings in order (tests/e2e/support/page-tour.ts lists the states). On the phone
// each state must also fit the screen's width (no sideways scrolling).
import { test } from './support/fixtures';
import { TOUR, VIEWPORTS, walkTour } from './support/page-tour';
import { addLongNamesTrip, removeLongNamesTrip } from './support/long-names-trip';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoHorizontalScroll } from './pages/layout';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.beforeAll(addLongNamesTrip);
test.afterAll(removeLongNamesTrip);

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(size, () => {
    test.use(options);
    for (const group of TOUR) {
      test(`every page the ${group.who} sees passes axe`, async ({ page }) => {
        // Collect every page's violations first, so one run reports them all.
        const failures: string[] = [];
        await walkTour(page, group, async (state) => {
          await expectNoSeriousA11yViolations(page, `${state.name} (${size})`).catch((error: Error) =>
            failures.push(error.message),
          );
          if (size === 'phone')
            await expectNoHorizontalScroll(page).catch((error: Error) =>
              failures.push(`${state.name}: ${error.message}`),
            );
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
