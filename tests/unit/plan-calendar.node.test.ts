// The plan as an iCalendar file (functions/src/plan/calendar.ts), parsed back with ical.js:
// each event in its place's zone with a VTIMEZONE, lodging as all-day nights, one event per
// item of the traveler's, UIDs that stay the same from version to version.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { EMPTY_ITEM_FIELDS, type PublishedItem } from '@domain/plan';
import { eventUid, planCalendar } from '../../functions/src/plan/calendar';

const base = { ...EMPTY_ITEM_FIELDS, changedIn: 1 } as const;
const items: PublishedItem[] = [
  {
    ...base,
    id: 'flight',
    kind: 'flight',
    title: 'Boston to Denpasar',
    start: { at: '2027-03-24T21:40', zone: 'America/New_York' },
    end: { at: '2027-03-26T09:15', zone: 'Asia/Makassar' },
    travelers: ['ana'],
    order: 1,
  },
  {
    ...base,
    id: 'villa',
    kind: 'lodging',
    title: 'Ubud villa',
    start: null,
    checkIn: '2027-03-26',
    checkOut: '2027-03-28',
    order: 2,
  },
  {
    ...base,
    id: 'rafting',
    kind: 'activity',
    title: 'Rafting',
    start: { at: '2027-03-27T09:00', zone: 'Asia/Makassar' },
    travelers: ['ben'],
    order: 3,
  },
];

function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const zones = root.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return { root, zones, events };
}

describe('the plan as a calendar file', () => {
  const own = { flight: { confirmation: 'QX7Z2P', bookingRef: '', price: null } };
  const text = planCalendar({ tripId: 'bali', tripName: 'Bali Retreat', uid: 'ana', items, own }).toString();
  const { zones, events } = parse(text);

  it('holds one event per item of the traveler’s, and no one else’s', () => {
    expect(events.map((e) => e.summary)).toEqual(['Boston to Denpasar', 'Ubud villa']);
  });

  it('writes times in the place’s zone, with its VTIMEZONE', () => {
    const flight = events[0];
    expect(flight.startDate.zone?.tzid).toBe('America/New_York');
    expect(zones.map((z) => z.getFirstPropertyValue('tzid'))).toContain('America/New_York');
    expect(flight.startDate.toJSDate().toISOString()).toBe('2027-03-25T01:40:00.000Z');
    expect(flight.endDate.toJSDate().toISOString()).toBe('2027-03-26T01:15:00.000Z');
    expect(flight.description).toContain('Confirmation: QX7Z2P');
  });

  it('writes lodging as all-day nights', () => {
    const villa = events[1];
    expect(villa.startDate.isDate).toBe(true);
    expect(villa.startDate.toString()).toBe('2027-03-26');
    expect(villa.endDate.toString()).toBe('2027-03-28');
  });

  it('keeps each event’s UID from version to version', () => {
    const v2 = planCalendar({
      tripId: 'bali',
      tripName: 'Bali Retreat',
      uid: 'ana',
      items: items.map((item) => ({ ...item, title: `${item.title}!`, changedIn: 2 })),
      own: {},
    }).toString();
    const again = parse(v2).events;
    expect(again.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    expect(events[0].uid).toBe(eventUid('bali', 'flight'));
    expect(again[0].sequence).toBe(2);
  });
});
