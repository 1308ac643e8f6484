// Deciding together on the trip plan (docs/decide-together.md): a choice between two or three
// options for one plan item, or "who is in" for one optional item; each member's vote is their
// own document; the tally is derived from the votes, never stored. Pure: shared by the app,
// the functions, the demo seed and the tests.
import {
  appliesTo,
  formatLocal,
  isHttpsLinkOrEmpty,
  isIsoDay,
  isLocalAt,
  isTimeZone,
  PLAN_LIMITS,
  toInstantMillis,
  type LocalDateTime,
  type PlanItemKind,
  type PlanItemPrivate,
  type PlanItemShared,
  type PlanPrice,
} from './plan.js';
import { minorMoneyText } from './money-text.js';

/** 'pick': one of two or three options is confirmed; 'whoIsIn': each member is in or out of the item. */
export const CHOICE_KINDS = ['pick', 'whoIsIn'] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

/** Options are named a, b, c in order, so the rules can check a vote's keys without a loop. */
export const OPTION_IDS = ['a', 'b', 'c'] as const;
export type OptionId = (typeof OPTION_IDS)[number];

/** Rallly's and Doodle's three answers. */
export const PICK_ANSWERS = ['yes', 'ifNeedBe', 'no'] as const;
export type PickAnswer = (typeof PICK_ANSWERS)[number];
export const PICK_ANSWER_LABELS: Record<PickAnswer, string> = { yes: 'Yes', ifNeedBe: 'If need be', no: 'No' };

export const GOING_ANSWERS = ['in', 'out'] as const;
export type GoingAnswer = (typeof GOING_ANSWERS)[number];
export const GOING_ANSWER_LABELS: Record<GoingAnswer, string> = { in: 'In', out: 'Out' };
/** The one key of a "who is in" vote's answers. */
export const GOING_KEY = 'going';

/** A reminder goes to members who have not answered this long before the deadline. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** One option: what the item would become if it is confirmed. */
export interface ChoiceOption {
  id: OptionId;
  title: string;
  /** Timed items: start and optional end; lodging: check-in and check-out days (as plan items). */
  start: LocalDateTime | null;
  end: LocalDateTime | null;
  checkIn: string | null;
  checkOut: string | null;
  /** A price per person (totalMinor null), or null when not known yet. */
  price: PlanPrice | null;
  /** https only, or ''. */
  link: string;
}

export type ChoiceStatus = 'open' | 'confirmed';

/** trips/{tripId}/planChoices/{itemId}: one choice per plan item, named after the item. */
export interface PlanChoice {
  kind: ChoiceKind;
  /** The kind of the item decided on: lodging options are nights, the others times. */
  itemKind: PlanItemKind;
  /** What is being decided, as the group reads it ("Where we stay in Ubud"). */
  title: string;
  /** 'pick': two or three options a, b(, c); 'whoIsIn': none. */
  options: ChoiceOption[];
  /** The deadline as the planner wrote it, in the trip's zone. */
  deadlineLocal: LocalDateTime;
  /** The same deadline as an instant (ms since the epoch); stored as a Timestamp. */
  deadlineMillis: number;
  status: ChoiceStatus;
  confirmedOption: OptionId | null;
}

/** A member's answers: option id -> yes / if need be / no, or { going: in | out }. */
export type VoteAnswers = Partial<Record<OptionId, PickAnswer>> | { going: GoingAnswer };

/** trips/{tripId}/planChoices/{itemId}/choiceVotes/{uid}: one member's vote, theirs alone to write. */
export interface ChoiceVote {
  uid: string;
  answers: VoteAnswers;
}

// ---------- deadlines ----------

/** The instant of a deadline written in the trip's zone. */
export function deadlineInstant(local: LocalDateTime): number {
  return toInstantMillis(local);
}

/** Whether members may still answer: the choice is open and its deadline has not passed. */
export function isVotingOpen(choice: Pick<PlanChoice, 'status' | 'deadlineMillis'>, nowMillis: number): boolean {
  return choice.status === 'open' && nowMillis < choice.deadlineMillis;
}

/** "Fri, 12 Mar 2027, 18:00 (Asia/Makassar)": a deadline on the trip's clock, naming the zone. */
export function deadlineText(choice: Pick<PlanChoice, 'deadlineLocal'>): string {
  return `${formatLocal(choice.deadlineLocal, { withYear: true })} (${choice.deadlineLocal.zone})`;
}

// ---------- who may confirm ----------

export type ConfirmRole = 'organizer' | 'planner' | 'other';

/**
 * The organizer confirms while the choice is open, before or after the deadline; planners
 * confirm once the deadline has passed (the group had its say first); nobody else confirms.
 * Returns null when allowed, or the reason in words.
 */
