import { expect, type Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { adminApp } from '../support/admin';
import { typeDate } from './date-picker';

export interface Account {
  email: string;
  password: string;
}

/** The login form (/login, or where a page asks to sign in first). */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
  }

  async logIn({ email, password }: Account) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log In' }).click();
  }
}

export class SignupPage {
  constructor(private readonly page: Page) {}

  async fill({ email, password }: Account, confirm = password) {
    // The login page has an Email field too: wait until the signup form is the one shown.
    await expect(this.page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm Password').fill(confirm);
    await this.page.getByLabel(/I agree to the/).check();
  }

  async submit() {
    await this.page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
  }

  /**
   * Signs up and, unless `verify` is false, verifies the new account's email through the Auth
   * emulator (as opening the emailed link would): joining and paying need a verified email, and
   * the app re-checks the flag when the user joins or pays. Ends on the profile step, or on the
   * join form when signing up from an invite link (it goes straight there).
   */
  async signUp(account: Account, { verify = true }: { verify?: boolean } = {}) {
    await this.fill(account);
    await this.submit();
    await expect(
      this.page.getByRole('heading', { name: /^(Complete|Update) Your Profile$|is inviting you to join/ }),
    ).toBeVisible();
    if (verify) await verifyEmail(account.email);
  }
}

/** Marks the account's email verified in the Auth emulator (what the verification link does). */
export async function verifyEmail(email: string): Promise<void> {
  const auth = getAuth(adminApp());
  const { uid } = await auth.getUserByEmail(email);
  await auth.updateUser(uid, { emailVerified: true });
}

/** "Complete Your Profile" until the profile was first saved, "Update Your Profile" afterwards. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async save(person: { firstName: string; lastName: string; birthday: string }) {
    await this.page.getByLabel('First Name').fill(person.firstName);
    await this.page.getByLabel('Last Name').fill(person.lastName);
    await typeDate(this.page.getByLabel('Birthday'), person.birthday);
    await this.page.getByRole('button', { name: /^(Update|Save) Profile$/ }).click();
  }

  async skip() {
    await this.page.getByRole('button', { name: 'Skip for Now' }).click();
  }
}
