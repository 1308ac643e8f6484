import { test, expect, logIn } from './support/fixtures';
import { DEMO_PASSWORD, DEMO_TRIPS, DEMO_USERS } from '../../scripts/demo-data';

test('the organizer updates a draft trip and returns to its page; a ready trip cannot be edited', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_USERS.organizer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');

  await page.goto(`/dashboard/${DEMO_TRIPS.draft}`);
  await page.getByRole('link', { name: 'Update Trip' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Trip Info' })).toBeVisible();
  await expect(page.getByLabel('Trip Name')).toHaveValue('Summer in Japan');

  await page.getByLabel('Number of People').fill('0');
  await page.getByRole('button', { name: 'Update Trip' }).click();
  await expect(page.getByText('Please enter a whole number from 1 to 100.')).toBeVisible();

  await page.getByLabel('Number of People').fill('5');
  await page.getByLabel('Destination').fill('Tokyo, Kyoto and Osaka');
  await page.getByRole('button', { name: 'Update Trip' }).click();
  await expect(page.getByText('Trip updated successfully! Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(`/dashboard/${DEMO_TRIPS.draft}`);
  await expect(page.getByText('Tokyo, Kyoto and Osaka')).toBeVisible();
  await expect(page.getByText('of 5 travelers have answered')).toBeVisible();

  await page.goto(`/edit-trip/${DEMO_TRIPS.ready}`);
  await expect(page.getByText('This trip has already been marked as ready and cannot be edited.')).toBeVisible();
});
