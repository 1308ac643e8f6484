import { expect, type Page } from '@playwright/test';

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

  async signUp(account: Account) {
    await this.fill(account);
    await this.submit();
  }
}

/** "Complete Your Profile" until the profile was first saved, "Update Your Profile" afterwards. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async save(person: { firstName: string; lastName: string; birthday: string }) {
    await this.page.getByLabel('First Name').fill(person.firstName);
    await this.page.getByLabel('Last Name').fill(person.lastName);
    await this.page.getByLabel('Birthday').fill(person.birthday);
    await this.page.getByLabel('Birthday').press('Escape');
    await this.page.getByRole('button', { name: /^(Update|Save) Profile$/ }).click();
  }

  async skip() {
    await this.page.getByRole('button', { name: 'Skip for Now' }).click();
  }
}
