// A time zone chosen from a list, never typed (issue 46): a search box narrows the list of zone
// names, and the trip's destination's zones come first in their own group.
import { memo, useId, useMemo, useState } from 'react';
import { FieldShell } from '@/ui/field';
import { allZones, destinationZones, searchZones } from '../destination-zones';

// Memoised: the list is long, and the rest of the form changes on every keystroke.
export const ZoneField = memo(function ZoneField({
  label,
  value,
  onChange,
  destination,
  error,
}: {
  /** "Start time zone": the list's name; its search box is "Search start time zones". */
  label: string;
  value: string;
  onChange: (zone: string) => void;
  destination: string;
  error?: string | null;
}) {
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const zones = useMemo(() => allZones(), []);
  const first = useMemo(() => destinationZones(destination, zones), [destination, zones]);
  // A stored zone the browser does not list (an older alias) stays choosable.
  const everyZone = value && !zones.includes(value) ? [value, ...zones] : zones;
  const shownFirst = searchZones(first, typed, value);
  const firstSet = new Set(first);
  const shownRest = searchZones(
    everyZone.filter((zone) => !firstSet.has(zone)),
    typed,
    value,
  );
  return (
    <div className="zone-field">
      <label htmlFor={searchId} className="field-label">
        Search {label.toLowerCase()}s
      </label>
      <input
        id={searchId}
        type="search"
        className="input"
        value={typed}
        placeholder="A city, e.g. Lisbon"
        autoComplete="off"
        onChange={(e) => setTyped(e.target.value)}
      />
      <FieldShell label={label} error={error}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            className="input select"
            value={value}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(e.target.value)}
          >
            {value === '' && <option value="">Choose a time zone</option>}
            {shownFirst.length > 0 && (
              <optgroup label={`At the destination (${destination})`}>
                {shownFirst.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, ' ')}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label="All time zones">
              {shownRest.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </FieldShell>
    </div>
  );
});
