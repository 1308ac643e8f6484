// The create form's own fields; the ones Update Trip shares are TripFields (trip-fields.tsx).
import {
  PLANNED_OPTION_KEYS,
  TRIP_TYPES,
  TRIP_TYPE_LABELS,
  type PlannedOptionKey,
  type PlannedOptions,
  type TripType,
} from '@domain/trip';
import { formatUsd, PRICE_CENTS } from '@domain/pricing';
import { SelectField } from '@/ui/field';
import { togglePlannedOption } from '../planned-options';

const OPTION_LABELS: Record<PlannedOptionKey, string> = {
  hotels: 'Hotels',
  restaurants: 'Restaurants',
  flights: 'Flights',
  transport: 'Transport',
  tickets: 'Tickets',
  all: 'All Options',
};

/** "What should we plan?": the spec's hint shows once `showHint` says the person moved on. */
export function PlannedOptionsField({
  value,
  onChange,
  showHint,
  onLeave,
}: {
  value: PlannedOptions;
  onChange: (next: PlannedOptions) => void;
  showHint: boolean;
  /** Focus left the options. */
  onLeave: () => void;
}) {
  return (
    <fieldset
      aria-describedby={showHint ? 'planning-hint' : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
      }}
    >
      <legend>What should we plan?</legend>
      <div className="options-grid">
        {PLANNED_OPTION_KEYS.map((key) => (
          <label key={key} className="checkbox">
            <input
              type="checkbox"
              checked={value[key]}
              onChange={(e) => onChange(togglePlannedOption(value, key, e.target.checked))}
            />
            <span>{OPTION_LABELS[key]}</span>
          </label>
        ))}
      </div>
      {showHint && (
        <p id="planning-hint" className="field-error">
          Please select at least one planning option
        </p>
      )}
    </fieldset>
  );
}

/** Domestic or international, each with its price. */
export function TripTypeField({
  value,
  onChange,
  error,
}: {
  value: TripType | '';
  onChange: (next: TripType) => void;
  error?: string;
}) {
  return (
    <SelectField
      label="Trip Type"
      value={value}
      onChange={(e) => onChange(e.target.value as TripType)}
      error={error}
      required
    >
      <option value="" disabled>
        Select a type
      </option>
      {TRIP_TYPES.map((type) => (
        <option key={type} value={type}>
          {TRIP_TYPE_LABELS[type]} – {formatUsd(PRICE_CENTS[type])}
        </option>
      ))}
    </SelectField>
  );
}
