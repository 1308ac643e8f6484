import { expect, type Locator, type Page } from '@playwright/test';
import { format } from 'date-fns';

/**
 * Types a day into a react-datepicker field and closes its calendar with Escape. Escape blurs the
 * field and react-datepicker gives focus back to it a task later: until then a fill of the next
 * field can have its focus taken away mid-way, and the text lands in this one (seen once in CI: a
 * budget typed into the availability end date). So this waits for that focus.
 */
export async function typeDate(field: Locator, mmddyyyy: string) {
  await field.fill(mmddyyyy);
  await closeCalendar(field);
  await expect(field).toHaveValue(mmddyyyy);
}

/**
 * Escape in a date field closes its calendar; resolves once the calendar is gone and the field
 * has the focus. react-datepicker usually focuses the field again by itself, but not always (a
 * story run waited 10 s for it in vain): the field is focused here too, so a late refocus of its
 * own lands on the same field and never on the next one.
 */
export async function closeCalendar(field: Locator) {
  await field.press('Escape');
  await expect(field.page().getByRole('dialog', { name: 'Choose Date' })).toBeHidden();
  await field.focus();
  await expect(field).toBeFocused();
}

/** A react-datepicker field, filled by typing or by choosing a day in its calendar popup. */
export class DatePicker {
  constructor(
    private readonly page: Page,
    private readonly label: string,
  ) {}

  private get input() {
    return this.page.getByLabel(this.label, { exact: true });
  }

  type(mmddyyyy: string) {
    return typeDate(this.input, mmddyyyy);
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
