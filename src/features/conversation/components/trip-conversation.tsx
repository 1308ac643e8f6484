// The trip conversation (docs/conversation.md) as tabs: "Trip chat", the group thread, and
// "Private with planners", the reader's own thread with the planners. A planner picks whose
// private thread to read.
import { useId, useState, type KeyboardEvent } from 'react';
import type { ThreadKey } from '@domain/conversation';
import { MessageThread } from './message-thread';
import { MuteToggle } from './mute-toggle';
import { UnansweredThreads } from './unanswered-threads';
import '../conversation.css';

export interface ConversationPerson {
  uid: string;
  name: string;
}

export interface TripConversationProps {
  tripId: string;
  uid: string;
  planner: boolean;
  /** The people on the trip now, organizer first, with their names. */
  people: ConversationPerson[];
}

type Tab = 'group' | 'private';

export function TripConversation({ tripId, uid, planner, people }: TripConversationProps) {
  const [tab, setTab] = useState<Tab>('group');
  const travelers = people.filter((person) => person.uid !== uid || !planner);
  const [travelerUid, setTravelerUid] = useState<string>(planner ? (travelers[0]?.uid ?? '') : uid);
  const baseId = useId();
  const names = new Map(people.map((person) => [person.uid, person.name]));
  const onTrip = new Set(people.map((person) => person.uid));
  const tabs: { key: Tab; label: string }[] = [
    { key: 'group', label: 'Trip chat' },
    { key: 'private', label: planner ? 'Private threads' : 'Private with planners' },
  ];

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next: Tab = tab === 'group' ? 'private' : 'group';
    setTab(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  }

  const thread: ThreadKey | null =
    tab === 'group' ? { kind: 'group' } : travelerUid ? { kind: 'private', travelerUid } : null;
  const travelerName = names.get(travelerUid) ?? 'the traveler';
  const label = tab === 'group' ? 'Trip chat' : planner ? `Private with ${travelerName}` : 'Private with planners';

  return (
    <div className="conversation">
      {/* Planners get no digest (they have the workspace), so the mute is the travelers'. */}
      {!planner && <MuteToggle tripId={tripId} uid={uid} />}
      <div role="tablist" aria-label="Conversation" className="conversation-tabs">
        {tabs.map(({ key, label: tabLabel }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${baseId}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === key ? 0 : -1}
            className={tab === key ? 'conversation-tab conversation-tab-on' : 'conversation-tab'}
            onClick={() => setTab(key)}
            onKeyDown={onTabKey}
          >
            {tabLabel}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'private' && !planner && (
          <p className="muted">Only you and our planners read this thread; the organizer and the group do not.</p>
        )}
        {tab === 'private' && planner && (
          <UnansweredThreads tripId={tripId} travelers={travelers} onOpen={setTravelerUid} />
        )}
        {tab === 'private' && planner && (
          <p>
            <label htmlFor={`${baseId}-traveler`}>Traveler</label>{' '}
            <select id={`${baseId}-traveler`} value={travelerUid} onChange={(e) => setTravelerUid(e.target.value)}>
              {travelers.map((person) => (
                <option key={person.uid} value={person.uid}>
                  {person.name}
                </option>
              ))}
            </select>
          </p>
        )}
        {thread && (
          <MessageThread
            key={`${tab}-${travelerUid}`}
            tripId={tripId}
            thread={thread}
            uid={uid}
            planner={planner}
            names={names}
            onTrip={onTrip}
            label={label}
          />
        )}
      </div>
    </div>
  );
}
