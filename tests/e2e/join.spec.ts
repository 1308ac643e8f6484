import type { Page } from '@playwright/test';
import { test, expect, logIn, uniqueEmail, mmddyyyy } from './support/fixtures';
import { DEMO_JOIN_PATHS, DEMO_PASSWORD, DEMO_TRIPS, DEMO_USERS } from '../../scripts/demo-data';
import { JoinPage } from './pages/join-page';
import { typeDate } from './pages/date-picker';
import { TripResponsesPage } from './pages/trip-pages';
import { SignupPage } from './pages/auth-pages';
import { openVerificationLink, signUpViaUi } from './support/account';
import { screenshotIfWanted } from './support/screenshots';

const pickDate = (page: Page, label: string, value: string) => typeDate(page.getByLabel(label), value);

// Issue #45, "the first five minutes", at a phone's width and a desktop's: one journey each.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`${viewport.width}px: signed out the link shows the trip; sign-up leads straight to the form; the confirmation is in view; ready hides edit and invite`, async ({
    page,
    openPage,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const shot = (name: string) =>
      screenshotIfWanted(page, { path: testInfo.outputPath(`${viewport.width}-${name}.png`) });
    await page.goto(DEMO_JOIN_PATHS.draft);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Ana is inviting you to join Summer in Japan!' })).toBeVisible();
    await expect(main.getByText('Destination')).toBeVisible();
    await shot('invite-signed-out');
    await main.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(`/signup?redirect=${encodeURIComponent(DEMO_JOIN_PATHS.draft)}`);

    const email = uniqueEmail('carla');
    await new SignupPage(page).signUp({ email, password: 'secret123' }, { verify: false });
    // Straight to the form with the invite kept; verification asked at once, the form usable.
    await expect(page).toHaveURL(DEMO_JOIN_PATHS.draft);
    await expect(page.getByRole('region', { name: 'Verify your email' })).toBeVisible();
    await shot('form-after-signup');
    await page.getByLabel('First Name').fill('Carla');
    await page.getByLabel('Last Name').fill('de la Cruz');
    await pickDate(page, 'Availability start', mmddyyyy(59));
    await pickDate(page, 'Availability end', mmddyyyy(71));
    await page.getByLabel('Budget').fill('$1,500-2,000');
    await openVerificationLink(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('heading', { name: 'Thanks for submitting!' });
    await expect(thanks).toBeInViewport();
    await expect(page.getByText(/Ana marks the trip ready/)).toBeVisible();
    await shot('confirmation');
    await expect(page).not.toHaveURL(/profile/);

    const organizer = await openPage();
    await organizer.goto('/login');
    await logIn(organizer, DEMO_USERS.organizer.email, DEMO_PASSWORD);
    await expect(organizer).toHaveURL('/dashboard');
    await organizer.goto(`/dashboard/${DEMO_TRIPS.draft}`);
    const organizerTrip = new TripResponsesPage(organizer);
    await organizerTrip.markReady();

    // Locked: the traveler is offered nothing that leads to "can't be edited".
    await page.goto(`/dashboard/${DEMO_TRIPS.draft}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Summer in Japan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit My Response' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy Invite Link' })).toHaveCount(0);
    await shot('locked-trip');
    await organizerTrip.markUnready();
  });
}

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