export function confirmProblem(
  choice: Pick<PlanChoice, 'kind' | 'status' | 'deadlineMillis'>,
  role: ConfirmRole,
  nowMillis: number,
): string | null {
  if (choice.kind !== 'pick') return 'Only a choice between options is confirmed; who is in follows the votes.';
  if (choice.status !== 'open') return 'This choice is already confirmed.';
  if (role === 'organizer') return null;
  if (role === 'planner')
    return nowMillis >= choice.deadlineMillis ? null : 'Planners confirm once the deadline has passed.';
  return 'Only the organizer or, after the deadline, the planners can confirm a choice.';
}

// ---------- validation (the rules check the same shape) ----------

const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

function optionTimesProblem(option: ChoiceOption, itemKind: PlanItemKind): string | null {
  if (itemKind === 'lodging') {
    if (!isIsoDay(option.checkIn) || !isIsoDay(option.checkOut)) return 'needs a check-in and a check-out day.';
    if (option.checkOut <= option.checkIn) return 'check-out must be after check-in.';
    return option.start === null && option.end === null ? null : 'lodging is nights, not times.';
  }
  if (!option.start || !isLocalAt(option.start.at) || !isTimeZone(option.start.zone))
    return 'needs a start date, time and time zone.';
  if (option.end !== null) {
    if (!isLocalAt(option.end.at) || !isTimeZone(option.end.zone)) return 'give the end as a date, time and zone.';
    if (toInstantMillis(option.end) < toInstantMillis(option.start)) return 'the end must not be before the start.';
  }
  return option.checkIn === null && option.checkOut === null ? null : 'only lodging has check-in days.';
}

/** The first problem with a choice, in words, or null when it is valid. */
export function choiceProblem(choice: PlanChoice): string | null {
  if (!CHOICE_KINDS.includes(choice.kind)) return 'Choose what kind of choice this is.';
  if (!text(choice.title, PLAN_LIMITS.title) || choice.title.trim() === '') return 'Give the choice a title.';
  if (!isLocalAt(choice.deadlineLocal.at) || !isTimeZone(choice.deadlineLocal.zone))
    return 'Give the deadline as a date, time and the trip’s time zone.';
  if (choice.kind === 'whoIsIn') return choice.options.length === 0 ? null : 'Who is in has no options.';
  if (choice.options.length < 2 || choice.options.length > 3) return 'A choice has two or three options.';
  for (const [index, option] of choice.options.entries()) {
    const name = `Option ${index + 1}`;
    if (option.id !== OPTION_IDS[index]) return `${name} is out of order.`;
    if (!text(option.title, PLAN_LIMITS.title) || option.title.trim() === '') return `${name} needs a title.`;
    const times = optionTimesProblem(option, choice.itemKind);
    if (times) return `${name}: ${times}`;
    if (!isHttpsLinkOrEmpty(option.link)) return `${name}: the link must start with https://.`;
    if (option.price !== null) {
      const { currency, perPersonMinor, totalMinor } = option.price;
      if (!/^[A-Z]{3}$/.test(currency)) return `${name}: the currency must be a three-letter ISO code.`;
      if (
        !Number.isInteger(perPersonMinor) ||
        (perPersonMinor as number) < 0 ||
        (perPersonMinor as number) > PLAN_LIMITS.amountMinor ||
        totalMinor !== null
      )
        return `${name}: give the price per person.`;
    }
  }
  return null;
}

/** Whether a vote's answers fit the choice: one answer per option, or in/out. */
export function isValidAnswers(choice: Pick<PlanChoice, 'kind' | 'options'>, answers: unknown): boolean {
  if (typeof answers !== 'object' || answers === null) return false;
  const entries = Object.entries(answers);
  if (choice.kind === 'whoIsIn')
    return entries.length === 1 && entries[0][0] === GOING_KEY && GOING_ANSWERS.includes(entries[0][1]);
  const ids = choice.options.map((option) => option.id);
  return (
    entries.length === ids.length &&
    entries.every(([key, value]) => (ids as string[]).includes(key) && PICK_ANSWERS.includes(value))
  );
}

// ---------- the tally (derived from the votes) ----------

export interface OptionTally {
  id: OptionId;
  /** Uids by answer. */
  yes: string[];
  ifNeedBe: string[];
  no: string[];
}

export interface ChoiceTally {
  /** 'pick' only, in option order. */
  options: OptionTally[];
  /** 'whoIsIn' only. */
  in: string[];
  out: string[];
  /** Members with no vote yet. */
  unanswered: string[];
}

