// "Who is it for" in the plan editor's item form: the whole group, or the travelers ticked.
import type { PlanTraveler } from '../draft-item-form';

export function PlanForFieldset({
  forEveryone,
  named,
  travelers,
  onForEveryone,
  onNamed,
}: {
  forEveryone: boolean;
  named: string[];
  travelers: PlanTraveler[];
  onForEveryone: (forEveryone: boolean) => void;
  onNamed: (named: string[]) => void;
}) {
  return (
    <fieldset className="plan-for">
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
    </fieldset>
  );
}
