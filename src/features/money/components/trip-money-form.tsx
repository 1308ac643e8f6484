// "Trip money" on the planner's brief (docs/payments.md): currency, deposit (an amount or a
// percentage of each share), balance due date and the cancellation policy (a preset). Checked
// here with the functions' own validator (checkTripMoneyInput), then saved by saveTripMoney,
// which recomputes every traveler's share.
import { useState, type FormEvent } from 'react';
import { currencyDigits } from '@domain/money-text';
import {
  checkTripMoneyInput,
  POLICY_PRESETS,
  type PolicyPresetId,
  type TripMoneyInput,
  type TripMoneySettings,
} from '@domain/trip-money';
import { BusyButton } from '@/ui/busy-button';
import { SelectField, TextField } from '@/ui/field';
import { useAction } from '@/ui/use-action';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'IDR', 'JPY'] as const;
const digits = (currency: string) => currencyDigits(currency);
/** '250.50' in USD -> 25050; anything but a plain amount -> NaN (refused by the check). */
const toMinor = (text: string, currency: string) =>
  /^\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 10 ** digits(currency)) : Number.NaN;
const fromMinor = (amount: number, currency: string) => String(amount / 10 ** digits(currency));

const PRESET_IDS = Object.keys(POLICY_PRESETS) as PolicyPresetId[];

interface Draft {
  currency: string;
  depositKind: 'amount' | 'percent';
  depositValue: string;
  balanceDueDate: string;
  preset: PolicyPresetId;
}

type Errors = Partial<Record<'currency' | 'deposit' | 'balanceDueDate' | 'policy', string>>;

function presetOf(settings: TripMoneySettings | null): PolicyPresetId {
  if (!settings) return 'standard';
  const tiers = JSON.stringify(settings.policy.tiers);
  return PRESET_IDS.find((id) => JSON.stringify(POLICY_PRESETS[id].tiers) === tiers) ?? 'standard';
}

function draftOf(settings: TripMoneySettings | null): Draft {
  if (!settings)
    return { currency: 'USD', depositKind: 'percent', depositValue: '20', balanceDueDate: '', preset: 'standard' };
  const { deposit, currency } = settings;
  return {
    currency,
    depositKind: deposit.kind,
    depositValue: deposit.kind === 'amount' ? fromMinor(deposit.amountMinor, currency) : String(deposit.percent),
    balanceDueDate: settings.balanceDueDate,
    preset: presetOf(settings),
  };
}

/** The request from the form, or the fields to fix (in the validator's words). */
export function readTripMoneyForm(draft: Draft): { ok: true; input: TripMoneyInput } | { ok: false; errors: Errors } {
  const value = draft.depositValue.trim();
  const deposit =
    draft.depositKind === 'amount'
      ? { kind: 'amount', amountMinor: toMinor(value, draft.currency) }
      : { kind: 'percent', percent: /^\d+$/.test(value) ? Number(value) : Number.NaN };
  const checked = checkTripMoneyInput({
    currency: draft.currency,
    deposit,
    balanceDueDate: draft.balanceDueDate,
    policy: { tiers: POLICY_PRESETS[draft.preset].tiers.map((tier) => ({ ...tier })) },
  });
  if (checked.ok) return { ok: true, input: checked.value };
  return { ok: false, errors: { [checked.field]: checked.error } };
}

export function TripMoneyForm({
  settings,
  departureDate,
  onSave,
}: {
  settings: TripMoneySettings | null;
  /** The trip's first day ('YYYY-MM-DD'), when known: the balance is due on or before it. */
  departureDate: string | null;
  onSave: (input: TripMoneyInput) => Promise<void>;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useAction({ log: 'Saving the trip money failed' });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setSaved(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readTripMoneyForm(draft);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    if (departureDate && read.input.balanceDueDate > departureDate) {
      setErrors({ balanceDueDate: 'The balance is due on or before the day of departure.' });
      return;
    }
    setErrors({});
    if (await run(() => onSave(read.input))) setSaved(true);
  }

  const problems = Object.values(errors);
  return (
    <form className="money-settings" onSubmit={(event) => void submit(event)} noValidate aria-label="Trip money">
      <SelectField
        label="Currency"
        value={draft.currency}
        onChange={(e) => set('currency', e.target.value)}
        error={errors.currency}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Deposit"
        value={draft.depositKind}
        onChange={(e) => set('depositKind', e.target.value as Draft['depositKind'])}
      >
        <option value="percent">Percentage of each share</option>
        <option value="amount">Fixed amount</option>
      </SelectField>
      <TextField
        label={draft.depositKind === 'amount' ? `Deposit amount (${draft.currency})` : 'Deposit percentage'}
        inputMode="decimal"
        value={draft.depositValue}
        onChange={(e) => set('depositValue', e.target.value)}
        error={errors.deposit}
        required
      />
      <TextField
        label="Balance due date"
        type="date"
        value={draft.balanceDueDate}
        max={departureDate ?? undefined}
        onChange={(e) => set('balanceDueDate', e.target.value)}
        error={errors.balanceDueDate}
        required
      />
      <SelectField
        label="Cancellation policy"
        value={draft.preset}
        onChange={(e) => set('preset', e.target.value as PolicyPresetId)}
        error={errors.policy}
      >
        {PRESET_IDS.map((id) => (
          <option key={id} value={id}>
            {POLICY_PRESETS[id].label}
          </option>
        ))}
      </SelectField>
      {problems.length > 0 && (
        <p className="form-error" role="alert">
          {problems.join(' ')}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {saved && <p role="status">Saved. Every traveler&rsquo;s share is up to date.</p>}
      <BusyButton type="submit" className="btn btn-primary" busy={busy} busyLabel="Saving…">
        Save trip money
      </BusyButton>
    </form>
  );
}
