import { test, expect, logIn, uniqueEmail } from './support/fixtures';
import { DeleteAccountFlow, signUpViaUi } from './support/account';
import { DEMO_JOIN_PATHS, DEMO_PASSWORD, DEMO_TRIPS, DEMO_USERS } from '../../scripts/demo-data';

// The wrong password and the refused log-in are 400s from the Auth emulator.
test.use({ expectedConsoleErrors: [/status of 400/] });

test('a traveler who organizes nothing deletes the account: wrong password refused, then gone everywhere', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('dora');
  const password = 'secret123';
  await signUpViaUi(page, email, password, DEMO_JOIN_PATHS.draft);
  // The URL changes before the join page's chunk has replaced the profile form (which also has
  // a First Name field): wait for the join form itself.
  await expect(page.getByRole('heading', { name: /is inviting you to join/ })).toBeVisible();
  await page.getByLabel('First Name').fill('Dora');
  await page.getByLabel('Last Name').fill('Deleter');
  await page.getByLabel('Budget').fill('$900');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for submitting!' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Summer in Japan/ })).toBeVisible();

  const flow = new DeleteAccountFlow(page);
  await flow.open();
  await expect(flow.confirmDialog).toHaveCount(0);
  await flow.submitPassword('not-my-password');
  await expect(flow.passwordDialog.getByText('Incorrect password. Please try again.')).toBeVisible();
  await expect(flow.passwordDialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // The deletion is in the account settings now (issue #46): a refused password stays there.
  await expect(page).toHaveURL('/update-profile?redirect=/dashboard');

  await flow.submitPassword(password);
  await flow.expectDeleted();

  // The account cannot sign in any more.
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL('/login');

  // The organizer no longer sees Dora's answer; the other answers stay.
  const organizer = await browser.newPage();
  await organizer.goto('/login');
  await logIn(organizer, DEMO_USERS.organizer.email, DEMO_PASSWORD);
  await expect(organizer).toHaveURL('/dashboard');
  await organizer.goto(`/dashboard/${DEMO_TRIPS.draft}`);
  await expect(organizer.getByRole('heading', { level: 3, name: 'Ben Okafor' })).toBeVisible();
  await expect(organizer.getByRole('heading', { level: 3, name: 'Dora Deleter' })).toHaveCount(0);
  await organizer.close();
});
