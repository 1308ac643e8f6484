// One option in the choice editor: its title, when (days for lodging), price per person and link.
import { TextField } from '@/ui/field';
import type { OptionForm } from '../choice-form';

export function ChoiceOptionFieldset({
  number,
  option,
  lodging,
  set,
}: {
  /** 1, 2 or 3: the legend's "Option N". */
  number: number;
  option: OptionForm;
  lodging: boolean;
  set: (key: keyof OptionForm, value: string) => void;
}) {
  return (
    <fieldset className="choice-option-form">
      <legend>Option {number}</legend>
      <TextField
        label="Option title"
        maxLength={200}
        value={option.title}
        onChange={(e) => set('title', e.target.value)}
      />
      {lodging ? (
        <div className="plan-form-row">
          <TextField
            label="Check-in day"
            type="date"
            value={option.checkIn}
            onChange={(e) => set('checkIn', e.target.value)}
          />
          <TextField
            label="Check-out day"
            type="date"
            value={option.checkOut}
            onChange={(e) => set('checkOut', e.target.value)}
          />
        </div>
      ) : (
        <TextField
          label="Starts (local time)"
          type="datetime-local"
          value={option.startAt}
          onChange={(e) => set('startAt', e.target.value)}
        />
      )}
      <div className="plan-form-row">
        <TextField
          label="Price per person"
          inputMode="decimal"
          value={option.perPerson}
          onChange={(e) => set('perPerson', e.target.value)}
        />
        <TextField
          label="Currency (ISO code)"
          maxLength={3}
          value={option.currency}
          onChange={(e) => set('currency', e.target.value)}
        />
      </div>
      <TextField label="Link (https)" type="url" value={option.link} onChange={(e) => set('link', e.target.value)} />
    </fieldset>
  );
}
