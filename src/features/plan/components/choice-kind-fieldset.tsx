// "Kind of choice" in the choice editor: between options, or who is in.
import type { ChoiceKind } from '@domain/plan-choices';

export function ChoiceKindFieldset({ kind, onKind }: { kind: ChoiceKind; onKind: (kind: ChoiceKind) => void }) {
  return (
    <fieldset className="plan-for">
      <legend>Kind of choice</legend>
      <label>
        <input type="radio" name="choice-kind" checked={kind === 'pick'} onChange={() => onKind('pick')} /> Between
        options
      </label>
      <label>
        <input type="radio" name="choice-kind" checked={kind === 'whoIsIn'} onChange={() => onKind('whoIsIn')} /> Who is
        in
      </label>
    </fieldset>
  );
}
