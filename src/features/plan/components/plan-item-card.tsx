// One item of "Your plan": what and when (and the viewer's own time when the zone differs), where,
// for whom, the viewer's own codes and prices, the booking link, notes, and the item's questions.
import { PLAN_KIND_LABELS, viewerTimeIfDifferent, type PlanItemPrivate, type PublishedItem } from '@domain/plan';
import { minorMoneyText } from '@domain/money-text';
import { whenText } from '../plan-view';
import { ItemQuestions } from './item-questions';

export function PlanItemCard({
  item,
  own,
  names,
  changed,
}: {
  item: PublishedItem;
  own: PlanItemPrivate | undefined;
  names: Record<string, string>;
  changed: boolean;
}) {
  // On this device's clock, from the instant the publish worked out (no time zone data to load).
  const yours = item.start ? viewerTimeIfDifferent(item.start, { instant: item.startInstant ?? undefined }) : null;
  return (
    <li className="plan-item">
      <p className="plan-item-kind">
        {PLAN_KIND_LABELS[item.kind]}
        {changed && <span className="plan-changed"> · Changed</span>}
      </p>
      <h4 className="plan-item-title">{item.title}</h4>
      <p>{whenText(item)}</p>
      {yours && <p className="muted">Your time: {yours}</p>}
      {item.place && (
        <p>
          {item.mapLink ? (
            <a href={item.mapLink} target="_blank" rel="noreferrer noopener">
              {item.place}
            </a>
          ) : (
            item.place
          )}
        </p>
      )}
      {item.travelers !== 'all' && <p>For: {item.travelers.map((uid) => names[uid] ?? 'A traveler').join(', ')}</p>}
      {own?.confirmation && <p>Confirmation code: {own.confirmation}</p>}
      {own?.bookingRef && <p>Booking reference: {own.bookingRef}</p>}
      {own?.price && (
        <p>
          Price:{' '}
          {[
            own.price.perPersonMinor !== null
              ? `${minorMoneyText(own.price.perPersonMinor, own.price.currency)} per person`
              : '',
            own.price.totalMinor !== null ? `${minorMoneyText(own.price.totalMinor, own.price.currency)} total` : '',
          ]
            .filter(Boolean)
            .join(', ')}
        </p>
      )}
      {item.link && (
        <p>
          <a
            href={item.link}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={`Booking details for ${item.title}`}
          >
            Booking details
          </a>
        </p>
      )}
      {item.notes && <p className="plan-notes">{item.notes}</p>}
      <ItemQuestions item={item} />
    </li>
  );
}
