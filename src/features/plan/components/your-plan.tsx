// "Your plan" on the trip page: the latest published version, day by day, for the organizer
// and the members. Each viewer sees the group's items and their own, their own confirmation
// codes and prices, and marks on what changed since the version they last opened here.
import { useDeferredValue, useEffect, useState } from 'react';
import { appliesAfterChoices, itemsSaidOut } from '@domain/plan-choices';
import {
  appliesTo,
  describeChange,
  formatMoney,
  groupByDay,
  perPersonTotals,
  PLAN_KIND_LABELS,
  viewerTimeIfDifferent,
  type PlanItemPrivate,
  type PublishedItem,
} from '@domain/plan';
import { useLoaded } from '@/lib/use-loaded';
import { useAction } from '@/ui/use-action';
import { loadPlan, downloadCalendar } from '../api/plan-api';
import { dayHeading, lastSeenVersion, markSeen, planCsv, saveFile, whenText } from '../plan-view';
import { CalendarSubscription } from './calendar-subscription';
import { ChoicePanel } from './choice-panel';
import { useChoices } from './use-choices';
import { ItemQuestions } from './item-questions';
import { PlanQuestionsProvider } from './question-panel';
import '../plan.css';

interface Props {
  tripId: string;
  tripName: string;
  uid: string;
  groupSize: number;
  /** The organizer may confirm a choice (docs/decide-together.md). */
  organizerUid?: string;
  /** The organizer and members: who a choice waits for. */
  members?: string[];
  /** The viewer organizes the trip: they read every question's text (docs/plan-questions.md). */
  organizer?: boolean;
}

function PlanItemCard({
  item,
  own,
  names,
  changed,
  viewerZone,
}: {
  item: PublishedItem;
  own: PlanItemPrivate | undefined;
  names: Record<string, string>;
  changed: boolean;
  viewerZone: string;
}) {
  const yours = item.start ? viewerTimeIfDifferent(item.start, viewerZone) : null;
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
              ? `${formatMoney(own.price.perPersonMinor, own.price.currency)} per person`
              : '',
            own.price.totalMinor !== null ? `${formatMoney(own.price.totalMinor, own.price.currency)} total` : '',
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

export function YourPlan({ tripId, tripName, uid, groupSize, organizer = false, organizerUid, members }: Props) {
  // After a vote the choices load again; after a confirmation the plan too (its next version).
  const [votes, setVotes] = useState(0);
  const [versions, setVersions] = useState(0);
  // The loaded plan is rendered in a background render that yields to the browser every few
  // milliseconds: forty items' cards built in one go made the page's longest task.
  const loaded = useDeferredValue(useLoaded(`${tripId}/${uid}#${versions}`, () => loadPlan(tripId, uid)));
  const choices = useChoices(tripId, votes + versions);
  const [seen] = useState(() => lastSeenVersion(tripId, uid));
  const { error: calendarError, run } = useAction({
    failure: (error) => (error instanceof Error ? error.message : "We couldn't make the calendar file."),
  });
  const plan = loaded.status === 'done' ? loaded.value : null;

  useEffect(() => {
    if (plan) markSeen(tripId, uid, plan.version.version);
  }, [plan, tripId, uid]);

  if (loaded.status === 'pending') return <p role="status">Loading your plan…</p>;
  if (loaded.status === 'failed')
    return <p role="alert">We couldn't load the plan. Check your connection and reload the page.</p>;
  if (!plan) return <p className="muted">The planners have not published the plan yet.</p>;

  const { version, own } = plan;
  // An optional item the member said "Out" of leaves their plan, calendar and total.
  const saidOut = itemsSaidOut(choices, (id) => choices.find((c) => c.id === id)?.votes ?? [], uid);
  const items = version.items.filter((item) => appliesAfterChoices(item, uid, saidOut));
  const totals = Object.entries(perPersonTotals(items, own, uid, groupSize));
  const showChanges = seen > 0 && seen < version.version;
  const myChanges = version.changes.filter((change) => appliesTo(change, uid));
  // Once per render, not per item: reading it makes a formatter.
  const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const addToCalendar = () =>
    run(async () => {
      const { fileName, ics } = await downloadCalendar(tripId);
      saveFile(fileName, ics, 'text/calendar;charset=utf-8');
    });

  return (
    <div className="plan-view">
      <p className="muted">Version {version.version}</p>
      {showChanges && myChanges.length > 0 && (
        <div className="banner banner-info plan-what-changed">
          <h3>What changed</h3>
          <ul>
            {myChanges.map((change) => (
              <li key={`${change.kind}-${change.itemId}`}>{describeChange(change)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="plan-actions" role="group" aria-label="Plan actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void addToCalendar()}>
          Add to calendar
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() =>
            saveFile(`${tripId}-plan.csv`, planCsv(items, own, uid, version.travelerNames), 'text/csv;charset=utf-8')
          }
        >
          Download plan CSV
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => window.print()}>
          Print plan
        </button>
      </div>
      {calendarError && <p role="alert">{calendarError}</p>}
      <ChoicePanel
        tripId={tripId}
        uid={uid}
        members={members ?? Object.keys(version.travelerNames)}
        names={version.travelerNames}
        choices={choices}
        canConfirm={organizerUid === uid}
        onVoted={() => setVotes((n) => n + 1)}
        onConfirmed={() => setVersions((n) => n + 1)}
      />
      <PlanQuestionsProvider
        viewer={{ tripId, uid, version: version.version, name: version.travelerNames[uid] ?? 'A traveler' }}
        organizer={organizer}
      >
        {groupByDay(items).map(({ day, items: dayItems }) => (
          <section key={day} className="plan-day" aria-label={dayHeading(day)}>
            <h3>{dayHeading(day)}</h3>
            <ul className="plan-items">
              {dayItems.map((item) => (
                <PlanItemCard
                  key={item.id}
                  item={item}
                  own={own[item.id]}
                  names={version.travelerNames}
                  changed={showChanges && item.changedIn > seen}
                  viewerZone={viewerZone}
                />
              ))}
            </ul>
          </section>
        ))}
      </PlanQuestionsProvider>
      {totals.length > 0 && (
        <p className="plan-total">
          Your total: {totals.map(([currency, amount]) => formatMoney(amount, currency)).join(' + ')}
          <span className="muted"> (each currency on its own)</span>
        </p>
      )}
      <CalendarSubscription tripId={tripId} tripName={tripName} uid={uid} />
    </div>
  );
}

export default YourPlan;
