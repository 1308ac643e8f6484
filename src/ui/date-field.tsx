import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useMemo } from 'react';
import { FieldShell } from './field';
import { datePickerHeader } from './date-picker-header';

interface DateFieldProps {
  label: string;
  selected: Date | null;
  onChange: (date: Date | null) => void;
  minDate?: Date;
  maxDate?: Date;
  required?: boolean;
  error?: string | null;
  hint?: string;
}

const UNBOUNDED_MIN = new Date(1900, 0, 1);
const UNBOUNDED_MAX = new Date(2100, 11, 31);
/** With only a lower bound (trip and availability dates), the year menu offers this many years ahead. */
const YEARS_AHEAD = 10;

/** react-datepicker in MM/dd/yyyy; the year dropdown spans 1900–2100 when no bounds are set (spec 5). */
export function DateField({ label, selected, onChange, minDate, maxDate, required, error, hint }: DateFieldProps) {
  const unbounded = !minDate && !maxDate;
  const min = minDate ?? (unbounded ? UNBOUNDED_MIN : undefined);
  const max = maxDate ?? (unbounded ? UNBOUNDED_MAX : undefined);
  const firstYear = (min ?? new Date()).getFullYear();
  const lastYear = max?.getFullYear() ?? firstYear + YEARS_AHEAD;
  const header = useMemo(() => datePickerHeader({ firstYear, lastYear }), [firstYear, lastYear]);
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <DatePicker
          id={id}
          selected={selected}
          onChange={(date: Date | null) => onChange(date)}
          dateFormat="MM/dd/yyyy"
          placeholderText="MM/DD/YYYY"
          // The header's year menu spans minDate..maxDate: 1900–2100 when unbounded.
          minDate={min}
          maxDate={max}
          renderCustomHeader={header}
          className={invalid ? 'input input-invalid' : 'input'}
          required={required}
          autoComplete="off"
          ariaDescribedBy={describedBy}
          ariaInvalid={invalid ? 'true' : undefined}
        />
      )}
    </FieldShell>
  );
}

/** Today at local midnight: the earliest day a trip or availability may start. */
export function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
