import { test, expect, logIn, uniqueEmail } from './support/fixtures';
import { DEMO_JOIN_PATHS, DEMO_PASSWORD, DEMO_TRIPS, DEMO_USERS } from '../../scripts/demo-data';
import { WEB_ORIGIN } from '../../scripts/local-endpoints.mjs';
import { TripResponsesPage } from './pages/trip-pages';
import { SignupPage } from './pages/auth-pages';
import { expectNoHorizontalScroll } from './pages/layout';

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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('Copy Invite Link stays in view; the other actions open from "More actions" by keyboard', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, DEMO_USERS.organizer.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await page.goto(`/dashboard/${DEMO_TRIPS.draft}`);
    const actions = page.getByRole('group', { name: 'Trip actions' });
    const more = actions.getByRole('button', { name: 'More actions' });
    const updateTrip = actions.getByRole('link', { name: 'Update Trip' });
    await expect(actions.getByRole('button', { name: 'Copy Invite Link' })).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(updateTrip).toBeHidden();
    await expectNoHorizontalScroll(page);

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const [role, name] of [
      ['link', 'Edit My Response'],
      ['link', 'Update Trip'],
      ['button', 'Delete Trip'],
      ['button', 'Reset invite link'],
    ] as const)
      await expect(actions.getByRole(role, { name })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(actions.getByRole('link', { name: 'Edit My Response' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(updateTrip).toBeHidden();
    await expect(more).toBeFocused();

    // The page object opens the menu for any action in it.
    await (await new TripResponsesPage(page).action('link', 'Update Trip')).click();
    await expect(page).toHaveURL(`/edit-trip/${DEMO_TRIPS.draft}?from=responses`);
  });
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
    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await page.goto(`/dashboard/${DEMO_TRIPS.draft}`);
    await expect(page.getByText("You are not authorized to view this trip's responses.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
  });
});
