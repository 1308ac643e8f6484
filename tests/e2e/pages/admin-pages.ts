import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { OPEN_READINESS_FLAGS } from '@domain/api';

/** The planner's "Trips Ready to Plan" list and a trip's admin responses page. */
export class AdminPages {
  constructor(private readonly page: Page) {}

  /**
   * A trip's "View Responses" link, by the name a planner reads and, when given, by id: the list
   * shows every trip, those of other parallel test workers too (same names, other ids).
   */
  tripLink(tripName: string, tripId?: string) {
    const byName = this.page.getByRole('link', { name: `View Responses for ${tripName}` });
    return tripId ? byName.and(this.page.locator(`a[href="/admin/responses/${encodeURIComponent(tripId)}"]`)) : byName;
  }

  /** A trip's row in the list, by name. */
  tripRow(tripName: string) {
    return this.page.locator('.admin-trip-list > li').filter({ hasText: tripName });
  }

  async openTrip(tripName: string, tripId?: string) {
    await expect(this.page.getByRole('heading', { name: 'Trips Ready to Plan' })).toBeVisible();
    await this.tripLink(tripName, tripId).click();
    await expect(this.page.getByRole('heading', { level: 1, name: /^Admin View – Responses for Trip:/ })).toBeVisible();
  }

  /** Clicks Download CSV and returns the file's text. */
  async downloadCsv(): Promise<string> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const path = await download.path();
    return readFile(path, 'utf8');
  }

  /**
   * Mark as Booked, confirmed in its dialog (which says how many answered); returns that count line.
   * With `overrideReason`, the server first refuses (travelers have open readiness flags) and the
   * planner books anyway with that written reason (docs/booking-details.md).
   */
  async markBooked(overrideReason?: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Mark as Booked' }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Mark this trip as booked?' });
    const answered = (await dialog.getByText(/travelers have answered/).textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Yes, Mark as Booked' }).click();
    if (overrideReason) {
      await expect(dialog.getByRole('alert')).toHaveText(OPEN_READINESS_FLAGS);
      await dialog.getByLabel('Reason for booking anyway').fill(overrideReason);
      await dialog.getByRole('button', { name: 'Book anyway' }).click();
    }
    await expect(this.page.getByText('Status: Booked')).toBeVisible();
    return answered;
  }
}

/** The planner workspace's list (/admin): state tabs with counts, Mine, search and Load more. */
export class AdminListPage {
  constructor(private readonly page: Page) {}

  readonly lists = () => this.page.getByRole('navigation', { name: 'Trip lists' });
  readonly rows = () => this.page.locator('.admin-trip-list > li');
  readonly summary = () => this.page.locator('.admin-list-summary');

  async open() {
    await this.page.goto('/admin');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Trips Ready to Plan' })).toBeVisible();
  }

  /** Switches to a list ('Ready to plan', 'Booked', 'Finished', "Everyone's trips", 'Mine'). */
  async show(list: string | RegExp) {
    await this.lists().getByRole('link', { name: list }).click();
    await expect(this.lists().getByRole('link', { name: list })).toHaveAttribute('aria-current', 'page');
  }

  /** The count shown on a state's tab. */
  async count(state: string): Promise<number> {
    const text = await this.lists()
      .getByRole('link', { name: new RegExp(`^${state}`) })
      .textContent();
    return Number(text?.match(/(\d+)\s*$/)?.[1]);
  }

  async loadMore() {
    const before = await this.rows().count();
    await this.page.getByRole('button', { name: 'Load more' }).click();
    await expect(this.rows()).toHaveCount(before + 25);
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search trips' }).fill(text);
    await this.page.getByRole('button', { name: 'Search' }).click();
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
  }

  async openTrip(tripName: string) {
    await this.page.getByRole('link', { name: `View Responses for ${tripName}` }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: /^Admin View – Responses for Trip:/ })).toBeVisible({
      // The brief reads the trip and every answer (101 documents for the large trip): slow on a loaded machine.
      timeout: 30_000,
    });
  }
}

/** A trip's brief (/admin/responses/{id}): every answer, flags, booking, assignment and notes. */
export class AdminBriefPage {
  constructor(private readonly page: Page) {}

  readonly answers = () => this.page.getByRole('region', { name: 'All answers' }).getByRole('table');
  readonly needsAction = () => this.page.getByRole('region', { name: /^Needs action/ });
  readonly notes = () => this.page.getByRole('region', { name: 'Planner notes' });

  /** One traveler's row of the answers table, by the name in its row header. */
  travelerRow(name: string) {
    return this.answers()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  async takeTrip() {
    await this.page.getByRole('button', { name: 'Take this trip' }).click();
    // The write, then the brief read again (the trip and its 100 answers): slow on a loaded machine.
    await expect(this.page.getByText('Assigned to you')).toBeVisible({ timeout: 30_000 });
  }

  async writeNote(text: string) {
    await this.notes().getByLabel('Add a note').fill(text);
    await this.notes().getByRole('button', { name: 'Save note' }).click();
    await expect(this.notes().getByRole('listitem').filter({ hasText: text })).toBeVisible();
  }
}
