// Screenshots are for people to look at: nothing asserts on them, and encoding full pages was a
// large part of the browser stage's CPU. `npm run screenshots` (TOUR_SCREENSHOTS=1) takes them;
// `npm test` does not.
import type { Page, PageScreenshotOptions } from '@playwright/test';

export const SCREENSHOT_DIR = 'docs/screenshots';
export const SCREENSHOTS_WANTED = process.env.TOUR_SCREENSHOTS === '1';

/** Takes the screenshot when screenshots were asked for; otherwise does nothing. */
export async function screenshotIfWanted(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (SCREENSHOTS_WANTED) await page.screenshot(options);
}
