import { test, expect, logIn } from './support/fixtures';
import { DEMO_JOIN_PATHS, DEMO_PASSWORD, DEMO_USERS } from '../../scripts/demo-data';
import { LAST_VISITED_PATH_KEY } from '../../src/lib/drafts';

const RESTORED = 'Restored your unsent answers.';
const MEDICAL = 'Allergic to peanuts; carry an EpiPen';

test('typed answers survive a reload and are gone after sign-out', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO_USERS.traveler.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(DEMO_JOIN_PATHS.draft);
  const medical = page.getByLabel('Accommodations (medical or dietary)');
  await medical.fill(MEDICAL);
  await page.getByLabel('Must-see').fill('Fushimi Inari at dawn');

  await page.reload();
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(medical).toHaveValue(MEDICAL);
  await expect(page.getByLabel('Must-see')).toHaveValue('Fushimi Inari at dawn');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  // Nothing typed is left in this browser, nor the invite link's key.
  const stored = await page.evaluate(() => Object.entries(localStorage));
  expect(JSON.stringify(stored)).not.toContain('EpiPen');
  // Forgotten, or already the landing page's path: either way without the key (the tracker's
  // write of '/' may come a moment after the URL changed).
  expect((await page.evaluate((key) => localStorage.getItem(key), LAST_VISITED_PATH_KEY)) ?? '').not.toContain(
    'invite=',
  );

  await page.goto('/login');
  await logIn(page, DEMO_USERS.traveler.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(DEMO_JOIN_PATHS.draft);
  await expect(page.getByLabel('First Name')).toBeVisible();
  // The traveler's saved answer shows again; the unsent draft does not.
  await expect(medical).not.toHaveValue(MEDICAL);
  await expect(page.getByText(RESTORED)).toHaveCount(0);
});
