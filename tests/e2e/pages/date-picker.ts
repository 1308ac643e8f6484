import { expect, type Page } from '@playwright/test';
import { format } from 'date-fns';

/** A react-datepicker field, filled by typing or by choosing a day in its calendar popup. */
export class DatePicker {
  constructor(
    private readonly page: Page,
    private readonly label: string,
  ) {}

  private get input() {
    return this.page.getByLabel(this.label, { exact: true });
  }

  async type(mmddyyyy: string) {
    await this.input.fill(mmddyyyy);
    await this.input.press('Escape');
    await expect(this.input).toHaveValue(mmddyyyy);
  }

  /** Opens the calendar, turns to the right month with the month/year menus and picks the day. */
  async choose(day: Date) {
    await this.input.click();
    const calendar = this.page.getByRole('dialog', { name: 'Choose Date' });
    await expect(calendar).toBeVisible();
    await calendar.getByRole('combobox', { name: 'Year' }).selectOption(String(day.getFullYear()));
    await calendar.getByRole('combobox', { name: 'Month' }).selectOption(String(day.getMonth()));
    await calendar.getByRole('gridcell', { name: `Choose ${format(day, 'EEEE, MMMM do, yyyy')}`, exact: true }).click();
    await expect(calendar).toBeHidden();
    await expect(this.input).toHaveValue(format(day, 'MM/dd/yyyy'));
  }
}
