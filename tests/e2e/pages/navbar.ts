import { expect, type Page } from '@playwright/test';

/** The site header. On a phone its links sit behind the menu button, which this opens first. */
export class Navbar {
  constructor(private readonly page: Page) {}

  async openMenuIfCollapsed() {
    const toggle = this.page.getByRole('button', { name: 'Open menu' });
    if (await toggle.isVisible()) await toggle.click();
  }

  async go(linkName: string) {
    const link = this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName, exact: true });
    // On a phone the menu was seen to close again while a freshly signed-in page settled;
    // reopen it until the click lands rather than wait for a link that is hidden for good.
    await expect(async () => {
      await this.openMenuIfCollapsed();
      await link.click({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
}
