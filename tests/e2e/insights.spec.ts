// The insights in the browser, on the demo data: a trip whose four travelers all answered shows the
// organizer and a planner the tracker, the shared window and the budget summary; the organizer
// removes a traveler. What each insight says, figure by figure (the travelers' list, the budget's
// median and highest, ranked windows, other currencies, names on demand), is proved by the
// component tests (tests/unit/insights-components.test.tsx) and the domain's
// (availability-window, budget-summary); here, that the stored answers reach them.
import { readFile } from 'node:fs/promises';
import { format } from 'date-fns';
import type { Page } from '@playwright/test';
import { isoDayToLocalDate } from '@domain/calendar-day';
import { test, expect, logIn } from './support/fixtures';
import { DEMO_PASSWORD, DEMO_TRIPS, DEMO_USERS } from '../../scripts/demo-data';
import { isoDayFromNow as isoDay } from '../../scripts/seed';
import { TripResponsesPage } from './pages/trip-pages';
import { AdminPages } from './pages/admin-pages';

/** The seeded day as the insights show it ('Jul 4, 2027'). */
function shown(days: number): string {
  return format(isoDayToLocalDate(isoDay(days)), 'MMM d, yyyy');
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await logIn(page, email, DEMO_PASSWORD);
  // Travelers land on their dashboard, planners in their workspace.
  await expect(page).toHaveURL(/\/(dashboard|admin)$/);
}

const stat = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Budget at a glance' })
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd[1]');

// These journeys mark a demo trip ready and remove a traveler: each starts from the demo data
// as seeded (support/fixtures.ts re-seeds it before every test).

test('four travelers answered: the organizer and then the planner see the tracker, the shared window and the budget summary', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_USERS.organizer.email);
  const pending = page.getByRole('region', { name: /Pending Trips/ });
  const japanCard = pending.getByRole('listitem').filter({ hasText: 'Summer in Japan' });
  await expect(japanCard.getByRole('progressbar', { name: '4 of 4 travelers have answered' })).toBeVisible();
  const baliCard = pending.getByRole('listitem').filter({ hasText: 'Bali Retreat' });
  await expect(baliCard.getByRole('progressbar', { name: '3 of 3 travelers have answered' })).toBeVisible();
  await expect(baliCard.getByRole('link', { name: 'Everyone has answered: mark the trip ready' })).toHaveCount(0);
  await japanCard.getByRole('link', { name: 'Everyone has answered: mark the trip ready' }).click();

  await expect(page).toHaveURL(`/dashboard/${DEMO_TRIPS.draft}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('progressbar', { name: '4 of 4 travelers have answered' })).toHaveAttribute('value', '4');
  // Mia and Leo were invited by email and have not answered: they count as missing.
  await expect(main.getByText('Waiting for 2 more travelers.')).toBeVisible();
  await expect(
    main.getByText('Everyone has answered. Mark the trip as ready to plan so our planners can start.'),
  ).toHaveCount(0);

  const window = main.getByRole('region', { name: 'When everyone can go' });
  await expect(window).toContainText(`Everyone who gave dates can go: ${shown(63)} – ${shown(66)} (4 days).`);
  await expect(stat(page, 'Lowest')).toHaveText('$1,500 (Dana Kim)');

  await new TripResponsesPage(page).markReady();
  await expect(
    main.getByText('Everyone has answered. Mark the trip as ready to plan so our planners can start.'),
  ).toHaveCount(0);

  const planner = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(planner, DEMO_USERS.planner.email);
  await planner.goto('/admin');
  await new AdminPages(planner).openTrip('Summer in Japan', DEMO_TRIPS.draft);
  const plannerWindow = planner.getByRole('region', { name: 'When everyone can go' });
  await expect(plannerWindow).toContainText(`Everyone who gave dates can go: ${shown(63)} – ${shown(66)} (4 days).`);
  await expect(stat(planner, 'Lowest')).toHaveText('$1,500 (Dana Kim)');
  // Readable on a phone: nothing wider than the screen.
  expect(await planner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const [download] = await Promise.all([
    planner.waitForEvent('download'),
    planner.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, values] = csv.split('\r\n').slice(1, 3);
  expect(header.endsWith(',all,bestWindow')).toBe(true);
  expect(values.endsWith(`,${isoDay(63)} to ${isoDay(66)} (all 4 can go)`)).toBe(true);
  await planner.close();
});

test('the organizer removes a traveler after confirming; the traveler no longer has the trip', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_USERS.organizer.email);
  await page.goto(`/dashboard/${DEMO_TRIPS.ready}`);
  await expect(page.getByRole('heading', { level: 3, name: 'Dana Kim' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  await page.goto(`/dashboard/${DEMO_TRIPS.draft}`);
  // The organizer's own card has no Remove (the rules refuse it too).
  await expect(page.getByRole('heading', { level: 3, name: 'Ana Rivera' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Ana Rivera' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Eli Novak' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Eli Novak from this trip?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Eli Novak' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Eli Novak' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Remove' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Eli Novak' })).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main.getByRole('progressbar', { name: '3 of 4 travelers have answered' })).toBeVisible();
  // One place freed, and the two invitees who have not answered still count.
  await expect(main.getByText('Waiting for 2 more travelers.')).toBeVisible();
  await expect(main.getByRole('region', { name: 'When everyone can go' })).toContainText(
    `Everyone who gave dates can go: ${shown(63)} – ${shown(69)} (7 days).`,
  );
  await page.goto('/dashboard');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Summer in Japan' })
      .getByRole('progressbar', { name: '3 of 4 travelers have answered' }),
  ).toBeVisible();

  const eli = await browser.newPage();
  await signIn(eli, DEMO_USERS.eli.email);
  const pending = eli.getByRole('region', { name: /Pending Trips/ });
  await expect(pending.getByText('Bali Retreat')).toBeVisible();
  await expect(pending.getByText('Summer in Japan')).toHaveCount(0);
  await eli.goto(`/dashboard/${DEMO_TRIPS.draft}`);
  await expect(eli.getByText("You are not authorized to view this trip's responses.")).toBeVisible();
  await eli.close();
});
