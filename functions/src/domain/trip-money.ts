// Trip money (docs/payments.md, "Trip money"): what each traveler owes for the published plan,
// the deposit and balance, the cancellation policy in tiers and in plain words, the refund a
// cancellation gives, and the payment status the organizer sees. Pure: shared by the app, the
// functions and the tests; amounts are a currency's minor units (cents), never across currencies.
import { isoDayToUtcNoonMillis } from './calendar-day.js';
import {
  appliesTo,
  isIsoDay,
  perPersonMinor,
  PLAN_LIMITS,
  travelerCount,
  type PlanItemPrivate,
  type PublishedItem,
} from './plan.js';
import type { BalanceCharge } from './trip-money-balance.js';

// ---------- the cancellation policy ----------

/** Cancelling `minDaysBefore` or more days before departure refunds `refundPercent` of what was paid. */
export interface RefundTier {
  minDaysBefore: number;
  refundPercent: number;
}

/** Presets planners start from; tiers run from the most days before departure down to 0. */
export const POLICY_PRESETS = {
  standard: {
    label: 'Full refund 60+ days, half 30–59, none after',
    tiers: [
      { minDaysBefore: 60, refundPercent: 100 },
      { minDaysBefore: 30, refundPercent: 50 },
      { minDaysBefore: 0, refundPercent: 0 },
    ],
  },
  flexible: {
    label: 'Full refund 30+ days, none after',
    tiers: [
      { minDaysBefore: 30, refundPercent: 100 },
      { minDaysBefore: 0, refundPercent: 0 },
    ],
  },
  strict: {
    label: 'Half refund 90+ days, none after',
    tiers: [
      { minDaysBefore: 90, refundPercent: 50 },
      { minDaysBefore: 0, refundPercent: 0 },
    ],
  },
} as const satisfies Record<string, { label: string; tiers: readonly RefundTier[] }>;
export type PolicyPresetId = keyof typeof POLICY_PRESETS;

const MAX_TIERS = 10;
const MAX_DAYS = 730;

function refundWords(percent: number): string {
  if (percent === 100) return 'Full refund';
  if (percent === 0) return 'No refund';
  if (percent === 50) return 'Half refund (50%)';
  return `${percent}% refund`;
}

/** The policy in plain words, one sentence per tier: what travelers read and accept. */
export function policyInWords(tiers: readonly RefundTier[]): string[] {
  return tiers.map((tier, index) => {
    const upper = index === 0 ? null : tiers[index - 1].minDaysBefore - 1;
    const what = refundWords(tier.refundPercent);
    if (upper === null) {
      return tier.minDaysBefore === 0
        ? `${what} whenever you cancel.`
        : `${what} if you cancel ${tier.minDaysBefore} or more days before departure.`;
    }
    if (tier.minDaysBefore === 0) return `${what} if you cancel less than ${upper + 1} days before departure.`;
    return `${what} if you cancel ${tier.minDaysBefore}–${upper} days before departure.`;
  });
}

/** The tier that applies `daysBefore` days before departure (after departure: the last tier). */
export function tierFor(tiers: readonly RefundTier[], daysBefore: number): RefundTier {
  return tiers.find((tier) => daysBefore >= tier.minDaysBefore) ?? tiers[tiers.length - 1];
}

/**
 * What a cancellation gives back of `paidMinor` under the accepted policy. Rounded down to the
 * minor unit, so a refund never exceeds the tier's share; Stripe's fee is ours, never deducted.
 */
export function refundFor(
  tiers: readonly RefundTier[],
  paidMinor: number,
  daysBefore: number,
): { percent: number; refundMinor: number } {
  const { refundPercent } = tierFor(tiers, daysBefore);
  return { percent: refundPercent, refundMinor: Math.floor((paidMinor * refundPercent) / 100) };
}

/**
 * A cancellation's refund per payment (each is refunded on its own charge), and their total:
 * the exact amount the preview shows is the amount refunded.
 */
