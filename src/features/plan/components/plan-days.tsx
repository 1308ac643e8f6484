// "Your plan" day by day: a section for each day with its items' cards.
import { groupByDay, type PlanItemPrivate, type PublishedItem } from '@domain/plan';
import { dayHeading } from '../plan-view';
import { PlanItemCard } from './plan-item-card';

export function PlanDays({
  items,
  own,
  names,
  changed,
}: {
  items: PublishedItem[];
  own: Record<string, PlanItemPrivate>;
  names: Record<string, string>;
  /** The item changed since the version the viewer last opened here. */
  changed: (item: PublishedItem) => boolean;
}) {
  return groupByDay(items).map(({ day, items: dayItems }) => (
    <section key={day} className="plan-day" aria-label={dayHeading(day)}>
      <h3>{dayHeading(day)}</h3>
      <ul className="plan-items">
        {dayItems.map((item) => (
          <PlanItemCard key={item.id} item={item} own={own[item.id]} names={names} changed={changed(item)} />
        ))}
      </ul>
    </section>
  ));
}
