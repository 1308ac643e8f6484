// The trip plan's item model (docs/trip-plan.md): what a planner writes in the draft, what the
// group reads in a published version, and what stays private to the travelers an item names.
// Pure: shared by the app, the functions, the seed script and the tests.
import { TZDate } from '@date-fns/tz';
import { localDateToIsoDay, twoDigits } from './calendar-day.js';
import { compareText } from './text-order.js';

export const PLAN_ITEM_KINDS = ['flight', 'lodging', 'transport', 'activity', 'restaurant', 'note'] as const;
export type PlanItemKind = (typeof PLAN_ITEM_KINDS)[number];

export const PLAN_KIND_LABELS: Record<PlanItemKind, string> = {
  flight: 'Flight',
  lodging: 'Lodging',
  transport: 'Transport',
  activity: 'Activity',
  restaurant: 'Restaurant',
  note: 'Note',
};

/** Limits the rules mirror (firestore.rules, "trip plan"). */
export const PLAN_LIMITS = {
  title: 200,
  place: 200,
  link: 2000,
  notes: 2000,
  code: 100,
  travelers: 100,
  items: 200,
  zone: 64,
  /** Minor units: 100 million of a currency's smallest unit is far above any trip item. */
  amountMinor: 100_000_000,
} as const;

/** What a person would write on a ticket: a wall-clock time in the place's IANA zone. */
export interface LocalDateTime {
  /** 'YYYY-MM-DDTHH:mm', no offset: the time on the clock where the item happens. */
  at: string;
  /** IANA zone of the place, e.g. 'America/New_York'. */
  zone: string;
}

/** Money in a currency's minor units (cents) with its ISO 4217 code; never added across codes. */
export interface PlanPrice {
  currency: string;
  /** What one traveler pays, when the planner knows it. */
  perPersonMinor: number | null;
  /** What the item costs for everyone it names, when that is what the planner knows. */
  totalMinor: number | null;
}

/** Who an item applies to: the whole group, or the named travelers (uids). */
export type PlanTravelers = 'all' | string[];

/** The fields every member of the trip may read. */
export interface PlanItemShared {
  kind: PlanItemKind;
  title: string;
  /** Non-lodging items: when it starts (and, if known, ends, possibly in another zone). */
  start: LocalDateTime | null;
  end: LocalDateTime | null;
  /** Lodging: the nights from checkIn to checkOut (calendar days 'YYYY-MM-DD', checkOut excluded). */
  checkIn: string | null;
  checkOut: string | null;
  place: string;
  /** https only, or ''. */
  mapLink: string;
  /** https only, or ''. */
  link: string;
  notes: string;
  travelers: PlanTravelers;
  /** The planner's order; items of one day show in this order. */
  order: number;
}

/** What only the travelers an item names (and the planners) may read. */
export interface PlanItemPrivate {
  confirmation: string;
  bookingRef: string;
  price: PlanPrice | null;
}

/**
 * An item's optional fields, empty: for the whole group, no time, place, link, code or price.
 * A new item (the demo plan's, a test's) starts from these and sets what it has.
 */
export const EMPTY_ITEM_FIELDS = {
  start: null,
  end: null,
  checkIn: null,
  checkOut: null,
  place: '',
  mapLink: '',
  link: '',
  notes: '',
  travelers: 'all',
  confirmation: '',
  bookingRef: '',
  price: null,
} as const satisfies Omit<PlanItemShared & PlanItemPrivate, 'kind' | 'title' | 'order'>;

/** One item as a planner edits it: trips/{tripId}/planDraft/{itemId}. */
export interface PlanDraftItem extends PlanItemShared, PlanItemPrivate {
  /** Bumped by one on every save; the rules refuse a save made from an older revision. */
  rev: number;
}

/**
 * An item as a published version holds it. `id` is the draft item's id, stable from version to
 * version, so calendars update instead of duplicating and the next issue's choices, votes and
 * questions can hang off an item by id in their own documents.
 */