/** Counts the votes of the trip's members (votes of people no longer on the trip are left out). */
export function tallyChoice(
  choice: Pick<PlanChoice, 'kind' | 'options'>,
  votes: readonly ChoiceVote[],
  members: readonly string[],
): ChoiceTally {
  const memberSet = new Set(members);
  const counted = votes.filter((vote) => memberSet.has(vote.uid) && isValidAnswers(choice, vote.answers));
  const answered = new Set(counted.map((vote) => vote.uid));
  const pickOf = (vote: ChoiceVote, id: OptionId) => (vote.answers as Partial<Record<OptionId, PickAnswer>>)[id];
  const goingOf = (vote: ChoiceVote) => (vote.answers as { going?: GoingAnswer }).going;
  return {
    options:
      choice.kind === 'pick'
        ? choice.options.map((option) => ({
            id: option.id,
            yes: counted.filter((vote) => pickOf(vote, option.id) === 'yes').map((vote) => vote.uid),
            ifNeedBe: counted.filter((vote) => pickOf(vote, option.id) === 'ifNeedBe').map((vote) => vote.uid),
            no: counted.filter((vote) => pickOf(vote, option.id) === 'no').map((vote) => vote.uid),
          }))
        : [],
    in: choice.kind === 'whoIsIn' ? counted.filter((vote) => goingOf(vote) === 'in').map((vote) => vote.uid) : [],
    out: choice.kind === 'whoIsIn' ? counted.filter((vote) => goingOf(vote) === 'out').map((vote) => vote.uid) : [],
    unanswered: members.filter((uid) => !answered.has(uid)),
  };
}

/**
 * The options in the order the group leans: most yes, then most "if need be" (Rallly's order);
 * ties keep the planner's order.
 */
export function leadingOptions(tally: ChoiceTally): OptionId[] {
  return [...tally.options]
    .sort((a, b) => b.yes.length - a.yes.length || b.ifNeedBe.length - a.ifNeedBe.length)
    .map((option) => option.id);
}

// ---------- who is in ----------

/** The items each member said "Out" of: they leave that member's calendar and total. */
export function itemsSaidOut(
  choices: readonly { id: string; kind: ChoiceKind }[],
  votesOf: (choiceId: string) => readonly ChoiceVote[],
  uid: string,
): Set<string> {
  const out = new Set<string>();
  for (const choice of choices) {
    if (choice.kind !== 'whoIsIn') continue;
    const mine = votesOf(choice.id).find((vote) => vote.uid === uid);
    if (mine && (mine.answers as { going?: string }).going === 'out') out.add(choice.id);
  }
  return out;
}

/**
 * Whether an item is in a member's plan once "who is in" is counted: it applies to them, and
 * they did not say "Out" of it. Silence keeps the item: a planner's plan never loses an item
 * for someone who did not say so.
 */
export function appliesAfterChoices(
  item: Pick<PlanItemShared, 'travelers'> & { id: string },
  uid: string,
  saidOut: ReadonlySet<string>,
): boolean {
  return appliesTo(item, uid) && !saidOut.has(item.id);
}

// ---------- confirming ----------

/** The draft item as the confirmed option makes it: the option's title, times, price and link. */
export function itemFromOption<T extends PlanItemShared & PlanItemPrivate>(item: T, option: ChoiceOption): T {
  return {
    ...item,
    title: option.title,
    start: option.start,
    end: option.end,
    checkIn: option.checkIn,
    checkOut: option.checkOut,
    link: option.link,
    price: option.price ?? item.price,
  };
}

/** "Sat 13 Mar 15:00" / "12 Mar – 15 Mar (3 nights)" style text of an option's times. */
export function optionWhen(option: ChoiceOption): string {
  if (option.checkIn && option.checkOut) return `${option.checkIn} to ${option.checkOut}`;
  if (option.start) return `${option.start.at.replace('T', ' ')} (${option.start.zone})`;
  return '';
}

/** "Ubud Jungle Lodge, 2027-03-12 to 2027-03-15, $120.00 per person": an option in one line. */
export function optionSummary(option: ChoiceOption): string {
  const parts = [option.title, optionWhen(option)];
  if (option.price?.perPersonMinor != null)
    parts.push(`${minorMoneyText(option.price.perPersonMinor, option.price.currency)} per person`);
  return parts.filter(Boolean).join(', ');
}

/** The members a reminder is for: on the trip, no vote yet. */
export function reminderRecipients(members: readonly string[], voters: readonly string[]): string[] {
  const voted = new Set(voters);
  return members.filter((uid) => !voted.has(uid));
}

/** Whether the reminder window (the day before the deadline) holds `now`. */
export function isReminderDue(choice: Pick<PlanChoice, 'status' | 'deadlineMillis'>, nowMillis: number): boolean {
  return (
    choice.status === 'open' &&
    nowMillis < choice.deadlineMillis &&
    choice.deadlineMillis - nowMillis <= REMINDER_BEFORE_MS
  );
}
