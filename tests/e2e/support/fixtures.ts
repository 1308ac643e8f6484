// Every browser test runs with these checks: no console errors, no failed requests, and no
// request to any host other than the app, the emulators and the Stripe stand-in.
import { test as base, expect, type Page } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

export const test = base.extend<{ hygiene: void; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose (e.g. the 400 behind a wrong password). */
  expectedConsoleErrors: [[], { option: true }],
  hygiene: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedConsoleErrors.some((re) => re.test(message.text()))) problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname)) problems.push(`external request: ${request.url()}`);
      });
      page.on('requestfailed', (request) => {
        // Navigations away abort in-flight requests; only real failures count.
        if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed request: ${request.url()} ${request.failure()?.errorText}`);
      });
      await use();
      expect(problems, 'browser hygiene').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let counter = 0;
/** A unique email for an account a test creates. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}
