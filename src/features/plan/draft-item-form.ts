// The plan editor's form for one draft item: what the planner types, read from a stored item and
// turned back into the item its next revision writes (docs/trip-plan.md).
import { isTimeZone, planItemProblem, type PlanDraftItem, type PlanItemKind } from '@domain/plan';
import type { DraftEntry } from './api/plan-api';
import { fromMinor, toMinor } from './money-input';

export interface PlanTraveler {
  uid: string;
  name: string;
}

export interface DraftItemForm {
  kind: PlanItemKind;
  title: string;
  startAt: string;
  startZone: string;
  endAt: string;
  endZone: string;
  checkIn: string;
  checkOut: string;
  place: string;
  mapLink: string;
  link: string;
  notes: string;
  forEveryone: boolean;
  named: string[];
  confirmation: string;
  bookingRef: string;
  currency: string;
  perPerson: string;
  total: string;
}

/** The form's text fields: the keys whose value is a string. */
export type DraftItemTextKey = {
  [K in keyof DraftItemForm]: DraftItemForm[K] extends string ? K : never;
}[keyof DraftItemForm];

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function emptyForm(zone: string): DraftItemForm {
  return {
    kind: 'activity',
    title: '',
    startAt: '',
    startZone: zone,
    endAt: '',
    endZone: zone,
    checkIn: '',
    checkOut: '',
    place: '',
    mapLink: '',
    link: '',
    notes: '',
    forEveryone: true,
    named: [],
    confirmation: '',
    bookingRef: '',
    currency: 'USD',
    perPerson: '',
    total: '',
  };
}

export function formOf(item: DraftEntry): DraftItemForm {
  return {
    kind: item.kind,
    title: item.title,
    startAt: item.start?.at ?? '',
    startZone: item.start?.zone ?? browserZone(),
    endAt: item.end?.at ?? '',
    endZone: item.end?.zone ?? item.start?.zone ?? browserZone(),
    checkIn: item.checkIn ?? '',
    checkOut: item.checkOut ?? '',
    place: item.place,
    mapLink: item.mapLink,
    link: item.link,
    notes: item.notes,
    forEveryone: item.travelers === 'all',
    named: item.travelers === 'all' ? [] : item.travelers,
    confirmation: item.confirmation,
    bookingRef: item.bookingRef,
    currency: item.price?.currency ?? 'USD',
    perPerson: fromMinor(item.price?.perPersonMinor ?? null, item.price?.currency ?? 'USD'),
    total: fromMinor(item.price?.totalMinor ?? null, item.price?.currency ?? 'USD'),
  };
}

export function itemOf(form: DraftItemForm, order: number, rev: number): PlanDraftItem {
  const lodging = form.kind === 'lodging';
  const currency = form.currency.trim().toUpperCase();
  const perPersonMinor = toMinor(form.perPerson, currency);
  const totalMinor = toMinor(form.total, currency);
  return {
    kind: form.kind,
    title: form.title.trim(),
    start: lodging ? null : { at: form.startAt, zone: form.startZone.trim() },
    end: lodging || form.endAt === '' ? null : { at: form.endAt, zone: form.endZone.trim() },
    checkIn: lodging ? form.checkIn : null,
    checkOut: lodging ? form.checkOut : null,
    place: form.place.trim(),
    mapLink: form.mapLink.trim(),
    link: form.link.trim(),
    notes: form.notes.trim(),
    travelers: form.forEveryone ? 'all' : form.named,
    order,
    confirmation: form.confirmation.trim(),
    bookingRef: form.bookingRef.trim(),
    price: perPersonMinor === null && totalMinor === null ? null : { currency, perPersonMinor, totalMinor },
    rev,
  };
}

/**
 * The order that moves the item at `index` one place (`step`): between the next two items, or
 * one beyond the last. Null when it is already at that end.
 */
export function orderAfterMove(items: readonly { order: number }[], index: number, step: -1 | 1): number | null {
  const target = index + step;
  if (target < 0 || target >= items.length) return null;
  const beyond = items[target + step];
  return beyond ? (items[target].order + beyond.order) / 2 : items[target].order + step;
}

/** A problem the form's check found, and the field it belongs to (null: the form as a whole). */
export interface DraftItemProblem {
  field: keyof DraftItemForm | null;
  message: string;
}

// The field each of the shared check's messages (planItemProblem) is about, so the editor shows
// it at that field instead of under the form (issue 46). A message not listed stays under the form.
const FIELD_OF_MESSAGE: Record<string, keyof DraftItemForm> = {
  'Choose what kind of item this is.': 'kind',
  'Give the item a title.': 'title',
  'Lodging needs a check-in and a check-out day.': 'checkIn',
  'Check-out must be at least one night after check-in.': 'checkOut',
  'Give a start date, time and time zone.': 'startAt',
  'Give the end as a date, time and time zone.': 'endAt',
  'The end must not be before the start.': 'endAt',
  'The place is too long.': 'place',
  'The map link must start with https://.': 'mapLink',
  'The booking link must start with https://.': 'link',
  'The notes are too long.': 'notes',
  'The confirmation code is too long.': 'confirmation',
  'Choose the whole group or at least one traveler.': 'named',
  'Name each traveler once.': 'named',
  'The currency must be a three-letter ISO code.': 'currency',
  'A price must be a positive amount.': 'perPerson',
  'Give a price per person or a total.': 'perPerson',
};

/** What is wrong with the item the form makes (its start zone first), and where; or null. */
export function draftItemProblem(form: DraftItemForm, item: PlanDraftItem): DraftItemProblem | null {
  if (!isTimeZone(form.startZone.trim()) && form.kind !== 'lodging') {
    return { field: 'startZone', message: 'Choose the time zone the start is in.' };
  }
  const message = planItemProblem(item);
  return message === null ? null : { field: FIELD_OF_MESSAGE[message] ?? null, message };
}
