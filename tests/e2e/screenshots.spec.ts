// Every page in each state at desktop (1280×800) and phone (390×844) width, written to
// docs/screenshots/ (git-ignored) for people to look at; see README, "Tests".
import { test } from './support/fixtures';
import { TOUR, VIEWPORTS, walkTour } from './support/page-tour';
import { addLongNamesTrip, removeLongNamesTrip } from './support/long-names-trip';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.beforeAll(addLongNamesTrip);
test.afterAll(removeLongNamesTrip);

export const SCREENSHOT_DIR = 'docs/screenshots';

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(size, () => {
    test.use(options);
    for (const group of TOUR) {
      test(`screenshots of every page the ${group.who} sees`, async ({ page }) => {
        await walkTour(page, group, async (state) => {
          // From the top, so the sticky header sits where people see it.
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await page.screenshot({
            path: `${SCREENSHOT_DIR}/${size}/${group.who}-${state.name}.png`,
            fullPage: true,
            animations: 'disabled',
          });
        });
      });
    }
  });
}
