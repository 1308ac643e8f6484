// "Your plan" on the trip page: the latest published version, day by day, for the organizer
// and the members. Each viewer sees the group's items and their own, their own confirmation
// codes and prices, and marks on what changed since the version they last opened here.
import { useDeferredValue, useEffect, useState } from 'react';
import { appliesAfterChoices, itemsSaidOut } from '@domain/plan-choices';
import { minorMoneyText } from '@domain/money-text';
import { appliesTo, perPersonTotals } from '@domain/plan';
import { useAction } from '@/ui/use-action';
import { useLoaded } from '@/lib/use-loaded';
import { downloadCalendar, loadPlan } from '../api/plan-api';
import { readThroughDevice } from '@/lib/device-copy';
import { OfflineNotice } from '@/ui/offline-notice';
import { lastSeenVersion, markSeen, saveFile } from '../plan-view';
import { CalendarSubscription } from './calendar-subscription';
import { ChoicePanel } from './choice-panel';
import { PlanActions } from './plan-actions';
import { PlanDays } from './plan-days';
import { PlanQuestionsProvider } from './question-panel';
import { useChoices } from './use-choices';
import { WhatChanged } from './what-changed';
import { YourRoom } from './your-room';
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

export function YourPlan({ tripId, tripName, uid, groupSize, organizer = false, organizerUid, members }: Props) {
  // After a vote the choices load again; after a confirmation the plan too (its next version).
  const [votes, setVotes] = useState(0);
  const [versions, setVersions] = useState(0);
  // The loaded plan is rendered in a background render that yields to the browser every few
  // milliseconds: forty items' cards built in one go made the page's longest task.
  const loaded = useDeferredValue(
    useLoaded(`${tripId}/${uid}#${versions}`, () =>
      // Kept on this device; with no network, the plan last opened here (docs/offline.md).
      readThroughDevice(uid, `plan/${tripId}`, () => loadPlan(tripId, uid)),
    ),
  );
  const choices = useChoices(tripId, votes + versions);
  const [seen] = useState(() => lastSeenVersion(tripId, uid));
  const { error: calendarError, run } = useAction({
    failure: (error) => (error instanceof Error ? error.message : "We couldn't make the calendar file."),
  });
  const plan = loaded.status === 'done' ? loaded.value.value : null;
  // Read from this device, not the network (null when fresh): docs/offline.md.
  const savedAt = loaded.status === 'done' ? loaded.value.savedAt : null;

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

  const addToCalendar = () =>
    run(async () => {
      const { fileName, ics } = await downloadCalendar(tripId);
      saveFile(fileName, ics, 'text/calendar;charset=utf-8');
    });

  return (
    <div className="plan-view">
      {savedAt !== null && <OfflineNotice savedAt={savedAt} what="the plan this device saved" />}
      <p className="muted">Version {version.version}</p>
      {showChanges && myChanges.length > 0 && <WhatChanged changes={myChanges} />}
      {savedAt === null && <YourRoom tripId={tripId} uid={uid} />}
      <PlanActions
        tripId={tripId}
        uid={uid}
        items={items}
        own={own}
        names={version.travelerNames}
        calendarError={calendarError}
        onAddToCalendar={() => void addToCalendar()}
      />
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
        <PlanDays
          items={items}
          own={own}
          names={version.travelerNames}
          changed={(item) => showChanges && item.changedIn > seen}
        />
      </PlanQuestionsProvider>
      {totals.length > 0 && (
        <p className="plan-total">
          Your total: {totals.map(([currency, amount]) => minorMoneyText(amount, currency)).join(' + ')}
          <span className="muted"> (each currency on its own)</span>
        </p>
      )}
      {savedAt === null && <CalendarSubscription tripId={tripId} tripName={tripName} uid={uid} />}
    </div>
  );
}

export default YourPlan;