export function cancellationRefunds(
  tiers: readonly RefundTier[],
  receipts: readonly Pick<Receipt, 'paymentIntentId' | 'amountMinor'>[],
  daysBefore: number,
): { percent: number; totalMinor: number; parts: { paymentIntentId: string; refundMinor: number }[] } {
  const parts = receipts.map((receipt) => ({
    paymentIntentId: receipt.paymentIntentId,
    refundMinor: refundFor(tiers, receipt.amountMinor, daysBefore).refundMinor,
  }));
  return {
    percent: tierFor(tiers, daysBefore).refundPercent,
    totalMinor: parts.reduce((sum, part) => sum + part.refundMinor, 0),
    parts: parts.filter((part) => part.refundMinor > 0),
  };
}

/** Whole calendar days from `today` to `departure` (both 'YYYY-MM-DD'); negative once departed. */
export function daysBetween(today: string, departure: string): number {
  const from = isoDayToUtcNoonMillis(today);
  const to = isoDayToUtcNoonMillis(departure);
  if (from === null || to === null) throw new Error('daysBetween needs two calendar days');
  return Math.round((to - from) / 86_400_000);
}

// ---------- the planners' settings ----------

export type DepositRule = { kind: 'amount'; amountMinor: number } | { kind: 'percent'; percent: number };

/** What planners send (saveTripMoney). */
export interface TripMoneyInput {
  currency: string;
  deposit: DepositRule;
  /** 'YYYY-MM-DD': the day the balance is charged. */
  balanceDueDate: string;
  policy: { tiers: RefundTier[] };
}

/** A stored version of the policy: what a traveler accepted is named by its version. */
export interface PolicyVersion {
  version: number;
  tiers: RefundTier[];
  words: string[];
}

/** trips/{tripId}/money/settings: readable by everyone on the trip (no traveler's price in it). */
export interface TripMoneySettings {
  currency: string;
  deposit: DepositRule;
  balanceDueDate: string;
  /** The trip's first day, from the trip: the policy counts days before it. */
  departureDate: string;
  /** Bumped on every save; part of each quote's version. */
  settingsVersion: number;
  policy: PolicyVersion;
  /** Every version of the policy ever saved, by version number (accepted ones must stay readable). */
  policyHistory: Record<string, PolicyVersion>;
}

type Checked<T> = { ok: true; value: T } | { ok: false; error: string; field: string };
const fail = (field: string, error: string): { ok: false; error: string; field: string } => ({
  ok: false,
  error,
  field,
});
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const onlyKeys = (value: Record<string, unknown>, keys: string[]) => Object.keys(value).every((k) => keys.includes(k));

/** Tiers from most days down, strictly decreasing, ending at 0 days, percents never rising. */
export function checkTiers(value: unknown): Checked<RefundTier[]> {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_TIERS)
    return fail('policy', `The policy needs 1 to ${MAX_TIERS} tiers.`);
  const tiers: RefundTier[] = [];
  for (const tier of value) {
    if (!isRecord(tier) || !onlyKeys(tier, ['minDaysBefore', 'refundPercent']))
      return fail('policy', 'Each tier has minDaysBefore and refundPercent only.');
    const { minDaysBefore, refundPercent } = tier;
    if (!isWhole(minDaysBefore, 0, MAX_DAYS)) return fail('policy', `Days before departure are 0 to ${MAX_DAYS}.`);
    if (!isWhole(refundPercent, 0, 100)) return fail('policy', 'A refund is 0 to 100 percent.');
    const previous = tiers[tiers.length - 1];
    if (previous && minDaysBefore >= previous.minDaysBefore)
      return fail('policy', 'Tiers go from the most days before departure to the fewest.');
    if (previous && refundPercent > previous.refundPercent)
      return fail('policy', 'A later cancellation never refunds more than an earlier one.');
    tiers.push({ minDaysBefore, refundPercent });
  }
  if (tiers[tiers.length - 1].minDaysBefore !== 0) return fail('policy', 'The last tier must start at 0 days.');
  return { ok: true, value: tiers };
}

