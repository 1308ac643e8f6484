// Without a mouse: sign up, answer the join form (date pickers through their calendars), verify
// the email in the join's "Verify your email" step, toggle ready, and use a modal; focus is
// always visible and modals keep it inside until Escape.
import { type Locator, type Page } from '@playwright/test';
import { test, expect, logIn, uniqueEmail } from './support/fixtures';
import { DEMO_JOIN_PATHS, DEMO_PASSWORD, DEMO_TRIPS, DEMO_USERS } from '../../scripts/demo-data';
import { dayFromNow, mmddyyyyOf, TripResponsesPage } from './pages/trip-pages';
import { openVerificationLink } from './support/account';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 40 } = {}) {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** The focused element shows a focus ring: a real outline or a box-shadow. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outlineStyle: s.outlineStyle, outlineWidth: parseFloat(s.outlineWidth), boxShadow: s.boxShadow };
  });
  const hasOutline = style.outlineStyle !== 'none' && style.outlineWidth >= 2;
  expect(
    hasOutline || style.boxShadow !== 'none',
    `focus ring on ${await target.evaluate((el) => el.outerHTML.slice(0, 80))}: ${JSON.stringify(style)}`,
  ).toBe(true);
}

/** Opens a date field's calendar from the keyboard, moves `weeks` down from the offered day and picks it. */
async function pickWithCalendarKeys(page: Page, field: Locator, weeks: number) {
  await tabTo(page, field);
  await expectVisibleFocus(field);
  const calendar = page.getByRole('dialog', { name: 'Choose Date' });
  await expect(calendar).toBeVisible();
  await page.keyboard.press('ArrowDown'); // into the calendar, on the day it opened at
  for (let i = 0; i < weeks; i += 1) await page.keyboard.press('ArrowDown');
  await expectVisibleFocus(calendar.locator(':focus'));
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
}

test('sign up and answer the join form with the keyboard only', async ({ page }) => {
  await page.goto(`/signup?redirect=${encodeURIComponent(DEMO_JOIN_PATHS.draft)}`);
  // As a person would: start typing once the page is there (the app's chunk loads after the entry).
  await expect(page.getByRole('main').getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');

  const main = page.getByRole('main');
  await tabTo(page, main.getByLabel('Email'));
  await expectVisibleFocus(main.getByLabel('Email'));
  const email = uniqueEmail('keys');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('secret123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('secret123');
  const terms = main.getByLabel(/I agree to the/);
  await tabTo(page, terms);
  await expectVisibleFocus(terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const signUp = main.getByRole('button', { name: 'Sign Up', exact: true });
  await tabTo(page, signUp);
  await expectVisibleFocus(signUp);
  await page.keyboard.press('Enter');

  // Sign-up from an invite goes straight to the form (issue #45); the profile comes afterwards.
  await expect(page.getByRole('heading', { name: 'Ana is inviting you to join Summer in Japan!' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const firstName = page.getByLabel('First Name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  // The field's hint, then its error.
  await expect(firstName).toHaveAccessibleDescription(/ Please enter your first name\.$/);
  await expect(firstName, 'focus moves to the first field with an error').toBeFocused();
  await page.keyboard.type('Keya');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Board');
  // The start's calendar opens on the trip's first day (the demo trip starts 60 days out,
  // scripts/seed.ts), the end's on the start chosen.
  await pickWithCalendarKeys(page, page.getByLabel('Availability start'), 1);
  await expect(page.getByLabel('Availability start')).toHaveValue(mmddyyyyOf(dayFromNow(60 + 7)));
  await pickWithCalendarKeys(page, page.getByLabel('Availability end'), 2);
  await expect(page.getByLabel('Availability end')).toHaveValue(mmddyyyyOf(dayFromNow(60 + 7 + 14)));
  await tabTo(page, page.getByLabel('Budget'));
  await page.keyboard.type('$900');
  const flexibility = page.getByLabel('Flexibility');
  await tabTo(page, flexibility);
  await expectVisibleFocus(flexibility);
  await page.keyboard.press('ArrowDown');
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  // A new account verifies its email before joining: the step opens with its main action focused;
  // the link is opened as from the inbox (the Auth emulator's record), then Enter goes on.
  const step = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(step.getByRole('status')).toContainText('We sent you a verification link.');
  await expectVisibleFocus(step.getByRole('button', { name: "I've verified my email" }));
  await openVerificationLink(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thanks for submitting!' })).toBeVisible();
});

test('the organizer toggles ready and uses the delete dialog with the keyboard; the dialog keeps focus until Escape', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO_USERS.organizer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/dashboard/${DEMO_TRIPS.draft}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer in Japan' })).toBeVisible();

  const tripPage = new TripResponsesPage(page);
  const ready = tripPage.readyButton;
  await tabTo(page, ready);
  await expectVisibleFocus(ready);
  await page.keyboard.press('Enter');
  // Travelers are still missing: the guard asks first, its first action focused.
  const anyway = tripPage.readyGuard.getByRole('button', { name: 'Mark ready anyway' });
  await expect(tripPage.readyGuard.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await tabTo(page, anyway);
  await page.keyboard.press('Enter');
  const unready = tripPage.unreadyButton;
  await expect(unready).toHaveAttribute('aria-pressed', 'true');
  await expect(unready).toBeFocused();
  await page.keyboard.press('Space');
  await expect(ready).toHaveAttribute('aria-pressed', 'false');

  const deleteTrip = page.getByRole('button', { name: 'Delete Trip' });
  await tabTo(page, deleteTrip, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this trip?' });
  await expect(dialog).toBeVisible();
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const confirm = dialog.getByRole('button', { name: 'Yes, Delete' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(confirm);
  await page.keyboard.press('Tab');
  await expect(cancel, 'Tab wraps around inside the dialog').toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm, 'Shift+Tab wraps around inside the dialog').toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteTrip, 'focus returns to the button that opened the dialog').toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Summer in Japan' })).toBeVisible();
});
