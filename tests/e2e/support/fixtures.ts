// Every browser test runs with these checks: no console errors, no failed requests, and no
// request to any host other than the app, the emulators and the Stripe stand-in. Pages a test
// opens in extra browser contexts (a second person) get the same checks through `openPage`.
//
// And every browser test starts from fresh demo data of its own: the tests run in parallel
// workers against one emulator, so each worker has its own copy of the demo accounts and trips
// (scripts/demo-data.ts, DEMO_NAMESPACE), and `demoData` below re-seeds that copy before each
// test. A test may change the demo data freely; what it creates beyond it (new accounts, new
// trips) must have unique names (uniqueEmail, a timestamp), as other workers run beside it.
import { test as base, expect, type Page } from '@playwright/test';
import { addDays, isoDayToUsDate, todayIsoDay } from '@domain/calendar-day';
import { seed } from '../../../scripts/seed';
import { LoginPage } from '../pages/auth-pages';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** Starts recording hygiene problems on `page`; the returned list fills as they happen. */
export function watchHygiene(page: Page, expectedConsoleErrors: RegExp[]): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedConsoleErrors.some((re) => re.test(message.text())))
      problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname))
      problems.push(`external request: ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    // Navigations away abort in-flight requests; only real failures count.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed request: ${request.url()} ${request.failure()?.errorText}`);
  });
  return problems;
}

interface Fixtures {
  demoData: void;
  hygiene: void;
  expectedConsoleErrors: RegExp[];
  /** A page in a fresh browser context (another person), with the test's options and hygiene checks. */
  openPage: () => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  /** This worker's demo accounts and trips, as seeded (see the header). */
  demoData: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
    async ({}, use) => {
      await seed();
      await use();
    },
    { auto: true },
  ],
  /** Console errors a test provokes on purpose (e.g. the 400 behind a wrong password). */
  expectedConsoleErrors: [[], { option: true }],
  hygiene: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems = watchHygiene(page, expectedConsoleErrors);
      await use();
      expect(problems, 'browser hygiene').toEqual([]);
    },
    { auto: true },
  ],
  openPage: async ({ browser, expectedConsoleErrors }, provide) => {
    const opened: { page: Page; problems: string[] }[] = [];
    await provide(async () => {
      // The runner gives contexts made here the test's options (baseURL, viewport, permissions).
      const page = await (await browser.newContext()).newPage();
      opened.push({ page, problems: watchHygiene(page, expectedConsoleErrors) });
      return page;
    });
    const problems = opened.flatMap((entry) => entry.problems);
    await Promise.all(opened.map((entry) => entry.page.context().close()));
    expect(problems, 'browser hygiene (other pages)').toEqual([]);
  },
});

export { expect };

let counter = 0;
/** A unique email for an account a test creates. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Fills and submits the login form on the current page (the LoginPage page object). */
export async function logIn(page: Page, email: string, password: string) {
  await new LoginPage(page).logIn({ email, password });
}

/** A calendar day `daysFromNow` as typed into the date pickers (MM/DD/YYYY). */
export function mmddyyyy(daysFromNow: number): string {
  return isoDayToUsDate(addDays(todayIsoDay(), daysFromNow));
}