/** Validates saveTripMoney's body (besides tripId), strictly: unknown keys are refused. */
export function checkTripMoneyInput(body: Record<string, unknown>): Checked<TripMoneyInput> {
  const { currency, deposit, balanceDueDate, policy } = body;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    return fail('currency', 'currency must be an ISO 4217 code such as USD.');
  if (!isRecord(deposit)) return fail('deposit', 'deposit must be an amount or a percentage.');
  let rule: DepositRule;
  if (deposit.kind === 'amount' && onlyKeys(deposit, ['kind', 'amountMinor'])) {
    if (!isWhole(deposit.amountMinor, 1, PLAN_LIMITS.amountMinor))
      return fail('deposit', 'The deposit amount must be a positive amount.');
    rule = { kind: 'amount', amountMinor: deposit.amountMinor };
  } else if (deposit.kind === 'percent' && onlyKeys(deposit, ['kind', 'percent'])) {
    if (!isWhole(deposit.percent, 1, 100)) return fail('deposit', 'The deposit percentage is 1 to 100.');
    rule = { kind: 'percent', percent: deposit.percent };
  } else return fail('deposit', 'deposit must be an amount or a percentage.');
  if (!isIsoDay(balanceDueDate)) return fail('balanceDueDate', 'balanceDueDate must be a day (YYYY-MM-DD).');
  if (!isRecord(policy) || !onlyKeys(policy, ['tiers'])) return fail('policy', 'policy must hold tiers.');
  const tiers = checkTiers(policy.tiers);
  if (!tiers.ok) return tiers;
  return { ok: true, value: { currency, deposit: rule, balanceDueDate, policy: { tiers: tiers.value } } };
}

const sameTiers = (a: readonly RefundTier[], b: readonly RefundTier[]) => JSON.stringify(a) === JSON.stringify(b);

/** The next stored settings: a new policy version only when the tiers changed. */
export function nextSettings(
  previous: TripMoneySettings | null,
  input: TripMoneyInput,
  departureDate: string,
): TripMoneySettings {
  const keepPolicy = previous && sameTiers(previous.policy.tiers, input.policy.tiers);
  const policy: PolicyVersion = keepPolicy
    ? previous.policy
    : {
        version: (previous?.policy.version ?? 0) + 1,
        tiers: input.policy.tiers,
        words: policyInWords(input.policy.tiers),
      };
  return {
    currency: input.currency,
    deposit: input.deposit,
    balanceDueDate: input.balanceDueDate,
    departureDate,
    settingsVersion: (previous?.settingsVersion ?? 0) + 1,
    policy,
    policyHistory: { ...(previous?.policyHistory ?? {}), [String(policy.version)]: policy },
  };
}

// ---------- the quote ----------

/** One line of "Your share": an item, and whether its price is per traveler or split. */
export interface QuoteLine {
  itemId: string;
  title: string;
  basis: 'per-traveler' | 'split';
  /** For a split price: among how many travelers. */
  splitAmong: number | null;
  amountMinor: number;
}

export interface Quote {
  /** `{planVersion}.{settingsVersion}`: changes whenever the plan or the settings do. */
  version: string;
  planVersion: number;
  settingsVersion: number;
  policyVersion: number;
  currency: string;
  lines: QuoteLine[];
  shareMinor: number;
  depositMinor: number;
  balanceMinor: number;
  balanceDueDate: string;
  departureDate: string;
  /** Titles of this traveler's items priced in another currency (left out, shown as such). */
  otherCurrencyItems: string[];
}

export function depositOf(rule: DepositRule, shareMinor: number): number {
  const wanted = rule.kind === 'amount' ? rule.amountMinor : Math.round((shareMinor * rule.percent) / 100);
  return Math.min(wanted, shareMinor);
}

