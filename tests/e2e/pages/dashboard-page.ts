import type { Page } from '@playwright/test';

/** The signed-in home: profile card and the Pending / Booked / Past sections. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  section(title: 'Pending Trips' | 'Booked Trips' | 'Past Trips') {
    return this.page.getByRole('region', { name: new RegExp(`^${title}`) });
  }

  tripLink(section: 'Pending Trips' | 'Booked Trips' | 'Past Trips', tripName: string) {
    return this.section(section).getByRole('link', { name: new RegExp(escapeRegExp(tripName)) });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
