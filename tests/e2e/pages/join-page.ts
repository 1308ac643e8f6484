import { expect, type Page } from '@playwright/test';
import { DatePicker } from './date-picker';
import { mmddyyyyOf } from './trip-pages';

export interface Answers {
  firstName: string;
  lastName: string;
  availableFrom: Date;
  availableTo: Date;
  budget: string;
  mustSee?: string;
}

/** The join form (/join/:tripId) a traveler answers. */
export class JoinPage {
  constructor(private readonly page: Page) {}

  /** Signed out: the link shows who invites them to what, and Sign up (back to this link). */
  async goToSignup() {
    const main = this.page.getByRole('main');
    await expect(main.getByRole('heading', { name: /is inviting you to join/ })).toBeVisible();
    await main.getByRole('link', { name: 'Sign up', exact: true }).click();
  }

  /** A link whose key was reset (or made up): plain words naming who to ask, no form. */
  async expectRetiredLink() {
    const main = this.page.getByRole('main');
    await expect(main.getByRole('heading', { name: "This invite link can't be used" })).toBeVisible();
    await expect(main.getByText(/This invite link no longer works.*Ask the trip organizer/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  }

  /** A link without its key. */
  async expectLinkWithoutKey() {
    const main = this.page.getByRole('main');
    await expect(main.getByText(/This link is missing its invite code.*Ask the trip organizer/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  }

  async answer(answers: Answers, { useCalendar = false } = {}) {
    const page = this.page;
    await page.getByLabel('First Name').fill(answers.firstName);
    await page.getByLabel('Last Name').fill(answers.lastName);
    for (const [label, day] of [
      ['Availability start', answers.availableFrom],
      ['Availability end', answers.availableTo],
    ] as const) {
      const picker = new DatePicker(page, label);
      if (useCalendar) await picker.choose(day);
      else await picker.type(mmddyyyyOf(day));
    }
    await page.getByLabel('Budget').fill(answers.budget);
    if (answers.mustSee) await page.getByLabel('Must-see').fill(answers.mustSee);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks for submitting!' })).toBeVisible();
  }
}