export interface PublishedItem extends PlanItemShared {
  id: string;
  /** The version in which this item was added or last changed (the "changed" mark). */
  changedIn: number;
  /**
   * The instant `start` stands for (ms since the epoch), worked out at publish, so the group's
   * page shows each viewer their own time without loading time zone data on a phone
   * (docs/trip-plan.md, "Time zones"). Null without a start; absent from versions published
   * before it, which work it out on the device.
   */
  startInstant?: number | null;
}

export type PlanChangeKind = 'added' | 'changed' | 'removed';

/** One line of "what changed": field names only, never a private value. */
export interface PlanChange {
  kind: PlanChangeKind;
  itemId: string;
  title: string;
  /** Changed fields in words ("time", "confirmation code"); empty unless kind is 'changed'. */
  fields: string[];
  /** Who the change concerns: everyone the item named before or after. */
  travelers: PlanTravelers;
}

/** trips/{tripId}/planVersions/{version}: what the whole group reads. */
export interface PublishedVersion {
  version: number;
  items: PublishedItem[];
  /** Changes from the version before (empty for version 1). */
  changes: PlanChange[];
  /** Names of everyone the plan names, so the group view needs no other read. */
  travelerNames: Record<string, string>;
}

/** trips/{tripId}/planVersions/{version}/private/{uid}: one traveler's own details. */
export interface PrivateVersionPart {
  uid: string;
  version: number;
  items: Record<string, PlanItemPrivate>;
}

// ---------- validation (the draft rules and the publish function check the same) ----------

