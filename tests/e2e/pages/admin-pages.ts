import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

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

  async markBooked() {
    await this.page.getByRole('button', { name: 'Mark as Booked' }).click();
    await expect(this.page.getByText('Status: Booked')).toBeVisible();
  }
}
