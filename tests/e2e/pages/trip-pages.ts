import { expect, type Page } from '@playwright/test';
import { addDays, isoDayToLocalDate, isoDayToUsDate, localDateToIsoDay, todayIsoDay } from '@domain/calendar-day';
import { DatePicker } from './date-picker';
import { STRIPE_ORIGIN } from '../../../scripts/local-endpoints.mjs';

/** The Stripe stand-in's checkout page URL (any session). */
export const TEST_CHECKOUT_URL = new RegExp(`^${STRIPE_ORIGIN.replaceAll('.', '\\.')}/pay/`);
/**
 * How long a page may wait for a function's answer (the redirect to checkout, a publish, a
 * confirmed choice): it may be the run's first call to that function, and the Functions emulator
 * starts its worker (the whole functions codebase, email templates included) on first use, which
 * took over 10 s on a 2-core machine.
 */
export const FIRST_FUNCTION_CALL_MS = 45_000;

export interface NewTrip {
  tripName: string;
  numPeople: number;
  destination: string;
  vibe: string;
  tripType: 'domestic' | 'international';
  start: Date;
  end: Date;
}

/** "Create a New Trip": fills the form and goes on to the checkout. */
export class CreateTripPage {
  constructor(private readonly page: Page) {}

  async fill(trip: NewTrip, { useCalendar = false } = {}) {
    const page = this.page;
    await expect(page.getByRole('heading', { name: 'Create a New Trip' })).toBeVisible();
    await page.getByLabel('Trip Name').fill(trip.tripName);
    await page.getByLabel('Number of People').fill(String(trip.numPeople));
    await page.getByLabel('Destination').fill(trip.destination);
    await page.getByLabel('Trip Vibe').fill(trip.vibe);
    await page.getByLabel('All Options').check();
    await page.getByLabel('Trip Type').selectOption(trip.tripType);
    for (const [label, day] of [
      ['Suggested Start Date', trip.start],
      ['Suggested End Date', trip.end],
    ] as const) {
      const picker = new DatePicker(page, label);
      if (useCalendar) await picker.choose(day);
      else await picker.type(mmddyyyyOf(day));
    }
  }

  async continueToPayment() {
    await this.page.getByRole('button', { name: 'Continue to Payment' }).click();
  }
}

/** The Stripe stand-in's test checkout page (scripts/stripe-standin). */
export class TestCheckoutPage {
  constructor(private readonly page: Page) {}

  async pay(amount: string) {
    await expect(this.page).toHaveURL(TEST_CHECKOUT_URL, { timeout: FIRST_FUNCTION_CALL_MS });
    await this.page.getByRole('button', { name: `Pay ${amount}` }).click();
  }
}

/** The "Trip Created!" popup after a paid checkout. */
export class TripCreatedPopup {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Trip Created!' });
  }

  /** The invite link the popup shows, once loaded (it reads "Loading your invite link…" first). */
  async inviteLink(): Promise<string> {
    const field = this.dialog.getByLabel('Invite link');
    await expect(field).toHaveValue(/\/join\//);
    return field.inputValue();
  }

  /** Copies the invite link (button → clipboard) and returns what the clipboard holds. */
  async copyInviteLinkAndJoin(): Promise<string> {
    await expect(this.dialog).toBeVisible();
    const shown = await this.inviteLink();
    await this.dialog.getByRole('button', { name: 'Copy to Clipboard & Join Trip!' }).click();
    await expect(this.page.getByText('Copied to clipboard and redirecting to the Join Trip form...')).toBeVisible();
    const copied = await this.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    return copied;
  }
}

/** The organizer's trip page (/dashboard/:tripId). */
export class TripResponsesPage {
  constructor(private readonly page: Page) {}

  async open(tripId: string) {
    await this.page.goto(`/dashboard/${encodeURIComponent(tripId)}`);
  }

  /**
   * One of the trip's actions by role and name. On a phone all but Copy Invite Link sit behind
   * "More actions": this opens it when the action is not in view.
   */
  async action(role: 'button' | 'link', name: string) {
    const group = this.page.getByRole('group', { name: 'Trip actions' });
    await expect(group).toBeVisible();
    const action = group.getByRole(role, { name, exact: true });
    const more = group.getByRole('button', { name: 'More actions' });
    if (!(await action.isVisible()) && (await more.isVisible())) {
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
    }
    return action;
  }

  responseCard(name: string) {
    return this.page.getByRole('heading', { level: 3, name });
  }

  /** The ready toggle while the trip is not ready. */
  get readyButton() {
    return this.page.getByRole('button', { name: 'Mark as Ready to Plan' });
  }

  /** The same toggle once the trip is ready. */
  get unreadyButton() {
    return this.page.getByRole('button', { name: 'In Planning Process…Click to Mark as Unready' });
  }

  /** The guard asked before a trip with travelers missing goes ready. */
  get readyGuard() {
    return this.page.getByRole('alertdialog', { name: 'Not everyone has answered yet' });
  }

  /**
   * Marks the trip ready; when travelers are missing the guard asks first and this answers
   * "Mark ready anyway". Returns the guard's text ('' when it did not ask).
   */
  async markReady(): Promise<string> {
    await this.readyButton.click();
    await expect(this.readyGuard.or(this.unreadyButton)).toBeVisible();
    let asked = '';
    if (await this.readyGuard.isVisible()) {
      asked = (await this.readyGuard.textContent()) ?? '';
      await this.readyGuard.getByRole('button', { name: 'Mark ready anyway' }).click();
    }
    await expect(this.unreadyButton).toBeVisible();
    return asked;
  }

  /** The trip's status as the page states it ("Status: …"). */
  get status() {
    return this.page.getByText(/^Status: /);
  }

  async markUnready() {
    await this.unreadyButton.click();
    await expect(this.readyButton).toBeVisible();
  }

  /** Copy Invite Link, then what the clipboard holds. */
  async copyInviteLink(): Promise<string> {
    await this.page.getByRole('button', { name: 'Copy Invite Link' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toBeVisible();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  /** The organizer's "Reset invite link", confirmed in its dialog; returns the new link (copied). */
  async resetInviteLink(): Promise<string> {
    await (await this.action('button', 'Reset invite link')).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Reset the invite link?' });
    await dialog.getByRole('button', { name: 'Yes, Reset Link' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      this.page.getByRole('status').filter({ hasText: 'New invite link ready. The old link no longer works.' }),
    ).toBeVisible();
    return this.copyInviteLink();
  }

  /** A traveler's "Leave this trip", confirmed in its dialog; ends on the dashboard. */
  async leaveTrip() {
    await (await this.action('button', 'Leave this trip')).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Leave this trip?' });
    await dialog.getByRole('button', { name: 'Yes, Leave' }).click();
    await expect(this.page).toHaveURL('/dashboard');
  }
}

export function mmddyyyyOf(day: Date): string {
  return isoDayToUsDate(localDateToIsoDay(day));
}

/** Local midnight `days` from today, as the date pickers hold it. */
export function dayFromNow(days: number): Date {
  return isoDayToLocalDate(addDays(todayIsoDay(), days));
}
