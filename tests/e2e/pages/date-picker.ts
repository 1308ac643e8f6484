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
 * Escape in a date field closes its calendar; resolves once the calendar is gone and focus has
 * settled. react-datepicker focuses the field again a task after Escape (so the text of a next
 * fill could land here): that refocus is waited for, briefly, as it does not always come (a
 * story run waited 10 s in vain, nothing stole the focus later). On a loaded machine an Escape
 * can also come before the calendar is listening: it is pressed again while the calendar shows.
 */
export async function closeCalendar(field: Locator) {
  const calendar = field.page().getByRole('dialog', { name: 'Choose Date' });
  await field.press('Escape');
  await expect(async () => {
    if (await calendar.isVisible()) await field.press('Escape');
    await expect(calendar).toBeHidden({ timeout: 2_000 });
  }).toPass();
  await expect(field)
    .toBeFocused({ timeout: 2_000 })
    .catch(() => {});
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
