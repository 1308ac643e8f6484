// Every page of the app in each of its states (empty, filled, error, popup or modal open),
// grouped by who is signed in so each group needs one sign-in. The accessibility check and
// the screenshots walk the same tour, so a new page is added once, here.
import { expect, type Page } from '@playwright/test';
import { DEMO_JOIN_PATHS, DEMO_PASSWORD, DEMO_TRIPS, DEMO_USERS } from '../../../scripts/demo-data';
import { SignupPage } from '../pages/auth-pages';
import { closeCalendar } from '../pages/date-picker';
import { CreateTripPage, TestCheckoutPage, TripCreatedPopup, TripResponsesPage, dayFromNow } from '../pages/trip-pages';
import { LONG_NAMES } from './long-names-trip';
import { AdminPages } from '../pages/admin-pages';
import { logIn, uniqueEmail } from './fixtures';

export interface PageState {
  /** File-name friendly: it names the screenshot. */
  name: string;
  /** Brings the page into the state and waits until it has settled. */
  show: (page: Page) => Promise<void>;
  /** Markup shown at phone width only (the phone menu): axe checks it at that width too. */
  phoneOnly?: boolean;
}

export interface TourGroup {
  who: string;
  signIn: (page: Page) => Promise<void>;
  states: PageState[];
}

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

const heading = (page: Page, name: string | RegExp, level?: number) => page.getByRole('heading', { name, level });

async function openCalendar(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Date' })).toBeVisible();
}

