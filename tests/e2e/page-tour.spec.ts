// Every page in each of its states (tests/e2e/support/page-tour.ts lists them), at desktop and
// phone width, visited once: at desktop width axe finds no serious or critical violation and the
// headings are in order; at phone width the page fits the screen's width (no sideways
// scrolling), and axe runs again only on the states that exist at that width alone (the phone
// menu): the markup is the same at both widths, so a second axe run proved nothing new for
// about a quarter of the browser stage's CPU. Full-page screenshots for people to look at go
// to docs/screenshots/ (git-ignored) with `npm run screenshots` (TOUR_SCREENSHOTS=1), not in
// every `npm test`: nothing asserts on them, and encoding them was the tour's costliest part.
// Before the tour: the security headers and cache rules as the Hosting emulator serves them
// from firebase.json, the deployed configuration.
import { test } from './support/fixtures';
import { configuredBucket, emulatorOrigins, securityHeaders } from '../../scripts/security-config';
import { TOUR, VIEWPORTS, walkTour, type TourGroup } from './support/page-tour';
import { addLongNamesTrip, removeLongNamesTrip } from './support/long-names-trip';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoHorizontalScroll } from './pages/layout';
import { SCREENSHOT_DIR, SCREENSHOTS_WANTED, screenshotIfWanted } from './support/screenshots';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// A tour visits up to fifteen pages, each with its checks (and, on request, a full-page
// screenshot): its limit grows with its pages (a sign-in, then up to 20 s a page), so a long
// tour on a loaded 2-core machine fails for what it checks, not for the machine's load (at a
// load average of 29 the visitor's fifteen pages took 2.9 minutes).
const tourTimeout = (group: TourGroup) => 60_000 + 20_000 * group.states.length;
test.beforeAll(addLongNamesTrip);
test.afterAll(removeLongNamesTrip);

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(size, () => {
    test.use(options);
    for (const group of TOUR) {
      test(`every page the ${group.who} sees passes its checks`, async ({ page }) => {
        test.setTimeout(tourTimeout(group));
        // Collect every page's failures first, so one run reports them all.
        const failures: string[] = [];
        await walkTour(page, group, async (state) => {
          if (size === 'desktop' || state.phoneOnly)
            await expectNoSeriousA11yViolations(page, `${state.name} (${size})`).catch((error: Error) =>
              failures.push(error.message),
            );
          if (size === 'phone')
            await expectNoHorizontalScroll(page).catch((error: Error) =>
              failures.push(`${state.name}: ${error.message}`),
            );
          if (!SCREENSHOTS_WANTED) return;
          // From the top, so the sticky header sits where people see it.
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await screenshotIfWanted(page, {
            path: `${SCREENSHOT_DIR}/${size}/${group.who}-${state.name}.png`,
            fullPage: true,
            animations: 'disabled',
          });
        });
        test.expect(failures).toEqual([]);
      });
    }
  });
}

test('Hosting serves pages and assets with the security headers and cache rules of firebase.json', async ({
  request,
}) => {
  const bucket = configuredBucket();
  // Served locally: the production policy plus the local Auth and Firestore emulators in
  // connect-src (the only test-only allowance, scripts/hosting-emulator.mjs).
  const local = securityHeaders({ bucket, emulatorOrigins: emulatorOrigins() });
  const deployed = securityHeaders({ bucket })['Content-Security-Policy'];
  const emulatorSources = new RegExp(` (${emulatorOrigins().join('|').replaceAll('.', '\\.')})`, 'g');
  const expectSecurityHeaders = (headers: Record<string, string>, what: string) => {
    for (const [key, value] of Object.entries(local))
      test.expect(headers[key.toLowerCase()], `${what}: ${key}`).toBe(value);
    test.expect(headers['content-security-policy'].replace(emulatorSources, ''), what).toBe(deployed);
  };

  // A deep link: Hosting's catch-all answers with the app's page, never cached.
  const page = await request.get('/dashboard/some-trip');
  test.expect(page.status()).toBe(200);
  test.expect(page.headers()['content-type']).toContain('text/html');
  expectSecurityHeaders(page.headers(), 'a page');
  test.expect(page.headers()['cache-control']).toBe('no-cache');

  // A built asset (content-hashed name): cached for a year.
  const asset = /src="\/(assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  test.expect(asset, 'the page loads a script from /assets').toBeTruthy();
  const script = await request.get(`/${asset}`);
  test.expect(script.status()).toBe(200);
  expectSecurityHeaders(script.headers(), 'an asset');
  test.expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // A function through its rewrite answers JSON (here its refusal of a caller without a token).
  const call = await request.post('/api/publishPlan', { data: {} });
  test.expect(call.status()).toBe(401);
  test.expect(call.headers()['content-type']).toContain('application/json');
});

test('the axe check fails on a page with known problems', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
    <h1>Broken form</h1><input type="text"><p style="color:#bbb;background:#fff">Low contrast</p>
  </main></body></html>`);
  const failure = await expectNoSeriousA11yViolations(page, 'a broken page').then(
    () => null,
    (error: Error) => error.message,
  );
  test.expect(failure).toContain('label (critical)');
  test.expect(failure).toContain('color-contrast (serious)');
});
