// The planner workspace at agency scale (issue 18): on the large data set (1,000 trips, one
// with 100 answers), a planner pages the list, searches, reads every answer, writes a note and
// takes the trip. `npm run screenshots` also photographs the new views at desktop and phone width.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { docPath } from '@domain/collections';
import { PROJECT_ID, pointAdminSdkAtEmulators } from '../../scripts/local-endpoints.mjs';
import { test, expect, logIn } from './support/fixtures';
import { VIEWPORTS } from './support/page-tour';
import { AdminBriefPage, AdminListPage } from './pages/admin-pages';
import { LARGE } from '../../scripts/large-data';
import { SCREENSHOT_DIR, screenshotIfWanted } from './support/screenshots';

const HUNDRED = 'Hundred Travelers Reunion';

// The large data set is seeded once per run, before every test (tests/e2e/global-setup.ts).
// The one test that changes it takes the trip: a retry starts from an unassigned trip again.
async function unassignHundredTrip(): Promise<void> {
  pointAdminSdkAtEmulators();
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  await getFirestore(app).doc(docPath.trip(LARGE.hundredTrip)).update({ assignedTo: null });
}

test('a planner pages the list, searches, reads every answer, writes a note and takes the trip', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await unassignHundredTrip();
  const list = new AdminListPage(page);
  const brief = new AdminBriefPage(page);
  await page.goto('/login');
  await logIn(page, LARGE.planner.email, LARGE.password);
  await expect(page).toHaveURL('/admin');
  await list.open();

  // Counts come from the aggregation queries; a page is 25 trips, "Load more" adds the next 25.
  const ready = await list.count('Ready to plan');
  expect(ready).toBeGreaterThanOrEqual(LARGE.tripCount - LARGE.booked - LARGE.finished);
  expect(await list.count('Booked')).toBeGreaterThanOrEqual(LARGE.booked);
  expect(await list.count('Finished')).toBeGreaterThanOrEqual(LARGE.finished);
  await expect(list.rows()).toHaveCount(25);
  await expect(list.summary()).toHaveText(`Showing 25 of ${ready}, newest first`);
  await list.loadMore();
  await expect(list.summary()).toHaveText(`Showing 50 of ${ready}, newest first`);
  // Keyboard users carry on from the first trip the click added.
  await expect(list.rows().nth(25).getByRole('link')).toBeFocused();

  await list.show(/^Booked/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booked Trips' })).toBeVisible();
  await expect(list.rows()).toHaveCount(25);
  await list.show(/^Ready to plan/);

  // Search: any word of the name finds the trip, not only its start.
  await list.search('travelers');
  await expect(list.rows()).toHaveCount(1);
  await list.search('hundred');
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first()).toContainText('Unassigned');
  await list.openTrip(HUNDRED);

  // Every answer of every traveler: 100 rows, the eleven answers of each.
  await expect(brief.answers().getByRole('rowheader')).toHaveCount(LARGE.hundredResponses);
  await expect(brief.travelerRow('Ana Rivera 1').getByRole('cell')).toHaveText([
    'traveler1.large@example.com',
    /^\d\d\/\d\d\/\d{4} - \d\d\/\d\d\/\d{4}$/,
    '$1,200',
    'Beach mornings',
    'Chicago, IL',
    'The old town',
    'Fixed – my dates can’t change',
    /Vegetarian$/,
    'Yes',
    /Wheelchair user: step-free rooms, please$/,
  ]);
  await expect(brief.needsAction()).toContainText('Dev Okafor 14: Severe nut allergy');
  await expect(brief.needsAction()).toContainText('Does not want to share a room');

  // A retry finds the first attempt's note: each attempt writes its own.
  await brief.writeNote(`Asked the resort about step-free rooms; answer by Friday (attempt ${testInfo.retry + 1}).`);
  await expect(brief.notes().getByRole('listitem').first()).toContainText('Priya');
  await brief.takeTrip();

  await page.goto('/admin?mine=1');
  await expect(list.lists().getByRole('link', { name: 'Mine' })).toHaveAttribute('aria-current', 'page');
  const mine = list.rows().filter({ hasText: HUNDRED });
  await expect(mine).toContainText('Assigned to Priya');

  // A trip that is not there (deleted, mistyped link) says so, with the way back to the lists.
  await page.goto('/admin/responses/no-such-trip');
  await expect(page.getByText('This trip does not exist (or was deleted).')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trips Ready to Plan' })).toBeVisible();
});

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(size, () => {
    test.use(options);
    test(`the planner workspace fits the screen, its 100 answers included (${size})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/login');
      await logIn(page, LARGE.planner.email, LARGE.password);
      await expect(page).toHaveURL('/admin');
      const list = new AdminListPage(page);
      await list.open();
      await expect(list.rows()).toHaveCount(25);
      await screenshotIfWanted(page, { path: `${SCREENSHOT_DIR}/${size}/planner-workspace-list.png`, fullPage: false });
      await list.search('Hundred');
      await list.openTrip(HUNDRED);
      await expect(new AdminBriefPage(page).answers().getByRole('rowheader')).toHaveCount(LARGE.hundredResponses);
      // Nothing wider than the screen: the table scrolls in its own frame (desktop) or becomes cards (phone).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        options.viewport.width,
      );
      await screenshotIfWanted(page, {
        path: `${SCREENSHOT_DIR}/${size}/planner-workspace-brief.png`,
        fullPage: false,
      });
      // The sections below the fold, as they lie on the page (one screen's height each).
      for (const [name, section] of [
        ['needs-action', /^Needs action/],
        ['answers', 'All answers'],
      ] as const) {
        const box = await page.getByRole('region', { name: section }).boundingBox();
        if (!box) throw new Error(`${name} is not on the page`);
        await screenshotIfWanted(page, {
          path: `${SCREENSHOT_DIR}/${size}/planner-workspace-${name}.png`,
          fullPage: true,
          clip: { x: 0, y: box.y - 16, width: options.viewport.width, height: options.viewport.height },
        });
      }
      await page.emulateMedia({ media: 'print' });
      await screenshotIfWanted(page, {
        path: `${SCREENSHOT_DIR}/${size}/planner-workspace-print.png`,
        fullPage: false,
      });
    });
  });
}
