import type { Page } from '@playwright/test';

/** The site header. On a phone its links sit behind the menu button, which this opens first. */
export class Navbar {
  constructor(private readonly page: Page) {}

  async openMenuIfCollapsed() {
    const toggle = this.page.getByRole('button', { name: 'Open menu' });
    if (await toggle.isVisible()) await toggle.click();
  }

  async go(linkName: string) {
    await this.openMenuIfCollapsed();
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName, exact: true }).click();
  }
}