const LOCAL_AT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CURRENCY = /^[A-Z]{3}$/;
const HTTPS_LINK = /^https:\/\/[^\s/?#]+[^\s]*$/;

function isRealDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DAY.exec(value);
  return !!m && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

export function isLocalAt(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = LOCAL_AT.exec(value);
  return !!m && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Whether the runtime knows this IANA zone (Intl refuses unknown ones). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > PLAN_LIMITS.zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** '' or an https URL without spaces: links are shown as <a href>, so never javascript: or http:. */
export function isHttpsLinkOrEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.length <= PLAN_LIMITS.link && (value === '' || HTTPS_LINK.test(value));
}

function isAmount(value: unknown): value is number | null {
  return (
    value === null ||
    (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= PLAN_LIMITS.amountMinor)
  );
}

function isLocalDateTime(value: unknown): value is LocalDateTime {
  if (typeof value !== 'object' || value === null) return false;
  const { at, zone } = value as Record<string, unknown>;
  return Object.keys(value).length === 2 && isLocalAt(at) && isTimeZone(zone);
}

const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** The first problem with an item, in words, or null when it is valid. */
export function planItemProblem(item: PlanItemShared & PlanItemPrivate): string | null {
  if (!PLAN_ITEM_KINDS.includes(item.kind)) return 'Choose what kind of item this is.';
  if (!text(item.title, PLAN_LIMITS.title) || item.title.trim() === '') return 'Give the item a title.';
  if (item.kind === 'lodging') {
    if (!isIsoDay(item.checkIn) || !isIsoDay(item.checkOut)) return 'Lodging needs a check-in and a check-out day.';
    if (item.checkOut <= item.checkIn) return 'Check-out must be at least one night after check-in.';
    if (item.start !== null || item.end !== null) return 'Lodging is nights, not times.';
  } else {
    if (!isLocalDateTime(item.start)) return 'Give a start date, time and time zone.';
    if (item.end !== null) {
      if (!isLocalDateTime(item.end)) return 'Give the end as a date, time and time zone.';
      if (toInstantMillis(item.end) < toInstantMillis(item.start)) return 'The end must not be before the start.';
    }
    if (item.checkIn !== null || item.checkOut !== null) return 'Only lodging has check-in and check-out days.';
  }
  if (!text(item.place, PLAN_LIMITS.place)) return 'The place is too long.';
  if (!isHttpsLinkOrEmpty(item.mapLink)) return 'The map link must start with https://.';
  if (!isHttpsLinkOrEmpty(item.link)) return 'The booking link must start with https://.';
  if (!text(item.notes, PLAN_LIMITS.notes)) return 'The notes are too long.';
  if (!text(item.confirmation, PLAN_LIMITS.code) || !text(item.bookingRef, PLAN_LIMITS.code))
    return 'The confirmation code is too long.';
  const { travelers } = item;
  if (travelers !== 'all') {
    if (!Array.isArray(travelers) || travelers.length === 0) return 'Choose the whole group or at least one traveler.';
    if (travelers.length > PLAN_LIMITS.travelers || new Set(travelers).size !== travelers.length)
      return 'Name each traveler once.';
  }
  if (item.price !== null) {
    const { currency, perPersonMinor, totalMinor } = item.price;
    if (typeof currency !== 'string' || !CURRENCY.test(currency))
      return 'The currency must be a three-letter ISO code.';
    if (!isAmount(perPersonMinor) || !isAmount(totalMinor)) return 'A price must be a positive amount.';
    if (perPersonMinor === null && totalMinor === null) return 'Give a price per person or a total.';
  }
  if (typeof item.order !== 'number' || !Number.isFinite(item.order)) return 'The order must be a number.';
  return null;
}

// ---------- time ----------

/** The instant a wall-clock time in a zone stands for (for sorting across zones and calendars). */
export function toInstantMillis(local: LocalDateTime): number {
  const m = LOCAL_AT.exec(local.at);
  if (!m) throw new Error(`Not a local date-time: ${local.at}`);
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  return new TZDate(y, mo - 1, d, h, mi, local.zone).getTime();
}

/** The local date (YYYY-MM-DD) an item belongs to: its start's date in its own zone, or check-in. */
export function itemDay(item: Pick<PlanItemShared, 'start' | 'checkIn'>): string {
  if (item.start) return item.start.at.slice(0, 10);
  return item.checkIn ?? '';
}

/** Nights of a lodging item (check-out day excluded). */
export function nightsOf(item: Pick<PlanItemShared, 'checkIn' | 'checkOut'>): number {
  if (!item.checkIn || !item.checkOut) return 0;
  return Math.round((Date.parse(`${item.checkOut}T12:00:00Z`) - Date.parse(`${item.checkIn}T12:00:00Z`)) / 86_400_000);
}

export interface PlanDay<T> {
  day: string;
  items: T[];
}

/** Items grouped by their local day, days in calendar order, each day in the planner's order. */
export function groupByDay<T extends PlanItemShared>(items: readonly T[]): PlanDay<T>[] {
  const days = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.order - b.order)) {
    const day = itemDay(item);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days.entries()].sort(([a], [b]) => compareText(a, b)).map(([day, dayItems]) => ({ day, items: dayItems }));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
// British English's short months, as Intl writes them for 'en-GB' ('Sept', not 'Sep').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A local time as the place's clock shows it. The clock's reading is the
 * `at` itself, so this is written out rather than asked of Intl: a page's first time zone
 * formatter loads time zone data, a long task on a slow phone (docs/performance.md).
 */
export function formatLocal(local: Pick<LocalDateTime, 'at'>, { withYear = false } = {}): string {
  const m = LOCAL_AT.exec(local.at);
  if (!m) throw new Error(`Not a local date-time: ${local.at}`);
  const [year, month, day] = m.slice(1, 4).map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  // As 'en-GB' writes them: 'Thu 25 Mar, 01:40', and with the year 'Thu, 25 Mar 2027, 01:40'.
  return withYear
    ? `${weekday}, ${day} ${MONTHS[month - 1]} ${year}, ${m[4]}:${m[5]}`
    : `${weekday} ${day} ${MONTHS[month - 1]}, ${m[4]}:${m[5]}`;
}

