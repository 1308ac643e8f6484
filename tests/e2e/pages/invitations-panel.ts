import { expect, type Page } from '@playwright/test';

export type InviteeState = 'Invited' | 'Reminded' | 'Answered';

/** The organizer's "Invitations" panel on the trip page: invite by email, tracker, reminders. */
export class InvitationsPanel {
  constructor(private readonly page: Page) {}

  get region() {
    return this.page.getByRole('region', { name: 'Invitations' });
  }

  async invite(addresses: string[], separator = '\n') {
    await this.region.getByLabel('Email addresses').fill(addresses.join(separator));
    await this.region.getByRole('button', { name: 'Send Invitations' }).click();
  }

  /** The success line after inviting. */
  get status() {
    return this.region.getByRole('status');
  }

  get addressError() {
    return this.region.locator('.field-error');
  }

  invitee(email: string) {
    return this.region.getByRole('listitem').filter({ hasText: email });
  }

  async expectInvitee(email: string, state: InviteeState) {
    await expect(this.invitee(email)).toContainText(state);
  }

  async remind() {
    await this.region.getByRole('button', { name: "Remind those who haven't answered" }).click();
  }

  get autoReminders() {
    return this.region.getByLabel('Remind automatically 3 and 7 days after each invitation');
  }
}
