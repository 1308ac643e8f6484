import { lazy, Suspense } from 'react';
import { FieldShell } from './field';
import { useAfterPaint } from './after-paint';
import { formatUsDate, US_DATE_PLACEHOLDER } from './us-date';

// Loaded once the form is on screen: the picker's code would otherwise hold back the whole form
// (docs/performance.md).
const DatePickerInput = lazy(() => import('./date-picker-input'));

interface DateFieldProps {
  label: string;
  selected: Date | null;
  onChange: (date: Date | null) => void;
  minDate?: Date;
  maxDate?: Date;
  required?: boolean;
  error?: string | null;
  hint?: string;
  /** The month the calendar opens on while no day is chosen (the trip's start), else this month. */
  openTo?: Date | null;
}

const UNBOUNDED_MIN = new Date(1900, 0, 1);
const UNBOUNDED_MAX = new Date(2100, 11, 31);
/** With only a lower bound (trip and availability dates), the year menu offers this many years ahead. */
const YEARS_AHEAD = 10;

/** react-datepicker in MM/dd/yyyy; the year dropdown spans 1900–2100 when no bounds are set. */
export function DateField({
  label,
  selected,
  onChange,
  minDate,
  maxDate,
  required,
  error,
  hint,
  openTo,
}: DateFieldProps) {
  const unbounded = !minDate && !maxDate;
  const min = minDate ?? (unbounded ? UNBOUNDED_MIN : undefined);
  const max = maxDate ?? (unbounded ? UNBOUNDED_MAX : undefined);
  const firstYear = (min ?? new Date()).getFullYear();
  const lastYear = max?.getFullYear() ?? firstYear + YEARS_AHEAD;
  const formPainted = useAfterPaint();
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => {
        const pending = <DatePending selected={selected} invalid={invalid} />;
        if (!formPainted) return pending;
        return (
          <Suspense fallback={pending}>
            <DatePickerInput
              id={id}
              selected={selected}
              onChange={onChange}
              openTo={openTo ?? undefined}
              minDate={min}
              maxDate={max}
              firstYear={firstYear}
              lastYear={lastYear}
              required={required}
              describedBy={describedBy}
              invalid={invalid}
            />
          </Suspense>
        );
      }}
    </FieldShell>
  );
}

/**
 * The input's box while the picker loads (a blink on a fast line): same size, so nothing moves,
 * and hidden from assistive technology, which finds the labelled input once it is there.
 */
function DatePending({ selected, invalid }: { selected: Date | null; invalid: boolean }) {
  return (
    <span className={invalid ? 'input input-pending input-invalid' : 'input input-pending'} aria-hidden="true">
      {selected ? formatUsDate(selected) : US_DATE_PLACEHOLDER}
    </span>
  );
}

/** Today at local midnight: the earliest day a trip or availability may start. */
export function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