/**
 * The same moment on the viewer's clock, or null when it reads the same. Without a zone, the
 * viewer is this device (its clock read through Date, which needs no time zone data); with the
 * instant given (PublishedItem.startInstant), nothing loads time zone data at all.
 */
export function viewerTimeIfDifferent(
  local: LocalDateTime,
  { zone, instant = toInstantMillis(local) }: { zone?: string; instant?: number } = {},
): string | null {
  const inViewer = zone ? localAtOf(instant, zone) : deviceLocalAt(instant);
  return inViewer === local.at ? null : formatLocal({ at: inViewer });
}

/** The wall-clock 'YYYY-MM-DDTHH:mm' of an instant on this device's clock. */
function deviceLocalAt(instantMillis: number): string {
  const d = new Date(instantMillis);
  return `${localDateToIsoDay(d)}T${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
}

/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using one. */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock 'YYYY-MM-DDTHH:mm' of an instant in a zone. */
export function localAtOf(instantMillis: number, zone: string): string {
  let format = partsFormatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    });
    partsFormatters.set(zone, format);
  }
  const parts = format.formatToParts(instantMillis);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

// ---------- who sees what ----------

/** Whether an item applies to this traveler. */
export function appliesTo(item: Pick<PlanItemShared, 'travelers'>, uid: string): boolean {
  return item.travelers === 'all' || item.travelers.includes(uid);
}

/** How many travelers an item names, given the group's size for whole-group items. */
export function travelerCount(item: Pick<PlanItemShared, 'travelers'>, groupSize: number): number {
  return item.travelers === 'all' ? groupSize : item.travelers.length;
}

// ---------- money ----------

/** What one traveler pays for an item: the per-person price, or the total split evenly (rounded up). */
export function perPersonMinor(price: PlanPrice, travelers: number): number | null {
  if (price.perPersonMinor !== null) return price.perPersonMinor;
  if (price.totalMinor === null || travelers < 1) return null;
  return Math.ceil(price.totalMinor / travelers);
}

/** A traveler's total per currency over their items, each currency on its own. */
export function perPersonTotals(
  items: readonly Pick<PublishedItem, 'id' | 'travelers'>[],
  own: Record<string, PlanItemPrivate>,
  uid: string,
  groupSize: number,
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const item of items) {
    const price = own[item.id]?.price;
    if (!price || !appliesTo(item, uid)) continue;
    const amount = perPersonMinor(price, travelerCount(item, groupSize));
    if (amount === null) continue;
    totals[price.currency] = (totals[price.currency] ?? 0) + amount;
  }
  return totals;
}

// ---------- versions ----------

const SHARED_FIELDS: [keyof PlanItemShared, string][] = [
  ['kind', 'kind'],
  ['title', 'title'],
  ['start', 'time'],
  ['end', 'end time'],
  ['checkIn', 'check-in'],
  ['checkOut', 'check-out'],
  ['place', 'place'],
  ['mapLink', 'map link'],
  ['link', 'booking link'],
  ['notes', 'notes'],
  ['travelers', 'who goes'],
];
const PRIVATE_FIELDS: [keyof PlanItemPrivate, string][] = [
  ['confirmation', 'confirmation code'],
  ['bookingRef', 'booking reference'],
  ['price', 'price'],
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function unionTravelers(a: PlanTravelers, b: PlanTravelers): PlanTravelers {
  if (a === 'all' || b === 'all') return 'all';
  return [...new Set([...a, ...b])];
}

export interface DiffableItem extends PlanItemShared, PlanItemPrivate {
  id: string;
}

/**
 * What changed from one version's items to the next's: added, changed (which fields, in
 * words) and removed items, in the new plan's order. Reordering alone is not a change.
 */
export function diffPlans(before: readonly DiffableItem[], after: readonly DiffableItem[]): PlanChange[] {
  const previous = new Map(before.map((item) => [item.id, item]));
  const changes: PlanChange[] = [];
  for (const item of [...after].sort((a, b) => a.order - b.order)) {
    const old = previous.get(item.id);
    if (!old) {
      changes.push({ kind: 'added', itemId: item.id, title: item.title, fields: [], travelers: item.travelers });
      continue;
    }
    const fields = [...SHARED_FIELDS, ...PRIVATE_FIELDS]
      .filter(([key]) => !same(old[key], item[key]))
      .map(([, words]) => words);
    if (fields.length > 0)
      changes.push({
        kind: 'changed',
        itemId: item.id,
        title: item.title,
        fields,
        travelers: unionTravelers(old.travelers, item.travelers),
      });
  }
  const kept = new Set(after.map((item) => item.id));
  for (const old of before)
    if (!kept.has(old.id))
      changes.push({ kind: 'removed', itemId: old.id, title: old.title, fields: [], travelers: old.travelers });
  return changes;
}

/** One change in words, for the email and the "what changed" list. */
export function describeChange(change: PlanChange): string {
  if (change.kind === 'added') return `Added: ${change.title}`;
  if (change.kind === 'removed') return `Removed: ${change.title}`;
  return `Changed ${change.fields.join(', ')}: ${change.title}`;
}

/** The changes that concern one traveler. */
export function changesFor(changes: readonly PlanChange[], uid: string): PlanChange[] {
  return changes.filter((change) => appliesTo(change, uid));
}

/** The shared part of a draft item (what the version document holds). */
export function sharedPart(item: PlanItemShared): PlanItemShared {
  const { kind, title, start, end, checkIn, checkOut, place, mapLink, link, notes, travelers, order } = item;
  return { kind, title, start, end, checkIn, checkOut, place, mapLink, link, notes, travelers, order };
}

/** The private part of a draft item (what each named traveler's document holds). */
export function privatePart(item: PlanItemPrivate): PlanItemPrivate {
  const { confirmation, bookingRef, price } = item;
  return { confirmation, bookingRef, price };
}

/**
 * Splits the draft into version N: the group's document (shared fields, each item's changedIn)
 * and one private document per member holding the private fields of that member's items.
 */
export function buildVersion(
  version: number,
  draft: readonly DiffableItem[],
  previous: { items: readonly PublishedItem[]; privateItems: Record<string, PlanItemPrivate> } | null,
  members: readonly string[],
  travelerNames: Record<string, string>,
): { shared: PublishedVersion; privateParts: PrivateVersionPart[] } {
  const before: DiffableItem[] = (previous?.items ?? []).map((item) => ({
    ...item,
    ...(previous?.privateItems[item.id] ?? { confirmation: '', bookingRef: '', price: null }),
  }));
  const changes = previous ? diffPlans(before, draft) : [];
  const changedIds = new Set(changes.map((change) => change.itemId));
  const oldChangedIn = new Map((previous?.items ?? []).map((item) => [item.id, item.changedIn]));
  const ordered = [...draft].sort((a, b) => a.order - b.order);
  const items: PublishedItem[] = ordered.map((item) => ({
    id: item.id,
    ...sharedPart(item),
    startInstant: item.start ? toInstantMillis(item.start) : null,
    changedIn: changedIds.has(item.id) || !oldChangedIn.has(item.id) ? version : (oldChangedIn.get(item.id) as number),
  }));
  const named = new Set(ordered.flatMap((item) => (item.travelers === 'all' ? [] : item.travelers)));
  const names: Record<string, string> = {};
  for (const uid of [...members, ...named]) if (travelerNames[uid]) names[uid] = travelerNames[uid];
  const privateParts = members.map((uid) => ({
    uid,
    version,
    items: Object.fromEntries(
      ordered.filter((item) => appliesTo(item, uid)).map((item) => [item.id, privatePart(item)]),
    ),
  }));
  return { shared: { version, items, changes, travelerNames: names }, privateParts };
}
