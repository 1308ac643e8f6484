import type { Page } from '@playwright/test';
import { test, expect, logIn, uniqueEmail, mmddyyyy } from './support/fixtures';
import { DEMO_JOIN_PATHS, DEMO_PASSWORD, DEMO_TRIPS, DEMO_USERS } from '../../scripts/demo-data';
import { JoinPage } from './pages/join-page';
import { typeDate } from './pages/date-picker';
import { TripResponsesPage } from './pages/trip-pages';
import { SignupPage } from './pages/auth-pages';
import { openVerificationLink, signUpViaUi } from './support/account';

const pickDate = (page: Page, label: string, value: string) => typeDate(page.getByLabel(label), value);

test('a new traveler follows the invite link, signs up, answers; the organizer sees the card; ready blocks edits', async ({
  page,
  openPage,
}) => {
  await page.goto(DEMO_JOIN_PATHS.draft);
  await expect(page.getByText('Please log in to respond to this trip.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(`/signup?redirect=${encodeURIComponent(DEMO_JOIN_PATHS.draft)}`);
  // The router keeps the login page on screen while the signup page's code loads; wait for it
  // so the email is not typed into the login form's Email field.
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();

  const email = uniqueEmail('carla');
  await new SignupPage(page).signUp({ email, password: 'secret123' });
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for Now' }).click();

  await expect(page).toHaveURL(DEMO_JOIN_PATHS.draft);
  await expect(page.getByText('Ana is inviting you to join Summer in Japan!')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter your first name.')).toBeVisible();

  await page.getByLabel('First Name').fill('Carla');
  await page.getByLabel('Last Name').fill('de la Cruz');
  await pickDate(page, 'Availability start', mmddyyyy(59));
  await pickDate(page, 'Availability end', mmddyyyy(71));
  await page.getByLabel('Budget').fill('$1,500-2,000');
  await page.getByLabel('Must-see').fill('teamLab Planets');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for submitting!' })).toBeVisible();
  await expect(page.getByText('Your preferences were saved.')).toBeVisible();

  // Editing keeps a last name with spaces intact.
  await page.goto(`/edit-response/${DEMO_TRIPS.draft}`);
  await expect(page.getByLabel('Last Name')).toHaveValue('de la Cruz');
  await page.getByLabel('Budget').fill('$2,000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Changes saved!' })).toBeVisible();

  const organizer = await openPage();
  await organizer.goto('/login');
  await logIn(organizer, DEMO_USERS.organizer.email, DEMO_PASSWORD);
  await expect(organizer).toHaveURL('/dashboard');
  await organizer.goto(`/dashboard/${DEMO_TRIPS.draft}`);
  await expect(organizer.getByRole('heading', { level: 3, name: 'Carla de la Cruz' })).toBeVisible();
  await expect(organizer.getByText('$2,000', { exact: true })).toBeVisible();
  const organizerTrip = new TripResponsesPage(organizer);
  await organizerTrip.markReady();

  await page.goto(`/edit-response/${DEMO_TRIPS.draft}`);
  await expect(
    page.getByText(
      "This trip has been marked as ready and can't be joined or edited right now. If you think this is a mistake, please contact your trip creator.",
    ),
  ).toBeVisible();

  await organizerTrip.markUnready();

  await page.goto(`/edit-response/${DEMO_TRIPS.draft}`);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
});

test.describe('links that cannot be used', () => {
  // Without a key the page can only try the trip itself, which the rules refuse to a non-member (by design).
  test.use({ expectedConsoleErrors: [/status of 403/] });

  test('a link without its key, or with a key that no longer works, says so and names who to ask', async ({ page }) => {
    // Ben answered Summer in Japan but is not on Bali Retreat: its links must explain, not refuse.
    await page.goto('/login');
    await logIn(page, DEMO_USERS.traveler.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    const join = new JoinPage(page);

    await page.goto(`/join/${DEMO_TRIPS.ready}`);
    await join.expectLinkWithoutKey();
    await page.goto(`/join/${DEMO_TRIPS.ready}?invite=AAAAAAAAAAAAAAAAAAAAAA`);
    await join.expectRetiredLink();
    // A live key of another trip does not open this one.
    await page.goto(DEMO_JOIN_PATHS.draft.replace(DEMO_TRIPS.draft, DEMO_TRIPS.ready));
    await join.expectRetiredLink();
    await expect(page.getByText(/permission/i)).toHaveCount(0);
  });
});

test('joining needs a verified email: the "Verify your email" step keeps the answers and joins once verified', async ({
  page,
}) => {
  const email = uniqueEmail('unverified');
  await signUpViaUi(page, email, 'secret123', DEMO_JOIN_PATHS.draft, { verify: false });
  await page.getByLabel('First Name').fill('Vera');
  await page.getByLabel('Last Name').fill('Unverified');
  await pickDate(page, 'Availability start', mmddyyyy(59));
  await pickDate(page, 'Availability end', mmddyyyy(71));
  await page.getByLabel('Budget').fill('$900');
  await page.getByRole('button', { name: 'Submit' }).click();

  // The step sends the link as it opens; "I've verified" before opening it goes nowhere.
  const step = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(step.getByRole('status')).toContainText('We sent you a verification link.');
  await step.getByRole('button', { name: "I've verified my email" }).click();
  await expect(step.getByRole('status')).toHaveText(
    'Your email address is not verified yet. Open the link in the email we sent, then try again.',
  );
  await openVerificationLink(email);
  await step.getByRole('button', { name: "I've verified my email" }).click();

  await expect(page.getByRole('heading', { name: 'Thanks for submitting!' })).toBeVisible();
  await page.goto(`/edit-response/${DEMO_TRIPS.draft}`);
  await expect(page.getByLabel('Budget')).toHaveValue('$900');
});
