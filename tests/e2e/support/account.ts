// Page-object-style helpers for the account journeys: sign up through the UI and Delete My
// Account (DeleteAccountFlow, also used by the story).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { ProfilePage, SignupPage } from '../pages/auth-pages';
import { Navbar } from '../pages/navbar';
import { newestVerificationLink } from '../../../scripts/verification-link.mjs';

/** The landing page's text on /?deleted=true (src/features/landing/components/landing-page.tsx). */
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted. Thank you for planning with Tripwise.';

/**
 * Signs up a new account (its email verified, as joining and paying need, unless `verify` is
 * false) and skips the profile step; the page ends on the redirect target.
 */
export async function signUpViaUi(
  page: Page,
  email: string,
  password: string,
  redirect = '/dashboard',
  { verify = true }: { verify?: boolean } = {},
): Promise<void> {
  await page.goto(`/signup?redirect=${encodeURIComponent(redirect)}`);
  await new SignupPage(page).signUp({ email, password }, { verify });
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await new ProfilePage(page).skip();
  await expect(page).toHaveURL(redirect);
}

/**
 * Opens the newest verification link the Auth emulator recorded for `email` (README, "Verifying
 * an email locally"), as the user clicking it in their inbox.
 */
export async function openVerificationLink(email: string): Promise<void> {
  const link = await newestVerificationLink(email);
  expect(link, `a verification link for ${email}`).toBeTruthy();
  expect((await fetch(link!)).ok).toBe(true);
}

/** The Delete My Account flow on the dashboard's profile card. */
export class DeleteAccountFlow {
  constructor(readonly page: Page) {}

  get confirmDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Are you sure you want to delete your account?' });
  }

  get passwordDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Enter your password' });
  }

  /** From anywhere while signed in: opens the dashboard, confirms, and shows the password dialog. */
  async open(): Promise<void> {
    if (new URL(this.page.url()).pathname !== '/dashboard') await this.page.goto('/dashboard');
    await this.page.getByRole('button', { name: 'Delete My Account' }).click();
    await this.confirmDialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(this.passwordDialog.getByLabel('Password', { exact: true })).toBeFocused();
  }

  async submitPassword(password: string): Promise<void> {
    await this.passwordDialog.getByLabel('Password', { exact: true }).fill(password);
    await this.passwordDialog.getByRole('button', { name: 'Delete Account' }).click();
  }

  /** After a successful deletion: signed out on the landing page with the message. */
  async expectDeleted(): Promise<void> {
    await expect(this.page).toHaveURL('/?deleted=true');
    await expect(this.page.getByRole('status')).toHaveText(ACCOUNT_DELETED_MESSAGE);
    // Signed out: the header offers Login (behind the menu button on a phone).
    await new Navbar(this.page).openMenuIfCollapsed();
    await expect(
      this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true }),
    ).toBeVisible();
  }
}
