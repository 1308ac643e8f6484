// The planners' "Unanswered" (docs/conversation.md): the travelers of this trip whose private
// thread ends with a message of theirs, each a button that opens that thread. Read when the
// planner opens the private threads, and again with "Check again".
import { useEffect, useId, useState } from 'react';
import { loadUnanswered } from '../api/conversation-api';
import type { ConversationPerson } from './trip-conversation';

export const UNANSWERED_LOAD_ERROR = 'Could not check for unanswered threads. Please try again.';

export function UnansweredThreads({
  tripId,
  travelers,
  onOpen,
}: {
  tripId: string;
  travelers: ConversationPerson[];
  onOpen: (uid: string) => void;
}) {
  const [waiting, setWaiting] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const headingId = useId();
  const uids = travelers.map((person) => person.uid).join(',');

  useEffect(() => {
    let current = true;
    loadUnanswered(tripId, uids ? uids.split(',') : []).then(
      (found) => {
        if (!current) return;
        setFailed(false);
        setWaiting(found);
      },
      (error: unknown) => {
        console.error('Checking unanswered threads failed', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [tripId, uids, round]);

  const names = new Map(travelers.map((person) => [person.uid, person.name]));
  return (
    <section className="conversation-unanswered" aria-labelledby={headingId}>
      <h3 id={headingId}>Unanswered</h3>
      {failed && <p role="alert">{UNANSWERED_LOAD_ERROR}</p>}
      {!failed && waiting === null && <p role="status">Checking the private threads…</p>}
      {waiting?.length === 0 && <p className="muted">Every private thread has a planner’s answer.</p>}
      {waiting && waiting.length > 0 && (
        <ul>
          {waiting.map((uid) => (
            <li key={uid}>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onOpen(uid)}>
                Open {names.get(uid) ?? 'the traveler'}’s thread
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => setRound((r) => r + 1)}>
        Check again
      </button>
    </section>
  );
}
