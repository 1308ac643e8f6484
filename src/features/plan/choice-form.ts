// The choice editor's form as the planner types it, and the choice it stores
// (docs/decide-together.md).
import { isTimeZone, type PlanItemKind } from '@domain/plan';
import {
  choiceProblem,
  deadlineInstant,
  OPTION_IDS,
  type ChoiceKind,
  type ChoiceOption,
  type PlanChoice,
} from '@domain/plan-choices';
import { toMinor } from './money-input';

export interface OptionForm {
  title: string;
  startAt: string;
  checkIn: string;
  checkOut: string;
  perPerson: string;
  currency: string;
  link: string;
}

export const emptyOption = (): OptionForm => ({
  title: '',
  startAt: '',
  checkIn: '',
  checkOut: '',
  perPerson: '',
  currency: 'USD',
  link: '',
});

export function optionOf(form: OptionForm, index: number, itemKind: PlanItemKind, zone: string): ChoiceOption {
  const lodging = itemKind === 'lodging';
  const currency = form.currency.trim().toUpperCase();
  const perPersonMinor = toMinor(form.perPerson, currency);
  return {
    id: OPTION_IDS[index],
    title: form.title.trim(),
    start: lodging ? null : { at: form.startAt, zone },
    end: null,
    checkIn: lodging ? form.checkIn : null,
    checkOut: lodging ? form.checkOut : null,
    price: perPersonMinor === null ? null : { currency, perPersonMinor, totalMinor: null },
    link: form.link.trim(),
  };
}

export interface ChoiceForm {
  kind: ChoiceKind;
  title: string;
  options: OptionForm[];
  /** The deadline's local time and zone, on the trip's clock. */
  deadline: string;
  deadlineZone: string;
}

/**
 * The choice the form describes for `item`, with its deadline's instant, or what is wrong with
 * it (the form's own check, before anything is written).
 */
export function checkedChoice(
  form: ChoiceForm,
  item: { kind: PlanItemKind },
  now: number,
): { problem: string } | { choice: PlanChoice; deadlineMillis: number } {
  const zoneName = form.deadlineZone.trim();
  if (!isTimeZone(zoneName)) return { problem: 'Give the trip’s time zone as an IANA name, like Asia/Makassar.' };
  const choice: PlanChoice = {
    kind: form.kind,
    itemKind: item.kind,
    title: form.title.trim(),
    options: form.kind === 'pick' ? form.options.map((option, i) => optionOf(option, i, item.kind, zoneName)) : [],
    deadlineLocal: { at: form.deadline, zone: zoneName },
    deadlineMillis: 0,
    status: 'open',
    confirmedOption: null,
  };
  const found = choiceProblem(choice);
  if (found) return { problem: found };
  const deadlineMillis = deadlineInstant(choice.deadlineLocal);
  if (deadlineMillis <= now) return { problem: 'The deadline must be in the future.' };
  return { choice, deadlineMillis };
}
