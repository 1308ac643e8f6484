// Questions and "Looks good" (docs/plan-questions.md): under an item of "Your plan", and the
// planners' "Open questions" page.
import { expect, type Page } from '@playwright/test';
import { YourPlanPanel } from './plan-pages';

/** "Looks good" and "Ask a question" under one item of "Your plan". */
export class ItemQuestions {
  constructor(
    private readonly page: Page,
    private readonly title: string,
  ) {}

  readonly item = () => new YourPlanPanel(this.page).item(this.title);
  readonly looksGood = () => this.item().getByRole('button', { name: 'Looks good' });
  readonly questions = () => this.item().getByRole('list', { name: `Questions about ${this.title}` });

  async ask(text: string, { toGroup = false } = {}) {
    await this.item().getByRole('button', { name: 'Ask a question' }).click();
    const form = this.item().getByRole('form', { name: `Ask a question about ${this.title}` });
    await form.getByLabel('Your question').fill(text);
    if (toGroup) await form.getByRole('checkbox', { name: 'Ask the whole group' }).check();
    await form.getByRole('button', { name: 'Ask a question' }).click();
    await expect(this.questions()).toContainText(text);
  }
}

/** /admin/questions: the open questions of every trip. */
export class OpenQuestionsPage {
  constructor(private readonly page: Page) {}

  readonly list = () => this.page.getByRole('list', { name: 'Open questions' });

  async openFromAdmin() {
    await this.page.goto('/admin');
    await this.page.getByRole('link', { name: 'Open questions' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Open questions' })).toBeVisible();
  }

  /** A question's card, by the trip it is on (other workers' trips are listed too). */
  card(tripName: string) {
    return this.list()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: tripName, exact: true }) });
  }

  async answer(tripName: string, text: string) {
    const card = this.card(tripName);
    await card.getByLabel('Your answer').fill(text);
    await card.getByRole('button', { name: 'Answer' }).click();
    await expect(card).toContainText(text);
  }

  async resolve(tripName: string) {
    await this.card(tripName).getByRole('button', { name: 'Mark resolved' }).click();
    await expect(this.page.getByRole('status')).toContainText(`on ${tripName}.`);
    await expect(this.card(tripName)).toHaveCount(0);
  }
}
