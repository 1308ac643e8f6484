import { test, expect, uniqueEmail, logIn } from './support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from '../../scripts/demo-data';
import { SignupPage } from './pages/auth-pages';
import { typeDate } from './pages/date-picker';

test('a new user signs up, completes the profile, signs out and logs back in where they were', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/signup');
  const signup = new SignupPage(page);
  await signup.fill({ email, password: 'secret123' }, 'secret124');
  await signup.submit();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match.');

  await page.getByLabel('Confirm Password').fill('secret123');
  await signup.submit();
  await expect(page).toHaveURL(/\/complete-profile\?redirect=%2Fdashboard$/);
  // No profile yet: completing it, whatever the redirect; Skip for Now goes on to the dashboard.
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip for Now' })).toBeVisible();

  await page.getByLabel('First Name').fill('Chloé');
  await page.getByLabel('Last Name').fill('Martin');
  await typeDate(page.getByLabel('Birthday'), '03/14/1992');
  await page.getByRole('button', { name: 'Save Profile' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Chloé!' })).toBeVisible();
  await expect(page.getByText('No pending trips yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a Trip' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/edit-trip/some-trip?from=test');
  await expect(page).toHaveURL('/login?redirect=%2Fedit-trip%2Fsome-trip%3Ffrom%3Dtest');
  await logIn(page, email, 'secret123');
  await expect(page).toHaveURL('/edit-trip/some-trip?from=test');
});

test('the profile form refuses someone under 18', async ({ page }) => {
  await page.goto('/signup?redirect=/create');
  await new SignupPage(page).signUp({ email: uniqueEmail('young'), password: 'secret123' });
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip for Now' })).toBeVisible();
  const tenYearsAgo = new Date();
  tenYearsAgo.setFullYear(tenYearsAgo.getFullYear() - 10);
  const mmddyyyy = `${String(tenYearsAgo.getMonth() + 1).padStart(2, '0')}/01/${tenYearsAgo.getFullYear()}`;
  await page.getByLabel('First Name').fill('Young');
  await page.getByLabel('Last Name').fill('Person');
  await typeDate(page.getByLabel('Birthday'), mmddyyyy);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('You must be at least 18 years old to use this app.')).toBeVisible();
  await expect(page).toHaveURL(/complete-profile/);
});

test('the demo planner sees the Admin Dashboard link', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_USERS.planner.email, DEMO_PASSWORD);
  // Planners start in their workspace (README, "Decisions where the spec is silent").
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
});

test.describe('wrong password', () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });
  test('shows the provider error', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, DEMO_USERS.traveler.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  });
});