/** One traveler's quote from a published version, their private prices and the settings. */
export function buildQuote(
  plan: { version: number; items: readonly Pick<PublishedItem, 'id' | 'title' | 'travelers'>[] },
  own: Record<string, Pick<PlanItemPrivate, 'price'>>,
  uid: string,
  groupSize: number,
  settings: TripMoneySettings,
): Quote {
  const lines: QuoteLine[] = [];
  const otherCurrencyItems: string[] = [];
  for (const item of plan.items) {
    const price = own[item.id]?.price;
    if (!price || !appliesTo(item, uid)) continue;
    const among = travelerCount(item, groupSize);
    const amount = perPersonMinor(price, among);
    if (amount === null) continue;
    if (price.currency !== settings.currency) {
      otherCurrencyItems.push(item.title);
      continue;
    }
    const split = price.perPersonMinor === null;
    lines.push({
      itemId: item.id,
      title: item.title,
      basis: split ? 'split' : 'per-traveler',
      splitAmong: split ? among : null,
      amountMinor: amount,
    });
  }
  const shareMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const depositMinor = depositOf(settings.deposit, shareMinor);
  return {
    version: `${plan.version}.${settings.settingsVersion}`,
    planVersion: plan.version,
    settingsVersion: settings.settingsVersion,
    policyVersion: settings.policy.version,
    currency: settings.currency,
    lines,
    shareMinor,
    depositMinor,
    balanceMinor: shareMinor - depositMinor,
    balanceDueDate: settings.balanceDueDate,
    departureDate: settings.departureDate,
    otherCurrencyItems,
  };
}

// ---------- payment state ----------

export const PAYMENT_STATUSES = ['due', 'deposit-paid', 'paid-in-full', 'overdue', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  due: 'Due',
  'deposit-paid': 'Deposit paid',
  'paid-in-full': 'Paid in full',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

export type PaymentKind = 'deposit' | 'balance';

/** A receipt on "Your share": amount, date and the card's last four. */
export interface Receipt {
  kind: PaymentKind;
  amountMinor: number;
  currency: string;
  /** ms since the epoch. */
  paidAt: number;
  cardLast4: string | null;
  paymentIntentId: string;
}

export type RefundStatus = 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';

export interface RefundState {
  refundId: string;
  paymentIntentId: string;
  amountMinor: number;
  currency: string;
  status: RefundStatus;
  percent: number;
}

/**
 * trips/{tripId}/shares/{uid}: one traveler's quote and payments. Read by that traveler and
 * planners; written by the functions only.
 */
export interface TravelerShare {
  uid: string;
  tripId: string;
  quote: Quote;
  status: PaymentStatus;
  paidMinor: number;
  /** The policy version the traveler accepted before paying, or null before. */
  acceptedPolicyVersion: number | null;
  acceptedPolicy: PolicyVersion | null;
  receipts: Receipt[];
  /** The cancellation's refunds, one per payment refunded; empty until "I can't go". */
  refunds: RefundState[];
  /** An open Checkout for this traveler (its url), so the page can send them back to it. */
  openCheckout: { sessionId: string; kind: PaymentKind; url: string } | null;
  /** Bumped when an open session expires, so the next Checkout gets a fresh idempotency key. */
  attempt: number;
  /** The daily job's last off-session charge of the balance (absent before the due date). */
  balanceCharge?: BalanceCharge | null;
}

/** trips/{tripId}/paymentStatus/{uid}: the organizer's projection, a status and nothing else. */
export interface PaymentStatusProjection {
  uid: string;
  status: PaymentStatus;
}

/** The status after payments of `paidMinor` against a quote. */
export function statusAfterPayment(
  quote: Pick<Quote, 'shareMinor' | 'depositMinor'>,
  paidMinor: number,
): PaymentStatus {
  if (paidMinor >= quote.shareMinor) return 'paid-in-full';
  if (paidMinor >= quote.depositMinor && paidMinor > 0) return 'deposit-paid';
  return 'due';
}

/** What the traveler pays next for `kind` (0 when nothing is owed). */
export function amountDue(quote: Pick<Quote, 'shareMinor' | 'depositMinor'>, paidMinor: number, kind: PaymentKind) {
  const target = kind === 'deposit' ? quote.depositMinor : quote.shareMinor;
  return Math.max(0, target - paidMinor);
}

/** Idempotency key of one Checkout: per trip, traveler, kind, quote version and attempt. */
export function checkoutIdempotencyKey(
  tripId: string,
  uid: string,
  kind: PaymentKind,
  quoteVersion: string,
  attempt: number,
) {
  return `trip-money:${tripId}:${uid}:${kind}:${quoteVersion}:${attempt}`;
}

/** Idempotency key of one cancellation's refund: a traveler cancels a trip once. */
export function refundIdempotencyKey(tripId: string, uid: string, paymentIntentId: string) {
  return `trip-money-refund:${tripId}:${uid}:${paymentIntentId}`;
}
