// Issue 15 in the browser: the app cannot be framed and runs under its Content-Security-Policy
// (a violation is a console error, which fails any browser test); a booked trip explains its
// lock to the organizer; a user verifies their email from the profile page with Firebase Auth's
// own flow (the link read from the Auth emulator's REST API).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { test, expect, logIn, uniqueEmail, watchHygiene } from './support/fixtures';
import { openVerificationLink, signUpViaUi } from './support/account';
import { DEMO_PASSWORD, DEMO_USERS } from '../../scripts/demo-data';
import { dayFromNow, trip } from '../../scripts/seed';
import { docPath } from '@domain/collections';

const APP = 'http://127.0.0.1:5173';
const BOOKED_TRIP = 'ana-booked-and-locked';

function admin() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  return getApps()[0] ?? initializeApp({ projectId: 'demo-tripplanner' });
}

test('every page carries the security headers, and another site cannot frame the app', async ({ page, browser }) => {
  const response = await page.goto('/privacy-policy');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');

  // A clickjacking page of its own (a context of its own: its refusals are expected here).
  const context = await browser.newContext();
  const attacker = await context.newPage();
  const problems = watchHygiene(attacker, []);
  await attacker.setContent(`<iframe name="app" src="${APP}/dashboard" width="800" height="600"></iframe>`);
  await expect
    .poll(() => problems.some((p) => /frame-ancestors|X-Frame-Options|Refused to (display|frame)/.test(p)))
    .toBe(true);
  const frame = attacker.frame({ name: 'app' });
  expect(await frame?.locator('#root').count()).toBe(0);
  await context.close();
});

test('a request the policy does not allow is refused and shows as a console error', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchHygiene(page, []);
  await page.goto(`${APP}/privacy-policy`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => fetch('https://tracker.example/pixel').catch(() => undefined));
  await expect
    .poll(() => problems.some((p) => p.startsWith('console error') && /Content Security Policy/.test(p)))
    .toBe(true);
  // Refused before it left the browser.
  expect(problems.some((p) => p.startsWith('external request'))).toBe(false);
  await context.close();
});

test('the organizer of a booked trip sees why it is locked and how to reach us, without the controls', async ({
  page,
}) => {
  const app = admin();
  const organizer = (await getAuth(app).getUserByEmail(DEMO_USERS.organizer.email)).uid;
  await getFirestore(app)
    .doc(docPath.trip(BOOKED_TRIP))
    .set(
      trip(organizer, {
        tripName: 'Booked and Locked',
        destination: 'Lisbon',
        numPeople: 2,
        vibe: 'Trams and tiles',
        startDate: dayFromNow(40),
        endDate: dayFromNow(45),
        tripType: 'international',
        status: 'ready',
        readyAt: Timestamp.now(),
        isBooked: true,
        joined: [],
      }),
    );

  await page.goto(`/login?redirect=${encodeURIComponent(`/dashboard/${BOOKED_TRIP}`)}`);
  await logIn(page, DEMO_USERS.organizer.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Booked and Locked' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Our planners have booked this trip' });
  await expect(notice).toContainText('can no longer be reopened, edited or deleted here');
  await expect(notice.getByRole('link')).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(page.getByRole('button', { name: 'Delete Trip' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Update Trip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Mark as (Ready|Unready)/ })).toHaveCount(0);

  await page.goto(`/edit-trip/${BOOKED_TRIP}`);
  await expect(page.getByRole('heading', { name: 'This trip is booked' })).toBeVisible();
});

test('a new user verifies their email from the profile page', async ({ page }) => {
  const email = uniqueEmail('verify');
  await signUpViaUi(page, email, 'a-good-password-1', '/create', { verify: false });
  await page.goto('/update-profile');
  const section = page.getByRole('region', { name: 'Email address' });
  await expect(section).toContainText('Your email address is not verified yet.');
  await section.getByRole('button', { name: 'Send verification email' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'We sent you a verification link. Open it, then come back to this page.',
  );

  await openVerificationLink(email);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Email address' })).toContainText('Your email address is verified.');
  await expect(page.getByRole('button', { name: 'Send verification email' })).toHaveCount(0);
});
