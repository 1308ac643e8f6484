// react-datepicker and its stylesheet are a quarter of the create and join pages' JavaScript;
// DateField loads this module on demand so those forms paint first (docs/performance.md budgets).
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useMemo } from 'react';
import { datePickerHeader } from './date-picker-header';
import { US_DATE_FORMAT, US_DATE_PLACEHOLDER } from './us-date';

export interface DatePickerInputProps {
  id: string;
  selected: Date | null;
  onChange: (date: Date | null) => void;
  /** The month shown while no day is chosen. */
  openTo?: Date;
  minDate?: Date;
  maxDate?: Date;
  firstYear: number;
  lastYear: number;
  required?: boolean;
  describedBy?: string;
  invalid: boolean;
}

export default function DatePickerInput({
  id,
  selected,
  onChange,
  openTo,
  minDate,
  maxDate,
  firstYear,
  lastYear,
  required,
  describedBy,
  invalid,
}: DatePickerInputProps) {
  const header = useMemo(() => datePickerHeader({ firstYear, lastYear }), [firstYear, lastYear]);
  return (
    <DatePicker
      id={id}
      selected={selected}
      onChange={(date: Date | null) => onChange(date)}
      openToDate={selected ? undefined : openTo}
      // The calendar is how a day is chosen on a phone: no on-screen keyboard over it. A
      // physical keyboard still types MM/dd/yyyy (inputMode only concerns virtual keyboards).
      customInput={<input inputMode="none" />}
      dateFormat={US_DATE_FORMAT}
      placeholderText={US_DATE_PLACEHOLDER}
      // The header's year menu spans minDate..maxDate: 1900–2100 when unbounded.
      minDate={minDate}
      maxDate={maxDate}
      renderCustomHeader={header}
      className={invalid ? 'input input-invalid' : 'input'}
      required={required}
      autoComplete="off"
      ariaDescribedBy={describedBy}
      ariaInvalid={invalid ? 'true' : undefined}
    />
  );
}
