// One traveler's plan as an iCalendar file (RFC 5545), for "Add to calendar" and the
// subscription feed alike (docs/trip-plan.md, "Calendars"). Written with ical-generator;
// VTIMEZONE blocks come from timezones-ical-library, so a calendar that does not know a zone
// still places the times right.
import { TZDate } from '@date-fns/tz';
import ical, { type ICalCalendar } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import {
  appliesTo,
  PLAN_KIND_LABELS,
  toInstantMillis,
  type PlanItemPrivate,
  type PublishedItem,
} from '../domain/plan.js';

export interface CalendarInput {
  tripId: string;
  tripName: string;
  uid: string;
  items: readonly PublishedItem[];
  /** The traveler's own private details, by item id. */
  own: Record<string, PlanItemPrivate>;
}

/** A calendar's product id; calendars use it to tell feeds apart. */
const PROD_ID = { company: 'Tripwise', product: 'Trip plan', language: 'EN' };

function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && typeof block[0] === 'string' && block[0] !== '' ? block[0] : null;
}

/**
 * The UID of an item's event: the item id never changes between versions, so re-importing
 * the file or refreshing the feed updates the event instead of adding a second one.
 */
export function eventUid(tripId: string, itemId: string): string {
  return `${itemId}.${tripId}@plan.tripwise`;
}

function describe(item: PublishedItem, own: PlanItemPrivate | undefined): string {
  const lines = [PLAN_KIND_LABELS[item.kind]];
  if (own?.confirmation) lines.push(`Confirmation: ${own.confirmation}`);
  if (own?.bookingRef) lines.push(`Booking reference: ${own.bookingRef}`);
  if (item.notes) lines.push(item.notes);
  return lines.join('\n');
}

/** The calendar of the items that apply to `uid`: one event per item. */
export function planCalendar(input: CalendarInput): ICalCalendar {
  const calendar = ical({
    name: input.tripName,
    prodId: PROD_ID,
    timezone: { name: null, generator: vtimezone },
  });
  for (const item of input.items) {
    if (!appliesTo(item, input.uid)) continue;
    const common = {
      id: eventUid(input.tripId, item.id),
      summary: item.title,
      description: describe(item, input.own[item.id]),
      location: item.place || null,
      url: item.link || null,
      sequence: item.changedIn,
    };
    if (item.kind === 'lodging' && item.checkIn && item.checkOut) {
      // Nights as an all-day span: DTEND is the check-out day, which RFC 5545 excludes.
      calendar.createEvent({
        ...common,
        allDay: true,
        start: new Date(`${item.checkIn}T12:00:00Z`),
        end: new Date(`${item.checkOut}T12:00:00Z`),
      });
    } else if (item.start) {
      // One TZID per event: a flight's arrival is written in the departure zone (same instant).
      const zone = item.start.zone;
      const start = new TZDate(toInstantMillis(item.start), zone);
      const end = new TZDate(item.end ? toInstantMillis(item.end) : start.getTime(), zone);
      calendar.createEvent({ ...common, timezone: zone, start, end });
    }
  }
  return calendar;
}

/** The file's name for a download: the trip's name, safe for any file system. */
export function calendarFileName(tripName: string): string {
  const base =
    tripName
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'trip';
  return `${base}-plan.ics`;
}
