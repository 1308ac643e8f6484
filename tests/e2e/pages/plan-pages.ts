import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { FIRST_FUNCTION_CALL_MS } from './trip-pages';

export interface PlanItemInput {
  kind: 'Flight' | 'Lodging' | 'Transport' | 'Activity' | 'Restaurant' | 'Note';
  title: string;
  /** Timed items: local 'YYYY-MM-DDTHH:mm' and the place's IANA zone. */
  start?: { at: string; zone: string };
  end?: { at: string; zone: string };
  /** Lodging: 'YYYY-MM-DD' days. */
  checkIn?: string;
  checkOut?: string;
  /** Names as the editor lists them; none means the whole group. */
  for?: string[];
  confirmation?: string;
  currency?: string;
  perPerson?: string;
  total?: string;
}

/** The planners' "Trip plan" editor on a trip's admin page (/admin/responses/{id}). */
export class PlanEditorPage {
  constructor(private readonly page: Page) {}

  readonly section = () => this.page.getByRole('region', { name: 'Trip plan' });
  readonly form = () => this.section().getByRole('form');
  readonly status = () => this.section().getByRole('status');

  async open(tripId: string) {
    await this.page.goto(`/admin/responses/${encodeURIComponent(tripId)}`);
    // The editor loads on demand once the answers are in.
    await expect(this.section().getByRole('button', { name: 'Add item' })).toBeVisible({ timeout: 20_000 });
  }

  /** The actions group of one draft item (Edit, Move up, Move down, Remove). */
  itemActions(title: string) {
    return this.section().getByRole('group', { name: `Actions for ${title}` });
  }

  private async fillItem(item: Partial<PlanItemInput>) {
    const form = this.form();
    if (item.kind) await form.getByLabel('Kind').selectOption({ label: item.kind });
    if (item.title !== undefined) await form.getByLabel('Title').fill(item.title);
    if (item.start) {
      await form.getByLabel('Starts (local time)').fill(item.start.at);
      await form.getByLabel('Start time zone', { exact: true }).selectOption(item.start.zone);
    }
    if (item.end) {
      await form.getByLabel('Ends (local time, optional)').fill(item.end.at);
      await form.getByLabel('End time zone', { exact: true }).selectOption(item.end.zone);
    }
    if (item.checkIn) await form.getByLabel('Check-in day').fill(item.checkIn);
    if (item.checkOut) await form.getByLabel('Check-out day').fill(item.checkOut);
    if (item.for) {
      await form.getByRole('radio', { name: 'Named travelers' }).check();
      for (const name of item.for) await form.getByRole('checkbox', { name }).check();
    }
    if (item.confirmation !== undefined) await form.getByLabel('Confirmation code').fill(item.confirmation);
    if (item.currency !== undefined) await form.getByLabel('Currency (ISO code)').fill(item.currency);
    if (item.perPerson !== undefined) await form.getByLabel('Price per person').fill(item.perPerson);
    if (item.total !== undefined) await form.getByLabel('Total price').fill(item.total);
  }

  private async save(title: string) {
    await this.form().getByRole('button', { name: 'Save item' }).click();
    await expect(this.status()).toHaveText(`Saved “${title}”.`);
    await expect(this.itemActions(title)).toBeVisible();
  }

  async addItem(item: PlanItemInput) {
    await this.section().getByRole('button', { name: 'Add item' }).click();
    await expect(this.form()).toBeVisible();
    await this.fillItem(item);
    await this.save(item.title);
  }

  async editItem(title: string, changes: Partial<PlanItemInput>) {
    await this.itemActions(title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await expect(this.form()).toBeVisible();
    await this.fillItem(changes);
    await this.save(changes.title ?? title);
  }

  async publish(expectedVersion: number) {
    await this.section().getByRole('button', { name: 'Publish plan' }).click();
    // It asks first, showing what changes (issue #46).
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(this.status()).toHaveText(`Published version ${expectedVersion}.`, {
      timeout: FIRST_FUNCTION_CALL_MS,
    });
  }
}

/** "Your plan" on the trip page (/dashboard/{id}), as the organizer or a member sees it. */
export class YourPlanPanel {
  constructor(private readonly page: Page) {}

  readonly region = () => this.page.getByRole('region', { name: 'Your plan' });
  readonly whatChanged = () => this.region().locator('.plan-what-changed');
  readonly feedLink = () => this.region().getByLabel('Your calendar link');

  async open(tripId: string) {
    await this.page.goto(`/dashboard/${encodeURIComponent(tripId)}`);
    await expect(this.region().getByText(/^Version \d+$/)).toBeVisible({ timeout: 20_000 });
  }

  /** The titles of the items shown, in order. */
  itemTitles() {
    return this.region().getByRole('heading', { level: 4 });
  }

  /** One item's card, by its title. */
  item(title: string) {
    return this.region()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 4, name: title, exact: true }) });
  }

  /** "Add to calendar": the downloaded file's name and text. */
  async addToCalendar(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.region().getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  }

  /** "Get calendar link": the subscription URL it shows, and its webcal: twin. */
  async getCalendarLink(): Promise<{ https: string; webcal: string }> {
    await this.region().getByRole('button', { name: 'Get calendar link' }).click();
    await expect(this.feedLink()).toHaveValue(/planCalendarFeed\?token=/);
    const https = await this.feedLink().inputValue();
    const webcal =
      (await this.region().getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href')) ?? '';
    return { https, webcal };
  }

  async stopCalendarLink() {
    await this.region().getByRole('button', { name: 'Stop calendar link' }).click();
    await expect(this.region().getByRole('button', { name: 'Get calendar link' })).toBeVisible();
  }
}
