import type { ReactDatePickerCustomHeaderProps } from 'react-datepicker';
import { MONTH_NAMES } from './written-dates';

/**
 * The calendar popup's header: react-datepicker's own month and year menus have no accessible
 * name, so screen readers announced two unnamed comboboxes. Same controls, labelled.
 */
export function datePickerHeader({ firstYear, lastYear }: { firstYear: number; lastYear: number }) {
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => firstYear + i);
  return function renderHeader({
    date,
    changeMonth,
    changeYear,
    decreaseMonth,
    increaseMonth,
    prevMonthButtonDisabled,
    nextMonthButtonDisabled,
  }: ReactDatePickerCustomHeaderProps) {
    return (
      <div className="datepicker-header">
        <button
          type="button"
          className="datepicker-nav"
          onClick={decreaseMonth}
          disabled={prevMonthButtonDisabled}
          aria-label="Previous Month"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <select
          className="datepicker-select"
          aria-label="Month"
          value={date.getMonth()}
          onChange={(e) => changeMonth(Number(e.target.value))}
        >
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index}>
              {name}
            </option>
          ))}
        </select>
        <select
          className="datepicker-select"
          aria-label="Year"
          value={date.getFullYear()}
          onChange={(e) => changeYear(Number(e.target.value))}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="datepicker-nav"
          onClick={increaseMonth}
          disabled={nextMonthButtonDisabled}
          aria-label="Next Month"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    );
  };
}
