import type { Page } from '@playwright/test';
import { test, expect, logIn, mmddyyyy } from './support/fixtures';
import { DEMO_PASSWORD, DEMO_TRIPS, DEMO_USERS } from '../../scripts/demo-data';
import { firestoreDocumentsUrl, WEB_ORIGIN } from '../../scripts/local-endpoints.mjs';
import { FIRST_FUNCTION_CALL_MS, TEST_CHECKOUT_URL } from './pages/trip-pages';
import { typeDate } from './pages/date-picker';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const FIRESTORE = firestoreDocumentsUrl();

/** Whether a trip document exists, read past the rules (the emulator's owner token). */
async function tripStored(tripId: string): Promise<boolean> {
  const response = await fetch(`${FIRESTORE}/trips/${tripId}`, { headers: { Authorization: 'Bearer owner' } });
  if (response.status !== 200 && response.status !== 404)
    throw new Error(`Firestore emulator answered ${response.status}`);
  return response.status === 200;
}

async function fillDates(page: Page) {
  await typeDate(page.getByLabel('Suggested Start Date'), mmddyyyy(30));
  await typeDate(page.getByLabel('Suggested End Date'), mmddyyyy(37));
}

test('an organizer creates a domestic trip, pays on the test checkout, gets the popup and finds the trip pending', async ({
  page,
}) => {
  await page.goto('/create');
  await expect(page.getByText('Please sign up or log in to create a trip.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
  await logIn(page, DEMO_USERS.organizer.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Create a New Trip' })).toBeVisible();
  await expect(page.getByLabel('Organizer Email')).toHaveValue(DEMO_USERS.organizer.email);

  const tripName = `Road Trip ${Date.now()}`;
  await page.getByLabel('Trip Name').fill(tripName);
  await page.getByLabel('Number of People').fill('3');
  await page.getByLabel('Destination').fill('Pacific Coast Highway');
  await page.getByLabel('Trip Vibe').fill('Windows down, coastal diners');
  // The planning hint waits for a submit or for the options to be left: never on a fresh form.
  await expect(page.getByText('Please select at least one planning option')).toHaveCount(0);
  await page.getByLabel('All Options').check();
  await expect(page.getByLabel('Hotels')).toBeChecked();
  await expect(page.getByText('Please select at least one planning option')).toHaveCount(0);
  await page.getByLabel('Trip Type').selectOption('domestic');

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please select both a start and end date.').first()).toBeVisible();

  await fillDates(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page).toHaveURL(TEST_CHECKOUT_URL, { timeout: FIRST_FUNCTION_CALL_MS });
  await expect(page.getByText('$25.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByRole('dialog', { name: 'Trip Created!' })).toBeVisible();
  const tripId = `ana-road-trip-${tripName.split(' ')[2]}`;
  const link = new RegExp(`^${WEB_ORIGIN.replaceAll('.', '\\.')}/join/${tripId}\\?invite=[A-Za-z0-9_-]{22}$`);
  await expect(page.getByLabel('Invite link')).toHaveValue(link);
  await page.getByRole('button', { name: 'Copy to Clipboard & Join Trip!' }).click();
  await expect(page.getByText('Copied to clipboard and redirecting to the Join Trip form...')).toBeVisible();
  await expect(page).toHaveURL(`/join/${tripId}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(link);

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: /Pending Trips/ }).getByText(tripName)).toBeVisible();
});

test('a cancelled checkout returns to the form, restored, with a clear message, and creates no trip', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fcreate');
  await logIn(page, DEMO_USERS.organizer.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Create a New Trip' })).toBeVisible();

  const stamp = Date.now();
  const tripName = `Lake Weekend ${stamp}`;
  const tripId = `ana-lake-weekend-${stamp}`;
  await page.getByLabel('Trip Name').fill(tripName);
  await page.getByLabel('Number of People').fill('6');
  await page.getByLabel('Arrival/Departure Flexibility').selectOption('same');
  await page.getByLabel('Destination').fill('Lake Tahoe');
  await page.getByLabel('Trip Vibe').fill('Cabins and kayaks');
  await page.getByLabel('Is everyone traveling from the same place?').selectOption('no');
  await fillDates(page);
  await page.getByLabel('Hotels').check();
  await page.getByLabel('Tickets').check();
  await page.getByLabel('Extra Notes').fill('One vegetarian');
  await page.getByLabel('Trip Type').selectOption('international');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page).toHaveURL(TEST_CHECKOUT_URL, { timeout: FIRST_FUNCTION_CALL_MS });
  await expect(page.getByText('$50.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(`/create?canceled=true&tripId=${tripId}`);
  await expect(
    page
      .getByRole('main')
      .getByText('Payment was cancelled. Your trip details are still here; submit again when you are ready.'),
  ).toBeVisible();
  // What came back is what was typed; every field's restore is the component test's
  // (tests/unit/create-trip-form.test.tsx, 'back from a cancelled checkout').
  await expect(page.getByLabel('Trip Name')).toHaveValue(tripName);
  await expect(page.getByLabel('Suggested Start Date')).toHaveValue(mmddyyyy(30));

  // The check can see trips: the seeded one is there, the cancelled one is not.
  expect(await tripStored(DEMO_TRIPS.draft)).toBe(true);
  expect(await tripStored(tripId)).toBe(false);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: /Pending Trips/ }).getByText('Summer in Japan')).toBeVisible();
  await expect(page.getByText(tripName)).toHaveCount(0);
  expect(await tripStored(tripId)).toBe(false);
});
