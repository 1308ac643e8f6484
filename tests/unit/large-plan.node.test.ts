import { describe, expect, it } from 'vitest';
import { appliesTo, buildVersion, groupByDay, planItemProblem } from '@domain/plan';
import { LARGE_PLAN_ITEMS, largePlanItems } from '../../scripts/large-plan';

const people = { organizer: 'org', member: 'milo', others: ['a', 'b', 'c', 'd'] as const };
const items = largePlanItems('2027-03-20', people);

describe("the large data set's 40-item plan (what npm run perf measures)", () => {
  it('is 40 valid items with stable ids, over eight days, in the order of each day', () => {
    expect(items).toHaveLength(LARGE_PLAN_ITEMS);
    for (const item of items) expect(planItemProblem(item), item.title).toBeNull();
    expect(new Set(items.map((item) => item.id)).size).toBe(LARGE_PLAN_ITEMS);
    expect(largePlanItems('2027-03-20', people).map((item) => item.id)).toEqual(items.map((item) => item.id));
    expect(groupByDay(items).map(({ day }) => day)).toEqual([
      '2027-03-20',
      '2027-03-21',
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-03-27',
    ]);
  });

  it('has flights across zones, two lodging stays and items for some travelers only', () => {
    const flights = items.filter((item) => item.kind === 'flight');
    expect(flights).toHaveLength(6);
    for (const flight of flights) expect(flight.start?.zone).not.toBe(flight.end?.zone);
    expect(items.filter((item) => item.kind === 'lodging').map((item) => [item.checkIn, item.checkOut])).toEqual([
      ['2027-03-21', '2027-03-25'],
      ['2027-03-25', '2027-03-27'],
    ]);
    const forSome = items.filter((item) => item.travelers !== 'all');
    expect(forSome.length).toBeGreaterThan(6);
    expect(forSome.some((item) => !appliesTo(item, people.member))).toBe(true);
  });

  it("publishes with each traveler's private part holding their own items only", () => {
    const members = [people.organizer, people.member, ...people.others];
    const { shared, privateParts } = buildVersion(1, items, null, members, {});
    expect(shared.items).toHaveLength(LARGE_PLAN_ITEMS);
    const milo = privateParts.find((part) => part.uid === people.member);
    const own = items.filter((item) => appliesTo(item, people.member)).map((item) => item.id);
    expect(Object.keys(milo?.items ?? {}).sort()).toEqual(own.sort());
    expect(own.length).toBeLessThan(LARGE_PLAN_ITEMS);
  });
});
