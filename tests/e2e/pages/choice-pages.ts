import { expect, type Page } from '@playwright/test';
import { PlanEditorPage, YourPlanPanel } from './plan-pages';

export interface StayOption {
  title: string;
  checkIn: string;
  checkOut: string;
  perPerson: string;
}

/** The planners' side of choices, in the "Trip plan" editor (docs/decide-together.md). */
export class ChoiceEditorPage {
  readonly editor: PlanEditorPage;
  constructor(page: Page) {
    this.editor = new PlanEditorPage(page);
  }

  readonly form = (itemTitle: string) => this.editor.section().getByRole('form', { name: `Choice for ${itemTitle}` });

  private async start(itemTitle: string) {
    await this.editor.itemActions(itemTitle).getByRole('button', { name: 'Make this a choice' }).click();
    await expect(this.form(itemTitle)).toBeVisible();
  }

  private async finish(itemTitle: string, deadline: { at: string; zone: string }) {
    const form = this.form(itemTitle);
    await form.getByLabel('Deadline', { exact: true }).fill(deadline.at);
    await form.getByLabel('Deadline time zone').fill(deadline.zone);
    await form.getByRole('button', { name: 'Save choice' }).click();
    await expect(this.editor.status()).toContainText(`“${itemTitle}” is now a choice until`);
  }

  /** Makes a lodging item a choice between places to stay. */
  async makeStayChoice(
    itemTitle: string,
    question: string,
    options: StayOption[],
    deadline: { at: string; zone: string },
  ) {
    await this.start(itemTitle);
    const form = this.form(itemTitle);
    await form.getByLabel('Question').fill(question);
    for (const [index, option] of options.entries()) {
      const group = form.getByRole('group', { name: `Option ${index + 1}` });
      await group.getByLabel('Option title').fill(option.title);
      await group.getByLabel('Check-in day').fill(option.checkIn);
      await group.getByLabel('Check-out day').fill(option.checkOut);
      await group.getByLabel('Price per person').fill(option.perPerson);
    }
    await this.finish(itemTitle, deadline);
  }

  /** Asks who is in for an optional item. */
  async makeWhoIsIn(itemTitle: string, deadline: { at: string; zone: string }) {
    await this.start(itemTitle);
    await this.form(itemTitle).getByRole('radio', { name: 'Who is in' }).check();
    await this.finish(itemTitle, deadline);
  }
}

/** "Decide together" inside "Your plan" on the trip page. */
export class ChoicePanel {
  readonly plan: YourPlanPanel;
  constructor(private readonly page: Page) {
    this.plan = new YourPlanPanel(page);
  }

  readonly region = () => this.plan.region().getByRole('region', { name: 'Decide together' });
  readonly choice = (title: string) => this.region().getByRole('article', { name: title });

  /** Answers every option of a choice: option title -> 'Yes' | 'If need be' | 'No'. */
  async answer(title: string, answers: Record<string, 'Yes' | 'If need be' | 'No'>) {
    const card = this.choice(title);
    for (const [option, answer] of Object.entries(answers))
      await card.getByRole('group', { name: option }).getByRole('radio', { name: answer, exact: true }).check();
    await expect(card.getByRole('status')).toHaveText('Saved your answer.');
  }

  async say(title: string, answer: 'In' | 'Out') {
    const card = this.choice(title);
    await card.getByRole('radio', { name: answer, exact: true }).check();
    await expect(card.getByRole('status')).toHaveText('Saved your answer.');
  }

  async confirm(title: string, option: string) {
    const card = this.choice(title);
    await card.getByLabel('Option to confirm').selectOption({ label: option });
    await card.getByRole('button', { name: 'Confirm' }).click();
    // It asks first and says who is emailed (issue #46).
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, confirm' }).click();
  }
}