const signedOut: TourGroup = {
  who: 'visitor',
  signIn: async () => {},
  states: [
    {
      name: 'landing',
      show: async (page) => {
        await page.goto('/');
        await expect(heading(page, /We'll handle the planning/, 1)).toBeVisible();
      },
    },
    {
      name: 'login',
      show: async (page) => {
        await page.goto('/login');
        await expect(heading(page, 'Log In', 1)).toBeVisible();
      },
    },
    {
      name: 'forgot-password',
      show: async (page) => {
        await page.goto('/forgot-password');
        await expect(heading(page, 'Reset Your Password', 1)).toBeVisible();
      },
    },
    {
      name: 'signup',
      show: async (page) => {
        await page.goto('/signup');
        await expect(heading(page, 'Create Your Account', 1)).toBeVisible();
      },
    },
    {
      name: 'signup-error',
      show: async (page) => {
        await new SignupPage(page).fill({ email: uniqueEmail('tour'), password: 'secret123' }, 'secret124');
        await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
        await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
      },
    },
    {
      name: 'new-profile',
      show: async (page) => {
        await new SignupPage(page).fill({ email: uniqueEmail('tour'), password: 'secret123' });
        await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
        await expect(heading(page, 'Complete Your Profile', 1)).toBeVisible();
      },
    },
    {
      name: 'new-profile-errors',
      show: async (page) => {
        await page.getByRole('button', { name: 'Save Profile' }).click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      },
    },
    {
      // The account signed up above is not verified: joining asks it to verify its email first.
      name: 'join-verify-email',
      show: async (page) => {
        await page.goto(DEMO_JOIN_PATHS.draft);
        await page.getByLabel('First Name').fill('Tour');
        await page.getByLabel('Last Name').fill('Visitor');
        await page.getByLabel('Budget').fill('$900');
        await page.getByRole('button', { name: 'Submit' }).click();
        const step = page.getByRole('dialog', { name: 'Verify your email' });
        await expect(step.getByRole('status')).toContainText('We sent you a verification link.');
      },
    },
    {
      name: 'dashboard-empty',
      show: async (page) => {
        await page.goto('/dashboard');
        await expect(heading(page, 'Welcome, traveler!', 1)).toBeVisible();
        await expect(page.getByText('No pending trips yet.')).toBeVisible();
      },
    },
    {
      name: 'menu-open',
      phoneOnly: true,
      show: async (page) => {
        // The phone menu; at desktop width the links are always shown and the button is hidden.
        const toggle = page.getByRole('button', { name: 'Open menu' });
        if (await toggle.isVisible()) await toggle.click();
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
        ).toBeVisible();
      },
    },
    {
      name: 'join-signed-out',
      show: async (page) => {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
        await expect(page).toHaveURL('/');
        await page.goto(`/join/${DEMO_TRIPS.draft}`);
        await expect(page.getByText('Please log in to respond to this trip.')).toBeVisible();
      },
    },
    {
      name: 'create-signed-out',
      show: async (page) => {
        await page.goto('/create');
        await expect(page.getByText('Please sign up or log in to create a trip.')).toBeVisible();
      },
    },
    {
      name: 'not-found',
      show: async (page) => {
        await page.goto('/no-such-page');
        await expect(heading(page, 'Page not found', 1)).toBeVisible();
      },
    },
    {
      name: 'privacy-policy',
      show: async (page) => {
        await page.goto('/privacy-policy');
        await expect(heading(page, 'Privacy Policy', 1)).toBeVisible();
      },
    },
    {
      name: 'terms',
      show: async (page) => {
        await page.goto('/terms-and-conditions');
        await expect(heading(page, /Terms/, 1)).toBeVisible();
      },
    },
  ],
};

async function signInAsOrganizer(page: Page) {
  await page.goto('/login');
  await logIn(page, DEMO_USERS.organizer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
}

// The organizer's states come in two groups, so each test stays well inside its time limit.
const organizer: TourGroup = {
  who: 'organizer',
  signIn: signInAsOrganizer,
  states: [
    {
      name: 'dashboard',
      show: async (page) => {
        await expect(heading(page, 'Welcome, Ana!', 1)).toBeVisible();
        // Its card (the trip's name also heads its passport task above the cards).
        await expect(page.getByRole('link', { name: new RegExp(`^${LONG_NAMES.tripName} Organizer`) })).toBeVisible();
      },
    },
    {
      name: 'update-profile',
      show: async (page) => {
        await page.goto('/update-profile');
        await expect(page.getByLabel('First Name')).toHaveValue('Ana');
      },
    },
    {
      name: 'create-trip',
      show: async (page) => {
        await page.goto('/create');
        await expect(page.getByLabel('Organizer Email')).toHaveValue(DEMO_USERS.organizer.email);
      },
    },
    {
      name: 'create-trip-errors',
      show: async (page) => {
        await page.getByRole('button', { name: 'Continue to Payment' }).click();
        await expect(page.getByText('Please select both a start and end date.').first()).toBeVisible();
      },
    },
    { name: 'create-trip-date-picker', show: (page) => openCalendar(page, 'Suggested Start Date') },
    {
      name: 'trip-created-popup',
      show: async (page) => {
        await page.goto('/create');
        const form = new CreateTripPage(page);
        await form.fill({
          tripName: `Weekend in Lisbon ${Date.now()}`,
          numPeople: 4,
          destination: 'Lisbon, Portugal',
          vibe: 'Trams, tiles and pastéis',
          tripType: 'international',
          start: dayFromNow(20),
          end: dayFromNow(23),
        });
        await form.continueToPayment();
        await new TestCheckoutPage(page).pay('$50.00');
        await expect(new TripCreatedPopup(page).dialog).toBeVisible();
      },
    },
  ],
};

const organizerTrip: TourGroup = {
  who: 'organizer-trip',
  signIn: signInAsOrganizer,
  states: [
    {
      name: 'join',
      show: async (page) => {
        await page.goto(`/join/${DEMO_TRIPS.draft}`);
        // The organizer is not invited by their own name (issue 45): their own form says whose it is.
        await expect(heading(page, 'Your own answers for Summer in Japan', 1)).toBeVisible();
      },
    },
    {
      name: 'join-errors',
      show: async (page) => {
        // The name comes prefilled from the profile; an emptied one shows the spec's message.
        await page.getByLabel('First Name').fill('');
        await page.getByRole('button', { name: 'Submit' }).click();
        await expect(page.getByText('Please enter your first name.')).toBeVisible();
      },
    },
    { name: 'join-date-picker', show: (page) => openCalendar(page, 'Availability start') },
    {
      name: 'join-already-answered-modal',
      show: async (page) => {
        await closeCalendar(page.getByLabel('Availability start', { exact: true }));
        await expect(page.getByRole('dialog', { name: 'Choose Date' })).toBeHidden();
        await page.getByLabel('First Name').fill('Ana');
        await page.getByLabel('Last Name').fill('Rivera');
        await page.getByLabel('Budget').fill('$2,000');
        await page.getByRole('button', { name: 'Submit' }).click();
        await expect(page.getByRole('alertdialog', { name: "You've already submitted a response." })).toBeVisible();
      },
    },
    {
      name: 'edit-response',
      show: async (page) => {
        await page.goto(`/edit-response/${DEMO_TRIPS.draft}`);
        await expect(page.getByLabel('First Name')).toHaveValue('Ana');
      },
    },
    {
      name: 'trip-responses',
      show: async (page) => {
        await page.goto(`/dashboard/${DEMO_TRIPS.draft}`);
        await expect(heading(page, 'Ben Okafor', 3)).toBeVisible();
      },
    },
    {
      // On the phone, the actions folded behind "More actions", opened; at desktop they are in view.
      name: 'trip-responses-more-actions',
      show: async (page) => {
        await expect(await new TripResponsesPage(page).action('button', 'Delete Trip')).toBeVisible();
      },
    },
    {
      name: 'trip-responses-delete-modal',
      show: async (page) => {
        await (await new TripResponsesPage(page).action('button', 'Delete Trip')).click();
        await expect(
          page.getByRole('alertdialog', { name: 'Are you sure you want to delete this trip?' }),
        ).toBeVisible();
      },
    },
    {
      name: 'trip-responses-long-names',
      show: async (page) => {
        await page.goto(`/dashboard/${LONG_NAMES.tripId}`);
        await expect(
          heading(page, `${LONG_NAMES.traveler.firstName} ${LONG_NAMES.traveler.lastName}`, 3),
        ).toBeVisible();
      },
    },
    {
      // Bali Retreat's published plan (scripts/demo-plan.ts) as its organizer sees it.
      name: 'trip-plan',
      show: async (page) => {
        await page.goto(`/dashboard/${DEMO_TRIPS.ready}`);
        const plan = page.getByRole('region', { name: 'Your plan' });
        await expect(
          plan.getByRole('heading', { name: 'Detroit to Denpasar (DL 167 via Seoul)', level: 4 }),
        ).toBeVisible();
        await expect(plan.getByRole('button', { name: 'Get calendar link' })).toBeVisible();
        // Its choices (scripts/demo-choices.ts): the villa to confirm, who is in for the terraces.
        await expect(plan.getByRole('article', { name: 'Where we stay in Ubud' })).toBeVisible();
      },
    },
    {
      name: 'edit-trip',
      show: async (page) => {
        await page.goto(`/edit-trip/${DEMO_TRIPS.draft}`);
        await expect(page.getByLabel('Trip Name')).toHaveValue('Summer in Japan');
      },
    },
    {
      name: 'edit-trip-errors',
      show: async (page) => {
        await page.getByLabel('Number of People').fill('0');
        await page.getByRole('button', { name: 'Update Trip' }).click();
        await expect(page.getByText('Please enter a whole number from 1 to 100.')).toBeVisible();
      },
    },
  ],
};

const planner: TourGroup = {
  who: 'planner',
  signIn: async (page) => {
    await page.goto('/login');
    await logIn(page, DEMO_USERS.planner.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/admin');
  },
  states: [
    {
      name: 'admin-home',
      show: async (page) => {
        await page.goto('/admin');
        await expect(new AdminPages(page).tripLink(LONG_NAMES.tripName, LONG_NAMES.tripId)).toBeVisible();
      },
    },
    {
      name: 'admin-responses',
      show: async (page) => {
        await page.goto(`/admin/responses/${DEMO_TRIPS.ready}`);
        await expect(heading(page, 'Ana Rivera')).toBeVisible();
      },
    },
    {
      name: 'admin-plan-editor',
      show: async (page) => {
        const editor = page.getByRole('region', { name: 'Trip plan' });
        await expect(editor.getByRole('group', { name: 'Actions for Villa Sawah, Ubud' })).toBeVisible();
        await editor.scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'admin-plan-item-form',
      show: async (page) => {
        const editor = page.getByRole('region', { name: 'Trip plan' });
        await editor.getByRole('button', { name: 'Edit Detroit to Denpasar (DL 167 via Seoul)' }).click();
        await expect(editor.getByRole('form', { name: 'Edit Detroit to Denpasar (DL 167 via Seoul)' })).toBeVisible();
      },
    },
    {
      name: 'admin-plan-choice-form',
      show: async (page) => {
        const editor = page.getByRole('region', { name: 'Trip plan' });
        const item = 'Morning yoga at the Yoga Barn';
        await editor
          .getByRole('group', { name: `Actions for ${item}` })
          .getByRole('button', { name: 'Make this a choice' })
          .click();
        await expect(editor.getByRole('form', { name: `Choice for ${item}` })).toBeVisible();
      },
    },
    {
      name: 'admin-open-questions',
      show: async (page) => {
        await page.goto('/admin/questions');
        await expect(heading(page, 'Open questions', 1)).toBeVisible();
        await expect(page.getByText('Is the airport transfer included', { exact: false }).first()).toBeVisible();
      },
    },
    {
      name: 'admin-responses-long-names',
      show: async (page) => {
        await page.goto(`/admin/responses/${LONG_NAMES.tripId}`);
        await expect(heading(page, `${LONG_NAMES.traveler.firstName} ${LONG_NAMES.traveler.lastName}`)).toBeVisible();
      },
    },
  ],
};

export const TOUR: TourGroup[] = [signedOut, organizer, organizerTrip, planner];

/** Signs in once, then brings each state of the group up in turn and hands it to `visit`. */
export async function walkTour(page: Page, group: TourGroup, visit: (state: PageState) => Promise<void>) {
  await group.signIn(page);
  for (const state of group.states) {
    await state.show(page);
    await visit(state);
  }
}
