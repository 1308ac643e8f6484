import { test, expect, logIn } from './support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from '../../scripts/demo-data';

function mmddyyyy(daysFromNow: number): string {
  const d = new Date(Date.now() + daysFromNow * 86_400_000);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an organizer creates a domestic trip, pays on the test checkout, gets the popup and finds the trip pending', async ({ page }) => {
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
  await expect(page.getByText('Please select at least one planning option')).toBeVisible();
  await page.getByLabel('All Options').check();
  await expect(page.getByLabel('Hotels')).toBeChecked();
  await expect(page.getByText('Please select at least one planning option')).toHaveCount(0);
  await page.getByLabel('Trip Type').selectOption('domestic');

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please select both a start and end date.').first()).toBeVisible();

  await page.getByLabel('Suggested Start Date').fill(mmddyyyy(30));
  await page.getByLabel('Suggested Start Date').press('Escape');
  await page.getByLabel('Suggested End Date').fill(mmddyyyy(37));
  await page.getByLabel('Suggested End Date').press('Escape');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page).toHaveURL(/127\.0\.0\.1:12111\/pay\//);
  await expect(page.getByText('$25.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByRole('dialog', { name: 'Trip Created!' })).toBeVisible();
  const tripId = `ana-road-trip-${tripName.split(' ')[2]}`;
  await expect(page.getByLabel('Invite link')).toHaveValue(`http://127.0.0.1:5173/join/${tripId}`);
  await page.getByRole('button', { name: 'Copy to Clipboard & Join Trip!' }).click();
  await expect(page.getByText('Copied to clipboard and redirecting to the Join Trip form...')).toBeVisible();
  await expect(page).toHaveURL(`/join/${tripId}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://127.0.0.1:5173/join/${tripId}`);

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: /Pending Trips/ }).getByText(tripName)).toBeVisible();
});
