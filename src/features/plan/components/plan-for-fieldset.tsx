// "Who is it for" in the plan editor's item form: the whole group, or the travelers ticked.
import type { PlanTraveler } from '../draft-item-form';

export function PlanForFieldset({
  forEveryone,
  named,
  travelers,
  onForEveryone,
  onNamed,
  error,
}: {
  forEveryone: boolean;
  named: string[];
  travelers: PlanTraveler[];
  onForEveryone: (forEveryone: boolean) => void;
  onNamed: (named: string[]) => void;
  /** The form's check found the travelers wrong: said here, at the fieldset. */
  error?: string | null;
}) {
  return (
    <fieldset
      className={error ? 'plan-for field-invalid' : 'plan-for'}
      aria-describedby={error ? 'plan-for-error' : undefined}
    >
      <legend>Who is it for</legend>
      <label>
        <input type="radio" name="plan-for" checked={forEveryone} onChange={() => onForEveryone(true)} /> The whole
        group
      </label>
      <label>
        <input type="radio" name="plan-for" checked={!forEveryone} onChange={() => onForEveryone(false)} /> Named
        travelers
      </label>
      {!forEveryone &&
        travelers.map((t) => (
          <label key={t.uid} className="plan-traveler">
            <input
              type="checkbox"
              checked={named.includes(t.uid)}
              onChange={(e) => onNamed(e.target.checked ? [...named, t.uid] : named.filter((uid) => uid !== t.uid))}
            />{' '}
            {t.name}
          </label>
        ))}
      {error && (
        <p id="plan-for-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
