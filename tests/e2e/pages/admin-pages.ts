import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** The planner's "Trips Ready to Plan" list and a trip's admin responses page. */
export class AdminPages {
  constructor(private readonly page: Page) {}

  async openTrip(tripName: string) {
    await expect(this.page.getByRole('heading', { name: 'Trips Ready to Plan' })).toBeVisible();
    await this.page.getByRole('link', { name: `View Responses for ${tripName}` }).click();
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
