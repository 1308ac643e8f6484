import { test, expect, logIn, uniqueEmail } from './support/fixtures';
import { DEMO_JOIN_PATHS, DEMO_PASSWORD, DEMO_TRIPS, DEMO_USERS } from '../../scripts/demo-data';
import { WEB_ORIGIN } from '../../scripts/local-endpoints.mjs';
import { TripResponsesPage } from './pages/trip-pages';
import { SignupPage } from './pages/auth-pages';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the organizer sees the responses, copies the invite link and toggles ready', async ({ page }) => {
  await page.goto(`/dashboard/${DEMO_TRIPS.draft}`);
  await expect(page.getByText("Please log in to view this trip's responses.")).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page, DEMO_USERS.organizer.email, DEMO_PASSWORD);

  await expect(page.getByRole('heading', { level: 1, name: 'Summer in Japan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Ana Rivera' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Ben Okafor' })).toBeVisible();
  await expect(
    page.getByText('Please mark your trip as "Ready" when everyone in your group fills out the Join Form.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Copy Invite Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${WEB_ORIGIN}${DEMO_JOIN_PATHS.draft}`);

  const tripPage = new TripResponsesPage(page);
  await tripPage.markReady();
  await expect(
    page.getByText('Edits to this trip are not accepted when trip is in "Ready" mode.', { exact: false }),
  ).toBeVisible();

  await tripPage.markUnready();
});

test('a traveler who answered sees the ready notice but no owner controls', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_USERS.traveler.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/dashboard/${DEMO_TRIPS.draft}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer in Japan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Trip' })).toHaveCount(0);
  await expect(new TripResponsesPage(page).readyButton).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit My Response' })).toBeVisible();
});

test.describe('a stranger with the link', () => {
  // The Firestore emulator refuses the responses with a 403, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 403/] });
  test('is told they are not authorized', async ({ page }) => {
    await page.goto('/signup');
    await new SignupPage(page).signUp({ email: uniqueEmail('stranger'), password: 'secret123' });
    await expect(page.getByRole('heading', { name: 'Update Your Profile' })).toBeVisible();
    await page.goto(`/dashboard/${DEMO_TRIPS.draft}`);
    await expect(page.getByText("You are not authorized to view this trip's responses.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
  });
});
